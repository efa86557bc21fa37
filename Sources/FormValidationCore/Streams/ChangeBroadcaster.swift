import Foundation

/// Delivers values to any number of listeners — stream iterators and observer closures — added and removed
/// from any thread.
///
/// Publishing to nobody costs one lock and an emptiness check, so an object with no listener does no extra work.
package final class ChangeBroadcaster<Element: Sendable>: @unchecked Sendable {
    // Every access to `listeners` holds `lock`, which makes the unchecked conformance sound. The lock guards no
    // value of its own: a `Locked<Listeners>` is generic over `Element` in this generic class, and every call
    // looked its type's metadata up at run time (a third of the cost of making and finishing a field's
    // broadcasters when a form is built).
    private let lock = Locked(())
    @exclusivity(unchecked) private var listeners = Listeners()

    /// The streams and observers listening, by the number each got when it joined.
    private struct Listeners {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var observers: [Int: @Sendable (Element) -> Void] = [:]
        var finishers: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
    }

    /// A broadcaster with no listener yet.
    package init() {}

    /// Whether anyone listens.
    package var hasListeners: Bool {
        lock.withLock { _ in !listeners.continuations.isEmpty || !listeners.observers.isEmpty }
    }

    /// The number of listeners: streams being iterated and observers.
    package var listenerCount: Int {
        lock.withLock { _ in listeners.continuations.count + listeners.observers.count }
    }

    /// Sends `element` to every listener.
    package func publish(_ element: Element) {
        let (streams, callbacks) = lock.withLock { _ in
            (Array(listeners.continuations.values), Array(listeners.observers.values))
        }
        for continuation in streams { continuation.yield(element) }
        for callback in callbacks { callback(element) }
    }

    /// A new stream of the elements published from now on; it stops listening when its iteration ends.
    package func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = lock.withLock { _ in
            listeners.nextID += 1
            listeners.continuations[listeners.nextID] = continuation
            return listeners.nextID
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.withLock { _ in _ = self.listeners.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Calls `observer` with every element published from now on, until ``removeObserver(_:)``.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    ///
    /// - Parameters:
    ///   - observer: Called with each element.
    ///   - onFinish: Called once when the broadcaster finishes (its owner went away), if the observer is still there.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    package func addObserver(
        _ observer: @escaping @Sendable (Element) -> Void, onFinish: (@Sendable () -> Void)? = nil
    ) -> Int {
        lock.withLock { _ in
            listeners.nextID += 1
            listeners.observers[listeners.nextID] = observer
            if let onFinish { listeners.finishers[listeners.nextID] = onFinish }
            return listeners.nextID
        }
    }

    /// Stops calling the observer `token` names.
    package func removeObserver(_ token: Int) {
        lock.withLock { _ in
            _ = listeners.observers.removeValue(forKey: token)
            _ = listeners.finishers.removeValue(forKey: token)
        }
    }

    /// Ends every stream and tells every observer that nothing more will come.
    package func finish() {
        let (streams, callbacks) = lock.withLock {
            _ -> ([AsyncStream<Element>.Continuation], [@Sendable () -> Void]) in
            defer {
                listeners.observers.removeAll()
                listeners.finishers.removeAll()
            }
            return (Array(listeners.continuations.values), Array(listeners.finishers.values))
        }
        for continuation in streams { continuation.finish() }
        for callback in callbacks { callback() }
    }
}
