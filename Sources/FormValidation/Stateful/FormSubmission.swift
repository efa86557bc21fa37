/// The outcome of submitting a ``Form``: the corrected values, or every error in field order.
public struct FormSubmission: Sendable {
    /// Whether every field was valid once every check had settled.
    public let isValid: Bool
    /// Every error, in field order, then rule order; empty when valid.
    public let errors: [ValidationError]
    /// The fields' values after correction (a trimmed email, say), by field name; a field left empty has none.
    public let values: [String: any Sendable]

    /// The value submitted for `field`, typed.
    ///
    /// - Parameter field: One of the form's fields.
    /// - Returns: Its submitted value, or `nil` when it was empty.
    public func value<Value>(of field: Field<Value>) -> Value? {
        values[field.name] as? Value
    }

    /// The value submitted for the field named `name`, if it has type `Value`.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - type: The type the value must have.
    /// - Returns: The value.
    public func value<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        values[name] as? Value
    }
}
