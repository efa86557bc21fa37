import FormValidation
import Testing

@Suite struct ContainsUppercaseTests {
    let rules = RuleSet<String>(.containsUppercase(), field: "Password")

    @Test(arguments: ["Password", "passworD", "ΩMEGA", "ǅ", "pass Word1", "ÉCOLE"])
    func hasAnUppercaseLetter(_ text: String) {
        expect(rules, accepts: text)
    }

    @Test(arguments: ["password", "1234", "ß", "ωmega", "ⓐ", "_-+"])
    func hasNone(_ text: String) {
        expect(
            rules, rejects: text, codes: [.missingUppercase], messages: ["Password must contain an uppercase letter."])
    }
}
