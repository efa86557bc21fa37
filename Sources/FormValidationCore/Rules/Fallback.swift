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
    /// The rules are applied as validation applies them: the corrections first, then the checks on the corrected
    /// value, each only while its condition holds (``ValidationRule/when(_:)``). An empty value is rejected only by
    /// the presence rule that applies, so its fallback is that rule's.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: The replacement to use for an invalid `value`.
    public func fallback(for value: Value) -> Value? {
        storage.hasConditions
            ? fallback(for: value, TestingConditions.self) : fallback(for: value, IgnoringConditions.self)
    }

    /// ``fallback(for:)-(Value)`` through the validation engine's steps, so that it finds the rules that
    /// validation reports: those that apply, in order, after the corrections.
    private func fallback<Policy: ConditionPolicy>(for value: Value, _ policy: Policy.Type) -> Value? {
        var corrected = value
        var conditions = ConditionsTested()
        if case .empty(let presenceIndex) = correct(&corrected, &conditions, Policy.self, in: .none) {
            return presenceIndex.flatMap { storage.compiled[$0].rule.fallbackValue }
        }
        for index in storage.compiled.indices {
            switch check(index, on: &corrected, &conditions, Policy.self, in: .none) {
            case nil, .passes?: continue
            case .fails?, .failed?:
                if let fallback = storage.compiled[index].rule.fallbackValue { return fallback }
            }
        }
        return nil
    }

    /// The fallback of the first rule that rejects `value` and has one; for `nil`, the presence rule's.
    ///
    /// - Parameter value: The value to check, or `nil`.
    /// - Returns: The replacement to use for an invalid `value`.
    public func fallback(for value: Value?) -> Value? {
        guard let value else {
            var conditions = ConditionsTested()
            return storage.applyingPresenceIndex(&conditions, in: .none).flatMap {
                storage.compiled[$0].rule.fallbackValue
            }
        }
        return fallback(for: value)
    }
}
