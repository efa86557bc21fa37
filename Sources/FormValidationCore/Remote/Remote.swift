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
    ///   - transport: What sends the request. `FormValidationIO` (and so `import FormValidation`) adds the same
    ///     factory without it, sending with ``URLSessionTransport/shared``.
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
        transport: any RemoteTransport,
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
            let request = RemoteRequest(url: url, body: body, timeout: timeout, language: RemoteRequest.currentLanguage)
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

/// Which URLs a remote rule may use: decided here, for the Swift API, form specs and `formcheck` alike.
package enum RemoteURLPolicy {
    /// Why a remote rule cannot use a URL.
    package enum Problem: Sendable, Hashable {
        /// The scheme is not `http` or `https`; the scheme, if any.
        case notHTTP(String?)
        /// The URL has no host.
        case noHost
        /// Plain `http` to a host that is not loopback.
        case insecureHTTP
        /// The transport cannot reach the URL on this platform; why.
        case unsupportedByTransport(String)
    }

    /// Why `url` cannot be used, or `nil` when it can.
    ///
    /// - Parameters:
    ///   - url: An absolute URL.
    ///   - allowsInsecureHTTP: Whether plain `http` may go to hosts other than loopback.
    ///   - transport: What will send the checks, which may not reach every URL; `nil` not to ask. The Swift API
    ///     does not ask (a transport may be swapped for one that can), specs and `formcheck` do: there a URL that
    ///     can never work is a mistake in the spec or the command line.
    package static func problem(
        with url: URL, allowsInsecureHTTP: Bool, transport: (any RemoteTransport)?
    ) -> Problem? {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else { return .notHTTP(url.scheme) }
        guard let host = url.host, !host.isEmpty else { return .noHost }
        if scheme == "http", !allowsInsecureHTTP, !isLoopback(host) { return .insecureHTTP }
        if let reason = transport?.problem(reaching: url) { return .unsupportedByTransport(reason) }
        return nil
    }

    package static func check(_ url: URL, allowsInsecureHTTP: Bool) throws(RemoteRuleError) {
        guard let problem = problem(with: url, allowsInsecureHTTP: allowsInsecureHTTP, transport: nil) else {
            return
        }
        let reason =
            switch problem {
            case .notHTTP: "only http and https URLs are supported"
            case .noHost: "the URL has no host"
            case .insecureHTTP: "plain http is allowed for loopback hosts only; use https or allowsInsecureHTTP"
            case .unsupportedByTransport(let reason): reason
            }
        throw RemoteRuleError(url: url, reason: reason)
    }

    package static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

// MARK: - As data

extension RuleSpec {
    /// ``AsyncValidationRule/remote(_:extra:message:timeout:debounce:failurePolicy:cache:transport:allowsInsecureHTTP:)``
    /// as data.
    ///
    /// Durations are kept to the millisecond. Limits are checked when a ``FormSpec`` is made: a timeout above 0
    /// and at most 600 seconds, a debounce of at most 60 seconds, at most 10 retries at most 60 seconds apart.
    ///
    /// - Parameters:
    ///   - url: An absolute `http` or `https` URL, or a URL relative to the base URL given when the rules are
    ///     built (`"/api/username-available"`).
    ///   - extra: Parameters sent with every check.
    ///   - message: The message for a rejected value when the server sends none.
    ///   - timeout: How long to wait for the answer.
    ///   - debounce: How long the value must stay unchanged before asking.
    ///   - failurePolicy: What a failure means.
    /// - Returns: The rule spec.
    public static func remote(
        _ url: String,
        extra: [String: JSONValue] = [:],
        message: String? = nil,
        timeout: Duration = RemoteCheckDefaults.timeout,
        debounce: Duration = RemoteCheckDefaults.debounce,
        failurePolicy: RemoteFailurePolicy = .invalid
    ) -> RuleSpec {
        let retry = failurePolicy.retry
        let rule = RemoteRule(
            url: url, extra: extra, timeout: SpecSeconds(timeout), debounce: SpecSeconds(debounce),
            failurePolicy: RemoteRule.PolicyName(failurePolicy), retryAttempts: retry?.attempts,
            retryDelay: retry.map { SpecSeconds($0.delay) })
        return RuleSpec(rule, message: message)
    }
}

/// Accepted by the server at `url` (ALPValidator's POST {"instance", "extra"}), one line at a time.
struct RemoteRule: RuleDefinition {
    static let example = "try .remote(url, extra: [:])"
    static let messages: [DefaultMessage] = [.remoteRejected, .remoteUnavailable]
    static let isAsync = true

    /// An absolute `http` or `https` URL, or one relative to the base URL given when the rules are built.
    @Argument(
        required: .remoteURL,
        checks: [ArgumentCheck { text, _ in urlProblem(text) }],
        commandLine: .option(
            "URL",
            help: "Where remote sends each value: an https URL, or http to a loopback host (no IPv6 address on Linux).")
    )
    var url = ""
    /// Parameters sent with every check, as an object.
    @Argument(
        .jsonObject,
        commandLine: .option(
            "JSON", help: "A JSON object remote sends as \"extra\" with each value, such as {\"lang\":\"en\"}."))
    var extra: [String: JSONValue] = [:]
    @Argument(
        .seconds(timeoutLimits), summary: "seconds to wait for an answer (default 10, at most \(maximumTimeout))",
        checks: [timeoutLimits.check],
        commandLine: .option(
            "S", help: "How long remote waits for each answer, in seconds (such as 0.5); 10 by default."))
    var timeout = SpecSeconds(RemoteCheckDefaults.timeout)
    @Argument(
        .seconds(debounceLimits),
        summary: "seconds the value must stay unchanged before asking (default 0.3, at most \(maximumDebounce))",
        checks: [debounceLimits.check], commandLine: .notOffered)
    var debounce = SpecSeconds(RemoteCheckDefaults.debounce)
    /// What a failure means: `invalid` (default), `valid` or `invalidWithRetry`.
    @Argument(
        .choice(PolicyName.allCases.map(\.rawValue), value: PolicyName.init(rawValue:), name: \.rawValue),
        commandLine: .notOffered)
    var failurePolicy = PolicyName.invalid
    /// Given only with `invalidWithRetry`; ``RemoteCheckDefaults/retryAttempts`` when absent.
    @Argument(
        ArgumentType.count.optional(writtenUnless: RemoteCheckDefaults.retryAttempts),
        summary: "with `invalidWithRetry`: how many times to retry (default 2, at most \(maximumRetryAttempts))",
        checks: [.ifGiven(.atMost(maximumRetryAttempts))],
        commandLine: .notOffered)
    var retryAttempts: Int? = nil
    /// Given only with `invalidWithRetry`; ``RemoteCheckDefaults/retryDelay`` when absent.
    @Argument(
        ArgumentType.seconds(retryDelayLimits).optional(writtenUnless: SpecSeconds(RemoteCheckDefaults.retryDelay)),
        summary: "with `invalidWithRetry`: seconds before each retry (default 0.5, at most \(maximumRetryDelay))",
        checks: [.ifGiven(retryDelayLimits.check)],
        commandLine: .notOffered)
    var retryDelay: SpecSeconds? = nil

    func checkArguments() throws(ArgumentProblem) {
        if let problem = onlyWithRetry("retryAttempts", given: retryAttempts != nil) { throw problem }
        if let problem = onlyWithRetry("retryDelay", given: retryDelay != nil) { throw problem }
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        let url = try Self.resolve(self.url, against: context.baseURL)
        if let problem = RemoteURLPolicy.problem(with: url, allowsInsecureHTTP: false, transport: context.transport) {
            throw .refusedURL(url, reason: Self.reason(problem))
        }
        do throws(RemoteRuleError) {
            return .async(
                try .remote(
                    url, extra: extra, message: context.message, timeout: timeout.duration,
                    debounce: debounce.duration, failurePolicy: policy, cache: context.cache,
                    transport: context.transport))
        } catch {
            throw .remoteRule(error)
        }
    }
}

extension RemoteRule {
    /// The longest timeout a spec or the command line may ask for, in seconds.
    static let maximumTimeout = 600
    /// The longest debounce, in seconds.
    static let maximumDebounce = 60
    /// The most retries.
    static let maximumRetryAttempts = 10
    /// The longest delay between retries, in seconds.
    static let maximumRetryDelay = 60

    /// A failure policy's name.
    enum PolicyName: String, Sendable, CaseIterable {
        case invalid, valid, invalidWithRetry

        init(_ policy: RemoteFailurePolicy) { self = PolicyName(rawValue: policy.description)! }
    }

    static let timeoutLimits = SpecSeconds.Limits.above(0, atMost: maximumTimeout, example: "10 or 0.5")
    static let debounceLimits = SpecSeconds.Limits.from(0, to: maximumDebounce, example: "0.3")
    static let retryDelayLimits = SpecSeconds.Limits.from(0, to: maximumRetryDelay, example: "0.5")

    /// The URL's own problems, found before it is resolved: one that is absolute must be `http` or `https` with a
    /// host.
    @Sendable static func urlProblem(_ text: String) -> ArgumentProblem? {
        guard let parsed = URL(string: text), parsed.scheme != nil else { return nil }
        switch RemoteURLPolicy.problem(with: parsed, allowsInsecureHTTP: true, transport: nil) {
        case .notHTTP(let scheme)?: return "\(name: "url") must use http or https, not \(quoted: scheme ?? "")"
        case .noHost?: return "\(name: "url") has no host: \(given: "url")"
        default: return nil
        }
    }

    /// A retry argument given without the policy that retries.
    func onlyWithRetry(_ key: String, given: Bool) -> ArgumentProblem? {
        guard given, failurePolicy != .invalidWithRetry else { return nil }
        return "\(name: key) applies only with \(name: "failurePolicy"): \(quoted: "invalidWithRetry")"
    }

    /// The failure policy the arguments describe.
    var policy: RemoteFailurePolicy {
        switch failurePolicy {
        case .invalid: .invalid
        case .valid: .valid
        case .invalidWithRetry:
            .invalidWithRetry(
                attempts: retryAttempts ?? RemoteCheckDefaults.retryAttempts,
                delay: retryDelay?.duration ?? RemoteCheckDefaults.retryDelay)
        }
    }

    /// The absolute URL of the rule: `text` itself, or `text` resolved against `baseURL`.
    static func resolve(_ text: String, against baseURL: URL?) throws(ArgumentProblem) -> URL {
        guard let parsed = URL(string: text) else { throw .notURL("url") }
        if parsed.scheme != nil { return parsed }
        guard let baseURL else { throw .relativeURLWithoutBase("url") }
        guard let resolved = URL(string: text, relativeTo: baseURL)?.absoluteURL else {
            throw .unresolvableURL("url", against: baseURL)
        }
        return resolved
    }

    /// Why the URL is refused, in words for a spec or the command line, which cannot allow insecure http.
    static func reason(_ problem: RemoteURLPolicy.Problem) -> String {
        switch problem {
        case .notHTTP: "only http and https URLs are supported"
        case .noHost: "the URL has no host"
        case .insecureHTTP: "plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"
        case .unsupportedByTransport(let reason): reason
        }
    }
}

extension ArgumentType where Value: Equatable {
    /// This type for a value that may be absent, where absent means `implied`: a spec leaves out `implied` as it
    /// leaves out an absent value, while reading still tells the two apart (a retry setting given without the
    /// policy that retries is refused, even at its default).
    fileprivate func optional(writtenUnless implied: Value) -> ArgumentType<Value?> {
        let base = optional
        return ArgumentType<Value?>(
            fromJSON: base.fromJSON, toJSON: { $0 == implied ? .null : base.toJSON($0) }, fromText: base.fromText,
            examples: examples)
    }
}

extension ArgumentType where Value == String {
    /// A remote rule's URL: text that is a URL, absolute or relative (a relative one is resolved against the base
    /// URL given when the rule is built; `formcheck` has none).
    package static var remoteURL: ArgumentType {
        let notAURL: @Sendable (String, String) throws(ArgumentProblem) -> String = {
            text, key throws(ArgumentProblem) in
            guard !text.isEmpty, URL(string: text) != nil else { throw .notURL(key) }
            return text
        }
        return ArgumentType(
            fromJSON: { json, key throws(ArgumentProblem) in
                try notAURL(try ArgumentType.string.fromJSON(json, key), key)
            },
            toJSON: { .string($0) },
            fromText: notAURL)
    }
}
