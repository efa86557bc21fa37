import Foundation

extension RuleSpec: Codable {
    /// Decodes a rule from its JSON object and checks its arguments.
    ///
    /// A rule decoded on its own cannot check what depends on its form (the field an `equalToField` rule names);
    /// decoding a ``FormSpec`` checks that too.
    ///
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do throws(SpecProblem) {
            self = try RuleSpec(json: json)
            try checkArguments()
        } catch {
            throw FormSpecError(location: RuleSpec.location(of: json, field: nil, index: nil), reason: error.reason)
        }
    }

    /// Encodes the rule as its JSON object: `rule`, the arguments that differ from their defaults, `message`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(name, forKey: SpecCodingKey("rule"))
        for (key, value) in argumentList { try container.encode(value, forKey: SpecCodingKey(key)) }
        if let message { try container.encode(message, forKey: SpecCodingKey("message")) }
    }
}

extension RuleSpec {
    /// Where a rule sits, for messages: `field "username", rule 3 (length)`.
    ///
    /// The rule's name is shown when the JSON names a known rule.
    static func location(of json: JSONValue, field: String?, index: Int?) -> String {
        var location = field ?? ""
        if let index { location += (location.isEmpty ? "" : ", ") + "rule \(index + 1)" }
        if location.isEmpty { location = "rule" }
        if case .string(let name)? = json["rule"], ruleNames.contains(name) { location += " (\(name))" }
        return location
    }

    /// Where this rule sits, for messages.
    func location(field: String?, index: Int?) -> String {
        var location = field ?? ""
        if let index { location += (location.isEmpty ? "" : ", ") + "rule \(index + 1)" }
        return (location.isEmpty ? "rule" : location) + " (\(name))"
    }

    /// The keys each rule takes besides `rule`, in the order messages list them.
    static func allowedKeys(of name: String) -> [String] {
        let arguments: [String] =
            switch name {
            case "required": ["ignoringWhitespace"]
            case "minimumLength": ["min", "counting"]
            case "maximumLength": ["max", "counting"]
            case "length": ["min", "max", "counting"]
            case "number": ["min", "max", "locale"]
            case "regularExpression": ["pattern", "caseInsensitive"]
            case "oneOf": ["values"]
            case "equal": ["value"]
            case "equalToField": ["field"]
            case "remote": ["url", "extra", "timeout", "debounce", "failurePolicy", "retryAttempts", "retryDelay"]
            case "trimmingWhitespace": []
            default: []
            }
        return name == "trimmingWhitespace" ? arguments : arguments + ["message"]
    }

    /// Reads a rule from its JSON object, checking the types of its arguments (not their values).
    init(json: JSONValue) throws(SpecProblem) {
        let object = try SpecObject(json)
        let name = try object.requiredString("rule")
        guard RuleSpec.ruleNames.contains(name) else {
            throw SpecProblem(
                "unknown rule \(SpecProblem.quoted(name)) (known rules: \(RuleSpec.ruleNames.joined(separator: ", ")))")
        }
        try object.rejectUnknownKeys(allowed: RuleSpec.allowedKeys(of: name), alsoAllowed: ["rule"], owner: name)
        let message = try object.string("message")
        let kind: Kind
        switch name {
        case "required":
            kind = .required(ignoringWhitespace: try object.bool("ignoringWhitespace") ?? true)
        case "minimumLength":
            kind = .minimumLength(try object.requiredInteger("min"), try Self.unit(object))
        case "maximumLength":
            kind = .maximumLength(try object.requiredInteger("max"), try Self.unit(object))
        case "length":
            kind = .length(min: try object.requiredInteger("min"), max: try object.requiredInteger("max"), try Self.unit(object))
        case "number":
            kind = .number(min: try object.decimal("min"), max: try object.decimal("max"), locale: try object.string("locale"))
        case "email":
            kind = .email
        case "containsNumber":
            kind = .containsNumber
        case "containsUppercase":
            kind = .containsUppercase
        case "regularExpression":
            kind = .regularExpression(
                pattern: try object.requiredString("pattern"), caseInsensitive: try object.bool("caseInsensitive") ?? false)
        case "oneOf":
            _ = try object.required("values")
            kind = .oneOf(try object.strings("values")!)
        case "equal":
            kind = .equal(try object.requiredString("value"))
        case "equalToField":
            kind = .equalToField(try object.requiredString("field"))
        case "trimmingWhitespace":
            kind = .trimmingWhitespace
        default:
            kind = .remote(try Self.remote(object))
        }
        self.init(kind, message: message)
    }

    private static func unit(_ object: SpecObject) throws(SpecProblem) -> LengthUnit {
        guard let name = try object.string("counting") else { return .characters }
        guard let unit = LengthUnit(name: name) else {
            throw SpecProblem(
                "\"counting\" must be one of characters, utf16, scalars, utf8, not \(SpecProblem.quoted(name))")
        }
        return unit
    }

    private static func remote(_ object: SpecObject) throws(SpecProblem) -> Remote {
        let url = try object.requiredString("url")
        let policyName = try object.string("failurePolicy") ?? "invalid"
        let attempts = try object.integer("retryAttempts")
        let delay = try object.milliseconds("retryDelay")
        let policy: RemoteFailurePolicy
        switch policyName {
        case "invalid": policy = .invalid
        case "valid": policy = .valid
        case "invalidWithRetry":
            let defaults = RemoteFailurePolicy.invalidWithRetry().retry!
            if let attempts, attempts < 0 { throw SpecProblem("\"retryAttempts\" must not be negative") }
            if let delay, delay < 0 { throw SpecProblem("\"retryDelay\" must not be negative") }
            policy = .invalidWithRetry(
                attempts: attempts ?? defaults.attempts, delay: delay.map { .milliseconds($0) } ?? defaults.delay)
        default:
            throw SpecProblem(
                "\"failurePolicy\" must be \"invalid\", \"valid\" or \"invalidWithRetry\", not \(SpecProblem.quoted(policyName))")
        }
        if policy.retry == nil, let key = attempts != nil ? "retryAttempts" : (delay != nil ? "retryDelay" : nil) {
            throw SpecProblem("\(SpecProblem.quoted(key)) applies only with \"failurePolicy\": \"invalidWithRetry\"")
        }
        return Remote(
            url: url, extra: try object.object("extra") ?? [:],
            timeoutMilliseconds: try object.milliseconds("timeout") ?? 10_000,
            debounceMilliseconds: try object.milliseconds("debounce") ?? 300,
            failurePolicy: policy)
    }

    /// Checks the values of the arguments: bounds in order, a pattern that compiles, a usable URL, ….
    ///
    /// Decoding runs it for every rule, and so does ``FormSpec/init(name:fields:)`` for rules written in Swift.
    func checkArguments() throws(SpecProblem) {
        switch kind {
        case .minimumLength(let minimum, _):
            if minimum < 0 { throw SpecProblem("\"min\" must not be negative") }
        case .maximumLength(let maximum, _):
            if maximum < 0 { throw SpecProblem("\"max\" must not be negative") }
        case .length(let minimum, let maximum, _):
            if minimum < 0 { throw SpecProblem("\"min\" must not be negative") }
            if minimum > maximum { throw SpecProblem("\"min\" must not be greater than \"max\"") }
        case .number(let minimum?, let maximum?, _) where minimum > maximum:
            throw SpecProblem("\"min\" must not be greater than \"max\"")
        case .number(_, _, let locale?) where locale.isEmpty:
            throw SpecProblem("\"locale\" must not be empty")
        case .regularExpression(let pattern, let caseInsensitive):
            do {
                _ = try ValidationRule<String>.regularExpression(pattern, options: caseInsensitive ? [.caseInsensitive] : [])
            } catch {
                throw SpecProblem(error.description)
            }
        case .oneOf(let values):
            if values.isEmpty { throw SpecProblem("\"values\" must not be empty") }
        case .equalToField(let field):
            if field.isEmpty { throw SpecProblem("\"field\" must not be empty") }
        case .remote(let remote):
            if let problem = Self.problem(withURL: remote.url) { throw SpecProblem(problem) }
            if remote.timeoutMilliseconds <= 0 { throw SpecProblem("\"timeout\" must be more than 0 seconds") }
            if remote.debounceMilliseconds < 0 { throw SpecProblem("\"debounce\" must not be negative") }
            if let retry = remote.failurePolicy.retry, retry.delay < .zero {
                throw SpecProblem("\"retryDelay\" must not be negative")
            }
        default:
            break
        }
    }

    /// Why `url` cannot be a remote rule's URL, or `nil` when it can (a relative URL needs a base URL later).
    private static func problem(withURL url: String) -> String? {
        guard !url.isEmpty, let parsed = URL(string: url) else {
            return "\"url\" is not a URL: \(SpecProblem.quoted(url))"
        }
        guard let scheme = parsed.scheme?.lowercased() else { return nil }
        guard scheme == "http" || scheme == "https" else {
            return "\"url\" must use http or https, not \(SpecProblem.quoted(scheme))"
        }
        guard let host = parsed.host, !host.isEmpty else {
            return "\"url\" has no host: \(SpecProblem.quoted(url))"
        }
        return nil
    }

    /// The arguments, leaving out those at their defaults.
    var argumentList: [(key: String, value: JSONValue)] {
        func unit(_ unit: LengthUnit) -> [(key: String, value: JSONValue)] {
            unit == .characters ? [] : [("counting", .string(unit.description))]
        }
        switch kind {
        case .required(let ignoringWhitespace):
            return ignoringWhitespace ? [] : [("ignoringWhitespace", .bool(false))]
        case .minimumLength(let minimum, let lengthUnit):
            return [("min", .number(Decimal(minimum)))] + unit(lengthUnit)
        case .maximumLength(let maximum, let lengthUnit):
            return [("max", .number(Decimal(maximum)))] + unit(lengthUnit)
        case .length(let minimum, let maximum, let lengthUnit):
            return [("min", .number(Decimal(minimum))), ("max", .number(Decimal(maximum)))] + unit(lengthUnit)
        case .number(let minimum, let maximum, let locale):
            var list: [(key: String, value: JSONValue)] = []
            if let minimum { list.append(("min", .number(minimum))) }
            if let maximum { list.append(("max", .number(maximum))) }
            if let locale { list.append(("locale", .string(locale))) }
            return list
        case .email, .containsNumber, .containsUppercase, .trimmingWhitespace:
            return []
        case .regularExpression(let pattern, let caseInsensitive):
            return [("pattern", .string(pattern))] + (caseInsensitive ? [("caseInsensitive", .bool(true))] : [])
        case .oneOf(let values):
            return [("values", .array(values.map(JSONValue.string)))]
        case .equal(let value):
            return [("value", .string(value))]
        case .equalToField(let field):
            return [("field", .string(field))]
        case .remote(let remote):
            var list: [(key: String, value: JSONValue)] = [("url", .string(remote.url))]
            if !remote.extra.isEmpty { list.append(("extra", .object(remote.extra))) }
            if remote.timeoutMilliseconds != 10_000 {
                list.append(("timeout", .number(SpecDuration.seconds(fromMilliseconds: remote.timeoutMilliseconds))))
            }
            if remote.debounceMilliseconds != 300 {
                list.append(("debounce", .number(SpecDuration.seconds(fromMilliseconds: remote.debounceMilliseconds))))
            }
            if remote.failurePolicy != .invalid {
                list.append(("failurePolicy", .string(remote.failurePolicy.description)))
            }
            if let retry = remote.failurePolicy.retry {
                let defaults = RemoteFailurePolicy.invalidWithRetry().retry!
                if retry.attempts != defaults.attempts { list.append(("retryAttempts", .number(Decimal(retry.attempts)))) }
                if retry.delay != defaults.delay {
                    list.append(("retryDelay", .number(SpecDuration.seconds(fromMilliseconds: SpecDuration.milliseconds(retry.delay)))))
                }
            }
            return list
        }
    }
}
