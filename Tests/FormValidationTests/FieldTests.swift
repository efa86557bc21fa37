import FormValidation
import Foundation
import Testing

@MainActor
@Suite struct FieldTests {
    @Test func attachAndDetach() {
        let field = Field<String>("nickname")
        let length = FormValidator<String>(field: "Nickname", rules: [.length(3...10)])
        let digits = FormValidator<String>(field: "Nickname", rules: [.containsNumber()])
        field.attach(length)
        field.attach(digits)
        field.attach(length)  // once only
        #expect(field.validators.count == 2)
        field.value = "ab"
        #expect(field.state == .invalid)
        #expect(field.errors.map(\.code) == [.tooShort, .missingNumber])  // attach order, then rule order
        field.detach(length)
        #expect(field.errors.map(\.code) == [.missingNumber])
        field.value = "ab1"
        #expect(field.state == .valid)
        #expect(length.state == .invalid)  // detached: no longer fed
    }

    @Test func attachingToAValidatedFieldValidatesIt() {
        let field = Field<String>("code", rules: [])
        field.value = "x"
        #expect(field.state == .valid)
        field.attach(FormValidator(rules: [.minimumLength(2)]))
        #expect(field.state == .invalid)
    }

    @Test func onChangeValidatesEveryChangeAndCodeSetsCountToo() {
        let email = Field<String>("email", label: "Email", rules: [.required(), .email()])
        #expect(email.state == .notValidated)
        email.value = "ada@"  // set in code, as typing would
        #expect(email.state == .invalid)
        #expect(email.visibleErrors.map(\.message) == ["Email is not a valid email address."])
        email.value = "ada@example.com"
        #expect(email.state == .valid)
        #expect(email.isDirty)
    }

    @Test func onEndEditingWaitsForEditingToEnd() {
        let email = Field<String>("email", timing: .onEndEditing)
        email.attach(FormValidator(rules: [.email()]))
        email.value = "ada@"
        #expect(email.state == .notValidated)
        #expect(email.isDirty && !email.isTouched)
        email.endEditing()
        #expect(email.isTouched)
        #expect(email.state == .invalid)
        #expect(email.visibleErrors.count == 1)
        email.value = "ada@example.com"  // not judged yet: the old verdict is withdrawn
        #expect(email.state == .notValidated)
        email.endEditing()
        #expect(email.state == .valid)
    }

    /// Under `.onEndEditing` a new value is not validated yet, so the old verdict must not stand for it.
    @Test func aNewValueIsNotJudgedByTheOldVerdict() {
        let email = Field<String>("email", timing: .onEndEditing, rules: [.trimmingWhitespace(), .email()])
        email.value = " a@example.com "
        email.endEditing()
        #expect(email.state == .valid)
        #expect(email.correctedValue == "a@example.com")
        email.value = "not an email"
        #expect(email.state == .notValidated)
        #expect(email.correctedValue == nil)
        #expect(email.errors.isEmpty)
        email.endEditing()
        #expect(email.state == .invalid)
    }

    @Test func onSubmitValidatesOnlyOnSubmit() async {
        let email = Field<String>("email", timing: .onSubmit)
        email.attach(FormValidator(rules: [.email()]))
        email.value = "ada@"
        email.endEditing()
        #expect(email.state == .notValidated)
        #expect(await email.validateForSubmit() == .invalid)
        #expect(email.visibleErrors.count == 1)
    }

    @Test func afterTouchedIsSilentUntilTouched() {
        let email = Field<String>("email", timing: .afterTouched)
        email.attach(FormValidator(rules: [.email()]))
        email.value = "ada@"
        #expect(email.state == .invalid)  // known…
        #expect(email.visibleErrors.isEmpty)  // …but not shown
        email.endEditing()
        #expect(email.visibleErrors.count == 1)
        email.value = "ada@x"
        #expect(email.visibleErrors.count == 1)
    }

    @Test func silentValidation() {
        let name = Field<String>("name", rules: [.required()])
        name.validateSilently()
        #expect(name.state == .invalid)
        #expect(!name.isValid)
        #expect(name.visibleErrors.isEmpty)
        #expect(!name.errorsRevealed)
        name.validateNow()
        #expect(name.visibleErrors.map(\.code) == [.required])
    }

    @Test func pristineDirtyAndReset() {
        let name = Field<String>("name", value: "Ada", rules: [.required()])
        #expect(!name.isDirty)
        name.value = "Grace"
        #expect(name.isDirty)
        name.value = "Ada"
        #expect(!name.isDirty)
        name.value = ""
        name.endEditing()
        name.reset()
        #expect(name.value == "Ada")
        #expect(!name.isDirty && !name.isTouched)
        #expect(name.state == .notValidated)
        #expect(name.errors.isEmpty)
    }

    @Test func confirmationFollowsThePassword() {
        let password = Field<String>("password", label: "Password", rules: [.required(), .minimumLength(8)])
        let confirmation = Field<String>(
            "confirmation", label: "Confirmation",
            rules: [.required(), .equal(to: password, message: "Passwords do not match.")])
        confirmation.dependsOn(password)

        password.value = "correct horse"
        #expect(confirmation.state == .notValidated)  // untouched fields are not re-validated
        confirmation.value = "correct horse"
        #expect(confirmation.state == .valid)
        password.value = "correct horse battery"
        #expect(confirmation.state == .invalid)
        #expect(confirmation.errors.map(\.message) == ["Passwords do not match."])
        #expect(password.errors.isEmpty)  // the error stays on the dependent field
        password.value = "correct horse"
        #expect(confirmation.state == .valid)
    }

    @Test func fieldsThatDependOnEachOtherAreReleased() {
        weak var weakStart: Field<String>?
        weak var weakEnd: Field<String>?
        do {
            let start = Field<String>("start", rules: [.required()])
            let end = Field<String>("end", rules: [.required()])
            start.dependsOn(end)
            end.dependsOn(start)
            let form = FormModel(fields: [start, end])
            start.value = "a"
            end.value = "b"
            #expect(form.state == .valid)
            weakStart = start
            weakEnd = end
        }
        #expect(weakStart == nil)
        #expect(weakEnd == nil)
    }

    @Test func resettingAFieldRevalidatesItsDependents() {
        let password = Field<String>("password", value: "old secret", rules: [.required()])
        let confirmation = Field<String>("confirmation", rules: [.equal(to: password)])
        confirmation.dependsOn(password)
        password.value = "new secret"
        confirmation.value = "new secret"
        #expect(confirmation.state == .valid)
        password.reset()  // back to "old secret"
        #expect(confirmation.state == .invalid)
    }

    @Test func stateChangedHandlerHearsRealChanges() {
        let name = Field<String>("name", rules: [.minimumLength(2)])
        var changes: [ValidationStateChange] = []
        name.stateChangedHandler = { changes.append($0) }
        name.value = "a"
        name.value = "b"
        name.value = "abc"
        #expect(
            changes == [
                ValidationStateChange(from: .notValidated, to: .invalid),
                ValidationStateChange(from: .invalid, to: .valid),
            ])
    }

    @Test func correctedValueIsWrittenBackOnSubmit() async {
        let email = Field<String>("email", rules: [.trimmingWhitespace(), .email()])
        email.value = "  ada@example.com "
        #expect(email.state == .valid)
        #expect(email.value == "  ada@example.com ")  // typing is not rewritten under the user's cursor
        #expect(email.correctedValue == "ada@example.com")
        #expect(await email.validateForSubmit() == .valid)
        #expect(email.value == "ada@example.com")
    }

    @Test func observersHearValueAndResultChanges() {
        let field = Field<String>("x", rules: [.minimumLength(2)])
        var events: [FieldEvent] = []
        let token = field.addObserver { events.append($0) }
        field.value = "a"
        #expect(events == [.resultChanged, .valueChanged])
        field.value = "b"  // still invalid, same errors: only the value changed
        #expect(events == [.resultChanged, .valueChanged, .valueChanged])
        field.removeObserver(token)
        field.value = "abc"
        #expect(events.count == 3)
    }
}
