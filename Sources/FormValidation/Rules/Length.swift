extension ValidationRule where Value == String {
    /// Requires a length within `range`, both ends inclusive, counted in `unit` (characters by default).
    ///
    /// This is ALPValidator's range rule on a string validator. Default message:
    /// "{field} must be {min} to {max} characters long." (code ``ValidationError/Code/tooShort`` or
    /// ``ValidationError/Code/tooLong``, parameters `min`, `max`, `length`, `unit`).
    ///
    /// - Parameters:
    ///   - range: The allowed lengths.
    ///   - unit: What to count; ``LengthUnit/characters`` by default.
    ///   - message: A custom message.
    /// - Returns: A length-range rule.
    /// - Complexity: O(min(*n*, `range.upperBound`)).
    public static func length(_ range: ClosedRange<Int>, counting unit: LengthUnit = .characters, message: String? = nil)
        -> Self
    {
        Self(name: "length", message: message) { value, failures in
            if unit.compareLength(of: value, with: range.lowerBound) < 0 {
                failures.append(LengthFailure.outOfRange(value, range, unit: unit, tooShort: true))
            } else if unit.compareLength(of: value, with: range.upperBound) > 0 {
                failures.append(LengthFailure.outOfRange(value, range, unit: unit, tooShort: false))
            }
        }
    }
}
