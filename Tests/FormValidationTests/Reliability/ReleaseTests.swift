import FormValidation
import Foundation
import Testing

/// What is released mid-request stops its work and is freed; nothing the library holds on an owner's behalf — a
/// field's observer on its validators, a form's on its fields, a dependency, a stream, the delegate — keeps the
/// owner alive. Checked with weak references, and with the transport's count of cancelled requests.
@MainActor
@Suite struct ReleaseTests {
    /// A remote rule whose answer takes 30 s unless it is cancelled.
    func slowRemote(_ transport: FakeTransport) throws -> AsyncValidationRule<String> {
        try .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: transport)
    }

    @Test func fieldReleasedMidRequestCancelsItAndIsFreed() async throws {
        let transport = FakeTransport(delay: .seconds(3_600))
        weak var weakField: Field<String>?
        weak var weakValidator: FormValidator<String>?
        do {
            let validator = FormValidator<String>(field: "username")
            validator.add(try slowRemote(transport))
            let field = Field<String>("username")
            field.attach(validator)
            field.value = "ada"
            #expect(field.state == .waitingForRemote)
            weakField = field
            weakValidator = validator
            try await eventually { transport.requests.count == 1 }
        }
        #expect(weakField == nil)
        #expect(weakValidator == nil)
        try await eventually { transport.cancellations == 1 }
    }

    @Test func formReleasedMidRequestCancelsEveryRequestAndIsFreed() async throws {
        let transport = FakeTransport(delay: .seconds(3_600))
        weak var weakForm: FormModel?
        weak var weakUsername: Field<String>?
        weak var weakEmail: Field<String>?
        do {
            let username = Field<String>("username", rules: [.required()])
            username.validators[0].add(try slowRemote(transport))
            let email = Field<String>("email", rules: [.email()])
            email.validators[0].add(try slowRemote(transport))
            let confirmation = Field<String>("confirmation", rules: [.equal(to: email)])
            confirmation.dependsOn(email)
            let form = FormModel(fields: [username, email, confirmation])
            var heard: [ValidationStateChange] = []
            form.stateChangedHandler = { heard.append($0) }
            username.value = "ada"
            email.value = "ada@example.com"
            confirmation.value = "ada@example.com"
            #expect(form.state == .waitingForRemote)
            weakForm = form
            weakUsername = username
            weakEmail = email
            try await eventually { transport.requests.count == 2 }
        }
        #expect(weakForm == nil)
        #expect(weakUsername == nil)
        #expect(weakEmail == nil)
        try await eventually { transport.cancellations == 2 }
    }

    @Test func aStreamBeingListenedToDoesNotKeepItsValidatorAlive() async throws {
        weak var weakValidator: FormValidator<String>?
        let listener: Task<[ValidationState], Never>
        do {
            let validator = FormValidator<String>(rules: [.required()])
            let changes = validator.stateChanges
            listener = Task { @MainActor in
                var states: [ValidationState] = []
                for await change in changes { states.append(change.new) }
                return states
            }
            try await Task.sleep(for: .milliseconds(20))  // let the listener start listening
            validator.validate("")
            validator.validate("x")
            weakValidator = validator
        }
        #expect(weakValidator == nil)
        // The stream ends with its validator, so the loop ends too.
        #expect(await listener.value == [.invalid, .valid])
    }

    @Test func aDelegateThatHoldsItsValidatorMakesNoCycle() async throws {
        weak var weakValidator: FormValidator<String>?
        weak var weakDelegate: OwningDelegate?
        do {
            let validator = FormValidator<String>()
            validator.add(
                try .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: FakeTransport()))
            let delegate = OwningDelegate(validator)
            validator.delegate = delegate
            #expect(await validator.validated("ada") == .valid)
            #expect(delegate.answers == 1)
            weakValidator = validator
            weakDelegate = delegate
        }
        #expect(weakValidator == nil)
        #expect(weakDelegate == nil)
    }

    @Test func handlersThatCaptureTheirOwnerWeaklyLeaveItFree() {
        // The handler the library calls is the app's closure: the library itself adds no strong reference to the
        // owner, so a handler that captures it weakly (as the documentation shows) makes no cycle.
        weak var weakField: Field<String>?
        weak var weakForm: FormModel?
        do {
            let field = Field<String>("name", rules: [.required()])
            let form = FormModel(fields: [field])
            field.stateChangedHandler = { [weak field] _ in _ = field?.errors }
            form.stateChangedHandler = { [weak form] _ in _ = form?.errors }
            field.validators[0].stateChangedHandler = { [weak field] _ in _ = field?.state }
            field.value = "ada"
            #expect(form.state == .valid)
            weakField = field
            weakForm = form
        }
        #expect(weakField == nil)
        #expect(weakForm == nil)
    }
}

/// A delegate that keeps its validator, as a view controller keeps the validators it is the delegate of.
@MainActor final class OwningDelegate: RemoteValidationDelegate {
    let validator: FormValidator<String>
    var answers = 0

    init(_ validator: FormValidator<String>) { self.validator = validator }

    func remoteValidation(at url: URL, receivedResult answer: RemoteAnswer, field: String?) { answers += 1 }
    func remoteValidation(at url: URL, failedWithError failure: RemoteValidationFailure, field: String?) {}
}
