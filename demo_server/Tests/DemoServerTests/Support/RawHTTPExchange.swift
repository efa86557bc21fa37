import Foundation
import NIOCore
import NIOPosix

/// One request sent as raw bytes over a fresh TCP connection, and what came back.
///
/// Used where the wire itself matters: chunked bodies, and a connection closed without an answer.
struct RawHTTPExchange: Sendable {
    /// Everything received, as text.
    var received: String

    /// Whether the server closed the connection (or it failed) before a whole response arrived.
    var closedBeforeResponse: Bool

    /// The read error, if the connection failed rather than ending cleanly.
    var failure: String?

    /// Whether the server closed the connection after its response; only known when reading until closed.
    var closedAfterResponse = false

    /// Connects to `host:port`, writes `request`, and reads until one whole response (by `Content-Length`)
    /// has arrived or the connection ends.
    ///
    /// - Parameters:
    ///   - request: The bytes to send.
    ///   - port: The server's port.
    ///   - host: The server's host.
    ///   - timeout: How long the whole exchange may take.
    ///   - closingOutput: Whether to close the sending side after the request (a half-close, as a client that
    ///     gives up mid-body does), still reading the answer.
    ///   - readingUntilClosed: Whether to keep reading after the response until the server closes the connection
    ///     (``closedAfterResponse``); a server that keeps it open makes the exchange time out.
    static func send(
        _ request: [UInt8],
        port: Int,
        host: String = "localhost",
        timeout: Duration = .seconds(10),
        closingOutput: Bool = false,
        readingUntilClosed: Bool = false
    ) async throws -> RawHTTPExchange {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await withThrowingTaskGroup(of: RawHTTPExchange.self) { group in
            group.addTask {
                try await channel.executeThenClose { inbound, outbound in
                    try await outbound.write(ByteBuffer(bytes: request))
                    if closingOutput {
                        try await channel.channel.close(mode: .output)
                    }
                    var received = ByteBuffer()
                    var complete = false
                    do {
                        for try await var chunk in inbound {
                            received.writeBuffer(&chunk)
                            if !complete, isCompleteResponse(String(buffer: received)) {
                                complete = true
                                if !readingUntilClosed {
                                    return RawHTTPExchange(
                                        received: String(buffer: received), closedBeforeResponse: false)
                                }
                            }
                        }
                        if complete {
                            return RawHTTPExchange(
                                received: String(buffer: received), closedBeforeResponse: false,
                                closedAfterResponse: true)
                        }
                        return RawHTTPExchange(received: String(buffer: received), closedBeforeResponse: true)
                    } catch {
                        return RawHTTPExchange(
                            received: String(buffer: received),
                            closedBeforeResponse: true,
                            failure: "\(error)"
                        )
                    }
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw TimeoutError()
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    /// Sends `POST path` with `Transfer-Encoding: chunked`, the body cut into chunks of `chunkSize` bytes.
    static func postChunked(
        _ path: String,
        body: [UInt8],
        chunkSize: Int = 8 * 1024,
        port: Int
    ) async throws -> RawHTTPExchange {
        var request = Array(
            "POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                .utf8
        )
        var start = 0
        while start < body.count {
            let end = min(start + chunkSize, body.count)
            request += Array("\(String(end - start, radix: 16))\r\n".utf8) + body[start..<end] + Array("\r\n".utf8)
            start = end
        }
        request += Array("0\r\n\r\n".utf8)
        return try await send(request, port: port)
    }

    /// The status code of the response, if one arrived.
    var status: Int? {
        guard received.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(received.dropFirst(9).prefix(3))
    }

    /// The value of the response header `name` (case-insensitive), if it has one.
    func header(_ name: String) -> String? {
        guard let headEnd = received.range(of: "\r\n\r\n") else { return nil }
        let prefix = name.lowercased() + ":"
        return received[..<headEnd.lowerBound].split(separator: "\r\n").dropFirst()
            .first { $0.lowercased().hasPrefix(prefix) }
            .map { $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) }
    }

    /// The body of the response, if one arrived.
    var body: String? {
        received.range(of: "\r\n\r\n").map { String(received[$0.upperBound...]) }
    }

    private static func isCompleteResponse(_ text: String) -> Bool {
        guard let headEnd = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<headEnd.lowerBound].lowercased()
        let length =
            head.split(separator: "\r\n")
            .first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text.utf8.count - text[..<headEnd.upperBound].utf8.count >= length
    }

    /// The exchange took longer than its timeout.
    struct TimeoutError: Error {}
}
