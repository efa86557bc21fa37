extension ValidationRule where Value: Comparable & Numeric {
    /// Requires a number within `range`, both ends inclusive.
    ///
    /// The comparison happens in the value's own type, so `Int`, `Double` and `Decimal` values are compared
    /// exactly: there is no detour through a 32-bit float, and `10.001` is above `10`.
    /// For numbers typed as text, use ``number(in:locale:message:)`` instead.
    ///
    /// Default message: "{field} must be between {min} and {max}." (code ``ValidationError/Code/tooSmall`` or
    /// ``ValidationError/Code/tooLarge``, parameters `min` and `max`).
    ///
    /// - Parameters:
    ///   - range: The allowed values.
    ///   - message: A custom message.
    /// - Returns: A numeric range rule.
    public static func range(_ range: ClosedRange<Value>, message: String? = nil) -> Self {
        let bounds = NumericBounds(min: .numeric(range.lowerBound), max: .numeric(range.upperBound))
        return Self(name: "range", message: message) { value, failures in
            if value < range.lowerBound {
                failures.append(bounds.failure(tooSmall: true))
            } else if !(value <= range.upperBound) {
                // `!(<=)` also rejects NaN, which compares false with everything.
                failures.append(bounds.failure(tooSmall: false))
            }
        }
    }
}

/// The bounds of a numeric range, rendered once when the rule is made.
struct NumericBounds: Sendable {
    var min: ValidationParameter
    var max: ValidationParameter

    func failure(tooSmall: Bool) -> RuleFailure {
        RuleFailure(
            code: tooSmall ? .tooSmall : .tooLarge, parameters: ["min": min, "max": max],
            template: "{field} must be between {min} and {max}.")
    }
}
