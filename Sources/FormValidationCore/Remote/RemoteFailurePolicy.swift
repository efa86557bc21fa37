/// What a remote failure (timeout, 5xx, unreadable body, offline) means for the validator's state.
///
/// Failures are never verdicts and never cached: validating the same value again asks the server again.
public struct RemoteFailurePolicy: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case invalid
        case valid
        case invalidWithRetry(attempts: Int, delay: Duration)
    }

    package let kind: Kind

    /// The value is invalid, with a ``ValidationError/Code/remoteUnavailable`` error. The default: a form that
    /// could not be checked is not submittable.
    public static let invalid = RemoteFailurePolicy(kind: .invalid)

    /// The value counts as valid (fail open): for checks that are a convenience, not a gate. The delegate still
    /// hears the failure.
    public static let valid = RemoteFailurePolicy(kind: .valid)

    /// Tries again up to `attempts` more times, `delay` apart, then counts as ``invalid``; the error's
    /// `retryable` parameter is `true` and ``FormValidator/retryRemoteValidation()`` asks again on demand.
    ///
    /// - Parameters:
    ///   - attempts: Extra attempts after the first failure.
    ///   - delay: The pause before each extra attempt.
    /// - Returns: The policy.
    public static func invalidWithRetry(
        attempts: Int = RemoteCheckDefaults.retryAttempts, delay: Duration = RemoteCheckDefaults.retryDelay
    ) -> RemoteFailurePolicy {
        RemoteFailurePolicy(kind: .invalidWithRetry(attempts: max(0, attempts), delay: delay))
    }

    /// The policy's name: `invalid`, `valid` or `invalidWithRetry`.
    public var description: String {
        switch kind {
        case .invalid: "invalid"
        case .valid: "valid"
        case .invalidWithRetry: "invalidWithRetry"
        }
    }

    package var retry: (attempts: Int, delay: Duration)? {
        if case .invalidWithRetry(let attempts, let delay) = kind { return (attempts, delay) }
        return nil
    }
}
