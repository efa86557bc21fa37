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
        // A failure for each of the lengths nearest the range, below it and beyond it, made now (see
        // ``LengthFailure``): the lengths below first, then those beyond.
        let below = (0..<min(range.lowerBound, LengthFailure.listed)).map {
            LengthFailure.outOfRange(length: $0, range, unit: unit)
        }
        let beyond = (1...LengthFailure.listed).map {
            LengthFailure.outOfRange(length: range.upperBound + $0, range, unit: unit)
        }
        return Self(
            name: "length", message: message, failures: below + beyond,
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
            })
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
        RuleSpec(
            .length, LengthArguments(min: range.lowerBound, max: range.upperBound, counting: unit), message: message)
    }
}

extension RuleDeclaration {
    /// `length`: from `min` to `max` long.
    static let length = RuleDeclaration(
        name: "length",
        summary: "\(name: "min") to \(name: "max") long, counted as \(name: "counting") says.",
        example: ".length(3...20)",
        symbol: "ValidationRule/length(_:counting:message:)",
        arguments: LengthArguments.self,
        messages: [.tooShortRange, .tooLongRange, .tooShortExact, .tooLongExact]
    ) { arguments, context in
        .local(.length(arguments.min...arguments.max, counting: arguments.counting, message: context.message))
    }
}

private struct LengthArguments: DeclaredArguments {
    var min = 0
    var max = 0
    var counting = LengthUnit.characters
    static let fields: [ArgumentField<Self>] = [
        .init(\.min, .shortestLength), .init(\.max, .longestLength),
        .init(\.counting, LengthUnit.countingArgument),
    ]
    static let checks = [ordered(\.min, \.max)]
}
