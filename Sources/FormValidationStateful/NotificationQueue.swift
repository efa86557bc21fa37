import FormValidationCore
import FormValidationSpecs

/// Delivers an object's notifications one at a time, in the order they were made, even when a listener makes
/// another one while it hears the first.
///
/// A state-change handler that validates again (or a delegate, or a field reacting to its validator) changes the
/// state while the previous change is still being delivered. Delivered at once, the new change would reach the
/// listeners called after that handler before the change that caused it: a stream would end on a state that is
/// no longer current. Queued here, it waits until every listener has heard the one before, so every listener —
/// handler, stream, Combine, fields and forms — hears the same changes in the same order, ending at the current
/// state.
@MainActor
final class NotificationQueue<Notification> {
    private var pending: [Notification] = []
    private var isDelivering = false

    /// Delivers `notification` now, or — when a delivery is under way — right after the notifications before it.
    ///
    /// - Parameters:
    ///   - notification: What to deliver.
    ///   - deliver: Tells every listener about one notification. While a delivery is under way, the `deliver` of
    ///     the call that started it is used for every queued notification, so every caller passes the same one.
    func post(_ notification: Notification, deliver: (Notification) -> Void) {
        pending.append(notification)
        guard !isDelivering else { return }
        isDelivering = true
        var index = 0
        while index < pending.count {
            // Read one at a time: `deliver` may append more.
            let next = pending[index]
            deliver(next)
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
        isDelivering = false
    }
}
