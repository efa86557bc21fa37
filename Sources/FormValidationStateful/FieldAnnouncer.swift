import FormValidationCore

/// How a field made of other fields — a ``FieldList``, a ``FieldGroup`` — tells its listeners of a change: the
/// event, with the change of its state it brought, if any.
@MainActor
final class FieldAnnouncer {
    /// The listeners: the state-change handler, the streams, the observers.
    let notifier = StateChangeNotifier<FieldEvent>()
    /// The state announced last.
    private var lastState: ValidationState

    /// An announcer for a field now in `state`.
    init(state: ValidationState = .notValidated) {
        lastState = state
    }

    /// Tells every listener of `event`; the state change too, when `state` differs from the last one announced.
    func announce(_ event: FieldEvent, state: ValidationState) {
        let oldState = lastState
        lastState = state
        notifier.post(event, stateChange: state == oldState ? nil : ValidationStateChange(from: oldState, to: state))
    }
}
