import DemoServer
import FormValidationHummingbird
import Foundation
import Hummingbird
import NIOCore
import Testing

/// The `/fault/...` routes misbehave exactly as documented, and the server survives them.
@Suite struct FaultRouteTests {
    @Test("/fault/slow waits, then answers like /validate", arguments: Transport.allCases)
    func slow(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let clock = ContinuousClock()
            let start = clock.now
            let valid = try await client.validate("/fault/slow?ms=250", instance: "fine")
            #expect(clock.now - start >= .milliseconds(250))
            #expect(valid.status == .ok)
            #expect(valid.text == "true")
            let invalid = try await client.validate("/fault/slow?ms=0", instance: "invalid")
            #expect(invalid.text == "false")
            // The connection stays usable after a slow answer.
            #expect(try await client.validate(instance: "next").text == "true")
        }
    }

    @Test(
        "/fault/slow rejects a bad ms",
        arguments: Transport.allCases,
        ["x", "-1", "60001", "1.5", ""]
    )
    func slowBadDelay(transport: Transport, milliseconds: String) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/slow?ms=\(milliseconds)", instance: "a")
            #expect(response.status == .badRequest)
            #expect(
                try ProblemDetails.decode(response.text)
                    == ProblemDetails(
                        type: "urn:formvalidation:problem:invalid-delay", title: "Invalid delay", status: .badRequest,
                        detail: "ms must be a whole number of milliseconds from 0 to 60000, not \"\(milliseconds)\"."))
        }
    }

    @Test("/fault/slow stops waiting when the client goes away")
    func slowIsCancelledWhenTheClientLeaves() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await TestServer.run(.sharedConnection) { client in
            let port = client.port
            let body = #"{"instance": "a"}"#
            let request = Array(
                "POST /fault/slow?ms=60000 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                    .utf8
            )
            // The client gives up after 300 ms and closes its connection.
            await #expect(throws: RawHTTPExchange.TimeoutError.self) {
                try await RawHTTPExchange.send(request, port: port, timeout: .milliseconds(300))
            }
            let next = try await client.validate(instance: "a")
            #expect(next.text == "true")
        }
        // Shutting the server down waits for requests in flight: a wait that went on would take 60 s.
        #expect(clock.now - start < .seconds(40))  // 60 s had it waited; room for a busy machine
    }

    @Test("/fault/slow stops waiting when its task is cancelled")
    func slowIsCancelledWithItsTask() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await TestServer.run(.connectionPerRequest) { client in
            let request = Task { try await client.validate("/fault/slow?ms=60000", instance: "a") }
            try await Task.sleep(for: .milliseconds(100))
            request.cancel()
            _ = try? await request.value
        }
        #expect(clock.now - start < .seconds(40))  // 60 s had it waited; room for a busy machine
    }

    @Test(
        "/fault/status/:code answers that status with body true",
        arguments: Transport.allCases,
        [200, 201, 299, 400, 404, 409, 418, 429, 500, 502, 503, 504, 599]
    )
    func status(transport: Transport, code: Int) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/status/\(code)", instance: "fine")
            #expect(response.status.code == code)
            #expect(response.text == "true")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(try await client.validate(instance: "next").text == "true")
        }
    }

    @Test("/fault/status/:code sends no body where HTTP forbids one", arguments: Transport.allCases, [204, 205, 304])
    func statusWithoutBody(transport: Transport, code: Int) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/status/\(code)", instance: "fine")
            #expect(response.status.code == code)
            #expect(response.text == "")
            #expect(try await client.validate(instance: "next").text == "true")
        }
    }

    @Test(
        "/fault/status/:code rejects a code outside 200...599",
        arguments: Transport.allCases,
        ["99", "100", "199", "600", "1000", "abc", "-500", "5e2"]
    )
    func statusBadCode(transport: Transport, code: String) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/status/\(code)", instance: "fine")
            #expect(response.status == .badRequest)
            #expect(
                try ProblemDetails.decode(response.text)
                    == ProblemDetails(
                        type: "urn:formvalidation:problem:invalid-status", title: "Invalid status", status: .badRequest,
                        detail: "The status code must be a whole number from 200 to 599, not \"\(code)\"."))
        }
    }

    @Test(
        "/fault/status/:code is counted and remembered under its status; every invalid code under /fault/status/invalid",
        arguments: Transport.allCases
    )
    func statusCountedAndRemembered(transport: Transport) async throws {
        let counter = RequestCounter()
        try await TestServer.run(transport, counter: counter) { client in
            _ = try await client.post("/fault/status/500", body: #"{"instance": "ada", "extra": {"n": 1}}"#)
            _ = try await client.post("/fault/status/0500", body: #"{"instance": "bob", "extra": {"n": 2}}"#)
            _ = try await client.validate("/fault/status/503", instance: "a")
            for code in ["abc", "99", "600", "x%20y", "5e2"] {
                let response = try await client.validate("/fault/status/\(code)", instance: "bad \(code)")
                #expect(response.status == .badRequest, "\(code)")
            }
            _ = try await client.post("/fault/status/abc", body: "{")  // malformed: counted, not remembered

            #expect(
                await counter.snapshot
                    == RequestCounts(
                        total: 9,
                        paths: ["/fault/status/500": 2, "/fault/status/503": 1, "/fault/status/invalid": 6]))
            let last = try await client.executeRequest(
                uri: "/fault/last-request?path=/fault/status/500", method: .get, headers: [:], body: nil)
            #expect(last.status == .ok)
            #expect(last.text == #"{"extra":{"n":2},"instance":"bob"}"#)
            let invalid = try await client.executeRequest(
                uri: "/fault/last-request?path=/fault/status/invalid", method: .get, headers: [:], body: nil)
            #expect(invalid.text == #"{"extra":{},"instance":"bad 5e2"}"#)
        }
    }

    @Test("/fault/garbage answers 200 with a body that is not JSON", arguments: Transport.allCases)
    func garbage(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/garbage", instance: "fine")
            #expect(response.status == .ok)
            #expect(response.text == "true garbage <not json>")
            #expect(throws: (any Error).self) {
                try JSONSerialization.jsonObject(with: Data(response.text.utf8), options: [.fragmentsAllowed])
            }
            #expect(try await client.validate(instance: "next").text == "true")
        }
    }

    @Test("/fault/oversized answers 200 with 100 KiB of whitespace, then true", arguments: Transport.allCases)
    func oversized(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/fault/oversized", instance: "fine")
            #expect(response.status == .ok)
            #expect(response.body.readableBytes == 100 * 1024 + 4)
            #expect(response.body.readableBytes > 64 * 1024)
            #expect(response.text.trimmingCharacters(in: .whitespaces) == "true")
            #expect(try await client.validate(instance: "next").text == "true")
        }
    }

    @Test("/fault/drop closes the connection without a response")
    func dropLive() async throws {
        try await TestServer.run(.sharedConnection) { client in
            let port = client.port
            let body = #"{"instance": "a", "extra": {}}"#
            let exchange = try await RawHTTPExchange.send(
                Array(
                    "POST /fault/drop HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                        .utf8
                ),
                port: port
            )
            #expect(exchange.closedBeforeResponse)
            #expect(exchange.received == "")
            // An HTTP client sees a connection error too.
            await #expect(throws: (any Error).self) {
                try await LoopbackClient.withClient(host: "localhost", port: port) { other in
                    try await other.post(
                        "/fault/drop",
                        headers: [.contentType: "application/json"],
                        body: ByteBuffer(string: body)
                    )
                }
            }
            // Other connections are unaffected.
            #expect(try await client.validate(instance: "a").text == "true")
        }
    }

    @Test("/fault/drop: the request fails without a response, and the next connection is served")
    func dropThenServe() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            await #expect(throws: (any Error).self) {
                try await client.validate("/fault/drop", instance: "a")
            }
            let next = try await client.validate(instance: "a")
            #expect(next.text == "true")
        }
    }
}
