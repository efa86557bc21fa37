import FormValidationCore
import FormValidationSpecs

/// How a validator, a field and a form tell everyone about a change: one sequence, the same for the three.
///
/// Each notification is a state change (if the state changed) and an event, delivered to
///
/// 1. the **followers** — objects that mirror this one, such as a field following its validators, so that they
///    are current by the time anyone else hears of the change;
/// 2. the **state-change handler**, with the change;
/// 3. the **streams** (``ChangeBroadcaster``: `stateChanges` iterators, Combine publishers), with the change;
/// 4. the **observers**, in the order they were added — a form re-evaluating its state and rules, fields that
///    depend on this one — with the event.
///
/// Notifications are queued: a handler that validates again (or a delegate, or a field reacting to its
/// validator) changes the state while the previous change is still being delivered. Delivered at once, the new
/// change would reach the listeners after that handler before the change that caused it, and a stream would end on
/// a state that is no longer current. Queued, it waits until every listener has heard the one before, so every
/// listener hears the same changes in the same order, ending at the current state.
@MainActor
final class StateChangeNotifier<Event> {
    /// The streams' broadcaster: readable from any thread, since streams are made on any.
    nonisolated let changes = ChangeBroadcaster<ValidationStateChange>()
    /// Called with each state change.
    var handler: (@MainActor (ValidationStateChange) -> Void)?

    private var followers: [ObjectIdentifier: @MainActor (Event) -> Void] = [:]
    /// The observers in the order they were added, which is the order they hear each event in.
    private var observers: [(token: Int, observer: @MainActor (Event) -> Void)] = []
    private var nextObserverID = 0
    private var pending: [(stateChange: ValidationStateChange?, event: Event)] = []
    private var isDelivering = false

    /// Makes `follower` hear every notification first, or stops it with `nil`; one follower per object.
    func setFollower(_ follower: (@MainActor (Event) -> Void)?, for object: ObjectIdentifier) {
        followers[object] = follower
    }

    /// Makes `observer` hear every notification's event, last.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    func addObserver(_ observer: @escaping @MainActor (Event) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops calling the observer `token` names.
    func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// Delivers a notification now, or — when a delivery is under way — right after the notifications before it.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - stateChange: The change of state, if the state changed.
    func post(_ event: Event, stateChange: ValidationStateChange?) {
        pending.append((stateChange, event))
        guard !isDelivering else { return }
        isDelivering = true
        var index = 0
        while index < pending.count {
            // Read one at a time: a listener may post more.
            let next = pending[index]
            deliver(next.event, stateChange: next.stateChange)
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
        isDelivering = false
    }

    private func deliver(_ event: Event, stateChange: ValidationStateChange?) {
        for follower in followers.values { follower(event) }
        if let stateChange {
            handler?(stateChange)
            changes.publish(stateChange)
        }
        for (_, observer) in observers { observer(event) }
    }
}
