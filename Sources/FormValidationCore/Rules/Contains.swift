// The three rules that require a character of a class somewhere in the text, as password rules do:
// `containsNumber`, `containsUppercase` and `containsLowercase`. They differ only in the class, so they are
// declared together.

extension ValidationRule where Value == String {
    /// Requires text that contains at least one decimal digit, of any script ("password1", "pass٣word").
    ///
    /// Default message: "{field} must contain a number." (code ``ValidationError/Code/missingNumber``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-a-number rule.
    /// - Complexity: O(*n*); stops at the first digit.
    public static func containsNumber(message: String? = nil) -> Self {
        containing(ContainsNumberRule.self, TextScanning.containsDecimalDigit, message: message)
    }

    /// Requires text that contains at least one uppercase letter, of any script ("Password", "Ωmega").
    ///
    /// Default message: "{field} must contain an uppercase letter." (code ``ValidationError/Code/missingUppercase``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-an-uppercase-letter rule.
    /// - Complexity: O(*n*); stops at the first uppercase letter.
    public static func containsUppercase(message: String? = nil) -> Self {
        containing(ContainsUppercaseRule.self, TextScanning.containsUppercaseLetter, message: message)
    }

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
        containing(ContainsLowercaseRule.self, TextScanning.containsLowercaseLetter, message: message)
    }

    /// The rule `Rule` declares: it requires a character that `isFound` finds somewhere in the text.
    fileprivate static func containing<Rule: RuleDefinition>(
        _ rule: Rule.Type, _ isFound: @escaping @Sendable (String) -> Bool, message: String?
    ) -> Self {
        Self(name: Rule.name, message: message, failure: Rule.messages[0]) { value in
            failing(unless: isFound(value))
        }
    }
}

/// Contains a digit.
struct ContainsNumberRule: RuleDefinition {
    static let messages: [DefaultMessage] = [.missingNumber]

    func build(_ context: RuleBuildContext) -> BuiltRule { .local(.containsNumber(message: context.message)) }
}

/// Contains an uppercase letter.
struct ContainsUppercaseRule: RuleDefinition {
    static let messages: [DefaultMessage] = [.missingUppercase]

    func build(_ context: RuleBuildContext) -> BuiltRule { .local(.containsUppercase(message: context.message)) }
}

/// Contains a lowercase letter.
struct ContainsLowercaseRule: RuleDefinition {
    static let messages: [DefaultMessage] = [.missingLowercase]

    func build(_ context: RuleBuildContext) -> BuiltRule { .local(.containsLowercase(message: context.message)) }
}
