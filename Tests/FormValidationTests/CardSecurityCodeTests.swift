import FormValidation
import Foundation
import Testing

@Suite struct CardSecurityCodeTests {
    @Test func threeOrFourDigitsWithoutABrand() {
        let rules = RuleSet<String>(.cardSecurityCode(), field: "CVC")
        expect(rules, accepts: "123")
        expect(rules, accepts: "1234")
        for bad in ["12", "12345", "12a", "１２３", " 123", "1 23"] {
            expect(rules, rejects: bad, codes: [.invalidSecurityCode], messages: ["CVC must be 3 or 4 digits."])
        }
    }

    @Test func theBrandSetsTheLength() {
        let amex = RuleSet<String>(.cardSecurityCode(brand: .americanExpress), field: "CID")
        expect(amex, accepts: "1234")
        expect(amex, rejects: "123", codes: [.invalidSecurityCode], messages: ["CID must be 4 digits."])
        let visa = RuleSet<String>(.cardSecurityCode(brand: .visa), field: "CVV")
        expect(visa, accepts: "123")
        expect(visa, rejects: "1234", codes: [.invalidSecurityCode], messages: ["CVV must be 3 digits."])
        #expect(visa.validate("1234").firstError?.parameters == ["length": 3])
        expect(visa, rejects: String(repeating: "1", count: 1_000_000), codes: [.invalidSecurityCode])
    }

    @Test func aLiveBrandFollowsTheCardNumber() {
        let number = LiveValue("3782 822463 10005")
        let rules = RuleSet<String>(.cardSecurityCode(brandOf: { CardBrand.detect(number.value ?? "") }))
        expect(rules, accepts: "1234")
        number.value = "4111 1111 1111 1111"
        expect(rules, rejects: "1234", codes: [.invalidSecurityCode])
    }

    @Test func inASpecAndOnTheCommandLine() async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "number"},
                 {"name": "cvc", "dependsOn": ["number"], "rules": [{"rule": "cardSecurityCode", "cardNumberField": "number"}]},
                 {"name": "cid", "rules": [{"rule": "cardSecurityCode", "brand": "amex"}]}]}
                """#)
        #expect(spec.fields[1].rules == [.cardSecurityCode(cardNumberField: "number")])
        #expect(spec.fields[2].rules == [.cardSecurityCode(brand: .americanExpress)])
        let validator = try FormSpecValidator(spec)
        #expect(await validator.validate(["number": "378282246310005", "cvc": "1234", "cid": "1234"]).isValid)
        let invalid = await validator.validate(["number": "4111111111111111", "cvc": "1234", "cid": "123"])
        #expect(invalid.errors.map(\.message) == ["cvc must be 3 digits.", "cid must be 4 digits."])
        let result = FormCheckHarness.run(["card-security-code", "--brand", "amex"], input: "1234\n123\n")
        #expect(
            result == FormCheckResult(status: 1, output: "valid\ninvalid\tThis field must be 4 digits.\n", error: ""))
        #expect(throws: FormSpecError.self) {
            try FormSpec(
                json:
                    #"{"name": "f", "fields": [{"name": "c", "rules": [{"rule": "cardSecurityCode", "cardNumberField": "nope"}]}]}"#
            )
        }
    }
}
