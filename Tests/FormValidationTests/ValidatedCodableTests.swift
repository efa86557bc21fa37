import FormValidation
import Foundation
import Testing

/// The wrapper that `Email`'s documentation shows how to write: static rules, forwarding to `Validated`.
@propertyWrapper
struct Username: Codable, Sendable {
    static let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .length(3...20), field: "Username")
    private var validated: Validated<String>

    init(wrappedValue: String) { validated = Validated(wrappedValue: wrappedValue, Self.rules) }
    var wrappedValue: String {
        get { validated.wrappedValue }
        set { validated.wrappedValue = newValue }
    }
    var projectedValue: Validated<String>.Projection { validated.projectedValue }

    init(from decoder: any Decoder) throws { validated = try Validated(from: decoder, Self.rules) }
    func encode(to encoder: any Encoder) throws { try validated.encode(to: encoder) }
}

@Suite struct ValidatedCodableTests {
    /// A model sent to a server: every property is encoded as valid data, a fallback, or null.
    struct Profile: Encodable {
        @Validated(field: "Name", .trimmingWhitespace(), .required()) var name = ""
        @Validated(field: "Website", .trimmingWhitespace(), try! .regularExpression("https://.+"), fallback: "")
        var website = ""
        @Validated(field: "Age", .range(0...150), fallback: 0) var age = 0
        @Validated(field: "Backup email", .email()) var backupEmail: String? = nil
        @Validated(field: "Nickname", .required(), fallback: "anonymous") var nickname: String? = nil
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // MARK: Encoding

    @Test func encodesCorrectedValidValues() throws {
        var profile = Profile()
        profile.name = "  Ada "
        profile.website = " https://ada.dev"
        profile.age = 36
        profile.backupEmail = "ada@example.com"
        profile.nickname = "ada"
        #expect(
            try Self.json(profile)
                == #"{"age":36,"backupEmail":"ada@example.com","name":"Ada","nickname":"ada","website":"https://ada.dev"}"#
        )
        #expect(profile.name == "  Ada ")  // encoding corrects the output, not the property
    }

    @Test func encodesTheFallbackOrNullForInvalidValues() throws {
        var profile = Profile()
        profile.website = "ftp://ada.dev"
        profile.age = 200
        profile.backupEmail = "ada@"
        #expect(
            try Self.json(profile)
                == #"{"age":0,"backupEmail":null,"name":null,"nickname":"anonymous","website":""}"#)
    }

    @Test func aValidMissingOptionalEncodesAsNull() throws {
        struct Contact: Encodable {
            @Validated(.email()) var email: String? = nil
        }
        #expect(try Self.json(Contact()) == #"{"email":null}"#)
    }

    @Test func encodesAsASingleValue() throws {
        let list = [Validated(wrappedValue: " a ", .trimmingWhitespace()), Validated(wrappedValue: "b", .email())]
        #expect(try Self.json(list) == #"["a",null]"#)
    }

    /// The example model of the article "Property wrappers and streams", and what its comments promise.
    struct SignUp: Encodable {
        @Email var email: String
        @Validated(.strongPassword(field: "Password")) var password = ""
        @Validated(field: "Age", .range(18...), fallback: 18) var age = 0
        @Validated(field: "Nickname", .trimmingWhitespace(), .length(3...20)) var nickname: String? = nil
    }

    @Test func theReadmeExample() throws {
        var form = SignUp(email: " ada@example.com ")
        form.password = "secret"
        #expect(form.$email.correctedValue == "ada@example.com")
        #expect(form.email == " ada@example.com ")
        #expect(
            form.$password.errorMessages == [
                "Password must be at least 8 characters long.", "Password must contain an uppercase letter.",
                "Password must contain a number.",
            ])
        #expect(try Self.json(form) == #"{"age":18,"email":"ada@example.com","nickname":null,"password":null}"#)
    }

    // MARK: Decoding, through a wrapper with static rules

    struct Account: Codable {
        @Username var username: String
    }

    @Test func decodesAndValidates() throws {
        let account = try JSONDecoder().decode(Account.self, from: Data(#"{"username":" ada_l "}"#.utf8))
        #expect(account.username == " ada_l ")
        #expect(account.$username.correctedValue == "ada_l")
        #expect(try Self.json(account) == #"{"username":"ada_l"}"#)
    }

    @Test(arguments: [
        (#"{"username":"ab"}"#, ["Username must be 3 to 20 characters long."]),
        (#"{"username":"   "}"#, ["Username is required."]),
    ])
    func rejectsAnInvalidValue(_ json: String, _ messages: [String]) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Account.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["username"])
        #expect(context.debugDescription == "The value failed validation: " + messages.joined(separator: " "))
        let failure = try #require(context.underlyingError as? ValidationFailure)
        #expect(failure.errorMessages == messages)
        #expect(failure.errors.allSatisfy { $0.field == "Username" })
    }

    @Test func theDebugDescriptionListsEveryMessage() throws {
        let rules = RuleSet<String>.strongPassword(field: "Password")
        struct Holder: Decodable {
            let password: Validated<String>
            init(from decoder: any Decoder) throws {
                password = try Validated(from: decoder, .strongPassword(field: "Password"))
            }
        }
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Holder.self, from: Data(#""secret""#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(
            context.debugDescription
                == "The value failed validation: Password must be at least 8 characters long. "
                + "Password must contain an uppercase letter. Password must contain a number.")
        #expect((context.underlyingError as? ValidationFailure)?.errors == rules.validate("secret").errors)
    }

    @Test func decodesOptionalValuesWithTheWrappedTypesRules() throws {
        struct Holder: Decodable {
            let email: Validated<String?>
            init(from decoder: any Decoder) throws {
                email = try Validated(from: decoder, RuleSet<String>(.email(), field: "Email"))
            }
        }
        let missing = try JSONDecoder().decode(Holder.self, from: Data("null".utf8))
        #expect(missing.email.wrappedValue == nil)
        #expect(missing.email.projectedValue.isValid)
        let present = try JSONDecoder().decode(Holder.self, from: Data(#""ada@example.com""#.utf8))
        #expect(present.email.wrappedValue == "ada@example.com")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Holder.self, from: Data(#""ada@""#.utf8))
        }
    }

    @Test func aDecodedPropertyStreamsItsErrors() async throws {
        var account = try JSONDecoder().decode(Account.self, from: Data(#"{"username":"ada"}"#.utf8))
        var iterator = account.$username.errorUpdates.makeAsyncIterator()
        #expect(await iterator.next() == [])
        account.username = ""
        #expect(await iterator.next()?.map(\.message) == ["Username is required."])
    }
}
