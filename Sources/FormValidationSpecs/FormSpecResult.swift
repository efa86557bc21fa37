public import FormValidationCore

/// The outcome of validating a submitted record against a ``FormSpec``: one result per field, in field order.
///
/// ```swift
/// let spec = try FormSpec(json: """
///     {"name": "signup", "fields": [
///       {"name": "username", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
///       {"name": "age", "kind": "number", "rules": [{"rule": "number", "min": 18, "locale": "en_US_POSIX"}]}
///     ]}
///     """)
/// let result = try await spec.validate(["username": " ada ", "age": 42])
/// if result.isValid {
///     print(JSONValue.object(result.values))   // {"age":42,"username":"ada"}
/// } else {
///     for error in result.errors { print(error.field ?? "", error.message) }
/// }
/// ```
public struct FormSpecResult: Sendable, Hashable {
    /// The form's name.
    public let formName: String
    /// One result per field of the spec, in field order.
    public let fields: [FieldSpecResult]
    /// The errors of the form rules that go to the form itself, in rule order; their ``ValidationError/field``
    /// is `nil`.
    public let formErrors: [ValidationError]

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - formName: The form's name.
    ///   - fields: One result per field, in field order.
    ///   - formErrors: The errors of the form rules that go to the form.
    public init(formName: String, fields: [FieldSpecResult], formErrors: [ValidationError] = []) {
        self.formName = formName
        self.fields = fields
        self.formErrors = formErrors
    }

    /// Whether every field is valid and no form rule failed.
    public var isValid: Bool { fields.allSatisfy { $0.isValid } && formErrors.isEmpty }

    /// Every error: in field order and then rule order (each error's ``ValidationError/field`` is its field's
    /// name), then the form's own ``formErrors``.
    public var errors: [ValidationError] { fields.flatMap { $0.errors } + formErrors }

    /// The first error in field and rule order, else the form's first.
    public var firstError: ValidationError? { fields.lazy.compactMap(\.errors.first).first ?? formErrors.first }

    /// The result of the field called `name`.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field's result, or `nil` when the spec has no such field.
    public subscript(field name: String) -> FieldSpecResult? {
        fields.first { $0.name == name }
    }

    /// The corrected values of the valid fields, by name, as JSON: text as strings, ``FieldKind/number`` fields
    /// as numbers, and `null` for a field the record had no value for. Invalid fields are left out, and so are
    /// fields whose condition did not hold; when ``isValid`` is `true` every other field is here.
    public var values: [String: JSONValue] {
        Dictionary(fields.compactMap { field in field.jsonValue.map { (field.name, $0) } }, uniquingKeysWith: { $1 })
    }

    /// ``values`` as a JSON text, the fields in their order: what a server hands its decoder, written without a
    /// dictionary in between.
    ///
    /// ```swift
    /// let spec = try FormSpec(json: """
    ///     {"name": "signup", "fields": [{"name": "username", "rules": [{"rule": "trimmingWhitespace"}]},
    ///       {"name": "age", "kind": "number"}]}
    ///     """)
    /// let result = try await spec.validate(["username": " ada ", "age": 42])
    /// print(result.valuesJSON)   // {"username":"ada","age":42}
    /// ```
    public var valuesJSON: String {
        var writer = JSONTextWriter(capacity: 16 * fields.count + 2)
        writer.raw(UInt8(ascii: "{"))
        for field in fields {
            guard let value = field.jsonValue else { continue }
            if writer.bytes.count > 1 { writer.raw(UInt8(ascii: ",")) }
            writer.write(string: field.name)
            writer.raw(UInt8(ascii: ":"))
            writer.write(value)
        }
        writer.raw(UInt8(ascii: "}"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// ``values`` without the secret fields, at any depth: what may be echoed back or logged.
    public var nonSecretValues: [String: JSONValue] {
        Dictionary(
            fields.compactMap { field in field.nonSecretJSONValue.map { (field.name, $0) } }, uniquingKeysWith: { $1 })
    }
}
