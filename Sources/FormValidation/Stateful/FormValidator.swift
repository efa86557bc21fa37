public import Observation

/// The validator for one input: its rules, its state, its errors, and a handler that hears every change.
///
/// This is ALPValidator's validator rebuilt for Swift: attach rules, feed it the value on every edit, and react
/// to ``state`` through ``stateChangedHandler``, through Observation (SwiftUI views update by themselves), or by
/// reading ``errorMessages``.
///
/// ```swift
/// let password = FormValidator<String>(field: "Password")
/// password.add(.required())
/// password.add(.minimumLength(8))
/// password.add(.containsNumber())
/// password.stateChangedHandler = { change in
///     submitButton.isEnabled = change.new == .valid
/// }
/// password.validate("hunter")
/// password.errorMessages   // ["Password must be at least 8 characters long.", "Password must contain a number."]
/// ```
///
/// Every rule runs, in the order added, and ``errors`` lists every failure in that order. The handler is
/// called exactly once per real change of state and never when the state stays the same. The validator lives on
/// the main actor; the rules themselves are pure values (``RuleSet``) that a server can run on any thread.
///
/// The value type decides which rules can be added: text rules such as
/// ``ValidationRule/minimumLength(_:counting:message:)`` exist only for `String`, so adding one to a
/// `FormValidator<Int>` is a compile-time error, not ALPValidator's run-time exception.
@MainActor
@Observable
public final class FormValidator<Value: ValidatableValue> {
    /// Where the validator stands; starts as ``ValidationState/notValidated``.
    public private(set) var state: ValidationState = .notValidated
    /// Every failure of the last validation, in rule order; empty unless ``state`` is ``ValidationState/invalid``.
    public private(set) var errors: [ValidationError] = []

    /// The rules, in the order they run, and how they report (field name, messages, failure mode).
    @ObservationIgnored public private(set) var rules: RuleSet<Value>
    /// The last value that passed every rule, as the rules corrected it; `nil` until one passes, or after a
    /// failing one. Not observed: read it when you need it, for example on submit.
    @ObservationIgnored public private(set) var validatedValue: Value?
    /// Called on the main actor once for each real change of ``state``, with the old and the new state.
    @ObservationIgnored public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)?

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - field: The field's name, shown by `{field}` in messages ("Password must…").
    ///   - failureMode: Whether to run every rule (the default) or stop at the first failure.
    ///   - isSecret: Whether messages must never show the value (passwords).
    ///   - messages: Message templates that replace the defaults.
    ///   - rules: The initial rules, in order.
    public init(
        field: String? = nil,
        failureMode: RuleSet<Value>.FailureMode = .collectAll,
        isSecret: Bool = false,
        messages: MessageCatalog = .english,
        rules: [ValidationRule<Value>] = []
    ) {
        self.rules = RuleSet(rules, field: field, failureMode: failureMode, isSecret: isSecret, messages: messages)
    }

    /// Creates a validator that runs an existing rule set.
    ///
    /// - Parameter rules: The rules and their settings.
    public init(_ rules: RuleSet<Value>) {
        self.rules = rules
    }

    /// Whether the last value passed every rule: `state == .valid`.
    public var isValid: Bool { state == .valid }

    /// The messages of ``errors``, in rule order, as ALPValidator's `errorMessages` gave them.
    public var errorMessages: [String] { errors.map(\.message) }

    /// The first error in rule order, for a UI that shows one message per field.
    public var firstError: ValidationError? { errors.first }

    /// The number of rules.
    public var ruleCount: Int { rules.count }

    /// Adds a rule after the existing ones. It takes effect at the next validation.
    ///
    /// - Parameter rule: The rule to add.
    public func add(_ rule: ValidationRule<Value>) {
        rules.append(rule)
    }

    /// Removes every rule and returns to ``ValidationState/notValidated``.
    public func removeAllRules() {
        rules.removeAll()
        reset()
    }

    /// Validates a value, updates ``state`` and ``errors``, and calls the handler if the state changed.
    ///
    /// `nil` counts as empty: it is valid unless a presence rule is present.
    ///
    /// - Parameter value: The value as entered.
    /// - Returns: The new state.
    /// - Complexity: The cost of the rules. A valid value whose state does not change allocates nothing.
    @discardableResult
    public func validate(_ value: Value?) -> ValidationState {
        switch rules.validate(value) {
        case .valid(let corrected):
            validatedValue = corrected
            apply(.valid, errors: [])
        case .invalid(let failures):
            validatedValue = nil
            apply(.invalid, errors: failures)
        }
        return _state
    }

    /// Forgets the last validation: back to ``ValidationState/notValidated`` with no errors.
    ///
    /// The handler hears the change when the state was something else.
    public func reset() {
        validatedValue = nil
        apply(.notValidated, errors: [])
    }

    /// Stores a new state and errors, touching (and so notifying observers of) only what changed.
    private func apply(_ newState: ValidationState, errors newErrors: [ValidationError]) {
        // Read the backing storage: the public getters would register an observation access on the hot path.
        if _errors != newErrors { errors = newErrors }
        let oldState = _state
        guard oldState != newState else { return }
        state = newState
        stateChangedHandler?(ValidationStateChange(from: oldState, to: newState))
    }
}
