import Foundation
import Observation
import Testing

@testable import FormValidation

@MainActor
@Suite struct StateStreamTests {
    /// Collects the first `count` elements of a stream in the background, once it is listening.
    func collect(_ changes: ValidationStateChanges, count: Int) async -> Task<[ValidationState], Never> {
        let listeners = changes.broadcaster.listenerCount
        let task = Task {
            var states: [ValidationState] = []
            for await change in changes {
                states.append(change.new)
                if states.count == count { break }
            }
            return states
        }
        // Iteration registers the listener; make no change before it has.
        try? await eventually { changes.broadcaster.listenerCount > listeners }
        return task
    }

    @Test func validatorStreamEmitsOnlyRealChanges() async {
        let validator = FormValidator<String>(rules: [.minimumLength(3)])
        let collected = await collect(validator.stateChanges, count: 3)
        for text in ["a", "ab", "abc", "abcd", "a", "b"] { validator.validate(text) }
        validator.reset()
        #expect(await collected.value == [.invalid, .valid, .invalid])
    }

    @Test func fieldAndFormStreams() async {
        let name = Field<String>("name", rules: [.required()])
        let form = FormModel(fields: [name])
        let fieldStates = await collect(name.stateChanges, count: 3)
        let formStates = await collect(form.stateChanges, count: 3)
        name.value = "a"
        name.value = "ab"
        name.value = ""
        name.value = " "
        name.value = "c"
        #expect(await fieldStates.value == [.valid, .invalid, .valid])
        #expect(await formStates.value == [.valid, .invalid, .valid])
    }

    @Test func severalListenersEachGetEveryChange() async {
        let validator = FormValidator<String>(rules: [.required()])
        let first = await collect(validator.stateChanges, count: 2)
        let second = await collect(validator.stateChanges, count: 2)
        validator.validate("")
        validator.validate("x")
        #expect(await first.value == [.invalid, .valid])
        #expect(await second.value == [.invalid, .valid])
    }

    /// Nobody listening: nothing is registered, so publishing is a lock and an emptiness check.
    @Test func noWorkWithoutListeners() async {
        let validator = FormValidator<String>(rules: [.required()])
        #expect(!validator.changes.hasListeners)
        do {
            var iterator: AsyncStream<ValidationStateChange>.Iterator? = validator.stateChanges.makeAsyncIterator()
            #expect(validator.changes.hasListeners)
            iterator = nil
            _ = iterator
        }
        // The stream ends with its last iterator; its registration goes with it.
        for _ in 0..<100 where validator.changes.hasListeners { await Task.yield() }
        #expect(!validator.changes.hasListeners)
    }

    @Test func streamEndsWhenTheValidatorGoesAway() async {
        var validator: FormValidator<String>? = FormValidator<String>(rules: [.required()])
        let collected = await collect(validator!.stateChanges, count: 10)
        validator?.validate("")
        validator = nil
        #expect(await collected.value == [.invalid])
    }

    @Test func observationTracksFieldAndForm() {
        let name = Field<String>("name", rules: [.required()])
        let form = FormModel(fields: [name])
        var fieldFired = 0
        var formFired = 0
        withObservationTracking {
            _ = name.visibleErrors
        } onChange: {
            MainActor.assumeIsolated { fieldFired += 1 }
        }
        withObservationTracking {
            _ = form.state
        } onChange: {
            MainActor.assumeIsolated { formFired += 1 }
        }
        name.value = " "
        #expect(fieldFired == 1)
        #expect(formFired == 1)
    }

    /// Observation hears of each change of a field before it happens, as it does from the `@Observable` macro: a
    /// tracked property read in `onChange` still has its old value. Every tracked property is heard of.
    @Test(arguments: ["state", "errors", "isDirty", "isTouched", "errorsRevealed", "value"])
    func observationHearsOfAFieldsChangeBeforeItHappens(_ property: String) {
        let name = Field<String>("name", rules: [.minimumLength(3)])
        let read = { @MainActor @Sendable () -> String in
            switch property {
            case "state": "\(name.state)"
            case "errors": "\(name.errors.map(\.message))"
            case "isDirty": "\(name.isDirty)"
            case "isTouched": "\(name.isTouched)"
            case "errorsRevealed": "\(name.errorsRevealed)"
            default: "\(name.value ?? "nil")"
            }
        }
        let old = read()
        var heard: [String] = []
        withObservationTracking {
            _ = read()
        } onChange: {
            MainActor.assumeIsolated { heard.append(read()) }
        }
        name.value = "ab"
        name.endEditing()
        #expect(heard == [old])
        #expect(read() != old)
    }
}
