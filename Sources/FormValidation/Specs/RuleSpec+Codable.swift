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
            _ = try checkArguments()
        } catch {
            throw FormSpecError(location: RuleSpec.location(of: json, field: nil, index: nil), reason: error.reason)
        }
    }

    /// Encodes the rule as its JSON object: `rule`, the arguments that differ from their defaults, `message`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(name, forKey: SpecCodingKey("rule"))
        for (key, value) in argumentList { try container.encode(value, forKey: SpecCodingKey(key)) }
        if let message = SpecTranslations(defaultText: message, texts: localizedMessages).json {
            try container.encode(message, forKey: SpecCodingKey("message"))
        }
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
        if case .string(let name)? = json["rule"], RuleCatalog.rule(named: name) != nil { location += " (\(name))" }
        return location
    }

    /// Where this rule sits, for messages.
    func location(field: String?, index: Int?) -> String {
        var location = field ?? ""
        if let index { location += (location.isEmpty ? "" : ", ") + "rule \(index + 1)" }
        return (location.isEmpty ? "rule" : location) + " (\(name))"
    }

    /// Reads a rule from its JSON object, checking the types of its arguments (not their values).
    init(json: JSONValue) throws(SpecProblem) {
        let object = try SpecObject(json)
        let name = try object.requiredString("rule")
        guard let declaration = RuleCatalog.rule(named: name) else {
            throw SpecProblem(
                "unknown rule \(SpecProblem.quoted(name)) (known rules: \(RuleCatalog.names.joined(separator: ", ")))")
        }
        try object.rejectUnknownKeys(allowed: declaration.allowedKeys, alsoAllowed: ["rule"], owner: name)
        let message = try SpecTranslations.read(object, "message")
        do throws(ArgumentProblem) {
            // Read into typed values and written back, the arguments take their canonical form: defaults left
            // out, durations in whole milliseconds.
            let values = try declaration.readArguments(json: object.members)
            self.init(declaration, declaration.json(for: values), message: message?.defaultText)
            localizedMessages = message?.texts ?? [:]
        } catch {
            throw SpecProblem(error.rendered(by: SpecArgumentNaming(arguments: object.members)))
        }
    }
}
