import DemoServer
import FormValidation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Real answers of every route, over loopback, hold to the server's OpenAPI document: each status is listed for its
/// operation, each content type and required header is there, and each body is valid against the document's schema
/// (validated with the library's own JSON Schema support). Between them the requests get every answer the document
/// lists, so the document promises nothing the server never answers.
@Suite struct OpenAPIConformanceTests {
    /// One request, and the status it must get.
    struct Exchange: Sendable, CustomStringConvertible {
        var method: HTTPRequest.Method = .post
        /// The path and query sent.
        var uri: String
        /// The operation's path, as the document writes it.
        var path: String
        var headers: HTTPFields = [.contentType: "application/json"]
        var body: String?
        var status: Int

        var description: String { "\(method) \(uri) → \(status)" }
    }

    /// The routes that read ALPValidator's body, with the path they are sent to and the status a good body gets.
    static let alpValidatorRoutes: [(uri: String, path: String, status: Int?)] = [
        ("/validate", "/validate", 200), ("/api/username-available", "/api/username-available", 200),
        ("/fault/slow?ms=0", "/fault/slow", 200), ("/fault/status/200", "/fault/status/{code}", 200),
        ("/fault/garbage", "/fault/garbage", 200), ("/fault/oversized", "/fault/oversized", 200),
        // A good body gets no answer at all: the connection is closed.
        ("/fault/drop", "/fault/drop", nil),
    ]

    /// Bodies every route that reads one refuses, and the status each gets.
    static let refusedBodies: [(headers: HTTPFields, body: String, status: Int)] = [
        ([.contentType: "application/json"], "{", 400),
        ([.contentType: "application/json", .acceptLanguage: "de"], PaddedBody.make(size: 70_000), 413),
        ([.contentType: "text/plain", .acceptLanguage: "fr"], #"{"instance": "a"}"#, 415),
        ([.contentType: "application/json", .contentEncoding: "gzip"], #"{"instance": "a"}"#, 415),
        ([.contentType: "application/json"], #"{"instance": "a", "instance": "b"}"#, 422),
        ([.contentType: "application/json"], #"{"instance": "a", "extra": {"n": 1e400}}"#, 422),
    ]

    /// Every exchange, in order (`/fault/last-request` reads what came before).
    static var exchanges: [Exchange] {
        var exchanges: [Exchange] = []
        for route in alpValidatorRoutes {
            if let status = route.status {
                exchanges.append(
                    Exchange(uri: route.uri, path: route.path, body: #"{"instance": "ada"}"#, status: status))
            }
            for refused in refusedBodies {
                exchanges.append(
                    Exchange(
                        uri: route.uri, path: route.path, headers: refused.headers, body: refused.body,
                        status: refused.status))
            }
            for body in ["{}", #"{"instance": 5}"#, #"{"instance": "a", "extras": [1]}"#, "[]"] {
                exchanges.append(Exchange(uri: route.uri, path: route.path, body: body, status: 422))
            }
        }
        exchanges += [
            Exchange(uri: "/validate", path: "/validate", body: #"{"instance": "invalid"}"#, status: 200),
            Exchange(
                uri: "/api/username-available", path: "/api/username-available",
                headers: [.contentType: "application/json", .acceptLanguage: "de"], body: #"{"instance": "Admin"}"#,
                status: 200),
            Exchange(uri: "/fault/slow?ms=soon", path: "/fault/slow", body: #"{"instance": "a"}"#, status: 400),
            Exchange(
                uri: "/fault/slow", path: "/fault/slow", body: #"{"instance": "a", "extra": {"ms": 1}}"#, status: 200),
            Exchange(uri: "/fault/status/600", path: "/fault/status/{code}", body: #"{"instance": "a"}"#, status: 400),
        ]
        for code in [201, 204, 205, 302, 304, 400, 404, 413, 415, 422, 503] {
            exchanges.append(
                Exchange(
                    uri: "/fault/status/\(code)", path: "/fault/status/{code}", body: #"{"instance": "a"}"#,
                    status: code))
        }
        for (path, good, invalid) in [
            ("/api/signup", SignupRouteTests.good, #"{"username": "A!", "email": "ada@example.com", "country": "NL"}"#),
            ("/api/order", OrderRouteTests.good, #"{"customer": {"name": ""}, "addresses": []}"#),
        ] {
            exchanges += [
                Exchange(
                    uri: path, path: path, headers: [.contentType: "application/json", .acceptLanguage: "de"],
                    body: good, status: 201),
                Exchange(uri: path, path: path, body: good, status: 201),
                Exchange(
                    uri: path, path: path, headers: [.contentType: "application/json", .acceptLanguage: "ar"],
                    body: invalid, status: 422),
                Exchange(uri: path, path: path, body: "[1]", status: 422),
            ]
            for refused in refusedBodies {
                exchanges.append(
                    Exchange(
                        uri: path, path: path, headers: refused.headers, body: refused.body, status: refused.status))
            }
        }
        // Found by schemathesis's first run (its positive_data_acceptance check): bodies the schemas accept, which
        // the server refuses with a 422 the document lists — a number no Decimal holds, wherever it is, and a
        // submission that breaks the form's rules.
        exchanges += [
            Exchange(
                uri: "/validate", path: "/validate",
                body: #"{"": {"a": 3.5155841759463017e-249}, "extra": {"b": [null, 77672]}, "instance": ""}"#,
                status: 422),
            Exchange(
                uri: "/api/username-available", path: "/api/username-available",
                body: #"{"_": {"c": -6.340598065111716e-190}, "extras": null, "extra": null, "instance": ""}"#,
                status: 422),
            Exchange(
                uri: "/api/signup", path: "/api/signup",
                body:
                    #"{"age": "", "contactByPhone": "", "country": "", "dateOfBirth": "", "email": "", "otherPhones": [], "password": "x", "passwordConfirmation": "x", "phone": "", "username": null}"#,
                status: 422),
        ]
        exchanges += [
            Exchange(method: .get, uri: "/openapi.json", path: "/openapi.json", headers: [:], status: 200),
            Exchange(method: .get, uri: "/fault/requests", path: "/fault/requests", headers: [:], status: 200),
            Exchange(method: .get, uri: "/fault/last-request", path: "/fault/last-request", headers: [:], status: 200),
            Exchange(
                method: .get, uri: "/fault/last-request?path=/fault/status/503", path: "/fault/last-request",
                headers: [:],
                status: 200),
            Exchange(method: .delete, uri: "/fault/requests", path: "/fault/requests", headers: [:], status: 200),
            Exchange(method: .get, uri: "/fault/last-request", path: "/fault/last-request", headers: [:], status: 404),
        ]
        return exchanges
    }

    @Test("every answer of every route holds to the document, and every answer of the document is given")
    func everyAnswer() async throws {
        let answers = DocumentedAnswers(document: OpenAPIDocumentTests.fullDocument.json)
        let given = try await SignupRouteTests.run(.connectionPerRequest) { client in
            var given: Set<String> = []
            for exchange in Self.exchanges {
                let response = try await client.executeRequest(
                    uri: exchange.uri, method: exchange.method, headers: exchange.headers,
                    body: exchange.body.map { ByteBuffer(string: $0) })
                #expect(response.status.code == exchange.status, "\(exchange): \(response.text)")
                let verdict = answers.check(exchange.method, exchange.path, response)
                #expect(verdict.contradictions.isEmpty, "\(exchange): \(verdict.contradictions)")
                if let answer = verdict.answer { given.insert(answer) }
            }
            return given
        }
        let missing = answers.answers.subtracting(given)
        #expect(missing.isEmpty, "answers the document lists that no request got: \(missing.sorted())")
    }

    @Test("a form route whose spec's rules cannot be built answers 500, which its operation lists")
    func formThatCannotRun() async throws {
        let broken = try FormSpec(
            json:
                #"{"name": "broken", "fields": [{"name": "u", "rules": [{"rule": "remote", "url": "http://example.com/u"}]}]}"#
        )
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            buildApplication(
                configuration: DemoServerConfiguration(port: 0), takenUsernames: TestServer.takenUsernames,
                signupForm: broken, logger: TestServer.quietLogger, onListening: onListening)
        }
        try await TestServer.serve(.sharedConnection, building: build) { client in
            let document = try JSONValue(json: Array(try await client.get("/openapi.json").body.readableBytesView))
            let answers = DocumentedAnswers(document: document)
            #expect(answers.answers.contains("POST /api/signup 500 application/problem+json"))
            let response = try await client.post("/api/signup", body: #"{"u": "a"}"#)
            #expect(response.status == .internalServerError)
            let verdict = answers.check(.post, "/api/signup", response)
            #expect(verdict.contradictions.isEmpty, "\(verdict.contradictions)")
        }
        // A spec the server runs gets no 500.
        let answers = DocumentedAnswers(document: OpenAPIDocumentTests.fullDocument.json)
        #expect(!answers.answers.contains { $0.contains(" 500 ") })
    }

    @Test("a body that cannot be read gets the answer the document lists", arguments: ["/validate", "/api/signup"])
    func unreadableBody(path: String) async throws {
        let answers = DocumentedAnswers(document: OpenAPIDocumentTests.fullDocument.json)
        try await SignupRouteTests.run(.sharedConnection) { client in
            let exchange = try await RawHTTPExchange.send(
                Array((MalformedHTTPTests.chunkedHead(path) + "ZZ\r\n").utf8), port: client.port)
            var headers: [String: String] = [:]
            for name in ["Content-Type", "Content-Language", "Connection"] {
                headers[name.lowercased()] = exchange.header(name)
            }
            let verdict = answers.check(
                .post, path, status: exchange.status ?? 0, headers: headers, body: Array((exchange.body ?? "").utf8))
            #expect(exchange.status == 400)
            #expect(verdict.contradictions.isEmpty, "\(verdict.contradictions)")
        }
    }

    @Test("a Content-Length that is no number gets the answer the document lists (in-process)")
    func malformedContentLength() async throws {
        let answers = DocumentedAnswers(document: OpenAPIDocumentTests.fullDocument.json)
        let app = try buildApplication(
            configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: true), logger: TestServer.quietLogger)
        try await app.test(.router) { client in
            for path in ["/validate", "/api/order"] {
                let response = try await client.executeRequest(
                    uri: path, method: .post, headers: [.contentType: "application/json", .contentLength: "1, 2"],
                    body: nil)
                var headers: [String: String] = [:]
                for field in response.headers { headers[field.name.canonicalName] = field.value }
                let verdict = answers.check(
                    .post, path, status: response.status.code, headers: headers,
                    body: Array(response.body.readableBytesView))
                #expect(response.status == .badRequest)
                #expect(verdict.contradictions.isEmpty, "\(verdict.contradictions)")
            }
        }
    }

    @Test("the check finds an answer that contradicts the document")
    func contradictions() {
        let answers = DocumentedAnswers(document: OpenAPIDocumentTests.fullDocument.json)
        let json = ["content-type": "application/json; charset=utf-8"]
        #expect(
            answers.check(.post, "/validate", status: 200, headers: json, body: Array("true".utf8)).contradictions
                .isEmpty)
        // A status, a content type, a body and a header the document does not allow.
        #expect(
            !answers.check(.post, "/validate", status: 201, headers: json, body: Array("true".utf8)).contradictions
                .isEmpty)
        #expect(
            !answers.check(
                .post, "/validate", status: 200, headers: ["content-type": "text/plain"], body: Array("true".utf8)
            )
            .contradictions.isEmpty)
        #expect(
            !answers.check(.post, "/validate", status: 200, headers: json, body: Array("\"true\"".utf8)).contradictions
                .isEmpty)
        #expect(
            !answers.check(
                .post, "/api/username-available", status: 200, headers: json, body: Array(#"{"valid":true}"#.utf8)
            )
            .contradictions.isEmpty, "no Content-Language")
        let problem = ["content-type": "application/problem+json"]
        #expect(
            !answers.check(
                .post, "/validate", status: 422, headers: problem,
                body: Array(
                    #"{"detail":"x","status":400,"title":"Missing instance","type":"urn:formvalidation:problem:missing-instance"}"#
                        .utf8)
            ).contradictions.isEmpty, "a status member that is not the status")
        #expect(
            !answers.check(
                .post, "/validate", status: 422, headers: problem,
                body: Array(
                    #"{"detail":"x","status":422,"title":"Failed","type":"urn:formvalidation:problem:validation-failed","errors":[]}"#
                        .utf8)
            ).contradictions.isEmpty, "a problem /validate never answers")
    }
}
