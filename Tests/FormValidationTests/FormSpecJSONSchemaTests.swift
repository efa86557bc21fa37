import FormValidation
import Foundation
import Testing

/// A form spec written as a JSON Schema and read back: the spec comes back whole, validates records exactly as the
/// original does, and the schema's standard keywords accept every record the spec accepts.
@Suite struct FormSpecJSONSchemaTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func spec(_ file: String) throws -> FormSpec {
        try FormSpec.load(contentsOf: fixtures.appendingPathComponent(file))
    }

    /// Signups with every kind of mistake, and good ones.
    static let signups: [String] = [
        #"{"username": " ada_lovelace ", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1", "age": 36, "dateOfBirth": "10/12/1815", "country": "GB", "contactByPhone": "yes", "phone": "020 7946 0000", "otherPhones": ["07400 123456"]}"#,
        #"{"username": "A!", "email": "ada@", "password": "short", "passwordConfirmation": "x", "age": 12, "dateOfBirth": "2999-01-01", "country": "XX", "phone": "020 7946 0000"}"#,
        #"{"username": "ada_l", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1", "country": "NL", "contactByPhone": "yes"}"#,
        #"{"username": "ada_l", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1", "country": "GB", "otherPhones": ["07400 123456", "+447400123456", "1"]}"#,
        #"{"username": ["ada"], "age": "thirty", "otherPhones": "07400 123456"}"#,
        "{}",
    ]

    /// Orders with a customer and addresses, good and bad.
    static let orders: [String] = [
        #"{"customer": {"name": "Ada", "email": "ada@example.com"}, "addresses": [{"street": "1 Main St", "city": "London", "country": "GB", "postalCode": "SW1A 1AA", "phone": "020 7946 0000"}]}"#,
        #"{"customer": {"name": "", "phone": "12"}, "addresses": [{"street": "1 Main St", "city": "San Francisco", "country": "US", "state": "NY", "postalCode": "94103"}, {"street": "1 Main St", "city": "San Francisco", "country": "US", "postalCode": "94103"}]}"#,
        #"{"customer": {"name": "Ada"}, "addresses": []}"#,
        #"{"customer": "Ada", "addresses": {}}"#,
    ]

    @Test(arguments: [("signup.form.json", signups), ("order.form.json", orders)])
    func roundTripKeepsTheMeaning(file: String, records: [String]) async throws {
        let spec = try Self.spec(file)
        let schema = spec.jsonSchema
        let back = try FormSpec(jsonSchema: schema)
        #expect(back == spec, "the spec comes back whole")
        // Through JSON text, as a schema travels.
        let text = schema.description
        let reread = try FormSpec(jsonSchema: try JSONValue(json: text))
        #expect(reread == spec)

        let original = try FormSpecValidator(spec, localOnly: true)
        let imported = try FormSpecValidator(reread, localOnly: true)
        let standard = try JSONSchema(json: text)
        for line in records {
            guard case .object(let record) = try JSONValue(json: line) else { continue }
            let expected = original.validateLocally(record)
            let actual = imported.validateLocally(record)
            #expect(actual == expected, "\(line)")
            if expected.isValid {
                #expect(
                    standard.validate(.object(record)) == [],
                    "the standard keywords refuse a record the spec takes: \(line)")
            }
        }
    }

    /// What JSON Schema can say is said in its own keywords, for other tools.
    @Test func standardKeywordsDescribeTheForm() throws {
        let schema = try Self.spec("order.form.json").jsonSchema
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema.value(at: ["properties", "customer", "type"]) == ["object", "null"])
        #expect(schema.value(at: ["properties", "customer", "title"]) == "Customer")
        #expect(schema.value(at: ["properties", "customer", "required"]) == ["name"])
        #expect(schema.value(at: ["properties", "addresses", "type"]) == ["array", "null"])
        #expect(schema.value(at: ["properties", "addresses", "minItems"]) == 1)
        #expect(schema.value(at: ["properties", "addresses", "maxItems"]) == 3)
        #expect(
            schema.value(at: [
                "properties", "addresses", "items", "properties", "postalCode", "x-formvalidation", "rules", "2",
                "rule",
            ])
                == "postalCode")
        let signup = try Self.spec("signup.form.json").jsonSchema
        #expect(signup.value(at: ["properties", "password", "writeOnly"]) == true)
        #expect(signup.value(at: ["properties", "phone", "x-formvalidation", "dependsOn"]) == ["country"])
    }

    @Test func aSchemaNotWrittenFromASpecIsRefused() throws {
        #expect {
            try FormSpec(jsonSchema: ["type": "object"])
        } throws: { error in
            (error as? FormSpecError)?.description.contains("x-formvalidation") == true
        }
    }
}
