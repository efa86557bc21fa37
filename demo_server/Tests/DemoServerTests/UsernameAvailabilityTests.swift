import DemoServer
import Hummingbird
import Testing

/// `POST /api/username-available`: the object form of a remote verdict, with the server's message.
@Suite struct UsernameAvailabilityTests {
    static let taken = #"{"message":"That username is taken.","valid":false}"#
    static let free = #"{"valid":true}"#

    @Test(
        "reports listed names as taken, ignoring case and surrounding spaces",
        arguments: Transport.allCases,
        [
            ("admin", taken),
            ("ADMIN", taken),
            ("Alice", taken),
            ("root", taken),
            ("  alice ", taken),
            ("bob", free),
            ("admin2", free),
            ("", free),
            ("invalid", free),
        ]
    )
    func availability(transport: Transport, example: (username: String, answer: String)) async throws {
        try await TestServer.run(transport) { client in
            let response = try await client.validate("/api/username-available", instance: example.username)
            #expect(response.status == .ok)
            #expect(response.text == example.answer)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let decoded = try JSONText.decode(UsernameAvailability.self, from: response.text)
            #expect(decoded == (example.answer == Self.taken ? .taken : .available))
        }
    }

    @Test("reads the bundled fixture by default")
    func bundledFixture() async throws {
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            try buildApplication(
                configuration: DemoServerConfiguration(port: 0), logger: TestServer.quietLogger,
                onListening: onListening)
        }
        try await TestServer.serve(.connectionPerRequest, building: build) { client in
            for name in ["admin", "root", "alice", "Webmaster"] {
                let response = try await client.validate("/api/username-available", instance: name)
                #expect(response.text == Self.taken, "\(name)")
            }
            let response = try await client.validate("/api/username-available", instance: "zelda")
            #expect(response.text == Self.free)
        }
    }
}
