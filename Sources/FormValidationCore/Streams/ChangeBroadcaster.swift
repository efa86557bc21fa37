import Foundation

/// Delivers values to any number of listeners — stream iterators and observer closures — added and removed
/// from any thread.
///
/// Publishing to nobody costs one lock and an emptiness check, so an object with no listener does no extra work.
package final class ChangeBroadcaster<Element: Sendable>: Sendable {
    private let listeners = Locked(Listeners())

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
        listeners.withLock { !$0.continuations.isEmpty || !$0.observers.isEmpty }
    }

    /// The number of listeners: streams being iterated and observers.
    package var listenerCount: Int {
        listeners.withLock { $0.continuations.count + $0.observers.count }
    }

    /// Sends `element` to every listener.
    package func publish(_ element: Element) {
        let (streams, callbacks) = listeners.withLock { (Array($0.continuations.values), Array($0.observers.values)) }
        for continuation in streams { continuation.yield(element) }
        for callback in callbacks { callback(element) }
    }

    /// A new stream of the elements published from now on; it stops listening when its iteration ends.
    package func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = listeners.withLock { listeners in
            listeners.nextID += 1
            listeners.continuations[listeners.nextID] = continuation
            return listeners.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.listeners.withLock { _ = $0.continuations.removeValue(forKey: id) }
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
        listeners.withLock { listeners in
            listeners.nextID += 1
            listeners.observers[listeners.nextID] = observer
            if let onFinish { listeners.finishers[listeners.nextID] = onFinish }
            return listeners.nextID
        }
    }

    /// Stops calling the observer `token` names.
    package func removeObserver(_ token: Int) {
        listeners.withLock { listeners in
            _ = listeners.observers.removeValue(forKey: token)
            _ = listeners.finishers.removeValue(forKey: token)
        }
    }

    /// Ends every stream and tells every observer that nothing more will come.
    package func finish() {
        let (streams, callbacks) = listeners.withLock {
            listeners -> ([AsyncStream<Element>.Continuation], [@Sendable () -> Void]) in
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
