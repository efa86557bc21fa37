import FormValidation
import Foundation

/// What `formcheck` says about a URL that `remote`, or a remote rule of a `form` spec, cannot use: in words a
/// command-line user can act on, where the library's text would point at its Swift API (`allowsInsecureHTTP`).
enum RemoteURLCheck {
    /// Why plain `http://` to a host other than loopback is refused.
    static let insecureHTTPReason =
        "plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"

    /// Why `http://[::1]:4567/…` cannot work on Linux.
    static let loopbackIPv6Reason =
        "IPv6 addresses are not supported by URLSession on Linux; use 127.0.0.1 or localhost"

    /// Why `https://[2001:db8::1]/…` cannot work on Linux.
    static let otherIPv6Reason = "IPv6 addresses are not supported by URLSession on Linux; use a host name"

    /// The reason to print for the library's refusal of a remote rule's URL, when it has a command-line wording.
    ///
    /// - Returns: ``insecureHTTPReason`` for plain http to a host other than loopback (what the library refuses a
    ///   URL with an http scheme and a host for); `nil` for the other refusals (a scheme other than http and
    ///   https, no host), whose library text already says what to do.
    static func reason(for refusal: RemoteRuleError) -> String? {
        let url = refusal.url
        guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else { return nil }
        return insecureHTTPReason
    }

    /// Why `url`, which the library accepts, still cannot be reached on this platform, if it cannot.
    ///
    /// On Linux, `URLSession` fails every request to a URL whose host is an IPv6 address (`http://[::1]:4567/`)
    /// with `NSURLErrorBadURL` (-1000), so each value would print `unavailable	network error -1000`; `localhost`
    /// reaches the same server.
    static func unreachableReason(_ url: URL) -> String? {
        #if os(Linux)
            guard let host = url.host, host.contains(":") else { return nil }
            return host == "::1" ? loopbackIPv6Reason : otherIPv6Reason
        #else
            return nil
        #endif
    }

    /// The usage error text for a form spec whose rules could not be built: the library's text, with the
    /// command-line wording for a refused remote URL.
    ///
    /// The URL is found by resolving each remote rule's URL as the library does and asking the library about it;
    /// only when that gives exactly the library's reason is the reason replaced, so any other problem keeps its
    /// text.
    static func description(of specError: FormSpecError, spec: FormSpec, baseURL: URL?) -> String {
        for remote in remoteRules(of: spec, baseURL: baseURL) {
            do throws(RemoteRuleError) {
                _ = try AsyncValidationRule<String>.remote(remote.url, debounce: .zero)
            } catch let refusal {
                guard specError.reason == refusal.description, let reason = reason(for: refusal) else { continue }
                var worded = specError
                worded.reason = "cannot check values at \(remote.url.absoluteString): \(reason)"
                return worded.description
            }
        }
        return specError.description
    }

    /// The first remote rule of `spec` whose resolved URL cannot be reached on this platform (see
    /// ``unreachableReason(_:)``), as a usage error text: `field "username", rule 5 (remote): cannot check values
    /// at http://[::1]:4567/api/username-available: IPv6 addresses are not supported by URLSession on Linux; …`.
    static func unreachableRule(of spec: FormSpec, baseURL: URL?) -> String? {
        for remote in remoteRules(of: spec, baseURL: baseURL) {
            if let reason = unreachableReason(remote.url) {
                return "\(remote.location): cannot check values at \(remote.url.absoluteString): \(reason)"
            }
        }
        return nil
    }

    /// A remote rule of a spec: where it is, as the spec's errors name it, and its absolute URL.
    struct RemoteRule {
        /// `field "username", rule 5 (remote)`.
        let location: String
        let url: URL
    }

    /// Every remote rule of `spec` whose URL resolves, in field order and then rule order, its URL resolved
    /// against `baseURL` as ``FormValidation/FormSpecValidator`` resolves it.
    static func remoteRules(of spec: FormSpec, baseURL: URL?) -> [RemoteRule] {
        var rules: [RemoteRule] = []
        for field in spec.fields {
            for (index, rule) in field.rules.enumerated() where rule.isAsync {
                guard case .string(let text)? = rule.arguments["url"], let url = resolve(text, against: baseURL)
                else { continue }
                let location = "field \"\(field.name)\", rule \(index + 1) (\(rule.name))"
                rules.append(RemoteRule(location: location, url: url))
            }
        }
        return rules
    }

    /// `text` as an absolute URL, or resolved against `baseURL` when relative.
    private static func resolve(_ text: String, against baseURL: URL?) -> URL? {
        guard let url = URL(string: text) else { return nil }
        if url.scheme != nil { return url }
        guard let baseURL else { return nil }
        return URL(string: text, relativeTo: baseURL)?.absoluteURL
    }
}
