import FormValidation
import Foundation
import Testing

/// `Field.isEnabled`: a switched-off field skips validation, shows no errors, does not block submit, and is left
/// out of the submitted values.
@MainActor
@Suite struct DisabledFieldTests {
    @Test func aDisabledFieldDoesNotBlockSubmitAndIsLeftOut() async {
        let name = Field<String>("name", label: "Name", rules: [.required()])
        let company = Field<String>("company", label: "Company", rules: [.required(), .minimumLength(2)])
        let form = FormModel(fields: [name, company])
        name.value = "Ada"
        company.value = "X"
        #expect(company.state == .invalid)
        company.isEnabled = false
        #expect(!company.isActive)
        #expect(company.state == .valid)
        #expect(company.errors.isEmpty)
        #expect(company.visibleErrors.isEmpty)
        let submission = await form.submit()
        #expect(submission.isValid)
        #expect(submission.errors.isEmpty)
        #expect(submission.values.keys.sorted() == ["name"])
        #expect(submission.value(of: company) == nil)
        #expect(company.value == "X", "the value is kept for when the field comes back")
    }

    @Test func aDisabledFieldSkipsValidation() {
        let calls = LiveValue(0)
        let field = Field<String>(
            "x",
            rules: [
                .custom { _ in
                    calls.value = (calls.value ?? 0) + 1
                    return true
                }
            ])
        field.isEnabled = false
        field.value = "a"
        field.validateNow()
        #expect(calls.value == 0)
        #expect(field.state == .valid)
        field.isEnabled = true
        #expect(calls.value == 1)
    }

    @Test func enabledAgainItValidatesIfItWasValidatedBefore() async {
        let company = Field<String>("company", label: "Company", rules: [.required()])
        let form = FormModel(fields: [company])
        company.isEnabled = false
        #expect(await form.submit().isValid)
        company.isEnabled = true
        #expect(company.state == .invalid)
        #expect(company.visibleErrors.map(\.message) == ["Company is required."])
        #expect(!form.isValid)
    }

    @Test func disablingStopsAPendingRemoteCheck() async throws {
        let transport = FakeTransport(delay: .seconds(3_600))
        let username = Field<String>("username")
        let validator = FormValidator<String>(field: "username")
        validator.add(try .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: transport))
        username.attach(validator)
        username.value = "ada"
        #expect(username.state == .waitingForRemote)
        username.isEnabled = false
        #expect(username.state == .valid)
        #expect(!validator.isCheckingRemotely)
    }

    @Test func stateChangesAreHeard() {
        let field = Field<String>("x", rules: [.required()])
        var heard: [ValidationStateChange] = []
        field.stateChangedHandler = { heard.append($0) }
        field.value = ""
        field.validateNow()
        field.isEnabled = false
        field.isEnabled = true
        #expect(
            heard == [
                ValidationStateChange(from: .notValidated, to: .invalid),
                ValidationStateChange(from: .invalid, to: .valid),
                ValidationStateChange(from: .valid, to: .invalid),
            ])
    }
}
