import FormValidation
import Foundation
import Testing

/// `FormSpecValidator.validate(json:messages:)`: a record read from its text by the spec's plan gets the result the
/// same record gets as a parsed object, and a text that holds no record says why.
@Suite struct FormSpecJSONTextTests {
    static let validator = try! FormSpecValidator(FormSpecRecordTests.spec, messages: .english)

    static let records = [
        #"{"name": " Ada ", "email": "ada@example.com ", "password": "Tr0ub4dor", "confirmation": "Tr0ub4dor", "age": 36}"#,
        #"{"name": "A", "email": "ada@", "password": "short", "confirmation": "other", "age": 7}"#,
        #"{"name": "Ada", "email": "ada@example.com", "password": "Tr0ub4dor", "confirmation": "Tr0ub4dor"}"#,
        #"{"name": "Ada", "extra": {"nested": [1, 2, {"deep": true}]}, "age": "36", "nickname": "toolong"}"#,
        #"{"name": null, "email": 42, "password": ["Tr0ub4dor"], "confirmation": {}, "age": 1e2}"#,
        #"{"name": "Ad\u0061", "email": "ada@example.com", "password": "Tr0ub4dor", "confirmation": "Tr0ub4dor"}"#,
        "{}",
    ]

    @Test(arguments: records, ["en", "de", "ar"])
    func readsTheTextAsTheParsedRecord(text: String, language: String) async throws {
        let messages = MessageCatalog(languages: [language])
        let parsed = try JSONValue(json: text)
        guard case .object(let record) = parsed else {
            Issue.record("not an object")
            return
        }
        let fromText = try await Self.validator.validate(json: Array(text.utf8), messages: messages)
        let fromObject = await Self.validator.validate(record, messages: messages)
        #expect(fromText == fromObject)
        #expect(fromText.errors.map(\.message) == fromObject.errors.map(\.message))
    }

    /// `valuesJSON` is `values` as a text: the same object once read, whatever the record (corrected values,
    /// numbers, fields left out as invalid, `null` for a missing one, nested values).
    @Test(arguments: records)
    func valuesJSONIsTheValuesAsText(text: String) async throws {
        let result = try await Self.validator.validate(json: Array(text.utf8), messages: .english)
        #expect(try JSONValue(json: result.valuesJSON) == .object(JSONObject(result.values)))
    }

    static let refused: [(text: String, error: JSONRecordError)] = [
        ("", .unreadable(.malformed)),
        ("not json", .unreadable(.malformed)),
        (#"{"name": "Ada",}"#, .unreadable(.malformed)),
        (#"{"name": "Ada", "name": "Bob"}"#, .unreadable(.duplicateKey("name"))),
        (#"{"age": 1e400}"#, .unreadable(.numberOutOfRange("1e400"))),
        ("[1, 2]", .notAnObject),
        (#""Ada""#, .notAnObject),
        ("null", .notAnObject),
    ]

    @Test(arguments: refused)
    func aTextWithoutARecordSaysWhy(text: String, error: JSONRecordError) async {
        await #expect(throws: error) {
            _ = try await Self.validator.validate(json: Array(text.utf8), messages: .english)
        }
    }
}

/// The problems `FormSpecValidator.validRecord(json:messages:)` and `JSONSchema.problem(json:messages:)` give a body:
/// what the server integrations answer with.
@Suite struct BodyProblemTests {
    /// Made by each test, not kept in a `static let`: held that way for the whole run, two of the compiled schema's
    /// keyword lists were reported as leaked by the address-sanitizer pass (as a test's static table was before,
    /// see `scripts/lsan-suppressions.txt`), while the same schema made in a test reports nothing.
    static var schema: JSONSchema {
        try! JSONSchema(
            json:
                #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "minLength": 2}}}"#
        )
    }

    static let bodies: [(text: String, status: Int?, type: String?, pointers: [String])] = [
        (
            #"{"name": "Ada", "email": "ada@example.com", "password": "Tr0ub4dor", "confirmation": "Tr0ub4dor"}"#, nil,
            nil, []
        ),
        ("not json", 400, "malformed-json", []),
        (#"{"name": "Ada", "name": "Bob"}"#, 422, "unreadable-json", []),
        ("[1]", 422, "validation-failed", [""]),
        (#"{"name": "A"}"#, 422, "validation-failed", ["/name"]),
    ]

    @Test(arguments: bodies)
    func aSpecAnswersABody(text: String, status: Int?, type: String?, pointers: [String]) async {
        let german = MessageCatalog(languages: ["de"])
        do throws(ProblemDocument) {
            let result = try await FormSpecJSONTextTests.validator.validRecord(json: Array(text.utf8), messages: german)
            #expect(status == nil)
            #expect(result.isValid)
        } catch let problem {
            #expect(problem.status == status)
            #expect(problem.type == type.map { "urn:formvalidation:problem:" + $0 })
            #expect(problem.language == "de")
            if status == 422, type == "validation-failed" {
                #expect((problem.errors ?? []).map(\.pointer).prefix(pointers.count) == pointers[...])
            }
        }
    }

    @Test(arguments: bodies)
    func aSchemaAnswersABody(text: String, status: Int?, type: String?, pointers: [String]) {
        var asked = false
        let problem = Self.schema.problem(
            json: Array(text.utf8),
            messages: {
                asked = true
                return .english
            }())
        #expect(problem?.status == status)
        #expect(problem?.type == type.map { "urn:formvalidation:problem:" + $0 })
        if status == nil { #expect(!asked, "a valid body needs no messages") }
        if type == "validation-failed" { #expect((problem?.errors ?? []).map(\.pointer) == pointers) }
    }
}
