public import FormValidationCore

/// The outcome of validating one field of a submitted record.
public struct FieldSpecResult: Sendable, Hashable {
    /// The field's name (its key in the record), whatever its label.
    public let name: String
    /// Whether the field is secret.
    public let isSecret: Bool
    /// The corrected text (`nil` when the record had no value for the field, and for an object or a list), or
    /// every error in rule order.
    ///
    /// Each error's ``ValidationError/field`` is the name of the field it belongs to (a nested field's own, inside
    /// an object or a list) and its ``ValidationError/path`` where the value sits; the label appears in its
    /// message.
    public let result: ValidationResult<String?>
    /// The corrected value as JSON: a string, a number for a ``FieldKind/number`` field, the object or array of
    /// corrected values of an ``FieldKind/object`` or ``FieldKind/list`` field, or `null` when the record had no
    /// value; `nil` when the field is invalid or not ``isActive``.
    public let jsonValue: JSONValue?
    /// ``jsonValue`` without the secret fields inside it (an object's password): what may be echoed back;
    /// `nil` for a secret field.
    public let nonSecretJSONValue: JSONValue?
    /// Whether the field took part: `false` when its `when` condition did not hold, so that it was not
    /// validated, counts as valid and is left out of the values.
    public let isActive: Bool

    /// Creates a field result.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - isSecret: Whether the field is secret.
    ///   - result: The corrected text or the errors.
    ///   - jsonValue: The corrected value as JSON, or `nil` when the field is invalid or left out.
    ///   - isActive: Whether the field took part (its condition held).
    ///   - nonSecretJSONValue: The value without the secret fields inside it; by default the value, or `nil` for
    ///     a secret field.
    public init(
        name: String, isSecret: Bool = false, result: ValidationResult<String?>, jsonValue: JSONValue?,
        isActive: Bool = true, nonSecretJSONValue: JSONValue?? = nil
    ) {
        self.name = name
        self.isSecret = isSecret
        self.result = result
        self.jsonValue = jsonValue
        self.isActive = isActive
        self.nonSecretJSONValue = nonSecretJSONValue ?? (isSecret ? nil : jsonValue)
    }

    /// Whether every rule of the field passed.
    public var isValid: Bool { result.isValid }

    /// The corrected text when the field is valid and has a value, otherwise `nil`.
    public var value: String? { result.value ?? nil }

    /// Every error of the field, in rule order; empty when it is valid.
    public var errors: [ValidationError] { result.errors }
}
