extension RuleSet where Value == String {
    /// A ready-made email address: trimmed, required, and a valid address.
    ///
    /// The rules are ``ValidationRule/trimmingWhitespace()``, ``ValidationRule/required(message:ignoringWhitespace:)``
    /// and ``ValidationRule/email(message:)``, in that order, so `" ada@example.com "` passes and is corrected to
    /// `"ada@example.com"`, `""` fails with "{field} is required." only, and `"ada@"` fails with
    /// "{field} is not a valid email address.".
    ///
    /// ```swift
    /// let email = RuleSet<String>.emailAddress(field: "Email")
    /// print(email.validate("ada@").errorMessages)   // ["Email is not a valid email address."]
    /// ```
    ///
    /// - Parameter field: The field's name, for messages and errors; "This field" when `nil`.
    /// - Returns: A rule set for a required email address.
    public static func emailAddress(field: String? = nil) -> Self {
        Self(.trimmingWhitespace(), .required(), .email(), field: field)
    }

    /// A ready-made strong password: required, at least `minimumLength` characters, an uppercase letter and a
    /// number.
    ///
    /// The rules are ``ValidationRule/required(message:ignoringWhitespace:)``,
    /// ``ValidationRule/minimumLength(_:counting:message:)`` (counting characters),
    /// ``ValidationRule/containsUppercase(message:)`` and ``ValidationRule/containsNumber(message:)``, in that
    /// order; every failing rule is reported, so "secret" gets all three complaints at once. The set is secret:
    /// `{value}` never shows the password. Whitespace is not trimmed — it is part of a password.
    ///
    /// ```swift
    /// let password = RuleSet<String>.strongPassword(field: "Password")
    /// print(password.validate("secret").errorMessages)   // ["Password must be at least 8 characters long.",
    ///                                                    //  "Password must contain an uppercase letter.",
    ///                                                    //  "Password must contain a number."]
    /// ```
    ///
    /// - Parameters:
    ///   - field: The field's name, for messages and errors; "This field" when `nil`.
    ///   - minimumLength: The fewest characters allowed. Defaults to 8.
    /// - Returns: A secret rule set for a strong password.
    public static func strongPassword(field: String? = nil, minimumLength: Int = 8) -> Self {
        Self(
            .required(), .minimumLength(minimumLength), .containsUppercase(), .containsNumber(),
            field: field, isSecret: true)
    }
}
