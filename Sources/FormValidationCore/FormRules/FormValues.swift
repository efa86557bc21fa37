/// A form's values, by field name, as a cross-field rule (``FormRule``) reads them.
///
/// Each field's value is the one its rules corrected when it passes them (a trimmed email, a date of birth as
/// ISO 8601), otherwise the value as entered. A field left empty, switched off (``Field/isEnabled``) or whose
/// condition does not hold has no value.
///
/// ```swift
/// FormRule.custom(fields: ["password", "username"], message: "The password must not contain the username.") { values in
///     guard let password = values.text("password"), let username = values.text("username") else { return true }
///     return !password.contains(username)
/// }
/// ```
public struct FormValues: Sendable {
    private let values: [String: any Sendable]
    /// How each field's rules read its text as a number (a `number` rule's locale), by field name: a comparison
    /// reads the text the same way.
    package let numberNotations: [String: NumberParser]
    /// The fields whose own rules reject their value: their errors say what is wrong with it, so a comparison
    /// that cannot read it adds none.
    package let failingFields: Set<String>

    /// Creates a set of values.
    ///
    /// - Parameter values: The values by field name; leave out a field that has none.
    public init(_ values: [String: any Sendable]) {
        self.init(values, numberNotations: [:], failingFields: [])
    }

    /// Creates a set of values with what the fields' own rules know of them.
    ///
    /// - Parameters:
    ///   - values: The values by field name.
    ///   - numberNotations: How each field's rules read numbers, for the fields whose rules do.
    ///   - failingFields: The fields whose own rules reject their value.
    package init(_ values: [String: any Sendable], numberNotations: [String: NumberParser], failingFields: Set<String>)
    {
        self.values = values
        self.numberNotations = numberNotations
        self.failingFields = failingFields
    }

    /// The value of the field `name`, or `nil` when it has none.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field's value as its rules corrected it, or `nil`.
    public subscript(name: String) -> (any Sendable)? { values[name] }

    /// The value of the field `name` if it has type `Value`.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - type: The type the value must have.
    /// - Returns: The value, or `nil` when the field has none or it has another type.
    public func value<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        values[name] as? Value
    }

    /// The text of the field `name`, or `nil` when it has none or it is not text.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field's text, or `nil`.
    public func text(_ name: String) -> String? {
        values[name] as? String
    }

    /// Whether the field `name` has a value that does not count as empty (see ``ValidatableValue``).
    ///
    /// - Parameter name: The field's name.
    /// - Returns: Whether the field is filled in.
    public func isFilled(_ name: String) -> Bool {
        guard let value = values[name] else { return false }
        // A text, as most are: a cast to a type is cheaper than one to a protocol.
        if let text = value as? String { return !text.countsAsEmpty(ignoringWhitespace: true) }
        if let validatable = value as? any ValidatableValue {
            return !validatable.countsAsEmpty(ignoringWhitespace: true)
        }
        return true
    }

    /// The names of the fields that have a value.
    public var names: [String] { Array(values.keys) }
}
