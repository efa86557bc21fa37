public import Foundation

/// One rule of a field in a form spec: which built-in rule, its arguments and an optional custom message.
///
/// A rule spec is data: it encodes to a small JSON object and back, so that an app and a server can validate
/// with the very same rules. In JSON, `rule` names the rule and the other keys are its arguments:
///
/// ```json
/// {"rule": "length", "min": 3, "max": 20}
/// {"rule": "regularExpression", "pattern": "[a-z0-9_]+", "message": "{field} may only use a–z, 0–9 and _."}
/// {"rule": "remote", "url": "/api/username-available"}
/// ```
///
/// The static factories mirror the ``ValidationRule`` factories they stand for. Arguments are checked when the
/// spec is decoded or a ``FormSpec`` is made from specs written in Swift, never later at validation time.
///
/// | `rule` | arguments |
/// | --- | --- |
/// | `required` | `ignoringWhitespace` (default `true`) |
/// | `minimumLength` | `min`, `counting` (`characters` (default), `utf16`, `scalars`, `utf8`) |
/// | `maximumLength` | `max`, `counting` |
/// | `length` | `min`, `max`, `counting` |
/// | `number` | `min`, `max` (both optional), `locale` (an identifier such as `de_DE`; the current locale when absent) |
/// | `email`, `containsNumber`, `containsUppercase` | — |
/// | `regularExpression` | `pattern`, `caseInsensitive` (default `false`) |
/// | `oneOf` | `values`, a non-empty array of strings |
/// | `equal` | `value`, a string |
/// | `equalToField` | `field`, the name of another field of the form |
/// | `trimmingWhitespace` | — (it never fails, so it takes no `message` either) |
/// | `remote` | `url` (absolute, or relative to a base URL given when the rules are built), `extra` (an object), `timeout` and `debounce` in seconds (defaults 10 and 0.3), `failurePolicy` (`invalid` (default), `valid`, `invalidWithRetry`), `retryAttempts` and `retryDelay` (seconds) for `invalidWithRetry` |
public struct RuleSpec: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case required(ignoringWhitespace: Bool)
        case minimumLength(Int, LengthUnit)
        case maximumLength(Int, LengthUnit)
        case length(min: Int, max: Int, LengthUnit)
        case number(min: Decimal?, max: Decimal?, locale: String?)
        case email
        case containsNumber
        case containsUppercase
        case regularExpression(pattern: String, caseInsensitive: Bool)
        case oneOf([String])
        case equal(String)
        case equalToField(String)
        case trimmingWhitespace
        case remote(Remote)
    }

    /// The arguments of a remote rule; durations in whole milliseconds so that they round-trip exactly.
    struct Remote: Sendable, Hashable {
        var url: String
        var extra: [String: JSONValue]
        var timeoutMilliseconds: Int
        var debounceMilliseconds: Int
        var failurePolicy: RemoteFailurePolicy
    }

    let kind: Kind

    /// The message that replaces the rule's default, with `{placeholder}`s; `nil` keeps the default.
    ///
    /// For a remote rule it is the message of a rejection that brings none of its own.
    public var message: String?

    init(_ kind: Kind, message: String? = nil) {
        self.kind = kind
        self.message = message
    }

    /// The rule's name, as `rule` spells it in JSON: `required`, `minimumLength`, `remote`, ….
    public var name: String { kind.name }

    /// Whether this is an asynchronous rule (`remote`), which becomes an ``AsyncValidationRule``.
    public var isAsync: Bool {
        if case .remote = kind { return true }
        return false
    }

    /// The field an `equalToField` rule compares with; `nil` for every other rule.
    public var comparedField: String? {
        if case .equalToField(let field) = kind { return field }
        return nil
    }

    /// The rule's arguments as JSON, keyed as in the spec; arguments left at their default are absent.
    ///
    /// `rule` and `message` are not arguments: read ``name`` and ``message``.
    public var arguments: [String: JSONValue] {
        Dictionary(argumentList.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// Every rule name a spec may use, in the order of the README's rule table.
    public static let ruleNames = [
        "required", "minimumLength", "maximumLength", "length", "number", "email", "containsNumber",
        "containsUppercase", "regularExpression", "oneOf", "equal", "equalToField", "trimmingWhitespace", "remote",
    ]
}

// MARK: - Factories

extension RuleSpec {
    /// ``ValidationRule/required(message:ignoringWhitespace:)`` as data.
    ///
    /// - Parameters:
    ///   - ignoringWhitespace: Whether whitespace-only text counts as empty.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func required(ignoringWhitespace: Bool = true, message: String? = nil) -> RuleSpec {
        RuleSpec(.required(ignoringWhitespace: ignoringWhitespace), message: message)
    }

    /// ``ValidationRule/minimumLength(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - minimum: The shortest allowed length, inclusive; not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func minimumLength(_ minimum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(.minimumLength(minimum, unit), message: message)
    }

    /// ``ValidationRule/maximumLength(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - maximum: The longest allowed length, inclusive; not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func maximumLength(_ maximum: Int, counting unit: LengthUnit = .characters, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(.maximumLength(maximum, unit), message: message)
    }

    /// ``ValidationRule/length(_:counting:message:)`` as data.
    ///
    /// - Parameters:
    ///   - range: The allowed lengths; the lower bound not negative.
    ///   - unit: What to count.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func length(_ range: ClosedRange<Int>, counting unit: LengthUnit = .characters, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(.length(min: range.lowerBound, max: range.upperBound, unit), message: message)
    }

    /// ``ValidationRule/number(locale:message:)`` (or a ranged form) (or one of its partial forms) as data.
    ///
    /// - Parameters:
    ///   - minimum: The smallest allowed value, or `nil` for none.
    ///   - maximum: The largest allowed value, or `nil` for none.
    ///   - locale: The identifier of the locale whose notation to read (`"de_DE"`, `"en_US_POSIX"`), or `nil`
    ///     for the current locale of whoever validates. Name one in a spec that a server checks.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func number(
        minimum: Decimal? = nil, maximum: Decimal? = nil, locale: String? = nil, message: String? = nil
    ) -> RuleSpec {
        RuleSpec(.number(min: minimum, max: maximum, locale: locale), message: message)
    }

    /// ``ValidationRule/email(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func email(message: String? = nil) -> RuleSpec {
        RuleSpec(.email, message: message)
    }

    /// ``ValidationRule/containsNumber(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsNumber(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsNumber, message: message)
    }

    /// ``ValidationRule/containsUppercase(message:)`` as data.
    ///
    /// - Parameter message: A custom message.
    /// - Returns: The rule spec.
    public static func containsUppercase(message: String? = nil) -> RuleSpec {
        RuleSpec(.containsUppercase, message: message)
    }

    /// ``ValidationRule/regularExpression(_:options:message:)`` as data.
    ///
    /// The pattern is compiled when a ``FormSpec`` is made or decoded, which reports one that does not compile.
    ///
    /// - Parameters:
    ///   - pattern: The ICU regular expression, matched against the whole text.
    ///   - caseInsensitive: Whether letters match regardless of case.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func regularExpression(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(.regularExpression(pattern: pattern, caseInsensitive: caseInsensitive), message: message)
    }

    /// ``ValidationRule/oneOf(_:message:)`` as data.
    ///
    /// - Parameters:
    ///   - values: The allowed values, at least one; `{options}` lists them in this order.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func oneOf(_ values: [String], message: String? = nil) -> RuleSpec {
        RuleSpec(.oneOf(values), message: message)
    }

    /// ``ValidationRule/equal(to:message:)-(Value,_)`` with a constant, as data.
    ///
    /// - Parameters:
    ///   - value: The value to match.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func equal(to value: String, message: String? = nil) -> RuleSpec {
        RuleSpec(.equal(value), message: message)
    }

    /// Equality with another field's current value: the confirmation field's rule.
    ///
    /// Built rules read the other field when they run (see ``FieldSpec/makeRules(baseURL:transport:cache:messages:valueOf:)``);
    /// a record validation compares with the other field's submitted value. Default message:
    /// "{field} does not match." (code ``ValidationError/Code/notEqual``).
    ///
    /// - Parameters:
    ///   - field: The name of the other field.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func equalToField(_ field: String, message: String? = nil) -> RuleSpec {
        RuleSpec(.equalToField(field), message: message)
    }

    /// ``ValidationRule/trimmingWhitespace()`` as data.
    ///
    /// - Returns: The rule spec.
    public static func trimmingWhitespace() -> RuleSpec {
        RuleSpec(.trimmingWhitespace)
    }

    /// ``AsyncValidationRule/remote(_:extra:message:timeout:debounce:failurePolicy:cache:transport:allowsInsecureHTTP:)``
    /// as data.
    ///
    /// - Parameters:
    ///   - url: An absolute `http` or `https` URL, or a URL relative to the base URL given when the rules are
    ///     built (`"/api/username-available"`).
    ///   - extra: Parameters sent with every check.
    ///   - message: The message for a rejected value when the server sends none.
    ///   - timeout: How long to wait for the answer; kept to the millisecond.
    ///   - debounce: How long the value must stay unchanged before asking; kept to the millisecond.
    ///   - failurePolicy: What a failure means.
    /// - Returns: The rule spec.
    public static func remote(
        _ url: String,
        extra: [String: JSONValue] = [:],
        message: String? = nil,
        timeout: Duration = .seconds(10),
        debounce: Duration = .milliseconds(300),
        failurePolicy: RemoteFailurePolicy = .invalid
    ) -> RuleSpec {
        RuleSpec(
            .remote(
                Remote(
                    url: url, extra: extra, timeoutMilliseconds: SpecDuration.milliseconds(timeout),
                    debounceMilliseconds: SpecDuration.milliseconds(debounce), failurePolicy: failurePolicy)),
            message: message)
    }
}

extension RuleSpec: CustomStringConvertible {
    /// The rule as compact JSON with sorted keys, such as `{"max":20,"min":3,"rule":"length"}`.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return name }
        return String(decoding: data, as: UTF8.self)
    }
}

extension RuleSpec.Kind {
    var name: String {
        switch self {
        case .required: "required"
        case .minimumLength: "minimumLength"
        case .maximumLength: "maximumLength"
        case .length: "length"
        case .number: "number"
        case .email: "email"
        case .containsNumber: "containsNumber"
        case .containsUppercase: "containsUppercase"
        case .regularExpression: "regularExpression"
        case .oneOf: "oneOf"
        case .equal: "equal"
        case .equalToField: "equalToField"
        case .trimmingWhitespace: "trimmingWhitespace"
        case .remote: "remote"
        }
    }
}
