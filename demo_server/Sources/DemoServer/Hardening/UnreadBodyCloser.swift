import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Closes the connection after answering a request whose declared body is too large to drain.
///
/// A request that declares a `Content-Length` over ``DemoServerConfiguration/maximumBodySize`` is answered at once
/// (`413`, or whatever its route answers first) without its body being read. Hummingbird then drains that body
/// before it reads a next request, which keeps the connection for a client that sends a modest oversized body;
/// but a declared length of up to 2^64 − 1 would hold the connection open for a body that never ends. So this
/// handler, which sits in every connection's pipeline right after the HTTP decoding, marks the answer to a request
/// declaring more than ``DemoServerConfiguration/maximumDrainedBodySize`` `Connection: close` and closes the
/// connection once the answer is written.
final class UnreadBodyCloser: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whether the request being answered declared a body too large to drain.
    private var closesAfterResponse = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), let length = head.headerFields[.contentLength],
            Hardening.exceeds(declaredLength: length, limit: DemoServerConfiguration.maximumDrainedBodySize)
        {
            closesAfterResponse = true
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard closesAfterResponse else {
            context.write(data, promise: promise)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            head.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            closesAfterResponse = false
            context.writeAndFlush(data, promise: promise)
            context.close(promise: nil)
        }
    }
}
