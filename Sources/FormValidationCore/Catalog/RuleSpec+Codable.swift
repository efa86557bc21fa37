import Foundation

extension RuleSpec: Codable {
    /// Decodes a rule from its JSON object and checks its arguments.
    ///
    /// A rule decoded on its own cannot check what depends on its form (the field an `equalToField` rule names);
    /// decoding a ``FormSpec`` checks that too.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        self = try FormSpecError.decode(
            decoder, at: { RuleSpec.location(of: $0, field: nil, index: nil) },
            reading: { json throws(SpecProblem) in
                let spec = try RuleSpec(json: json)
                _ = try spec.checkArguments()
                return spec
            })
    }

    /// Encodes the rule as its JSON object: `rule`, the arguments that differ from their defaults, `message`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(name, forKey: SpecCodingKey("rule"))
        for (key, value) in argumentList { try container.encode(value, forKey: SpecCodingKey(key)) }
        if let message = SpecTranslations(defaultText: message, texts: localizedMessages).json {
            try container.encode(message, forKey: SpecCodingKey("message"))
        }
        if let condition { try container.encode(condition, forKey: SpecCodingKey("when")) }
    }

    /// The rule as its JSON object, as ``encode(to:)`` writes it.
    package var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["rule": .string(name)]
        for (key, value) in argumentList { members[key] = value }
        if let message = SpecTranslations(defaultText: message, texts: localizedMessages).json {
            members["message"] = message
        }
        if let condition { members["when"] = condition.jsonValue }
        return .object(members)
    }
}

extension RuleSpec {
    /// Where a rule sits, for messages: `field "username", rule 3 (length)`.
    ///
    /// The rule's name is shown when the JSON names a known rule.
    package static func location(of json: JSONValue, field: String?, index: Int?) -> String {
        var location = field ?? ""
        if let index { location += (location.isEmpty ? "" : ", ") + "rule \(index + 1)" }
        if location.isEmpty { location = "rule" }
        if case .string(let name)? = json["rule"], RuleCatalog.rule(named: name) != nil { location += " (\(name))" }
        return location
    }

    /// Where this rule sits, for messages.
    package func location(field: String?, index: Int?) -> String {
        var location = field ?? ""
        if let index { location += (location.isEmpty ? "" : ", ") + "rule \(index + 1)" }
        return (location.isEmpty ? "rule" : location) + " (\(name))"
    }

    /// Reads a rule from its JSON object, checking the types of its arguments (not their values).
    package init(json: JSONValue) throws(SpecProblem) {
        let object = try SpecObject(json)
        let name = try object.requiredString("rule")
        guard let declaration = RuleCatalog.rule(named: name) else {
            throw SpecProblem(
                "unknown rule \(SpecProblem.quoted(name)) (known rules: \(RuleCatalog.names.joined(separator: ", ")))")
        }
        // `rule` and `when` are every rule's, and so not listed with its own keys.
        try object.rejectUnknownKeys(
            allowed: declaration.allowedKeys, alsoAllowed: ["rule", "when"] + declaration.formerKeys, owner: name)
        let message = try SpecTranslations.read(object, "message")
        var condition: ConditionSpec?
        if let when = object["when"] {
            condition = try SpecProblem.at("\"when\"") { () throws(SpecProblem) in try ConditionSpec(json: when) }
        }
        do throws(ArgumentProblem) {
            // Read into typed values and written back, the arguments take their canonical form: defaults left
            // out, durations in whole milliseconds.
            let values = try declaration.readArguments(json: object.members.dictionary)
            // Checked here too, so that a problem names an argument by the key the spec wrote, even a former one.
            try declaration.check(values)
            self.init(declaration, read: values, message: message?.defaultText)
            localizedMessages = message?.texts ?? [:]
            self.condition = condition
        } catch {
            let naming = SpecArgumentNaming(arguments: object.members.dictionary, declaration: declaration)
            throw SpecProblem(error, naming: naming)
        }
    }
}
