// The two rules that bound a length on one side, `minimumLength` and `maximumLength` (`length` bounds both, in
// its own file). They share their failures (``LengthFailure``), their arguments and their declaration.

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
        MinimumLengthRule(min: minimum, counting: unit).rule(message: message)
    }

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
        MaximumLengthRule(max: maximum, counting: unit).rule(message: message)
    }

    /// A rule that bounds the length of the text on `Side`: it fails below `bound` (``Shortest``) or above it
    /// (``Longest``).
    ///
    /// The failures of the lengths nearest the bound on the failing side are made now (see ``LengthFailure``): a
    /// value that falls short or goes over then costs its count, its failure and its errors being made already.
    /// Generic over the side, so that each rule's decision is compiled for its own side.
    fileprivate static func boundingLength<Side: LengthBoundSide>(
        _ side: Side.Type, _ bound: Int, _ unit: LengthUnit, message: String?
    ) -> Self {
        let lengths = Side.listedLengths(bound)
        let listed = lengths.map { Side.failure(length: $0, bound: bound, unit: unit) }
        let first = lengths.lowerBound
        return Self(
            name: Side.rule, message: message, failures: listed,
            decide: { value in
                let comparison = unit.compareLength(of: value, with: bound)
                guard Side.failsAbove ? comparison > 0 : comparison < 0 else { return .passes }
                let length = unit.length(of: value)
                if length - first < listed.count { return .fails(length - first) }
                return .failed([Side.failure(length: length, bound: bound, unit: unit)])
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

/// At least `min` long, counted as `counting` says.
struct MinimumLengthRule: RuleDefinition {
    static let commandName: String? = "min-length"
    static let example = ".minimumLength(8)"
    static let messages: [DefaultMessage] = [.tooShort]

    /// The shortest allowed length, inclusive.
    @Argument(required: .count, commandLine: .positional("N"))
    var min: Int = 0
    @Argument(.counting) var counting: LengthUnit = .characters

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.boundingLength(Shortest.self, min, counting, message: context.message))
    }
}

/// At most `max` long, counted as `counting` says.
struct MaximumLengthRule: RuleDefinition {
    static let commandName: String? = "max-length"
    static let example = ".maximumLength(20)"
    static let messages: [DefaultMessage] = [.tooLong]

    /// The longest allowed length, inclusive.
    @Argument(required: .count, commandLine: .positional("N"))
    var max: Int = 0
    @Argument(.counting) var counting: LengthUnit = .characters

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.boundingLength(Longest.self, max, counting, message: context.message))
    }
}

/// A side on which a rule bounds the length: what differs between `minimumLength` and `maximumLength`.
private protocol LengthBoundSide: Sendable {
    /// The rule's name.
    static var rule: String { get }
    /// Whether a length above the bound fails (rather than one below it).
    static var failsAbove: Bool { get }
    /// The failing lengths nearest `bound`, whose failures are made in advance.
    static func listedLengths(_ bound: Int) -> Range<Int>
    /// The failure of a text `length` long.
    static func failure(length: Int, bound: Int, unit: LengthUnit) -> RuleFailure
}

/// The minimum: `minimumLength N`.
private enum Shortest: LengthBoundSide {
    static let rule = MinimumLengthRule.name
    static let failsAbove = false
    /// The lengths short of the minimum nearest it, from 0.
    static func listedLengths(_ bound: Int) -> Range<Int> { 0..<min(bound, LengthFailure.listed) }
    static func failure(length: Int, bound: Int, unit: LengthUnit) -> RuleFailure {
        LengthFailure.tooShort(length: length, minimum: bound, unit: unit)
    }
}

/// The maximum: `maximumLength N`.
private enum Longest: LengthBoundSide {
    static let rule = MaximumLengthRule.name
    static let failsAbove = true
    /// The lengths beyond the maximum nearest it.
    static func listedLengths(_ bound: Int) -> Range<Int> { bound + 1..<bound + 1 + LengthFailure.listed }
    static func failure(length: Int, bound: Int, unit: LengthUnit) -> RuleFailure {
        LengthFailure.tooLong(length: length, maximum: bound, unit: unit)
    }
}
