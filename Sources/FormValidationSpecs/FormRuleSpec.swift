public import FormValidationCore

/// A form spec's rule across fields: one of its `"formRules"`.
///
/// In JSON, a spec's `"formRules"` beside its `"fields"`:
///
/// ```json
/// {"name": "trip", "fields": [
///   {"name": "email", "rules": [{"rule": "email"}]}, {"name": "phone", "rules": [{"rule": "phoneNumber"}]},
///   {"name": "start", "rules": [{"rule": "date"}]}, {"name": "end", "rules": [{"rule": "date"}]}],
///  "formRules": [
///   {"rule": "atLeastOneOf", "fields": ["email", "phone"], "message": "Give an email address or a phone number."},
///   {"rule": "compare", "field": "end", "op": ">=", "other": "start", "errorField": "end"}]}
/// ```
///
/// `atLeastOneOf` passes when one of its `fields` (at least two) is filled in; `compare` when `field`'s value
/// stands in the order `op` (`<`, `<=`, `==`, `>=`, `>`) says to `other`'s, both numbers or both dates (a number
/// field's in its number rule's notation, a date as ISO 8601, as a `date` rule corrects it). `message` (optional,
/// a string or an object by language) replaces the default; `errorField` (optional) names the field the error
/// goes to — without it, the error belongs to the form. ``FormRule`` is the same in Swift, with custom tests too.
public struct FormRuleSpec: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case atLeastOneOf([String])
        case compare(field: String, op: ComparisonOperator, other: String)
    }

    let kind: Kind
    /// The field the error goes to, or `nil` for the form.
    public var errorField: String?
    /// The message that replaces the default, with `{placeholder}`s; `nil` keeps the default.
    public var message: String?
    /// The message in other languages, by language tag (`de`, `pt-BR`).
    public var localizedMessages: [String: String] = [:]

    private init(_ kind: Kind, errorField: String?, message: String?) {
        self.kind = kind
        self.errorField = errorField
        self.message = message
    }

    /// At least one of `fields` is filled in: `{"rule": "atLeastOneOf", "fields": [...]}`.
    ///
    /// - Parameters:
    ///   - fields: The names of the fields, at least two.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    ///   - message: A custom message.
    /// - Returns: The form rule spec.
    public static func atLeastOneOf(_ fields: [String], errorField: String? = nil, message: String? = nil)
        -> FormRuleSpec
    {
        FormRuleSpec(.atLeastOneOf(fields), errorField: errorField, message: message)
    }

    /// `field` stands to `other` in the order `op` says: `{"rule": "compare", "field": …, "op": …, "other": …}`.
    ///
    /// - Parameters:
    ///   - field: The name of the field on the left.
    ///   - op: The order.
    ///   - other: The name of the field on the right.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    ///   - message: A custom message.
    /// - Returns: The form rule spec.
    public static func compare(
        _ field: String, _ op: ComparisonOperator, _ other: String, errorField: String? = nil, message: String? = nil
    ) -> FormRuleSpec {
        FormRuleSpec(.compare(field: field, op: op, other: other), errorField: errorField, message: message)
    }

    /// The rule's name, as `rule` spells it: `atLeastOneOf` or `compare`.
    public var name: String {
        switch kind {
        case .atLeastOneOf: "atLeastOneOf"
        case .compare: "compare"
        }
    }

    /// The names of the fields the rule reads, in order.
    public var fields: [String] {
        switch kind {
        case .atLeastOneOf(let fields): fields
        case .compare(let field, _, let other): [field, other]
        }
    }

    /// The names of the rules a spec may use in `formRules`.
    static let ruleNames = ["atLeastOneOf", "compare"]

    /// The rule as a ``FormRule``, with its message in `language`.
    ///
    /// - Parameter language: The language of the custom message.
    package func makeRule(language: String) -> FormRule {
        let message = SpecTranslations(defaultText: message, texts: localizedMessages).text(for: language)
        switch kind {
        case .atLeastOneOf(let fields):
            return .atLeastOneOf(fields, message: message, errorField: errorField)
        case .compare(let field, let op, let other):
            return .compare(field, op, other, message: message, errorField: errorField)
        }
    }

    /// Where the rule sits, for messages: `form rule 2 (compare)`.
    static func location(index: Int, name: String?) -> String {
        "form rule \(index + 1)" + (name.map { " (\($0))" } ?? "")
    }

    /// Reads the `formRules` of a form or an object field, in order.
    ///
    /// - Throws: ``FormSpecError`` at the first rule that cannot be read, naming it by its place and name.
    static func list(_ rules: [JSONValue]) throws(FormSpecError) -> [FormRuleSpec] {
        var read: [FormRuleSpec] = []
        for (index, rule) in rules.enumerated() {
            do throws(SpecProblem) {
                read.append(try FormRuleSpec(json: rule))
            } catch {
                let name = rule["rule"]?.stringValue.flatMap { ruleNames.contains($0) ? $0 : nil }
                throw FormSpecError(at: location(index: index, name: name), error)
            }
        }
        return read
    }

    /// Checks the names the rule uses against the form's fields.
    ///
    /// - Parameter isField: Whether a name is a field of the form.
    func checkNames(_ isField: (String) -> Bool) throws(SpecProblem) {
        switch kind {
        case .atLeastOneOf(let fields):
            if Set(fields).count < 2 { throw SpecProblem("\"fields\" must name at least two different fields") }
            for field in fields where !isField(field) {
                throw SpecProblem("\"fields\" names unknown field \(SpecProblem.quoted(field))")
            }
        case .compare(let field, _, let other):
            for (key, name) in [("field", field), ("other", other)] where !isField(name) {
                throw SpecProblem("\(SpecProblem.quoted(key)) names unknown field \(SpecProblem.quoted(name))")
            }
            if field == other { throw SpecProblem("\"field\" and \"other\" name the same field") }
        }
        if let errorField, !isField(errorField) {
            throw SpecProblem("\"errorField\" names unknown field \(SpecProblem.quoted(errorField))")
        }
    }
}

extension FormRuleSpec: Codable {
    /// Decodes a form rule from its JSON object.
    ///
    /// A rule decoded on its own cannot check that the fields it names exist; decoding a ``FormSpec`` does.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        self = try FormSpecError.decode(
            decoder, at: { _ in "form rule" }, reading: { json throws(SpecProblem) in try FormRuleSpec(json: json) })
    }

    /// Encodes the rule as its JSON object.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["rule": .string(name)]
        switch kind {
        case .atLeastOneOf(let fields):
            members["fields"] = .array(fields.map(JSONValue.string))
        case .compare(let field, let op, let other):
            members["field"] = .string(field)
            members["op"] = .string(op.rawValue)
            members["other"] = .string(other)
        }
        if let errorField { members["errorField"] = .string(errorField) }
        if let message = SpecTranslations(defaultText: message, texts: localizedMessages).json {
            members["message"] = message
        }
        return .object(members)
    }

    /// Reads a form rule from its JSON object, checking its shape (not the names it uses).
    init(json: JSONValue) throws(SpecProblem) {
        let object = try SpecObject(json)
        let name = try object.requiredString("rule")
        let kind: Kind
        switch name {
        case "atLeastOneOf":
            try object.rejectUnknownKeys(
                allowed: ["fields", "errorField", "message"], alsoAllowed: ["rule"], owner: "atLeastOneOf")
            _ = try object.required("fields")
            kind = .atLeastOneOf(try object.strings("fields")!)
        case "compare":
            try object.rejectUnknownKeys(
                allowed: ["field", "op", "other", "errorField", "message"], alsoAllowed: ["rule"], owner: "compare")
            let field = try object.requiredString("field")
            let opText = try object.requiredString("op")
            guard let op = ComparisonOperator(rawValue: opText) else {
                let known = ComparisonOperator.allCases.map(\.rawValue).map(SpecProblem.quoted).joined(separator: ", ")
                throw SpecProblem("unknown \"op\" value \(SpecProblem.quoted(opText)) (expected \(known))")
            }
            kind = .compare(field: field, op: op, other: try object.requiredString("other"))
        default:
            throw SpecProblem(
                "unknown form rule \(SpecProblem.quoted(name)) (known form rules: \(Self.ruleNames.joined(separator: ", ")))"
            )
        }
        let message = try SpecTranslations.read(object, "message")
        self.init(kind, errorField: try object.string("errorField"), message: message?.defaultText)
        localizedMessages = message?.texts ?? [:]
    }
}
