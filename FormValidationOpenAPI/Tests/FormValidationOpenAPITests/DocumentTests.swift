import FormValidationCore
import Foundation
import Testing

@testable import FormValidationOpenAPI
@testable import OpenAPIExample

/// Reading the document: YAML and JSON, and every bad document refused at init with where and why.
@Suite struct DocumentTests {
    /// The example's YAML and its JSON twin read to the same value.
    @Test func yamlAndJSONReadAlike() throws {
        let yaml = try Data(contentsOf: AccountsService.documentURL)
        let json = try Data(contentsOf: try #require(Bundle.module.url(forResource: "openapi", withExtension: "json")))
        let fromYAML = try DocumentText.parse(Array(yaml))
        let fromJSON = try DocumentText.parse(Array(json))
        #expect(fromYAML == fromJSON)
        #expect(
            fromYAML.value(at: ["paths", "/users/{id}", "parameters", "0", "schema", "maximum"]) == .number(1_000_000))
    }

    /// An operation with a valid schema, for the bad documents below to change.
    static func document(
        openapi: String = "3.1.0", schema: String = #"{"type": "string", "minLength": 2}"#,
        components: String = "{}"
    ) -> String {
        """
        {"openapi": "\(openapi)", "info": {"title": "t", "version": "1"}, "components": \(components),
         "paths": {"/things": {"post": {"operationId": "make",
           "requestBody": {"content": {"application/json": {"schema": \(schema)}}},
           "responses": {"200": {"description": "ok"}}}}}}
        """
    }

    @Test func theValidDocumentLoads() throws {
        _ = try OpenAPIValidationMiddleware(document: Self.document())
        _ = try OpenAPIValidationMiddleware(
            document: Self.document(
                schema: ##"{"$ref": "#/components/schemas/Name"}"##,
                components:
                    #"{"schemas": {"Name": {"$schema": "https://spec.openapis.org/oas/3.1/dialect/base", "type": "string", "example": "ab", "xml": {"name": "n"}}}}"#
            ))
    }

    /// Bad documents: the text, and the pointer the error names.
    @Test(arguments: [
        ("{", ""),  // not JSON
        ("openapi: [unclosed", ""),  // not YAML
        ("", ""),  // empty
        ("[1, 2]", ""),  // not an object
        (#"{"info": {}}"#, ""),  // no version
        (document(openapi: "3.0.3"), "/openapi"),  // OpenAPI 3.0: its schemas are not JSON Schema 2020-12
        (
            document(schema: #"{"type": "string", "minLength": "two"}"#),
            "/paths/~1things/post/requestBody/content/application~1json/schema"
        ),
        (
            document(schema: #"{"type": "string", "pattern": "(unclosed"}"#),
            "/paths/~1things/post/requestBody/content/application~1json/schema"
        ),
        (
            document(schema: ##"{"$ref": "#/components/schemas/Missing"}"##),
            "/paths/~1things/post/requestBody/content/application~1json/schema"
        ),
        (
            document(schema: #"{"$ref": "https://example.com/other.json"}"#),
            "/paths/~1things/post/requestBody/content/application~1json/schema"
        ),
        (
            document(schema: #"{"items": [{"type": "string"}]}"#),
            "/paths/~1things/post/requestBody/content/application~1json/schema"
        ),
    ])
    func aBadDocumentFailsAtInit(text: String, pointer: String) throws {
        let error = #expect(throws: OpenAPIDocumentError.self) {
            try OpenAPIValidationMiddleware(document: text)
        }
        #expect(error?.pointer.description == pointer, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("the OpenAPI document") == true)
    }

    /// A parameter `$ref` to nothing, and a file that is not there.
    @Test func badReferencesAndFiles() throws {
        let parameters = """
            {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
             "paths": {"/things": {"get": {"parameters": [{"$ref": "#/components/parameters/Nope"}],
               "responses": {"200": {"description": "ok"}}}}}}
            """
        let error = #expect(throws: OpenAPIDocumentError.self) { try OpenAPIValidationMiddleware(document: parameters) }
        #expect(error?.pointer.description == "/paths/~1things/get/parameters/0")
        #expect(throws: OpenAPIDocumentError.self) {
            try OpenAPIValidationMiddleware(contentsOf: URL(fileURLWithPath: "/nonexistent/openapi.yaml"))
        }
    }
}
