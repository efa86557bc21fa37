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
    public static func length(
        _ range: ClosedRange<Int>, counting unit: LengthUnit = .characters, message: String? = nil
    )
        -> Self
    {
        LengthRule(min: range.lowerBound, max: range.upperBound, counting: unit).rule(message: message)
    }
}

extension RuleSpec {
    /// ``ValidationRule/length(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - range: The allowed lengths; the lower bound not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func length(
        _ range: ClosedRange<Int>, counting unit: LengthUnit = .characters, message: String? = nil
    )
        -> RuleSpec
    {
        RuleSpec(LengthRule(min: range.lowerBound, max: range.upperBound, counting: unit), message: message)
    }
}

/// `min` to `max` long, counted as `counting` says.
struct LengthRule: RuleDefinition {
    static let example = ".length(3...20)"
    static let messages: [DefaultMessage] = [.tooShortRange, .tooLongRange, .tooShortExact, .tooLongExact]

    /// The shortest allowed length, inclusive.
    @Argument(required: .count, commandLine: .positional("MIN"))
    var min = 0
    /// The longest allowed length, inclusive.
    @Argument(required: .count, commandLine: .positional("MAX"))
    var max = 0
    @Argument(.counting) var counting = LengthUnit.characters

    func checkArguments() throws(ArgumentProblem) {
        if min > max { throw .outOfOrder("min", "max") }
    }

    func build(_ context: RuleBuildContext) -> BuiltRule {
        let range = min...max
        let unit = counting
        // A failure for each of the lengths nearest the range, below it and beyond it, made now (see
        // ``LengthFailure``): the lengths below first, then those beyond.
        let below = (0..<Swift.min(range.lowerBound, LengthFailure.listed)).map {
            LengthFailure.outOfRange(length: $0, range, unit: unit)
        }
        let beyond = (1...LengthFailure.listed).map {
            LengthFailure.outOfRange(length: range.upperBound + $0, range, unit: unit)
        }
        return .local(
            ValidationRule(
                name: Self.name, message: context.message, failures: below + beyond,
                decide: { value in
                    if unit.compareLength(of: value, with: range.lowerBound) < 0 {
                        let length = unit.length(of: value)
                        if length < below.count { return .fails(length) }
                        return .failed([LengthFailure.outOfRange(length: length, range, unit: unit)])
                    }
                    guard unit.compareLength(of: value, with: range.upperBound) > 0 else { return .passes }
                    let length = unit.length(of: value)
                    let beyond = length - range.upperBound - 1
                    if beyond < LengthFailure.listed { return .fails(below.count + beyond) }
                    return .failed([LengthFailure.outOfRange(length: length, range, unit: unit)])
                }))
    }
}
