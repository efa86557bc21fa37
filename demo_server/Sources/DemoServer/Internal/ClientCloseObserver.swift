import NIOCore

/// Sits at the front of a connection's pipeline while a slow answer waits, and finishes a stream when
/// the client closes its side (or the whole connection), so the wait can stop early.
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

    /// Waits for `duration` unless the client closes `channel` first, in which case it throws
    /// `CancellationError`; also throws it when the task is cancelled.
    static func sleep(for duration: Duration, unlessClientCloses channel: any Channel) async throws {
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
        let elapsed = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await Task.sleep(for: duration)
                return true
            }
            group.addTask {
                for await _ in closed {}
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard elapsed else { throw CancellationError() }
    }
}
