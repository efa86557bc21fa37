public import Foundation

extension AsyncValidationRule where Value: Encodable {
    /// Asks a server whether the value is valid: ALPValidator's remote rule, done right.
    ///
    /// The request is ALPValidator's, byte for byte where it defined one: `POST` to `url` with
    /// `Content-Type: application/json`, `Accept: application/json` and the body
    /// `{"instance": <value>, "extra": {<parameters>}}` (`extra` omitted when there are none). The answer is a
    /// 2xx response whose body is JSON `true` or `false` (whitespace around it allowed), or
    /// `{"valid": Bool, "message": String?}`, whose message, when present, replaces the rule's.
    ///
    /// Anything else — another status, an unreadable body, a body over 64 KiB, no answer within `timeout`, a
    /// refused or dropped connection — is a *failure*, not a "no": `failurePolicy` decides what it means,
    /// the delegate hears it, and it is never cached.
    ///
    /// Plain `http://` is refused unless the host is loopback (`localhost`, `127.0.0.1`, `::1`) or you pass
    /// `allowsInsecureHTTP: true`, so a value never crosses a network in the clear by accident.
    ///
    /// Default message: "{field} was not accepted." (code ``ValidationError/Code/remoteRejected``).
    ///
    /// - Parameters:
    ///   - url: Where to send the check.
    ///   - extra: Parameters sent with every check (`extra` on the wire).
    ///   - message: The message for a rejected value when the server sends none.
    ///   - timeout: How long to wait for the whole answer. Defaults to 10 seconds.
    ///   - debounce: How long the value must stay unchanged before asking. Defaults to 300 ms.
    ///   - failurePolicy: What a failure means. Defaults to ``RemoteFailurePolicy/invalid``.
    ///   - cache: An opt-in cache of answers keyed on URL and body.
    ///   - transport: What sends the request; ``URLSessionTransport/shared`` by default.
    ///   - allowsInsecureHTTP: Whether plain `http://` may go to hosts other than loopback.
    /// - Returns: A remote rule.
    /// - Throws: ``RemoteRuleError`` when the URL is not `http` or `https`, has no host, or is insecure.
    public static func remote(
        _ url: URL,
        extra: [String: JSONValue] = [:],
        message: String? = nil,
        timeout: Duration = .seconds(10),
        debounce: Duration = .milliseconds(300),
        failurePolicy: RemoteFailurePolicy = .invalid,
        cache: RemoteAnswerCache? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        allowsInsecureHTTP: Bool = false
    ) throws(RemoteRuleError) -> Self {
        try RemoteURLPolicy.check(url, allowsInsecureHTTP: allowsInsecureHTTP)
        return Self(
            name: "remote", url: url, code: .remoteRejected, message: message, debounce: debounce, timeout: timeout,
            failurePolicy: failurePolicy, cache: cache
        ) { value, parameters in
            let body: Data
            do {
                body = try RemoteRequest.body(instance: value, extra: extra.merging(parameters) { $1 })
            } catch {
                return .failed(RemoteValidationFailure(.checkFailed, reason: "the value cannot be encoded as JSON"))
            }
            let request = RemoteRequest(url: url, body: body, timeout: timeout)
            if let answer = cache?.answer(for: request) { return .answered(answer) }
            do throws(RemoteValidationFailure) {
                let answer = try RemoteAnswer(try await transport.send(request))
                cache?.store(answer, for: request)
                return .answered(answer)
            } catch {
                return .failed(error)
            }
        }
    }
}

/// Which URLs a remote rule may use.
enum RemoteURLPolicy {
    static func check(_ url: URL, allowsInsecureHTTP: Bool) throws(RemoteRuleError) {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw RemoteRuleError(url: url, reason: "only http and https URLs are supported")
        }
        guard let host = url.host, !host.isEmpty else {
            throw RemoteRuleError(url: url, reason: "the URL has no host")
        }
        if scheme == "http", !allowsInsecureHTTP, !isLoopback(host) {
            throw RemoteRuleError(
                url: url, reason: "plain http is allowed for loopback hosts only; use https or allowsInsecureHTTP")
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
