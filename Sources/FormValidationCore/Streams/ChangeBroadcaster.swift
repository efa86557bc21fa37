import Foundation

/// Delivers values to any number of listeners — stream iterators and observer closures — added and removed
/// from any thread.
///
/// Publishing to nobody costs one lock and an emptiness check, so an object with no listener does no extra work.
package final class ChangeBroadcaster<Element: Sendable>: @unchecked Sendable {
    // Every access to the two dictionaries and `nextID` holds `lock`: that makes the unchecked conformance sound.
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var observers: [Int: @Sendable (Element) -> Void] = [:]
    private var finishers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    /// A broadcaster with no listener yet.
    package init() {}

    /// Whether anyone listens.
    package var hasListeners: Bool {
        lock.withLock { !continuations.isEmpty || !observers.isEmpty }
    }

    /// The number of listeners: streams being iterated and observers.
    package var listenerCount: Int {
        lock.withLock { continuations.count + observers.count }
    }

    /// Sends `element` to every listener.
    package func publish(_ element: Element) {
        let (streams, callbacks) = lock.withLock { (Array(continuations.values), Array(observers.values)) }
        for continuation in streams { continuation.yield(element) }
        for callback in callbacks { callback(element) }
    }

    /// A new stream of the elements published from now on; it stops listening when its iteration ends.
    package func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = lock.withLock {
            nextID += 1
            continuations[nextID] = continuation
            return nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) }
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
        lock.withLock {
            nextID += 1
            observers[nextID] = observer
            if let onFinish { finishers[nextID] = onFinish }
            return nextID
        }
    }

    /// Stops calling the observer `token` names.
    package func removeObserver(_ token: Int) {
        lock.withLock {
            _ = observers.removeValue(forKey: token)
            _ = finishers.removeValue(forKey: token)
        }
    }

    /// Ends every stream and tells every observer that nothing more will come.
    package func finish() {
        let (streams, callbacks) = lock.withLock {
            () -> ([AsyncStream<Element>.Continuation], [@Sendable () -> Void]) in
            defer {
                observers.removeAll()
                finishers.removeAll()
            }
            return (Array(continuations.values), Array(finishers.values))
        }
        for continuation in streams { continuation.finish() }
        for callback in callbacks { callback() }
    }
}
