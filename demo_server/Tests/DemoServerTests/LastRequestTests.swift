import DemoServer
import Hummingbird
import Testing

/// `GET /fault/last-request`: what a client really sent, and `extra.ms` steering `/fault/slow`.
@Suite struct LastRequestTests {
    @Test("records the last well-formed body per path", arguments: Transport.allCases)
    func records(transport: Transport) async throws {
        try await TestServer.run(transport) { client in
            let none = try await client.executeRequest(
                uri: "/fault/last-request?path=/validate", method: .get, headers: [:], body: nil)
            #expect(none.status == .notFound)
            #expect(none.text.contains(#""type":"urn:formvalidation:problem:no-request-recorded""#))

            _ = try await client.post("/validate", body: #"{"instance": "ada", "extra": {"lang": "en", "n": 3}}"#)
            _ = try await client.post("/validate", body: "{")  // malformed: not recorded
            let last = try await client.executeRequest(
                uri: "/fault/last-request?path=/validate", method: .get, headers: [:], body: nil)
            #expect(last.status == .ok)
            #expect(last.text == #"{"extra":{"lang":"en","n":3},"instance":"ada"}"#)

            _ = try await client.executeRequest(uri: "/fault/requests", method: .delete, headers: [:], body: nil)
            let cleared = try await client.executeRequest(
                uri: "/fault/last-request", method: .get, headers: [:], body: nil)
            #expect(cleared.status == .notFound)
        }
    }

    @Test("slow route takes its delay from extra.ms when the query has none")
    func slowFromExtra() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            let response = try await client.post("/fault/slow", body: #"{"instance": "a", "extra": {"ms": 0}}"#)
            #expect(response.status == .ok)
            #expect(response.text == "true")
            // An out-of-range extra.ms is refused, which shows it is read; the query still wins over it.
            let bad = try await client.post("/fault/slow", body: #"{"instance": "a", "extra": {"ms": -5}}"#)
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains(#""type":"urn:formvalidation:problem:invalid-delay""#))
            let query = try await client.post("/fault/slow?ms=0", body: #"{"instance": "a", "extra": {"ms": -5}}"#)
            #expect(query.status == .ok)
        }
    }
}
