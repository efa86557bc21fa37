import Foundation
import Testing

@testable import FormValidation

/// Handlers that call back into the validator, field or form that is notifying them: every listener hears the
/// same changes in the same order, ending at the current state.
@MainActor
@Suite struct NotificationOrderTests {
    let url = URL(string: "http://127.0.0.1:4567/validate")!

    /// Records a stream's changes in the background, once it is listening.
    @MainActor final class StreamRecorder {
        private(set) var changes: [ValidationStateChange] = []
        private var task: Task<Void, Never>?

        init(_ stream: ValidationStateChanges) async {
            let listeners = stream.broadcaster.listenerCount
            task = Task { [weak self] in
                for await change in stream { self?.changes.append(change) }
            }
            try? await eventually { stream.broadcaster.listenerCount > listeners }
        }

        /// The changes, once `count` arrived (or ten seconds passed: then the comparison fails instead of hanging).
        func first(_ count: Int) async -> [ValidationStateChange] {
            try? await eventually { self.changes.count >= count }
            // Anything more that was on its way arrives too.
            for _ in 0..<10 { await Task.yield() }
            return changes
        }

        deinit { task?.cancel() }
    }

    func collect(_ changes: ValidationStateChanges) async -> StreamRecorder {
        await StreamRecorder(changes)
    }

    func change(_ old: ValidationState, _ new: ValidationState) -> ValidationStateChange {
        ValidationStateChange(from: old, to: new)
    }

    @Test func validatorHandlerThatValidatesAgain() async {
        let validator = FormValidator<String>(rules: [.minimumLength(2)])
        var heard: [ValidationStateChange] = []
        validator.stateChangedHandler = { [unowned validator] change in
            heard.append(change)
            if change.new == .valid { validator.validate("x") }
        }
        let stream = await collect(validator.stateChanges)
        validator.validate("ab")
        let expected = [change(.notValidated, .valid), change(.valid, .invalid)]
        #expect(heard == expected)
        #expect(await stream.first(expected.count) == expected)
        #expect(validator.state == .invalid)
    }

    @Test func validatorHandlerThatValidatesAgainWhileARemoteCheckSettles() async throws {
        let validator = FormValidator<String>(rules: [.minimumLength(2)])
        validator.add(try .remote(url, debounce: .zero, transport: FakeTransport(delay: .milliseconds(5))))
        var heard: [ValidationStateChange] = []
        validator.stateChangedHandler = { [unowned validator] change in
            heard.append(change)
            if change.new == .valid { validator.validate("x") }
        }
        let stream = await collect(validator.stateChanges)
        await validator.validated("ada")
        let expected = [
            change(.notValidated, .waitingForRemote), change(.waitingForRemote, .valid), change(.valid, .invalid),
        ]
        #expect(heard == expected)
        #expect(await stream.first(expected.count) == expected)
        #expect(validator.state == .invalid)
    }

    /// A field's handler validates its validator directly, while the validator is telling the field.
    @Test func fieldHandlerThatRevalidatesItsValidator() async {
        let validator = FormValidator<String>(rules: [.minimumLength(2)])
        let field = Field<String>("name")
        field.attach(validator)
        var validatorHeard: [ValidationStateChange] = []
        var fieldHeard: [ValidationStateChange] = []
        validator.stateChangedHandler = { validatorHeard.append($0) }
        field.stateChangedHandler = { [unowned validator] change in
            fieldHeard.append(change)
            if change.new == .valid { validator.validate("x") }
        }
        let validatorStream = await collect(validator.stateChanges)
        let fieldStream = await collect(field.stateChanges)
        field.value = "ab"
        let expected = [change(.notValidated, .valid), change(.valid, .invalid)]
        #expect(validatorHeard == expected)
        #expect(fieldHeard == expected)
        #expect(await validatorStream.first(expected.count) == expected)
        #expect(await fieldStream.first(expected.count) == expected)
        #expect(validator.state == .invalid)
        #expect(field.state == .invalid)
    }

    @Test func fieldHandlerThatSetsTheValue() async {
        let field = Field<String>("name", rules: [.minimumLength(2)])
        let form = FormModel(fields: [field])
        var fieldHeard: [ValidationStateChange] = []
        var formHeard: [ValidationStateChange] = []
        field.stateChangedHandler = { [unowned field] change in
            fieldHeard.append(change)
            if change.new == .valid { field.value = "x" }
        }
        form.stateChangedHandler = { formHeard.append($0) }
        let fieldStream = await collect(field.stateChanges)
        let formStream = await collect(form.stateChanges)
        field.value = "ab"
        let expected = [change(.notValidated, .valid), change(.valid, .invalid)]
        #expect(fieldHeard == expected)
        #expect(await fieldStream.first(expected.count) == expected)
        // The form reads its fields when it hears from them: by then the field was invalid again, so the form
        // went straight there. Its handler and its stream agree, and end at its state.
        #expect(formHeard == [change(.notValidated, .invalid)])
        #expect(await formStream.first(formHeard.count) == formHeard)
        #expect(field.state == .invalid)
        #expect(form.state == .invalid)
    }

    @Test func formHandlerThatSetsAFieldValue() async {
        let field = Field<String>("name", rules: [.minimumLength(2)])
        let form = FormModel(fields: [field])
        var formHeard: [ValidationStateChange] = []
        form.stateChangedHandler = { [unowned field] change in
            formHeard.append(change)
            if change.new == .valid { field.value = "x" }
        }
        let formStream = await collect(form.stateChanges)
        field.value = "ab"
        let expected = [change(.notValidated, .valid), change(.valid, .invalid)]
        #expect(formHeard == expected)
        #expect(await formStream.first(expected.count) == expected)
        #expect(form.state == .invalid)
    }
}
