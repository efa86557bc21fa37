/// The defaults of asynchronous checks, written once: what ``AsyncValidationRule/remote(_:extra:message:timeout:debounce:failurePolicy:cache:transport:allowsInsecureHTTP:)``,
/// ``AsyncValidationRule/customAsync(code:message:debounce:timeout:failurePolicy:_:)`` and form specs use when
/// nothing else is given.
public enum RemoteCheckDefaults {
    /// How long a check waits for its whole answer: 10 seconds.
    public static let timeout: Duration = .seconds(10)
    /// How long a value must stay unchanged before a validator starts its check: 300 milliseconds.
    public static let debounce: Duration = .milliseconds(300)
    /// How many times ``RemoteFailurePolicy/invalidWithRetry(attempts:delay:)`` retries: 2.
    public static let retryAttempts = 2
    /// How long ``RemoteFailurePolicy/invalidWithRetry(attempts:delay:)`` waits before each retry: 500 milliseconds.
    public static let retryDelay: Duration = .milliseconds(500)
}
