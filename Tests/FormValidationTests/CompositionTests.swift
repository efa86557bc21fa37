import FormValidation
import Foundation
import Testing

/// Rules made of rules: `anyOf`, `not`, and a rule set used as a rule (the composite tree).
@Suite struct CompositionTests {
    static let phone = ValidationRule<String>.all(of: [
        try! .regularExpression("\\+?[0-9 ]+", message: "{field} may only use digits, spaces and a leading +."),
        .length(6...15),
    ])
    static let contact = RuleSet<String>(.anyOf([.email(), phone]), field: "Contact")

    @Test(arguments: ["ada@example.com", "+44 20 7946", "0612345678"])
    func anyOfPassesWhenOneAlternativePasses(_ value: String) {
        expect(Self.contact, accepts: value, correctedTo: value)
    }

    @Test func anyOfReportsOneErrorWithEveryAlternativesErrorsAsDetails() throws {
        let error = try #require(Self.contact.validate("ada@").errors.first)
        #expect(Self.contact.validate("ada@").errors.count == 1)
        #expect(error.code == .noMatchingAlternative)
        #expect(error.message == "Contact does not match any of the accepted formats.")
        #expect(error.field == "Contact")
        #expect(error.details.map(\.code) == [.invalidEmail, .patternMismatch, .tooShort])
        #expect(
            error.details.map(\.message) == [
                "Contact is not a valid email address.",
                "Contact may only use digits, spaces and a leading +.",
                "Contact must be 6 to 15 characters long.",
            ])
        #expect(error.details.allSatisfy { $0.field == "Contact" })
    }

    @Test func anyOfTakesACustomMessageAndTheCatalogsLanguage() throws {
        let german = RuleSet<String>(
            .anyOf([.email(), .containsNumber()]), field: "Kontakt", messages: MessageCatalog(languages: ["de"]))
        let error = try #require(german.validate("abc").errors.first)
        #expect(error.message == "Kontakt entspricht keinem der zulässigen Formate.")
        #expect(
            error.details.map(\.message) == [
                "Kontakt ist keine gültige E-Mail-Adresse.", "Kontakt muss eine Ziffer enthalten.",
            ])
        let custom = RuleSet<String>(
            .anyOf([.email(), .containsNumber()], message: "Give {field} as an email or a number."),
            field: "Contact")
        #expect(custom.validate("abc").errorMessages == ["Give Contact as an email or a number."])
    }

    @Test func anyOfAlternativesNeverChangeTheValue() {
        let rules = RuleSet<String>(.anyOf([.all(of: [.correcting { $0 = $0.uppercased() }, .oneOf(["NL"])])]))
        // The correction shapes what the alternative checks, not the value the set returns.
        expect(rules, accepts: "nl", correctedTo: "nl")
    }

    @Test func notPassesWhenItsRuleFails() {
        let username = RuleSet<String>(
            .not(.oneOf(["admin", "root"]), message: "{field} is reserved."), field: "Username")
        expect(username, accepts: "ada")
        expect(username, rejects: "admin", codes: [.forbidden], messages: ["Username is reserved."])
        expect(
            RuleSet<String>(.not(.containsNumber())), rejects: "r2d2", codes: [.forbidden],
            messages: ["This field is not allowed."])
    }

    @Test func aRuleSetUsedAsARuleReportsEveryErrorInOrder() {
        let strong = RuleSet<String>(.minimumLength(8), .containsUppercase(), .containsNumber())
        let password = RuleSet<String>(
            .required(), .all(of: strong), .custom(message: "{field} is too common.") { $0 != "Password1" },
            field: "Password")
        #expect(password.count == 5)
        expect(
            password, rejects: "secret", codes: [.tooShort, .missingUppercase, .missingNumber],
            messages: [
                "Password must be at least 8 characters long.", "Password must contain an uppercase letter.",
                "Password must contain a number.",
            ])
        expect(password, rejects: "Password1", codes: [.custom], messages: ["Password is too common."])
        expect(password, rejects: "", codes: [.required])
        expect(password, accepts: "Analytical1")
    }

    @Test func compositesOfCompositesNestAsATree() {
        let letters = RuleSet<String>(.containsUppercase(), .containsLowercase())
        let characters = RuleSet<String>(.all(of: letters), .containsNumber())
        let password = RuleSet<String>(.all(of: characters), .minimumLength(8), field: "Password")
        expect(password, rejects: "abc", codes: [.missingUppercase, .missingNumber, .tooShort])
        // As an alternative, the whole tree passes or fails together.
        let either = RuleSet<String>(.anyOf([.all(of: characters), .email()]))
        expect(either, accepts: "Ab1")
        expect(either, accepts: "ada@example.com")
        let error = either.validate("abc").errors.first
        #expect(error?.details.map(\.code) == [.missingUppercase, .missingNumber, .invalidEmail])
    }

    @Test func aRuleSetsCorrectionsRunFirstWhenItIsUsedAsARule() {
        let trimmedEmail = RuleSet<String>(.email(), .trimmingWhitespace())
        let rules = RuleSet<String>(.required(), .all(of: trimmedEmail))
        expect(rules, accepts: "  ada@example.com ", correctedTo: "ada@example.com")
        expect(rules, rejects: "   ", codes: [.required])
    }

    @Test func detailsEncodeAndDecode() throws {
        let error = try #require(Self.contact.validate("ada@").errors.first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(error), as: UTF8.self)
        #expect(
            json.hasPrefix(#"{"code":"noMatchingAlternative","details":[{"code":"invalidEmail","field":"Contact","#))
        #expect(try JSONDecoder().decode(ValidationError.self, from: Data(json.utf8)) == error)
        // No details, no key: errors read as before.
        let plain = ValidationError(code: .required, message: "Name is required.", field: "name")
        #expect(
            String(decoding: try encoder.encode(plain), as: UTF8.self)
                == #"{"code":"required","field":"name","message":"Name is required.","parameters":{}}"#)
    }

    // MARK: - In specs

    @Test func specsNestRulesAndBuildThemThroughTheirDeclarations() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "contact", "label": "Contact", "rules": [
                  {"rule": "anyOf", "rules": [{"rule": "email"}, {"rule": "length", "min": 6, "max": 15}],
                   "message": {"en": "{field} must be an email or a number.", "de": "{field} muss eine E-Mail oder Nummer sein."}},
                  {"rule": "not", "of": {"rule": "oneOf", "values": ["admin@example.com"]}}
                ]}]}
                """#)
        let rules = try #require(spec[field: "contact"]).makeRules(messages: .english).rules
        expect(rules, accepts: "ada@example.com")
        expect(rules, accepts: "0612345678")
        expect(
            rules, rejects: "ada", codes: [.noMatchingAlternative], messages: ["Contact must be an email or a number."])
        expect(rules, rejects: "admin@example.com", codes: [.forbidden], messages: ["Contact is not allowed."])
        let german = try #require(spec[field: "contact"]).makeRules(messages: MessageCatalog(languages: ["de"])).rules
        expect(
            german, rejects: "ada", codes: [.noMatchingAlternative],
            messages: ["Contact muss eine E-Mail oder Nummer sein."])
        // Encoding round-trips.
        #expect(try JSONDecoder().decode(FormSpec.self, from: JSONEncoder().encode(spec)) == spec)
        #expect(
            RuleSpec.anyOf([.email(), .length(6...15)]).description
                == #"{"rule":"anyOf","rules":[{"rule":"email"},{"max":15,"min":6,"rule":"length"}]}"#)
        #expect(RuleSpec.not(.oneOf(["a"])).description == #"{"of":{"rule":"oneOf","values":["a"]},"rule":"not"}"#)
    }

    @Test(arguments: [
        (
            #"{"rule": "anyOf", "rules": [{"rule": "email"}, {"rule": "length", "min": 3}]}"#,
            #"field "x", rule 1 (anyOf), rule 2 (length): missing "max""#
        ),
        (
            #"{"rule": "anyOf", "rules": [{"rule": "email"}, {"rule": "length", "min": 5, "max": 3}]}"#,
            #"field "x", rule 1 (anyOf), rule 2 (length): "min" must not be greater than "max""#
        ),
        (
            #"{"rule": "anyOf", "rules": [{"rule": "anyOf", "rules": [{"rule": "emial"}]}]}"#,
            #"field "x", rule 1 (anyOf), rule 1 (anyOf), rule 1: unknown rule "emial" (known rules: "#
                + RuleSpec.ruleNames.joined(separator: ", ") + #")"#
        ),
        (#"{"rule": "anyOf", "rules": []}"#, #"field "x", rule 1 (anyOf): "rules" must hold at least one rule"#),
        (
            #"{"rule": "anyOf", "rules": {"rule": "email"}}"#,
            #"field "x", rule 1 (anyOf): "rules" must be an array of rules, not {"rule":"email"}"#
        ),
        (
            #"{"rule": "anyOf", "rules": [{"rule": "remote", "url": "https://example.com"}]}"#,
            #"field "x", rule 1 (anyOf), rule 1 (remote): an asynchronous rule cannot be nested in another"#
        ),
        (
            #"{"rule": "not", "of": {"rule": "regularExpression", "pattern": "a("}}"#,
            #"field "x", rule 1 (not), "of" (regularExpression): invalid regular expression "a(": expected ')'"#
        ),
        (
            #"{"rule": "not", "of": [{"rule": "email"}]}"#,
            #"field "x", rule 1 (not): "of" must be a rule object such as {"rule": "email"}, not [{"rule":"email"}]"#
        ),
        (
            #"{"rule": "not", "of": {"rule": "equalToField", "field": "nowhere"}}"#,
            #"field "x", rule 1 (not), "of" (equalToField): "field" names unknown field "nowhere""#
        ),
        (
            #"{"rule": "not", "of": {"rule": "email", "when": {"field": "nowhere", "notEmpty": true}}}"#,
            #"field "x", rule 1 (not), "of" (email), "when": "field" names unknown field "nowhere""#
        ),
    ])
    func specProblemsNameTheNestedPlace(_ rule: String, _ problem: String) {
        #expect(throws: FormSpecError.self) {
            try FormSpec(json: #"{"name": "f", "fields": [{"name": "x", "rules": [\#(rule)]}]}"#)
        }
        do {
            _ = try FormSpec(json: #"{"name": "f", "fields": [{"name": "x", "rules": [\#(rule)]}]}"#)
        } catch {
            #expect(error.description == problem)
        }
    }

    /// The composed rules of the article "Rules and rule sets", and what their comments promise.
    @Test func readmeExamples() throws {
        let strong = RuleSet<String>(.minimumLength(8), .containsUppercase(), .containsNumber())
        let password = RuleSet<String>(.required(), .all(of: strong), .not(.oneOf(["Password1"])), field: "Password")
        #expect(
            password.validate("secret").errorMessages == [
                "Password must be at least 8 characters long.", "Password must contain an uppercase letter.",
                "Password must contain a number.",
            ])
        let contact = RuleSet<String>(
            .anyOf([.email(), .all(of: [.length(6...15), .containsNumber()])]), field: "Contact")
        let error = try #require(contact.validate("ada@").errors.first)
        #expect(error.message == "Contact does not match any of the accepted formats.")
        #expect(error.details.map(\.code) == [.invalidEmail, .tooShort, .missingNumber])
        let booking = RuleSet<String>(
            .date(in: CalendarDate(2026, 1, 1)...CalendarDate(2030, 12, 31), locale: Locale(identifier: "en_GB")),
            field: "Arrival")
        #expect(booking.validate("23/11/2026") == .valid("2026-11-23"))
        #expect(booking.validate("31/02/2026").errorMessages == ["Arrival must be a valid date."])
        let newYork = TimeZone(identifier: "America/New_York")!
        for (today, valid) in [(AgeTests.noon(2026, 2, 28), false), (AgeTests.noon(2026, 3, 1), true)] {
            let birth = RuleSet<String>(
                .age(atLeast: 18, locale: Locale(identifier: "en_US"), timeZone: newYork, today: { today }),
                field: "Date of birth")
            #expect(birth.validate("02/29/2008").isValid == valid)
            if !valid { #expect(birth.validate("02/29/2008").errorMessages == ["You must be at least 18 years old."]) }
        }
    }
}
