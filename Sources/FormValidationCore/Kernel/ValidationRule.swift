/// One check on a value: the building block of every rule set and validator.
///
/// Rules are pure `Sendable` values, so the same rule can run in an app's text field and in a server's request
/// handler at once. Build them with the static factories, which read as English at the call site:
///
/// ```swift
/// let password = RuleSet<String>(
///     .required(),
///     .minimumLength(8),
///     .containsUppercase(message: "{field} needs an uppercase letter."),
///     field: "Password"
/// )
/// let username = try RuleSet<String>(
///     .required(),
///     .regularExpression("[a-z0-9_]+", message: "{field} may use a–z, 0–9 and _ only."),
///     field: "Username"
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
    /// When the rule applies (see ``when(_:)``); `nil` for always.
    @usableFromInline package var condition: Condition?
    /// For a rule made of a rule set (``all(of:)-(RuleSet<Value>)``): its rules, which join a rule set in its place.
    package var children: [ValidationRule<Value>]?
    /// The fields that the conditions of rules nested in this one read (an ``anyOf(_:message:)``'s alternatives).
    package var nestedFields: [String] = []
    // `@usableFromInline`: the rule set's validation, which reads these, is inlined into its callers.

    /// For a presence rule: whether whitespace-only text counts as empty. `nil` for every other rule.
    @usableFromInline package let presence: Presence?
    /// Whether the rule only corrects the value and never fails; such rules also run on empty values.
    @usableFromInline package let isCorrection: Bool
    /// Whether the check may rewrite the value (a correction, or a check that also puts the value in canonical
    /// form). A rule set whose rules never rewrite the value need not keep a copy of the value as entered.
    @usableFromInline package let mayRewrite: Bool
    /// What the rule does: its check, and its judgement and fixed failures if it has them (see ``Body``).
    @usableFromInline package let body: Body

    /// What a rule does, behind one reference.
    ///
    /// A rule set calls a rule's check or judgement through this object without retaining it, which the rule set's
    /// own storage keeps alive: a closure loaded from an array and called would have its captured context retained
    /// and released around every call, two atomic operations per rule per validation. Copying a rule also retains
    /// one object instead of each closure.
    @usableFromInline
    package final class Body: Sendable {
        /// The check: it may rewrite the value and appends one failure per problem it finds.
        @usableFromInline let check: Check
        /// For a rule whose failures come from a list fixed when it is made (see
        /// ``ValidationRule/init(name:message:failures:presence:rewritesValue:numberNotation:judge:unlisted:)``): the judgement
        /// itself, which a rule set calls instead of ``check``, so that a passing value costs the judgement alone
        /// and a failing one the errors rendered in advance.
        @usableFromInline let judge: Judge?
        /// The failures ``judge`` picks from, by index; empty for other rules.
        let fixedFailures: [RuleFailure]
        /// Builds the failure of a value ``judge`` judged outside ``fixedFailures`` (a length beyond those listed).
        let unlistedFailure: (@Sendable (Value) -> RuleFailure)?
        /// For a rule that reads text as a number: the notation it reads, which a form rule comparing the field
        /// reads it in too.
        let numberNotation: NumberParser?

        init(
            check: @escaping Check, judge: Judge? = nil, fixedFailures: [RuleFailure] = [],
            unlistedFailure: (@Sendable (Value) -> RuleFailure)? = nil, numberNotation: NumberParser? = nil
        ) {
            self.check = check
            self.judge = judge
            self.fixedFailures = fixedFailures
            self.unlistedFailure = unlistedFailure
            self.numberNotation = numberNotation
        }
    }

    /// The check (see ``Body/check``).
    package var check: Check { body.check }
    /// The judgement, for a rule with fixed failures (see ``Body/judge``).
    package var judge: Judge? { body.judge }
    /// The failures ``judge`` picks from (see ``Body/fixedFailures``).
    package var fixedFailures: [RuleFailure] { body.fixedFailures }

    /// A judgement of a value: `nil` when it passes, otherwise the index of its failure in the rule's fixed list
    /// (an index outside the list for a failure the rule builds from the value). It may put the value in canonical
    /// form, as a check may.
    @usableFromInline package typealias Judge = @Sendable (_ value: inout Value) -> Int?

    @usableFromInline
    package struct Presence: Sendable, Hashable {
        @usableFromInline var ignoresWhitespace: Bool
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

    /// Creates a rule from a check.
    ///
    /// - Parameters:
    ///   - rewritesValue: Whether the check may rewrite the value: `true` unless the rule is known not to (a
    ///     built-in check that only reports failures), since a rule set then keeps the value as entered for
    ///     `{value}`.
    package init(
        name: String, message: String?, presence: Presence? = nil, isCorrection: Bool = false,
        rewritesValue: Bool = true, check: @escaping Check
    ) {
        self.name = name
        self.customMessage = message
        self.presence = presence
        self.isCorrection = isCorrection
        self.mayRewrite = rewritesValue || isCorrection
        self.body = Body(check: check)
    }

    /// Creates a rule whose failures come from a list fixed when it is made: a number below or above fixed bounds,
    /// text shorter than a minimum (one failure per length short of it), an invalid email address.
    ///
    /// A rule set calls `judge` directly and renders the errors of each listed failure once, when the rule joins
    /// it: a failing value then costs the judgement and no more, the errors being those rendered before. A value
    /// judged outside the list (a text far longer than a maximum) gets the failure `unlisted` builds, rendered
    /// then.
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - message: A custom message.
    ///   - failures: The failures the rule reports, each the same every time.
    ///   - presence: For a presence rule, what counts as empty.
    ///   - rewritesValue: Whether `judge` may put the value in canonical form.
    ///   - judge: Returns `nil` when the value passes, otherwise the index of its failure in `failures`, or any
    ///     other index for a failure that `unlisted` builds.
    ///   - unlisted: Builds the failure of a value judged outside `failures`; needed when `judge` may judge so.
    ///   - numberNotation: For a rule that reads text as a number, the notation it reads.
    package init(
        name: String, message: String?, failures: [RuleFailure], presence: Presence? = nil,
        rewritesValue: Bool = false, numberNotation: NumberParser? = nil, judge: @escaping Judge,
        unlisted: (@Sendable (Value) -> RuleFailure)? = nil
    ) {
        self.name = name
        self.customMessage = message
        self.presence = presence
        self.isCorrection = false
        self.mayRewrite = rewritesValue
        self.body = Body(
            check: { value, reported in
                guard let index = judge(&value) else { return }
                reported.append(failures.indices.contains(index) ? failures[index] : unlisted!(value))
            },
            judge: judge, fixedFailures: failures, unlistedFailure: unlisted, numberNotation: numberNotation)
    }

    /// Creates a yes/no rule: one that never changes the value and reports the same failure whenever it fails
    /// (see ``init(name:message:failures:presence:rewritesValue:numberNotation:judge:unlisted:)``).
    ///
    /// Write the judgement with ``failing(unless:)``: `{ failing(unless: EmailSyntax.isValid($0)) }`. (A test
    /// passed in and wrapped here would add a call through a second closure to every judgement.)
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - message: A custom message.
    ///   - failure: The failure the rule reports.
    ///   - presence: For a presence rule, what counts as empty.
    ///   - judge: Returns `nil` when the value passes, `0` when it fails.
    package init(
        name: String, message: String?, failure: RuleFailure, presence: Presence? = nil, judge: @escaping Judge
    ) {
        self.init(name: name, message: message, failures: [failure], presence: presence, judge: judge)
    }

    /// The judgement of a yes/no rule: `nil` (passes) when `passes`, else `0`, its one failure.
    @inline(__always)
    package static func failing(unless passes: Bool) -> Int? {
        passes ? nil : 0
    }

    /// The failure `judge` chose for `value` by `index`: a listed one, or the one built for the value.
    package func judgedFailure(_ index: Int, value: Value) -> RuleFailure {
        fixedFailures.indices.contains(index) ? fixedFailures[index] : body.unlistedFailure!(value)
    }

    /// Creates a yes/no rule that reports one of the built-in messages (see
    /// ``init(name:message:failure:presence:test:)``).
    package init(
        name: String, message: String?, failure: DefaultMessage, presence: Presence? = nil, judge: @escaping Judge
    ) {
        self.init(name: name, message: message, failure: failure.failure, presence: presence, judge: judge)
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

extension ValidationRule {
    /// This rule, applying only while `condition` holds: otherwise it reports nothing.
    ///
    /// A conditional presence rule makes a field required only while the condition holds; an empty value is
    /// valid otherwise. Made conditional twice, a rule applies while both conditions hold.
    ///
    /// ```swift
    /// let country = Field<String>("country", rules: [.required()])
    /// let state = Field<String>("state", rules: [.required().when(.field(country, equals: "US"))])
    /// ```
    ///
    /// - Parameter condition: When the rule applies.
    /// - Returns: The same rule with a condition.
    public func when(_ condition: Condition) -> Self {
        var copy = self
        copy.condition = condition.and(self.condition)
        return copy
    }

    /// Whether the rule applies now: it has no condition, or its condition holds.
    @inlinable package var applies: Bool { condition?.holds() ?? true }

    /// For a rule that reads text as a number (``number(locale:message:)``), the notation it reads.
    package var numberNotation: NumberParser? { body.numberNotation }

    /// The names of the fields this rule's conditions read, its nested rules' included.
    package var fieldsRead: [String] {
        (condition?.fields ?? []) + nestedFields + (children ?? []).flatMap { $0.fieldsRead }
    }

    /// Runs the rule as a composed rule runs the rules inside it: when it applies, appends its failures to
    /// `failures`, each carrying the rule's custom message, if any.
    ///
    /// - Returns: Whether the rule applied.
    @discardableResult
    package func collect(_ value: inout Value, into failures: inout [RuleFailure]) -> Bool {
        guard applies else { return false }
        let before = failures.count
        check(&value, &failures)
        if let customMessage, failures.count > before {
            for index in before..<failures.count where failures[index].customTemplate == nil {
                failures[index].customTemplate = customMessage
            }
        }
        return true
    }
}

extension ValidationRule: CustomStringConvertible {
    /// The rule's name.
    public var description: String { name }
}
