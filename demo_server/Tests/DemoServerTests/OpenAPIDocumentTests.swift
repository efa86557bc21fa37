import DemoServer
import FormValidation
import Foundation
import Hummingbird
import Testing

/// The server's OpenAPI 3.1 document: valid OpenAPI 3.1 in structure, its schemas valid JSON Schema, every route of
/// the router in it and nothing else, and served at `GET /openapi.json`.
@Suite struct OpenAPIDocumentTests {
    /// The forms of the repository's fixtures, as the server loads them.
    static let signupForm = try! FormSpec.load(contentsOf: repositoryFile(DemoServerConfiguration.formSpecFixture))
    static let orderForm = try! FormSpec.load(contentsOf: repositoryFile(DemoServerConfiguration.orderSpecFixture))

    /// Every mix of routes a server may mount: with or without each form, with or without the fault routes.
    static let mounts: [Mount] = [
        Mount(signup: true, order: true, faults: true), Mount(signup: true, order: true, faults: false),
        Mount(signup: false, order: false, faults: false), Mount(signup: true, order: false, faults: true),
    ]

    /// The document of a server with every route, built once: `demo-server --fault-routes` with the fixtures' forms.
    static let fullDocument = mounts[0].document

    /// Which routes a server mounts.
    struct Mount: Sendable, CustomTestStringConvertible {
        var signup: Bool
        var order: Bool
        var faults: Bool

        var testDescription: String { "signup \(signup), order \(order), fault routes \(faults)" }

        var document: OpenAPIDocument {
            OpenAPIDocument(
                signupForm: signup ? signupForm : nil, orderForm: order ? orderForm : nil, faultRoutesEnabled: faults)
        }

        var router: Router<DemoRequestContext> {
            buildRouter(
                takenUsernames: TestServer.takenUsernames, faultRoutesEnabled: faults,
                signupForm: signup ? signupForm : nil, orderForm: order ? orderForm : nil)
        }
    }

    /// A file of the repository, found from this source file.
    static func repositoryFile(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)
    }

    /// The OpenAPI Initiative's JSON Schema of OpenAPI 3.1 documents (`https://spec.openapis.org/oas/3.1/schema/2022-10-07`,
    /// Apache License 2.0), as the PyPI package openapi-spec-validator 0.9.0 ships it: the structure of a document,
    /// without its schemas' (checked below against the draft 2020-12 meta-schema).
    static let openAPISchema: JSONSchema = {
        let data = try! Data(contentsOf: repositoryFile("Fixtures/openapi-3.1.schema.json"))
        return try! JSONSchema(json: data)
    }()

    @Test("the document is valid OpenAPI 3.1: the OpenAPI Initiative's schema accepts it", arguments: mounts)
    func validStructure(mount: Mount) throws {
        let document = mount.document.json
        #expect(document["openapi"] == "3.1.0")
        let errors = Self.openAPISchema.validate(document, messages: .english)
        #expect(errors.isEmpty, "\(errors.map { "\($0.path?.description ?? ""): \($0.message)" })")
    }

    @Test("the OpenAPI schema refuses what is not OpenAPI 3.1 (the check can fail)")
    func schemaRefuses() throws {
        guard case .object(var document) = Self.fullDocument.json else {
            Issue.record()
            return
        }
        document["openapi"] = "3.0.3"
        #expect(!Self.openAPISchema.isValid(.object(document)))
        document["openapi"] = "3.1.0"
        document["paths"] = ["/validate": ["post": ["responses": ["200": ["content": [:]]]]]]
        #expect(!Self.openAPISchema.isValid(.object(document)), "a response without a description")
    }

    @Test("every schema of the document is valid JSON Schema draft 2020-12, and loads", arguments: mounts)
    func schemasAreJSONSchema(mount: Mount) throws {
        let document = mount.document.json
        let metaSchema = try JSONSchema(["$ref": "https://json-schema.org/draft/2020-12/schema"])
        let answers = DocumentedAnswers(document: document)
        var count = 0
        Self.forEachSchema(in: document) { location, schema in
            count += 1
            let errors = metaSchema.validate(schema, messages: .english)
            #expect(errors.isEmpty, "\(location): \(errors.map(\.message))")
            // It loads (its references resolve), and a value it must refuse is refused.
            #expect(
                answers.validate(.object(["a": .array([])]), against: schema).allSatisfy {
                    !$0.hasPrefix("the schema does not load")
                }, "\(location)")
        }
        #expect(count > 20)
    }

    @Test(
        "the operations of the document are the routes of the router, each with a unique operationId", arguments: mounts
    )
    func everyRoute(mount: Mount) throws {
        let routes = Set(mount.router.routes.map { "\($0.method.rawValue) \($0.path.description)" })
        let documented = DocumentedAnswers(document: mount.document.json).operations
        #expect(
            routes == documented,
            "routes not documented: \(routes.subtracting(documented).sorted()); documented, not routes: \(documented.subtracting(routes).sorted())"
        )
        var identifiers: [String] = []
        for (path, item) in mount.document.json["paths"]?.objectValue ?? [:] {
            for (_, operation) in item.objectValue ?? [:] {
                identifiers.append(operation["operationId"]?.stringValue ?? "")
                // Each parameter of a templated path is a required path parameter (OpenAPI 3.1, section 4.8.8.1).
                let templated = path.split(separator: "/").filter { $0.hasPrefix("{") }.map {
                    String($0.dropFirst().dropLast())
                }
                let parameters = operation["parameters"]?.arrayValue ?? []
                for name in templated {
                    #expect(
                        parameters.contains {
                            $0["name"] == .string(name) && $0["in"] == "path" && $0["required"] == true
                        },
                        "\(path)")
                }
            }
        }
        #expect(Set(identifiers).count == identifiers.count, "\(identifiers.sorted())")
        #expect(!identifiers.contains(""))
    }

    @Test("the form routes' request bodies are their specs' JSON Schemas")
    func formBodies() throws {
        let document = Self.fullDocument.json
        let schemas = try #require(document["components"]?["schemas"])
        for (name, spec) in [("Signup", Self.signupForm), ("Order", Self.orderForm)] {
            guard case .object(var expected) = spec.jsonSchema else {
                Issue.record()
                continue
            }
            expected["$schema"] = nil
            guard case .object(var actual)? = schemas[name + "Submission"] else {
                Issue.record()
                continue
            }
            actual["description"] = nil
            #expect(actual == expected, "\(name)")
        }
        #expect(
            document["paths"]?["/api/signup"]?["post"]?["requestBody"]?["content"]?["application/json"]?["schema"]
                == ["$ref": "#/components/schemas/SignupSubmission"])
    }

    @Test("GET /openapi.json answers the document of the routes the server mounts", arguments: Transport.allCases)
    func served(transport: Transport) async throws {
        try await SignupRouteTests.run(transport) { client in
            let response = try await client.get("/openapi.json")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let served = try JSONValue(json: Array(response.body.readableBytesView))
            #expect(served == Self.fullDocument.json)
            #expect(response.text == Self.fullDocument.text)
        }
        // Without the fault routes, neither are they in the document.
        try await TestServer.run(transport, faultRoutes: false) { client in
            let served = try JSONValue(json: Array(try await client.get("/openapi.json").body.readableBytesView))
            #expect(served == Mount(signup: false, order: false, faults: false).document.json)
            #expect(served["paths"]?["/fault/slow"] == nil)
        }
    }

    /// Calls `body` with every schema of `document`, and where it is: the components' schemas, and the schemas of
    /// every parameter, body, answer and header of every operation.
    static func forEachSchema(in document: JSONValue, _ body: (String, JSONValue) -> Void) {
        for (name, schema) in document["components"]?["schemas"]?.objectValue ?? [:] {
            body("components/schemas/\(name)", schema)
        }
        for (name, parameter) in document["components"]?["parameters"]?.objectValue ?? [:] {
            if let schema = parameter["schema"] { body("components/parameters/\(name)", schema) }
        }
        for (path, item) in document["paths"]?.objectValue ?? [:] {
            for (method, operation) in item.objectValue ?? [:] {
                let at = "\(method.uppercased()) \(path)"
                for parameter in operation["parameters"]?.arrayValue ?? [] {
                    if let schema = parameter["schema"] { body("\(at) parameter", schema) }
                }
                for (mediaType, media) in operation["requestBody"]?["content"]?.objectValue ?? [:] {
                    if let schema = media["schema"] { body("\(at) body \(mediaType)", schema) }
                }
                for (status, response) in operation["responses"]?.objectValue ?? [:] {
                    for (mediaType, media) in response["content"]?.objectValue ?? [:] {
                        if let schema = media["schema"] { body("\(at) \(status) \(mediaType)", schema) }
                    }
                    for (header, description) in response["headers"]?.objectValue ?? [:] {
                        if let schema = description["schema"] { body("\(at) \(status) \(header)", schema) }
                    }
                }
            }
        }
    }
}
