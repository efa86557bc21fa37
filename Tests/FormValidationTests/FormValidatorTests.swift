import FormValidation
import Foundation
import Observation
import Testing

@MainActor
@Suite struct FormValidatorTests {
    /// Records every state change a validator reports.
    @MainActor final class Recorder {
        var changes: [ValidationStateChange] = []
        func attach<Value>(to validator: FormValidator<Value>) {
            validator.stateChangedHandler = { [unowned self] in self.changes.append($0) }
        }
    }

    @Test func startsNotValidated() {
        let validator = FormValidator<String>(rules: [.required()])
        #expect(validator.state == .notValidated)
        #expect(!validator.isValid)
        #expect(validator.errors.isEmpty)
        #expect(validator.ruleCount == 1)
    }

    @Test func handlerFiresOncePerRealChange() {
        let validator = FormValidator<String>(rules: [.minimumLength(3)])
        let recorder = Recorder()
        recorder.attach(to: validator)

        validator.validate("ab")
        #expect(recorder.changes == [ValidationStateChange(from: .notValidated, to: .invalid)])
        validator.validate("a")  // still invalid: no call
        validator.validate("b")
        #expect(recorder.changes.count == 1)
        validator.validate("abc")
        validator.validate("abcd")  // still valid: no call
        #expect(
            recorder.changes == [
                ValidationStateChange(from: .notValidated, to: .invalid),
                ValidationStateChange(from: .invalid, to: .valid),
            ])
        validator.reset()
        validator.reset()
        #expect(recorder.changes.last == ValidationStateChange(from: .valid, to: .notValidated))
        #expect(recorder.changes.count == 3)
    }

    @Test func errorsAndMessagesFollowRuleOrder() {
        let validator = FormValidator<String>(field: "Password")
        validator.add(.required())
        validator.add(.minimumLength(8))
        validator.add(.containsNumber())
        #expect(validator.validate("hunter") == .invalid)
        #expect(
            validator.errorMessages == [
                "Password must be at least 8 characters long.", "Password must contain a number.",
            ])
        #expect(validator.firstError?.code == .tooShort)
        #expect(validator.validate("") == .invalid)
        #expect(validator.errorMessages == ["Password is required."])
        #expect(validator.validate("hunter22") == .valid)
        #expect(validator.isValid)
        #expect(validator.errors.isEmpty)
    }

    /// Errors change while the state stays invalid: observers of `errors` hear it, the state handler does not.
    @Test func errorsUpdateWithinTheSameState() {
        let validator = FormValidator<String>(rules: [.minimumLength(3), .containsNumber()])
        let recorder = Recorder()
        recorder.attach(to: validator)
        validator.validate("ab")
        #expect(validator.errors.map(\.code) == [.tooShort, .missingNumber])
        validator.validate("abc")
        #expect(validator.errors.map(\.code) == [.missingNumber])
        #expect(recorder.changes.count == 1)
    }

    @Test func correctedValueIsKept() {
        let validator = FormValidator<String>(rules: [.trimmingWhitespace(), .email()])
        validator.validate("  ada@example.com ")
        #expect(validator.validatedValue == "ada@example.com")
        validator.validate("nope")
        #expect(validator.validatedValue == nil)
    }

    @Test func nilAndEmptyValues() {
        let optional = FormValidator<String>(rules: [.email()])
        #expect(optional.validate(nil) == .valid)
        #expect(optional.validate("") == .valid)
        let required = FormValidator<String>(rules: [.required(), .email()])
        #expect(required.validate(nil) == .invalid)
        #expect(required.errors.map(\.code) == [.required])
    }

    @Test func numericValidator() {
        let age = FormValidator<Int>(field: "Age", rules: [.required(), .range(18...120)])
        #expect(age.validate(17) == .invalid)
        #expect(age.errorMessages == ["Age must be between 18 and 120."])
        #expect(age.validate(30) == .valid)
        #expect(age.validate(nil) == .invalid)
    }

    @Test func rulesAddedLaterApplyNextTime() {
        let validator = FormValidator<String>()
        #expect(validator.validate("x") == .valid)
        validator.add(.minimumLength(2))
        #expect(validator.validate("x") == .invalid)
        validator.removeAllRules()
        #expect(validator.state == .notValidated)
        #expect(validator.ruleCount == 0)
    }

    @Test func resetClearsErrors() {
        let validator = FormValidator<String>(rules: [.required()])
        validator.validate("")
        validator.reset()
        #expect(validator.state == .notValidated)
        #expect(validator.errors.isEmpty)
    }

    /// SwiftUI re-renders through Observation; a change of state or errors must reach a tracking observer.
    @Test func observationSeesRealChangesOnly() {
        let validator = FormValidator<String>(rules: [.minimumLength(3)])
        var fired = 0
        func track() {
            withObservationTracking {
                _ = validator.state
                _ = validator.errors
            } onChange: {
                MainActor.assumeIsolated { fired += 1 }
            }
        }
        track()
        validator.validate("ab")
        #expect(fired == 1)
        track()
        validator.validate("abc")
        #expect(fired == 2)
        track()
        validator.validate("abcd")  // still valid, no errors: nothing observed changes
        #expect(fired == 2)
    }

    @Test func handlerCanReleaseTheValidatorWithoutACycle() {
        weak var weakValidator: FormValidator<String>?
        do {
            let validator = FormValidator<String>(rules: [.required()])
            validator.stateChangedHandler = { [weak validator] _ in _ = validator?.state }
            validator.validate("")
            weakValidator = validator
        }
        #expect(weakValidator == nil)
    }
}
