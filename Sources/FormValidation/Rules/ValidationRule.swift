/// One check on a value: the building block of every rule set and validator.
///
/// Rules are pure `Sendable` values, so the same rule can run in an app's text field and in a server's request
/// handler at once. Build them with the static factories, which read as English at the call site:
///
/// ```swift
/// let password = RuleSet<String>(
///     .required(),
///     .minimumLength(8),
///     .matching("(?=.*[A-Z]).*", message: "{field} needs an uppercase letter.")
/// )
/// ```
///
/// Factories are offered only where they make sense: text rules such as ``minimumLength(_:counting:message:)``
/// exist for `String` values only, so adding one to a `FormValidator<Int>` does not compile.
///
/// A rule may also *correct* the value (see ``trimmingWhitespace()`` and ``correcting(_:_:)``): corrections run
/// before the checks, every check sees the corrected value, and a passing result carries it (see ``RuleSet``).
///
/// To write your own rule, use ``custom(code:message:_:)`` for a yes/no check, or ``init(name:message:check:)`` for full
/// control over failures and corrections.
public struct ValidationRule<Value: Sendable>: Sendable {
    /// The check itself: it may rewrite the value and appends one failure per problem it finds.
    public typealias Check = @Sendable (_ value: inout Value, _ failures: inout [RuleFailure]) -> Void

    /// A short name for the rule, such as `minimumLength`, used in descriptions and diagnostics.
    public let name: String
    /// The message that replaces the rule's default message, with `{placeholder}`s; `nil` keeps the default.
    public internal(set) var customMessage: String?
    /// What to store or send in place of a value this rule rejects (see ``fallback(_:)``); `nil` for none.
    public internal(set) var fallbackValue: Value?
    /// For a presence rule: whether whitespace-only text counts as empty. `nil` for every other rule.
    let presence: Presence?
    /// Whether the rule only corrects the value and never fails; such rules also run on empty values.
    let isCorrection: Bool
    let check: Check

    struct Presence: Sendable, Hashable {
        var ignoresWhitespace: Bool
    }

    /// Creates a rule from a check that reports failures and may correct the value.
    ///
    /// The check runs only on non-empty values (see ``ValidatableValue``). It appends a ``RuleFailure`` for
    /// each problem it finds, and leaves `failures` alone when the value passes.
    ///
    /// ```swift
    /// let evenLength = ValidationRule<String>(name: "evenLength") { value, failures in
    ///     if value.count % 2 != 0 {
    ///         failures.append(RuleFailure(code: "oddLength", template: "{field} needs an even length."))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - message: A message that replaces the messages of every failure this rule reports.
    ///   - check: The check.
    public init(name: String, message: String? = nil, check: @escaping Check) {
        self.init(name: name, message: message, presence: nil, check: check)
    }

    init(name: String, message: String?, presence: Presence?, isCorrection: Bool = false, check: @escaping Check) {
        self.name = name
        self.customMessage = message
        self.presence = presence
        self.isCorrection = isCorrection
        self.check = check
    }

    /// Whether this is a presence rule, which decides what counts as empty for its rule set.
    public var isPresenceRule: Bool { presence != nil }

    /// A copy of this rule whose failures show `message` instead of the default.
    ///
    /// The message may use placeholders: `{field}`, `{value}` and the rule's parameters (`{min}`, `{max}`,
    /// `{length}`, …). The value is shown only where `{value}` asks for it, and never for a secret field.
    ///
    /// - Parameter message: The message template.
    /// - Returns: The same rule with a custom message.
    public func message(_ message: String) -> Self {
        var copy = self
        copy.customMessage = message
        return copy
    }
}

extension ValidationRule: CustomStringConvertible {
    /// The rule's name.
    public var description: String { name }
}
