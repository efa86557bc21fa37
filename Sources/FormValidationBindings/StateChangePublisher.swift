#if canImport(Combine)
    public import FormValidationCore
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
        private final class Subscription<S: Subscriber>: Combine.Subscription, StateChangeReceiver, @unchecked Sendable
        where S.Input == ValidationStateChange, S.Failure == Never {
            // Every access to `subscriber`, `demand` and `token` holds `lock`.
            private let lock = NSLock()
            private var subscriber: S?
            private var demand: Subscribers.Demand = .none
            private var token: Int?
            private let broadcaster: ChangeBroadcaster<ValidationStateChange>

            init(subscriber: S, broadcaster: ChangeBroadcaster<ValidationStateChange>) {
                self.subscriber = subscriber
                self.broadcaster = broadcaster
            }

            func start() {
                // Held strongly until cancelled, as a subject holds its subscriptions, and captured as a
                // non-generic receiver: the broadcaster's closures must not carry `S`.
                let receiver: any StateChangeReceiver = self
                let token = broadcaster.addObserver(
                    { change in receiver.deliver(change) }, onFinish: { receiver.complete() })
                let cancelled = lock.withLock { () -> Bool in
                    guard subscriber != nil else { return true }
                    self.token = token
                    return false
                }
                if cancelled { broadcaster.removeObserver(token) }
            }

            func request(_ demand: Subscribers.Demand) {
                lock.withLock { self.demand += demand }
            }

            func cancel() {
                let token = lock.withLock { () -> Int? in
                    subscriber = nil
                    defer { self.token = nil }
                    return self.token
                }
                if let token { broadcaster.removeObserver(token) }
            }

            /// Sends `.finished` when the validator, field or form goes away, then lets go of the subscriber.
            func complete() {
                let target = lock.withLock { () -> S? in
                    defer {
                        subscriber = nil
                        token = nil
                    }
                    return subscriber
                }
                target?.receive(completion: .finished)
            }

            func deliver(_ change: ValidationStateChange) {
                let target = lock.withLock { () -> S? in
                    guard demand > .none, let subscriber else { return nil }
                    demand -= 1
                    return subscriber
                }
                guard let target else { return }
                let more = target.receive(change)
                lock.withLock { demand += more }
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
