import FormValidationCore

/// `minLength`, `maxLength`, `minItems`, `maxItems`, `minProperties` and `maxProperties`: a bound on a string's
/// length in Unicode code points (as the specification counts; `tooShort`, `tooLong`, counting `scalars`), an
/// array's items (`tooFewItems`, `tooManyItems`) or an object's members (`tooFewMembers`, `tooManyMembers`).
struct SizeBound: SchemaKeyword {
    /// What is counted.
    enum Measure: Sendable {
        case codePoints, items, members
    }

    let measure: Measure
    let bound: Int
    let isMinimum: Bool
    let title: String?
    /// The failure of each size below a minimum of at most ``keptFailures``, made at load: a value too short gets
    /// the same failure each time it is that size, without a dictionary of parameters made for it.
    private let failures: [RuleFailure]

    /// The largest minimum whose failures are made at load.
    static let keptFailures = 16

    init(measure: Measure, bound: Int, isMinimum: Bool, title: String?) {
        self.measure = measure
        self.bound = bound
        self.isMinimum = isMinimum
        self.title = title
        failures =
            isMinimum && bound <= Self.keptFailures
            ? (0..<bound).map { Self.failure(size: $0, measure: measure, bound: bound, isMinimum: isMinimum) } : []
    }

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        let size: Int
        switch (measure, instance) {
        case (.codePoints, .string(let text)):
            // A code point takes one to four bytes of UTF-8: the byte count, known without reading the text,
            // often settles the bound alone.
            let bytes = text.utf8.count
            if isMinimum ? bytes / 4 >= bound : bytes <= bound { return true }
            size = text.unicodeScalars.count
        case (.items, .array(let items)): size = items.count
        case (.members, .object(let members)): size = members.count
        default: return true
        }
        guard isMinimum ? size < bound : size > bound else { return true }
        evaluation.report(failure(size: size), at: path, title: title, instance: instance)
        return false
    }

    /// The failure of a value of `size`: one made at load if there is one.
    private func failure(size: Int) -> RuleFailure {
        size < failures.count
            ? failures[size] : Self.failure(size: size, measure: measure, bound: bound, isMinimum: isMinimum)
    }

    private static func failure(size: Int, measure: Measure, bound: Int, isMinimum: Bool) -> RuleFailure {
        let message: DefaultMessage
        switch measure {
        case .codePoints: message = isMinimum ? .tooShort : .tooLong
        case .items: message = isMinimum ? .tooFewItems : .tooManyItems
        case .members: message = isMinimum ? .tooFewMembers : .tooManyMembers
        }
        // One literal, so the dictionary is made at its size at once rather than grown.
        let limit = isMinimum ? "min" : "max"
        let parameters: [String: ValidationParameter]
        if measure == .codePoints {
            let unit = LengthUnit.unicodeScalars
            parameters = [
                limit: .integer(bound), "length": .integer(size), "unit": .text(unit.noun(for: bound)),
                "counting": .text(unit.description),
            ]
        } else {
            parameters = [limit: .integer(bound), "count": .integer(size)]
        }
        return RuleFailure(message, parameters: parameters)
    }
}

extension KeywordDeclaration {
    static let minimumLength = sizeBound("minLength", .codePoints, isMinimum: true)
    static let maximumLength = sizeBound("maxLength", .codePoints, isMinimum: false)
    static let minimumItems = sizeBound("minItems", .items, isMinimum: true)
    static let maximumItems = sizeBound("maxItems", .items, isMinimum: false)
    static let minimumProperties = sizeBound("minProperties", .members, isMinimum: true)
    static let maximumProperties = sizeBound("maxProperties", .members, isMinimum: false)

    private static func sizeBound(_ name: String, _ measure: SizeBound.Measure, isMinimum: Bool) -> KeywordDeclaration {
        KeywordDeclaration([name]) { context throws(JSONSchemaError) in
            try context.count(name).map {
                SizeBound(measure: measure, bound: $0, isMinimum: isMinimum, title: context.title)
            }
        }
    }
}
