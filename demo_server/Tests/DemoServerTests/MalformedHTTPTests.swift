import DemoServer
import Foundation
import Testing

/// Bytes that are not well-formed HTTP, sent over raw sockets: a body that cannot be read gets an RFC 9457 problem,
/// `400`, on every route;
/// a request head that cannot be parsed gets Hummingbird's bare `400`; either way the connection is closed and
/// the server keeps serving.
@Suite struct MalformedHTTPTests {
    /// Every route that reads a body, `/api/signup` included.
    static let postRoutes = BadInputTests.postRoutes + ["/api/signup"]

    /// The exact answer to a body that cannot be read, on every route: the integration's RFC 9457 problem.
    static let unreadableBodyProblem =
        #"{"detail":"The body could not be read: it ended early, or its chunks are malformed.","status":400,"title":"Unreadable body","type":"urn:formvalidation:problem:unreadable-body"}"#

    /// A request head for `POST path` with a chunked body.
    static func chunkedHead(_ path: String) -> String {
        "POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    }

    /// A chunked body that breaks the chunked encoding.
    struct MalformedChunks: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var testDescription: String { name }
    }

    @Test(
        "a malformed chunked body is answered 400 unreadable-body, and the connection is closed",
        arguments: [
            MalformedChunks(name: "chunk size ZZ", body: "ZZ\r\n"),
            MalformedChunks(name: "negative chunk size", body: "-5\r\n"),
            MalformedChunks(name: "chunk size overflowing", body: "ffffffffffffffffff\r\n"),
            MalformedChunks(name: "chunk longer than its size", body: "5\r\n{\"instance\": \"a\"}\r\n0\r\n\r\n"),
            MalformedChunks(name: "no line break after a chunk", body: "11\r\n{\"instance\": \"a\"}XX0\r\n\r\n"),
            MalformedChunks(name: "bad second chunk size", body: "11\r\n{\"instance\": \"a\"}\r\nQ\r\n\r\n"),
        ]
    )
    func malformedChunks(_ chunks: MalformedChunks) async throws {
        try await SignupRouteTests.run(.sharedConnection) { client in
            let port = client.port
            for route in Self.postRoutes {
                let exchange = try await RawHTTPExchange.send(
                    Array((Self.chunkedHead(route) + chunks.body).utf8), port: port)
                #expect(exchange.status == 400, "\(route): \(exchange.received)")
                #expect(exchange.header("Content-Type") == "application/problem+json", "\(route)")
                #expect(exchange.header("Connection") == "close", "\(route)")
                #expect(exchange.body == Self.unreadableBodyProblem, "\(route)")
            }
            // The server is still there and still right.
            #expect(try await client.validate(instance: "fine").text == "true")
        }
    }

    /// A request whose body the client stops sending partway, closing its side of the connection.
    struct CutShort: Sendable, CustomTestStringConvertible {
        var name: String
        var request: String
        var testDescription: String { name }
    }

    @Test(
        "a body the client stops sending partway is answered 400 unreadable-body",
        arguments: [
            CutShort(name: "chunked, mid-chunk", request: chunkedHead("/validate") + "11\r\n{\"inst"),
            CutShort(
                name: "chunked, no last chunk", request: chunkedHead("/validate") + "11\r\n{\"instance\": \"a\"}\r\n"),
            CutShort(
                name: "shorter than its Content-Length",
                request: "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"inst"),
        ]
    )
    func cutShort(_ cut: CutShort) async throws {
        try await SignupRouteTests.run(.sharedConnection) { client in
            let port = client.port
            let exchange = try await RawHTTPExchange.send(Array(cut.request.utf8), port: port, closingOutput: true)
            #expect(exchange.status == 400, "\(exchange.received)")
            #expect(exchange.body == Self.unreadableBodyProblem)
            #expect(try await client.validate(instance: "fine").text == "true")
        }
    }

    /// A `Content-Length` that `Int` cannot hold (2^63 to 2^64 − 1, which NIO's parser accepts) got no answer: the
    /// server waited for a body that cannot come. Every such length, and 2^63 − 1, is answered 413 at once, and the
    /// connection is closed (the body was not read, so nothing after it could be read as a next request).
    @Test(
        "a Content-Length up to 2^64 − 1 is answered 413 at once, and the connection is closed",
        arguments: ["9223372036854775807", "9223372036854775808", "12345678901234567890", "18446744073709551615"]
    )
    func hugeContentLength(_ length: String) async throws {
        try await SignupRouteTests.run(.sharedConnection) { client in
            let port = client.port
            for route in Self.postRoutes {
                let head =
                    "POST \(route) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(length)\r\n\r\n{\"instance\": \"a\"}"
                let exchange = try await RawHTTPExchange.send(
                    Array(head.utf8), port: port, timeout: .seconds(5), readingUntilClosed: true)
                #expect(exchange.status == 413, "\(route): \(exchange.received)")
                #expect(exchange.header("Content-Type") == "application/problem+json", "\(route)")
                #expect(exchange.header("Connection") == "close", "\(route)")
                #expect(exchange.body == BadInputTests.bodyTooLarge, "\(route)")
                #expect(exchange.closedAfterResponse, "\(route)")
            }
            // A route that reads no body answers as it would, and the connection is closed all the same.
            let unknown = try await RawHTTPExchange.send(
                Array("POST /nowhere HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(length)\r\n\r\n".utf8),
                port: port,
                timeout: .seconds(5), readingUntilClosed: true)
            #expect(unknown.status == 404, "\(unknown.received)")
            #expect(
                unknown.body
                    == #"{"detail":"There is no route for POST /nowhere.","status":404,"title":"Not found","type":"urn:formvalidation:problem:not-found"}"#
            )
            #expect(unknown.header("Connection") == "close")
            #expect(unknown.closedAfterResponse)
            #expect(try await client.validate(instance: "fine").text == "true")
        }
    }

    /// A request head NIO's HTTP parser refuses before any route sees it.
    struct MalformedHead: Sendable, CustomTestStringConvertible {
        var name: String
        var request: String
        var testDescription: String { name }
    }

    @Test(
        "a request head that is not HTTP gets a bare 400, and the connection is closed",
        arguments: [
            MalformedHead(name: "garbage request line", request: "GARBAGE\r\n\r\n"),
            MalformedHead(
                name: "Content-Length abc",
                request: "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n"),
            MalformedHead(
                name: "Content-Length overflowing",
                request: "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999999999999999\r\n\r\n"
            ),
            MalformedHead(
                name: "Content-Length with Transfer-Encoding",
                request:
                    "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"
            ),
            MalformedHead(
                name: "headers of 100 KiB",
                request:
                    "POST /validate HTTP/1.1\r\nHost: localhost\r\nX-Big: \(String(repeating: "a", count: 100 * 1024))\r\n\r\n"
            ),
        ]
    )
    func malformedHead(_ head: MalformedHead) async throws {
        try await SignupRouteTests.run(.sharedConnection) { client in
            let port = client.port
            let exchange = try await RawHTTPExchange.send(Array(head.request.utf8), port: port)
            #expect(exchange.status == 400, "\(exchange.received)")
            #expect(exchange.header("Connection") == "close")
            #expect(exchange.header("Content-Length") == "0")
            #expect(exchange.body == "")
            #expect(try await client.validate(instance: "fine").text == "true")
        }
    }
}
