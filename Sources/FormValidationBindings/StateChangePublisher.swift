#if canImport(Combine)
    @_spi(Locking) public import FormValidationCore
    public import FormValidationStateful
    public import Combine
    import Foundation

    /// A Combine publisher of state changes, for code that prefers Combine to `AsyncSequence`.
    ///
    /// Each subscription registers with the validator, field or form when it is made and leaves when it is
    /// cancelled; with no subscriber there is no work. Values arrive on the main actor, where they are published;
    /// the publisher finishes when its validator, field or form goes away.
    public struct StateChangePublisher: Publisher, Sendable {
        /// A state change.
        public typealias Output = ValidationStateChange
        /// Never fails.
        public typealias Failure = Never

        let broadcaster: ChangeBroadcaster<ValidationStateChange>

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let subscription = Subscription(subscriber: subscriber, broadcaster: broadcaster)
            subscriber.receive(subscription: subscription)
            subscription.start()
        }

        /// One subscriber's link to the broadcaster, honouring its demand.
        private final class Subscription<S: Subscriber>: Combine.Subscription, StateChangeReceiver, Sendable
        where S.Input == ValidationStateChange, S.Failure == Never {
            private let state: Locked<State>
            private let broadcaster: ChangeBroadcaster<ValidationStateChange>

            /// The subscriber until it cancels or completes, what it asked for, and the broadcaster's token.
            ///
            /// Unchecked because a Combine subscriber is not `Sendable`, and Combine calls a subscription from any
            /// thread: the mutex orders every access to this state, and the subscriber itself is called outside it,
            /// as every Combine publisher calls its subscribers.
            private struct State: @unchecked Sendable {
                var subscriber: S?
                var demand: Subscribers.Demand = .none
                var token: Int?
            }

            init(subscriber: S, broadcaster: ChangeBroadcaster<ValidationStateChange>) {
                self.state = Locked(State(subscriber: subscriber))
                self.broadcaster = broadcaster
            }

            func start() {
                // Held strongly until cancelled, as a subject holds its subscriptions, and captured as a
                // non-generic receiver: the broadcaster's closures must not carry `S`.
                let receiver: any StateChangeReceiver = self
                let token = broadcaster.addObserver(
                    { change in receiver.deliver(change) }, onFinish: { receiver.complete() })
                let cancelled = state.withLock { state -> Bool in
                    guard state.subscriber != nil else { return true }
                    state.token = token
                    return false
                }
                if cancelled { broadcaster.removeObserver(token) }
            }

            func request(_ demand: Subscribers.Demand) {
                state.withLock { $0.demand += demand }
            }

            func cancel() {
                let token = state.withLock { state -> Int? in
                    state.subscriber = nil
                    defer { state.token = nil }
                    return state.token
                }
                if let token { broadcaster.removeObserver(token) }
            }

            /// Sends `.finished` when the validator, field or form goes away, then lets go of the subscriber.
            func complete() {
                let target = state.withLock { state -> S? in
                    defer {
                        state.subscriber = nil
                        state.token = nil
                    }
                    return state.subscriber
                }
                target?.receive(completion: .finished)
            }

            func deliver(_ change: ValidationStateChange) {
                let target = state.withLock { state -> S? in
                    guard state.demand > .none, let subscriber = state.subscriber else { return nil }
                    state.demand -= 1
                    return subscriber
                }
                guard let target else { return }
                let more = target.receive(change)
                state.withLock { $0.demand += more }
            }
        }
    }

    /// Something that takes state changes from a broadcaster.
    private protocol StateChangeReceiver: AnyObject, Sendable {
        func deliver(_ change: ValidationStateChange)
        func complete()
    }

    extension FormValidator {
        /// Every real change of ``state``, as a Combine publisher.
        public nonisolated var statePublisher: StateChangePublisher { StateChangePublisher(broadcaster: changes) }
    }

    extension Field {
        /// Every real change of ``state``, as a Combine publisher.
        public nonisolated var statePublisher: StateChangePublisher { StateChangePublisher(broadcaster: changes) }
    }

    extension FormModel {
        /// Every real change of ``state``, as a Combine publisher.
        public nonisolated var statePublisher: StateChangePublisher { StateChangePublisher(broadcaster: changes) }
    }
#endif
