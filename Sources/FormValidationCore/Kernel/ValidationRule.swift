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
    /// A rule set calls a rule's decision through this object without retaining it (see ``UnretainedRuleBody``),
    /// since the rule set's own storage keeps it alive: a closure loaded from an array and called would have its
    /// captured context retained and released around every call, two atomic operations per rule per validation.
    /// Copying a rule also retains one object instead of each closure.
    @usableFromInline
    package final class Body: Sendable {
        /// The rule's decision on a value (see ``Decide``).
        @usableFromInline package let decide: Decide
        /// For a rule that reads other fields (``ValidationRule/equal(toValueOf:message:)`` built from a spec, a
        /// rule holding such rules): its decision, handed the validation's context; ``decide`` then hands it none.
        @usableFromInline package let decideInContext: DecideInContext?
        /// The failures the decision names by index (``Verdict/fails(_:)``): fixed when the rule is made, their
        /// errors rendered when it joins a rule set; empty for a rule whose decision appends its failures.
        package let fixedFailures: [RuleFailure]
        /// For a rule that reads text as a number: the notation it reads, which a form rule comparing the field
        /// reads it in too.
        package let numberNotation: NumberParser?

        package init(
            decide: @escaping Decide, fixedFailures: [RuleFailure] = [], numberNotation: NumberParser? = nil
        ) {
            self.decide = decide
            self.decideInContext = nil
            self.fixedFailures = fixedFailures
            self.numberNotation = numberNotation
        }

        /// The body of a rule whose decision reads the validation's context.
        package init(decideInContext: @escaping DecideInContext, fixedFailures: [RuleFailure] = []) {
            self.decide = { value in decideInContext(&value, .none) }
            self.decideInContext = decideInContext
            self.fixedFailures = fixedFailures
            self.numberNotation = nil
        }

        /// The rule's decision on `value` in the validation whose context is `context`.
        @inlinable @inline(__always)
        package func verdict(on value: inout Value, in context: FieldContext) -> Verdict {
            if let decideInContext { return decideInContext(&value, context) }
            return decide(&value)
        }

        /// Runs the rule on `value`, appending its failures: those it appends, or the fixed one it names.
        package func check(_ value: inout Value, _ failures: inout [RuleFailure], in context: FieldContext) {
            switch verdict(on: &value, in: context) {
            case .passes: break
            case .fails(let index): failures.append(fixedFailures[index])
            case .failed(let reported): failures.append(contentsOf: reported)
            }
        }
    }

    /// Runs the rule on `value`, appending its failures (see ``Body/check(_:_:in:)``).
    package func check(_ value: inout Value, _ failures: inout [RuleFailure], in context: FieldContext) {
        body.check(&value, &failures, in: context)
    }
    /// The failures the rule's decision names by index (see ``Body/fixedFailures``).
    package var fixedFailures: [RuleFailure] { body.fixedFailures }
    /// Whether the rule's failures are fixed when it is made (a rule set renders their errors in advance).
    package var hasFixedFailures: Bool { !body.fixedFailures.isEmpty }

    /// A rule's decision on a value: ``Verdict/passes``, ``Verdict/fails(_:)`` with the index of one of the rule's
    /// fixed failures, or ``Verdict/failed(_:)`` with failures made for this value. It may put the value in
    /// canonical form.
    @usableFromInline
    package typealias Decide = @Sendable (_ value: inout Value) -> Verdict

    /// The decision of a rule that reads other fields from the validation's context (see ``FieldContext``).
    @usableFromInline
    package typealias DecideInContext = @Sendable (_ value: inout Value, _ context: FieldContext) -> Verdict

    /// A check that reads other fields from the validation's context: it may rewrite the value, and appends one
    /// failure per problem it finds.
    package typealias CheckInContext =
        @Sendable (_ value: inout Value, _ failures: inout [RuleFailure], _ context: FieldContext) -> Void

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
        self.body = Body { value in
            // The list is made here, for a rule with a check only: a judged rule's decision needs none.
            var failures: [RuleFailure] = []
            check(&value, &failures)
            return failures.isEmpty ? .passes : .failed(failures)
        }
    }

    /// Creates a rule from a check that reads other fields from the validation's context (see ``FieldContext``).
    package init(
        name: String, message: String?, rewritesValue: Bool = true, checkInContext check: @escaping CheckInContext
    ) {
        self.name = name
        self.customMessage = message
        self.presence = nil
        self.isCorrection = false
        self.mayRewrite = rewritesValue
        self.body = Body(decideInContext: { value, context in
            var failures: [RuleFailure] = []
            check(&value, &failures, context)
            return failures.isEmpty ? .passes : .failed(failures)
        })
    }

    /// Creates a rule whose failures come from a list fixed when it is made (see
    /// ``init(name:message:failures:presence:rewritesValue:numberNotation:decide:)``), and whose decision reads
    /// other fields from the validation's context.
    package init(
        name: String, message: String?, failures: [RuleFailure], rewritesValue: Bool = false,
        decideInContext: @escaping DecideInContext
    ) {
        self.name = name
        self.customMessage = message
        self.presence = nil
        self.isCorrection = false
        self.mayRewrite = rewritesValue
        self.body = Body(decideInContext: decideInContext, fixedFailures: failures)
    }

    /// Creates a correction: a rule that rewrites the value and never fails (see ``correcting(_:_:)``).
    package init(correctionNamed name: String, correct: @escaping @Sendable (_ value: inout Value) -> Void) {
        self.name = name
        self.customMessage = nil
        self.presence = nil
        self.isCorrection = true
        self.mayRewrite = true
        self.body = Body { value in
            correct(&value)
            return .passes
        }
    }

    /// Creates a rule whose failures come from a list fixed when it is made: a number below or above fixed bounds,
    /// text shorter than a minimum (one failure per length short of it), an invalid email address.
    ///
    /// A rule set calls `decide` directly and renders the errors of each listed failure once, when the rule joins
    /// it: a failing value then costs the decision and no more, the errors being those rendered before. A value
    /// whose failure is not in the list (a text far longer than a maximum) gets its failure made by the
    /// decision, which answers ``Verdict/failed(_:)``; the set renders it then.
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - message: A custom message.
    ///   - failures: The failures the rule reports, each the same every time.
    ///   - presence: For a presence rule, what counts as empty.
    ///   - rewritesValue: Whether `decide` may put the value in canonical form.
    ///   - numberNotation: For a rule that reads text as a number, the notation it reads.
    ///   - decide: The decision (see ``Decide``).
    package init(
        name: String, message: String?, failures: [RuleFailure], presence: Presence? = nil,
        rewritesValue: Bool = false, numberNotation: NumberParser? = nil, decide: @escaping Decide
    ) {
        self.name = name
        self.customMessage = message
        self.presence = presence
        self.isCorrection = false
        self.mayRewrite = rewritesValue
        self.body = Body(decide: decide, fixedFailures: failures, numberNotation: numberNotation)
    }

    /// Creates a yes/no rule: one that never changes the value and reports the same failure whenever it fails
    /// (see ``init(name:message:failures:presence:rewritesValue:numberNotation:decide:)``).
    ///
    /// Write the decision with ``failing(unless:)``: `{ value in failing(unless: EmailSyntax.isValid(value)) }`.
    /// (A test passed in and wrapped here would add a call through a second closure to every decision.)
    ///
    /// - Parameters:
    ///   - name: A short name for the rule.
    ///   - message: A custom message.
    ///   - failure: The failure the rule reports.
    ///   - presence: For a presence rule, what counts as empty.
    ///   - decide: ``Verdict/passes``, or ``Verdict/fails(_:)`` with `0`, its one failure.
    package init(
        name: String, message: String?, failure: DefaultMessage, presence: Presence? = nil, decide: @escaping Decide
    ) {
        self.init(name: name, message: message, failures: [failure.failure], presence: presence, decide: decide)
    }

    /// The decision of a yes/no rule: it passes when `passes`, else fails its one failure.
    @inline(__always)
    package static func failing(unless passes: Bool) -> Verdict {
        passes ? .passes : .fails(0)
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

    /// Whether the rule applies now, in the validation whose context is `context`: it has no condition, or its
    /// condition holds.
    @inlinable package func applies(in context: FieldContext) -> Bool { condition?.holds(in: context) ?? true }

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
    package func collect(_ value: inout Value, into failures: inout [RuleFailure], in context: FieldContext) -> Bool {
        guard applies(in: context) else { return false }
        let before = failures.count
        check(&value, &failures, in: context)
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
