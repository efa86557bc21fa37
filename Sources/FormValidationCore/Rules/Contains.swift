// The three rules that require a character of a class somewhere in the text, as password rules do:
// `containsNumber`, `containsUppercase` and `containsLowercase`. They differ only in the class, so they are
// declared together, from one ``RequiredCharacter`` each.

extension ValidationRule where Value == String {
    /// Requires text that contains at least one decimal digit, of any script ("password1", "pass٣word").
    ///
    /// Default message: "{field} must contain a number." (code ``ValidationError/Code/missingNumber``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-a-number rule.
    /// - Complexity: O(*n*); stops at the first digit.
    public static func containsNumber(message: String? = nil) -> Self { containing(.decimalDigit, message: message) }

    /// Requires text that contains at least one uppercase letter, of any script ("Password", "Ωmega").
    ///
    /// Default message: "{field} must contain an uppercase letter." (code ``ValidationError/Code/missingUppercase``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-an-uppercase-letter rule.
    /// - Complexity: O(*n*); stops at the first uppercase letter.
    public static func containsUppercase(message: String? = nil) -> Self {
        containing(.uppercaseLetter, message: message)
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
        containing(.lowercaseLetter, message: message)
    }

    /// The rule that requires a `character` somewhere in the text.
    fileprivate static func containing(_ character: RequiredCharacter, message: String?) -> Self {
        let isFound = character.isFound
        return Self(name: character.rule, message: message, failure: character.message) { value in
            failing(unless: isFound(value))
        }
    }
}

/// A class of characters that a rule requires the text to contain, with everything the rule's declaration says
/// about it.
private struct RequiredCharacter: Sendable {
    let rule: String
    let summary: ArgumentText
    let message: DefaultMessage
    let isFound: @Sendable (String) -> Bool

    static let decimalDigit = RequiredCharacter(
        rule: "containsNumber", summary: "Contains a digit.", message: .missingNumber,
        isFound: TextScanning.containsDecimalDigit)
    static let uppercaseLetter = RequiredCharacter(
        rule: "containsUppercase", summary: "Contains an uppercase letter.",
        message: .missingUppercase, isFound: TextScanning.containsUppercaseLetter)
    static let lowercaseLetter = RequiredCharacter(
        rule: "containsLowercase", summary: "Contains a lowercase letter.",
        message: .missingLowercase, isFound: TextScanning.containsLowercaseLetter)
}

extension RuleDeclaration {
    /// `containsNumber`: at least one decimal digit.
    static let containsNumber = RuleDeclaration(requiring: .decimalDigit)
    /// `containsUppercase`: at least one uppercase letter.
    static let containsUppercase = RuleDeclaration(requiring: .uppercaseLetter)
    /// `containsLowercase`: at least one lowercase letter.
    static let containsLowercase = RuleDeclaration(requiring: .lowercaseLetter)

    /// The rule that requires `character`: no arguments, one message.
    fileprivate init(requiring character: RequiredCharacter) {
        self.init(
            name: character.rule, summary: character.summary,
            example: ".\(character.rule)()", symbol: "ValidationRule/\(character.rule)(message:)",
            messages: [character.message]
        ) { _, context in
            .local(.containing(character, message: context.message))
        }
    }
}

extension RuleSpec {
    /// ``ValidationRule/containsNumber(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsNumber(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsNumber, [], message: message)
    }

    /// ``ValidationRule/containsUppercase(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsUppercase(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsUppercase, [], message: message)
    }

    /// ``ValidationRule/containsLowercase(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsLowercase(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsLowercase, [], message: message)
    }
}
