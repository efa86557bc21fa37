import FormValidationOpenAPI
import Foundation
import Testing

@testable import OpenAPIExample

/// The issue's table: requests that the generated types accept but the document forbids, each refused by the
/// middleware with `422` and its errors at their pointers, and each reaching the handler without the middleware
/// (the gap it closes); and valid requests, which reach the handler either way.
@Suite struct ConstraintTableTests {
    /// A valid body, changed by each row.
    static let valid = #""username": "ada_l", "email": "ada@example.com", "age": 36"#

    /// `POST /users` bodies that break the document (a whole body, or the valid one with more members), and the
    /// pointers of the errors, each row with the keyword it breaks.
    static let invalidBodies: [(body: String, pointers: [String])] = [
        (#"{"username": "ab", "email": "ada@example.com", "age": 36}"#, ["/username"]),  // minLength
        // maxLength
        (#"{"username": "a_very_long_username_x", "email": "ada@example.com", "age": 36}"#, ["/username"]),
        (#"{"username": "Ada!", "email": "ada@example.com", "age": 36}"#, ["/username"]),  // pattern
        (#"{"username": "ADA", "email": "ada@example.com", "age": 36}"#, ["/username"]),  // pattern
        (#"{"username": "", "email": "ada@example.com", "age": 36}"#, ["/username", "/username"]),  // both
        (#"{"username": "ada_l", "email": "not-an-email", "age": 36}"#, ["/email"]),  // format: email
        (#"{"username": "ada_l", "email": "ada@@example.com", "age": 36}"#, ["/email"]),  // format: email
        (#"{"username": "ada_l", "email": "ada@example.com", "age": 12}"#, ["/age"]),  // minimum
        (#"{"username": "ada_l", "email": "ada@example.com", "age": 131}"#, ["/age"]),  // maximum
        (#"{"username": "ada_l", "email": "ada@example.com", "age": -1}"#, ["/age"]),  // minimum
        (#"{"username": "ab", "email": "ada@example.com", "age": 12}"#, ["/username", "/age"]),  // two errors
        (#"{\#(valid), "website": "not a uri"}"#, ["/website"]),  // format: uri
        (#"{\#(valid), "website": "/relative/path"}"#, ["/website"]),  // format: uri (absolute)
        (#"{\#(valid), "plan": "gold"}"#, ["/plan"]),  // enum
        (#"{\#(valid), "plan": 3}"#, ["/plan"]),  // enum
        (#"{\#(valid), "plan": ["free"]}"#, ["/plan"]),  // enum
        (#"{\#(valid), "score": -0.5}"#, ["/score"]),  // minimum
        (#"{\#(valid), "score": 1}"#, ["/score"]),  // exclusiveMaximum
        (#"{\#(valid), "score": 1.5}"#, ["/score"]),  // exclusiveMaximum
        (#"{\#(valid), "tags": ["a", "a"]}"#, ["/tags"]),  // uniqueItems
        (#"{\#(valid), "tags": ["x", "y", "x"]}"#, ["/tags"]),  // uniqueItems
        (#"{\#(valid), "tags": ["a", "b", "c", "d"]}"#, ["/tags"]),  // maxItems
        (#"{\#(valid), "tags": ["a", ""]}"#, ["/tags/1"]),  // items' minLength
        (#"{\#(valid), "address": {"postalCode": "1234", "country": "DE"}}"#, ["/address/postalCode"]),  // $ref
        (#"{\#(valid), "address": {"postalCode": "1234a", "country": "DE"}}"#, ["/address/postalCode"]),
        (#"{\#(valid), "address": {"postalCode": "12345", "country": "D"}}"#, ["/address/country"]),  // $ref to $ref
        (#"{\#(valid), "address": {"postalCode": "12345", "country": "de"}}"#, ["/address/country"]),
        (#"{\#(valid), "address": {"postalCode": "12345", "country": "DEU"}}"#, ["/address/country"]),
        (#"{\#(valid), "preferences": {}}"#, ["/preferences"]),  // minProperties
        (#"{\#(valid), "preferences": {"a": "1", "b": "2", "c": "3"}}"#, ["/preferences"]),  // maxProperties
        (
            #"{\#(valid), "tags": ["a", "a"], "address": {"postalCode": "1", "country": "D"}}"#,
            ["/tags", "/address/postalCode", "/address/country"]
        ),
    ]

    /// `POST /users` bodies the document allows.
    static let validBodies: [String] = [
        "{\(valid)}",
        #"{"username": "abc", "email": "a@b.co", "age": 13}"#,
        #"{"username": "abcdefghij0123456789", "email": "ada@example.com", "age": 130}"#,
        #"{\#(valid), "website": "https://example.com/ada"}"#,
        #"{\#(valid), "plan": "team"}"#,
        #"{\#(valid), "score": 0}"#,
        #"{\#(valid), "score": 0.999}"#,
        #"{\#(valid), "tags": []}"#,
        #"{\#(valid), "tags": ["a", "b", "c"]}"#,
        #"{\#(valid), "address": {"postalCode": "12345", "country": "DE"}}"#,
        #"{\#(valid), "preferences": {"theme": "dark"}}"#,
        #"{\#(valid), "plan": "enterprise", "score": 0.5, "tags": ["x"], "website": "https://example.com", "address": {"postalCode": "75001", "country": "FR"}, "preferences": {"a": "b", "c": "d"}}"#,
    ]

    /// Parameters the generated types accept but the document forbids: the request target and the pointers.
    static let invalidParameters: [(target: String, pointers: [String])] = [
        ("/users?active=true&limit=0", ["query /limit"]),  // $ref to components/parameters: minimum
        ("/users?active=true&limit=101", ["query /limit"]),  // maximum
        ("/users?active=true&sort=height", ["query /sort"]),  // pattern
        ("/users?active=true&tag=a", ["query /tag/0"]),  // items' minLength
        ("/users?active=true&tag=ab&tag=cd&tag=ef&tag=gh", ["query /tag"]),  // maxItems
        ("/users?active=true&limit=0&tag=a", ["query /limit", "query /tag/0"]),
        ("/users/0", ["path /id"]),  // minimum
        ("/users/1000001", ["path /id"]),  // maximum
        ("/users/-5", ["path /id"]),
    ]

    /// Parameters the document allows.
    static let validParameters: [String] = [
        "/users?active=true", "/users?active=false&limit=1", "/users?active=true&limit=100",
        "/users?active=true&sort=-age", "/users?active=true&sort=name&tag=ab&tag=cd&tag=ef", "/users/1",
        "/users/1000000", "/users/42",
    ]

    @Test(arguments: invalidBodies)
    func anInvalidBodyIsRefusedWithTheMiddlewareAndReachesTheHandlerWithout(body: String, pointers: [String])
        async throws
    {
        let service = AccountsService()
        let middleware = try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)
        try await LiveServer.with([middleware], service: service) { server async throws in
            let answer = try await server.send("POST", "/users", body: body)
            #expect(answer.status == 422)
            #expect(answer.headers["content-type"] == "application/problem+json")
            #expect(answer.json["type"] as? String == "urn:formvalidation:problem:validation-failed")
            // In the order the schema finds them (properties by name), not the table's.
            #expect(answer.pointers.sorted() == pointers.sorted(), "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(service.calls == 0)
        }
        try await LiveServer.with([], service: service) { server async throws in
            let answer = try await server.send("POST", "/users", body: body)
            #expect(answer.status == 201, "the generated types accept it")
            #expect(service.calls == 1)
        }
    }

    @Test(arguments: validBodies)
    func aValidBodyReachesTheHandler(body: String) async throws {
        let service = AccountsService()
        let middleware = try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)
        try await LiveServer.with([middleware], service: service) { server async throws in
            let answer = try await server.send("POST", "/users", body: body)
            #expect(answer.status == 201, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(service.calls == 1)
        }
    }

    @Test(arguments: invalidParameters)
    func invalidParametersAreRefusedWithTheMiddlewareAndReachTheHandlerWithout(target: String, pointers: [String])
        async throws
    {
        let service = AccountsService()
        let middleware = try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)
        try await LiveServer.with([middleware], service: service) { server async throws in
            let answer = try await server.send("GET", target)
            #expect(answer.status == 422)
            #expect(answer.pointers == pointers, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(service.calls == 0)
        }
        try await LiveServer.with([], service: service) { server async throws in
            let answer = try await server.send("GET", target)
            #expect(answer.status == 200, "the generated types accept it")
            #expect(service.calls == 1)
        }
    }

    @Test(arguments: validParameters)
    func validParametersReachTheHandler(target: String) async throws {
        let service = AccountsService()
        let middleware = try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)
        try await LiveServer.with([middleware], service: service) { server async throws in
            let answer = try await server.send("GET", target)
            #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(service.calls == 1)
        }
    }
}
