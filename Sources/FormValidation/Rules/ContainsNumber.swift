extension ValidationRule where Value == String {
    /// Requires text that contains at least one decimal digit, of any script ("password1", "pass٣word").
    ///
    /// Default message: "{field} must contain a number." (code ``ValidationError/Code/missingNumber``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: A contains-a-number rule.
    /// - Complexity: O(*n*); stops at the first digit.
    public static func containsNumber(message: String? = nil) -> Self {
        Self(name: "containsNumber", message: message) { value, failures in
            if !TextScanning.containsDecimalDigit(value) {
                failures.append(RuleFailure(code: .missingNumber, template: "{field} must contain a number."))
            }
        }
    }
}
