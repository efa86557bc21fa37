extension ValidationRule where Value == String {
    /// Allows text at most `maximum` long, counted in `unit` (characters by default).
    ///
    /// Default message: "{field} must be at most {max} characters long." (code ``ValidationError/Code/tooLong``,
    /// parameters `max`, `length`, `unit`).
    ///
    /// - Parameters:
    ///   - maximum: The longest allowed length, inclusive.
    ///   - unit: What to count; ``LengthUnit/characters`` by default.
    ///   - message: A custom message.
    /// - Returns: A maximum-length rule.
    /// - Complexity: O(min(*n*, `maximum`)): counting stops one past the limit.
    public static func maximumLength(_ maximum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> Self
    {
        Self(name: "maximumLength", message: message) { value, failures in
            if unit.compareLength(of: value, with: maximum) > 0 {
                failures.append(LengthFailure.tooLong(value, maximum: maximum, unit: unit))
            }
        }
    }
}
