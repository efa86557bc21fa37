import FormValidation

/// Checks one input line and tells whether it passes, and why not.
///
/// Most rules wrap a ``FormValidation/RuleSet`` and answer at once (``Kind/synchronous(_:)``); a rule that has to
/// wait for its answer — `remote` asks a server — is ``Kind/asynchronous(_:)``. ``FormCheck`` runs a synchronous
/// checker exactly as it always has, and awaits an asynchronous one line by line.
struct LineChecker: Sendable {
    /// What `formcheck` prints for one line.
    enum Answer: Sendable, Hashable {
        /// `valid`.
        case valid
        /// `invalid`, a tab and the message.
        case invalid(message: String)
        /// `unavailable`, a tab and the reason: an asynchronous check produced no verdict.
        case unavailable(reason: String)
        /// One line of JSON, as `form` prints for a record; `isValid` says how it counts for the exit status.
        case record(json: String, isValid: Bool)

        /// Whether the line counts as valid for the exit status.
        var isValid: Bool {
            switch self {
            case .valid: true
            case .record(_, let isValid): isValid
            case .invalid, .unavailable: false
            }
        }
    }

    /// How the checker answers.
    enum Kind: Sendable {
        /// At once: the first error message, or `nil` for a valid value.
        case synchronous(@Sendable (String) -> String?)
        /// After a wait, such as a request to a server.
        case asynchronous(@Sendable (String) async -> Answer)
    }

    /// How the checker answers.
    let kind: Kind

    /// A synchronous checker from a closure that returns the first error message, or `nil` for a valid value.
    init(_ check: @escaping @Sendable (String) -> String?) {
        self.kind = .synchronous(check)
    }

    /// A checker that runs `rules` and reports the message of the first error.
    ///
    /// The rule set keeps the library's empty-value semantics: without a presence rule, an empty (or
    /// whitespace-only) value skips the rules and is valid.
    init(_ rules: RuleSet<String>) {
        self.init { rules.validate($0).firstError?.message }
    }

    /// An asynchronous checker from a closure.
    init(asynchronous check: @escaping @Sendable (String) async -> Answer) {
        self.kind = .asynchronous(check)
    }
}
