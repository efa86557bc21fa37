import FormValidationCore
import FormValidationOpenAPI
import FormValidationSchema
import Foundation
import Testing

@testable import OpenAPIExample

/// The middleware's answers other than the table's: parameters that are not of their type, languages, bodies that
/// are not JSON, a missing body, formats, responses, and the document read as JSON.
@Suite struct MiddlewareTests {
    static func middleware(_ configuration: OpenAPIValidationMiddleware.Configuration = .init()) throws
        -> OpenAPIValidationMiddleware
    {
        try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL, configuration: configuration)
    }

    /// Parameters whose text is not of their schema's type, or missing: `422` at their pointer, never the handler.
    @Test(arguments: [
        ("/users?active=true&limit=abc", ["query /limit"]),
        ("/users?active=true&limit=1.5", ["query /limit"]),
        ("/users?active=true&limit=", ["query /limit"]),
        ("/users?active=true&limit=%205", ["query /limit"]),
        ("/users?active=yes", ["query /active"]),
        ("/users", ["query /active"]),  // required
        ("/users?limit=5", ["query /active"]),
        ("/users/abc", ["path /id"]),
        ("/users/1.5", ["path /id"]),
        ("/users/1e3", ["path /id"]),  // a JSON number, but no integer the generated code reads
        ("/users?active=true&limit=1e1", ["query /limit"]),
        ("/users?active=1", ["query /active"]),
        ("/users?active=true&limit=007", ["query /limit"]),  // not a JSON integer: stays text
        ("/users?active=true&limit=-0", ["query /limit"]),  // minimum 1
        ("/users?active=true&limit=99999999999999999999", ["query /limit"]),  // past Int: maximum
        ("/users?%61ctive=true&limit=0", ["query /limit"]),  // an encoded name is its parameter's
        ("/users?active=true&t%61g=a&tag=b", ["query /tag/0", "query /tag/1"]),
    ])
    func parametersOfAnotherTypeOrMissingAreRefused(target: String, pointers: [String]) async throws {
        let service = AccountsService()
        try await LiveServer.with([try Self.middleware()], service: service) { server async throws in
            let answer = try await server.send("GET", target)
            #expect(answer.status == 422)
            #expect(answer.pointers == pointers, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(service.calls == 0)
        }
    }

    /// The problem and every message in the language `Accept-Language` asks for, with `Content-Language`.
    @Test(arguments: ["de", "fr", "ja", "es-MX"])
    func answersInTheRequestsLanguage(acceptLanguage: String) async throws {
        let messages = MessageCatalog(acceptLanguage: acceptLanguage)
        let english = MessageCatalog.english
        try await LiveServer.with([try Self.middleware()]) { server async throws in
            let body = #"{"username": "ab", "email": "ada@example.com", "age": 36}"#
            let answer = try await server.send(
                "POST", "/users", body: body, headers: ["Accept-Language": acceptLanguage])
            let englishAnswer = try await server.send("POST", "/users", body: body)
            #expect(answer.status == 422)
            #expect(answer.headers["content-language"] == messages.language)
            #expect(answer.json["title"] as? String == messages.problemMessage("problem.validationFailed"))
            #expect(answer.json["title"] as? String != english.problemMessage("problem.validationFailed"))
            let message = try #require(answer.errors.first?["message"] as? String)
            let englishMessage = try #require(englishAnswer.errors.first?["message"] as? String)
            #expect(message != englishMessage)
            #expect(englishMessage.contains("username"))
            // A query parameter's message too.
            let query = try await server.send(
                "GET", "/users?active=true&limit=500", headers: ["Accept-Language": acceptLanguage])
            let englishQuery = try await server.send("GET", "/users?active=true&limit=500")
            #expect(query.headers["content-language"] == messages.language)
            #expect(query.errors.first?["message"] as? String != englishQuery.errors.first?["message"] as? String)
        }
    }

    /// The German answer, word for word, as the issue's "done when" asks.
    @Test func germanWordForWord() async throws {
        try await LiveServer.with([try Self.middleware()]) { server async throws in
            let answer = try await server.send(
                "POST", "/users", body: #"{"username": "ada_l", "email": "ada@example.com", "age": 12}"#,
                headers: ["Accept-Language": "de-DE, en;q=0.5"])
            #expect(answer.json["title"] as? String == "Validierung fehlgeschlagen")
            #expect(answer.errors.first?["message"] as? String == "age muss mindestens 13 sein.")
            #expect(answer.errors.first?["code"] as? String == "tooSmall")
        }
    }

    /// Text that is not JSON: `400 malformed-json` with the byte offset, before the handler; a key given twice:
    /// `422 unreadable-json`.
    @Test(arguments: [
        (#"{"username": "ada_l",}"#, 400, "urn:formvalidation:problem:malformed-json"),
        (#"{"username": "#, 400, "urn:formvalidation:problem:malformed-json"),
        ("not json", 400, "urn:formvalidation:problem:malformed-json"),
        (#"{"age": 1, "age": 2}"#, 422, "urn:formvalidation:problem:unreadable-json"),
    ])
    func bodiesThatAreNotJSON(body: String, status: Int, type: String) async throws {
        let service = AccountsService()
        try await LiveServer.with([try Self.middleware()], service: service) { server async throws in
            let answer = try await server.send("POST", "/users", body: body)
            #expect(answer.status == status)
            #expect(answer.headers["content-type"] == "application/problem+json")
            #expect(answer.json["type"] as? String == type)
            #expect(answer.json["offset"] is Int)
            #expect(service.calls == 0)
        }
    }

    /// A required body that is missing: `422` at the empty pointer; a body that is not JSON where only JSON is
    /// taken: `415`; one over the limit: `413`.
    @Test func missingOtherAndOversizedBodies() async throws {
        let service = AccountsService()
        let middleware = try Self.middleware(.init(maximumBodySize: 64))
        try await LiveServer.with([middleware], service: service) { server async throws in
            let missing = try await server.send("POST", "/users")
            #expect(missing.status == 422)
            #expect(missing.pointers == [""])
            #expect(missing.errors.first?["code"] as? String == "required")
            let text = try await server.send("POST", "/users", body: "ada", contentType: "text/plain")
            #expect(text.status == 415)
            #expect(text.json["type"] as? String == "urn:formvalidation:problem:unsupported-media-type")
            let patch = try await server.send(
                "POST", "/users", body: #"{"username": "ada_l"}"#, contentType: "application/merge-patch+json")
            #expect(patch.status == 415)
            let large = try await server.send(
                "POST", "/users", body: #"{"username": "\#(String(repeating: "a", count: 100))"}"#)
            #expect(large.status == 413)
            #expect(large.json["type"] as? String == "urn:formvalidation:problem:body-too-large")
            #expect(service.calls == 0)
        }
    }

    /// `format` asserts by default; with `.annotate` (JSON Schema's default) it checks nothing.
    @Test func formatsAssertUnlessAskedNotTo() async throws {
        let body = #"{"username": "ada_l", "email": "not-an-email", "age": 36}"#
        try await LiveServer.with([try Self.middleware()]) { server async throws in
            #expect(try await server.send("POST", "/users", body: body).status == 422)
        }
        try await LiveServer.with([try Self.middleware(.init(formats: .annotate))]) { server async throws in
            #expect(try await server.send("POST", "/users", body: body).status == 201)
        }
    }

    /// With response validation on, a response that contradicts the document becomes `500 invalid-response`, with
    /// the errors; off (the default), it is sent as the handler wrote it.
    @Test func responsesAreValidatedWhenAsked() async throws {
        try await LiveServer.with([try Self.middleware(.init(validatesResponses: true))]) { server async throws in
            let bad = try await server.send("GET", "/users/7")
            #expect(bad.status == 500)
            #expect(bad.json["type"] as? String == "urn:formvalidation:problem:invalid-response")
            #expect(bad.pointers == ["response /username"])
            let good = try await server.send("GET", "/users/5")
            #expect(good.status == 200)
            #expect(good.json["username"] as? String == "user5")
            let list = try await server.send("GET", "/users?active=true&limit=3")
            #expect(list.status == 200)
        }
        try await LiveServer.with([try Self.middleware()]) { server async throws in
            let bad = try await server.send("GET", "/users/7")
            #expect(bad.status == 200)
            #expect(bad.json["username"] as? String == "x")
        }
    }

    /// The same document written as JSON gives the same verdicts.
    @Test func theDocumentAsJSON() async throws {
        let url = try #require(Bundle.module.url(forResource: "openapi", withExtension: "json"))
        let middleware = try OpenAPIValidationMiddleware(contentsOf: url)
        try await LiveServer.with([middleware]) { server async throws in
            let bad = try await server.send(
                "POST", "/users",
                body:
                    #"{"username": "ada_l", "email": "ada@example.com", "age": 36, "address": {"postalCode": "12345", "country": "de"}}"#
            )
            #expect(bad.status == 422)
            #expect(bad.pointers == ["/address/country"])
            #expect(try await server.send("GET", "/users/0").pointers == ["path /id"])
            #expect(try await server.send("GET", "/users?active=true&limit=0").pointers == ["query /limit"])
            #expect(
                try await server.send("POST", "/users", body: #"{"username": "ada_l", "email": "a@b.co", "age": 20}"#)
                    .status == 201)
        }
    }

    /// Header and cookie parameters, added to the example's `GET /users`: read in their default styles, `422` with
    /// `in` `header` or `cookie` before the handler; `Accept`, `Content-Type` and `Authorization` are ignored.
    @Test(arguments: [
        ([:], ["header /X-Request-Id"]),
        (["X-Request-Id": "12345678"], []),
        (["x-request-id": "12345678"], []),
        (["X-Request-Id": "1234"], ["header /X-Request-Id"]),
        (["X-Request-Id": "12345678", "X-Flags": "ab, cd"], []),
        (["X-Request-Id": "12345678", "X-Flags": "ab,c"], ["header /X-Flags/1"]),
        (["X-Request-Id": "12345678", "Cookie": "theme=dark"], []),
        (["X-Request-Id": "12345678", "Cookie": "session=1; theme=pink"], ["cookie /theme"]),
        (["X-Request-Id": "12345678", "Cookie": "theme=dark; page=0"], ["cookie /page"]),
        (["X-Request-Id": "12345678", "Cookie": "page=2"], []),
        (["X-Request-Id": "12345678", "Authorization": "anything"], []),
    ])
    func headerAndCookieParameters(headers: [String: String], pointers: [String]) async throws {
        let yaml = try String(contentsOf: AccountsService.documentURL, encoding: .utf8)
        let marker = "        - $ref: '#/components/parameters/Limit'\n"
        #expect(yaml.contains(marker))
        let added = """
                    - name: X-Request-Id
                      in: header
                      required: true
                      schema: {type: string, pattern: '^[0-9]{8}$'}
                    - name: X-Flags
                      in: header
                      schema: {type: array, items: {type: string, minLength: 2}}
                    - name: Authorization
                      in: header
                      required: true
                      schema: {type: integer}
                    - name: theme
                      in: cookie
                      schema: {type: string, enum: [light, dark]}
                    - name: page
                      in: cookie
                      schema: {type: integer, minimum: 1}

            """
        let middleware = try OpenAPIValidationMiddleware(
            document: yaml.replacingOccurrences(of: marker, with: marker + added))
        let service = AccountsService()
        try await LiveServer.with([middleware], service: service) { server async throws in
            let answer = try await server.send("GET", "/users?active=true", headers: headers)
            #expect(answer.pointers == pointers, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(answer.status == (pointers.isEmpty ? 200 : 422))
            #expect(service.calls == (pointers.isEmpty ? 1 : 0))
        }
    }

    /// Operations without an `operationId` are found by method and path template.
    @Test func operationsAreFoundByPathTemplate() async throws {
        let yaml = try String(contentsOf: AccountsService.documentURL, encoding: .utf8)
        let withoutIDs = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("operationId:") }.joined(separator: "\n")
        #expect(withoutIDs != yaml)
        let middleware = try OpenAPIValidationMiddleware(document: withoutIDs)
        try await LiveServer.with([middleware]) { server async throws in
            #expect(try await server.send("GET", "/users/0").pointers == ["path /id"])
            #expect(try await server.send("GET", "/users/3").status == 200)
            #expect(try await server.send("GET", "/users?active=true&limit=0").pointers == ["query /limit"])
            #expect(
                try await server.send("POST", "/users", body: #"{"username": "ab", "email": "a@b.co", "age": 20}"#)
                    .pointers == ["/username"])
        }
    }
}
