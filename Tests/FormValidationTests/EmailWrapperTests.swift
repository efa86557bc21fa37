import FormValidation
import Foundation
import Testing

@Suite struct EmailWrapperTests {
    struct Contact: Codable {
        @Email var email: String
    }

    @Test(arguments: [
        ("ada@example.com", "ada@example.com"),
        ("  ada@example.com ", "ada@example.com"),
        ("δοκιμή@παράδειγμα.δοκιμή", "δοκιμή@παράδειγμα.δοκιμή"),
    ])
    func acceptsAndTrims(_ text: String, _ corrected: String) {
        let contact = Contact(email: text)
        #expect(contact.$email.isValid)
        #expect(contact.$email.correctedValue == corrected)
        #expect(contact.email == text)
    }

    @Test(arguments: [
        ("", ["Email is required."]),
        (" \n", ["Email is required."]),
        ("ada@", ["Email is not a valid email address."]),
        ("ada@example", ["Email is not a valid email address."]),
    ])
    func rejects(_ text: String, _ messages: [String]) {
        let contact = Contact(email: text)
        #expect(contact.$email.errorMessages == messages)
        #expect(contact.$email.firstError?.field == "Email")
    }

    @Test func usesTheReadyMadeRules() {
        #expect(Email.rules.rules.map(\.name) == ["trimmingWhitespace", "required", "email"])
        #expect(Email.rules.fieldName == "Email")
    }

    @Test func streamsItsErrors() async {
        var contact = Contact(email: "")
        var iterator = contact.$email.errorUpdates.makeAsyncIterator()
        #expect(await iterator.next()?.map(\.message) == ["Email is required."])
        contact.email = "ada@example.com"
        #expect(await iterator.next() == [])
    }

    // MARK: Codable

    @Test(arguments: [
        (" ada@example.com ", #"{"email":"ada@example.com"}"#),
        ("ada@", #"{"email":null}"#),
        ("", #"{"email":null}"#),
    ])
    func encodesOnlyValidAddresses(_ text: String, _ json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Contact(email: text)), as: UTF8.self) == json)
    }

    @Test func decodesAValidAddress() throws {
        let contact = try JSONDecoder().decode(Contact.self, from: Data(#"{"email":" ada@example.com"}"#.utf8))
        #expect(contact.email == " ada@example.com")
        #expect(contact.$email.correctedValue == "ada@example.com")
    }

    @Test func rejectsAnInvalidAddress() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Contact.self, from: Data(#"{"email":"ada@"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == "The value failed validation: Email is not a valid email address.")
        #expect((context.underlyingError as? ValidationFailure)?.errors.map(\.code) == [.invalidEmail])
    }

    @Test(arguments: [#"{}"#, #"{"email":null}"#, #"{"email":42}"#])
    func rejectsAMissingOrMistypedAddress(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Contact.self, from: Data(json.utf8))
        }
    }

    @Test func roundTrips() throws {
        let original = Contact(email: "  ada@example.com ")
        let decoded = try JSONDecoder().decode(Contact.self, from: try JSONEncoder().encode(original))
        #expect(decoded.email == "ada@example.com")
    }
}
