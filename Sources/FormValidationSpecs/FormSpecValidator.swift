public import FormValidationCore
public import Foundation

/// A form spec with its rules built once, ready to validate any number of submitted records concurrently.
///
/// This is what a server keeps: build it at start-up (compiling regular expressions and resolving remote URLs
/// once), then call ``validate(_:)`` from every request handler. It is a `Sendable` value with no state.
///
/// ```swift
/// let spec = try FormSpec.load(contentsOf: URL(fileURLWithPath: "Fixtures/signup.form.json"))
/// let signup = try FormSpecValidator(spec, baseURL: URL(string: "https://api.example.com"))
/// let result = await signup.validate(["username": "ada", "email": "ada@example.com"])
/// ```
///
/// **Records.** A record maps field names to JSON values. Text is validated as it is; a number is validated as
/// its plain POSIX spelling (`42`, `-1.5`), and `true`/`false` as that text; a missing key or `null` is no value
/// (empty: valid unless the field is required). An array or an object fails the field with code `invalidType`
/// ("{field} must be text or a number.") and runs none of its rules. Keys that are not fields are ignored. Read a
/// record from JSON text with ``JSONValue/init(json:)-(Collection<UInt8>)``, which refuses a key given twice
/// (``JSONParsingError/duplicateKey(_:)``): validating one of its values while another reader of the same text
/// takes the other would let an unvalidated value through.
///
/// **Rules.** Every field's local rules run as a ``RuleSet`` runs them; an `equalToField`
/// rule compares with the other field's submitted value as text. A field's remote rules run only when its local
/// rules pass and its value is not empty, without debounce, all fields' checks at once; a rejection or a
/// failure becomes an error as in ``FormValidator`` (a server's message replaces the rule's; a failure reports
/// ``ValidationError/Code/remoteUnavailable`` unless the rule's policy is ``RemoteFailurePolicy/valid``).
///
/// **Conditions.** A rule with a `when` runs only while its condition holds for the submitted record; a field
/// with a `when` that does not hold is not validated, counts as valid and is left out of the values (its result
/// is not ``FieldSpecResult/isActive``).
///
/// **Form rules.** The spec's `formRules` run last, on the fields' values as their rules corrected them (as
/// submitted when a field is invalid); an error goes to the field its `errorField` names, after that field's
/// own, or to ``FormSpecResult/formErrors``.
///
/// **Paths.** Every error carries ``ValidationError/path``, the JSON Pointer of its value in the record
/// (`/email`; `/a~1b` for a field named `a/b`), and a form rule's error that goes to no field the whole record's
/// (the empty pointer).
public struct FormSpecValidator: Sendable {
    /// The spec the rules were built from.
    public let spec: FormSpec
    private var compiled: Compiled
    /// The rules built in each other language the spec has texts in, by the library's language tag.
    private var translated: [String: Compiled] = [:]

    private struct CompiledField: Sendable {
        let spec: FieldSpec
        var rules: FieldRules
        /// For a number field: the notation its value is read in for ``FieldSpecResult/jsonValue``.
        let numberParser: NumberParser?
        /// When the field applies, reading the record being validated.
        let condition: Condition?
    }

    /// Everything built in one language.
    private struct Compiled: Sendable {
        var fields: [CompiledField]
        var formRules: [FormRule]
        var messages: MessageCatalog
    }

    /// Builds every field's rules.
    ///
    /// - Parameters:
    ///   - spec: The form spec.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - cache: An opt-in cache of remote answers shared by every remote rule.
    ///   - messages: Message templates that replace the rules' defaults.
    ///   - now: Returns the current instant, for rules that compare with today (`age`); a test passes a fixed one.
    ///   - localOnly: Whether to skip the remote rules: every local rule runs, no server is asked (to clean a
    ///     data file offline); a relative remote URL then needs no base URL.
    /// - Throws: ``FormSpecError`` when a remote URL is relative and there is no `baseURL`, or a remote rule
    ///   refuses its URL.
    public init(
        _ spec: FormSpec,
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        now: @escaping @Sendable () -> Date = { Date() },
        localOnly: Bool = false
    ) throws(FormSpecError) {
        self.spec = spec
        compiled = try Self.compile(
            spec, baseURL: baseURL, transport: transport, cache: cache, messages: messages, now: now,
            localOnly: localOnly)
        // The spec's own texts in other languages (labels, custom messages): rules built once per language.
        for tag in spec.translatedLanguages {
            let catalog = MessageCatalog(languages: [tag])
            guard catalog.language != "en", translated[catalog.language] == nil else { continue }
            translated[catalog.language] = try Self.compile(
                spec, baseURL: baseURL, transport: transport, cache: cache, messages: catalog, now: now,
                localOnly: localOnly)
        }
    }

    /// Builds every field's rules with `messages`.
    private static func compile(
        _ spec: FormSpec, baseURL: URL?, transport: any RemoteTransport, cache: RemoteAnswerCache?,
        messages: MessageCatalog, now: @escaping @Sendable () -> Date, localOnly: Bool
    ) throws(FormSpecError) -> Compiled {
        var fields: [CompiledField] = []
        // A submitted record changes with each request: its fields are read by name on every call.
        let values = FieldValues { SubmittedRecord.current?[$0] ?? nil }
        for field in spec.fields {
            let rules = try field.buildRules(
                baseURL: baseURL, transport: transport, cache: cache, messages: messages, fields: values, now: now,
                skippingAsync: localOnly)
            let parser = field.numberParser
            fields.append(
                CompiledField(
                    spec: field, rules: rules, numberParser: parser,
                    condition: field.condition?.makeCondition(reading: values)))
        }
        let formRules = spec.formRules.map { $0.makeRule(language: messages.language) }
        return Compiled(fields: fields, formRules: formRules, messages: messages)
    }

    /// Validates a submitted record.
    ///
    /// - Parameter record: Field names and their values.
    /// - Returns: One result per field, in field order.
    /// - Complexity: The cost of every field's rules, plus the slowest remote check (they run concurrently).
    public func validate(_ record: [String: JSONValue]) async -> FormSpecResult {
        let fields = compiled.fields
        var texts: [String: String?] = [:]
        var typeErrors: Set<String> = []
        for field in fields {
            switch record[field.spec.name] {
            case .none, .null?: texts[field.spec.name] = .some(nil)
            case .string(let text)?: texts[field.spec.name] = text
            case .number(let number)?:
                // A JSON number is written the way the field's number rule reads numbers ("1,5" in de_DE).
                let separator = Character(field.numberParser?.decimalSeparator ?? ".")
                texts[field.spec.name] = String(number.description.map { $0 == "." ? separator : $0 })
            case .bool(let bool)?: texts[field.spec.name] = bool ? "true" : "false"
            case .array?, .object?:
                texts[field.spec.name] = .some(nil)
                typeErrors.insert(field.spec.name)
            }
        }

        // Local rules first, all of them, reading other fields (and conditions) from this record.
        let local: [(result: ValidationResult<String?>, isActive: Bool, applying: [Bool])] =
            SubmittedRecord.$current.withValue(texts) {
                fields.map { field in
                    guard field.condition?.holds() ?? true else { return (.valid(nil), false, []) }
                    let applying = field.rules.asyncRules.map(\.applies)
                    if typeErrors.contains(field.spec.name) {
                        let failure = RuleFailure(.invalidType)
                        return (
                            .invalid([field.rules.rules.error(for: failure, customMessage: nil, value: "")]), true,
                            applying
                        )
                    }
                    return (field.rules.rules.validate(texts[field.spec.name] ?? nil), true, applying)
                }
            }

        // Then the remote rules of the fields whose local rules passed with a value, all at once.
        let remote = await withTaskGroup(of: (Int, [ValidationError]).self) { group in
            for (index, field) in fields.enumerated() where local[index].applying.contains(true) {
                guard case .valid(let corrected?) = local[index].result, !field.rules.rules.countsAsEmpty(corrected)
                else {
                    continue
                }
                let applying = local[index].applying
                group.addTask { [remoteLanguage] in
                    await RemoteRequest.$currentLanguage.withValue(remoteLanguage) {
                        (index, await Self.checkRemotely(corrected, with: field.rules, applying: applying))
                    }
                }
            }
            var errors: [Int: [ValidationError]] = [:]
            for await (index, fieldErrors) in group { errors[index] = fieldErrors }
            return errors
        }

        var results: [ValidationResult<String?>] = fields.indices.map { index in
            if let errors = remote[index], !errors.isEmpty { return .invalid(errors) }
            return local[index].result
        }

        // Last, the form rules, on the values as corrected (as submitted where a field is invalid).
        var formErrors: [ValidationError] = []
        if !compiled.formRules.isEmpty {
            var values: [String: any Sendable] = [:]
            var notations: [String: NumberParser] = [:]
            var rejected: Set<String> = []
            for (index, field) in fields.enumerated() where local[index].isActive {
                switch results[index] {
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
            for rule in compiled.formRules {
                guard let failure = rule.evaluate(formValues) else { continue }
                let error = rule.error(for: failure, label: { labels[$0] ?? $0 }, messages: compiled.messages)
                if let name = error.field, let index = fields.firstIndex(where: { $0.spec.name == name }) {
                    results[index] = .invalid(results[index].errors + [error])
                } else {
                    var error = error
                    error.path = .root
                    formErrors.append(error)
                }
            }
        }

        let fieldResults = fields.enumerated().map { index, field in
            var result = results[index]
            if case .invalid(var errors) = result {
                let path = JSONPointer.root.appending(field.spec.name)
                for index in errors.indices { errors[index].path = path }
                result = .invalid(errors)
            }
            return FieldSpecResult(
                name: field.spec.name, isSecret: field.spec.isSecret, result: result,
                jsonValue: local[index].isActive ? result.value.map { Self.json($0, parser: field.numberParser) } : nil,
                isActive: local[index].isActive)
        }
        return FormSpecResult(formName: spec.name, fields: fieldResults, formErrors: formErrors)
    }

    /// Validates a submitted record, with the messages in another language than the one the rules were built
    /// with: a server answers each request in the language it asks for (see
    /// ``MessageCatalog/init(acceptLanguage:)``).
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    public func validate(_ record: [String: JSONValue], messages: MessageCatalog) async -> FormSpecResult {
        var speaking = self
        if let translated = translated[messages.language] { speaking.compiled = translated }
        for index in speaking.compiled.fields.indices {
            speaking.compiled.fields[index].rules.rules.messages = messages
        }
        speaking.compiled.messages = messages
        return await speaking.validate(record)
    }

    /// The language remote checks ask the server to answer in: the messages', unless English.
    private var remoteLanguage: String? { compiled.messages.remoteLanguage }

    /// The corrected value as JSON: a number for a number field whose text reads as one.
    private static func json(_ value: String?, parser: NumberParser?) -> JSONValue {
        guard let value else { return .null }
        guard let parser else { return .string(value) }
        if value.countsAsEmpty(ignoringWhitespace: true) { return .null }
        return parser.parse(value).map { .number($0.decimal) } ?? .string(value)
    }

    /// Runs a field's remote rules at once and turns their outcomes into errors, as a validator settles them.
    private static func checkRemotely(_ value: String, with rules: FieldRules, applying: [Bool]) async
        -> [ValidationError]
    {
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

/// The record being validated, as text, so that `equalToField` rules built once can read the current record's
/// other fields. Task-local: concurrent validations each see their own record.
enum SubmittedRecord {
    @TaskLocal static var current: [String: String?]?
}

extension FormSpec {
    /// Validates a submitted record: builds the rules, then runs them as ``FormSpecValidator/validate(_:)`` does.
    ///
    /// To validate many records, build a ``FormSpecValidator`` once instead.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - messages: Message templates that replace the rules' defaults.
    /// - Returns: One result per field, in field order.
    /// - Throws: ``FormSpecError`` when the rules cannot be built (a relative remote URL and no `baseURL`).
    public func validate(
        _ record: [String: JSONValue],
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        messages: MessageCatalog = .preferred
    ) async throws(FormSpecError) -> FormSpecResult {
        try await FormSpecValidator(self, baseURL: baseURL, transport: transport, messages: messages).validate(record)
    }
}
