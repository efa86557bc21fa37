import FormValidationOpenAPI
import Foundation
import Hummingbird
import OpenAPIHummingbird
import Testing

@testable import OpenAPIExample

/// The example of the README and of the article "Enforcing an OpenAPI document", as written there, served for real
/// and asked over HTTP, in German, the request the README shows.
@Suite struct ArticleExampleTests {
    @Test func theExampleAsWritten() async throws {
        let documentURL = AccountsService.documentURL

        // Once, at start: a bad document or schema throws here, never per request.
        let validation = try OpenAPIValidationMiddleware(contentsOf: documentURL)  // openapi.yaml or openapi.json
        let router = Router()
        try AccountsService().registerHandlers(on: router, middlewares: [validation])

        let server = try await LiveServer.start(router: router, service: AccountsService())
        let answer: LiveServer.Answer
        do {
            answer = try await server.send(
                "POST", "/users", body: #"{"username": "ab", "email": "ada@example.com", "age": 12}"#,
                headers: ["Accept-Language": "de"])
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(answer.status == 422)
        #expect(answer.json["title"] as? String == "Validierung fehlgeschlagen")
        #expect(answer.json["detail"] as? String == "Die Anfrage enthält 2 Fehler.")
        #expect(answer.pointers == ["/age", "/username"])
        #expect(answer.errors.map { $0["code"] as? String } == ["tooSmall", "tooShort"])
        #expect(answer.errors.first?["message"] as? String == "age muss mindestens 13 sein.")
        #expect(
            answer.errors.last?["message"] as? String == "username muss mindestens 3 Unicode-Skalarwerte lang sein.")
    }
}
