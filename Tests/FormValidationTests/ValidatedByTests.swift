import FormValidation
import Foundation
import Testing

@Suite struct ValidatedByTests {
    enum Nickname: ValidationRuleProvider {
        static let rules = RuleSet<String>(.trimmingWhitespace(), .length(3...20).fallback(""), field: "Nickname")
    }

    enum Age: ValidationRuleProvider {
        static let rules = RuleSet<Int>(.range(13...130), field: "Age")
        static let fallback: Int? = 0
    }

    struct Profile: Codable {
        @ValidatedBy<Nickname> var nickname = ""
        @ValidatedBy<Age> var age = 18
    }

    @Test func decodingValidatesAndKeepsTheValueAsSent() throws {
        let profile = try JSONDecoder().decode(Profile.self, from: Data(#"{"nickname": " ada ", "age": 36}"#.utf8))
        #expect(profile.nickname == " ada ")
        #expect(profile.$nickname.correctedValue == "ada")
        #expect(profile.age == 36)
        #expect(profile.$age.isValid)
    }

    @Test(arguments: [
        (#"{"nickname": "x", "age": 36}"#, "Nickname must be 3 to 20 characters long."),
        (#"{"nickname": "ada", "age": 200}"#, "Age must be between 13 and 130."),
    ])
    func decodingAnInvalidValueThrows(_ json: String, _ message: String) {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains(message))
        #expect((context.underlyingError as? ValidationFailure)?.errorMessages == [message])
    }

    @Test func encodingWritesValidValuesAndFallbacks() throws {
        var profile = Profile()
        profile.nickname = " ada "
        profile.age = 200
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"age":0,"nickname":"ada"}"#)
        profile.nickname = "x"  // the length rule's fallback
        profile.age = 40
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"age":40,"nickname":""}"#)
    }

    @Test func projectionShowsErrors() {
        var profile = Profile()
        profile.nickname = "x"
        #expect(profile.$nickname.errorMessages == ["Nickname must be 3 to 20 characters long."])
        #expect(profile.$age.isValid)
    }
}
