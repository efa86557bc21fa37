import FormValidationCore
import FormValidationSpecs

extension LineChecker {
    /// A checker that asks a server through the library's remote rule, one value at a time.
    ///
    /// An empty or whitespace-only value is valid without a request (the library's empty-value rule, as for the
    /// other rules). Otherwise the value goes to `rule`'s ``FormValidation/AsyncValidationRule/check(_:parameters:)``:
    /// a verdict is `valid`, or `invalid` with the server's message (or the rule's own, "This field was not
    /// accepted." in English, when it sends none); a failure (an HTTP error, an unreadable or oversized answer, a timeout, a lost connection) is
    /// `unavailable` with the failure's ``FormValidation/RemoteValidationFailure/reason``.
    ///
    /// - Parameters:
    ///   - rule: A remote rule; its debounce does not matter, as `check` does not debounce.
    ///   - messages: The language of the rule's own message, and the one the server is asked to answer in.
    /// - Returns: An asynchronous checker.
    static func remote(_ rule: AsyncValidationRule<String>, messages: MessageCatalog) -> LineChecker {
        let rejection = RuleSet<String>([], messages: messages).message(for: rule)
        return LineChecker(asynchronous: { value in
            if value.countsAsEmpty(ignoringWhitespace: true) { return .valid }
            switch await rule.check(value, speaking: messages) {
            case .answered(let answer):
                return answer.isValid ? .valid : .invalid(message: answer.message ?? rejection)
            case .failed(let failure):
                return .unavailable(reason: failure.reason)
            }
        })
    }
}
