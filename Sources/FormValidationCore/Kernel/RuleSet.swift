/// An ordered list of rules for one value, and the pure engine that runs them.
///
/// A rule set is a `Sendable` value with no state: build it once and validate from any thread, in an app or on a
/// server. Rules run in the order they were added; by default every rule runs and every failure is reported
/// (``FailureMode/collectAll``), so a person sees all that is wrong at once.
///
/// ```swift
/// let username = try RuleSet<String>(
///     .trimmingWhitespace(),
///     .required(),
///     .length(3...20),
///     .regularExpression("[a-z0-9_]+", message: "{field} may use a–z, 0–9 and _ only."),
///     field: "Username"
/// )
/// print(username.validate("  ada_l "))                  // valid("ada_l")
/// print(username.validate("A!").errors.map(\.code))     // [tooShort, patternMismatch]
/// ```
///
/// **Order.** Corrections (``ValidationRule/trimmingWhitespace()``, ``ValidationRule/correcting(_:_:)``) run
/// first, in the order they were added, wherever they are placed among the checks; then the checks run in the
/// order they were added, every one of them on the corrected value, and report their failures in that order.
/// So `[.required(ignoringWhitespace: false), .trimmingWhitespace()]` means the same as the reverse: "   " is
/// trimmed to "", which is empty and fails `required`. This makes validation idempotent: a corrected value that
/// passed passes again, unchanged — a submit that writes it back never turns a valid form invalid — provided the
/// corrections together are idempotent, as the built-in ones are. (A rule made with
/// ``ValidationRule/init(name:message:check:)`` that both checks and rewrites the value runs in its place
/// among the checks; it keeps that guarantee only if its rewrite is idempotent and no check before it depends on
/// what it rewrites.)
///
/// **Empty values.** A value that counts as empty once corrected (see ``ValidatableValue``: `nil`, `""`, or
/// text that shows nothing: only whitespace, format and control characters) skips every check and is valid —
/// unless the set has a presence rule (``ValidationRule/required(message:ignoringWhitespace:)``), in which case
/// the presence rule fails and no other rule runs. So an optional email field accepts "" but rejects "ada@", and a
/// required one reports only "is required" for "".
public struct RuleSet<Value: ValidatableValue>: Sendable {
    /// Whether validation stops at the first failing rule.
    public enum FailureMode: Sendable, Hashable {
        /// Run every rule and report every failure, in rule order. The default.
        case collectAll
        /// Stop at the first rule that fails and report its failures only.
        case stopAtFirstFailure
    }

    /// The rules, in the order they run.
    public var rules: [ValidationRule<Value>] { storage.rules }
    /// Whether every rule runs or validation stops at the first failure.
    public var failureMode: FailureMode
    /// The field's name: set on each error's ``ValidationError/field``, and shown by `{field}` unless there is a
    /// ``label``. Use a stable key (`"email"`) when errors travel between app and server.
    public var fieldName: String? {
        get { storage.renderer.wording.fieldName }
        set { storage = storage.rewording { $0.fieldName = newValue } }
    }
    /// What `{field}` shows in messages ("Email address"), when it should differ from ``fieldName``.
    public var label: String? {
        get { storage.renderer.wording.label }
        set { storage = storage.rewording { $0.label = newValue } }
    }
    /// Whether the value is secret (a password): `{value}` then never shows it.
    public var isSecret: Bool {
        get { storage.renderer.wording.isSecret }
        set { storage = storage.rewording { $0.isSecret = newValue } }
    }
    /// Message templates that replace the rules' defaults, by error code.
    public var messages: MessageCatalog {
        get { storage.renderer.wording.messages }
        set { storage = storage.rewording { $0.messages = newValue } }
    }

    // The validation engine below is `@inlinable`: a caller in another module gets it specialized for its value
    // type, instead of generic code that looks up type metadata on every call. What it reads is therefore
    // `@usableFromInline`.

    /// The rules and what the engine knows of them, behind one reference (see ``Storage``).
    @usableFromInline internal private(set) var storage: Storage

    /// Creates a rule set from an array of rules.
    ///
    /// - Parameters:
    ///   - rules: The rules, in the order they should run.
    ///   - field: The field's name: set on each error, and shown by `{field}` unless `label` is given.
    ///   - label: What `{field}` shows, when it should differ from `field`.
    ///   - failureMode: Whether to run every rule (the default) or stop at the first failure.
    ///   - isSecret: Whether `{value}` must never show the value.
    ///   - messages: Message templates that replace the defaults.
    public init(
        _ rules: [ValidationRule<Value>],
        field: String? = nil,
        label: String? = nil,
        failureMode: FailureMode = .collectAll,
        isSecret: Bool = false,
        messages: MessageCatalog = .preferred
    ) {
        self.failureMode = failureMode
        let renderer = ErrorRenderer(.init(fieldName: field, label: label, isSecret: isSecret, messages: messages))
        self.storage = Storage(rules, renderer: renderer)
    }

    /// Creates a rule set from a list of rules.
    ///
    /// - Parameters:
    ///   - rules: The rules, in the order they should run.
    ///   - field: The field's name: set on each error, and shown by `{field}` unless `label` is given.
    ///   - label: What `{field}` shows, when it should differ from `field`.
    ///   - failureMode: Whether to run every rule (the default) or stop at the first failure.
    ///   - isSecret: Whether `{value}` must never show the value.
    ///   - messages: Message templates that replace the defaults.
    public init(
        _ rules: ValidationRule<Value>...,
        field: String? = nil,
        label: String? = nil,
        failureMode: FailureMode = .collectAll,
        isSecret: Bool = false,
        messages: MessageCatalog = .preferred
    ) {
        self.init(rules, field: field, label: label, failureMode: failureMode, isSecret: isSecret, messages: messages)
    }

    /// The number of rules.
    public var count: Int { storage.rules.count }

    /// Adds a rule after the existing ones.
    ///
    /// - Parameter rule: The rule to run last.
    ///
    /// A rule made of a rule set (``ValidationRule/all(of:)-(RuleSet<Value>)``) adds that set's rules here, in its
    /// place, each under the composed rule's condition as well as its own.
    public mutating func append(_ rule: ValidationRule<Value>) {
        storage = Storage(storage.rules + [rule], renderer: storage.renderer, reusing: storage)
    }

    /// Removes every rule.
    public mutating func removeAll() {
        storage = Storage([], renderer: storage.renderer)
    }

    // What the engine reads, forwarded from the storage.

    /// See ``Storage/presenceIndex``.
    @inlinable package var presenceIndex: Int? { storage.presenceIndex }
    /// See ``Storage/emptyIgnoresWhitespace``.
    @inlinable package var emptyIgnoresWhitespace: Bool { storage.emptyIgnoresWhitespace }
    /// See ``Storage/hasCorrections``.
    @inlinable package var hasCorrections: Bool { storage.hasCorrections }
    /// See ``Storage/keepsEnteredValue``.
    @inlinable package var keepsEnteredValue: Bool { storage.keepsEnteredValue }
    /// See ``Storage/hasConditions``.
    @inlinable package var hasConditions: Bool { storage.hasConditions }
    /// See ``Storage/renderer``.
    @inlinable package var renderer: ErrorRenderer { storage.renderer }
    /// See ``Storage/presetErrors``.
    @inlinable package var presetErrors: [[[ValidationError]?]] { storage.presetErrors }

    /// The names of the fields the rules' conditions read, each once: a form re-validates the field when one of
    /// them changes.
    package var fieldsRead: [String] {
        var names: [String] = []
        for name in rules.flatMap({ $0.fieldsRead }) where !names.contains(name) { names.append(name) }
        return names
    }

    /// The notation in which the rules read text as a number: the first number rule's, or `nil` without one.
    package var numberNotation: NumberParser? {
        rules.lazy.compactMap { $0.numberNotation }.first
    }

    /// The presence rule that applies now: the first whose condition holds, or `nil` when none does.
    @inlinable
    package var applyingPresenceIndex: Int? {
        var conditions = ConditionsTested()
        return applyingPresenceIndex(&conditions)
    }

    /// The presence rule that applies now, its condition tested at most once in `conditions`.
    @inlinable
    package func applyingPresenceIndex(_ conditions: inout ConditionsTested) -> Int? {
        guard hasConditions else { return presenceIndex }
        for index in storage.presenceIndices where applies(index, &conditions) { return index }
        return nil
    }

    /// The conditions a validation has tested so far, and how they came out, for the first 64 rules: each is tested
    /// at most once per validation, as a condition may read another field (a lock, a lookup, a trim).
    @usableFromInline
    package struct ConditionsTested {
        @usableFromInline var tested: UInt64 = 0
        @usableFromInline var held: UInt64 = 0
        @inlinable init() {}
    }

    /// Whether the rule at `index` applies now: it has no condition, or its condition holds.
    @inlinable
    package func applies(_ index: Int, _ conditions: inout ConditionsTested) -> Bool {
        // The condition read in place: `applies` on the rule would copy the whole rule first.
        guard storage.rules[index].condition != nil else { return true }
        guard index < 64 else { return storage.rules[index].condition?.holds() ?? true }
        let bit: UInt64 = 1 &<< UInt64(index)
        if conditions.tested & bit == 0 {
            conditions.tested |= bit
            if storage.rules[index].condition?.holds() ?? true { conditions.held |= bit }
        }
        return conditions.held & bit != 0
    }

    /// Validates a value: applies the corrections, then runs the checks on the corrected value.
    ///
    /// Idempotent for the built-in rules: when this returns `.valid(corrected)`, validating `corrected` returns
    /// `.valid(corrected)` again.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: The corrected value, or every failure in rule order.
    /// - Complexity: The sum of the rules' costs. A passing value allocates nothing. A rule whose failures are
    ///   fixed when it is made (``ValidationRule/email(message:)``,
    ///   ``ValidationRule/minimumLength(_:counting:message:)``, ``ValidationRule/number(locale:message:)``, …) hands
    ///   out the errors rendered when it joined the set, so a value that fails one of them costs what a passing one
    ///   does; other failures are rendered when they happen, each message whose text depends only on the field
    ///   once per rule set.
    @inlinable @inline(__always)
    public func validate(_ value: consuming Value) -> ValidationResult<Value> {
        if hasConditions { return validateTestingConditions(value) }
        if keepsEnteredValue { return validateKeepingEnteredValue(value) }
        // No rule rewrites the value: the value checked is the value entered, which `{value}` shows.
        return validate(value, entered: nil)
    }

    /// ``validate(_:)-(Value)`` for a set whose rules may rewrite the value: a copy of the value as entered is
    /// kept for `{value}` in messages.
    @inlinable
    package func validateKeepingEnteredValue(_ value: consuming Value) -> ValidationResult<Value> {
        let entered = copy value
        return validate(value, entered: entered)
    }

    /// Applies the corrections, then runs the checks; `entered` is the value as entered when the rules may
    /// rewrite it, `nil` when it is `value` itself.
    @inlinable @inline(__always)
    package func validate(_ value: consuming Value, entered: Value?) -> ValidationResult<Value> {
        var corrected = value
        // Corrections first, wherever they are placed: every check then judges the final value, so that value
        // passes again unchanged. They run on empty values too, so "   " in an optional field is stored as "".
        if hasCorrections {
            var ignored: [RuleFailure] = []
            // By index: copying a whole rule out of the array would retain each of its fields.
            for index in rules.indices where rules[index].isCorrection {
                check(index, &corrected, &ignored)
            }
        }
        if Self.countsAsEmpty(corrected, ignoringWhitespace: emptyIgnoresWhitespace) {
            guard let presenceIndex else { return .valid(corrected) }
            return .invalid(presenceErrors(presenceIndex, value: entered ?? corrected))
        }
        for index in rules.indices where !rules[index].isCorrection {
            // A rule with fixed failures: its judgement alone, and when it fails, the errors rendered in advance.
            if isJudged(index) {
                guard let failure = judge(index, &corrected) else { continue }
                let first = judgedErrors(index, failure, judged: corrected, entered: entered ?? corrected)
                return .invalid(errors(first, after: index, checking: &corrected, entered: entered))
            }
            var failures: [RuleFailure] = []
            check(index, &corrected, &failures)
            // The first failure leaves the fast path: the rest is rendering, and the rules after this one.
            if !failures.isEmpty {
                return .invalid(errors(failures, from: index, checking: &corrected, entered: entered))
            }
        }
        return .valid(corrected)
    }

    // The rules' checks and judgements are called through their bodies without retaining them: this set's storage
    // keeps them alive for the whole call. Calling a closure loaded from the rules array instead would retain and
    // release its captured context around every call. The value goes through as an `inout` argument, not captured
    // by the closures below, which would make the caller keep a copy of it.

    /// Whether the rule at `index` has fixed failures, and so a judgement to call instead of its check.
    @inlinable @inline(__always)
    package func isJudged(_ index: Int) -> Bool {
        Unmanaged.passUnretained(storage.rules[index].body)._withUnsafeGuaranteedRef { $0.judge != nil }
    }

    /// The judgement of the rule at `index`, which has one (see ``isJudged(_:)``), on `value`.
    @inlinable @inline(__always)
    package func judge(_ index: Int, _ value: inout Value) -> Int? {
        Unmanaged.passUnretained(storage.rules[index].body)._withUnsafeGuaranteedRef { $0.judge!(&value) }
    }

    /// Runs the check of the rule at `index` on `value`, appending its failures to `failures`.
    @inlinable @inline(__always)
    package func check(_ index: Int, _ value: inout Value, _ failures: inout [RuleFailure]) {
        Unmanaged.passUnretained(storage.rules[index].body)._withUnsafeGuaranteedRef { $0.check(&value, &failures) }
    }

    /// Whether `value` counts as empty (see ``ValidatableValue``).
    ///
    /// The same as `value.countsAsEmpty(ignoringWhitespace:)`, but text that starts with a visible ASCII character
    /// — nearly every value typed — is settled here, inlined into the caller, instead of by a call: a call the
    /// compiler does not inline across the module boundary, since it goes through the protocol's requirement.
    /// `Value.self == String.self` is decided when the engine is specialized for the caller's value type, so other
    /// types pay nothing for it.
    @inlinable @inline(__always)
    package static func countsAsEmpty(_ value: borrowing Value, ignoringWhitespace: Bool) -> Bool {
        if Value.self == String.self {
            let text = unsafeBitCast(copy value, to: String.self)
            if text.isEmpty { return true }
            if !ignoringWhitespace { return false }
            // A visible ASCII character: above the space, below DEL (a control, which counts as empty).
            let startsVisibly = text.utf8.withContiguousStorageIfAvailable { (0x21..<0x7F).contains($0[0]) }
            if startsVisibly == true { return false }
        }
        return value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)
    }

    /// Validates a value that may be missing; `nil` counts as empty.
    ///
    /// - Parameter value: The value to check, or `nil` when nothing was entered.
    /// - Returns: The corrected value (still `nil` for a valid missing value), or every failure in rule order.
    @inlinable
    public func validate(_ value: consuming Value?) -> ValidationResult<Value?> {
        if let value = value.take() {
            // A switch rather than `map`: passing `Optional.some` as a function would allocate a closure context.
            switch validate(value) {
            case .valid(let corrected): return .valid(corrected)
            case .invalid(let errors): return .invalid(errors)
            }
        }
        guard let presenceIndex = hasConditions ? applyingPresenceIndex : presenceIndex else { return .valid(nil) }
        return .invalid(presenceErrors(presenceIndex, value: nil as Value?))
    }

    /// ``validate(_:)-(Value)`` for a set with conditions: a rule whose condition does not hold is skipped, and
    /// the first presence rule that applies decides what "empty" means.
    @inlinable
    package func validateTestingConditions(_ value: Value) -> ValidationResult<Value> {
        var corrected = value
        var failures: [RuleFailure] = []
        var conditions = ConditionsTested()
        let rules = storage.rules
        if hasCorrections {
            for index in rules.indices where rules[index].isCorrection && applies(index, &conditions) {
                check(index, &corrected, &failures)
            }
            failures.removeAll()
        }
        let presenceIndex = applyingPresenceIndex(&conditions)
        let ignoresWhitespace = presenceIndex.map { rules[$0].presence!.ignoresWhitespace } ?? true
        if Self.countsAsEmpty(corrected, ignoringWhitespace: ignoresWhitespace) {
            guard let presenceIndex else { return .valid(corrected) }
            return .invalid(presenceErrors(presenceIndex, value: value))
        }
        var errors: [ValidationError] = []
        rules: for index in rules.indices where !rules[index].isCorrection && applies(index, &conditions) {
            if isJudged(index) {
                guard let failure = judge(index, &corrected) else { continue }
                errors += judgedErrors(index, failure, judged: corrected, entered: value)
                if failureMode == .stopAtFirstFailure { break rules }
                continue
            }
            check(index, &corrected, &failures)
            guard !failures.isEmpty else { continue }
            for failure in failures where !Self.repeatsFileProblem(failure, of: errors) {
                errors.append(error(for: failure, customMessage: rules[index].customMessage, value: value))
            }
            failures.removeAll(keepingCapacity: true)
            if failureMode == .stopAtFirstFailure { break }
        }
        return errors.isEmpty ? .valid(corrected) : .invalid(errors)
    }

    /// The errors of the rule at `index`, which judged the value to fail its `failure`th way: the list rendered when
    /// the rule joined the set, or, for a message that shows the value or a failure outside the rule's list, one
    /// rendered now.
    ///
    /// - Parameters:
    ///   - judged: The value the rule judged, from which it builds a failure outside its list.
    ///   - entered: The value as entered, which `{value}` shows.
    @inlinable
    package func judgedErrors(_ index: Int, _ failure: Int, judged: Value, entered: Value) -> [ValidationError] {
        let presets = storage.presetErrors[index]
        if presets.indices.contains(failure), let preset = presets[failure] { return preset }
        return renderJudged(index, failure, judged: judged, entered: entered)
    }

    /// ``judgedErrors(_:_:judged:entered:)`` rendered now.
    @usableFromInline
    package func renderJudged(_ index: Int, _ failure: Int, judged: Value, entered: Value) -> [ValidationError] {
        let rule = storage.rules[index]
        return [
            error(for: rule.judgedFailure(failure, value: judged), customMessage: rule.customMessage, value: entered)
        ]
    }

    /// The errors of a validation whose rule at `index` reported `failures`: theirs, then those of the rules after
    /// it (unless the set stops at the first failure), in rule order.
    @inlinable
    package func errors(
        _ failures: [RuleFailure], from index: Int, checking corrected: inout Value, entered: Value?
    ) -> [ValidationError] {
        // One failure, the usual case, may get a list remembered from an earlier value (see ``ErrorRenderer``).
        let errors =
            failures.count == 1
            ? renderer.errors(for: failures, customMessage: rules[index].customMessage) {
                Self.describe(entered ?? corrected)
            }
            : failures.map { error(for: $0, customMessage: rules[index].customMessage, value: entered ?? corrected) }
        return self.errors(errors, after: index, checking: &corrected, entered: entered)
    }

    /// `errors`, the errors of the rule at `index`, then those of the rules after it (unless the set stops at the
    /// first failure), in rule order.
    @inlinable
    package func errors(
        _ errors: [ValidationError], after index: Int, checking corrected: inout Value, entered: Value?
    ) -> [ValidationError] {
        guard failureMode == .collectAll else { return errors }
        var errors = errors
        var failures: [RuleFailure] = []
        for later in rules.indices[(index + 1)...] where !rules[later].isCorrection {
            if isJudged(later) {
                guard let failure = judge(later, &corrected) else { continue }
                errors += judgedErrors(later, failure, judged: corrected, entered: entered ?? corrected)
                continue
            }
            check(later, &corrected, &failures)
            for failure in failures where !Self.repeatsFileProblem(failure, of: errors) {
                errors.append(
                    error(for: failure, customMessage: rules[later].customMessage, value: entered ?? corrected))
            }
            failures.removeAll(keepingCapacity: true)
        }
        return errors
    }

    /// Whether `failure` says that the value names no file, or a file that cannot be read, as an error already
    /// in `errors` does: then it is left out, so that one value gets that error once.
    ///
    /// Every file rule (`fileType` and `maximumFileSize` on a URL) opens the file on its own, and each meets the
    /// same missing or unreadable file. That is a fact about the value, not a verdict of the rule, so the first rule
    /// to find it speaks for all. The rules could share one look at the file instead, but rules do not know of
    /// each other and a rule set passes nothing from one rule to the next; leaving out the repeated error needs no
    /// such channel, costs nothing on the passing path, and keeps each rule correct when used alone. The errors a
    /// file rule reports about the file's contents (type, size) are its own and always kept.
    @inlinable
    package static func repeatsFileProblem(_ failure: RuleFailure, of errors: [ValidationError]) -> Bool {
        guard failure.code == .fileNotFound || failure.code == .fileUnreadable else { return false }
        return errors.contains { $0.code == failure.code && $0.parameters == failure.parameters }
    }

    /// The errors of the presence rule at `index` for an empty value: its one error, in a list remembered from an
    /// earlier empty value when there was one.
    @inlinable
    package func presenceErrors<V>(_ index: Int, value: V) -> [ValidationError] {
        if let preset = storage.presetErrors[index].first ?? nil { return preset }
        return renderer.errors(
            for: ValidationRule<Value>.Presence.failures, customMessage: rules[index].customMessage
        ) { Self.describe(value) }
    }

    /// Renders one failure as this set renders its own: with its field name, catalog and secrecy.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - customMessage: The reporting rule's custom message, which wins over the catalog and the default.
    ///   - value: The value, for `{value}`.
    @inlinable
    package func error<V>(for failure: RuleFailure, customMessage: String?, value: V) -> ValidationError {
        // The value is described only if the template shows it; a closure keeps that lazy, and generic code out of
        // the renderer.
        renderer.error(for: failure, customMessage: customMessage) { Self.describe(value) }
    }

    /// The message of a rejection by `rule` that brings no message of its own, as this set renders it: for
    /// `formcheck remote`, which shows it for a value without a field.
    package func message(for rule: AsyncValidationRule<Value>) -> String {
        error(for: rule.rejection(message: nil), customMessage: rule.customMessage, value: "").message
    }

    /// Whether `value` counts as empty for this set, so that it skips the rules (or fails presence).
    package func countsAsEmpty(_ value: Value?) -> Bool {
        guard let value else { return true }
        guard hasConditions else { return value.countsAsEmpty(ignoringWhitespace: emptyIgnoresWhitespace) }
        let ignoresWhitespace = applyingPresenceIndex.map { rules[$0].presence!.ignoresWhitespace } ?? true
        return value.countsAsEmpty(ignoringWhitespace: ignoresWhitespace)
    }

    @usableFromInline
    package static func describe<V>(_ value: V) -> String {
        if let optional = value as? Value? {
            return optional.map { String(describing: $0) } ?? ""
        }
        return String(describing: value)
    }
}
