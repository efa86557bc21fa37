import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Writes the answer to a `CONNECT` request with its JSON body, then closes the connection.
///
/// NIO's HTTP encoder sends every response to `CONNECT` without a body, whatever its status: a 2xx answer turns the
/// connection into a tunnel and must have none (RFC 9110 §9.3.6), and NIO applies that to refusals too. This server
/// never tunnels, so every answer to `CONNECT` is a refusal — `404` for a host and port, `405` with `Allow` for a
/// known path — and, like every refusal, it should carry its JSON error. This handler, in every connection's
/// pipeline right after the HTTP decoding, collects that answer and writes it itself, below NIO's encoder, with its
/// `Content-Length` and `Connection: close`, then closes the connection (the client may have meant to send tunnel
/// bytes after the request, which cannot be read as HTTP).
final class ConnectAnswerWriter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whether the response being written answers a `CONNECT`.
    private var answeringConnect = false
    private var head: HTTPResponse?
    private var body = ByteBuffer()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let request) = unwrapInboundIn(data), request.method == .connect {
            answeringConnect = true
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard answeringConnect else {
            context.write(data, promise: promise)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let response):
            head = response
            promise?.succeed()
        case .body(var part):
            body.writeBuffer(&part)
            promise?.succeed()
        case .end:
            answeringConnect = false
            guard let head,
                let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self)
            else {
                promise?.succeed()
                context.close(promise: nil)
                return
            }
            encoder.writeAndFlush(NIOAny(Self.serialize(head, body: body)), promise: promise)
            self.head = nil
            body.clear()
            context.close(promise: nil)
        }
    }

    /// The response as HTTP/1.1 bytes: status line, headers with `Content-Length` and `Connection: close`, body.
    static func serialize(_ response: HTTPResponse, body: ByteBuffer) -> ByteBuffer {
        var fields = response.headerFields
        fields[.contentLength] = String(body.readableBytes)
        fields[.connection] = "close"
        fields[.transferEncoding] = nil
        var head = "HTTP/1.1 \(response.status.code) \(response.status.reasonPhrase)\r\n"
        for field in fields { head += "\(field.name.rawName): \(field.value)\r\n" }
        head += "\r\n"
        var bytes = ByteBuffer(string: head)
        var body = body
        bytes.writeBuffer(&body)
        return bytes
    }
}
