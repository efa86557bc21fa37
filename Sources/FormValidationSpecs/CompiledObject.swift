import FormValidationCore
import Foundation

/// The fields of one object of a spec (the form, an object field, a list's object item) with their rules built,
/// and the rules across them: what ``FormSpecValidator`` runs on each object of a submitted record.
///
/// Each object is validated with its own fields' texts as the record that rules and conditions read
/// (`SubmittedRecord`), so the names they refer to are those of the object they sit in.
struct CompiledObject: Sendable {
    var fields: [CompiledField]
    var formRules: [FormRule]

    /// One field built: its rules and, for an object or a list, what it holds.
    struct CompiledField: Sendable {
        let spec: FieldSpec
        /// The field's rules; for an object or a list none, but the label and messages its own errors use.
        var rules: FieldRules
        /// For a number field: the notation its value is read in for ``FieldSpecResult/jsonValue``.
        let numberParser: NumberParser?
        /// When the field applies, reading the object being validated.
        let condition: Condition?
        /// An object field's fields, or a list's object item's.
        var object: [CompiledObject]
        /// A list's item.
        var item: [CompiledField]
    }

    /// What one field of an object came to.
    struct FieldOutcome: Sendable {
        /// The corrected text, or every error (with its path), nested fields' included.
        var result: ValidationResult<String?>
        /// The corrected value as JSON; `nil` when the field is invalid or not active.
        var json: JSONValue?
        /// ``json`` without the secret fields in it; `nil` also for a secret field.
        var publicJSON: JSONValue?
        var isActive: Bool
    }

    /// Builds the compiled objects of a spec, with the options of one ``FormSpecValidator``.
    struct Builder {
        let baseURL: URL?
        let transport: any RemoteTransport
        let cache: RemoteAnswerCache?
        let messages: MessageCatalog
        let now: @Sendable () -> Date
        let localOnly: Bool

        /// A submitted object changes with each request: its fields are read by name on every call, from the
        /// object being validated; a name that starts with `/` is a JSON Pointer into the whole record.
        private let values = FieldValues(resolving: { name in
            if name.hasPrefix("/"), let pointer = try? JSONPointer(parsing: name) {
                return { SubmittedRecord.root?.text(at: pointer) }
            }
            return { SubmittedRecord.current?[name] ?? nil }
        })

        init(
            baseURL: URL?, transport: any RemoteTransport, cache: RemoteAnswerCache?, messages: MessageCatalog,
            now: @escaping @Sendable () -> Date, localOnly: Bool
        ) {
            self.baseURL = baseURL
            self.transport = transport
            self.cache = cache
            self.messages = messages
            self.now = now
            self.localOnly = localOnly
        }

        func object(fields: [FieldSpec], formRules: [FormRuleSpec]) throws(FormSpecError) -> CompiledObject {
            var compiled: [CompiledField] = []
            for field in fields { compiled.append(try self.field(field)) }
            return CompiledObject(
                fields: compiled, formRules: formRules.map { $0.makeRule(language: messages.language) })
        }

        func field(_ field: FieldSpec) throws(FormSpecError) -> CompiledField {
            let rules = try field.buildRules(
                baseURL: baseURL, transport: transport, cache: cache, messages: messages, fields: values, now: now,
                skippingAsync: localOnly)
            var compiled = CompiledField(
                spec: field, rules: rules, numberParser: field.numberParser,
                condition: field.condition?.makeCondition(reading: values), object: [], item: [])
            if field.kind == .object {
                compiled.object = [try object(fields: field.fields, formRules: field.formRules)]
            }
            if let item = field.item { compiled.item = [try self.field(item)] }
            return compiled
        }
    }

    /// Speaks `messages` from now on, at every level.
    mutating func speak(_ messages: MessageCatalog) {
        for index in fields.indices { fields[index].speak(messages) }
    }

    // MARK: Validating

    /// Validates one submitted object.
    ///
    /// - Parameters:
    ///   - record: The object's members.
    ///   - path: Where the object sits in the record.
    ///   - messages: The messages of form rules' errors.
    /// - Returns: One outcome per field, in field order, and the errors of the form rules that go to no field.
    func validate(_ record: [String: JSONValue], at path: JSONPointer, messages: MessageCatalog) async
        -> (fields: [FieldOutcome], formErrors: [ValidationError])
    {
        var texts: [String: String?] = [:]
        var typeErrors: Set<String> = []
        for field in fields where !field.spec.kind.isContainer {
            switch field.text(of: record[field.spec.name]) {
            case .success(let text): texts[field.spec.name] = .some(text)
            case .failure:
                texts[field.spec.name] = .some(nil)
                typeErrors.insert(field.spec.name)
            }
        }

        // Local rules first, all of them, reading other fields (and conditions) from this object.
        let local: [(result: ValidationResult<String?>, isActive: Bool, applying: [Bool])] =
            SubmittedRecord.$current.withValue(texts) {
                fields.map { field in
                    guard field.condition?.holds() ?? true else { return (.valid(nil), false, []) }
                    if field.spec.kind.isContainer { return (.valid(nil), true, []) }
                    let applying = field.rules.asyncRules.map(\.applies)
                    if typeErrors.contains(field.spec.name) {
                        return (.invalid([field.error(RuleFailure(.invalidType))]), true, applying)
                    }
                    return (field.rules.rules.validate(texts[field.spec.name] ?? nil), true, applying)
                }
            }

        // Then the remote rules of the fields whose local rules passed with a value, all at once.
        let remote = await withTaskGroup(of: (Int, [ValidationError]).self) { group in
            for (index, field) in fields.enumerated() where local[index].applying.contains(true) {
                guard case .valid(let corrected?) = local[index].result, !field.rules.rules.countsAsEmpty(corrected)
                else { continue }
                let applying = local[index].applying
                group.addTask { (index, await field.checkRemotely(corrected, applying: applying)) }
            }
            var errors: [Int: [ValidationError]] = [:]
            for await (index, fieldErrors) in group { errors[index] = fieldErrors }
            return errors
        }

        var outcomes: [FieldOutcome] = fields.indices.map { index in
            let field = fields[index]
            var result = local[index].result
            if let errors = remote[index], !errors.isEmpty { result = .invalid(errors) }
            let json = local[index].isActive ? result.value.map { field.json($0) } : nil
            return FieldOutcome(
                result: result, json: json, publicJSON: field.spec.isSecret ? nil : json,
                isActive: local[index].isActive)
        }

        // Then what the object and list fields hold, in field order.
        for (index, field) in fields.enumerated() where field.spec.kind.isContainer && outcomes[index].isActive {
            outcomes[index] = await field.validateContainer(
                record[field.spec.name], texts: texts, at: path.appending(field.spec.name), messages: messages)
        }

        // Last, the form rules, on the values as corrected (as submitted where a field is invalid).
        var formErrors: [ValidationError] = []
        if !formRules.isEmpty {
            var values: [String: any Sendable] = [:]
            var notations: [String: NumberParser] = [:]
            var rejected: Set<String> = []
            for (index, field) in fields.enumerated() where outcomes[index].isActive && !field.spec.kind.isContainer {
                switch outcomes[index].result {
                case .valid(let corrected): if let corrected { values[field.spec.name] = corrected }
                case .invalid:
                    if let text = texts[field.spec.name] ?? nil { values[field.spec.name] = text }
                    rejected.insert(field.spec.name)
                }
                // A comparison reads the text as the field's rules do: its number rule's notation, or the one a
                // number field's JSON numbers are written in.
                if let notation = field.rules.rules.numberNotation ?? field.numberParser {
                    notations[field.spec.name] = notation
                }
            }
            let formValues = FormValues(values, numberNotations: notations, failingFields: rejected)
            var labels: [String: String] = [:]
            for field in fields { labels[field.spec.name] = field.rules.rules.label ?? field.spec.name }
            for rule in formRules {
                guard let failure = rule.evaluate(formValues) else { continue }
                var error = rule.error(for: failure, label: { labels[$0] ?? $0 }, messages: messages)
                if let name = error.field, let index = fields.firstIndex(where: { $0.spec.name == name }) {
                    outcomes[index].result = .invalid(outcomes[index].result.errors + [error])
                    outcomes[index].json = nil
                    outcomes[index].publicJSON = nil
                } else {
                    error.path = path
                    formErrors.append(error)
                }
            }
        }

        // Every error of a field of this object points at its value.
        for index in outcomes.indices {
            guard case .invalid(var errors) = outcomes[index].result else { continue }
            let fieldPath = path.appending(fields[index].spec.name)
            for errorIndex in errors.indices where errors[errorIndex].path == nil {
                errors[errorIndex].path = fieldPath
            }
            outcomes[index].result = .invalid(errors)
        }
        return (outcomes, formErrors)
    }
}

extension CompiledObject.CompiledField {
    /// Speaks `messages` from now on, with what it holds.
    mutating func speak(_ messages: MessageCatalog) {
        rules.rules.messages = messages
        for index in object.indices { object[index].speak(messages) }
        for index in item.indices { item[index].speak(messages) }
    }

    /// The text a text or number field's rules read from its JSON value: `nil` for none, a failure for an array
    /// or an object.
    func text(of value: JSONValue?) -> Result<String?, ValidationError> {
        switch value {
        case .none, .null?: return .success(nil)
        case .string(let text)?: return .success(text)
        case .number(let number)?:
            // A JSON number is written the way the field's number rule reads numbers ("1,5" in de_DE).
            let separator = Character(numberParser?.decimalSeparator ?? ".")
            return .success(String(number.description.map { $0 == "." ? separator : $0 }))
        case .bool(let bool)?: return .success(bool ? "true" : "false")
        case .array?, .object?: return .failure(error(RuleFailure(.invalidType)))
        }
    }

    /// The field's error for `failure`, worded with its label and messages.
    func error(_ failure: RuleFailure) -> ValidationError {
        rules.rules.error(for: failure, customMessage: nil, value: "")
    }

    /// The corrected value as JSON: a number for a number field whose text reads as one.
    func json(_ value: String?) -> JSONValue {
        guard let value else { return .null }
        guard let numberParser else { return .string(value) }
        if value.countsAsEmpty(ignoringWhitespace: true) { return .null }
        return numberParser.parse(value).map { .number($0.decimal) } ?? .string(value)
    }

    /// Validates a text or number value on its own, as a list's item: local rules (reading the fields of the
    /// object the list sits in, `texts`), then remote ones.
    func validateScalar(_ value: JSONValue?, texts: [String: String?], at path: JSONPointer) async
        -> CompiledObject.FieldOutcome
    {
        let result: ValidationResult<String?>
        switch text(of: value) {
        case .failure(let error): result = .invalid([error])
        case .success(let text):
            let local = SubmittedRecord.$current.withValue(texts) { rules.rules.validate(text) }
            let applying = rules.asyncRules.map(\.applies)
            if case .valid(let corrected?) = local, applying.contains(true), !rules.rules.countsAsEmpty(corrected) {
                let errors = await checkRemotely(corrected, applying: applying)
                result = errors.isEmpty ? local : .invalid(errors)
            } else {
                result = local
            }
        }
        let json = result.value.map { self.json($0) }
        return CompiledObject.FieldOutcome(
            result: result.withPath(path), json: json, publicJSON: spec.isSecret ? nil : json, isActive: true)
    }

    /// Validates what an object or a list field holds.
    ///
    /// - Parameters:
    ///   - value: The field's JSON value; none or `null` is an empty object or list.
    ///   - texts: The fields of the object the field sits in, which a list's text items' rules read.
    ///   - path: Where the value sits.
    ///   - messages: The messages of form rules' errors.
    func validateContainer(
        _ value: JSONValue?, texts: [String: String?], at path: JSONPointer, messages: MessageCatalog
    ) async -> CompiledObject.FieldOutcome {
        let failed = { (failure: RuleFailure) in
            CompiledObject.FieldOutcome(
                result: .invalid([error(failure)]).withPath(path), json: nil, publicJSON: nil, isActive: true)
        }
        if spec.kind == .object {
            let members: [String: JSONValue]
            switch value {
            case .none, .null?: members = [:]
            case .object(let object)?: members = object
            default: return failed(RuleFailure(.invalidTypeObject))
            }
            let (fields, formErrors) = await object[0].validate(members, at: path, messages: messages)
            let errors = fields.flatMap(\.result.errors) + formErrors
            guard errors.isEmpty else {
                return CompiledObject.FieldOutcome(result: .invalid(errors), json: nil, publicJSON: nil, isActive: true)
            }
            var json: [String: JSONValue] = [:]
            var publicJSON: [String: JSONValue] = [:]
            for (field, outcome) in zip(object[0].fields, fields) {
                if let value = outcome.json { json[field.spec.name] = value }
                if let value = outcome.publicJSON { publicJSON[field.spec.name] = value }
            }
            return CompiledObject.FieldOutcome(
                result: .valid(nil), json: .object(json), publicJSON: spec.isSecret ? nil : .object(publicJSON),
                isActive: true)
        }

        let items: [JSONValue]
        switch value {
        case .none, .null?: items = []
        case .array(let array)?: items = array
        default: return failed(RuleFailure(.invalidTypeList))
        }
        let item = self.item[0]
        var outcomes: [CompiledObject.FieldOutcome] = []
        for (index, value) in items.enumerated() {
            let itemPath = path.appending(index)
            if item.spec.kind == .object {
                outcomes.append(await item.validateContainer(value, texts: texts, at: itemPath, messages: messages))
            } else {
                outcomes.append(await item.validateScalar(value, texts: texts, at: itemPath))
            }
        }
        var listErrors: [ValidationError] = []
        if let minItems = spec.minItems, items.count < minItems {
            listErrors.append(
                error(
                    RuleFailure(.tooFewItems, parameters: ["min": .integer(minItems), "count": .integer(items.count)])))
        }
        if let maxItems = spec.maxItems, items.count > maxItems {
            listErrors.append(
                error(
                    RuleFailure(.tooManyItems, parameters: ["max": .integer(maxItems), "count": .integer(items.count)]))
            )
        }
        if spec.uniqueItems || !spec.uniqueBy.isEmpty {
            // Items compare as corrected (`+1 415…` and `(415)…` are one number), else as submitted.
            var seen: [JSONValue: Int] = [:]
            for (index, value) in items.enumerated() {
                let key = uniquenessKey(outcomes[index].json ?? value)
                if let first = seen[key] {
                    listErrors.append(
                        error(
                            RuleFailure(
                                .duplicateItems, parameters: ["index": .integer(index), "first": .integer(first)])))
                } else {
                    seen[key] = index
                }
            }
        }
        let errors = listErrors.map { $0.withPath(path) } + outcomes.flatMap(\.result.errors)
        guard errors.isEmpty else {
            return CompiledObject.FieldOutcome(result: .invalid(errors), json: nil, publicJSON: nil, isActive: true)
        }
        let json = JSONValue.array(outcomes.map { $0.json ?? .null })
        let publicJSON = JSONValue.array(outcomes.map { $0.publicJSON ?? .null })
        return CompiledObject.FieldOutcome(
            result: .valid(nil), json: json, publicJSON: spec.isSecret ? nil : publicJSON, isActive: true)
    }

    /// What two items of a unique list must not share: the whole item, or the values of ``FieldSpec/uniqueBy``.
    private func uniquenessKey(_ item: JSONValue) -> JSONValue {
        guard !spec.uniqueBy.isEmpty, case .object(let members) = item else { return item }
        return .array(spec.uniqueBy.map { members[$0] ?? .null })
    }

    /// Runs the field's remote rules at once and turns their outcomes into errors, as a validator settles them.
    func checkRemotely(_ value: String, applying: [Bool]) async -> [ValidationError] {
        let outcomes = await withTaskGroup(of: (Int, RemoteOutcome).self) { group in
            for (index, rule) in rules.asyncRules.enumerated() where applying[index] {
                group.addTask { (index, await rule.check(value)) }
            }
            var outcomes: [Int: RemoteOutcome] = [:]
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
        var errors: [ValidationError] = []
        for (index, rule) in rules.asyncRules.enumerated() {
            switch outcomes[index] {
            case .answered(let answer)?:
                guard !answer.isValid else { continue }
                var error = rules.rules.error(
                    for: rule.rejection(message: nil), customMessage: rule.customMessage, value: value)
                if let message = answer.message { error.message = message }
                errors.append(error)
            case .failed(let failure)?:
                if rule.failurePolicy == .valid { continue }
                let unavailable = RemoteUnavailableFailure.failure(
                    reason: failure.reason, retryable: rule.failurePolicy.retry != nil)
                errors.append(rules.rules.error(for: unavailable, customMessage: nil, value: value))
            case nil:
                continue
            }
        }
        return errors
    }
}

extension ValidationError {
    /// This error at `path`, unless it has one already.
    func withPath(_ path: JSONPointer) -> ValidationError {
        var error = self
        if error.path == nil { error.path = path }
        return error
    }
}

extension ValidationResult where Value == String? {
    /// This result with every error that has no path at `path`.
    func withPath(_ path: JSONPointer) -> ValidationResult<String?> {
        guard case .invalid(let errors) = self else { return self }
        return .invalid(errors.map { $0.withPath(path) })
    }
}

extension JSONValue {
    /// The text of the value at `pointer` as rules read it (a string, a number's plain spelling, `true` or
    /// `false`), or `nil` when there is none there, or it is `null`, an array or an object.
    func text(at pointer: JSONPointer) -> String? {
        var value = self
        for token in pointer.tokens {
            switch value {
            case .object(let members):
                guard let member = members[token] else { return nil }
                value = member
            case .array(let items):
                guard let index = Int(token), token.allSatisfy(\.isASCII), items.indices.contains(index) else {
                    return nil
                }
                value = items[index]
            default:
                return nil
            }
        }
        switch value {
        case .string(let text): return text
        case .number(let number): return number.description
        case .bool(let bool): return bool ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }
}
