import Foundation

/// The change stream of a ``Validated`` property, shared by the wrapper and its copies.
///
/// It remembers the most recently assigned value (without validating it) and the listeners — the iterators of
/// ``Validated/ErrorUpdates``. An assignment validates only when there is a listener, and sends each listener
/// the new errors unless they equal the last ones it received.
///
/// Validation runs outside the lock, so a rule may read anything, even another validated property. Every
/// assignment takes a generation number; a listener ignores errors from a generation older than the newest it
/// has seen, so concurrent assignments through different copies cannot deliver a stale list last.
package final class ValidatedChannel<Value: ValidatableValue>: Sendable {
    /// One iterator's connection: its continuation and what it was sent last.
    private struct Listener {
        let continuation: AsyncStream<[ValidationError]>.Continuation
        var lastErrors: [ValidationError]
        var generation: UInt64

        /// Takes the errors of assignment `generation`, unless a newer one was seen; yields them if they changed.
        mutating func receive(_ errors: [ValidationError], generation: UInt64) {
            guard self.generation < generation else { return }
            self.generation = generation
            guard lastErrors != errors else { return }
            lastErrors = errors
            continuation.yield(errors)
        }
    }

    /// What the channel remembers between assignments.
    private struct State {
        var latest: Value
        var generation: UInt64 = 0
        var listeners: [Int: Listener] = [:]
        var nextID = 0

        /// Sends `errors` of assignment `generation` to every listener that has not seen a newer one and that
        /// last received different errors.
        mutating func deliver(_ errors: [ValidationError], generation: UInt64) {
            var index = listeners.values.startIndex
            while index != listeners.values.endIndex {
                listeners.values[index].receive(errors, generation: generation)
                listeners.values.formIndex(after: &index)
            }
        }
    }

    private let validator: Validated<Value>.Validator
    private let state: Locked<State>

    package init(value: Value, validator: Validated<Value>.Validator) {
        self.state = Locked(State(latest: value))
        self.validator = validator
    }

    deinit {
        state.withLock { state in
            for listener in state.listeners.values { listener.continuation.finish() }
        }
    }

    /// Records an assignment; validates and notifies only when someone listens.
    package func valueDidChange(to value: Value) {
        let generation = state.withLock { state -> UInt64? in
            state.latest = value
            state.generation &+= 1
            return state.listeners.isEmpty ? nil : state.generation
        }
        guard let generation else { return }
        let errors = validator.validate(value).errors
        state.withLock { $0.deliver(errors, generation: generation) }
    }

    /// A new listener's stream: it starts with the errors of the latest value, then follows every change.
    package func stream() -> AsyncStream<[ValidationError]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [ValidationError].self, bufferingPolicy: .unbounded)
        let id = addListener(continuation)
        continuation.onTermination = { [weak self] _ in self?.removeListener(id) }
        return stream
    }

    /// Registers a listener and sends it the errors of the latest value.
    private func addListener(_ continuation: AsyncStream<[ValidationError]>.Continuation) -> Int {
        while true {
            let (value, generation) = state.withLock { ($0.latest, $0.generation) }
            let errors = validator.validate(value).errors
            let id = state.withLock { state -> Int? in
                // Another assignment came in while validating: validate its value instead.
                guard state.generation == generation else { return nil }
                state.nextID += 1
                state.listeners[state.nextID] = Listener(
                    continuation: continuation, lastErrors: errors, generation: generation)
                continuation.yield(errors)
                return state.nextID
            }
            if let id { return id }
        }
    }

    private func removeListener(_ id: Int) {
        _ = state.withLock { $0.listeners.removeValue(forKey: id) }
    }
}
