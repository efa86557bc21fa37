import DemoServer
import Hummingbird
import Testing

/// `GET /fault/requests` and `DELETE /fault/requests`: every POST counted per path and in total.
@Suite struct RequestCounterTests {
    @Test("counts every POST per path, bad ones included, and resets", arguments: Transport.allCases)
    func counts(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            #expect(try await Self.counts(client) == RequestCounts())
            _ = try await client.validate(instance: "a")
            _ = try await client.validate(instance: "invalid")
            _ = try await client.post("/validate", body: "{", contentType: "application/json")
            _ = try await client.post("/validate", body: "{}", contentType: nil)
            _ = try await client.validate("/api/username-available", instance: "admin")
            _ = try await client.validate("/fault/slow?ms=0", instance: "a")
            _ = try await client.validate("/fault/status/503", instance: "a")
            _ = try await client.validate("/fault/status/500", instance: "a")
            _ = try await client.validate("/fault/garbage", instance: "a")
            _ = try await client.validate("/fault/oversized", instance: "a")
            // Not counted: other methods, unknown paths, the counter itself.
            _ = try await client.executeRequest(uri: "/validate", method: .get, headers: [:], body: nil)
            _ = try await client.validate("/nope", instance: "a")
            _ = try await client.executeRequest(uri: "/fault/requests", method: .get, headers: [:], body: nil)

            let expected = RequestCounts(
                total: 10,
                paths: [
                    "/validate": 4,
                    "/api/username-available": 1,
                    "/fault/slow": 1,
                    "/fault/status/503": 1,
                    "/fault/status/500": 1,
                    "/fault/garbage": 1,
                    "/fault/oversized": 1,
                ]
            )
            #expect(try await Self.counts(client) == expected)

            let reset = try await client.executeRequest(
                uri: "/fault/requests", method: .delete, headers: [:], body: nil)
            #expect(reset.status == .ok)
            #expect(try JSONText.decode(RequestCounts.self, from: reset.text) == expected)
            #expect(try await Self.counts(client) == RequestCounts())

            _ = try await client.validate(instance: "a")
            #expect(try await Self.counts(client) == RequestCounts(total: 1, paths: ["/validate": 1]))
        }
    }

    @Test("answers in a fixed shape")
    func exactBody() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            _ = try await client.validate(instance: "a")
            _ = try await client.validate("/fault/status/503", instance: "a")
            let response = try await client.executeRequest(
                uri: "/fault/requests", method: .get, headers: [:], body: nil)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.text == #"{"paths":{"/fault/status/503":1,"/validate":1},"total":2}"#)
        }
    }

    @Test("counts a dropped request")
    func countsDrop() async throws {
        try await TestServer.run(.sharedConnection) { client in
            let port = client.port
            let body = #"{"instance": "a"}"#
            _ = try await RawHTTPExchange.send(
                Array(
                    "POST /fault/drop HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                        .utf8
                ),
                port: port
            )
            #expect(try await Self.counts(client) == RequestCounts(total: 1, paths: ["/fault/drop": 1]))
        }
    }

    @Test("counts concurrent requests exactly", arguments: Transport.allCases)
    func concurrent(transport: Transport) async throws {
        let counter = RequestCounter()
        try await TestServer.run(transport, counter: counter) { client in
            if transport == .connectionPerRequest {
                // Each request on a connection of its own, all at once.
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for index in 0..<50 {
                        group.addTask {
                            _ = try await client.validate(
                                index.isMultiple(of: 2) ? "/validate" : "/fault/garbage", instance: "a")
                        }
                    }
                    try await group.waitForAll()
                }
                return
            }
            // Raw requests, each on its own socket, beside the client's kept-alive connection.
            let port = client.port
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let path = index.isMultiple(of: 2) ? "/validate" : "/fault/garbage"
                        let body = #"{"instance": "a"}"#
                        _ = try await RawHTTPExchange.send(
                            Array(
                                "POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                                    .utf8
                            ),
                            port: port
                        )
                    }
                }
                try await group.waitForAll()
            }
        }
        let total = transport == .connectionPerRequest ? 50 : 20
        #expect(
            await counter.snapshot
                == RequestCounts(total: total, paths: ["/validate": total / 2, "/fault/garbage": total / 2]))
    }

    @Test("the counter itself is exact under contention")
    func actorCounts() async {
        let counter = RequestCounter()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask { await counter.record(index.isMultiple(of: 4) ? "/a" : "/b") }
            }
        }
        #expect(await counter.snapshot == RequestCounts(total: 1_000, paths: ["/a": 250, "/b": 750]))
        #expect(await counter.reset().total == 1_000)
        #expect(await counter.snapshot == RequestCounts())
    }

    private static func counts(_ client: LoopbackClient) async throws -> RequestCounts {
        let response = try await client.executeRequest(uri: "/fault/requests", method: .get, headers: [:], body: nil)
        #expect(response.status == .ok)
        return try JSONText.decode(RequestCounts.self, from: response.text)
    }
}
