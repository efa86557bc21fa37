import FormValidation
import Foundation
import Testing

@MainActor
@Suite struct FormTests {
    func signup() -> (FormModel, Field<String>, Field<String>, Field<Int>) {
        let email = Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .required(), .email()])
        let password = Field<String>(
            "password", label: "Password", isSecret: true, rules: [.required(), .minimumLength(8)])
        let age = Field<Int>("age", label: "Age", rules: [.required(), .range(13...130)])
        return (FormModel(fields: [email, password, age]), email, password, age)
    }

    @Test func stateCombinesFields() {
        let (form, email, password, age) = signup()
        #expect(form.state == .notValidated)
        email.value = "ada@example.com"
        #expect(form.state == .notValidated)  // the others are not validated yet
        password.value = "short"
        #expect(form.state == .invalid)
        password.value = "long enough"
        age.value = 36
        #expect(form.state == .valid)
        #expect(form.isValid)
    }

    @Test func errorsComeInFieldOrderThenRuleOrder() async {
        let (form, email, password, age) = signup()
        email.value = "nope"
        password.value = "x"
        age.value = 5
        #expect(form.errors.map(\.field) == ["email", "password", "age"])  // names: the label is for messages
        #expect(form.errors.map(\.code) == [.invalidEmail, .tooShort, .tooSmall])
        #expect(form.firstError(for: "password")?.message == "Password must be at least 8 characters long.")
        #expect(form.errors(for: "nothing").isEmpty)
    }

    @Test func submitValidatesEverythingAndWritesBack() async {
        let (form, email, password, age) = signup()
        email.value = " ada@example.com "
        password.value = "long enough"
        age.value = 36
        let submission = await form.submit()
        #expect(submission.isValid)
        #expect(submission.errors.isEmpty)
        #expect(submission.value(of: email) == "ada@example.com")
        #expect(submission.value(of: age) == 36)
        #expect(email.value == "ada@example.com")
        #expect(form.lastSubmission?.isValid == true)
    }

    @Test func submitRevealsEveryError() async {
        let (form, _, _, _) = signup()
        form.validateSilently()
        #expect(form.state == .invalid)
        #expect(form.visibleErrors.isEmpty)
        let submission = await form.submit()
        #expect(!submission.isValid)
        #expect(submission.errors.map(\.code) == [.required, .required, .required])
        #expect(form.visibleErrors.count == 3)
    }

    @Test func pristineDirtyTouched() {
        let (form, email, _, _) = signup()
        #expect(form.isPristine && !form.isTouched)
        email.value = "a"
        email.endEditing()
        #expect(form.isDirty && form.isTouched)
        form.reset()
        #expect(form.isPristine && !form.isTouched)
        #expect(form.state == .notValidated)
    }

    @Test func waitingIsNeverValid() async throws {
        let transport = FakeTransport(delay: .milliseconds(100))
        let username = Field<String>("username", rules: [.required()])
        let validator = FormValidator<String>(rules: [.required()])
        validator.add(try .remote(URL(string: "http://127.0.0.1/validate")!, debounce: .zero, transport: transport))
        let remoteChecked = Field<String>("handle")
        remoteChecked.attach(validator)
        let form = FormModel(fields: [username, remoteChecked])
        username.value = "ada"
        remoteChecked.value = "ada"
        #expect(form.state == .waitingForRemote)
        #expect(!form.isValid)
        #expect(form.isValidating)
        await validator.waitUntilSettled()
        #expect(form.state == .valid)
        // An invalid field beats one that is still waiting.
        remoteChecked.value = "bob"
        username.value = ""
        #expect(form.state == .invalid)
    }

    @Test func handlerAndStreamHearOnlyRealChanges() async {
        let (form, email, password, age) = signup()
        var changes: [ValidationStateChange] = []
        form.stateChangedHandler = { changes.append($0) }
        password.value = "x"
        password.value = "y"  // still invalid
        password.value = "long enough"
        email.value = "ada@example.com"
        age.value = 40
        #expect(changes.map(\.new) == [.invalid, .notValidated, .valid])
    }

    @Test func submitJoinsAPendingSubmission() async throws {
        let transport = FakeTransport(delay: .milliseconds(200))
        let validator = FormValidator<String>()
        validator.add(
            try .remote(URL(string: "http://127.0.0.1/validate")!, debounce: .seconds(5), transport: transport))
        let handle = Field<String>("handle")
        handle.attach(validator)
        let form = FormModel(fields: [handle])
        handle.value = "ada"
        async let first = form.submit()
        async let second = form.submit()
        let (a, b) = await (first, second)
        #expect(a.isValid && b.isValid)
        #expect(transport.requests.count == 1)
        #expect(!form.isSubmitting)
    }
}
