import NIOCore
import ServiceLifecycle

/// Sits at the front of a connection's pipeline while a slow answer waits, and finishes a stream when
/// the client closes its side (or the whole connection), so the wait can stop early; a graceful shutdown of
/// the server stops it too.
///
/// Hummingbird allows half-closed connections, so a client's close shows up as the `inputClosed` event
/// rather than a closed channel. Everything is passed on unchanged.
final class ClientCloseObserver: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = NIOAny

    private let continuation: AsyncStream<Never>.Continuation

    /// Finishes `continuation` when the client goes away.
    init(_ continuation: AsyncStream<Never>.Continuation) {
        self.continuation = continuation
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            continuation.finish()
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        continuation.finish()
        context.fireChannelInactive()
    }

    /// How a wait ended, when it was not cut short by the client.
    enum WaitOutcome: Sendable, Equatable {
        /// The whole duration passed.
        case elapsed
        /// The server began to shut down gracefully (`SIGINT`, `SIGTERM`), so the wait ended early.
        case shuttingDown
    }

    /// Waits for `duration` unless the client closes `channel` first, in which case it throws
    /// `CancellationError`; also throws it when the task is cancelled.
    ///
    /// A graceful shutdown of the server ends the wait too (returning ``WaitOutcome/shuttingDown``): the server
    /// waits for the requests in flight before it exits, and must not wait for a long sleep.
    @discardableResult
    static func sleep(for duration: Duration, unlessClientCloses channel: any Channel) async throws -> WaitOutcome {
        let (closed, continuation) = AsyncStream<Never>.makeStream()
        let observer = ClientCloseObserver(continuation)
        do {
            try await channel.pipeline.addHandler(observer, position: .first).get()
        } catch {
            throw CancellationError()  // The connection is already gone.
        }
        defer {
            continuation.finish()
            channel.pipeline.removeHandler(observer, promise: nil)
        }
        let (shutdown, shutdownContinuation) = AsyncStream<Never>.makeStream()
        defer { shutdownContinuation.finish() }
        let outcome = try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: WaitOutcome?.self) { group in
                group.addTask {
                    try await Task.sleep(for: duration)
                    return .elapsed
                }
                group.addTask {
                    for await _ in closed {}
                    return nil
                }
                group.addTask {
                    for await _ in shutdown {}
                    // The stream also ends when this task is cancelled: that is no shutdown.
                    try Task.checkCancellation()
                    return .shuttingDown
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
        } onGracefulShutdown: {
            shutdownContinuation.finish()
        }
        guard let outcome else { throw CancellationError() }
        return outcome
    }
}
