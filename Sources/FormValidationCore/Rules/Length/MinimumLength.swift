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
        // A failure for each length short of the minimum, made now (the first `LengthFailure.listed`): a value
        // that falls short then costs its count, its failure and its errors being made already.
        let listed = (0..<min(minimum, LengthFailure.listed)).map {
            LengthFailure.tooShort(length: $0, minimum: minimum, unit: unit)
        }
        return Self(
            name: "minimumLength", message: message, failures: listed,
            decide: { value in
                guard unit.compareLength(of: value, with: minimum) < 0 else { return .passes }
                let length = unit.length(of: value)
                if length < listed.count { return .fails(length) }
                return .failed([LengthFailure.tooShort(length: length, minimum: minimum, unit: unit)])
            })
    }
}

/// The failures of the length rules.
///
/// The rules make the failures of the lengths nearest their bounds when they are made, `listed` of them, a
/// failure per length (each says how long the text is); a length further off gets its failure when it is seen.
enum LengthFailure {
    /// How many lengths short of a minimum or beyond a maximum have their failure made in advance: enough for
    /// someone typing a text up to its minimum, or past its maximum.
    static let listed = 20

    static func tooShort(length: Int, minimum: Int, unit: LengthUnit) -> RuleFailure {
        RuleFailure(
            .tooShort,
            parameters: [
                "min": .integer(minimum), "length": .integer(length), "unit": .text(unit.noun(for: minimum)),
                "counting": .text(unit.description),
            ])
    }

    static func tooLong(length: Int, maximum: Int, unit: LengthUnit) -> RuleFailure {
        RuleFailure(
            .tooLong,
            parameters: [
                "max": .integer(maximum), "length": .integer(length), "unit": .text(unit.noun(for: maximum)),
                "counting": .text(unit.description),
            ])
    }

    static func outOfRange(length: Int, _ range: ClosedRange<Int>, unit: LengthUnit) -> RuleFailure {
        let exact = range.lowerBound == range.upperBound
        let tooShort = length < range.lowerBound
        return RuleFailure(
            tooShort ? (exact ? .tooShortExact : .tooShortRange) : (exact ? .tooLongExact : .tooLongRange),
            parameters: [
                "min": .integer(range.lowerBound), "max": .integer(range.upperBound), "length": .integer(length),
                "unit": .text(unit.noun(for: range.upperBound)), "counting": .text(unit.description),
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
        RuleSpec(.minimumLength, MinimumLengthArguments(min: minimum, counting: unit), message: message)
    }
}

extension RuleDeclaration {
    /// `minimumLength`: at least `min` long.
    static let minimumLength = RuleDeclaration(
        name: "minimumLength", command: "min-length",
        summary: "At least \(name: "min") long, counted as \(name: "counting") says.",
        example: ".minimumLength(8)",
        symbol: "ValidationRule/minimumLength(_:counting:message:)",
        arguments: MinimumLengthArguments.self,
        messages: [.tooShort]
    ) { arguments, context in
        .local(.minimumLength(arguments.min, counting: arguments.counting, message: context.message))
    }
}

private struct MinimumLengthArguments: DeclaredArguments {
    var min = 0
    var counting = LengthUnit.characters
    static let fields: [ArgumentField<Self>] = [
        .init(\.min, .shortestLength(.positional("N"))), .init(\.counting, LengthUnit.countingArgument),
    ]
}

extension ValidationError.Code {
    /// The text is shorter than the minimum length (parameters `min`, `length`, and `max` for ranges).
    public static let tooShort: Self = "tooShort"
}
