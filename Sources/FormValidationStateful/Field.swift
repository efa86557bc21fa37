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
    /// The field's name: its key in submissions and specs.
    public let name: String

    /// When the value is validated. Observable.
    public var timing: ValidationTiming {
        get {
            observation.access(self, keyPath: keys.timing)
            return stored.timing
        }
        set { observation.withMutation(of: self, keyPath: keys.timing) { stored.timing = newValue } }
    }

    /// The current value; `nil` when nothing was entered. Setting it validates as ``timing`` says, whether a
    /// person typed it or code set it. Observable.
    public var value: Value? {
        get {
            observation.access(self, keyPath: keys.value)
            return stored.value
        }
        set {
            guard newValue != stored.value else { return }
            observation.withMutation(of: self, keyPath: keys.value) { stored.value = newValue }
            valueDidChange()
        }
    }

    /// Where the field stands, combined over its validators: invalid if any is invalid, else waiting if any is
    /// waiting, else valid once validated. Never valid while a remote check is in flight. Observable.
    public private(set) var state: ValidationState {
        get {
            observation.access(self, keyPath: keys.state)
            return stored.state
        }
        set { observation.withMutation(of: self, keyPath: keys.state) { stored.state = newValue } }
    }

    /// Every error of every attached validator, in attach order, then rule order. Observable.
    public private(set) var errors: [ValidationError] {
        get {
            observation.access(self, keyPath: keys.errors)
            return stored.errors
        }
        set { observation.withMutation(of: self, keyPath: keys.errors) { stored.errors = newValue } }
    }

    /// Whether the value differs from the one the field started with (or was reset to). Observable.
    public private(set) var isDirty: Bool {
        get {
            observation.access(self, keyPath: keys.isDirty)
            return stored.isDirty
        }
        set { observation.withMutation(of: self, keyPath: keys.isDirty) { stored.isDirty = newValue } }
    }

    /// Whether editing ended at least once. Observable.
    public private(set) var isTouched: Bool {
        get {
            observation.access(self, keyPath: keys.isTouched)
            return stored.isTouched
        }
        set { observation.withMutation(of: self, keyPath: keys.isTouched) { stored.isTouched = newValue } }
    }

    /// Whether ``errors`` are shown: false after silent validation, until a validation reveals them. Observable.
    public private(set) var errorsRevealed: Bool {
        get {
            observation.access(self, keyPath: keys.errorsRevealed)
            return stored.errorsRevealed
        }
        set { observation.withMutation(of: self, keyPath: keys.errorsRevealed) { stored.errorsRevealed = newValue } }
    }

    /// Whether the field takes part in its form: when `false` it is not validated, shows no errors, counts as
    /// valid and is left out of the submitted values. Observable.
    ///
    /// ```swift
    /// let country = Field<String>("country")
    /// let state = Field<String>("state", rules: [.required()])
    /// state.isEnabled = country.value == "US"   // a field the UI hides
    /// ```
    public var isEnabled: Bool {
        get {
            observation.access(self, keyPath: keys.isEnabled)
            return stored.isEnabled
        }
        set {
            guard newValue != stored.isEnabled else { return }
            observation.withMutation(of: self, keyPath: keys.isEnabled) { stored.isEnabled = newValue }
            updateActivity()
        }
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
        didSet { updateActivity() }
    }

    /// Whether the field takes part in its form now: it ``isEnabled`` and its ``condition`` (if any) holds.
    /// Observable.
    public private(set) var isActive: Bool {
        get {
            observation.access(self, keyPath: keys.isActive)
            return stored.isActive
        }
        set { observation.withMutation(of: self, keyPath: keys.isActive) { stored.isActive = newValue } }
    }

    /// The attached validators, in the order they were attached. Observable.
    public private(set) var validators: [FormValidator<Value>] {
        get {
            observation.access(self, keyPath: keys.validators)
            return stored.validators
        }
        set { observation.withMutation(of: self, keyPath: keys.validators) { stored.validators = newValue } }
    }

    // Observation by hand rather than with the @Observable macro: in a generic class the macro forms its key paths
    // anew (two allocations) on every read and write, and a field is written on every keystroke.
    private let observation = ObservationRegistrar()
    private let keys = KeyPathCache.keys(Keys.init)
    private var stored: Stored

    /// The observed properties' storage.
    private struct Stored {
        var timing: ValidationTiming
        var value: Value?
        var state = ValidationState.notValidated
        var errors: [ValidationError] = []
        var isDirty = false
        var isTouched = false
        var errorsRevealed = false
        var isEnabled = true
        var isActive = true
        var validators: [FormValidator<Value>] = []
        /// The errors of the form's rules that go to this field, after its own.
        var formErrors: [ValidationError] = []
    }

    /// The observed properties' key paths, formed once per value type (see ``KeyPathCache``).
    @MainActor private struct Keys {
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

    /// Called on the main actor once for each real change of ``state``, with the old and the new state.
    ///
    /// It may change the state again (validate, edit, reset): that change is delivered after this one has reached
    /// every listener, so the handler and ``stateChanges`` hear the same changes in the same order.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)?

    /// The field's value, readable from any thread: the target of another field's live equality rule.
    ///
    /// ```swift
    /// let password = Field<String>("password", rules: [.required(), .minimumLength(8)])
    /// let confirmation = Field<String>("confirmation", rules: [.equal(to: password.liveValue)])
    /// confirmation.dependsOn(password)
    /// ```
    public nonisolated let liveValue: LiveValue<Value>

    private var initialValue: Value?
    private var observers: [Int: @MainActor (FieldEvent) -> Void] = [:]
    private var nextObserverID = 0
    /// The fields this one depends on, held weakly: two fields may depend on each other.
    private var dependencies: [Dependency] = []

    private struct Dependency {
        weak var field: (any FormField)?
        let token: Int
    }
    private var validatedOnce = false
    nonisolated package let changes = ChangeBroadcaster<ValidationStateChange>()
    /// Delivers each change and event to every listener in turn.
    private let notifications = NotificationQueue<(stateChange: ValidationStateChange?, event: FieldEvent)>()

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field's name, its key in submissions.
    ///   - value: The initial value; the field is pristine while it holds it.
    ///   - timing: When to validate. Defaults to ``ValidationTiming/onChange``.
    public init(_ name: String, value: Value? = nil, timing: ValidationTiming = .onChange) {
        self.name = name
        self.stored = Stored(timing: timing, value: value)
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

    // MARK: Validators

    /// Attaches a validator: it validates this field's value from now on.
    ///
    /// - Parameter validator: The validator; a validator belongs to one field at a time.
    public func attach(_ validator: FormValidator<Value>) {
        guard !validators.contains(where: { $0 === validator }) else { return }
        validators.append(validator)
        validator.resultObservers[ObjectIdentifier(self)] = { [weak self] in self?.refreshResult() }
        if validatedOnce && stored.isActive { validator.validate(value) }
        refreshResult()
    }

    /// Detaches a validator: it no longer validates this field, and its errors leave the field.
    ///
    /// - Parameter validator: The validator to detach.
    public func detach(_ validator: FormValidator<Value>) {
        validators.removeAll { $0 === validator }
        validator.resultObservers[ObjectIdentifier(self)] = nil
        refreshResult()
    }

    // MARK: Editing

    /// Tells the field that editing ended (focus left it): it is touched now, and validates as ``timing`` says.
    public func endEditing() {
        isTouched = true
        switch timing {
        case .onEndEditing, .afterTouched:
            runValidators(revealing: true)
        case .onChange:
            if validatedOnce { reveal() }
        case .onSubmit:
            break
        }
    }

    /// Validates now, whatever the timing, and reveals the errors.
    ///
    /// - Returns: The state, which may be ``ValidationState/waitingForRemote``.
    @discardableResult
    public func validateNow() -> ValidationState {
        runValidators(revealing: true)
        return state
    }

    /// Validates now without revealing errors: validity becomes known, messages stay hidden.
    public func validateSilently() {
        runValidators(revealing: false)
    }

    /// Validates again if the field was validated before, keeping its errors' visibility.
    public func revalidate() {
        guard validatedOnce else { return }
        runValidators(revealing: errorsRevealed)
    }

    /// Validates at once (no debounce), reveals the errors, waits for remote checks, and writes the corrected
    /// value back into the field when it is valid.
    ///
    /// - Returns: The settled state.
    @discardableResult
    public func validateForSubmit() async -> ValidationState {
        validatedOnce = true
        if !errorsRevealed {
            errorsRevealed = true
            revealedSinceLastRefresh = true
        }
        updateActivity()
        guard stored.isActive else {
            refreshResult()
            return state
        }
        liveValue.value = value
        let submitted = value
        // Start every validator at once, then wait for each: their remote checks run side by side.
        for validator in validators { validator.validateImmediately(submitted) }
        for validator in validators { await validator.waitUntilSettled() }
        refreshResult()
        // Write back only what was submitted: not over a value typed, set or reset meanwhile.
        if state == .valid, value == submitted, let corrected = correctedValue, corrected != submitted {
            writeBack(corrected)
        }
        return state
    }

    /// Back to the initial value: pristine, untouched, not validated, checks in flight stopped.
    public func reset() {
        reset(to: initialValue)
    }

    /// Sets a new initial value and returns to it: pristine, untouched, not validated.
    ///
    /// - Parameter value: The new initial value.
    public func reset(to value: Value?) {
        initialValue = value
        withoutValidating { self.value = value }
        liveValue.value = value
        isDirty = false
        isTouched = false
        errorsRevealed = false
        validatedOnce = false
        stored.formErrors = []
        for validator in validators { validator.reset() }
        refreshResult()
        // Dependents compared with the old value; let them see the new one.
        notify(.valueChanged)
    }

    // MARK: Dependencies

    /// Re-validates this field whenever `other`'s value changes (if this field was validated before).
    ///
    /// - Parameter other: The field this one depends on, such as the password for its confirmation.
    public func dependsOn(_ other: any FormField) {
        guard other !== self, !dependencies.contains(where: { $0.field === other }) else { return }
        let token = other.addObserver { [weak self] event in
            if event == .valueChanged { self?.dependencyDidChange() }
        }
        dependencies.append(Dependency(field: other, token: token))
    }

    /// Calls `observer` after every change of the value, the state or the errors.
    ///
    /// - Parameter observer: Called on the main actor with what changed.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return nextObserverID
    }

    /// Stops calling the observer `token` names.
    ///
    /// - Parameter token: What ``addObserver(_:)`` returned.
    public func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    deinit {
        // Observers this field left on others hold it weakly and fall silent; its streams end here.
        changes.finish()
    }

    // MARK: For the form

    /// What `{field}` shows for this field in a form rule's message: its first validator's label, else its name.
    var displayName: String {
        guard let rules = validators.first?.rules else { return name }
        return rules.label ?? rules.fieldName ?? name
    }

    /// The value as a form rule reads it: as the first validator's rules correct it when it passes them, else as
    /// entered, with whether they reject it and how they read numbers; `nil` when empty or switched off.
    var formRuleReading: FormRuleReading? {
        guard stored.isActive, let value = stored.value else { return nil }
        guard let rules = validators.first?.rules else { return FormRuleReading(value: value) }
        switch rules.validate(value) {
        case .valid(let corrected):
            return FormRuleReading(value: corrected, numberNotation: rules.numberNotation)
        case .invalid:
            return FormRuleReading(value: value, isRejected: true, numberNotation: rules.numberNotation)
        }
    }

    /// The names of the fields that this field's conditions read: its own ``condition``'s and its rules'.
    var conditionFields: [String] {
        var names = condition?.fields ?? []
        for validator in validators {
            for name in validator.rules.fieldsRead + validator.asyncRules.flatMap({ $0.condition?.fields ?? [] })
            where !names.contains(name) {
                names.append(name)
            }
        }
        return names.filter { $0 != name }
    }

    /// Sets the errors of the form's rules that go to this field; they follow its own and make it invalid.
    ///
    /// - Parameters:
    ///   - errors: The errors, in rule order.
    ///   - revealing: Whether to show the field's errors now.
    func setFormErrors(_ errors: [ValidationError], revealing: Bool) {
        let revealNow = revealing && !errorsRevealed && !errors.isEmpty
        guard errors != stored.formErrors || revealNow else { return }
        stored.formErrors = errors
        if revealNow {
            errorsRevealed = true
            revealedSinceLastRefresh = true
        }
        refreshResult()
    }

    // MARK: Internals

    private var suppressesValidation = false
    private var revealedSinceLastRefresh = false

    private func withoutValidating(_ body: () -> Void) {
        suppressesValidation = true
        body()
        suppressesValidation = false
    }

    private func writeBack(_ corrected: Value) {
        withoutValidating { value = corrected }
        liveValue.value = corrected
        isDirty = corrected != initialValue
        notify(.valueChanged)
    }

    private func valueDidChange() {
        guard !suppressesValidation else { return }
        liveValue.value = value
        let dirty = value != initialValue
        if dirty != isDirty { isDirty = dirty }
        switch timing {
        case .onChange:
            runValidators(revealing: true)
        case .afterTouched:
            runValidators(revealing: isTouched)
        case .onEndEditing, .onSubmit:
            // Not validated yet: the last verdict was about another value, so it must not stand for this one.
            if validatedOnce {
                for validator in validators { validator.reset() }
                refreshResult()
            }
        }
        notify(.valueChanged)
    }

    private func reveal() {
        guard !errorsRevealed else { return }
        errorsRevealed = true
        notify(.resultChanged)
    }

    private func runValidators(revealing: Bool) {
        validatedOnce = true
        if revealing && !errorsRevealed {
            errorsRevealed = true
            revealedSinceLastRefresh = true
        }
        if condition != nil { updateActivity() }
        if stored.isActive {
            for validator in validators { validator.validate(value) }
        }
        refreshResult()
    }

    /// A field this one depends on changed: its condition may have changed, and its rules may read it.
    private func dependencyDidChange() {
        updateActivity()
        revalidate()
    }

    /// Re-evaluates ``isActive``: switched off, the validators stop (and forget) their checks; switched on again,
    /// they validate again if the field was validated before.
    private func updateActivity() {
        let active = stored.isEnabled && (condition?.holds() ?? true)
        guard active != stored.isActive else { return }
        isActive = active
        if !active {
            for validator in validators { validator.reset() }
        } else if validatedOnce {
            for validator in validators { validator.validate(value) }
        }
        refreshResult()
        // The value joins or leaves what the form's rules read: they must run again.
        notify(.activityChanged)
    }

    /// Recomputes the combined state and errors from the validators.
    private func refreshResult() {
        guard stored.isActive else {
            // Switched off: valid, and silent.
            apply(.valid, errors: [])
            return
        }
        // Loops rather than `map`/`flatMap`: this runs on every keystroke and should not allocate needlessly.
        var anyInvalid = false
        var anyWaiting = false
        var allValid = true
        for validator in validators {
            switch validator.state {
            case .invalid: anyInvalid = true
            case .waitingForRemote: anyWaiting = true
            case .valid: break
            case .notValidated: allValid = false
            }
            if validator.state != .valid { allValid = false }
        }
        var newState: ValidationState =
            anyInvalid
            ? .invalid : anyWaiting ? .waitingForRemote : (validatedOnce && allValid) ? .valid : .notValidated
        var newErrors = validators.count == 1 ? validators[0].errors : validators.flatMap { $0.errors }
        if !stored.formErrors.isEmpty {
            newState = .invalid
            newErrors += stored.formErrors
        }
        apply(newState, errors: newErrors)
    }

    /// Stores a new state and errors, notifying only of what changed.
    private func apply(_ newState: ValidationState, errors newErrors: [ValidationError]) {
        let errorsChanged = newErrors != errors
        if errorsChanged { errors = newErrors }
        let oldState = state
        var change: ValidationStateChange?
        if newState != oldState {
            state = newState
            change = ValidationStateChange(from: oldState, to: newState)
        }
        if errorsChanged || change != nil || revealedSinceLastRefresh {
            revealedSinceLastRefresh = false
            notify(.resultChanged, stateChange: change)
        }
    }

    /// Tells the handler and the streams about `stateChange`, if any, then the observers about `event`.
    ///
    /// Queued: a listener that edits or validates this field while it hears a change must not have its own
    /// change heard first by the listeners after it.
    private func notify(_ event: FieldEvent, stateChange: ValidationStateChange? = nil) {
        notifications.post((stateChange, event)) { notification in
            if let change = notification.stateChange {
                stateChangedHandler?(change)
                changes.publish(change)
            }
            for observer in observers.values { observer(notification.event) }
        }
    }
}
