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
    ///     `equalToField` rule.
    /// - Returns: The field's rules.
    /// - Throws: ``FormSpecError`` when a remote URL is relative and there is no `baseURL`, when the remote rule
    ///   refuses its URL (plain `http` to a host other than loopback), when an `equalToField` rule has no
    ///   `valueOf` to read with, or when an argument cannot work (see ``FormSpec/init(name:fields:)``).
    public func makeRules(
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .english,
        valueOf: (@Sendable (_ field: String) -> String?)? = nil
    ) throws(FormSpecError) -> FieldRules {
        var local: [ValidationRule<String>] = []
        var asynchronous: [AsyncValidationRule<String>] = []
        for (index, rule) in rules.enumerated() {
            do throws(SpecProblem) {
                try rule.checkArguments()
                switch try rule.build(baseURL: baseURL, transport: transport, cache: cache, valueOf: valueOf) {
                case .local(let built): local.append(built)
                case .async(let built): asynchronous.append(built)
                }
            } catch {
                throw FormSpecError(location: rule.location(field: location, index: index), reason: error.reason)
            }
        }
        return FieldRules(
            name: name,
            rules: RuleSet(local, field: name, label: displayName, isSecret: isSecret, messages: messages),
            asyncRules: asynchronous)
    }

    /// Builds the field's rules, reading other fields from live values.
    ///
    /// An `equalToField` rule reads `values[otherField]` each time it runs.
    ///
    /// ```swift
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
    ///   - values: The live values of the fields that `equalToField` rules name.
    /// - Returns: The field's rules.
    /// - Throws: ``FormSpecError`` as ``makeRules(baseURL:transport:cache:messages:valueOf:)`` does, and when
    ///   `values` lacks a field an `equalToField` rule names.
    public func makeRules(
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .english,
        values: [String: LiveValue<String>]
    ) throws(FormSpecError) -> FieldRules {
        for (index, rule) in rules.enumerated() {
            if let other = rule.comparedField, values[other] == nil {
                throw FormSpecError(
                    location: rule.location(field: location, index: index),
                    reason: "no live value given for field \(SpecProblem.quoted(other))")
            }
        }
        return try makeRules(
            baseURL: baseURL, transport: transport, cache: cache, messages: messages,
            valueOf: { values[$0]?.value })
    }
}

extension RuleSpec {
    /// A built rule: local or asynchronous.
    enum Built {
        case local(ValidationRule<String>)
        case async(AsyncValidationRule<String>)
    }

    /// Builds the rule this spec describes; its arguments have been checked.
    func build(
        baseURL: URL?,
        transport: any RemoteTransport,
        cache: RemoteAnswerCache?,
        valueOf: (@Sendable (String) -> String?)?
    ) throws(SpecProblem) -> Built {
        switch kind {
        case .required(let ignoringWhitespace):
            return .local(.required(message: message, ignoringWhitespace: ignoringWhitespace))
        case .minimumLength(let minimum, let unit):
            return .local(.minimumLength(minimum, counting: unit, message: message))
        case .maximumLength(let maximum, let unit):
            return .local(.maximumLength(maximum, counting: unit, message: message))
        case .length(let minimum, let maximum, let unit):
            return .local(.length(minimum...maximum, counting: unit, message: message))
        case .number(let minimum, let maximum, let localeIdentifier):
            let locale = localeIdentifier.map(Locale.init(identifier:)) ?? .autoupdatingCurrent
            switch (minimum, maximum) {
            case (let minimum?, let maximum?): return .local(.number(in: minimum...maximum, locale: locale, message: message))
            case (let minimum?, nil): return .local(.number(in: minimum..., locale: locale, message: message))
            case (nil, let maximum?): return .local(.number(in: ...maximum, locale: locale, message: message))
            case (nil, nil): return .local(.number(locale: locale, message: message))
            }
        case .email:
            return .local(.email(message: message))
        case .containsNumber:
            return .local(.containsNumber(message: message))
        case .containsUppercase:
            return .local(.containsUppercase(message: message))
        case .regularExpression(let pattern, let caseInsensitive):
            do {
                return .local(
                    try .regularExpression(pattern, options: caseInsensitive ? [.caseInsensitive] : [], message: message))
            } catch {
                throw SpecProblem(error.description)
            }
        case .oneOf(let values):
            return .local(.oneOf(values, message: message))
        case .equal(let value):
            return .local(.equal(to: value, message: message))
        case .equalToField(let other):
            guard let valueOf else {
                throw SpecProblem("pass valueOf or values to read field \(SpecProblem.quoted(other))")
            }
            return .local(.equal(toValueOf: { valueOf(other) }, message: message))
        case .trimmingWhitespace:
            return .local(.trimmingWhitespace())
        case .remote(let remote):
            let url = try Self.resolve(remote.url, against: baseURL)
            do {
                return .async(
                    try .remote(
                        url, extra: remote.extra, message: message, timeout: .milliseconds(remote.timeoutMilliseconds),
                        debounce: .milliseconds(remote.debounceMilliseconds), failurePolicy: remote.failurePolicy,
                        cache: cache, transport: transport))
            } catch {
                throw SpecProblem(error.description)
            }
        }
    }

    /// The absolute URL of a remote rule: `url` itself, or `url` resolved against `baseURL`.
    private static func resolve(_ url: String, against baseURL: URL?) throws(SpecProblem) -> URL {
        guard let parsed = URL(string: url) else { throw SpecProblem("\"url\" is not a URL: \(SpecProblem.quoted(url))") }
        if parsed.scheme != nil { return parsed }
        guard let baseURL else {
            throw SpecProblem("\(SpecProblem.quoted(url)) is a relative URL and no base URL was given")
        }
        guard let resolved = URL(string: url, relativeTo: baseURL)?.absoluteURL else {
            throw SpecProblem("\(SpecProblem.quoted(url)) cannot be resolved against \(baseURL.absoluteString)")
        }
        return resolved
    }
}
