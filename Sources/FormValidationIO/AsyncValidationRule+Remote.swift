public import FormValidationCore
public import Foundation

extension AsyncValidationRule where Value: Encodable {
    /// Asks a server whether the value is valid, over HTTP with ``URLSessionTransport/shared``: ALPValidator's
    /// remote rule, done right.
    ///
    /// See ``remote(_:extra:message:timeout:debounce:failurePolicy:cache:transport:allowsInsecureHTTP:)`` for the
    /// request, the answers it reads and what a failure means; this is that rule with the shared transport.
    ///
    /// - Parameters:
    ///   - url: Where to send the check.
    ///   - extra: Parameters sent with every check (`extra` on the wire).
    ///   - message: The message for a rejected value when the server sends none.
    ///   - timeout: How long to wait for the whole answer. Defaults to 10 seconds.
    ///   - debounce: How long the value must stay unchanged before asking. Defaults to 300 ms.
    ///   - failurePolicy: What a failure means. Defaults to ``RemoteFailurePolicy/invalid``.
    ///   - cache: An opt-in cache of answers keyed on URL and body.
    ///   - allowsInsecureHTTP: Whether plain `http://` may go to hosts other than loopback.
    /// - Returns: A remote rule.
    /// - Throws: ``RemoteRuleError`` when the URL is not `http` or `https`, has no host, or is insecure.
    public static func remote(
        _ url: URL,
        extra: [String: JSONValue] = [:],
        message: String? = nil,
        timeout: Duration = RemoteCheckDefaults.timeout,
        debounce: Duration = RemoteCheckDefaults.debounce,
        failurePolicy: RemoteFailurePolicy = .invalid,
        cache: RemoteAnswerCache? = nil,
        allowsInsecureHTTP: Bool = false
    ) throws(RemoteRuleError) -> Self {
        try remote(
            url, extra: extra, message: message, timeout: timeout, debounce: debounce, failurePolicy: failurePolicy,
            cache: cache, transport: URLSessionTransport.shared, allowsInsecureHTTP: allowsInsecureHTTP)
    }
}
