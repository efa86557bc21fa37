extension ValidationRule where Value == String {
    /// Requires text that contains at least one uppercase letter, of any script ("Password", "Ωmega").
    ///
    /// Default message: "{field} must contain an uppercase letter." (code ``ValidationError/Code/missingUppercase``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-an-uppercase-letter rule.
    /// - Complexity: O(*n*); stops at the first uppercase letter.
    public static func containsUppercase(message: String? = nil) -> Self {
        Self(name: "containsUppercase", message: message, failure: .missingUppercase) { value in
            failing(unless: TextScanning.containsUppercaseLetter(value))
        }
    }
}

extension DefaultMessage {
    /// "{field} must contain an uppercase letter."
    static let missingUppercase = DefaultMessage(.missingUppercase, "{field} must contain an uppercase letter.")
}

extension RuleSpec {
    /// ``ValidationRule/containsUppercase(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsUppercase(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsUppercase, [], message: message)
    }
}

extension RuleDeclaration {
    /// `containsUppercase`: at least one uppercase letter.
    static let containsUppercase = RuleDeclaration(
        name: "containsUppercase", command: "contains-uppercase",
        summary: "Contains an uppercase letter.",
        example: ".containsUppercase()",
        symbol: "ValidationRule/containsUppercase(message:)",
        messages: [.missingUppercase]
    ) { _, context in
        .local(.containsUppercase(message: context.message))
    }
}

extension ValidationError.Code {
    /// The text contains no uppercase letter.
    public static let missingUppercase: Self = "missingUppercase"
}
