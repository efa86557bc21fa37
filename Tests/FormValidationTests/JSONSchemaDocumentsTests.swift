import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// The documents a schema refers to, given by URI as values or read from a folder that stands for a URI prefix
/// (never fetched); the vocabularies a custom meta-schema lists; `format` as an annotation unless asserted.
@Suite struct JSONSchemaDocumentsTests {
    static let count = #"{"$id": "https://example.com/count.json", "type": "integer", "minimum": 0}"#

    /// A document given as a value is found by the URI it was given with, and by its `$id`; its own references
    /// resolve against its URI.
    @Test(arguments: [
        ("https://example.com/count.json", #"{"$ref": "https://example.com/count.json"}"#),
        ("https://example.com/other-name.json", #"{"$ref": "https://example.com/other-name.json"}"#),
        (
            "https://example.com/other-name.json",
            #"{"$id": "https://example.com/a/b.json", "$ref": "../other-name.json"}"#
        ),
    ])
    func findsADocumentGivenAsAValue(uri: String, schema: String) throws {
        var documents = SchemaRegistry()
        try documents.add(json: Self.count, uri: uri)
        let loaded = try JSONSchema(json: schema, documents: documents)
        #expect(loaded.isValid(3))
        #expect(loaded.validate(-1, messages: .english).map(\.code) == [.tooSmall])
        #expect(loaded.validate("3", messages: .english).map(\.code) == [.invalidType])
    }

    /// A pointer or an anchor in another document, and references inside it to itself.
    @Test func followsFragmentsIntoAnotherDocument() throws {
        var documents = SchemaRegistry()
        try documents.add(
            json:
                ##"{"$defs": {"positive": {"$anchor": "positive", "$ref": "#/$defs/number", "exclusiveMinimum": 0}, "number": {"type": "number"}}}"##,
            uri: "urn:example:numbers")
        let byPointer = try JSONSchema(
            json: ##"{"$ref": "urn:example:numbers#/$defs/positive"}"##, documents: documents)
        let byAnchor = try JSONSchema(json: ##"{"$ref": "urn:example:numbers#positive"}"##, documents: documents)
        for schema in [byPointer, byAnchor] {
            #expect(schema.isValid(try JSONValue(json: "1.5")))
            #expect(!schema.isValid(0))
            #expect(!schema.isValid("1"))
        }
    }

    /// A folder stands for a URI prefix: the rest of the URI is the file's path in it. A document that is not
    /// there, or not JSON, is a load error that names the URI and the file; a path cannot climb out of the folder.
    @Test func readsDocumentsFromAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-documents-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try Data(#"{"type": "string"}"#.utf8).write(to: folder.appendingPathComponent("nested/string.json"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        var documents = SchemaRegistry()
        try documents.map(uriPrefix: "http://localhost:1234/", toFolder: folder.path)
        let schema = try JSONSchema(
            json: #"{"items": {"$ref": "http://localhost:1234/nested/string.json"}}"#, documents: documents)
        #expect(schema.isValid(["a", "b"]))
        #expect(!schema.isValid(["a", 1]))
        for (reference, says) in [
            ("http://localhost:1234/missing.json", "missing.json is missing or cannot be read"),
            ("http://localhost:1234/broken.json", "is not valid JSON"),
            ("http://localhost:1234/nested/../../etc/passwd", "nothing is fetched"),
            ("http://localhost:1234/%2E%2E/x.json", "names no file"),
        ] {
            #expect {
                try JSONSchema(json: #"{"$ref": "\#(reference)"}"#, documents: documents)
            } throws: { error in
                guard let error = error as? JSONSchemaError else { return false }
                return error.pointer == ["$ref"] && error.description.contains(says)
            }
        }
    }

    /// A problem in another document says which document it is in, and the `$ref` that led there.
    @Test func aProblemInAnotherDocumentNamesIt() throws {
        var documents = SchemaRegistry()
        try documents.add(json: #"{"properties": {"n": {"minimum": "ten"}}}"#, uri: "https://example.com/bad.json")
        #expect {
            try JSONSchema(json: #"{"items": {"$ref": "https://example.com/bad.json"}}"#, documents: documents)
        } throws: { error in
            guard let error = error as? JSONSchemaError else { return false }
            return error.pointer == ["properties", "n", "minimum"]
                && error.message.hasSuffix("(in the document https://example.com/bad.json)")
        }
    }

    @Test(arguments: ["", "count.json", "https://example.com/count.json#top"])
    func aDocumentNeedsAnAbsoluteURI(uri: String) {
        var documents = SchemaRegistry()
        #expect(throws: JSONSchemaError.self) { try documents.add(json: Self.count, uri: uri) }
    }

    /// A meta-schema's `$vocabulary` says which keywords are read: without the validation vocabulary, `minimum`
    /// is an unknown keyword; an unknown vocabulary it requires refuses the schema, an optional one is ignored.
    @Test func readsTheVocabulariesOfACustomMetaSchema() throws {
        var documents = SchemaRegistry()
        try documents.add(
            json: """
                {"$schema": "https://json-schema.org/draft/2020-12/schema",
                 "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                   "https://json-schema.org/draft/2020-12/vocab/applicator": true,
                   "https://example.com/vocab/optional": false}}
                """, uri: "https://example.com/no-validation")
        try documents.add(
            json: #"{"$vocabulary": {"https://example.com/vocab/required": true}}"#,
            uri: "https://example.com/unknown-vocabulary")
        try documents.add(
            json: """
                {"$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                   "https://json-schema.org/draft/2020-12/vocab/format-assertion": false}}
                """, uri: "https://example.com/format-assertion")
        let schema = try JSONSchema(
            json: """
                {"$schema": "https://example.com/no-validation",
                 "properties": {"bad": false, "number": {"minimum": 10}}}
                """, documents: documents)
        #expect(schema.isValid(try JSONValue(json: #"{"number": 1}"#)))
        #expect(!schema.isValid(try JSONValue(json: #"{"bad": 1}"#)))
        #expect {
            try JSONSchema(json: #"{"$schema": "https://example.com/unknown-vocabulary"}"#, documents: documents)
        } throws: { error in
            (error as? JSONSchemaError)?.description.contains("https://example.com/vocab/required") == true
        }
        let asserted = try JSONSchema(
            json: #"{"$schema": "https://example.com/format-assertion", "format": "ipv4"}"#, documents: documents)
        #expect(asserted.isValid("127.0.0.1"))
        #expect(!asserted.isValid("not an address"), "the format-assertion vocabulary asserts")
    }

    /// `formcheck schema --map-uri PREFIX=DIR` reads the documents from the folder; `--assert-formats` asserts
    /// `format`; a missing document, a mapping without `=` or a folder that is not one is a usage error.
    @Test func theCommandLineMapsURIsToFolders() async throws {
        let schemaPath = try FormCheckFormTests.temporaryFile(
            #"{"$ref": "http://localhost:1234/email.json"}"#, name: "schema.json")
        let folder = URL(fileURLWithPath: schemaPath).deletingLastPathComponent().path
        try Data(#"{"type": "string", "format": "email"}"#.utf8).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent("email.json"))
        let mapping = "http://localhost:1234/=\(folder)"
        let input = "\"ada@example.com\"\n\"ada@\"\n1\n"
        let annotated = await FormCheckFormTests.run(
            ["schema", "--schema", schemaPath, "--map-uri", mapping], input: input)
        #expect(annotated.output.split(separator: "\n").map { $0.contains(#""valid":true"#) } == [true, true, false])
        let asserted = await FormCheckFormTests.run(
            ["schema", "--schema", schemaPath, "--map-uri", mapping, "--assert-formats"], input: input)
        #expect(asserted.output.split(separator: "\n").map { $0.contains(#""valid":true"#) } == [true, false, false])
        #expect(asserted.output.contains(#""code":"invalidEmail""#))
        for (arguments, says) in [
            ([String](), "nothing is fetched"),
            (["--map-uri", "http://localhost:1234/=\(folder)/nowhere"], "is not a folder"),
            (["--map-uri", "http://localhost:1234/"], "takes PREFIX=DIR"),
            (["--map-uri", "http://localhost:1234/sub/=\(folder)"], "nothing is fetched"),
        ] {
            let result = await FormCheckFormTests.run(["schema", "--schema", schemaPath] + arguments, input: "1\n")
            #expect(result.status == FormCheck.usageErrorStatus)
            #expect(result.error.contains(says), "\(result.error)")
        }
    }
}
