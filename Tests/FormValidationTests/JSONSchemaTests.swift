import FormValidation
import Foundation
import Testing

/// JSON Schema (draft 2020-12) loaded into the library: errors at instance pointers with codes and messages in the
/// catalog's language, and every schema the library cannot take refused when it is loaded, with its pointer. The
/// official test suite runs through `formcheck schema` (scripts/json-schema/test-suite, in CI).
@Suite struct JSONSchemaTests {
    static let order = """
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "type": "object", "required": ["customer", "addresses"],
         "properties": {
           "customer": {"type": "object", "required": ["email"], "additionalProperties": false,
             "properties": {"name": {"type": "string", "maxLength": 5}, "email": {"type": "string", "minLength": 3}}},
           "addresses": {"type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": true,
             "items": {"$ref": "#/$defs/address"}},
           "total": {"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.01}},
         "$defs": {"address": {"type": "object", "required": ["country"],
           "properties": {"country": {"title": "Country", "enum": ["GB", "FR", "US"]},
             "postalCode": {"type": "string", "pattern": "^[0-9A-Z ]+$"}}}}}
        """

    static func schema() throws -> JSONSchema { try JSONSchema(json: order) }

    @Test func validValueHasNoErrors() throws {
        let value = try JSONValue(
            json:
                #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB", "postalCode": "SW1A 1AA"}], "total": 9.99}"#
        )
        #expect(try Self.schema().validate(value, messages: .english) == [])
        #expect(try Self.schema().isValid(value))
    }

    /// Each error sits at the pointer of its value, a missing member's at the member; the schema's `title` names
    /// its value, else the member's name.
    @Test(arguments: [
        (#"{"customer": {}, "addresses": [{"country": "GB"}]}"#, "/customer/email", "required", "email is required."),
        (
            #"{"customer": {"email": "a@b.c", "nick": 1}, "addresses": [{"country": "GB"}]}"#, "/customer/nick",
            "forbidden", "nick is not allowed."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "DE"}]}"#, "/addresses/0/country",
            "notAllowed", #"Country must be one of: "GB", "FR", "US"."#
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB", "postalCode": "sw1a"}]}"#,
            "/addresses/0/postalCode", "patternMismatch", "postalCode is not in the expected format."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}, {"country": "GB"}]}"#, "/addresses",
            "duplicateItems", "addresses must not hold the same item twice."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": []}"#, "/addresses", "tooFewItems",
            "addresses must have at least 1 item."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}], "total": 0}"#, "/total",
            "tooSmall", "total must be greater than 0."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}], "total": 1.005}"#, "/total",
            "notAMultiple", "total must be a multiple of 0.01."
        ),
        (
            #"{"customer": {"email": "a@b.c", "name": "Ada Lovelace"}, "addresses": [{"country": "GB"}]}"#,
            "/customer/name", "tooLong", "name must be at most 5 Unicode scalars long."
        ),
        (#"[]"#, "", "invalidType", "This field must be of type object."),
    ])
    func errorsSitAtTheirValues(json: String, path: String, code: String, message: String) throws {
        let errors = try Self.schema().validate(try JSONValue(json: json), messages: .english)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.path == (try JSONPointer(parsing: path)))
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(try !Self.schema().isValid(try JSONValue(json: json)))
    }

    /// Messages follow the catalog's language.
    @Test func speaksTheCatalogsLanguage() throws {
        let value = try JSONValue(json: #"{"customer": {}, "addresses": [{"country": "DE"}]}"#)
        let messages = try Self.schema().validate(value, messages: MessageCatalog(languages: ["de"])).map(\.message)
        // Members in the order of their names: `addresses` before `customer`.
        #expect(messages == [#"Country muss einer dieser Werte sein: "GB", "FR", "US"."#, "email ist erforderlich."])
    }

    /// `anyOf` that nothing matches is one error, each alternative's errors in its details; `oneOf` that two match
    /// says so.
    @Test func alternativesReportOnce() throws {
        let schema = try JSONSchema(json: #"{"anyOf": [{"type": "string"}, {"minimum": 10}]}"#)
        let errors = schema.validate(.number(3), messages: .english)
        #expect(errors.map(\.code) == [.noMatchingAlternative])
        #expect(errors.first?.details.map(\.code) == [.invalidType, .tooSmall])
        let oneOf = try JSONSchema(json: #"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#)
        #expect(oneOf.validate(.number(3), messages: .english).map(\.code) == [.multipleAlternatives])
        #expect(oneOf.isValid(.number(1)) && oneOf.isValid(.number(2.5)))
    }

    /// A `$ref` to the draft 2020-12 meta-schema resolves without fetching anything: a schema can be checked.
    @Test func metaSchemaValidatesSchemas() throws {
        let schema = try JSONSchema(json: #"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"#)
        #expect(schema.isValid(try JSONValue(json: Self.order)))
        #expect(!schema.isValid(try JSONValue(json: #"{"minLength": -1}"#)))
        #expect(!schema.isValid(try JSONValue(json: #"{"type": "text"}"#)))
    }

    /// `unevaluatedProperties` sees what `allOf`, `$ref` and `if`/`then` evaluated.
    @Test func unevaluatedPropertiesSeeSubschemas() throws {
        let schema = try JSONSchema(
            json: """
                {"allOf": [{"properties": {"a": true}}], "if": {"required": ["b"]}, "then": {"properties": {"b": true}},
                 "unevaluatedProperties": false}
                """)
        #expect(schema.isValid(try JSONValue(json: #"{"a": 1, "b": 2}"#)))
        let errors = schema.validate(try JSONValue(json: #"{"a": 1, "c": 3}"#), messages: .english)
        #expect(errors.map(\.path) == [["c"]])
    }

    /// Strings compare code point by code point, as the specification asks, not by Swift's canonical equivalence.
    @Test func stringsCompareByCodePoints() throws {
        let schema = try JSONSchema(json: #"{"const": "\u00e9"}"#)
        #expect(schema.isValid(.string("\u{e9}")))
        #expect(!schema.isValid(.string("e\u{301}")))
        let unique = try JSONSchema(json: #"{"uniqueItems": true}"#)
        #expect(unique.isValid(.array([.string("\u{e9}"), .string("e\u{301}")])))
        #expect(!unique.isValid(.array([.number(1), .number(1.0)])))
    }

    /// What cannot be taken is refused when the schema is loaded, naming the keyword and where it is.
    static let refusals: [(schema: String, pointer: String, says: String)] = [
        (#"{"properties": {"age": {"minimum": "ten"}}}"#, "/properties/age/minimum", "must be a number"),
        (#"{"dependencies": {"a": ["b"]}}"#, "/dependencies", "dependentRequired"),
        (#"{"items": [{"type": "string"}]}"#, "/items", "prefixItems"),
        (##"{"$ref": "#/$defs/missing"}"##, "/$ref", "no schema of this document"),
        (#"{"$ref": "https://example.com/other.json"}"#, "/$ref", "nothing is fetched"),
        (#"{"pattern": "(unclosed"}"#, "/pattern", "regular expression"),
        (#"{"type": "text"}"#, "/type", "not a JSON type"),
        (
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##,
            "", "without end"
        ),
        (#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#, "/$schema", "only draft 2020-12"),
        (#"{"minItems": -1}"#, "/minItems", "non-negative integer"),
        (#"{"multipleOf": 0}"#, "/multipleOf", "greater than 0"),
        (#"[1]"#, "", "object or a boolean"),
    ]

    @Test(arguments: refusals)
    func refusesWhatItCannotTake(json: String, pointer: String, says: String) throws {
        #expect {
            try JSONSchema(json: json)
        } throws: { error in
            guard let error = error as? JSONSchemaError else { return false }
            return error.description.contains(says)
                && (pointer.isEmpty || error.pointer == (try? JSONPointer(parsing: pointer)))
        }
    }

    /// References resolve against `$id`s, `$anchor`s and URNs; a recursive schema follows the value down.
    @Test func resolvesIdentifiersAndAnchors() throws {
        let schema = try JSONSchema(
            json: """
                {"$id": "urn:example:tree", "type": "object",
                 "properties": {"children": {"type": "array", "items": {"$ref": "urn:example:tree"}},
                   "leaf": {"$ref": "#leaf"}},
                 "$defs": {"leaf": {"$anchor": "leaf", "type": "integer"}}}
                """)
        #expect(schema.isValid(try JSONValue(json: #"{"children": [{"children": [{"leaf": 1}]}]}"#)))
        let errors = schema.validate(
            try JSONValue(json: #"{"children": [{"children": [{"leaf": "x"}]}]}"#), messages: .english)
        #expect(errors.map(\.path) == [["children", "0", "children", "0", "leaf"]])
    }

    /// One schema, many threads at once.
    @Test func isSharedAcrossThreads() async throws {
        let schema = try Self.schema()
        let bad = try JSONValue(json: #"{"customer": {}, "addresses": []}"#)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { (0..<200).reduce(0) { total, _ in total + schema.validate(bad).count } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 400, count: 8))
    }

    /// `format` asserts the formats the library checks, with the rules' codes where a rule says the same; any
    /// other format is an annotation, and a value that is not a string passes.
    @Test(arguments: [
        ("email", "ada@example.com", true), ("email", "ada@", false), ("email", "ada@bücher.example", false),
        ("idn-email", "ada@bücher.example", true), ("uri", "https://example.com/a?b#c", true),
        ("uri", "//example.com/a", false), ("uri", "https://exa mple.com", false), ("date", "2024-02-29", true),
        ("date", "2023-02-29", false), ("date", "2024-2-9", false), ("ipv4", "192.168.0.1", true),
        ("ipv4", "192.168.00.1", false), ("ipv4", "256.1.1.1", false), ("ipv6", "::ffff:192.168.0.1", true),
        ("ipv6", "1::2::3", false), ("ipv6", "12345::", false), ("uuid", "2eb8aa08-aa98-11ea-b4aa-73b441d16380", true),
        ("uuid", "2eb8aa08aa9811eab4aa73b441d16380", false), ("hostname", "www.example.com", true),
        ("hostname", "-example.com", false), ("hostname", "exa_mple.com", false), ("duration", "not one", true),
    ])
    func formatsThatRulesCheckAreAsserted(format: String, text: String, valid: Bool) throws {
        let schema = try JSONSchema(json: #"{"format": "\#(format)"}"#)
        #expect(schema.isValid(.string(text)) == valid)
        #expect(schema.isValid(.number(1)), "a number is not a string: nothing to check")
    }

    @Test func formatErrorsSpeakAsTheRules() throws {
        let schema = try JSONSchema(
            json: #"{"properties": {"email": {"format": "email"}, "server": {"format": "ipv4"}}}"#)
        let errors = schema.validate(try JSONValue(json: #"{"email": "ada@", "server": "1.2.3"}"#), messages: .english)
        #expect(errors.map(\.code) == [.invalidEmail, .invalidIPAddress])
        #expect(errors.map(\.message) == ["email is not a valid email address.", "server is not a valid IP address."])
    }
}
