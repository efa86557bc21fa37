import FormValidation
import Foundation
import Hummingbird
import Testing

@testable import FormValidationHummingbird

/// Request bodies validated on a real Hummingbird server, over loopback HTTP: corrected values for a valid body,
/// an RFC 9457 problem (`application/problem+json`) for everything else, in the request's language.
@Suite(.serialized) struct RequestValidationTests {
    static let spec = """
        {"name": "order", "fields": [
          {"name": "customer", "label": "Customer", "kind": "object", "fields": [
            {"name": "name", "label": "Name", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
            {"name": "email", "label": "Email", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}, {"rule": "email"}]},
            {"name": "password", "label": "Password", "secret": true, "rules": [{"rule": "minimumLength", "min": 8}]}]},
          {"name": "addresses", "label": "Addresses", "kind": "list", "minItems": 1,
           "item": {"kind": "object", "fields": [
             {"name": "country", "label": "Country", "rules": [{"rule": "required"}]},
             {"name": "phone", "label": "Phone", "dependsOn": ["country"],
              "rules": [{"rule": "phoneNumber", "countryField": "country"}]}]}},
          {"name": "quantity", "label": "Quantity", "kind": "number", "rules": [{"rule": "number", "min": 1}]}
        ]}
        """

    struct Order: Decodable, Sendable {
        struct Customer: Decodable, Sendable {
            var name: String
            var email: String
        }
        var customer: Customer
        var quantity: Int
    }

    /// The routes under test: the form spec, the typed entry point, a JSON Schema, and a small body limit.
    struct Item: Decodable {
        var sku: String
    }

    static func router() throws -> Router<BasicRequestContext> {
        let validator = try FormSpecValidator(try FormSpec(json: spec))
        let schema = try JSONSchema(
            json:
                #"{"type": "object", "required": ["sku"], "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]+$"}}}"#
        )
        let router = Router()
        router.post("/order") { request, context -> Response in
            let record = try await request.validated(by: validator, context: context)
            let body = try JSONEncoder().encode(JSONValue.object(record.nonSecretValues))
            return Response(status: .created, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        router.post("/typed") { request, context -> String in
            let order = try await request.decode(Order.self, validatedBy: validator, context: context)
            return "\(order.customer.name) ordered \(order.quantity)"
        }
        router.post("/item") { request, context -> String in
            let item = try await request.validated(by: schema, context: context)
            return item.objectValue?["sku"]?.stringValue ?? ""
        }
        router.post("/typed-item") { request, context -> String in
            try await request.decode(Item.self, validatedBy: schema, context: context).sku
        }
        router.post("/small") { request, context -> String in
            _ = try await request.jsonBody(context: context, maximumSize: 64)
            return "read"
        }
        return router
    }

    static func withServer(_ body: (LiveServer) async throws -> Void) async throws {
        let server = try await LiveServer.start(try router())
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func problem(_ data: Data) throws -> ProblemDetails {
        try JSONDecoder().decode(ProblemDetails.self, from: data)
    }

    static let validOrder = """
        {"customer": {"name": " Ada ", "email": "ada@example.com", "password": "Analytical1"},
         "addresses": [{"country": "GB", "phone": "020 7946 0000"}], "quantity": 2}
        """

    @Test func validBodyGivesCorrectedValues() async throws {
        try await Self.withServer { server in
            let response = try await server.post("/order", body: Self.validOrder)
            #expect(response.status == 201)
            let values = try JSONValue(json: response.body)
            #expect(values.value(at: ["customer", "name"]) == "Ada")
            #expect(values.value(at: ["addresses", "0", "phone"]) == "+442079460000")
            #expect(values.value(at: ["customer", "password"]) == nil, "a secret is not echoed")
        }
    }

    /// The issue's check: an invalid body with `Accept-Language: de` gets `422`, `application/problem+json`, and
    /// German messages at the right pointers.
    @Test func invalidBodyGetsAProblemInTheRequestsLanguage() async throws {
        try await Self.withServer { server in
            let body =
                #"{"customer": {"name": "Ada", "email": "ada@"}, "addresses": [{"country": "GB", "phone": "123"}], "quantity": 0}"#
            let response = try await server.post(
                "/order", body: body, headers: ["Accept-Language": "de-CH, de;q=0.9, en;q=0.5"])
            #expect(response.status == 422)
            #expect(response.headers["content-type"] == "application/problem+json")
            #expect(response.headers["content-language"] == "de")
            let problem = try Self.problem(response.body)
            #expect(problem.type == "urn:formvalidation:problem:validation-failed")
            #expect(problem.title == "Validierung fehlgeschlagen")
            #expect(problem.status == .unprocessableContent)
            #expect(problem.detail == "Die Anfrage enthält 3 Fehler.")
            let errors = try #require(problem.errors)
            #expect(errors.map(\.pointer) == ["/customer/email", "/addresses/0/phone", "/quantity"])
            #expect(errors.map(\.code) == ["invalidEmail", "phoneNumberTooShort", "tooSmall"])
            #expect(errors[0].message == "Email ist keine gültige E-Mail-Adresse.")
            #expect(errors[2].message == "Quantity muss mindestens 1 sein.")
            #expect(errors[2].parameters["min"] == .integer(1) || errors[2].parameters["min"] == .number(1))
        }
    }

    /// Text that is not JSON is `400` with the byte offset; JSON with two meanings (a key twice) is `422`.
    @Test(arguments: [
        (#"{"customer": {"name": "Ada",}}"#, 28, 400),
        ("[1, 2", 5, 400),
        (#"{"customer": {"name": "Ada"}, "customer": {}}"#, 30, 422),
    ])
    func unreadableJSONGetsTheOffset(body: String, offset: Int, status: Int) async throws {
        try await Self.withServer { server in
            let response = try await server.post("/order", body: body)
            #expect(response.status == status)
            #expect(response.headers["content-type"] == "application/problem+json")
            let problem = try Self.problem(response.body)
            #expect(
                problem.type == "urn:formvalidation:problem:\(status == 400 ? "malformed-json" : "unreadable-json")")
            #expect(problem.offset == offset)
            #expect(problem.detail?.contains("at byte \(offset)") == true)
        }
    }

    @Test(arguments: [
        ("text/plain", true), (nil, true), ("application/json; charset=utf-8", false),
        ("application/merge-patch+json", true),
    ])
    func onlyJSONIsRead(contentType: String?, refused: Bool) async throws {
        try await Self.withServer { server in
            let response = try await server.post("/order", body: Self.validOrder, contentType: contentType)
            #expect(response.status == (refused ? 415 : 201))
            if refused {
                #expect(try Self.problem(response.body).type == "urn:formvalidation:problem:unsupported-media-type")
            }
        }
    }

    @Test func aBodyOverTheLimitGets413() async throws {
        try await Self.withServer { server in
            let response = try await server.post("/small", body: "[" + String(repeating: "1,", count: 100) + "1]")
            #expect(response.status == 413)
            #expect(try Self.problem(response.body).type == "urn:formvalidation:problem:body-too-large")
            #expect(try await server.post("/small", body: "[1]").status == 200)
        }
    }

    @Test func aBodyThatIsNotAnObjectGets422AtTheRoot() async throws {
        try await Self.withServer { server in
            let response = try await server.post("/order", body: "[]", headers: ["Accept-Language": "fr"])
            #expect(response.status == 422)
            let errors = try #require(try Self.problem(response.body).errors)
            #expect(errors.map(\.pointer) == [""])
            #expect(errors.first?.message == "Le corps doit être un objet JSON.")
        }
    }

    /// One call from request to a typed value: the values are corrected before they are decoded.
    @Test func decodesValidValuesIntoAType() async throws {
        try await Self.withServer { server in
            let response = try await server.post("/typed", body: Self.validOrder)
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "Ada ordered 2")
            #expect(try await server.post("/typed", body: #"{"customer": {}}"#).status == 422)
        }
    }

    @Test func validatesAgainstAJSONSchema() async throws {
        try await Self.withServer { server in
            let good = try await server.post("/item", body: #"{"sku": "ABC-12"}"#)
            #expect(good.status == 200 && String(decoding: good.body, as: UTF8.self) == "ABC-12")
            let bad = try await server.post("/item", body: #"{"sku": "abc"}"#, headers: ["Accept-Language": "es"])
            #expect(bad.status == 422)
            let errors = try #require(try Self.problem(bad.body).errors)
            #expect(errors.map(\.pointer) == ["/sku"])
            #expect(errors.map(\.code) == ["patternMismatch"])
            #expect(errors.first?.message == "sku no tiene el formato esperado.")
        }
    }

    /// `decode(_:validatedBy:)` with a schema: a valid body decoded straight from its text, an invalid one `422` at
    /// its pointers, text that is not JSON `400`, a key given twice `422`, never the handler.
    @Test func decodesAgainstAJSONSchema() async throws {
        try await Self.withServer { server in
            let good = try await server.post("/typed-item", body: #"{"sku": "ABC-12", "note": "x"}"#)
            #expect(good.status == 200 && String(decoding: good.body, as: UTF8.self) == "ABC-12")
            let bad = try await server.post("/typed-item", body: #"{"sku": "abc"}"#, headers: ["Accept-Language": "es"])
            #expect(bad.status == 422)
            let errors = try #require(try Self.problem(bad.body).errors)
            #expect(errors.map(\.pointer) == ["/sku"])
            #expect(errors.first?.message == "sku no tiene el formato esperado.")
            #expect(try await server.post("/typed-item", body: #"{"note": "x"}"#).status == 422)
            #expect(try await server.post("/typed-item", body: #"{"sku": "ABC-12",}"#).status == 400)
            #expect(try await server.post("/typed-item", body: #"{"sku": "ABC-12", "sku": "ABC-13"}"#).status == 422)
            #expect(try await server.post("/typed-item", body: #"{"sku": "ABC-\u0031"}"#).status == 200)
        }
    }

    /// Remote rules run on the server: the spec's username check goes over HTTP to another live server.
    @Test func remoteRulesRunOnTheServer() async throws {
        let names = Router()
        names.post("/available") { request, _ -> String in
            let body = try await request.body.collect(upTo: 1024)
            return String(buffer: body).contains("admin")
                ? #"{"valid": false, "message": "That username is taken."}"# : "true"
        }
        let nameServer = try await LiveServer.start(names)
        defer { Task { await nameServer.stop() } }
        let spec = try FormSpec(
            json:
                #"{"name": "signup", "fields": [{"name": "username", "rules": [{"rule": "remote", "url": "/available"}]}]}"#
        )
        let validator = try FormSpecValidator(spec, baseURL: nameServer.baseURL)
        let router = Router()
        router.post("/signup") { request, context -> String in
            let record = try await request.validated(by: validator, context: context)
            return record.values["username"]?.stringValue ?? ""
        }
        let server = try await LiveServer.start(router)
        let taken = try await server.post("/signup", body: #"{"username": "admin"}"#)
        #expect(taken.status == 422)
        #expect(try Self.problem(taken.body).errors?.map(\.message) == ["That username is taken."])
        let free = try await server.post("/signup", body: #"{"username": "ada"}"#)
        #expect(free.status == 200 && String(decoding: free.body, as: UTF8.self) == "ada")
        await server.stop()
    }

    /// Every refusal speaks the request's language, not only a failed validation: text that is not JSON, a key
    /// twice, a body too large, another media type.
    @Test(arguments: [
        (
            "/order", "{", "application/json", "de", 400, "Fehlerhaftes JSON",
            "Der Inhalt kann nicht als JSON gelesen werden"
        ),
        (
            "/order", #"{"a": 1, "a": 2}"#, "application/json", "es", 422, "JSON sin un único significado",
            "aparece dos veces"
        ),
        (
            "/small", String(repeating: " ", count: 100), "application/json", "fr", 413, "Corps trop volumineux",
            "64 octets"
        ),
        ("/order", "{}", "text/plain", "ja", 415, "サポートされていないメディアタイプ", "text/plain"),
        ("/order", "[1,]", "application/json", "zh-Hans", 400, "JSON 格式错误", "无法将请求体读取为 JSON"),
        ("/order", "{", "application/json", "pt-BR", 400, "JSON malformado", "O corpo não pode ser lido como JSON"),
        ("/order", "{", "application/json", "sv", 400, "Felaktig JSON", "Innehållet kan inte läsas som JSON"),
        (
            "/order", "{", "application/json", "ru", 400, "Некорректный JSON",
            "Тело запроса не удаётся прочитать как JSON"
        ),
        ("/order", "{", "application/json", "tlh", 400, "Malformed JSON", "The body cannot be read as JSON"),
    ])
    func everyRefusalSpeaksTheRequestsLanguage(
        path: String, body: String, contentType: String, language: String, status: Int, title: String, detail: String
    ) async throws {
        try await Self.withServer { server in
            let response = try await server.post(
                path, body: body, contentType: contentType, headers: ["Accept-Language": language])
            #expect(response.status == status)
            #expect(response.headers["content-type"] == "application/problem+json")
            #expect(response.headers["content-language"] == (language == "tlh" ? "en" : language))
            let problem = try Self.problem(response.body)
            #expect(problem.title == title)
            #expect(problem.detail?.contains(detail) == true, "\(problem.detail ?? "")")
        }
    }

    /// A body sent with a content coding is refused with `415` and `Accept-Encoding: identity` (RFC 9110, section
    /// 15.5.16): read as JSON, a gzip body was "not valid JSON (at byte 0)", and a body labelled `br` was read as if
    /// it were not coded.
    @Test(arguments: [
        ("gzip", true), ("br", true), ("deflate, identity", true), ("identity", false), ("IDENTITY", false),
    ])
    func aBodyWithAContentCodingIsRefused(coding: String, refused: Bool) async throws {
        try await Self.withServer { server in
            let response = try await server.post(
                "/order", body: Self.validOrder, headers: ["Content-Encoding": coding, "Accept-Language": "de"])
            #expect(response.status == (refused ? 415 : 201))
            guard refused else { return }
            #expect(response.headers["accept-encoding"] == "identity")
            let problem = try Self.problem(response.body)
            #expect(problem.type == "urn:formvalidation:problem:unsupported-content-encoding")
            #expect(problem.detail == "Der Inhalt muss ohne Inhaltskodierung gesendet werden, nicht mit \(coding).")
        }
    }

    /// A `Content-Length` that is no number of bytes frames no body: `400`, not `413` (the first answer it got).
    /// NIO's HTTP/1.1 parser refuses such a head before any handler runs, so the check is called directly.
    @Test(arguments: ["12abc", "-1", "1, 1", "", " 2", "+2"])
    func aContentLengthThatIsNoNumberGets400(value: String) throws {
        #expect {
            try Request.checkDeclaredLength(value, maximumSize: 64, messages: MessageCatalog(languages: ["fr"]))
        } throws: { error in
            guard let problem = error as? ProblemDetails else { return false }
            return problem.status == .badRequest && problem.type == "urn:formvalidation:problem:malformed-request"
                && problem.title == "Requête mal formée" && problem.headers[.connection] == "close"
        }
        #expect(throws: ProblemDetails.self) {
            try Request.checkDeclaredLength("65", maximumSize: 64, messages: .english)
        }
        try Request.checkDeclaredLength("64", maximumSize: 64, messages: .english)
        try Request.checkDeclaredLength(nil, maximumSize: 64, messages: .english)
    }
}
