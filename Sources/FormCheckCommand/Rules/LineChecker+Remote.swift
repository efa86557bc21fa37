import FormValidation

extension LineChecker {
    /// The message for a value the server rejected without a message of its own: the remote rule's default,
    /// "{field} was not accepted.", for a field without a name, as the other rules' messages read.
    static let remoteRejectionMessage = "This field was not accepted."

    /// A checker that asks a server through the library's remote rule, one value at a time.
    ///
    /// An empty or whitespace-only value is valid without a request (the library's empty-value rule, as for the
    /// other rules). Otherwise the value goes to `rule`'s ``FormValidation/AsyncValidationRule/check(_:parameters:)``:
    /// a verdict is `valid`, or `invalid` with the server's message (or ``remoteRejectionMessage`` when it sends
    /// none); a failure (an HTTP error, an unreadable or oversized answer, a timeout, a lost connection) is
    /// `unavailable` with the failure's ``FormValidation/RemoteValidationFailure/reason``.
    ///
    /// - Parameter rule: A remote rule; its debounce does not matter, as `check` does not debounce.
    /// - Returns: An asynchronous checker.
    static func remote(_ rule: AsyncValidationRule<String>) -> LineChecker {
        LineChecker(asynchronous: { value in
            if value.countsAsEmpty(ignoringWhitespace: true) { return .valid }
            switch await rule.check(value) {
            case .answered(let answer):
                return answer.isValid ? .valid : .invalid(message: answer.message ?? remoteRejectionMessage)
            case .failed(let failure):
                return .unavailable(reason: failure.reason)
            }
        })
    }
}
