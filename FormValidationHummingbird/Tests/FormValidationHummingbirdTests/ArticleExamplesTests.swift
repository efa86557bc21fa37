import FormValidation
import FormValidationHummingbird
import Foundation
import Hummingbird
import Testing

/// The examples of the article "Validating requests on a server", as written there (the spec from a string instead
/// of a file), served for real and asked over HTTP.
@Suite struct ArticleExamplesTests {
    struct Signup: Decodable {
        var username: String
        var email: String
        var age: Int
    }

    static func router() throws -> Router<BasicRequestContext> {
        let signup = try FormSpecValidator(
            try FormSpec(
                json: """
                    {"name": "signup", "fields": [
                      {"name": "username", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
                      {"name": "email", "rules": [{"rule": "required"}, {"rule": "email"}]},
                      {"name": "age", "kind": "number", "rules": [{"rule": "number", "min": 13}]}]}
                    """))
        let rules = signup
        let router = Router()
        router.post("/api/signup") { request, context -> Response in
            let record = try await request.validated(by: signup, context: context)
            // record.values: the corrected values, secrets included; record.nonSecretValues: safe to echo or log.
            _ = record.values
            return Response(status: .created)
        }
        router.post("/api/welcome") { request, context -> String in
            let signup = try await request.decode(Signup.self, validatedBy: rules, context: context)
            return "Welcome, \(signup.username)"
        }
        let item = try JSONSchema(
            json: #"{"type": "object", "required": ["sku"], "properties": {"sku": {"pattern": "^[A-Z]{3}-[0-9]+$"}}}"#)
        router.post("/api/items") { request, context -> String in
            let body = try await request.validated(by: item, context: context)
            return body["sku"]?.stringValue ?? ""
        }
        struct Item: Decodable { var sku: String }

        router.post("/api/items/typed") { request, context -> String in
            try await request.decode(Item.self, validatedBy: item, context: context).sku
        }
        return router
    }

    @Test func theArticlesRoutesAnswerAsItSays() async throws {
        let server = try await LiveServer.start(try Self.router())
        let created = try await server.post(
            "/api/signup", body: #"{"username": " ada ", "email": "ada@example.com", "age": "36"}"#)
        #expect(created.status == 201)
        let welcome = try await server.post(
            "/api/welcome", body: #"{"username": " ada ", "email": "ada@example.com", "age": "36"}"#)
        #expect(String(decoding: welcome.body, as: UTF8.self) == "Welcome, ada")
        let item = try await server.post("/api/items", body: #"{"sku": "ABC-1"}"#)
        #expect(String(decoding: item.body, as: UTF8.self) == "ABC-1")
        #expect(try await server.post("/api/items", body: #"{"sku": "x"}"#).status == 422)
        let typed = try await server.post("/api/items/typed", body: #"{"sku": "ABC-1"}"#)
        #expect(String(decoding: typed.body, as: UTF8.self) == "ABC-1")
        #expect(try await server.post("/api/items/typed", body: #"{"sku": "x"}"#).status == 422)
        await server.stop()
    }
}
