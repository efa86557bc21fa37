import FormValidationCore
import FormValidationSpecs
import Observation

/// How a field runs its ``FieldStateMachine``: it sends it events, tells Observation what changed, and carries
/// out the effects.
extension Field {
    /// Sets the value without validating it (a reset, a corrected value written back).
    func store(_ newValue: Value?) {
        guard newValue != storedValue else { return }
        observation.withMutation(of: self, keyPath: keys.value) { storedValue = newValue }
    }

    /// Whether the condition holds now; `true` without one.
    var conditionHolds: Bool { condition?.holds() ?? true }

    /// Lets the machine handle `event`, publishes the properties that changed, then carries out the effects in
    /// order. An effect may send another event (a validator's verdict, a listener's edit): the machine is already
    /// in its new state by then.
    func send(_ event: FieldStateMachine.Event) {
        var next = machine
        let effects = next.handle(event)
        let changed = next.changedProperties(since: machine)
        if changed.isEmpty {
            machine = next
        } else {
            // Observation hears of a change before it happens, as it would from the @Observable macro.
            mark(changed, willSet: true)
            machine = next
            mark(changed, willSet: false)
        }
        // By index rather than `for in`: from this module, the collection's iterator reads each element through
        // its protocol witness, a coroutine whose frame is allocated: four allocations a keystroke.
        for index in effects.startIndex..<effects.endIndex { perform(effects[index]) }
    }

    /// Sends the validators' verdict to the machine.
    func refreshResult() {
        guard machine.isActive else {
            // Switched off: the machine ignores the validators.
            send(.validatorsReported(.valid, errors: []))
            return
        }
        // Loops rather than `map`/`flatMap`: this runs on every keystroke and should not allocate needlessly.
        var anyInvalid = false
        var anyWaiting = false
        var allValid = true
        for validator in storedValidators {
            switch validator.state {
            case .invalid: anyInvalid = true
            case .waitingForRemote: anyWaiting = true
            case .valid: break
            case .notValidated: allValid = false
            }
            if validator.state != .valid { allValid = false }
        }
        let state: ValidationState =
            anyInvalid ? .invalid : anyWaiting ? .waitingForRemote : allValid ? .valid : .notValidated
        let errors =
            storedValidators.count == 1 ? storedValidators[0].errors : storedValidators.flatMap { $0.errors }
        send(.validatorsReported(state, errors: errors))
    }

    private func perform(_ effect: FieldEffect) {
        switch effect {
        case .publishValue:
            liveValue.value = storedValue
        case .validate:
            for validator in storedValidators { validator.validate(storedValue) }
        case .validateLatest:
            storedValidators.last?.validate(storedValue)
        case .resetValidators:
            for validator in storedValidators { validator.reset() }
        case .refresh:
            refreshResult()
        case .notify(let event, let stateChange):
            notifier.post(event, stateChange: stateChange)
        }
    }

    /// Tells Observation that the `changed` properties will change, or did.
    private func mark(_ changed: FieldProperties, willSet: Bool) {
        if changed.contains(.timing) { mark(keys.timing, willSet: willSet) }
        if changed.contains(.state) { mark(keys.state, willSet: willSet) }
        if changed.contains(.errors) { mark(keys.errors, willSet: willSet) }
        if changed.contains(.isDirty) { mark(keys.isDirty, willSet: willSet) }
        if changed.contains(.isTouched) { mark(keys.isTouched, willSet: willSet) }
        if changed.contains(.errorsRevealed) { mark(keys.errorsRevealed, willSet: willSet) }
        if changed.contains(.isEnabled) { mark(keys.isEnabled, willSet: willSet) }
        if changed.contains(.isActive) { mark(keys.isActive, willSet: willSet) }
    }

    private func mark<Member>(_ keyPath: KeyPath<Field, Member>, willSet: Bool) {
        if willSet {
            observation.willSet(self, keyPath: keyPath)
        } else {
            observation.didSet(self, keyPath: keyPath)
        }
    }
}
