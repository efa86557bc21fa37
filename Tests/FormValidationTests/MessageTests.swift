import FormValidation
import Foundation
import Testing

@Suite struct MessageTests {
    @Test func placeholdersAreFilled() {
        let rules = RuleSet<String>(
            .length(3...5, message: "{field} needs {min} to {max} {unit}, not {length}."), field: "Nickname")
        #expect(rules.validate("ab").errorMessages == ["Nickname needs 3 to 5 characters, not 2."])
    }

    @Test func valueIsShownOnlyWhenAskedFor() {
        let plain = RuleSet<String>(.email())
        #expect(plain.validate("ada@").errorMessages == ["This field is not a valid email address."])
        let echoing = RuleSet<String>(.email(message: "“{value}” is not an email address."))
        #expect(echoing.validate("ada@").errorMessages == ["“ada@” is not an email address."])
    }

    @Test func secretValuesAreNeverEchoed() {
        let rules = RuleSet<String>(.minimumLength(8, message: "“{value}” is too short."), isSecret: true)
        #expect(rules.validate("hunter2").errorMessages == ["“••••” is too short."])
    }

    @Test(arguments: [
        ("{min}", "3"), ("{unknown}", "{unknown}"), ("{", "{"), ("}", "}"), ("{{min}}", "{3}"), ("{min", "{min"),
        ("a{min}b{max}c", "a3b5c"), ("{field}{field}", "This fieldThis field"), ("no placeholders", "no placeholders"),
        ("{ min }", "{ min }"), ("{mi{min}", "{mi3"),
    ])
    func templateEdgeCases(_ template: String, _ rendered: String) {
        let rules = RuleSet<String>(.length(3...5, message: template))
        #expect(rules.validate("ab").errorMessages == [rendered])
    }

    @Test func catalogReplacesDefaultsByCode() {
        var german = MessageCatalog(fieldName: "Dieses Feld")
        german[.required] = "{field} ist erforderlich."
        german[.tooShort] = "{field} muss mindestens {min} Zeichen lang sein."
        let unnamed = RuleSet<String>(.required(), .minimumLength(8), messages: german)
        #expect(unnamed.validate(" ").errorMessages == ["Dieses Feld ist erforderlich."])
        let named = RuleSet<String>(.required(), .minimumLength(8), .containsNumber(), field: "Passwort", messages: german)
        #expect(named.validate("abc").errorMessages == [
            "Passwort muss mindestens 8 Zeichen lang sein.", "Passwort must contain a number.",
        ])
        // A rule's own message wins over the catalog.
        let custom = RuleSet<String>(.required(message: "Bitte ausfüllen."), messages: german)
        #expect(custom.validate("").errorMessages == ["Bitte ausfüllen."])
    }

    @Test func errorsAreCodable() throws {
        let error = RuleSet<String>(.length(3...5), field: "Code").validate("ab").errors[0]
        let data = try JSONEncoder().encode(error)
        #expect(try JSONDecoder().decode(ValidationError.self, from: data) == error)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["code"] as? String == "tooShort")
        #expect((object?["parameters"] as? [String: Any])?["min"] as? Int == 3)
        #expect(object?["message"] as? String == "Code must be 3 to 5 characters long.")
        #expect(object?["field"] as? String == "Code")
    }

    @Test func errorDescribesItselfWithItsMessage() {
        let error = RuleSet<String>(.required()).validate("").errors[0]
        #expect("\(error)" == "This field is required.")
        #expect(ValidationParameter.list(["a", "b"]).description == "a, b")
    }
}
