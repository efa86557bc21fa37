import FormValidation

/// The schemas of the OpenAPI document's `components/schemas`: the bodies the routes read and the answers they
/// give, each written from the type or the form spec it describes.
enum OpenAPISchemas {
    /// A reference to the schema called `name` under `components/schemas`.
    static func reference(_ name: String) -> JSONValue {
        .string("#/components/schemas/" + name)
    }

    /// The name of the schema every problem's builds on.
    static let problemName = "Problem"

    /// The schemas that do not depend on the forms: ALPValidator's body and verdicts, the problems, the fault
    /// routes' answers, and the document itself.
    static let common: JSONObject = {
        var schemas: JSONObject = [
            "ValidationRequest": validationRequest,
            "Verdict": verdict,
            "UsernameAvailability": usernameAvailability,
            problemName: problem,
            "ProblemError": problemError,
            "RequestCounts": requestCounts,
            "RecordedRequest": recordedRequest,
            "OpenAPIDocument": openAPIDocument,
        ]
        for kind in ProblemKind.all {
            schemas[kind.schemaName] = kind.schema
        }
        return schemas
    }()

    /// ALPValidator's request body (``ValidationRequest``).
    static let validationRequest: JSONValue = [
        "type": "object",
        "description": .string(
            "ALPValidator's body: the value to check, and optional parameters (`extras` is read as a spelling of "
                + "`extra`). Other keys are ignored."),
        "required": ["instance"],
        "properties": [
            "instance": ["type": "string", "description": "The value to check (ALPValidator sends \"\" for nil)."],
            "extra": ["type": ["object", "null"], "description": "Parameters sent with the value."],
            "extras": ["type": ["object", "null"], "description": "Another spelling of `extra`."],
        ],
    ]

    /// The verdict of `/validate`: the JSON literal `true` or `false`.
    static let verdict: JSONValue = [
        "type": "boolean", "description": "ALPValidator's verdict: `true` when the value is valid, else `false`.",
    ]

    /// The answer of `/api/username-available` (``UsernameAvailability``): a message exactly when the name is taken.
    static let usernameAvailability: JSONValue = [
        "type": "object",
        "description": .string(
            "The object form of a verdict: `{\"valid\": true}`, or `{\"valid\": false, \"message\": …}` with a "
                + "message in the request's language."),
        "required": ["valid"],
        "properties": ["valid": ["type": "boolean"], "message": ["type": "string", "minLength": 1]],
        "additionalProperties": false,
        "if": ["properties": ["valid": ["const": false]]],
        "then": ["required": ["message"]],
        "else": ["not": ["required": ["message"]]],
    ]

    /// An RFC 9457 problem (``FormValidationHummingbird/ProblemDetails``), whatever its kind.
    static let problem: JSONValue = [
        "type": "object",
        "description": "An RFC 9457 problem, as every refusal of the server is.",
        "required": ["type", "title", "status"],
        "properties": [
            "type": [
                "type": "string", "format": "uri", "description": "The kind, `urn:formvalidation:problem:<kind>`.",
            ],
            "title": ["type": "string", "minLength": 1, "description": "The summary of the kind."],
            "status": ["type": "integer", "minimum": 400, "maximum": 599],
            "detail": ["type": "string", "minLength": 1, "description": "What went wrong with this request."],
            "errors": [
                "type": "array", "minItems": 1, "items": ["$ref": reference("ProblemError")],
                "description": "Every error of a failed validation, in document order.",
            ],
            "offset": [
                "type": "integer", "minimum": 0,
                "description": "For a body that is not JSON with one meaning: the byte where reading stopped.",
            ],
        ],
        "additionalProperties": false,
    ]

    /// One error of a failed validation (``FormValidationHummingbird/ProblemDetails/Item``).
    static let problemError: JSONValue = [
        "type": "object",
        "required": ["pointer", "code", "message", "parameters"],
        "properties": [
            "pointer": [
                "type": "string", "format": "json-pointer",
                "description": "The RFC 6901 pointer of the value in the body; empty for the body as a whole.",
            ],
            "code": ["type": "string", "minLength": 1, "description": "The error code (`tooShort`)."],
            "message": ["type": "string", "description": "The message, in the request's language."],
            "parameters": [
                "type": "object",
                "description": "Facts that explain the failure (`min`, `max`, `pattern`, …).",
                "additionalProperties": [
                    "anyOf": [["type": "number"], ["type": "string"], ["type": "array", "items": ["type": "string"]]]
                ],
            ],
        ],
        "additionalProperties": false,
    ]

    /// What `/fault/requests` answers (``RequestCounts``).
    static let requestCounts: JSONValue = [
        "type": "object",
        "required": ["paths", "total"],
        "properties": [
            "total": ["type": "integer", "minimum": 0],
            "paths": ["type": "object", "additionalProperties": ["type": "integer", "minimum": 1]],
        ],
        "additionalProperties": false,
    ]

    /// What `/fault/last-request` answers (``RecordedRequest``).
    static let recordedRequest: JSONValue = [
        "type": "object",
        "required": ["instance", "extra"],
        "properties": ["instance": ["type": "string"], "extra": ["type": "object"]],
        "additionalProperties": false,
    ]

    /// What `/openapi.json` answers: an OpenAPI 3.1 document.
    static let openAPIDocument: JSONValue = [
        "type": "object",
        "required": ["openapi", "info", "paths"],
        "properties": ["openapi": ["type": "string", "pattern": #"^3\.1\.\d+$"#]],
    ]

    /// A form's request body: its spec's JSON Schema (``FormValidation/FormSpec/jsonSchema``), without the
    /// `$schema` keyword, which only a schema resource's root may have (the OpenAPI document's dialect applies).
    ///
    /// - Parameter spec: The form's spec.
    /// - Returns: The schema.
    static func submission(_ spec: FormSpec) -> JSONValue {
        guard case .object(var schema) = spec.jsonSchema else { return spec.jsonSchema }
        schema["$schema"] = nil
        schema["description"] = .string(
            "A submission of the form `\(spec.name)`: a JSON object of its fields' values. What JSON Schema cannot "
                + "say (the rules, conditions, corrections, remote checks) is in `x-formvalidation`, which the server "
                + "applies.")
        return .object(schema)
    }

    /// A form's answer to a valid submission (``SignupAccepted``): the corrected values of its fields that are
    /// not secret.
    ///
    /// - Parameter spec: The form's spec.
    /// - Returns: The schema.
    static func accepted(_ spec: FormSpec) -> JSONValue {
        [
            "type": "object",
            "description": .string(
                "The corrected values of the form's fields that are not secret (trimmed, a number field as a "
                    + "number, `null` for a field left out; a field whose condition did not hold is left out)."),
            "required": ["values"],
            "properties": ["values": values(of: spec.fields)],
            "additionalProperties": false,
        ]
    }

    /// The corrected values of `fields` that are not secret: an object of them, each present unless it has a
    /// condition.
    private static func values(of fields: [FieldSpec]) -> JSONValue {
        var properties = JSONObject()
        var required: [JSONValue] = []
        for field in fields where !field.isSecret {
            properties[field.name] = value(of: field)
            if field.condition == nil { required.append(.string(field.name)) }
        }
        return [
            "type": "object", "properties": .object(properties), "required": .array(required),
            "additionalProperties": false,
        ]
    }

    /// The corrected value of one field (or a list's item).
    private static func value(of field: FieldSpec) -> JSONValue {
        guard case .object(var schema) = valueSchema(of: field) else { return .bool(true) }
        if let label = field.label { schema["title"] = .string(label) }
        return .object(schema)
    }

    private static func valueSchema(of field: FieldSpec) -> JSONValue {
        switch field.kind {
        case .object:
            guard case .object(var schema) = values(of: field.fields) else { return .bool(true) }
            schema["type"] = ["object", "null"]
            return .object(schema)
        case .list:
            // A secret item is sent back as `null`.
            let item = field.item.map { $0.isSecret ? ["type": "null"] : value(of: $0) } ?? .bool(true)
            return ["type": ["array", "null"], "items": item]
        case .number:
            // A number, or the text when it does not read as one.
            return ["type": ["number", "string", "null"]]
        default:
            return ["type": ["string", "null"]]
        }
    }
}
