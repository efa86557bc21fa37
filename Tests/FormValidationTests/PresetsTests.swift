import FormValidation
import Testing

@Suite struct PresetsTests {
    // MARK: emailAddress

    @Test(arguments: [
        ("ada@example.com", "ada@example.com"),
        ("  ada@example.com\n", "ada@example.com"),
        ("first.last+tag@example.museum", "first.last+tag@example.museum"),
    ])
    func emailAddressAcceptsAndTrims(_ text: String, _ corrected: String) {
        expect(.emailAddress(field: "Email"), accepts: text, correctedTo: corrected)
    }

    @Test(arguments: [
        ("", [ValidationError.Code.required], ["Email is required."]),
        ("   ", [.required], ["Email is required."]),
        ("ada@", [.invalidEmail], ["Email is not a valid email address."]),
        (" ada @example.com ", [.invalidEmail], ["Email is not a valid email address."]),
        ("user@localhost", [.invalidEmail], ["Email is not a valid email address."]),
    ])
    func emailAddressRejects(_ text: String, _ codes: [ValidationError.Code], _ messages: [String]) {
        expect(.emailAddress(field: "Email"), rejects: text, codes: codes, messages: messages)
    }

    @Test func emailAddressRules() {
        let rules = RuleSet<String>.emailAddress()
        #expect(rules.rules.map(\.name) == ["trimmingWhitespace", "required", "email"])
        #expect(rules.fieldName == nil)
        #expect(rules.validate("ada@").errorMessages == ["This field is not a valid email address."])
    }

    // MARK: strongPassword

    @Test(arguments: ["Passw0rd", "CorrectHorse9", "ÄÖÜ12345", "Pass word 1"])
    func strongPasswordAccepts(_ text: String) {
        expect(.strongPassword(field: "Password"), accepts: text, correctedTo: text)
    }

    @Test(arguments: [
        ("", [ValidationError.Code.required], ["Password is required."]),
        ("Pass1", [.tooShort], ["Password must be at least 8 characters long."]),
        ("password1", [.missingUppercase], ["Password must contain an uppercase letter."]),
        ("Password", [.missingNumber], ["Password must contain a number."]),
        (
            "secret", [.tooShort, .missingUppercase, .missingNumber],
            [
                "Password must be at least 8 characters long.", "Password must contain an uppercase letter.",
                "Password must contain a number.",
            ]
        ),
        // Eight characters, not eight UTF-16 units: the flag is one character.
        ("Pass1🇯🇵", [.tooShort], ["Password must be at least 8 characters long."]),
    ])
    func strongPasswordRejects(_ text: String, _ codes: [ValidationError.Code], _ messages: [String]) {
        expect(.strongPassword(field: "Password"), rejects: text, codes: codes, messages: messages)
    }

    @Test func strongPasswordMinimumLength() {
        let rules = RuleSet<String>.strongPassword(field: "PIN", minimumLength: 12)
        #expect(rules.validate("Passw0rd").errorMessages == ["PIN must be at least 12 characters long."])
        #expect(rules.validate("Passw0rdPassw0rd").isValid)
    }

    @Test func strongPasswordIsSecretAndUntrimmed() {
        let rules = RuleSet<String>.strongPassword()
        #expect(rules.isSecret)
        #expect(rules.rules.map(\.name) == ["required", "minimumLength", "containsUppercase", "containsNumber"])
        #expect(rules.validate(" Passw0rd ") == .valid(" Passw0rd "))
        #expect(rules.validate("Pass1").errorMessages == ["This field must be at least 8 characters long."])
    }
}
