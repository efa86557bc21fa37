import Foundation
import Testing

@testable import FormValidation

/// `FormModel.submit()` does its work once however often it is called, and a reset abandons it.
@MainActor
@Suite struct FormSubmitTests {
    /// A field that counts its submissions and settles only when the test opens its gate.
    final class SlowField: FormField {
        let name = "slow"
        var state = ValidationState.notValidated
        var errors: [ValidationError] = []
        var visibleErrors: [ValidationError] { errors }
        var isDirty = false
        var isTouched = false
        var anyValue: (any Sendable)? { "value" }
        let changes = ChangeBroadcaster<ValidationStateChange>()
        var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }
        var submissions = 0
        var resets = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false

        /// Lets every submission waiting on this field settle, and later ones settle at once.
        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }

        var isWaiting: Bool { !waiting.isEmpty }

        func validateForSubmit() async -> ValidationState {
            submissions += 1
            if !isOpen { await withCheckedContinuation { waiting.append($0) } }
            state = .valid
            return state
        }
        func validateSilently() {}
        func revalidate() {}
        func reset() {
            resets += 1
            state = .notValidated
        }
        func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int { 0 }
        func removeObserver(_ token: Int) {}
    }

    @Test func concurrentSubmitsShareOneRun() async {
        let field = SlowField()
        let form = FormModel(fields: [field])
        async let first = form.submit()
        async let second = form.submit()
        async let third = form.submit()
        try? await eventually { field.isWaiting }
        field.open()
        let outcomes = await [first, second, third]
        #expect(field.submissions == 1)
        #expect(outcomes.allSatisfy { $0.isValid && !$0.isCancelled })
        #expect(!form.isSubmitting)
        // Once it completed, a new submit is a new run.
        await form.submit()
        #expect(field.submissions == 2)
    }

    @Test func resetAbandonsASubmissionInFlight() async {
        let field = SlowField()
        let form = FormModel(fields: [field])
        let pending = Task { await form.submit() }
        try? await eventually { field.isWaiting }
        #expect(form.isSubmitting)
        form.reset()
        #expect(!form.isSubmitting)
        field.open()
        let outcome = await pending.value
        #expect(outcome.isCancelled)
        #expect(!outcome.isValid)
        #expect(form.lastSubmission == nil)
        // The next submit starts afresh instead of joining the abandoned one.
        let next = await form.submit()
        #expect(next.isValid && !next.isCancelled)
        #expect(field.submissions == 2)
    }

    /// A value typed while its submission was being checked is not overwritten by the older corrected value.
    /// A second submit with no edit gets the outcome of the first: the corrected value written back passes again.
    /// With the presence rule before the trim, "   " passed, was written back as "", and then failed.
    @Test(arguments: ["   ", "\r", "  ada  "])
    func secondSubmitWithoutAnEditGetsTheSameOutcome(_ text: String) async {
        let field = Field<String>(
            "name", value: text, rules: [.required(ignoringWhitespace: false), .trimmingWhitespace()])
        let form = FormModel(fields: [field])
        let first = await form.submit()
        let written = field.value
        let second = await form.submit()
        #expect(first.isValid == (text == "  ada  "))
        #expect(second.isValid == first.isValid)
        #expect(second.errors.map(\.code) == first.errors.map(\.code))
        #expect(field.value == written)
    }

    @Test func writeBackSparesAValueChangedDuringSubmit() async throws {
        let transport = FakeTransport(delay: .milliseconds(100))
        let email = Field<String>("email", rules: [.trimmingWhitespace(), .email()])
        let remote = FormValidator<String>(rules: [.trimmingWhitespace()])
        remote.add(try .remote(URL(string: "http://127.0.0.1/validate")!, debounce: .zero, transport: transport))
        email.attach(remote)
        let form = FormModel(fields: [email])
        email.value = " ada@example.com "
        let submitting = Task { await form.submit() }
        try await eventually { transport.requests.count >= 1 }
        email.value = "grace@example.com"
        _ = await submitting.value
        #expect(email.value == "grace@example.com")
    }
}
