import DemoServer
import Hummingbird
import Testing

/// `POST /validate`: the original Sinatra demo's verdict, over ALPValidator's wire format.
@Suite struct ValidateRouteTests {
    @Test(
        "answers true unless the instance contains \"invalid\"",
        arguments: Transport.allCases,
        [
            ("hello", "true"),
            ("", "true"),
            ("invalid", "false"),
            ("this is invalid!", "false"),
            ("invalidate", "false"),
            ("😀 invalid 😀", "false"),
            ("Invalid", "true"),
            ("in valid", "true"),
        ]
    )
    func verdict(transport: Transport, example: (instance: String, answer: String)) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate(instance: example.instance)
            #expect(response.status == .ok)
            #expect(response.text == example.answer)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test(
        "accepts every spelling ALPValidator and friends send",
        arguments: Transport.allCases,
        [
            (#"{"instance": "a", "extra": {"min": 3, "tags": ["x"], "on": true, "none": null}}"#, "application/json"),
            (#"{"instance": "a", "extras": {"min": 3}}"#, "application/json"),
            (#"{"instance": "a"}"#, "application/json"),
            (#"{"instance": "a", "extra": null}"#, "application/json"),
            (#"{"extra": {}, "instance": "a", "other": 1}"#, "application/json"),
            (#"{"instance": "a"}"#, "application/json; charset=utf-8"),
            (#"{"instance": "a"}"#, "application/json;charset=UTF-8"),
            (#"{"instance": "a"}"#, "Application/JSON"),
            (#"  {"instance": "a"}  "#, " application/json "),
        ]
    )
    func acceptedRequests(transport: Transport, request: (body: String, contentType: String)) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.post("/validate", body: request.body, contentType: request.contentType)
            #expect(response.status == .ok)
            #expect(response.text == "true")
        }
    }

    @Test("takes a body of exactly 64 KiB", arguments: Transport.allCases)
    func bodyAtTheLimit(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let body = PaddedBody.make(size: DemoServerConfiguration.maximumBodySize, instance: "invalid")
            #expect(body.utf8.count == 65_536)
            let response = try await client.post("/validate", body: body)
            #expect(response.status == .ok)
            #expect(response.text == "false")
        }
    }

    @Test("serves many requests at once", arguments: Transport.allCases)
    func concurrentRequests(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            if transport == .connectionPerRequest {
                // Through the client, each request on a connection of its own, all at once.
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    for index in 0..<40 {
                        group.addTask {
                            let instance = index.isMultiple(of: 2) ? "ok \(index)" : "invalid \(index)"
                            let response = try await client.validate(instance: instance)
                            return response.text == (index.isMultiple(of: 2) ? "true" : "false")
                        }
                    }
                    for try await correct in group { #expect(correct) }
                }
                return
            }
            // Raw requests, each on its own socket.
            let port = client.port
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let body = #"{"instance": "\#(index.isMultiple(of: 2) ? "ok" : "invalid")"}"#
                        let exchange = try await RawHTTPExchange.send(
                            Array(
                                "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                                    .utf8
                            ),
                            port: port
                        )
                        return exchange.body == (index.isMultiple(of: 2) ? "true" : "false")
                    }
                }
                for try await correct in group { #expect(correct) }
            }
        }
    }
}
