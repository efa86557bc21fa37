extension ValidationRule {
    /// Passes when at least one of `alternatives` passes: a value that may be an email address *or* a phone
    /// number.
    ///
    /// The alternatives are tried in order on the value, until one passes; none of them changes the value (a
    /// correction inside one shapes only what that alternative checks). When none passes, the rule reports one
    /// error, with its own code and message, whose ``ValidationError/details`` hold the errors of every
    /// alternative in order. An alternative whose condition does not hold (``when(_:)``) takes no part; with no
    /// alternative taking part, the rule passes. Use ``all(of:)-([ValidationRule<Value>])`` for an alternative
    /// made of several rules.
    ///
    /// ```swift
    /// let contact = RuleSet<String>(
    ///     .anyOf([.email(), .all(of: [.length(6...15), .containsNumber()])]), field: "Contact")
    /// print(contact.validate("ada@example.com").isValid)   // true
    /// print(contact.validate("ada").errorMessages)        // ["Contact does not match any of the accepted formats."]
    /// ```
    ///
    /// Default message: "{field} does not match any of the accepted formats." (code
    /// ``ValidationError/Code/noMatchingAlternative``).
    ///
    /// - Parameters:
    ///   - alternatives: The rules to try, in order.
    ///   - message: A custom message.
    /// - Returns: A composed rule.
    /// - Complexity: The cost of the alternatives tried. A value that passes allocates only what the alternatives
    ///   tried allocate: the failures of those before the one that passes go to an array the rule reuses.
    public static func anyOf(_ alternatives: [ValidationRule<Value>], message: String? = nil) -> Self {
        let buffers = FailureBuffers()
        var rule = Self(name: "anyOf", message: message, rewritesValue: false) { value, failures, context in
            // The failures of the alternatives tried before the one that passes go to a reused array; they are
            // kept, as the error's details, only when none passes.
            let details: [RuleFailure]? = buffers.withBuffer { inner in
                var anyApplied = false
                for alternative in alternatives {
                    var copy = value
                    let before = inner.count
                    guard alternative.collect(&copy, into: &inner, in: context) else { continue }
                    anyApplied = true
                    if inner.count == before { return nil }
                }
                return anyApplied ? Array(inner) : nil
            }
            guard let details else { return }
            var failure = RuleFailure(.noMatchingAlternative)
            failure.details = details
            failures.append(failure)
        }
        rule.nestedFields = alternatives.flatMap { $0.fieldsRead }
        return rule
    }
}

/// At least one of the rules in `rules` passes; the error's details say why each failed.
struct AnyOfRule: RuleDefinition {
    static let example = ".anyOf([.email(), .number()])"
    static let messages: [DefaultMessage] = [.noMatchingAlternative]

    /// The rules to try, in order, as a spec writes rules (local rules only).
    @Argument(required: .ruleSpecs, checks: [.atLeastOneRule, .nestedRules], commandLine: .notOffered)
    var rules: [RuleSpec] = []

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        .local(.anyOf(try NestedRules.build(rules, key: "rules", single: false, context), message: context.message))
    }
}
