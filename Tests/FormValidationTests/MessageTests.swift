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
        let named = RuleSet<String>(
            .required(), .minimumLength(8), .containsNumber(), field: "Passwort", messages: german)
        #expect(
            named.validate("abc").errorMessages == [
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

    /// Whole-number bounds of any numeric type are integer parameters, so errors survive a JSON round trip.
    @Test func numericParametersRoundTrip() throws {
        let decimal = RuleSet<Decimal>(.range(13...130)).validate(7).errors
        let double = RuleSet<Double>(.range(0.5...130)).validate(7e9).errors
        let text = RuleSet<String>(.number(in: 13...130, locale: Locale(identifier: "en_US_POSIX"))).validate("7")
            .errors
        #expect(decimal[0].parameters == ["min": 13, "max": 130])
        #expect(text[0].parameters == ["min": 13, "max": 130])
        for errors in [decimal, double, text] {
            let data = try JSONEncoder().encode(errors)
            #expect(try JSONDecoder().decode([ValidationError].self, from: data) == errors)
        }
    }

    @Test func errorDescribesItselfWithItsMessage() {
        let error = RuleSet<String>(.required()).validate("").errors[0]
        #expect("\(error)" == "This field is required.")
        #expect(ValidationParameter.list(["a", "b"]).description == "a, b")
    }
}
