extension ValidationRule {
    /// Requires a value: `nil`, empty text and (by default) whitespace-only text fail.
    ///
    /// The presence rule also decides what "empty" means for its rule set. Without one, an empty value skips
    /// every rule and is valid; with one, an empty value fails this rule only. Pass
    /// `ignoringWhitespace: false` to accept `"  "` as a value (the other rules then check it).
    ///
    /// Default message: "{field} is required." (code ``ValidationError/Code/required``).
    ///
    /// - Parameters:
    ///   - message: A custom message.
    ///   - ignoringWhitespace: Whether whitespace-only text counts as empty. Defaults to `true`.
    /// - Returns: A presence rule.
    public static func required(message: String? = nil, ignoringWhitespace: Bool = true) -> Self
    where Value: ValidatableValue {
        Self(name: "required", message: message, presence: Presence(ignoresWhitespace: ignoringWhitespace)) {
            value, failures in
            if value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace) { failures.append(Presence.failure) }
        }
    }
}

extension ValidationRule.Presence {
    /// The failure every presence rule reports.
    static var failure: RuleFailure { RuleFailure(code: .required, template: "{field} is required.") }
}
