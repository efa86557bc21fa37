import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOPosix

/// An HTTP/1.1 client for the tests: real requests over loopback TCP to a real server, with NIO's own HTTP codec.
///
/// It either keeps one connection for all its requests (keep-alive, as a browser or ALPValidator would), or opens a
/// new connection for each request and closes it after the answer. A connection the server closes is not opened
/// again: the next request on it fails, so a test sees a server that hangs up. Cancelling the task of a request
/// closes its connection, as a browser that gives up does.
struct LoopbackClient: Sendable {
    /// An answer: status, headers and the whole body.
    struct Response: Sendable {
        /// The status.
        var status: HTTPResponse.Status

        /// The headers.
        var headers: HTTPFields

        /// The body; empty when there is none.
        var body: ByteBuffer

        /// The body as UTF-8 text.
        var text: String { String(buffer: body) }
    }

    /// The server's host.
    let host: String

    /// The server's port.
    let port: Int

    /// The connection every request goes through, or `nil` for a new connection per request.
    private let sharedConnection: Connection?

    /// Connects to `host:port`, runs `body` with a client, then closes the client's connection.
    ///
    /// - Parameters:
    ///   - host: The server's host.
    ///   - port: The server's port.
    ///   - connectionPerRequest: Whether each request gets a new connection, rather than all sharing one.
    ///   - body: What to do with the client.
    /// - Returns: What `body` returns.
    static func withClient<Value: Sendable>(
        host: String = "127.0.0.1",
        port: Int,
        connectionPerRequest: Bool = false,
        _ body: (LoopbackClient) async throws -> Value
    ) async throws -> Value {
        let connection = connectionPerRequest ? nil : try await Connection(host: host, port: port)
        let client = LoopbackClient(host: host, port: port, sharedConnection: connection)
        do {
            let value = try await body(client)
            await connection?.close()
            return value
        } catch {
            await connection?.close()
            throw error
        }
    }

    /// Sends a request and waits for its whole answer.
    ///
    /// - Parameters:
    ///   - uri: The path and query.
    ///   - method: The method.
    ///   - headers: The headers; with a body, `Content-Length` is added unless given (`Host` is the authority).
    ///   - body: The body, if any.
    /// - Returns: The answer.
    /// - Throws: A channel error when the connection fails or the server closes it before answering.
    func executeRequest(
        uri: String,
        method: HTTPRequest.Method,
        headers: HTTPFields = [:],
        body: ByteBuffer? = nil
    ) async throws -> Response {
        var fields = headers
        if let body, fields[.contentLength] == nil, fields[.transferEncoding] == nil {
            fields[.contentLength] = String(body.readableBytes)
        }
        let head = HTTPRequest(
            method: method, scheme: nil, authority: "\(host):\(port)", path: uri, headerFields: fields)
        if let sharedConnection {
            return try await sharedConnection.send(head, body: body)
        }
        let connection = try await Connection(host: host, port: port)
        do {
            let response = try await connection.send(head, body: body)
            await connection.close()
            return response
        } catch {
            await connection.close()
            throw error
        }
    }

    /// Sends `POST uri` with `body`.
    func post(_ uri: String, headers: HTTPFields = [:], body: ByteBuffer) async throws -> Response {
        try await executeRequest(uri: uri, method: .post, headers: headers, body: body)
    }

    /// Sends `GET uri`.
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> Response {
        try await executeRequest(uri: uri, method: .get, headers: headers)
    }

    /// One TCP connection with NIO's HTTP/1.1 client codec, answering its requests in order.
    private struct Connection: Sendable {
        let channel: any Channel
        let collector: NIOLoopBound<ResponseCollector>

        init(host: String, port: Int) async throws {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPClientCodec())
                        try channel.pipeline.syncOperations.addHandler(ResponseCollector())
                    }
                }
                .connect(host: host, port: port)
                .get()
            self.channel = channel
            self.collector = try await channel.eventLoop.submit {
                NIOLoopBound(
                    try channel.pipeline.syncOperations.handler(type: ResponseCollector.self),
                    eventLoop: channel.eventLoop)
            }.get()
        }

        func send(_ head: HTTPRequest, body: ByteBuffer?) async throws -> Response {
            let promise = channel.eventLoop.makePromise(of: Response.self)
            channel.eventLoop.execute { [channel, collector] in
                guard channel.isActive else {
                    promise.fail(ChannelError.ioOnClosedChannel)
                    return
                }
                collector.value.waiting.append(promise)
                channel.write(HTTPRequestPart.head(head), promise: nil)
                if let body {
                    channel.write(HTTPRequestPart.body(body), promise: nil)
                }
                channel.writeAndFlush(HTTPRequestPart.end(nil), promise: nil)
            }
            // A cancelled request gives up as a browser does: it closes its connection.
            return try await withTaskCancellationHandler {
                try await promise.futureResult.get()
            } onCancel: { [channel] in
                channel.close(promise: nil)
            }
        }

        func close() async {
            try? await channel.close()
        }
    }

    /// Collects each answer's parts and fulfils the promises of the requests in the order they were sent.
    private final class ResponseCollector: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPResponsePart

        var waiting: [EventLoopPromise<Response>] = []
        private var head: HTTPResponse?
        private var body = ByteBuffer()

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                self.head = head
                body.clear()
            case .body(var part):
                body.writeBuffer(&part)
            case .end:
                guard let head, !waiting.isEmpty else { return }
                waiting.removeFirst().succeed(Response(status: head.status, headers: head.headerFields, body: body))
                self.head = nil
                body = ByteBuffer()
            }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            failAll(error)
            context.close(promise: nil)
        }

        func channelInactive(context: ChannelHandlerContext) {
            failAll(ChannelError.eof)
            context.fireChannelInactive()
        }

        private func failAll(_ error: any Error) {
            let failed = waiting
            waiting = []
            for promise in failed { promise.fail(error) }
        }
    }
}
