import FormValidationCore

/// The remote checks of one validation of a record, which keep the validation itself synchronous.
///
/// ``FormSpecValidator`` validates a record in one synchronous pass that collects the remote checks its fields
/// need — those whose local rules passed with a value — and counts them as passed. When there are none (no remote
/// rules, `localOnly`, or none that applies), that pass is the answer: no task, no suspension. Otherwise every
/// check of the whole record is asked at once, nested objects and list items included, and a second pass reads
/// the answers. The local rules are pure, so both passes see the same local results.
struct RemoteChecks {
    /// A check to ask: a field's remote rules, for its corrected value at `path`.
    struct Request: Sendable {
        let field: CompiledObject.CompiledField
        let value: String
        /// Which of the field's remote rules apply, in rule order.
        let applying: [Bool]
        let path: JSONPointer
    }

    /// The checks collected so far, in document order.
    private(set) var requests: [Request] = []
    /// The errors of the checks by the path of their value; `nil` while collecting.
    private let answers: [JSONPointer: [ValidationError]]?

    /// Checks to collect.
    init() {
        answers = nil
    }

    /// Checks answered.
    init(answers: [JSONPointer: [ValidationError]]) {
        self.answers = answers
    }

    /// The errors of `field`'s remote rules for `value` at `path`: the answer's, or none while collecting, the
    /// check noted to ask.
    mutating func errors(
        of field: CompiledObject.CompiledField, for value: String, applying: [Bool], at path: JSONPointer
    ) -> [ValidationError] {
        if let answers { return answers[path] ?? [] }
        requests.append(Request(field: field, value: value, applying: applying, path: path))
        return []
    }

    /// Asks every collected check at once.
    ///
    /// - Returns: The errors of each check, by the path of its value.
    func ask() async -> [JSONPointer: [ValidationError]] {
        await withTaskGroup(of: (JSONPointer, [ValidationError]).self) { group in
            for request in requests {
                group.addTask {
                    (request.path, await request.field.checkRemotely(request.value, applying: request.applying))
                }
            }
            var answers: [JSONPointer: [ValidationError]] = [:]
            for await (path, errors) in group { answers[path] = errors }
            return answers
        }
    }
}

extension CompiledObject {
    /// Whether any field, at any depth, has a remote rule.
    var hasRemoteRules: Bool {
        fields.contains(where: \.holdsRemoteRules)
    }
}

extension CompiledObject.CompiledField {
    /// Whether the field or what it holds has a remote rule.
    var holdsRemoteRules: Bool {
        hasRemoteRules || object.contains(where: \.hasRemoteRules) || item.contains(where: \.holdsRemoteRules)
    }
}
