extension ValidationRule {
    /// A rule from a yes/no check of your own.
    ///
    /// ```swift
    /// let noLetterA = ValidationRule<String>.custom(message: "{field} must not contain an A.") { !$0.contains("A") }
    /// ```
    ///
    /// Default message: "{field} is invalid." (code ``ValidationError/Code/custom`` unless you give one).
    ///
    /// - Parameters:
    ///   - code: The error code to report.
    ///   - message: The message to show when the check fails.
    ///   - isValid: Returns `true` when the value passes. It must be safe to call from any thread.
    /// - Returns: A custom rule.
    public static func custom(
        code: ValidationError.Code = .custom, message: String? = nil, _ isValid: @escaping @Sendable (Value) -> Bool
    ) -> Self {
        var failure = RuleFailure(.custom)
        failure.code = code
        return Self(name: "custom", message: message, failures: [failure]) { value in
            failing(unless: isValid(value))
        }
    }
}
