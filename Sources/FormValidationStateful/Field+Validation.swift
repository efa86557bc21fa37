public import FormValidationCore
import FormValidationSpecs

/// A field's validators, and the calls that validate, reveal or reset it.
extension Field {
    // MARK: Validators

    /// Attaches a validator: it validates this field's value from now on.
    ///
    /// - Parameter validator: The validator; a validator belongs to one field at a time.
    public func attach(_ validator: FormValidator<Value>) {
        guard !storedValidators.contains(where: { $0 === validator }) else { return }
        validators.append(validator)
        validator.notifier.setFollower({ [weak self] _ in self?.refreshResult() }, for: ObjectIdentifier(self))
        send(.validatorAttached)
    }

    /// Detaches a validator: it no longer validates this field, and its errors leave the field.
    ///
    /// - Parameter validator: The validator to detach.
    public func detach(_ validator: FormValidator<Value>) {
        validators.removeAll { $0 === validator }
        validator.notifier.setFollower(nil, for: ObjectIdentifier(self))
        refreshResult()
    }

    // MARK: Editing

    /// Tells the field that editing ended (focus left it): it is touched now, and validates as ``timing`` says.
    public func endEditing() {
        send(.editingEnded(conditionHolds: conditionHolds))
    }

    /// Validates now, whatever the timing, and reveals the errors.
    ///
    /// - Returns: The state, which may be ``ValidationState/waitingForRemote``.
    @discardableResult
    public func validateNow() -> ValidationState {
        send(.validationRequested(revealing: true, conditionHolds: conditionHolds))
        return state
    }

    /// Validates now without revealing errors: validity becomes known, messages stay hidden.
    public func validateSilently() {
        send(.validationRequested(revealing: false, conditionHolds: conditionHolds))
    }

    /// Validates again if the field was validated before, keeping its errors' visibility.
    public func revalidate() {
        guard machine.validatedOnce else { return }
        send(.revalidationRequested(conditionHolds: conditionHolds))
    }

    /// Validates at once (no debounce), reveals the errors, waits for remote checks, and writes the corrected
    /// value back into the field when it is valid.
    ///
    /// - Returns: The settled state.
    @discardableResult
    public func validateForSubmit() async -> ValidationState {
        send(.submitStarted(conditionHolds: conditionHolds))
        guard machine.isActive else { return state }
        let submitted = value
        // Start every validator at once, then wait for each: their remote checks run side by side.
        for validator in validators { validator.validateImmediately(submitted) }
        for validator in validators { await validator.waitUntilSettled() }
        refreshResult()
        // Write back only what was submitted: not over a value typed, set or reset meanwhile.
        if state == .valid, value == submitted, let corrected = correctedValue, corrected != submitted {
            store(corrected)
            send(.correctedValueWrittenBack(isDirty: corrected != initialValue))
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
        store(value)
        send(.reset)
    }
}
