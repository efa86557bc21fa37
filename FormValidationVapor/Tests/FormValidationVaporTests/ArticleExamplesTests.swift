import FormValidation
import FormValidationVapor
import Foundation
import Testing
import Vapor

/// The examples of the article "Validating requests with Vapor" and of the package's README, as written there (the
/// spec from a string instead of a file), served for real and asked over HTTP.
@Suite struct ArticleExamplesTests {
    struct Signup: Decodable {
        var username: String
        var email: String
        var age: Int
    }

    static func routes(_ app: Application) throws {
        let signup = try FormSpecValidator(
            try FormSpec(
                json: """
                    {"name": "signup", "fields": [
                      {"name": "username", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
                      {"name": "email", "rules": [{"rule": "required"}, {"rule": "email"}]},
                      {"name": "age", "kind": "number", "rules": [{"rule": "number", "min": 13}]}]}
                    """))
        let rules = signup
        app.on(.POST, "api", "signup", body: .stream) { req -> HTTPStatus in
            let record = try await req.validated(by: signup)
            // record.values: the corrected values, secrets included; record.nonSecretValues: safe to echo or log.
            _ = record.values
            return .created
        }
        app.on(.POST, "api", "welcome", body: .stream) { req -> String in
            let signup = try await req.decode(Signup.self, validatedBy: rules)
            return "Welcome, \(signup.username)"
        }
        let item = try JSONSchema(
            json: #"{"type": "object", "required": ["sku"], "properties": {"sku": {"pattern": "^[A-Z]{3}-[0-9]+$"}}}"#)
        app.on(.POST, "api", "items", body: .stream) { req -> String in
            let body = try await req.validated(by: item)
            return body["sku"]?.stringValue ?? ""
        }
        struct Item: Decodable { var sku: String }

        app.on(.POST, "api", "items", "typed", body: .stream) { req -> String in
            try await req.decode(Item.self, validatedBy: item).sku
        }
    }

    /// `LiveServer.start` uses `ProblemDetailsMiddleware` after Vapor's default middleware, as the article says.
    @Test func theArticlesRoutesAnswerAsItSays() async throws {
        try await LiveServer.start(Self.routes).run { server in
            let created = try await server.post(
                "/api/signup", body: #"{"username": " ada ", "email": "ada@example.com", "age": "36"}"#)
            #expect(created.status == 201)
            let welcome = try await server.post(
                "/api/welcome", body: #"{"username": " ada ", "email": "ada@example.com", "age": "36"}"#)
            #expect(String(decoding: welcome.body, as: UTF8.self) == "Welcome, ada")
            let item = try await server.post("/api/items", body: #"{"sku": "ABC-1"}"#)
            #expect(String(decoding: item.body, as: UTF8.self) == "ABC-1")
            let typed = try await server.post("/api/items/typed", body: #"{"sku": "ABC-1"}"#)
            #expect(String(decoding: typed.body, as: UTF8.self) == "ABC-1")
            #expect(try await server.post("/api/items/typed", body: #"{"sku": "x"}"#).status == 422)
            let refused = try await server.post("/api/items", body: #"{"sku": "x"}"#)
            #expect(refused.status == 422)
            #expect(refused.headers["content-type"] == "application/problem+json")
            let young = try await server.post(
                "/api/signup", body: #"{"username": "ada", "email": "ada@example.com", "age": 9}"#,
                headers: ["Accept-Language": "de"])
            #expect(young.status == 422)
            #expect(try JSONDecoder().decode(ProblemDetails.self, from: young.body).errors?.map(\.pointer) == ["/age"])
        }
    }
}
