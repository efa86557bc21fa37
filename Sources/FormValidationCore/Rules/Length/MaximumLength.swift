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
        // A failure for each of the first lengths beyond the maximum, made now (see ``LengthFailure``).
        let listed = (1...LengthFailure.listed).map {
            LengthFailure.tooLong(length: maximum + $0, maximum: maximum, unit: unit)
        }
        return Self(
            name: "maximumLength", message: message, failures: listed,
            decide: { value in
                guard unit.compareLength(of: value, with: maximum) > 0 else { return .passes }
                let length = unit.length(of: value)
                if length - maximum - 1 < listed.count { return .fails(length - maximum - 1) }
                return .failed([LengthFailure.tooLong(length: length, maximum: maximum, unit: unit)])
            })
    }
}

extension DefaultMessage {
    /// "{field} must be at most {max} {unit} long."
    static let tooLong = DefaultMessage(.tooLong, "{field} must be at most {max} {unit} long.")
}

extension RuleSpec {
    /// ``ValidationRule/maximumLength(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - maximum: The longest allowed length, inclusive; not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func maximumLength(_ maximum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(.maximumLength, MaximumLengthArguments(max: maximum, counting: unit), message: message)
    }
}

extension RuleDeclaration {
    /// `maximumLength`: at most `max` long.
    static let maximumLength = RuleDeclaration(
        name: "maximumLength", command: "max-length",
        summary: "At most \(name: "max") long, counted as \(name: "counting") says.",
        example: ".maximumLength(20)",
        symbol: "ValidationRule/maximumLength(_:counting:message:)",
        arguments: MaximumLengthArguments.self,
        messages: [.tooLong]
    ) { arguments, context in
        .local(.maximumLength(arguments.max, counting: arguments.counting, message: context.message))
    }
}

private struct MaximumLengthArguments: DeclaredArguments {
    var max = 0
    var counting = LengthUnit.characters
    static let fields: [ArgumentField<Self>] = [
        .init(\.max, .longestLength(.positional("N"))), .init(\.counting, LengthUnit.countingArgument),
    ]
}

extension ValidationError.Code {
    /// The text is longer than the maximum length (parameters `max`, `length`, and `min` for ranges).
    public static let tooLong: Self = "tooLong"
}
