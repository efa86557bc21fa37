extension ValidationRule where Value == String {
    /// Requires text that contains at least one decimal digit, of any script ("password1", "pass٣word").
    ///
    /// Default message: "{field} must contain a number." (code ``ValidationError/Code/missingNumber``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-a-number rule.
    /// - Complexity: O(*n*); stops at the first digit.
    public static func containsNumber(message: String? = nil) -> Self {
        Self(name: "containsNumber", message: message, failure: .missingNumber) { value in
            failing(unless: TextScanning.containsDecimalDigit(value))
        }
    }
}

extension DefaultMessage {
    /// "{field} must contain a number."
    static let missingNumber = DefaultMessage(.missingNumber, "{field} must contain a number.")
}

extension RuleSpec {
    /// ``ValidationRule/containsNumber(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsNumber(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsNumber, [], message: message)
    }
}

extension RuleDeclaration {
    /// `containsNumber`: at least one decimal digit.
    static let containsNumber = RuleDeclaration(
        name: "containsNumber", command: "contains-number",
        summary: "Contains a digit.",
        example: ".containsNumber()",
        symbol: "ValidationRule/containsNumber(message:)",
        messages: [.missingNumber]
    ) { _, context in
        .local(.containsNumber(message: context.message))
    }
}

extension ValidationError.Code {
    /// The text contains no decimal digit.
    public static let missingNumber: Self = "missingNumber"
}
