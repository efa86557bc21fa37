public import FormValidationCore
public import FormValidationIO
public import Foundation

extension FieldSpec {
    /// Builds the field's rules: a local ``RuleSet`` and the asynchronous rules.
    ///
    /// The rule set carries the field's name (on each error) and label (``displayName``, for `{field}`), and hides
    /// its value when the field is secret. An `equalToField` rule calls `valueOf` with the other field's name each time it runs, so it
    /// compares with that field's value as it is then (a password the user is still typing). A relative remote
    /// URL is resolved against `baseURL`.
    ///
    /// ```swift
    /// let spec = try FormSpec(json: """
    ///     {"name": "signup", "fields": [
    ///       {"name": "password", "rules": [{"rule": "required"}, {"rule": "minimumLength", "min": 8}]},
    ///       {"name": "passwordConfirmation", "rules": [{"rule": "equalToField", "field": "password"}]}
    ///     ]}
    ///     """)
    /// let password = LiveValue<String>()
    /// let confirmation = try spec[field: "passwordConfirmation"]!.makeRules(valueOf: { name in
    ///     name == "password" ? password.value : nil
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - baseURL: What relative remote URLs are resolved against, such as `https://api.example.com`.
    ///   - transport: What sends remote checks.
    ///   - cache: An opt-in cache of remote answers, shared by the field's remote rules.
    ///   - messages: Message templates that replace the rules' defaults.
    ///   - valueOf: Returns the current value of another field, by name; needed only when the field has an
    ///     `equalToField` rule or a condition (`when`).
    ///   - now: Returns the current instant, for rules that compare with today (`age`); a test passes a fixed one.
    /// - Returns: The field's rules.
    /// - Throws: ``FormSpecError`` when a remote URL is relative and there is no `baseURL`, when the remote rule
    ///   refuses its URL (plain `http` to a host other than loopback), when an `equalToField` rule or a condition
    ///   has no `valueOf` to read with, or when an argument cannot work (see ``FormSpec/init(name:fields:formRules:)``).
    public func makeRules(
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        valueOf: (@Sendable (_ field: String) -> String?)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(FormSpecError) -> FieldRules {
        try buildRules(
            baseURL: baseURL, transport: transport, cache: cache, messages: messages,
            fields: valueOf.map(FieldValues.init(valueOf:)), now: now, skippingAsync: false)
    }

    /// Builds the field's rules; with `skippingAsync`, its local rules only (its remote rules are not even built,
    /// so a relative URL needs no base URL).
    func buildRules(
        baseURL: URL?,
        transport: any RemoteTransport,
        cache: RemoteAnswerCache?,
        messages: MessageCatalog,
        fields: FieldValues?,
        now: @escaping @Sendable () -> Date,
        skippingAsync: Bool
    ) throws(FormSpecError) -> FieldRules {
        var local: [ValidationRule<String>] = []
        var asynchronous: [AsyncValidationRule<String>] = []
        let context = RuleBuildContext(
            baseURL: baseURL, transport: transport, fileInspector: LocalFileInspector.shared, cache: cache,
            fields: fields, language: messages.language, now: now)
        for (index, rule) in rules.enumerated() where !(skippingAsync && rule.isAsync) {
            do throws(SpecProblem) {
                switch try rule.build(context, language: messages.language) {
                case .local(let built): local.append(built)
                case .async(let built): asynchronous.append(built)
                }
            } catch {
                throw FormSpecError(at: rule.location(field: location, index: index), error)
            }
        }
        return FieldRules(
            name: name,
            rules: RuleSet(
                local, field: name, label: displayName(in: messages.language), isSecret: isSecret, messages: messages),
            asyncRules: asynchronous)
    }

    /// Builds the field's rules, reading other fields from live values.
    ///
    /// An `equalToField` rule and a condition read `values[otherField]` each time they run.
    ///
    /// ```swift
    /// let spec = try FormSpec(json: """
    ///     {"name": "signup", "fields": [
    ///       {"name": "password", "rules": [{"rule": "required"}, {"rule": "minimumLength", "min": 8}]},
    ///       {"name": "passwordConfirmation", "rules": [{"rule": "equalToField", "field": "password"}]}
    ///     ]}
    ///     """)
    /// let password = LiveValue<String>()
    /// let confirmation = try spec[field: "passwordConfirmation"]!.makeRules(values: ["password": password])
    /// password.value = "Tr0ub4dor"   // the confirmation's next validation compares with this
    /// ```
    ///
    /// - Parameters:
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - cache: An opt-in cache of remote answers.
    ///   - messages: Message templates that replace the rules' defaults.
    ///   - values: The live values of the fields that `equalToField` rules and conditions name.
    ///   - now: Returns the current instant, for rules that compare with today (`age`).
    /// - Returns: The field's rules.
    /// - Throws: ``FormSpecError`` as ``makeRules(baseURL:transport:cache:messages:valueOf:now:)`` does, and when
    ///   `values` lacks a field an `equalToField` rule or a condition names.
    public func makeRules(
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        values: [String: LiveValue<String>],
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(FormSpecError) -> FieldRules {
        for (index, rule) in rules.enumerated() {
            for other in rule.referencedFields where values[other] == nil {
                throw FormSpecError(
                    location: rule.location(field: location, index: index),
                    reason: "no live value given for field \(SpecProblem.quoted(other))")
            }
        }
        return try buildRules(
            baseURL: baseURL, transport: transport, cache: cache, messages: messages, fields: FieldValues(values),
            now: now, skippingAsync: false)
    }
}

extension FieldSpec {
    /// For a ``FieldKind/number`` field: the notation of its first rule that reads numbers (POSIX without one);
    /// `nil` for a text field.
    var numberParser: NumberParser? {
        guard kind == .number else { return nil }
        let locale = rules.lazy.compactMap { rule -> Locale? in
            guard let numberLocale = rule.declaration.numberLocale, let arguments = try? rule.checkArguments() else {
                return nil
            }
            return numberLocale(arguments)
        }.first
        return locale.map(NumberParser.init(locale:)) ?? .posix
    }
}
