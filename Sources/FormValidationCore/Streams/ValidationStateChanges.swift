/// The state changes of a validator, field or form, as an `AsyncSequence`.
///
/// It emits a ``ValidationStateChange`` for each real change of state, in order, from the moment iteration
/// begins; nothing is buffered or computed for a sequence nobody iterates. Changes are published on the main
/// actor; iterate wherever you like.
///
/// ```swift
/// let username = FormValidator<String>(field: "Username", rules: [.required()])
/// Task {
///     for await change in username.stateChanges {
///         print("username:", change.old, "→", change.new)
///     }
/// }
/// ```
public struct ValidationStateChanges: AsyncSequence, Sendable {
    /// A state change.
    public typealias Element = ValidationStateChange

    package let broadcaster: ChangeBroadcaster<ValidationStateChange>

    /// The changes `broadcaster` delivers.
    package init(broadcaster: ChangeBroadcaster<ValidationStateChange>) {
        self.broadcaster = broadcaster
    }

    /// Starts listening: the iterator yields the changes that happen from now on.
    ///
    /// - Returns: An iterator that ends when the validator, field or form goes away.
    public func makeAsyncIterator() -> AsyncStream<ValidationStateChange>.Iterator {
        broadcaster.stream().makeAsyncIterator()
    }
}
