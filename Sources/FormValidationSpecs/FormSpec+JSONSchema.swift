public import FormValidationCore
import Foundation

extension FormSpec {
    /// The name of the keyword that carries a spec's own rules in its JSON Schema: `x-formvalidation`.
    public static let jsonSchemaKeyword = "x-formvalidation"

    /// The spec as a JSON Schema (draft 2020-12), for tools that speak JSON Schema (OpenAPI 3.1 documents, other
    /// validators, form builders).
    ///
    /// Each field is a property, an object field an object schema, a list an array schema. The standard keywords
    /// say what holds for every record the spec accepts: each field's JSON types (a text or number field takes a
    /// string, a number, `true`, `false` or `null`), `required` for a field whose `required` rule has no
    /// condition, `minItems`, `maxItems` and `uniqueItems` for a list, `title` (the label) and `writeOnly` (a
    /// secret field). What JSON Schema cannot say — the rules themselves (phone numbers, IBANs, postal codes, remote
    /// checks, corrections, conditions, form rules) and the fields' order — is in each schema's `x-formvalidation`
    /// keyword, which other tools ignore and ``init(jsonSchema:)`` reads back: the round trip keeps the spec whole.
    ///
    /// ```swift
    /// let spec = try FormSpec(json: #"{"name": "signup", "fields": [{"name": "email", "label": "Email", "rules": [{"rule": "required"}, {"rule": "email"}]}]}"#)
    /// let schema = spec.jsonSchema
    /// print(schema["required"] ?? "none")   // ["email"]
    /// print(try FormSpec(jsonSchema: schema) == spec)   // true
    /// ```
    public var jsonSchema: JSONValue {
        var schema = Self.objectSchema(of: fields)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = .string(name)
        var own: [String: JSONValue] = ["name": .string(name), "fieldOrder": .array(fields.map { .string($0.name) })]
        if !formRules.isEmpty { own["formRules"] = Self.json(formRules) }
        schema[Self.jsonSchemaKeyword] = .object(own)
        return .object(schema)
    }

    /// Reads back a spec from the JSON Schema ``jsonSchema`` wrote: from its `x-formvalidation` keywords, the
    /// standard keywords beside them being only what those imply.
    ///
    /// - Parameter jsonSchema: A schema ``jsonSchema`` wrote (or one written the same way).
    /// - Throws: ``FormSpecError`` when a schema on the way has no `x-formvalidation`, or the spec it describes is
    ///   not valid.
    public init(jsonSchema: JSONValue) throws(FormSpecError) {
        guard case .object(let root) = jsonSchema, case .object(let own)? = root[Self.jsonSchemaKeyword] else {
            throw FormSpecError(
                location: "the JSON Schema",
                reason:
                    "it has no \"\(Self.jsonSchemaKeyword)\" keyword at its root: it was not written from a form spec")
        }
        var spec: JSONObject = ["fields": .array(try Self.fields(of: root, own: own, at: "the JSON Schema"))]
        spec["name"] = own["name"]
        spec["formRules"] = own["formRules"]
        try self.init(jsonValue: .object(spec))
    }

    // MARK: Writing

    /// The schema of an object of `fields`: its properties, and the fields every accepted record has.
    private static func objectSchema(of fields: [FieldSpec]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for field in fields {
            properties[field.name] = .object(schema(of: field))
            if field.condition == nil,
                field.rules.contains(where: { $0.name == RuleDeclaration.required.name && $0.condition == nil })
            {
                required.append(.string(field.name))
            }
        }
        var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        return schema
    }

    /// The schema of one field (or a list's item).
    private static func schema(of field: FieldSpec) -> [String: JSONValue] {
        var schema: [String: JSONValue]
        var own = json(field).objectValue ?? [:]
        own["name"] = nil
        switch field.kind {
        case .object:
            schema = objectSchema(of: field.fields)
            schema["type"] = ["object", "null"]
            own["fields"] = nil
            own["fieldOrder"] = .array(field.fields.map { .string($0.name) })
        case .list:
            schema = ["type": ["array", "null"]]
            if let item = field.item { schema["items"] = .object(self.schema(of: item)) }
            own["item"] = nil
            if let minItems = field.minItems { schema["minItems"] = .number(Decimal(minItems)) }
            if let maxItems = field.maxItems { schema["maxItems"] = .number(Decimal(maxItems)) }
            if field.uniqueItems { schema["uniqueItems"] = true }
        default:
            schema = ["type": ["string", "number", "boolean", "null"]]
        }
        if let label = field.label { schema["title"] = .string(label) }
        if field.isSecret { schema["writeOnly"] = true }
        schema[jsonSchemaKeyword] = .object(own)
        return schema
    }

    /// A value's JSON, as its `Encodable` conformance writes it.
    private static func json(_ value: some Encodable) -> JSONValue {
        // A spec's parts encode to JSON without fail: they are JSON already.
        guard let data = try? JSONEncoder().encode(value), let json = try? JSONValue(json: data) else { return .null }
        return json
    }

    // MARK: Reading

    /// The fields of an object schema, in the order its `x-formvalidation` gives, as spec JSON.
    private static func fields(of schema: JSONObject, own: JSONObject, at location: String)
        throws(FormSpecError) -> [JSONValue]
    {
        guard case .array(let order)? = own["fieldOrder"] else {
            throw FormSpecError(location: location, reason: "its \"\(jsonSchemaKeyword)\" has no \"fieldOrder\"")
        }
        let properties = schema["properties"]?.objectValue ?? JSONObject()
        var fields: [JSONValue] = []
        for case .string(let name) in order {
            guard case .object(let property)? = properties[name] else {
                throw FormSpecError(
                    location: location, reason: "\"fieldOrder\" names \"\(name)\", which is no property")
            }
            var field = try self.field(property, at: "\(location), property \"\(name)\"")
            field["name"] = .string(name)
            fields.append(.object(field))
        }
        return fields
    }

    /// One field (or a list's item) as spec JSON, from its schema.
    private static func field(_ schema: JSONObject, at location: String) throws(FormSpecError)
        -> JSONObject
    {
        guard case .object(var field)? = schema[jsonSchemaKeyword] else {
            throw FormSpecError(location: location, reason: "it has no \"\(jsonSchemaKeyword)\" keyword")
        }
        switch field["kind"] {
        case "object":
            field["fields"] = .array(try fields(of: schema, own: field, at: location))
            field["fieldOrder"] = nil
        case "list":
            if case .object(let item)? = schema["items"] {
                field["item"] = .object(try self.field(item, at: "\(location), items"))
            }
        default:
            break
        }
        return field
    }
}
