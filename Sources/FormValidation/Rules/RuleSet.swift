/// An ordered list of rules for one value, and the pure engine that runs them.
///
/// A rule set is a `Sendable` value with no state: build it once and validate from any thread, in an app or on a
/// server. Rules run in the order they were added; by default every rule runs and every failure is reported
/// (``FailureMode/collectAll``), so a person sees all that is wrong at once.
///
/// ```swift
/// let username = RuleSet<String>(
///     .trimmingWhitespace(),
///     .required(),
///     .length(3...20),
///     .matching("[a-z0-9_]+", message: "{field} may use a–z, 0–9 and _ only."),
///     field: "Username"
/// )
/// username.validate("  ada_l ")   // .valid("ada_l")
/// username.validate("A!")         // .invalid([tooShort, patternMismatch])
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
/// whitespace-only text) skips every check and is valid — unless the set has a presence rule
/// (``ValidationRule/required(message:ignoringWhitespace:)``), in which case the presence rule fails and no
/// other rule runs. So an optional email field accepts "" but rejects "ada@", and a required one reports only
/// "is required" for "".
public struct RuleSet<Value: ValidatableValue>: Sendable {
    /// Whether validation stops at the first failing rule.
    public enum FailureMode: Sendable, Hashable {
        /// Run every rule and report every failure, in rule order. The default.
        case collectAll
        /// Stop at the first rule that fails and report its failures only.
        case stopAtFirstFailure
    }

    /// The rules, in the order they run.
    public private(set) var rules: [ValidationRule<Value>]
    /// Whether every rule runs or validation stops at the first failure.
    public var failureMode: FailureMode
    /// The field's name: set on each error's ``ValidationError/field``, and shown by `{field}` unless there is a
    /// ``label``. Use a stable key (`"email"`) when errors travel between app and server.
    public var fieldName: String?
    /// What `{field}` shows in messages ("Email address"), when it should differ from ``fieldName``.
    public var label: String?
    /// Whether the value is secret (a password): `{value}` then never shows it.
    public var isSecret: Bool
    /// Message templates that replace the rules' defaults, by error code.
    public var messages: MessageCatalog

    /// Where the presence rule sits, if there is one; it decides what "empty" means for this set.
    private var presenceIndex: Int?
    /// Whether any rule is a correction, which runs before the checks.
    private var hasCorrections = false

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
        self.rules = []
        self.failureMode = failureMode
        self.fieldName = field
        self.label = label
        self.isSecret = isSecret
        self.messages = messages
        for rule in rules { append(rule) }
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
    public var count: Int { rules.count }

    /// Adds a rule after the existing ones.
    ///
    /// - Parameter rule: The rule to run last.
    public mutating func append(_ rule: ValidationRule<Value>) {
        if presenceIndex == nil, rule.presence != nil { presenceIndex = rules.count }
        if rule.isCorrection { hasCorrections = true }
        rules.append(rule)
    }

    /// Removes every rule.
    public mutating func removeAll() {
        rules.removeAll()
        presenceIndex = nil
        hasCorrections = false
    }

    /// Validates a value: applies the corrections, then runs the checks on the corrected value.
    ///
    /// Idempotent for the built-in rules: when this returns `.valid(corrected)`, validating `corrected` returns
    /// `.valid(corrected)` again.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: The corrected value, or every failure in rule order.
    /// - Complexity: The sum of the rules' costs. A passing value allocates nothing.
    public func validate(_ value: Value) -> ValidationResult<Value> {
        var corrected = value
        var failures: [RuleFailure] = []
        var owners: [Int] = []
        run(&corrected, failures: &failures, owners: &owners)
        if failures.isEmpty { return .valid(corrected) }
        return .invalid(render(failures, owners: owners, value: value))
    }

    /// Validates a value that may be missing; `nil` counts as empty.
    ///
    /// - Parameter value: The value to check, or `nil` when nothing was entered.
    /// - Returns: The corrected value (still `nil` for a valid missing value), or every failure in rule order.
    public func validate(_ value: Value?) -> ValidationResult<Value?> {
        if let value {
            // A switch rather than `map`: passing `Optional.some` as a function would allocate a closure context.
            switch validate(value) {
            case .valid(let corrected): return .valid(corrected)
            case .invalid(let errors): return .invalid(errors)
            }
        }
        guard let presenceIndex else { return .valid(nil) }
        return .invalid(render([ValidationRule<Value>.Presence.failure], owners: [presenceIndex], value: nil as Value?))
    }

    /// Runs the rules over `value`, correcting it in place; records each failure and the index of its rule.
    private func run(_ value: inout Value, failures: inout [RuleFailure], owners: inout [Int]) {
        // Corrections first, wherever they are placed: every check then judges the final value, so that value
        // passes again unchanged. They run on empty values too, so "   " in an optional field is stored as "".
        if hasCorrections {
            for rule in rules where rule.isCorrection { rule.check(&value, &failures) }
        }
        let ignoresWhitespace = presenceIndex.map { rules[$0].presence!.ignoresWhitespace } ?? true
        if value.countsAsEmpty(ignoringWhitespace: ignoresWhitespace) {
            guard let presenceIndex else { return }
            failures.append(ValidationRule<Value>.Presence.failure)
            owners.append(presenceIndex)
            return
        }
        for index in rules.indices where !rules[index].isCorrection {
            let before = failures.count
            rules[index].check(&value, &failures)
            guard failures.count > before else { continue }
            owners.append(contentsOf: repeatElement(index, count: failures.count - before))
            if failureMode == .stopAtFirstFailure { return }
        }
    }

    /// Turns failure reports into errors with rendered messages.
    private func render<V>(_ failures: [RuleFailure], owners: [Int], value: V) -> [ValidationError] {
        zip(failures, owners).map { failure, owner in
            error(for: failure, customMessage: rules[owner].customMessage, value: value)
        }
    }

    /// Renders one failure as this set renders its own: with its field name, catalog and secrecy.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - customMessage: The reporting rule's custom message, which wins over the catalog and the default.
    ///   - value: The value, for `{value}`.
    func error<V>(for failure: RuleFailure, customMessage: String?, value: V) -> ValidationError {
        let template = customMessage ?? messages.template(for: failure) ?? failure.template
        let message = MessageTemplate.render(
            template, parameters: failure.parameters, field: label ?? fieldName ?? messages.fieldName,
            value: { isSecret ? messages.hiddenValue : Self.describe(value) }, style: messages.style)
        return ValidationError(code: failure.code, parameters: failure.parameters, message: message, field: fieldName)
    }

    /// The message of a rejection by `rule` that brings no message of its own, as this set renders it: for
    /// `formcheck remote`, which shows it for a value without a field.
    package func message(for rule: AsyncValidationRule<Value>) -> String {
        error(for: rule.rejection(message: nil), customMessage: rule.customMessage, value: "").message
    }

    /// Whether `value` counts as empty for this set, so that it skips the rules (or fails presence).
    func countsAsEmpty(_ value: Value?) -> Bool {
        guard let value else { return true }
        let ignoresWhitespace = presenceIndex.map { rules[$0].presence!.ignoresWhitespace } ?? true
        return value.countsAsEmpty(ignoringWhitespace: ignoresWhitespace)
    }

    private static func describe<V>(_ value: V) -> String {
        if let optional = value as? Value? {
            return optional.map { String(describing: $0) } ?? ""
        }
        return String(describing: value)
    }
}
