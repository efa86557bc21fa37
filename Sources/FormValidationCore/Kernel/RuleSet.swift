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
    // Specialized for text here, where the rules are compiled: a field's or a spec's rule set is made in another
    // module (`FormValidationStateful`, `FormValidationSpecs`), which calls the generic entry point; for text it
    // jumps to this copy instead of looking up type metadata at run time for each rule (building a form of
    // 1,000 fields from a spec cost 50% more instructions that way).
    @_specialize(where Value == String)
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
    public var count: Int { storage.compiled.count }

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

    /// The names of the fields the rules' conditions read, each once: a form re-validates the field when one of
    /// them changes.
    package var fieldsRead: [String] {
        @_specialize(where Value == String)
        get {
            var names: [String] = []
            for compiled in storage.compiled {
                for name in compiled.rule.fieldsRead where !names.contains(name) { names.append(name) }
            }
            return names
        }
    }

    /// For each rule, in order, the errors of its fixed failures rendered in advance (see ``Storage``).
    package var presetErrors: [[[ValidationError]?]] { storage.compiled.map { $0.presetErrors } }
    /// Whether the set keeps a copy of the value as entered, for `{value}`: some rule may rewrite the value.
    package var keepsEnteredValue: Bool { storage.keepsEnteredValue }

    /// The notation in which the rules read text as a number: the first number rule's, or `nil` without one.
    package var numberNotation: NumberParser? {
        rules.lazy.compactMap { $0.numberNotation }.first
    }

    /// The message of a rejection by `rule` that brings no message of its own, as this set renders it: for
    /// `formcheck remote`, which shows it for a value without a field.
    package func message(for rule: AsyncValidationRule<Value>) -> String {
        error(for: rule.rejection(message: nil), customMessage: rule.customMessage, value: "").message
    }

    /// Whether `value` counts as empty for this set, so that it skips the rules (or fails presence), in the
    /// validation whose context is `context`.
    package func countsAsEmpty(_ value: Value?, in context: FieldContext = .none) -> Bool {
        guard let value else { return true }
        var conditions = ConditionsTested()
        let presenceIndex = storage.applyingPresenceIndex(&conditions, in: context)
        return value.countsAsEmpty(ignoringWhitespace: storage.emptyIgnoresWhitespace(under: presenceIndex))
    }

    @usableFromInline
    package static func describe<V>(_ value: V) -> String {
        if let optional = value as? Value? {
            return optional.map { String(describing: $0) } ?? ""
        }
        return String(describing: value)
    }
}
