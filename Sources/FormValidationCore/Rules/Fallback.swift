extension ValidationRule {
    /// A copy of this rule that names what to store or send in place of a value it rejects.
    ///
    /// Invalid data never leaves the app: a ``Validated`` property encodes the fallback of the first failing rule
    /// that has one instead of the invalid value ("" for an email that is not one, 0 for an age out of range).
    ///
    /// ```swift
    /// @Validated(.required().fallback("anonymous"), .length(3...20).fallback("anonymous")) var nickname = ""
    /// ```
    ///
    /// - Parameter value: The replacement; it is used as given, not validated.
    /// - Returns: The same rule with a fallback.
    public func fallback(_ value: Value) -> Self {
        var copy = self
        copy.fallbackValue = value
        return copy
    }
}

extension RuleSet {
    /// The fallback of the first rule that rejects `value` and has one, or `nil`.
    ///
    /// The rules are applied as validation applies them: the corrections first, then the checks on
    /// the corrected value. An empty value is rejected only by the presence rule, so its fallback is that rule's.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: The replacement to use for an invalid `value`.
    public func fallback(for value: Value) -> Value? {
        // As validation runs them: the corrections first, then the checks on the corrected value.
        var corrected = value
        var ignored: [RuleFailure] = []
        for rule in rules where rule.isCorrection { rule.check(&corrected, &ignored) }
        if countsAsEmpty(corrected) {
            return rules.first(where: \.isPresenceRule)?.fallbackValue
        }
        for rule in rules where !rule.isCorrection {
            var failures: [RuleFailure] = []
            rule.check(&corrected, &failures)
            if !failures.isEmpty, let fallback = rule.fallbackValue { return fallback }
        }
        return nil
    }

    /// The fallback of the first rule that rejects `value` and has one; for `nil`, the presence rule's.
    ///
    /// - Parameter value: The value to check, or `nil`.
    /// - Returns: The replacement to use for an invalid `value`.
    public func fallback(for value: Value?) -> Value? {
        guard let value else { return rules.first(where: \.isPresenceRule)?.fallbackValue }
        return fallback(for: value)
    }
}
