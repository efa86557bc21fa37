extension ValidationRule where Value == String {
    /// Requires text that contains at least one uppercase letter, of any script ("Password", "Ωmega").
    ///
    /// Default message: "{field} must contain an uppercase letter." (code ``ValidationError/Code/missingUppercase``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-an-uppercase-letter rule.
    /// - Complexity: O(*n*); stops at the first uppercase letter.
    public static func containsUppercase(message: String? = nil) -> Self {
        Self(name: "containsUppercase", message: message) { value, failures in
            if !TextScanning.containsUppercaseLetter(value) {
                failures.append(
                    RuleFailure(code: .missingUppercase, template: "{field} must contain an uppercase letter."))
            }
        }
    }
}
