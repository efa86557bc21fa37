import DemoServer
import FormValidationHummingbird
import Hummingbird
import NIOCore
import Testing

/// Unknown paths answer 404, known paths with another method 405 with `Allow`, both as RFC 9457 problems.
@Suite struct RoutingTests {
    @Test(
        "unknown routes answer 404",
        arguments: Transport.allCases,
        [
            (HTTPRequest.Method.get, "/"),
            (.post, "/"),
            (.post, "/nope"),
            (.get, "/validate/extra"),
            (.post, "/api"),
            (.post, "/api/username-available/bob"),
            (.post, "/fault"),
            (.post, "/fault/status"),
            (.post, "/fault/status/500/more"),
            (.post, "/Validate"),
        ]
    )
    func notFound(transport: Transport, request: (method: HTTPRequest.Method, path: String)) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.executeRequest(
                uri: request.path,
                method: request.method,
                headers: [.contentType: "application/json"],
                body: nil
            )
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(
                try ProblemDetails.decode(response.text)
                    == ProblemDetails(
                        type: "urn:formvalidation:problem:not-found", title: "Not found", status: .notFound,
                        detail: "There is no route for \(request.method.rawValue) \(request.path)."))
        }
    }

    @Test(
        "known routes with another method answer 405 with Allow",
        arguments: Transport.allCases,
        [
            (HTTPRequest.Method.get, "/validate", "POST"),
            (.put, "/validate", "POST"),
            (.delete, "/validate", "POST"),
            (.patch, "/api/username-available", "POST"),
            (.get, "/api/username-available", "POST"),
            (.get, "/fault/slow", "POST"),
            (.get, "/fault/status/503", "POST"),
            (.get, "/fault/drop", "POST"),
            (.post, "/fault/requests", "GET, DELETE"),
            (.put, "/fault/requests", "GET, DELETE"),
            (.options, "/validate", "POST"),
        ]
    )
    func methodNotAllowed(
        transport: Transport,
        request: (method: HTTPRequest.Method, path: String, allow: String)
    ) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.executeRequest(
                uri: request.path, method: request.method, headers: [:], body: nil)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == request.allow)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(
                try ProblemDetails.decode(response.text)
                    == ProblemDetails(
                        type: "urn:formvalidation:problem:method-not-allowed", title: "Method not allowed",
                        status: .methodNotAllowed,
                        detail: "\(request.method.rawValue) is not allowed here; use \(request.allow)."))
        }
    }

    /// `CONNECT` (a tunnel request, its target a host and port) got a 404 with an empty body: every refused request
    /// gets a problem. Sent raw, since the target is not a path.
    @Test(
        "CONNECT is refused with a problem",
        arguments: [
            (
                "example.com:443",
                #"{"detail":"There is no route for CONNECT: this server opens no tunnels.","status":404,"title":"Not found","type":"urn:formvalidation:problem:not-found"}"#
            ),
            (
                "/validate",
                #"{"detail":"CONNECT is not allowed here; use POST.","status":405,"title":"Method not allowed","type":"urn:formvalidation:problem:method-not-allowed"}"#
            ),
        ]
    )
    func connect(_ target: String, _ body: String) async throws {
        try await SignupRouteTests.run(.sharedConnection) { client in
            let port = client.port
            let exchange = try await RawHTTPExchange.send(
                Array("CONNECT \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), port: port, timeout: .seconds(5),
                readingUntilClosed: true)
            #expect(exchange.header("Content-Type") == "application/problem+json", "\(exchange.received)")
            #expect(exchange.body == body, "\(exchange.received.debugDescription)")
            #expect(exchange.status == (target.hasPrefix("/") ? 405 : 404), "\(exchange.received)")
            #expect(exchange.header("Connection") == "close")
            #expect(exchange.header("Allow") == (target.hasPrefix("/") ? "POST" : nil))
            #expect(exchange.closedAfterResponse)
            #expect(try await client.validate(instance: "fine").text == "true")
        }
    }

    @Test("HEAD on a POST route answers 405 without a body", arguments: Transport.allCases)
    func head(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.executeRequest(uri: "/validate", method: .head, headers: [:], body: nil)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "POST")
            #expect(try await client.validate(instance: "after").text == "true")
        }
    }

    @Test(
        "without --fault-routes every fault route answers 404",
        arguments: Transport.allCases,
        [
            (HTTPRequest.Method.post, "/fault/slow"),
            (.post, "/fault/status/503"),
            (.post, "/fault/garbage"),
            (.post, "/fault/oversized"),
            (.post, "/fault/drop"),
            (.get, "/fault/requests"),
            (.delete, "/fault/requests"),
        ]
    )
    func faultRoutesOff(transport: Transport, request: (method: HTTPRequest.Method, path: String)) async throws {
        try await TestServer.run(transport, faultRoutes: false) { client in
            let response = try await client.executeRequest(
                uri: request.path,
                method: request.method,
                headers: [.contentType: "application/json"],
                body: .init(string: #"{"instance": "a"}"#)
            )
            #expect(response.status == .notFound)
            #expect(try ProblemDetails.decode(response.text).type == "urn:formvalidation:problem:not-found")
            // The validation routes are there all the same.
            #expect(try await client.validate(instance: "a").text == "true")
        }
    }
}
