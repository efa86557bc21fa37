extension ValidationRule where Value: ValidatableValue {
    /// A rule made of a whole rule set: the composite of the composite pattern, so that small rule sets build
    /// bigger ones.
    ///
    /// Added to a ``RuleSet`` (or a validator, or a field), it adds `rules`' rules in its place: every one runs
    /// and reports its errors, in order, among the others — the outer set's field, messages and failure mode
    /// apply. Inside ``anyOf(_:message:)`` or ``not(_:message:)`` it is one alternative that passes when all its
    /// rules pass. Made conditional (``when(_:)``), all its rules are.
    ///
    /// ```swift
    /// let strong = RuleSet<String>(.minimumLength(8), .containsUppercase(), .containsNumber())
    /// let password = RuleSet<String>(.required(), .all(of: strong), .custom { $0 != "Password1" }, field: "Password")
    /// print(password.validate("secret").errorMessages)   // ["Password must be at least 8 characters long.",
    ///                                                    //  "Password must contain an uppercase letter.",
    ///                                                    //  "Password must contain a number."]
    /// ```
    ///
    /// - Parameter rules: The rule set; its rules, not its settings, are used.
    /// - Returns: A composed rule.
    public static func all(of rules: RuleSet<Value>) -> Self {
        all(of: rules.rules)
    }

    /// A rule made of several rules: all of them, in order.
    ///
    /// See ``all(of:)-(RuleSet<Value>)``; this one takes the rules as an array, for an alternative of
    /// ``anyOf(_:message:)`` that needs several: `.anyOf([.email(), .all(of: [.length(10...10), .containsNumber()])])`.
    ///
    /// - Parameter rules: The rules, in order.
    /// - Returns: A composed rule.
    public static func all(of rules: [ValidationRule<Value>]) -> Self {
        // Run as a rule set runs its rules, by the same engine: corrections, then emptiness, then every check.
        let set = RuleSet(rules)
        var rule = Self(name: "allOf", message: nil) { value, failures, context in
            set.collect(&value, into: &failures, in: context)
        }
        rule.children = rules
        return rule
    }
}
