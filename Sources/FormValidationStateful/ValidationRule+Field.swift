public import FormValidationCore
import FormValidationSpecs

extension ValidationRule where Value: Equatable {
    /// Requires a value equal to another field's current value: the password confirmation rule.
    ///
    /// Pair it with ``Field/dependsOn(_:)`` so that changing the other field re-validates this one.
    ///
    /// ```swift
    /// let password = Field<String>("password", rules: [.required(), .minimumLength(8)])
    /// let confirmation = Field<String>("confirmation", rules: [.equal(to: password, message: "Passwords do not match.")])
    /// confirmation.dependsOn(password)
    /// ```
    ///
    /// - Parameters:
    ///   - field: The field whose value this one must equal.
    ///   - message: A custom message.
    /// - Returns: An equality rule reading the field's ``Field/liveValue``.
    public static func equal(to field: Field<Value>, message: String? = nil) -> Self where Value: ValidatableValue {
        equal(to: field.liveValue, message: message)
    }
}
