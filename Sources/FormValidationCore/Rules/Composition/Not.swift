extension ValidationRule {
    /// Passes when `rule` fails: a value that must *not* be something.
    ///
    /// `rule` judges the value without changing it. While `rule` has a condition that does not hold
    /// (``when(_:)``), this rule takes no part either and reports nothing.
    ///
    /// ```swift
    /// let username = RuleSet<String>(
    ///     .not(.oneOf(["admin", "root"]), message: "{field} is reserved."), field: "Username")
    /// print(username.validate("admin").errorMessages)   // ["Username is reserved."]
    /// ```
    ///
    /// Default message: "{field} is not allowed." (code ``ValidationError/Code/forbidden``).
    ///
    /// - Parameters:
    ///   - rule: The rule the value must fail.
    ///   - message: A custom message.
    /// - Returns: A composed rule.
    /// - Complexity: The cost of `rule`.
    public static func not(_ rule: ValidationRule<Value>, message: String? = nil) -> Self {
        let buffers = FailureBuffers()
        var negation = Self(name: "not", message: message, rewritesValue: false) { value, failures, context in
            var copy = value
            // `rule` fails on every value this rule accepts: its failures go to a reused array.
            let (applied, failed) = buffers.withBuffer { inner in
                (rule.collect(&copy, into: &inner, in: context), !inner.isEmpty)
            }
            if applied, !failed { failures.append(RuleFailure(.forbidden)) }
        }
        negation.nestedFields = rule.fieldsRead
        return negation
    }
}

/// The rule in `of` fails.
struct NotRule: RuleDefinition {
    static let example = ".not(.oneOf([\"admin\"]))"
    static let messages: [DefaultMessage] = [.forbidden]

    /// The rule the value must fail, as a spec writes rules (a local rule).
    @Argument(required: .ruleSpec, checks: [.nestedRule], commandLine: .notOffered)
    var of: RuleSpec = RuleSpec(.required, [])

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        .local(.not(try NestedRules.build([of], key: "of", single: true, context)[0], message: context.message))
    }
}
