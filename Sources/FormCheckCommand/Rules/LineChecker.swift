import FormValidation

/// Checks one input line and tells the first reason it fails, if any.
///
/// Most rules wrap a ``FormValidation/RuleSet``; a rule that validates differently (a whole form, say) can
/// supply its own closure.
struct LineChecker: Sendable {
    private let check: @Sendable (String) -> String?

    /// A checker from a closure that returns the first error message, or `nil` for a valid value.
    init(_ check: @escaping @Sendable (String) -> String?) {
        self.check = check
    }

    /// A checker that runs `rules` and reports the message of the first error.
    ///
    /// The rule set keeps the library's empty-value semantics: without a presence rule, an empty (or
    /// whitespace-only) value skips the rules and is valid.
    init(_ rules: RuleSet<String>) {
        self.init { rules.validate($0).firstError?.message }
    }

    /// The first error message for `value`, or `nil` when it is valid.
    func firstErrorMessage(for value: String) -> String? {
        check(value)
    }
}
