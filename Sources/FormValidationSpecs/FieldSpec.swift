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
/// A field may hold other values:
///
/// ```json
/// {"name": "order", "fields": [
///   {"name": "customer", "kind": "object", "fields": [{"name": "name", "rules": [{"rule": "required"}]}]},
///   {"name": "country"},
///   {"name": "phones", "kind": "list", "minItems": 1, "maxItems": 3, "uniqueItems": true,
///    "item": {"rules": [{"rule": "phoneNumber", "countryField": "country"}]}}
/// ]}
/// ```
///
/// An ``FieldKind/object`` field has `fields` of its own (at least one) and may have `formRules` across them; a
/// ``FieldKind/list`` field has an `item` (a field without a name, whose label is the list's unless it has
/// one: text or number rules, or `"kind": "object"` with fields) and may have `minItems`, `maxItems`,
/// `uniqueItems` (no two items equal) and `uniqueBy` (no two object items with the same values of these
/// fields). Neither has `rules`. The names a field refers to (`dependsOn`, `equalToField`, `countryField`,
/// conditions, form rules) are fields of the object it sits in: a phone's `countryField` in an address item names
/// that address's own `country`; a name that starts with `/` is a JSON Pointer from the form (`/country`,
/// `/addresses/0/country`) to a field holding text or a number (form rules name their own object's fields only).
/// Fields nest at most ``maximumNesting`` levels deep.
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
    /// The fields of an ``FieldKind/object`` field, in order; empty for other kinds.
    public var fields: [FieldSpec]
    /// The rules across the fields of an ``FieldKind/object`` field, run on each object; empty for other kinds.
    public var formRules: [FormRuleSpec]
    /// What each item of a ``FieldKind/list`` field must be; `nil` for other kinds.
    public var item: FieldSpec? {
        get { itemStorage.first }
        set { itemStorage = newValue.map { [$0] } ?? [] }
    }
    /// ``item``, held in an array: a field cannot hold a field of its own type directly.
    private var itemStorage: [FieldSpec] = []
    /// The fewest items a list may have; `nil` for no minimum.
    public var minItems: Int?
    /// The most items a list may have; `nil` for no maximum.
    public var maxItems: Int?
    /// Whether no two items of a list may be equal.
    public var uniqueItems: Bool
    /// The fields of a list's object items that no two items may share all the values of (`["email"]`); empty to
    /// compare nothing this way.
    public var uniqueBy: [String]
    /// How a form shapes the field's text as it is typed (`"formatter": "card"`), or `nil`. Servers ignore it.
    public var formatter: FormatterSpec?

    /// How many levels deep fields may nest: a spec nesting deeper is refused when it is read.
    public static let maximumNesting = 16

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
    ///   - fields: The fields of an ``FieldKind/object`` field.
    ///   - formRules: The rules across the fields of an ``FieldKind/object`` field.
    ///   - item: What each item of a ``FieldKind/list`` field must be.
    ///   - minItems: The fewest items of a list, if any.
    ///   - maxItems: The most items of a list, if any.
    ///   - uniqueItems: Whether no two items of a list may be equal.
    ///   - uniqueBy: The fields of a list's object items that no two items may share all the values of.
    ///   - formatter: How a form shapes the field's text as it is typed.
    public init(
        name: String,
        label: String? = nil,
        labels: [String: String] = [:],
        isSecret: Bool = false,
        dependsOn: [String] = [],
        kind: FieldKind = .text,
        when condition: ConditionSpec? = nil,
        rules: [RuleSpec] = [],
        fields: [FieldSpec] = [],
        formRules: [FormRuleSpec] = [],
        item: FieldSpec? = nil,
        minItems: Int? = nil,
        maxItems: Int? = nil,
        uniqueItems: Bool = false,
        uniqueBy: [String] = [],
        formatter: FormatterSpec? = nil
    ) {
        self.name = name
        self.label = label
        self.labels = labels
        self.isSecret = isSecret
        self.dependsOn = dependsOn
        self.kind = kind
        self.condition = condition
        self.rules = rules
        self.fields = fields
        self.formRules = formRules
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.uniqueBy = uniqueBy
        self.item = item
        self.formatter = formatter
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
        try encode(to: encoder, withName: true)
    }

    /// Encodes the field, with its name or without it (a list's item).
    private func encode(to encoder: any Encoder, withName: Bool) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        if withName { try container.encode(name, forKey: SpecCodingKey("name")) }
        if let label = SpecTranslations(defaultText: label, texts: labels).json {
            try container.encode(label, forKey: SpecCodingKey("label"))
        }
        if isSecret { try container.encode(true, forKey: SpecCodingKey("secret")) }
        if !dependsOn.isEmpty { try container.encode(dependsOn, forKey: SpecCodingKey("dependsOn")) }
        if kind != .text { try container.encode(kind, forKey: SpecCodingKey("kind")) }
        if let condition { try container.encode(condition, forKey: SpecCodingKey("when")) }
        switch kind {
        case .object:
            try container.encode(fields, forKey: SpecCodingKey("fields"))
            if !formRules.isEmpty { try container.encode(formRules, forKey: SpecCodingKey("formRules")) }
        case .list:
            if let item { try container.encode(Item(spec: item), forKey: SpecCodingKey("item")) }
            try container.encodeIfPresent(minItems, forKey: SpecCodingKey("minItems"))
            try container.encodeIfPresent(maxItems, forKey: SpecCodingKey("maxItems"))
            if uniqueItems { try container.encode(true, forKey: SpecCodingKey("uniqueItems")) }
            if !uniqueBy.isEmpty { try container.encode(uniqueBy, forKey: SpecCodingKey("uniqueBy")) }
        default:
            try container.encode(rules, forKey: SpecCodingKey("rules"))
            try container.encodeIfPresent(formatter, forKey: SpecCodingKey("formatter"))
        }
    }

    /// A list's item as JSON: a field without a name.
    private struct Item: Encodable {
        let spec: FieldSpec
        func encode(to encoder: any Encoder) throws { try spec.encode(to: encoder, withName: false) }
    }

    /// The keys a field takes, in the order messages list them.
    static let allowedKeys = [
        "name", "label", "secret", "dependsOn", "kind", "when", "rules", "fields", "formRules", "item", "minItems",
        "maxItems", "uniqueItems", "uniqueBy", "formatter",
    ]

    /// Reads a field from its JSON object, checking types (not the values of rule arguments).
    ///
    /// - Parameters:
    ///   - json: The field's JSON.
    ///   - index: The field's position in its form, which names it in messages until its name is read.
    ///   - depth: How deep the field sits: 1 for a field of the form.
    ///   - list: For a list's item, the list, whose name (and label, unless the item has one) it takes.
    init(json: JSONValue, index: Int?, depth: Int = 1, itemOf list: FieldSpec? = nil) throws(FormSpecError) {
        var location = list != nil ? "\"item\"" : index.map { "field \($0 + 1)" } ?? "field"
        let ruleList: [JSONValue]
        var nested: [JSONValue] = []
        var itemJSON: JSONValue?
        var formRuleList: [JSONValue] = []
        do throws(SpecProblem) {
            let object = try SpecObject(json)
            let name: String
            if let list {
                if object["name"] != nil { throw SpecProblem("an item has no \"name\": it is the list's") }
                for key in ["when", "secret", "dependsOn"] where object[key] != nil {
                    throw SpecProblem("an item takes no \(SpecProblem.quoted(key)): give it to the list")
                }
                name = list.name
            } else {
                name = try object.requiredString("name")
                if name.isEmpty { throw SpecProblem("\"name\" must not be empty") }
                location = "field \(SpecProblem.quoted(name))"
            }
            try object.rejectUnknownKeys(allowed: Self.allowedKeys, owner: list == nil ? "a field" : "an item")
            let label = try SpecTranslations.read(object, "label")
            let kind = try object["kind"].map { value throws(SpecProblem) in try FieldKind.parse(value) } ?? .text
            self.init(
                name: name,
                label: label?.defaultText ?? (label == nil ? list?.label : nil),
                labels: label?.texts ?? (label == nil ? list?.labels ?? [:] : [:]),
                isSecret: try object.bool("secret") ?? false,
                dependsOn: try object.strings("dependsOn") ?? [],
                kind: kind
            )
            if let when = object["when"] {
                condition = try SpecProblem.at("\"when\"") { () throws(SpecProblem) in try ConditionSpec(json: when) }
            }
            try Self.rejectKeys(of: kind, in: object)
            if kind.isContainer && depth >= Self.maximumNesting {
                throw SpecProblem("fields nest more than \(Self.maximumNesting) levels deep")
            }
            ruleList = try object.array("rules") ?? []
            if let formatter = object["formatter"] {
                self.formatter = try SpecProblem.at("\"formatter\"") { () throws(SpecProblem) in
                    try FormatterSpec(json: formatter)
                }
            }
            switch kind {
            case .object:
                _ = try object.required("fields")
                nested = try object.array("fields")!
                if nested.isEmpty { throw SpecProblem("\"fields\" of an object must not be empty") }
                formRuleList = try object.array("formRules") ?? []
            case .list:
                itemJSON = try object.required("item")
                minItems = try object.integer("minItems")
                maxItems = try object.integer("maxItems")
                for (key, bound) in [("minItems", minItems), ("maxItems", maxItems)] where (bound ?? 0) < 0 {
                    throw SpecProblem("\(SpecProblem.quoted(key)) must not be negative")
                }
                if let minItems, let maxItems, minItems > maxItems {
                    throw SpecProblem("\"minItems\" (\(minItems)) must not be greater than \"maxItems\" (\(maxItems))")
                }
                uniqueItems = try object.bool("uniqueItems") ?? false
                uniqueBy = try object.strings("uniqueBy") ?? []
            default:
                break
            }
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
        do throws(FormSpecError) {
            for (index, field) in nested.enumerated() {
                fields.append(try FieldSpec(json: field, index: index, depth: depth + 1))
            }
            formRules = try FormRuleSpec.list(formRuleList)
            if let itemJSON { item = try FieldSpec(json: itemJSON, index: nil, depth: depth + 1, itemOf: self) }
        } catch {
            throw error.inside(location)
        }
        if !uniqueBy.isEmpty {
            guard item?.kind == .object else {
                throw FormSpecError(location: location, reason: "\"uniqueBy\" needs an item of kind \"object\"")
            }
            for key in uniqueBy where item?.fields.contains(where: { $0.name == key }) != true {
                throw FormSpecError(
                    location: location, reason: "\"uniqueBy\" names unknown item field \(SpecProblem.quoted(key))")
            }
        }
    }

    /// Refuses the keys that `kind` does not take: `rules` on an object or a list, `fields` on text, ….
    private static func rejectKeys(of kind: FieldKind, in object: SpecObject) throws(SpecProblem) {
        let containerKeys = [
            "fields", "formRules", "item", "minItems", "maxItems", "uniqueItems", "uniqueBy", "formatter",
        ]
        let taken: Set<String> =
            switch kind {
            case .object: ["fields", "formRules"]
            case .list: ["item", "minItems", "maxItems", "uniqueItems", "uniqueBy"]
            default: ["rules", "formatter"]
            }
        for key in containerKeys + ["rules"] where object[key] != nil && !taken.contains(key) {
            let what =
                switch kind {
                case .object: "an object field takes no \(SpecProblem.quoted(key)): its fields have the rules"
                case .list: "a list field takes no \(SpecProblem.quoted(key)): its item has the rules"
                default:
                    "\(SpecProblem.quoted(key)) needs \"kind\": \(key == "fields" || key == "formRules" ? "\"object\"" : "\"list\"")"
                }
            throw SpecProblem(what)
        }
    }
}
