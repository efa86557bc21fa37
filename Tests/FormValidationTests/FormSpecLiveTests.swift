import FormValidation
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Form specs against the real demo server over loopback: relative remote URLs resolved against its address,
/// and `/api/signup` agreeing with the app's own validation of the same file.
@Suite(.demoServer, .serialized) struct FormSpecLiveTests {
    var server: DemoServer { DemoServer.current! }

    @Test(arguments: [("admin", false), ("ROOT", false), ("ada_lovelace", true)])
    func theSpecsRemoteRuleAsksTheServer(_ username: String, _ available: Bool) async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "check", "fields": [{"name": "username", "label": "Username", "rules": [
                  {"rule": "required"},
                  {"rule": "remote", "url": "/api/username-available", "extra": {"source": "spec"}, "timeout": 5}
                ]}]}
                """#)
        try await server.resetCounter()
        let result = try await spec.validate(["username": .string(username)], baseURL: server.baseURL)
        #expect(result.isValid == available)
        if !available {
            #expect(
                result.errors == [
                    ValidationError(
                        code: .remoteRejected, message: "That username is taken.", field: "username", path: ["username"]
                    )
                ])
        }
        #expect(try await server.requestCount("/api/username-available") == 1)
        #expect(
            try await server.lastRequest(to: "/api/username-available")
                == #"{"extra":{"source":"spec"},"instance":"\#(username)"}"#)
    }

    @Test func theFixtureValidatesAgainstTheServer() async throws {
        let spec = try FormSpec.load(contentsOf: FormSpecFixture.signupURL)
        let validator = try FormSpecValidator(spec, baseURL: server.baseURL)
        let good = await validator.validate([
            "username": "new_user", "email": "new@example.com", "password": "Analytical1",
            "passwordConfirmation": "Analytical1", "country": "NL",
        ])
        #expect(good.errors == [])
        let taken = await validator.validate([
            "username": "alice", "email": "new@example.com", "password": "Analytical1",
            "passwordConfirmation": "Analytical1", "country": "NL",
        ])
        #expect(taken.errors.map(\.message) == ["That username is taken."])
    }

    @Test func anUnreachableServerIsAFailureNotAVerdict() async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "code", "rules": [{"rule": "remote", "url": "/fault/status/503"}]}]}
                """#)
        let result = try await spec.validate(["code": "x"], baseURL: server.baseURL)
        #expect(
            result.errors == [
                ValidationError(
                    code: .remoteUnavailable, parameters: ["reason": "HTTP status 503"],
                    message: "code could not be checked right now.", field: "code", path: ["code"])
            ])
    }
}

/// The demo server's `/api/signup` validates with the same file as the app: its errors are the app's errors.
@Suite(.demoServer, .serialized) struct FormSpecSignupRouteTests {
    var server: DemoServer { DemoServer.current! }

    static let records: [[String: JSONValue]] = [
        [
            "username": " ada_lovelace ", "email": "ada@example.com", "password": "Analytical1",
            "passwordConfirmation": "Analytical1", "age": 36, "dateOfBirth": "10/12/1815", "country": "GB",
        ],
        [
            "username": "A!", "email": "ada@", "password": "short", "passwordConfirmation": "x", "age": "12",
            "dateOfBirth": "31/02/2010", "country": "XX",
        ],
        [
            "username": "alice", "email": "alice@example.com", "password": "Wonderland1",
            "passwordConfirmation": "Wonderland1",
            "country": "NL",
        ],
        [:],
    ]

    @Test(arguments: records)
    func theServerAgreesWithTheApp(_ record: [String: JSONValue]) async throws {
        let spec = try FormSpec.load(contentsOf: FormSpecFixture.signupURL)
        let local = try await spec.validate(record, baseURL: server.baseURL)

        var request = URLRequest(url: server.url("/api/signup"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(record)
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode

        let body = try JSONDecoder().decode(JSONValue.self, from: data)
        if local.isValid {
            #expect(status == 201)
            #expect(body == ["values": .object(local.nonSecretValues)])
        } else {
            // An RFC 9457 problem, from the library's Hummingbird integration: each error as pointer, code,
            // message and parameters.
            #expect(status == 422)
            #expect(body["type"] == "urn:formvalidation:problem:validation-failed")
            let items = try local.errors.map { error -> JSONValue in
                let parameters = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(error.parameters))
                return [
                    "pointer": .string(error.path?.description ?? ""), "code": .string(error.code.rawValue),
                    "message": .string(error.message), "parameters": parameters,
                ]
            }
            // Compared as JSON: a parameter such as `"min": 13` reads back as an integer, whatever it was.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            #expect(try encoder.encode(body["errors"]) == encoder.encode(JSONValue.array(items)))
        }
    }
}
