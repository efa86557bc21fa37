import FormValidation
import Testing

/// One validator answering records in many languages, as a server does per request: its rules are reworded once
/// per catalog and kept, and every answer is the one a validator built for that catalog alone gives.
@Suite struct FormSpecValidatorLanguageTests {
    static let spec = """
        {"name": "signup", "fields": [
          {"name": "username", "rules": [{"rule": "required"}, {"rule": "length", "min": 3, "max": 20}]},
          {"name": "email", "rules": [{"rule": "required"}, {"rule": "email"}]},
          {"name": "age", "kind": "number", "rules": [{"rule": "number", "min": 13}]}]}
        """
    static let record: [String: JSONValue] = ["username": "A", "email": "ada", "age": 9]

    static func messages(_ result: FormSpecResult) -> [String] {
        result.fields.flatMap { $0.errors.map(\.message) }
    }

    @Test func everyCatalogGetsItsOwnWording() async throws {
        let shared = try FormSpecValidator(try FormSpec(json: Self.spec))
        let invented = (0..<40).map { MessageCatalog(languages: ["fr-x-client\($0)"]) }
        var custom = MessageCatalog(languages: ["de"])
        custom.fieldName = "Dieses Feld"
        let catalogs =
            [MessageCatalog(languages: ["de"]), MessageCatalog(languages: ["fr"]), .english, custom]
            + invented + [MessageCatalog(languages: ["de"]), MessageCatalog(languages: ["ja"])]
        for catalog in catalogs {
            let alone = try FormSpecValidator(try FormSpec(json: Self.spec), messages: catalog)
            let expected = Self.messages(alone.validateLocally(Self.record))
            #expect(!expected.isEmpty)
            #expect(Self.messages(shared.validateLocally(Self.record, messages: catalog)) == expected)
            #expect(Self.messages(await shared.validate(Self.record, messages: catalog)) == expected)
        }
        let german = Self.messages(shared.validateLocally(Self.record, messages: MessageCatalog(languages: ["de"])))
        let french = Self.messages(shared.validateLocally(Self.record, messages: MessageCatalog(languages: ["fr"])))
        #expect(german != french)
    }
}
