extension ValidationRule where Value == String {
    /// Requires text at least `minimum` long, counted in `unit` (characters by default).
    ///
    /// Default message: "{field} must be at least {min} characters long." (code ``ValidationError/Code/tooShort``,
    /// parameters `min`, `length`, `unit`).
    ///
    /// - Parameters:
    ///   - minimum: The shortest allowed length, inclusive.
    ///   - unit: What to count; ``LengthUnit/characters`` by default.
    ///   - message: A custom message.
    /// - Returns: A minimum-length rule.
    /// - Complexity: O(min(*n*, `minimum`)) for a passing value.
    public static func minimumLength(_ minimum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> Self
    {
        Self(name: "minimumLength", message: message) { value, failures in
            if unit.compareLength(of: value, with: minimum) < 0 {
                failures.append(LengthFailure.tooShort(value, minimum: minimum, unit: unit))
            }
        }
    }
}

/// The failures of the length rules, built only when a rule fails.
enum LengthFailure {
    static func tooShort(_ value: String, minimum: Int, unit: LengthUnit) -> RuleFailure {
        RuleFailure(
            code: .tooShort,
            parameters: ["min": .integer(minimum), "length": .integer(unit.length(of: value)), "unit": .text(unit.noun(for: minimum))],
            template: "{field} must be at least {min} {unit} long.")
    }

    static func tooLong(_ value: String, maximum: Int, unit: LengthUnit) -> RuleFailure {
        RuleFailure(
            code: .tooLong,
            parameters: ["max": .integer(maximum), "length": .integer(unit.length(of: value)), "unit": .text(unit.noun(for: maximum))],
            template: "{field} must be at most {max} {unit} long.")
    }

    static func outOfRange(_ value: String, _ range: ClosedRange<Int>, unit: LengthUnit, tooShort: Bool) -> RuleFailure {
        RuleFailure(
            code: tooShort ? .tooShort : .tooLong,
            parameters: [
                "min": .integer(range.lowerBound), "max": .integer(range.upperBound),
                "length": .integer(unit.length(of: value)), "unit": .text(unit.noun(for: range.upperBound)),
            ],
            template: range.lowerBound == range.upperBound
                ? "{field} must be exactly {max} {unit} long." : "{field} must be {min} to {max} {unit} long.")
    }
}
