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
        Self(name: "minimumLength", message: message, rewritesValue: false) { value, failures in
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
            .tooShort,
            parameters: [
                "min": .integer(minimum), "length": .integer(unit.length(of: value)),
                "unit": .text(unit.noun(for: minimum)), "counting": .text(unit.description),
            ])
    }

    static func tooLong(_ value: String, maximum: Int, unit: LengthUnit) -> RuleFailure {
        RuleFailure(
            .tooLong,
            parameters: [
                "max": .integer(maximum), "length": .integer(unit.length(of: value)),
                "unit": .text(unit.noun(for: maximum)), "counting": .text(unit.description),
            ])
    }

    static func outOfRange(_ value: String, _ range: ClosedRange<Int>, unit: LengthUnit, tooShort: Bool) -> RuleFailure
    {
        let exact = range.lowerBound == range.upperBound
        return RuleFailure(
            tooShort ? (exact ? .tooShortExact : .tooShortRange) : (exact ? .tooLongExact : .tooLongRange),
            parameters: [
                "min": .integer(range.lowerBound), "max": .integer(range.upperBound),
                "length": .integer(unit.length(of: value)), "unit": .text(unit.noun(for: range.upperBound)),
                "counting": .text(unit.description),
            ])
    }
}

extension DefaultMessage {
    /// "{field} must be at least {min} {unit} long."
    static let tooShort = DefaultMessage(.tooShort, "{field} must be at least {min} {unit} long.")
}

extension RuleSpec {
    /// ``ValidationRule/minimumLength(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - minimum: The shortest allowed length, inclusive; not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func minimumLength(_ minimum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(
            .minimumLength, [MinimumLengthArguments.minimum.json(minimum), LengthUnit.countingArgument.json(unit)],
            message: message)
    }
}

extension RuleDeclaration {
    /// `minimumLength`: at least `min` long.
    static let minimumLength = RuleDeclaration(
        name: "minimumLength", command: "min-length",
        summary: "At least \(name: "min") long, counted as \(name: "counting") says.",
        example: ".minimumLength(8)",
        symbol: "ValidationRule/minimumLength(_:counting:message:)",
        arguments: [MinimumLengthArguments.minimum.erased, LengthUnit.countingArgument.erased],
        messages: [.tooShort]
    ) { arguments, context in
        .local(
            .minimumLength(
                arguments[MinimumLengthArguments.minimum], counting: arguments[LengthUnit.countingArgument],
                message: context.message))
    }
}

private enum MinimumLengthArguments {
    static let minimum = RuleArgument(
        "min", .count, command: .positional("N"), summary: "the shortest allowed length, inclusive")
}

extension ValidationError.Code {
    /// The text is shorter than the minimum length (parameters `min`, `length`, and `max` for ranges).
    public static let tooShort: Self = "tooShort"
}
