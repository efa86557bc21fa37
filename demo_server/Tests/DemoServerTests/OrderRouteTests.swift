import DemoServer
import FormValidation
import FormValidationHummingbird
import FormValidationTestSupport
import Foundation
import Hummingbird
import Testing

/// `POST /api/order`: a nested submission (a customer object, a list of addresses) validated with
/// `Fixtures/order.form.json`, with the same errors at the same pointers as `FormSpecValidator` gives.
@Suite struct OrderRouteTests {
    static func run<Value: Sendable>(_ test: @Sendable (LoopbackClient) async throws -> Value) async throws -> Value {
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            try buildApplication(
                configuration: DemoServerConfiguration(port: 0), logger: TestServer.quietLogger,
                onListening: onListening)
        }
        return try await TestServer.serve(.connectionPerRequest, building: build, test)
    }

    static let good = #"""
        {"customer": {"name": " Ada ", "email": "ada@example.com"},
         "addresses": [{"street": "1 Main St", "city": "San Francisco", "country": "US", "state": "CA",
                        "postalCode": "94103", "phone": "(415) 555-0123"},
                       {"street": "10 Downing St", "city": "London", "country": "GB", "postalCode": "sw1a2aa"}]}
        """#

    static let bad = #"""
        {"customer": {"name": ""},
         "addresses": [{"street": "1 Main St", "city": "San Francisco", "country": "US", "state": "NY",
                        "postalCode": "94103"},
                       {"street": "1 Main St", "city": "San Francisco", "country": "US", "state": "NY",
                        "postalCode": "94103", "phone": "020 7946 0000"}]}
        """#

    @Test func acceptsANestedOrderWithItsCorrectedValues() async throws {
        try await Self.run { client in
            let response = try await client.post("/api/order", body: Self.good)
            #expect(response.status == .created)
            #expect(
                response.text
                    == #"{"values":{"addresses":[{"city":"San Francisco","country":"US","phone":"+14155550123","postalCode":"94103","state":"CA","street":"1 Main St"},{"city":"London","country":"GB","phone":null,"postalCode":"SW1A 2AA","state":null,"street":"10 Downing St"}],"customer":{"email":"ada@example.com","name":"Ada","phone":null}}}"#
            )
        }
    }

    /// The server's errors are the validator's, at the same pointers, in document order.
    @Test func refusesWithEveryErrorAtItsPointer() async throws {
        let path = try #require(DemoServerConfiguration.defaultOrderSpecFile())
        let validator = try FormSpecValidator(
            try FormSpec.load(contentsOf: URL(fileURLWithPath: path)), messages: .english)
        guard case .object(let record) = try JSONValue(json: Self.bad.utf8) else { return }
        let expected = await validator.validate(record).errors
        try await Self.run { client in
            let response = try await client.post("/api/order", body: Self.bad)
            #expect(response.status == .unprocessableContent)
            let rejected = try JSONDecoder().decode(ProblemDetails.self, from: Data(response.text.utf8))
            #expect(rejected.type == "urn:formvalidation:problem:validation-failed")
            let errors = try #require(rejected.errors)
            #expect(errors == expected.map(ProblemDetails.Item.init))
            #expect(
                errors.map(\.pointer) == [
                    "/customer/name", "/customer", "/addresses", "/addresses/0/postalCode", "/addresses/1/postalCode",
                    "/addresses/1/phone",
                ])
        }
    }

    @Test func aListThatIsNoListIsA422AtItsPointer() async throws {
        try await Self.run { client in
            let response = try await client.post(
                "/api/order", body: #"{"customer": {"name": "Ada", "phone": "+14155550123"}, "addresses": {}}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#""pointer":"/addresses""#))
            #expect(response.text.contains("Addresses must be a list (a JSON array)."))
        }
    }
}
