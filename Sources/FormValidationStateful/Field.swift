public import FormValidationCore
import FormValidationSpecs
import Foundation
public import Observation

/// One input of a form: its value, the validators attached to it, and everything a UI shows about it.
///
/// A field is the successor of ALPValidator's text-field category: attach any number of validators, set the
/// value as the user types (or in code — it is the same), and read the combined ``state`` and ``errors``.
/// It also knows whether it is pristine or dirty, touched, and whether its messages should show yet.
///
/// ```swift
/// let email = Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .required(), .email()])
/// email.value = "ada@"         // validates: on change is the default timing
/// print(email.state)                           // invalid
/// print(email.visibleErrors.map(\.message))    // ["Email is not a valid email address."]
/// ```
///
/// **Timing.** ``timing`` says when the value is validated: on every change (the default), when editing ends,
/// only on submit, or on every change but silently until the field was touched. **Silent validation**
/// (``validateSilently()``) learns validity — enabling a submit button, say — without revealing messages:
/// ``visibleErrors`` stays empty until the errors are revealed by a validation the timing asks for, by
/// ``endEditing()`` or by submitting.
///
/// **Dependencies.** ``dependsOn(_:)`` re-validates this field whenever another one changes: a password
/// confirmation follows the password. The errors stay on this field. A ``FormModel`` does the same for the fields
/// that this field's conditions read (``ValidationRule/when(_:)``, ``condition``).
///
/// **Switched off.** A field that is not ``isEnabled`` — hidden by the UI, say — or whose ``condition`` does not
/// hold is not ``isActive``: it is not validated, shows no errors, counts as valid (so it never blocks a submit)
/// and is left out of the submitted values. Switched on again, it validates again if it was validated before.
@MainActor
public final class Field<Value: ValidatableValue & Equatable>: FormField, Observable {
    // Inside: what the field knows about itself but its value — state, errors, whether it is dirty, touched,
    // revealed, enabled, active — is a `FieldStateMachine` (FormValidationCore/State): every call becomes an event,
    // and the field carries out the effects the machine returns (Field+StateMachine.swift).

    /// The field's name: its key in submissions and specs.
    public let name: String

    /// When the value is validated. Observable.
    public var timing: ValidationTiming {
        get { track(keys.timing, machine.timing) }
        set { send(.timingSet(newValue)) }
    }

    /// The current value; `nil` when nothing was entered. Setting it validates as ``timing`` says, whether a
    /// person typed it or code set it. Observable.
    public var value: Value? {
        get { track(keys.value, storedValue) }
        set {
            guard newValue != storedValue else { return }
            observation.withMutation(of: self, keyPath: keys.value) { storedValue = newValue }
            send(.edited(isDirty: newValue != initialValue, conditionHolds: conditionHolds))
        }
    }

    /// Where the field stands, combined over its validators: invalid if any is invalid, else waiting if any is
    /// waiting, else valid once validated. Never valid while a remote check is in flight. Observable.
    public var state: ValidationState { track(keys.state, machine.state) }

    /// Every error of every attached validator, in attach order, then rule order. Observable.
    public var errors: [ValidationError] { track(keys.errors, machine.errors) }

    /// Whether the value differs from the one the field started with (or was reset to). Observable.
    public var isDirty: Bool { track(keys.isDirty, machine.isDirty) }

    /// Whether editing ended at least once. Observable.
    public var isTouched: Bool { track(keys.isTouched, machine.isTouched) }

    /// Whether ``errors`` are shown: false after silent validation, until a validation reveals them. Observable.
    public var errorsRevealed: Bool { track(keys.errorsRevealed, machine.errorsRevealed) }

    /// Whether the field takes part in its form: when `false` it is not validated, shows no errors, counts as
    /// valid and is left out of the submitted values. Observable.
    ///
    /// ```swift
    /// let country = Field<String>("country")
    /// let state = Field<String>("state", rules: [.required()])
    /// state.isEnabled = country.value == "US"   // a field the UI hides
    /// ```
    public var isEnabled: Bool {
        get { track(keys.isEnabled, machine.isEnabled) }
        set { send(.enabledSet(newValue, conditionHolds: conditionHolds)) }
    }

    /// When the field applies: while it does not hold, the field is switched off as if not ``isEnabled``. `nil`
    /// (the default) for always. A ``FormModel`` re-evaluates it whenever one of the fields it reads changes.
    ///
    /// ```swift
    /// let country = Field<String>("country")
    /// let state = Field<String>("state", rules: [.required()])
    /// state.condition = .field(country, equals: "US")
    /// ```
    public var condition: Condition? {
        didSet { send(.conditionEvaluated(holds: conditionHolds)) }
    }

    /// Whether the field takes part in its form now: it ``isEnabled`` and its ``condition`` (if any) holds.
    /// Observable.
    public var isActive: Bool { track(keys.isActive, machine.isActive) }

    /// The attached validators, in the order they were attached. Observable.
    public internal(set) var validators: [FormValidator<Value>] {
        get { track(keys.validators, storedValidators) }
        set { observation.withMutation(of: self, keyPath: keys.validators) { storedValidators = newValue } }
    }

    /// Called on the main actor once for each real change of ``state``, with the old and the new state.
    ///
    /// It may change the state again (validate, edit, reset): that change is delivered after this one has reached
    /// every listener, so the handler and ``stateChanges`` hear the same changes in the same order.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)? {
        get { notifier.handler }
        set { notifier.handler = newValue }
    }

    /// The field's value, readable from any thread: the target of another field's live equality rule.
    ///
    /// ```swift
    /// let password = Field<String>("password", rules: [.required(), .minimumLength(8)])
    /// let confirmation = Field<String>("confirmation", rules: [.equal(to: password.liveValue)])
    /// confirmation.dependsOn(password)
    /// ```
    public nonisolated let liveValue: LiveValue<Value>

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    // MARK: Storage

    /// Everything the field knows about itself but its value; changed only through `send(_:)`.
    var machine: FieldStateMachine
    var storedValue: Value?
    /// The value the field started with or was reset to: it is dirty while its value differs.
    var initialValue: Value?
    var storedValidators: [FormValidator<Value>] = []
    /// Tells the handler, the streams and the observers (forms, dependent fields) of each change.
    let notifier = StateChangeNotifier<FieldEvent>()
    nonisolated package var changes: ChangeBroadcaster<ValidationStateChange> { notifier.changes }
    /// The fields this one depends on, held weakly: two fields may depend on each other.
    var dependencies: [Dependency] = []
    /// The formatter of a text field (Field+Formatting.swift), and where the caret stands in its text.
    var storedFormatter: (any InputFormatter)?
    var storedCaret = 0

    struct Dependency {
        weak var field: (any FormField)?
        let token: Int
    }

    // Observation by hand rather than with the @Observable macro: in a generic class the macro forms its key paths
    // anew (two allocations) on every read and write, and a field is written on every keystroke.
    let observation = ObservationRegistrar()
    let keys = KeyPathCache.keys(Keys.init)

    /// The observed properties' key paths, formed once per value type (see ``KeyPathCache``).
    @MainActor struct Keys {
        let timing = \Field<Value>.timing
        let value = \Field<Value>.value
        let state = \Field<Value>.state
        let errors = \Field<Value>.errors
        let isDirty = \Field<Value>.isDirty
        let isTouched = \Field<Value>.isTouched
        let errorsRevealed = \Field<Value>.errorsRevealed
        let isEnabled = \Field<Value>.isEnabled
        let isActive = \Field<Value>.isActive
        let validators = \Field<Value>.validators
    }

    /// Reads an observed property, telling Observation it was read.
    @inline(__always)
    private func track<Member>(_ keyPath: KeyPath<Field, Member>, _ member: Member) -> Member {
        observation.access(self, keyPath: keyPath)
        return member
    }

    // MARK: Creating

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field's name, its key in submissions.
    ///   - value: The initial value; the field is pristine while it holds it.
    ///   - timing: When to validate. Defaults to ``ValidationTiming/onChange``.
    public init(_ name: String, value: Value? = nil, timing: ValidationTiming = .onChange) {
        self.name = name
        self.machine = FieldStateMachine(timing: timing)
        self.storedValue = value
        self.initialValue = value
        self.liveValue = LiveValue(value)
    }

    /// Creates a field with one validator made of `rules`.
    ///
    /// - Parameters:
    ///   - name: The field's name, its key in submissions.
    ///   - label: The name messages use for `{field}` ("Email is required."); defaults to `name`. Errors carry
    ///     `name` in ``ValidationError/field``, as a server validating the same form does.
    ///   - value: The initial value.
    ///   - timing: When to validate.
    ///   - isSecret: Whether messages must never show the value.
    ///   - rules: The validator's rules, in order.
    public convenience init(
        _ name: String, label: String? = nil, value: Value? = nil, timing: ValidationTiming = .onChange,
        isSecret: Bool = false, rules: [ValidationRule<Value>]
    ) {
        self.init(name, value: value, timing: timing)
        attach(FormValidator(field: name, label: label, isSecret: isSecret, rules: rules))
    }

    deinit {
        // Observers this field left on others hold it weakly and fall silent; its streams end here.
        changes.finish()
    }

    // MARK: Derived

    /// Whether the field is valid: ``state`` is ``ValidationState/valid``.
    public var isValid: Bool { state == .valid }

    /// The errors to show now: ``errors`` once revealed, otherwise none.
    public var visibleErrors: [ValidationError] { errorsRevealed ? errors : [] }

    /// The first error, for a UI that shows one message per field (whether revealed or not).
    public var firstError: ValidationError? { errors.first }

    /// The first visible error's message, or `nil`.
    public var visibleMessage: String? { visibleErrors.first?.message }

    /// The value as the first validator corrected it, when it is valid (a trimmed email, say).
    public var correctedValue: Value? {
        guard state == .valid else { return nil }
        return validators.lazy.compactMap { $0.validatedValue }.first ?? value
    }

    /// The value as a `Sendable` box, `nil` when empty or when the field is not ``isActive`` (it is left out of
    /// the submitted values).
    public var anyValue: (any Sendable)? { isActive ? value : nil }
}
