import Foundation

extension ValidationRule where Value: Comparable & Numeric {
    /// Requires a number within `range`, both ends inclusive.
    ///
    /// The comparison happens in the value's own type, so `Int`, `Double` and `Decimal` values are compared
    /// exactly: there is no detour through a 32-bit float, and `10.001` is above `10`. NaN is never in range, and
    /// is no number to be between anything: it fails with ``ValidationError/Code/notANumber`` ("{field} must be a
    /// number."), for every floating-point type (`Double`, `Float`, …) and `Decimal`. Infinities are numbers, below
    /// or above the range. For numbers typed as text, use ``number(locale:message:)`` and its ranged forms instead.
    ///
    /// Default message: "{field} must be between {min} and {max}." (code ``ValidationError/Code/tooSmall`` or
    /// ``ValidationError/Code/tooLarge``, parameters `min` and `max`).
    ///
    /// - Parameters:
    ///   - range: The allowed values.
    ///   - message: A custom message.
    /// - Returns: A numeric range rule.
    public static func range(_ range: ClosedRange<Value>, message: String? = nil) -> Self {
        bounded(NumericBounds(lower: range.lowerBound, upper: range.upperBound), message: message)
    }

    /// Requires a number no smaller than `range.lowerBound`.
    ///
    /// Default message: "{field} must be at least {min}." (code ``ValidationError/Code/tooSmall``, parameter `min`);
    /// NaN fails with ``ValidationError/Code/notANumber``, as for a closed range.
    ///
    /// - Parameters:
    ///   - range: The allowed values, such as `18...`.
    ///   - message: A custom message.
    /// - Returns: A minimum-value rule.
    public static func range(_ range: PartialRangeFrom<Value>, message: String? = nil) -> Self {
        bounded(NumericBounds(lower: range.lowerBound, upper: nil), message: message)
    }

    /// Requires a number no larger than `range.upperBound`.
    ///
    /// Default message: "{field} must be at most {max}." (code ``ValidationError/Code/tooLarge``, parameter `max`);
    /// NaN fails with ``ValidationError/Code/notANumber``, as for a closed range.
    ///
    /// - Parameters:
    ///   - range: The allowed values, such as `...120`.
    ///   - message: A custom message.
    /// - Returns: A maximum-value rule.
    public static func range(_ range: PartialRangeThrough<Value>, message: String? = nil) -> Self {
        bounded(NumericBounds(lower: nil, upper: range.upperBound), message: message)
    }

    private static func bounded(_ bounds: NumericBounds<Value>, message: String?) -> Self {
        // Below and above the bounds, then NaN, which compares as out of bounds: told apart only on that path, so
        // a value in range costs the comparisons alone.
        let failures = bounds.failures + [RuleFailure(.notANumber)]
        let notANumber = failures.count - 1
        guard let isNaN = nanTest() else {
            return Self(name: "range", message: message, failures: failures) { value in
                Verdict(failing: bounds.position(of: value).failureIndex)
            }
        }
        return Self(name: "range", message: message, failures: failures) { value in
            guard let failure = bounds.position(of: value).failureIndex else { return .passes }
            return .fails(isNaN(value) ? notANumber : failure)
        }
    }

    /// How to tell NaN for the types that have one (every `FloatingPoint` type, whose NaN is not equal to itself,
    /// and `Decimal`, whose NaN is), or `nil` for the others, such as the integers.
    private static func nanTest() -> (@Sendable (Value) -> Bool)? {
        if Value.self is any FloatingPoint.Type { return { $0 != $0 } }
        if Value.self == Decimal.self { return { ($0 as? Decimal)?.isNaN == true } }
        return nil
    }
}

/// The bounds of a numeric rule, with their parameters rendered once when the rule is made.
struct NumericBounds<Number: Comparable & Sendable>: Sendable {
    let lower: Number?
    let upper: Number?
    private let parameters: [String: ValidationParameter]

    init(lower: Number?, upper: Number?) where Number: Numeric {
        self.lower = lower
        self.upper = upper
        var parameters: [String: ValidationParameter] = [:]
        if let lower { parameters["min"] = .numeric(lower) }
        if let upper { parameters["max"] = .numeric(upper) }
        self.parameters = parameters
    }

    /// Where a value lies with respect to the bounds.
    enum Position {
        case below, within, above

        /// The index of the failure in ``NumericBounds/failures``: `nil` within the bounds.
        var failureIndex: Int? {
            switch self {
            case .below: 0
            case .within: nil
            case .above: 1
            }
        }
    }

    /// Where `value` lies. NaN is out of bounds (below the lower bound, if there is one), as is any value that
    /// does not compare as within.
    func position(of value: Number) -> Position {
        if let lower, !(value >= lower) { return .below }
        if let upper, !(value <= upper) { return .above }
        return .within
    }

    /// The failures of a value below and above the bounds, in that order.
    var failures: [RuleFailure] { [failure(tooSmall: true), failure(tooSmall: false)] }

    /// The failure for a value below the bounds (`tooSmall`) or above them.
    func failure(tooSmall: Bool) -> RuleFailure {
        let message: DefaultMessage =
            switch (lower, upper) {
            case (.some, .some): tooSmall ? .tooSmallRange : .tooLargeRange
            case (.some, .none): .tooSmall
            default: .tooLarge
            }
        return RuleFailure(message, parameters: parameters)
    }
}
