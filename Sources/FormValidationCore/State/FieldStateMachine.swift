/// A field's behaviour as a pure state machine: events in, new state and effects out.
///
/// `Field` (on the main actor) owns one: it turns every call — a value typed, editing ended, a submit, a
/// validator's new verdict — into an ``Event``, lets the machine decide, then carries out the ``FieldEffect``s in
/// order (run or reset the validators, read their verdict back as ``Event/validatorsReported(_:errors:)``, tell the
/// listeners). Everything a field knows about itself but its value lives here — the value stays in the field, so
/// that the machine is not generic and no keystroke copies it through run-time generics. What the machine cannot
/// know without the main actor comes in with the events: whether a new value is dirty, the validators' verdict,
/// whether the condition holds (read when the event is sent, before any of its effects).
///
/// ```
///                 edited · validationRequested · editingEnded (by timing)
///  not validated ─────────────────────────────────────────────▶ validated once ──▶ verdict from the validators
///        ▲            (silently: errors hidden until revealed)        │
///        └───────────────────────────── reset ◀────────────────────────┘
///  active ⇄ switched off: enabledSet · conditionEvaluated (off: valid, no errors, validators reset)
/// ```
package struct FieldStateMachine: Sendable, Equatable {
    /// When the value is validated.
    package private(set) var timing: ValidationTiming
    /// The combined state.
    package private(set) var state: ValidationState
    /// The validators' errors, then the form rules' that go to this field.
    package private(set) var errors: [ValidationError]
    /// The errors of the form's rules that go to this field.
    package private(set) var formErrors: [ValidationError]
    /// Whether the value differs from the initial one.
    package private(set) var isDirty: Bool
    /// Whether editing ended at least once.
    package private(set) var isTouched: Bool
    /// Whether the errors are shown.
    package private(set) var errorsRevealed: Bool
    /// Whether the errors were revealed since listeners last heard of the result: they must hear of it even if
    /// the state and errors stay the same.
    package private(set) var revealPending: Bool
    /// Whether the field is switched on by hand.
    package private(set) var isEnabled: Bool
    /// Whether the field takes part in its form: enabled, and its condition holds.
    package private(set) var isActive: Bool
    /// Whether the field was validated since it was made or reset.
    package private(set) var validatedOnce: Bool

    /// A machine in any state; a new field's is the one with every default.
    package init(
        timing: ValidationTiming = .onChange,
        state: ValidationState = .notValidated, errors: [ValidationError] = [], formErrors: [ValidationError] = [],
        isDirty: Bool = false, isTouched: Bool = false, errorsRevealed: Bool = false, revealPending: Bool = false,
        isEnabled: Bool = true, isActive: Bool = true, validatedOnce: Bool = false
    ) {
        self.timing = timing
        self.state = state
        self.errors = errors
        self.formErrors = formErrors
        self.isDirty = isDirty
        self.isTouched = isTouched
        self.errorsRevealed = errorsRevealed
        self.revealPending = revealPending
        self.isEnabled = isEnabled
        self.isActive = isActive
        self.validatedOnce = validatedOnce
    }

    /// What happens to a field. `conditionHolds` is whether its condition holds now (`true` without one): the
    /// machine switches the field on or off by it before validating.
    package enum Event: Sendable, Equatable {
        /// The value was set to a new one, typed or in code; `isDirty` says whether it differs from the initial one.
        case edited(isDirty: Bool, conditionHolds: Bool)
        /// The timing was set.
        case timingSet(ValidationTiming)
        /// The field was switched on or off by hand.
        case enabledSet(Bool, conditionHolds: Bool)
        /// The condition was set, or a field it reads changed.
        case conditionEvaluated(holds: Bool)
        /// Editing ended (focus left the field).
        case editingEnded(conditionHolds: Bool)
        /// Validate now, whatever the timing, revealing the errors or silently.
        case validationRequested(revealing: Bool, conditionHolds: Bool)
        /// Validate again if validated before, keeping the errors' visibility.
        case revalidationRequested(conditionHolds: Bool)
        /// A submit starts: validated and revealed from now on. While the field is active, its validators run
        /// and are waited for outside the machine, which hears of them as ``validatorsReported(_:errors:)``.
        case submitStarted(conditionHolds: Bool)
        /// A submit wrote the corrected value back: no validation.
        case correctedValueWrittenBack(isDirty: Bool)
        /// Back to the initial value, perhaps a new one: pristine, untouched, not validated.
        case reset
        /// A validator was attached after the others.
        case validatorAttached
        /// What the validators say now: their combined state (invalid if any is, else waiting if any is, else
        /// valid if all are — also when there is none — else not validated) and their errors, in order.
        case validatorsReported(ValidationState, errors: [ValidationError])
        /// The form's rules give this field these errors.
        case formErrorsSet([ValidationError], revealing: Bool)
    }

    /// Handles one event: updates the state and returns what the field must do, in order.
    package mutating func handle(_ event: Event) -> FieldEffects {
        var effects = FieldEffects()
        switch event {
        case .edited(let dirty, let conditionHolds):
            isDirty = dirty
            effects.append(.publishValue)
            switch timing {
            case .onChange: validate(revealing: true, conditionHolds: conditionHolds, &effects)
            case .afterTouched: validate(revealing: isTouched, conditionHolds: conditionHolds, &effects)
            case .onEndEditing, .onSubmit:
                // Not validated yet: the last verdict was about another value, so it must not stand for this one.
                if validatedOnce { effects.append(.resetValidators, .refresh) }
            }
            effects.append(.notify(.valueChanged))
        case .timingSet(let newTiming):
            timing = newTiming
        case .enabledSet(let enabled, let conditionHolds):
            guard enabled != isEnabled else { break }
            isEnabled = enabled
            updateActivity(conditionHolds: conditionHolds, &effects)
        case .conditionEvaluated(let holds):
            updateActivity(conditionHolds: holds, &effects)
        case .editingEnded(let conditionHolds):
            isTouched = true
            switch timing {
            case .onEndEditing, .afterTouched: validate(revealing: true, conditionHolds: conditionHolds, &effects)
            case .onChange:
                if validatedOnce && !errorsRevealed {
                    errorsRevealed = true
                    effects.append(.notify(.resultChanged))
                }
            case .onSubmit: break
            }
        case .validationRequested(let revealing, let conditionHolds):
            validate(revealing: revealing, conditionHolds: conditionHolds, &effects)
        case .revalidationRequested(let conditionHolds):
            guard validatedOnce else { break }
            validate(revealing: errorsRevealed, conditionHolds: conditionHolds, &effects)
        case .submitStarted(let conditionHolds):
            validatedOnce = true
            reveal()
            updateActivity(conditionHolds: conditionHolds, &effects)
            effects.append(isActive ? .publishValue : .refresh)
        case .correctedValueWrittenBack(let dirty):
            isDirty = dirty
            effects.append(.publishValue, .notify(.valueChanged))
        case .reset:
            isDirty = false
            isTouched = false
            errorsRevealed = false
            validatedOnce = false
            formErrors = []
            // Dependents compared with the old value: they hear of the new one last.
            effects.append(.publishValue, .resetValidators)
            effects.append(.refresh, .notify(.valueChanged))
        case .validatorAttached:
            if validatedOnce && isActive { effects.append(.validateLatest) }
            effects.append(.refresh)
        case .validatorsReported(let validatorsState, let validatorsErrors):
            settle(validatorsState, errors: validatorsErrors, &effects)
        case .formErrorsSet(let newErrors, let revealing):
            let revealNow = revealing && !errorsRevealed && !newErrors.isEmpty
            guard newErrors != formErrors || revealNow else { break }
            formErrors = newErrors
            if revealNow { reveal() }
            effects.append(.refresh)
        }
        return effects
    }

    /// Which observed properties differ from `old`'s.
    package func changedProperties(since old: Self) -> FieldProperties {
        var changed: FieldProperties = []
        if timing != old.timing { changed.insert(.timing) }
        if state != old.state { changed.insert(.state) }
        if errors != old.errors { changed.insert(.errors) }
        if isDirty != old.isDirty { changed.insert(.isDirty) }
        if isTouched != old.isTouched { changed.insert(.isTouched) }
        if errorsRevealed != old.errorsRevealed { changed.insert(.errorsRevealed) }
        if isEnabled != old.isEnabled { changed.insert(.isEnabled) }
        if isActive != old.isActive { changed.insert(.isActive) }
        return changed
    }

    // MARK: Transitions

    private mutating func reveal() {
        guard !errorsRevealed else { return }
        errorsRevealed = true
        revealPending = true
    }

    /// Validated from now on: switched on or off as the condition says, the validators run if the field is
    /// active, and their verdict is read back.
    private mutating func validate(revealing: Bool, conditionHolds: Bool, _ effects: inout FieldEffects) {
        validatedOnce = true
        if revealing { reveal() }
        updateActivity(conditionHolds: conditionHolds, &effects)
        if isActive { effects.append(.validate) }
        effects.append(.refresh)
    }

    /// Switched off, the validators stop (and forget) their checks; switched on again, they validate again if the
    /// field was validated before. Either way the value joins or leaves what the form's rules read.
    private mutating func updateActivity(conditionHolds: Bool, _ effects: inout FieldEffects) {
        let active = isEnabled && conditionHolds
        guard active != isActive else { return }
        isActive = active
        if !active {
            effects.append(.resetValidators)
        } else if validatedOnce {
            effects.append(.validate)
        }
        effects.append(.refresh, .notify(.activityChanged))
    }

    /// Stores the validators' verdict (or, switched off: valid and silent), telling listeners only of a change.
    private mutating func settle(
        _ validatorsState: ValidationState, errors validatorsErrors: [ValidationError], _ effects: inout FieldEffects
    ) {
        var newState = ValidationState.valid
        var newErrors: [ValidationError] = []
        if isActive {
            newState = validatorsState == .valid && !validatedOnce ? .notValidated : validatorsState
            newErrors = validatorsErrors
            if !formErrors.isEmpty {
                newState = .invalid
                newErrors += formErrors
            }
        }
        let errorsChanged = newErrors != errors
        if errorsChanged { errors = newErrors }
        var change: ValidationStateChange?
        if newState != state {
            change = ValidationStateChange(from: state, to: newState)
            state = newState
        }
        guard errorsChanged || change != nil || revealPending else { return }
        revealPending = false
        effects.append(.notify(.resultChanged, change))
    }
}

/// The properties of a field that Observation tracks and the machine holds (the value is the field's own).
package struct FieldProperties: OptionSet, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    package static let timing = Self(rawValue: 1 << 0)
    package static let state = Self(rawValue: 1 << 1)
    package static let errors = Self(rawValue: 1 << 2)
    package static let isDirty = Self(rawValue: 1 << 3)
    package static let isTouched = Self(rawValue: 1 << 4)
    package static let errorsRevealed = Self(rawValue: 1 << 5)
    package static let isEnabled = Self(rawValue: 1 << 6)
    package static let isActive = Self(rawValue: 1 << 7)
}
