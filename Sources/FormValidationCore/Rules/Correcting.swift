extension ValidationRule {
    /// A rule that only corrects the value — normalises a phone number, lowercases an email — and never fails.
    ///
    /// Corrections run before every check, in the order they were added, wherever they are placed: every check
    /// sees the corrected value and a valid result carries it. Unlike other rules, a correction also runs on an
    /// empty value (which skips every check), so whitespace typed into an optional field can be corrected away
    /// too; whether a value is empty is decided after the corrections. Make `correct` idempotent — applying it to
    /// its own result changes nothing — so that a corrected value passes again unchanged.
    ///
    /// ```swift
    /// let lowercased = ValidationRule<String>.correcting("lowercased") { $0 = $0.lowercased() }
    /// let email = RuleSet(.trimmingWhitespace(), lowercased, .email())
    /// print(email.validate(" Ada@Example.com "))   // valid("ada@example.com")
    /// ```
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - correct: Rewrites the value in place; must be safe to call from any thread.
    /// - Returns: A correcting rule.
    public static func correcting(_ name: String = "correction", _ correct: @escaping @Sendable (inout Value) -> Void)
        -> Self
    {
        Self(correctionNamed: name, correct: correct)
    }
}
