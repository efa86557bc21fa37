/// The outcome of validating one value: the value as the rules left it, or every error in order.
///
/// A passing result carries the *corrected* value: rules such as ``ValidationRule/trimmingWhitespace()``
/// may rewrite the value on its way through the rule set, and the rewritten value is what you store.
///
/// ```swift
/// let rules = RuleSet<String>(.trimmingWhitespace(), .email())
/// switch rules.validate("  ada@example.com ") {
/// case .valid(let email): print(email)                        // ada@example.com
/// case .invalid(let errors): print(errors.map(\.message))
/// }
/// ```
public enum ValidationResult<Value> {
    /// Every rule passed; the associated value is the possibly corrected value.
    case valid(Value)
    /// At least one rule failed; the errors come in the order the rules were added and are never empty.
    case invalid([ValidationError])
}

extension ValidationResult: Sendable where Value: Sendable {}
extension ValidationResult: Equatable where Value: Equatable {}
extension ValidationResult: Hashable where Value: Hashable {}

extension ValidationResult {
    /// Whether every rule passed.
    public var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    /// The corrected value when every rule passed, otherwise `nil`.
    public var value: Value? {
        if case .valid(let value) = self { return value }
        return nil
    }

    /// Every error in rule order; empty when the value is valid.
    public var errors: [ValidationError] {
        if case .invalid(let errors) = self { return errors }
        return []
    }

    /// The first error in rule order, the one a compact UI shows.
    public var firstError: ValidationError? { errors.first }

    /// The messages of ``errors``, in the same order.
    public var errorMessages: [String] { errors.map(\.message) }

    /// Transforms the valid value and keeps the errors.
    ///
    /// - Parameter transform: Applied to the value when the result is valid.
    /// - Returns: A result carrying the transformed value, or the same errors.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> ValidationResult<NewValue> {
        switch self {
        case .valid(let value): .valid(try transform(value))
        case .invalid(let errors): .invalid(errors)
        }
    }
}
