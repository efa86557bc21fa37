import FormValidationCore
import FormValidationHummingbird
import FormValidationOpenAPI
import FormValidationSchema
import Foundation
import Hummingbird
import Testing

@testable import OpenAPIExample

/// The issue's "done when": the OpenAPI-generated service with the middleware and a Hummingbird app validating with
/// FormValidationHummingbird reject the same invalid body with the same 422 problem, in German when asked in German.
@Suite struct SameProblemTests {
    /// A Hummingbird app that validates `POST /users` against the document's `NewUser` schema with
    /// FormValidationHummingbird.
    static func hummingbirdRouter() throws -> Router<BasicRequestContext> {
        let url = try #require(Bundle.module.url(forResource: "openapi", withExtension: "json"))
        var documents = SchemaRegistry()
        try documents.add(json: Array(try Data(contentsOf: url)), uri: "urn:example:accounts")
        let newUser = try JSONSchema(
            json: #"{"$ref": "urn:example:accounts#/components/schemas/NewUser"}"#, documents: documents,
            formats: .assert)
        let router = Router()
        router.post("/users") { request, context -> Response in
            _ = try await request.validated(by: newUser, context: context)
            return Response(status: .created)
        }
        return router
    }

    @Test(arguments: [
        (#"{"username": "ab", "email": "ada@example.com", "age": 12}"#, "de"),
        (#"{"username": "ada_l", "email": "nope", "age": 36, "address": {"postalCode": "1", "country": "d"}}"#, "de"),
        (#"{"username": "ada_l", "email": "ada@example.com", "age": 36, "tags": ["a", "a"]}"#, "fr"),
        (#"{"username": "ada_l", "email": "ada@example.com", "age": 36, "plan": "gold"}"#, "en"),
    ])
    func theSameProblem(body: String, language: String) async throws {
        let middleware = try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)
        let openAPI = try await LiveServer.with([middleware]) { server async throws in
            try await server.send("POST", "/users", body: body, headers: ["Accept-Language": language])
        }
        let hummingbird = try await LiveServer.start(router: try Self.hummingbirdRouter(), service: AccountsService())
        let answer: LiveServer.Answer
        do {
            answer = try await hummingbird.send("POST", "/users", body: body, headers: ["Accept-Language": language])
        } catch {
            await hummingbird.stop()
            throw error
        }
        await hummingbird.stop()
        #expect(openAPI.status == 422)
        #expect(answer.status == 422)
        #expect(openAPI.headers["content-language"] == answer.headers["content-language"])
        let fromOpenAPI = try JSONDecoder().decode(ProblemDetails.self, from: openAPI.body)
        let fromHummingbird = try JSONDecoder().decode(ProblemDetails.self, from: answer.body)
        #expect(fromOpenAPI == fromHummingbird)
        #expect(fromOpenAPI.errors?.isEmpty == false)
    }
}
