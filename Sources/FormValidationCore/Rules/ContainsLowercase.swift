extension ValidationRule where Value == String {
    /// Requires text that contains at least one lowercase letter, of any script ("PASSWORd", "ΩMEGα").
    ///
    /// The counterpart of ``containsUppercase(message:)`` for password rules. A letter without case (Chinese,
    /// Japanese kana, Arabic) is neither.
    ///
    /// Default message: "{field} must contain a lowercase letter." (code ``ValidationError/Code/missingLowercase``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-a-lowercase-letter rule.
    /// - Complexity: O(*n*); stops at the first lowercase letter. Allocates nothing.
    public static func containsLowercase(message: String? = nil) -> Self {
        Self(name: "containsLowercase", message: message, failure: .missingLowercase) { value in
            failing(unless: TextScanning.containsLowercaseLetter(value))
        }
    }
}

extension ValidationError.Code {
    /// The text contains no lowercase letter.
    public static let missingLowercase: Self = "missingLowercase"
}

extension DefaultMessage {
    /// "{field} must contain a lowercase letter."
    static let missingLowercase = DefaultMessage(.missingLowercase, "{field} must contain a lowercase letter.")
}

extension RuleSpec {
    /// ``ValidationRule/containsLowercase(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsLowercase(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsLowercase, [], message: message)
    }
}

extension RuleDeclaration {
    /// `containsLowercase`: at least one lowercase letter.
    static let containsLowercase = RuleDeclaration(
        name: "containsLowercase", command: "contains-lowercase",
        summary: "Contains a lowercase letter.",
        example: ".containsLowercase()",
        symbol: "ValidationRule/containsLowercase(message:)",
        messages: [.missingLowercase]
    ) { _, context in
        .local(.containsLowercase(message: context.message))
    }
}
