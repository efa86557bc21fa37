public import FormValidationCore

/// One field of a form spec: its name, how messages call it, whether it is secret, which fields it depends on,
/// and its rules in order.
///
/// In JSON:
///
/// ```json
/// {"name": "passwordConfirmation", "label": "Password confirmation", "secret": true, "dependsOn": ["password"],
///  "rules": [{"rule": "required"}, {"rule": "equalToField", "field": "password", "message": "Passwords do not match."}]}
/// ```
///
/// Only `name` is required. `label` (default: the name) is what `{field}` shows in messages; `secret` (default
/// `false`) hides the value from `{value}`; `dependsOn` (default `[]`) names the fields whose change re-validates
/// this one; `kind` (`"text"` (default) or `"number"`) says what the field holds; `when` (a ``ConditionSpec``)
/// makes the whole field apply only while the condition holds — otherwise it counts as valid and is left out of
/// the submitted values; `rules` (default `[]`) lists its ``RuleSpec``s, each of which may have a `when` too.
///
/// Build the field's rules with ``makeRules(baseURL:transport:cache:messages:valueOf:now:)``.
public struct FieldSpec: Sendable, Hashable {
    /// The field's name: the key of its value in a submitted record, and what ``dependsOn`` and `equalToField`
    /// refer to.
    public var name: String
    /// The name people see, shown by `{field}` in messages; `nil` to show ``name``.
    public var label: String?
    /// The label in other languages, by language tag (`de`, `pt-BR`): in JSON,
    /// `"label": {"en": "Username", "de": "Benutzername"}`. A language without one gets ``label``.
    public var labels: [String: String]
    /// Whether the value is secret (a password): messages never show it, and record results leave it out of
    /// ``FormSpecResult/nonSecretValues``.
    public var isSecret: Bool
    /// The names of the fields whose change re-validates this one, such as `["password"]` for a confirmation.
    public var dependsOn: [String]
    /// What the field holds.
    public var kind: FieldKind
    /// When the field applies: in JSON, `"when"`. While it does not hold, the field is not validated, counts as
    /// valid and is left out of the submitted values. `nil` for always.
    public var condition: ConditionSpec?
    /// The rules, in the order they run.
    public var rules: [RuleSpec]

    /// Creates a field spec.
    ///
    /// The names it refers to are checked when a ``FormSpec`` is made from it.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - label: The name people see, or `nil` to show `name`.
    ///   - labels: The label in other languages, by language tag.
    ///   - isSecret: Whether messages must never show the value.
    ///   - dependsOn: The fields whose change re-validates this one.
    ///   - kind: What the field holds.
    ///   - condition: When the field applies, or `nil` for always.
    ///   - rules: The rules, in order.
    public init(
        name: String,
        label: String? = nil,
        labels: [String: String] = [:],
        isSecret: Bool = false,
        dependsOn: [String] = [],
        kind: FieldKind = .text,
        when condition: ConditionSpec? = nil,
        rules: [RuleSpec] = []
    ) {
        self.name = name
        self.label = label
        self.labels = labels
        self.isSecret = isSecret
        self.dependsOn = dependsOn
        self.kind = kind
        self.condition = condition
        self.rules = rules
    }

    /// The names of the other fields the field's conditions read, its rules' included, each once.
    var conditionFields: [String] {
        var names: [String] = []
        for name in (condition?.fields ?? []) + rules.flatMap(\.conditionFields) where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// What `{field}` shows: the label, or the name when there is none.
    public var displayName: String { label ?? name }

    /// What `{field}` shows in `language` (a BCP 47 tag such as `de`): the label in that language, else
    /// ``displayName``.
    ///
    /// - Parameter language: The language of the messages.
    /// - Returns: The label in that language, else the label, else the name.
    public func displayName(in language: String) -> String {
        SpecTranslations(defaultText: label, texts: labels).text(for: language) ?? name
    }

    /// Where this field sits, for messages: `field "username"`.
    var location: String { "field \(SpecProblem.quoted(name))" }
}

extension FieldSpec: Codable {
    /// Decodes a field from its JSON object and checks its rules.
    ///
    /// A field decoded on its own cannot check the names it refers to; decoding a ``FormSpec`` checks them.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        self = try FieldSpec(json: try JSONValue(from: decoder), index: nil)
        for (index, rule) in rules.enumerated() {
            do throws(SpecProblem) {
                _ = try rule.checkArguments()
            } catch {
                throw FormSpecError(at: rule.location(field: location, index: index), error)
            }
        }
    }

    /// Encodes the field as its JSON object, leaving out members at their defaults.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(name, forKey: SpecCodingKey("name"))
        if let label = SpecTranslations(defaultText: label, texts: labels).json {
            try container.encode(label, forKey: SpecCodingKey("label"))
        }
        if isSecret { try container.encode(true, forKey: SpecCodingKey("secret")) }
        if !dependsOn.isEmpty { try container.encode(dependsOn, forKey: SpecCodingKey("dependsOn")) }
        if kind != .text { try container.encode(kind, forKey: SpecCodingKey("kind")) }
        if let condition { try container.encode(condition, forKey: SpecCodingKey("when")) }
        try container.encode(rules, forKey: SpecCodingKey("rules"))
    }

    /// The keys a field takes, in the order messages list them.
    static let allowedKeys = ["name", "label", "secret", "dependsOn", "kind", "when", "rules"]

    /// Reads a field from its JSON object, checking types (not the values of rule arguments).
    ///
    /// - Parameters:
    ///   - json: The field's JSON.
    ///   - index: The field's position in its form, which names it in messages until its name is read.
    init(json: JSONValue, index: Int?) throws(FormSpecError) {
        var location = index.map { "field \($0 + 1)" } ?? "field"
        let ruleList: [JSONValue]
        do throws(SpecProblem) {
            let object = try SpecObject(json)
            let name = try object.requiredString("name")
            if name.isEmpty { throw SpecProblem("\"name\" must not be empty") }
            location = "field \(SpecProblem.quoted(name))"
            try object.rejectUnknownKeys(allowed: Self.allowedKeys, owner: "a field")
            let label = try SpecTranslations.read(object, "label")
            self.init(
                name: name,
                label: label?.defaultText,
                labels: label?.texts ?? [:],
                isSecret: try object.bool("secret") ?? false,
                dependsOn: try object.strings("dependsOn") ?? [],
                kind: try object["kind"].map { value throws(SpecProblem) in try FieldKind.parse(value) } ?? .text
            )
            if let when = object["when"] {
                condition = try SpecProblem.at("\"when\"") { () throws(SpecProblem) in try ConditionSpec(json: when) }
            }
            ruleList = try object.array("rules") ?? []
        } catch {
            throw FormSpecError(at: location, error)
        }
        for (index, ruleJSON) in ruleList.enumerated() {
            do throws(SpecProblem) {
                rules.append(try RuleSpec(json: ruleJSON))
            } catch {
                throw FormSpecError(at: RuleSpec.location(of: ruleJSON, field: location, index: index), error)
            }
        }
    }
}
