extension AsyncValidationRule {
    /// An asynchronous check of your own, run with the same machinery as remote rules: after the local rules
    /// pass, debounced, cancelled when superseded, with a timeout and a failure policy.
    ///
    /// ```swift
    /// actor Accounts {
    ///     var emails: Set<String> = ["ada@example.com"]
    ///     func exists(_ email: String) async throws -> Bool { emails.contains(email) }
    /// }
    ///
    /// let accounts = Accounts()
    /// let unique = AsyncValidationRule<String>.customAsync(message: "{field} is already registered.") { email in
    ///     try await !accounts.exists(email)
    /// }
    /// ```
    ///
    /// A thrown error is a failure (``RemoteValidationFailure/Kind/checkFailed``), not a rejection.
    /// Default message: "{field} was not accepted." (code ``ValidationError/Code/remoteRejected`` unless given).
    ///
    /// - Parameters:
    ///   - code: The error code of a rejection.
    ///   - message: The message of a rejection.
    ///   - debounce: How long the value must stay unchanged before the check starts. Defaults to 300 ms.
    ///   - timeout: How long to wait. Defaults to 10 seconds.
    ///   - failurePolicy: What a thrown error or a timeout means. Defaults to ``RemoteFailurePolicy/invalid``.
    ///   - isValid: Returns whether the value passes; it runs off the main actor and should honour cancellation.
    /// - Returns: An asynchronous rule.
    public static func customAsync(
        code: ValidationError.Code = .remoteRejected,
        message: String? = nil,
        debounce: Duration = RemoteCheckDefaults.debounce,
        timeout: Duration = RemoteCheckDefaults.timeout,
        failurePolicy: RemoteFailurePolicy = .invalid,
        _ isValid: @escaping @Sendable (Value) async throws -> Bool
    ) -> Self {
        Self(
            name: "customAsync", code: code, message: message, debounce: debounce, timeout: timeout,
            failurePolicy: failurePolicy
        ) { value, _ in
            do {
                return .answered(RemoteAnswer(isValid: try await isValid(value)))
            } catch {
                return .failed(RemoteValidationFailure(.checkFailed, reason: "\(error)"))
            }
        }
    }
}
