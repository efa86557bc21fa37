import FormValidation
import Foundation

extension RuleArguments {
    /// The timeout of `remote` when `--timeout` is not given: the library's default.
    static let defaultTimeout: Duration = .seconds(10)

    /// The longest `--timeout` accepted: one day.
    static let maximumTimeoutSeconds = 86_400

    /// The URL `--url` names. Whether the library will use it (its scheme, its host, plain http) is checked when
    /// the rule is made.
    ///
    /// - Throws: ``UsageError`` when `--url` is missing or is not an absolute URL (one with a scheme).
    func remoteURL() throws(UsageError) -> URL {
        guard let text = self[.url] else {
            throw error("missing option --url for rule \(UsageError.quoted(rule.name))")
        }
        guard let url = URL(string: text), url.scheme != nil else {
            throw error(
                "--url must be an absolute URL such as https://example.com/validate, got \(UsageError.quoted(text))")
        }
        return url
    }

    /// The JSON object `--extra` gives, or no parameters when it is absent.
    ///
    /// - Throws: ``UsageError`` when the text is not JSON, or is JSON but not an object.
    func extraParameters() throws(UsageError) -> [String: JSONValue] {
        guard let text = self[.extra] else { return [:] }
        guard let parameters = try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8)) else {
            throw error("--extra must be a JSON object such as {\"lang\":\"en\"}, got \(UsageError.quoted(text))")
        }
        return parameters
    }

    /// The duration `--timeout` gives in seconds (POSIX notation: `10`, `0.3`, `.5`), to the nanosecond, or
    /// ``defaultTimeout`` when it is absent.
    ///
    /// - Throws: ``UsageError`` for anything but a number greater than 0 and at most ``maximumTimeoutSeconds``.
    func timeout() throws(UsageError) -> Duration {
        guard let text = self[.timeout] else { return Self.defaultTimeout }
        guard Self.isPOSIXDecimal(text), let seconds = Double(text), seconds <= Double(Self.maximumTimeoutSeconds),
            case let nanoseconds = (seconds * 1_000_000_000).rounded(), nanoseconds >= 1
        else {
            throw error(
                "--timeout must be a number of seconds above 0 and at most \(Self.maximumTimeoutSeconds), "
                    + "such as 10 or 0.5, got \(UsageError.quoted(text))")
        }
        return .nanoseconds(Int64(nanoseconds))
    }
}
