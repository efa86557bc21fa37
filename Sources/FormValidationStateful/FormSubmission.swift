public import FormValidationCore
import FormValidationSpecs

/// The outcome of submitting a ``FormModel``: the corrected values, or every error in field order.
public struct FormSubmission: Sendable {
    /// Whether every field was valid once every check had settled.
    public let isValid: Bool
    /// Whether the form was reset while the submission ran: then it is not valid, and carries no errors or values.
    public let isCancelled: Bool
    /// Every error, in field order, then rule order; empty when valid.
    public let errors: [ValidationError]
    /// The fields' values after correction (a trimmed email, say), by field name; a field left empty, or
    /// switched off (``Field/isActive``), has none.
    public let values: [String: any Sendable]

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - isValid: Whether every field was valid.
    ///   - errors: Every error in field order, then rule order.
    ///   - values: The corrected values by field name.
    ///   - isCancelled: Whether the submission was abandoned by a reset.
    public init(isValid: Bool, errors: [ValidationError], values: [String: any Sendable], isCancelled: Bool = false) {
        self.isValid = isValid
        self.errors = errors
        self.values = values
        self.isCancelled = isCancelled
    }

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
