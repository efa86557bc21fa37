import Testing

@testable import FormValidation

/// The field's state machine on its own, off the main actor: each row is a state, an event, the state after it and
/// the effects the field must carry out.
@Suite struct FieldStateMachineTests {
    typealias Machine = FieldStateMachine

    struct Transition: Sendable, CustomTestStringConvertible {
        let name: String
        let before: Machine
        let event: Machine.Event
        let after: Machine
        let effects: FieldEffects

        var testDescription: String { name }
    }

    static let tooShort = ValidationError(code: .required, message: "Name is required.", field: "name")
    static let formError = ValidationError(code: .required, message: "Give an email or a phone.", field: "name")
    static let fresh = Machine()
    /// Validated once, errors shown, valid: a field someone typed into.
    static let validated = Machine(
        state: .valid, isDirty: true, errorsRevealed: true, validatedOnce: true)
    static let switchedOff = Machine(isEnabled: false, isActive: false, validatedOnce: true)

    static let editingRows: [Transition] = [
        Transition(
            name: "typing validates and reveals on change", before: fresh,
            event: .edited(isDirty: true, conditionHolds: true),
            after: Machine(isDirty: true, errorsRevealed: true, revealPending: true, validatedOnce: true),
            effects: [.publishValue, .validate, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "typing on in a field already shown validates without telling of a reveal", before: validated,
            event: .edited(isDirty: true, conditionHolds: true), after: validated,
            effects: [.publishValue, .validate, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "back to the initial value is pristine",
            before: Machine(isDirty: true), event: .edited(isDirty: false, conditionHolds: true),
            after: Machine(errorsRevealed: true, revealPending: true, validatedOnce: true),
            effects: [.publishValue, .validate, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "after touched, an untouched field validates silently",
            before: Machine(timing: .afterTouched), event: .edited(isDirty: true, conditionHolds: true),
            after: Machine(timing: .afterTouched, isDirty: true, validatedOnce: true),
            effects: [.publishValue, .validate, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "on end editing, typing does not validate",
            before: Machine(timing: .onEndEditing), event: .edited(isDirty: true, conditionHolds: true),
            after: Machine(timing: .onEndEditing, isDirty: true),
            effects: [.publishValue, .notify(.valueChanged)]),
        Transition(
            name: "on submit, a new value drops the old verdict",
            before: Machine(timing: .onSubmit, state: .valid, validatedOnce: true),
            event: .edited(isDirty: true, conditionHolds: true),
            after: Machine(timing: .onSubmit, state: .valid, isDirty: true, validatedOnce: true),
            effects: [.publishValue, .resetValidators, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "a condition that stops holding switches the field off before validating",
            before: fresh, event: .edited(isDirty: true, conditionHolds: false),
            after: Machine(
                isDirty: true, errorsRevealed: true, revealPending: true, isActive: false,
                validatedOnce: true),
            effects: [
                .publishValue, .resetValidators, .refresh, .notify(.activityChanged), .refresh,
                .notify(.valueChanged),
            ]),
        Transition(
            name: "switched on again by the edit, it validates twice: on switching on, then for the edit",
            before: Machine(isActive: false, validatedOnce: true), event: .edited(isDirty: true, conditionHolds: true),
            after: Machine(isDirty: true, errorsRevealed: true, revealPending: true, validatedOnce: true),
            effects: [
                .publishValue, .validate, .refresh, .notify(.activityChanged), .validate, .refresh,
                .notify(.valueChanged),
            ]),
        Transition(
            name: "a corrected value written back does not validate", before: validated,
            event: .correctedValueWrittenBack(isDirty: true),
            after: Machine(state: .valid, isDirty: true, errorsRevealed: true, validatedOnce: true),
            effects: [.publishValue, .notify(.valueChanged)]),
        Transition(
            name: "reset forgets everything but the timing and activity",
            before: Machine(
                timing: .afterTouched, state: .invalid, errors: [tooShort], formErrors: [formError],
                isDirty: true, isTouched: true, errorsRevealed: true, validatedOnce: true),
            event: .reset,
            after: Machine(
                timing: .afterTouched, state: .invalid, errors: [tooShort]),
            effects: [.publishValue, .resetValidators, .refresh, .notify(.valueChanged)]),
        Transition(
            name: "the timing is only stored", before: fresh, event: .timingSet(.onSubmit),
            after: Machine(timing: .onSubmit), effects: []),
    ]

    static let validatingRows: [Transition] = [
        Transition(
            name: "ending the edit of a validated field reveals its errors",
            before: Machine(state: .invalid, errors: [tooShort], validatedOnce: true),
            event: .editingEnded(conditionHolds: true),
            after: Machine(
                state: .invalid, errors: [tooShort], isTouched: true, errorsRevealed: true,
                validatedOnce: true),
            effects: [.notify(.resultChanged)]),
        Transition(
            name: "ending the edit of a field never validated only touches it", before: fresh,
            event: .editingEnded(conditionHolds: true), after: Machine(isTouched: true), effects: []),
        Transition(
            name: "on end editing, ending the edit validates", before: Machine(timing: .onEndEditing),
            event: .editingEnded(conditionHolds: true),
            after: Machine(
                timing: .onEndEditing, isTouched: true, errorsRevealed: true, revealPending: true,
                validatedOnce: true),
            effects: [.validate, .refresh]),
        Transition(
            name: "on submit, ending the edit does not validate", before: Machine(timing: .onSubmit),
            event: .editingEnded(conditionHolds: true), after: Machine(timing: .onSubmit, isTouched: true),
            effects: []),
        Transition(
            name: "silent validation keeps the errors hidden", before: fresh,
            event: .validationRequested(revealing: false, conditionHolds: true),
            after: Machine(validatedOnce: true), effects: [.validate, .refresh]),
        Transition(
            name: "a field never validated is not revalidated", before: fresh,
            event: .revalidationRequested(conditionHolds: true), after: fresh, effects: []),
        Transition(
            name: "revalidation keeps the errors' visibility", before: validated,
            event: .revalidationRequested(conditionHolds: true), after: validated, effects: [.validate, .refresh]),
        Transition(
            name: "a submit reveals and publishes the value", before: fresh,
            event: .submitStarted(conditionHolds: true),
            after: Machine(errorsRevealed: true, revealPending: true, validatedOnce: true), effects: [.publishValue]),
        Transition(
            name: "a switched-off field's submit only refreshes", before: switchedOff,
            event: .submitStarted(conditionHolds: true),
            after: Machine(
                errorsRevealed: true, revealPending: true, isEnabled: false, isActive: false,
                validatedOnce: true),
            effects: [.refresh]),
        Transition(
            name: "a validator attached to a validated field validates", before: validated, event: .validatorAttached,
            after: validated, effects: [.validateLatest, .refresh]),
        Transition(
            name: "a validator attached to a new field waits", before: fresh, event: .validatorAttached,
            after: fresh, effects: [.refresh]),
    ]

    static let switchingRows: [Transition] = [
        Transition(
            name: "disabled: validators reset, form told", before: validated,
            event: .enabledSet(false, conditionHolds: true),
            after: Machine(
                state: .valid, isDirty: true, errorsRevealed: true, isEnabled: false, isActive: false,
                validatedOnce: true),
            effects: [.resetValidators, .refresh, .notify(.activityChanged)]),
        Transition(
            name: "enabled while enabled: nothing", before: fresh, event: .enabledSet(true, conditionHolds: false),
            after: fresh, effects: []),
        Transition(
            name: "enabled while the condition fails: still off",
            before: Machine(isEnabled: false, isActive: false), event: .enabledSet(true, conditionHolds: false),
            after: Machine(isActive: false), effects: []),
        Transition(
            name: "enabled again after validation: validates again", before: switchedOff,
            event: .enabledSet(true, conditionHolds: true),
            after: Machine(validatedOnce: true),
            effects: [.validate, .refresh, .notify(.activityChanged)]),
        Transition(
            name: "a condition that holds again switches on a field never validated without validating",
            before: Machine(isActive: false), event: .conditionEvaluated(holds: true), after: fresh,
            effects: [.refresh, .notify(.activityChanged)]),
    ]

    /// Computed, not a stored table: a static table's one-time initializer keeps the errors' arrays to the end of
    /// the run, which the address sanitizer's leak check reports.
    static var settlingRows: [Transition] {
        [
            Transition(
                name: "an invalid verdict is stored and told with its change",
                before: Machine(validatedOnce: true),
                event: .validatorsReported(.invalid, errors: [tooShort]),
                after: Machine(state: .invalid, errors: [tooShort], validatedOnce: true),
                effects: [.notify(.resultChanged, ValidationStateChange(from: .notValidated, to: .invalid))]),
            Transition(
                name: "valid validators of a field never validated leave it not validated", before: fresh,
                event: .validatorsReported(.valid, errors: []), after: fresh, effects: []),
            Transition(
                name: "the same verdict is told once more when the errors were just revealed",
                before: Machine(state: .valid, errorsRevealed: true, revealPending: true, validatedOnce: true),
                event: .validatorsReported(.valid, errors: []),
                after: Machine(state: .valid, errorsRevealed: true, validatedOnce: true),
                effects: [.notify(.resultChanged)]),
            Transition(
                name: "the form's errors follow the validators' and make the field invalid",
                before: Machine(state: .valid, formErrors: [formError], validatedOnce: true),
                event: .validatorsReported(.valid, errors: []),
                after: Machine(state: .invalid, errors: [formError], formErrors: [formError], validatedOnce: true),
                effects: [.notify(.resultChanged, ValidationStateChange(from: .valid, to: .invalid))]),
            Transition(
                name: "switched off, a field is valid and silent whatever the validators say",
                before: Machine(state: .invalid, errors: [tooShort], isEnabled: false, isActive: false),
                event: .validatorsReported(.invalid, errors: [tooShort]),
                after: Machine(state: .valid, isEnabled: false, isActive: false),
                effects: [.notify(.resultChanged, ValidationStateChange(from: .invalid, to: .valid))]),
            Transition(
                name: "form errors that reveal", before: validated.with(errorsRevealed: false),
                event: .formErrorsSet([formError], revealing: true),
                after: Machine(
                    state: .valid, formErrors: [formError], isDirty: true, errorsRevealed: true,
                    revealPending: true, validatedOnce: true),
                effects: [.refresh]),
            Transition(
                name: "the same form errors, already shown: nothing",
                before: Machine(formErrors: [formError], errorsRevealed: true),
                event: .formErrorsSet([formError], revealing: true),
                after: Machine(formErrors: [formError], errorsRevealed: true), effects: []),
        ]
    }

    @Test(arguments: editingRows) func editing(_ row: Transition) { check(row) }
    @Test(arguments: validatingRows) func validating(_ row: Transition) { check(row) }
    @Test(arguments: switchingRows) func switching(_ row: Transition) { check(row) }
    @Test(arguments: settlingRows) func settling(_ row: Transition) { check(row) }

    func check(_ row: Transition) {
        var machine = row.before
        let effects = machine.handle(row.event)
        #expect(machine == row.after)
        #expect(effects == row.effects)
    }

    /// A keystroke on a field with a validator, then the validator's verdict, as `Field` feeds them.
    @Test func aKeystrokeThenItsVerdict() {
        var machine = Machine()
        #expect(machine.handle(.edited(isDirty: true, conditionHolds: true)).contains(.validate))
        let effects = machine.handle(.validatorsReported(.invalid, errors: [Self.tooShort]))
        #expect(effects == [.notify(.resultChanged, ValidationStateChange(from: .notValidated, to: .invalid))])
        #expect(machine.state == .invalid && machine.errorsRevealed && !machine.revealPending)
        #expect(machine.changedProperties(since: Machine()) == [.state, .errors, .isDirty, .errorsRevealed])
    }

    @Test func effectsKeepTheirOrderUpToTheirCapacity() {
        var effects = FieldEffects()
        let all: [FieldEffect] = [
            .publishValue, .validate, .validateLatest, .resetValidators, .refresh, .notify(.valueChanged),
            .notify(.resultChanged), .notify(.activityChanged),
        ]
        for effect in all { effects.append(effect) }
        #expect(effects.count == FieldEffects.capacity)
        #expect(Array(effects) == all)
        #expect(effects != [.publishValue])
    }
}

extension FieldStateMachine {
    /// This state with the errors shown or not.
    fileprivate func with(errorsRevealed: Bool) -> Self {
        Self(
            timing: timing, state: state, errors: errors,
            formErrors: formErrors, isDirty: isDirty, isTouched: isTouched, errorsRevealed: errorsRevealed,
            revealPending: revealPending, isEnabled: isEnabled, isActive: isActive, validatedOnce: validatedOnce)
    }
}
