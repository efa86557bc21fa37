public import FormValidationCore
import FormValidationSpecs

/// Conditions that read a ``Field`` of the form: its ``Field/liveValue``, from any thread.
extension Condition {
    /// Holds while `field`'s value equals `value`.
    ///
    /// - Parameters:
    ///   - field: The field to read (its ``Field/liveValue``, as entered).
    ///   - value: The value it must have.
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func field<Value>(_ field: Field<Value>, equals value: Value) -> Condition {
        let live = field.liveValue
        return Condition(reading: [field.name]) { live.value == value }
    }

    /// Holds while `field`'s value is one of `values`.
    ///
    /// - Parameters:
    ///   - field: The field to read.
    ///   - values: The values that make the condition hold.
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func field<Value>(_ field: Field<Value>, isIn values: [Value]) -> Condition {
        let live = field.liveValue
        return Condition(reading: [field.name]) {
            guard let current = live.value else { return false }
            return values.contains(current)
        }
    }

    /// Holds while the text of `field`, whitespace at either end ignored, equals `value`.
    ///
    /// - Parameters:
    ///   - field: The text field to read (its ``Field/liveValue``, as entered).
    ///   - value: The text it must have.
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func field(_ field: Field<String>, equals value: String) -> Condition {
        let live = field.liveValue
        return text(of: field.name, reading: { _ in live.value }, isIn: [value])
    }

    /// Holds while the text of `field`, whitespace at either end ignored, is one of `values`.
    ///
    /// - Parameters:
    ///   - field: The text field to read.
    ///   - values: The texts that make the condition hold.
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func field(_ field: Field<String>, isIn values: [String]) -> Condition {
        let live = field.liveValue
        return text(of: field.name, reading: { _ in live.value }, isIn: values)
    }

    /// Holds while `field` has a value that does not count as empty (see ``ValidatableValue``): not `nil`, not
    /// `""`, not only whitespace.
    ///
    /// - Parameter field: The field to read.
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func notEmpty<Value>(_ field: Field<Value>) -> Condition {
        let live = field.liveValue
        return Condition(reading: [field.name]) { !live.value.countsAsEmpty(ignoringWhitespace: true) }
    }

    /// Holds while `predicate` says so of `field`'s value: any test of one field.
    ///
    /// ```swift
    /// let age = Field<Int>("age")
    /// let adult = Condition.field(age) { ($0 ?? 0) >= 18 }
    /// ```
    ///
    /// - Parameters:
    ///   - field: The field to read.
    ///   - predicate: Returns whether the condition holds for the field's value (`nil` when it is empty).
    /// - Returns: The condition, reading `field`.
    @MainActor
    public static func field<Value>(_ field: Field<Value>, satisfies predicate: @escaping @Sendable (Value?) -> Bool)
        -> Condition
    {
        let live = field.liveValue
        return Condition(reading: [field.name]) { predicate(live.value) }
    }
}
