import FormValidation
import Testing

@Suite struct ContainsNumberTests {
    let rules = RuleSet<String>(.containsNumber())

    @Test(arguments: CorpusCase.all("alpvalidator.containsNumber", "swift-validator.containsNumber"))
    func corpus(_ example: CorpusCase) throws {
        let text = try #require(example.value.stringValue)
        #expect(rules.validate(text).isValid == example.expectedValid)
    }

    @Test(arguments: ["a1", "0", "pass٣word", "x९", "１"])
    func anyDecimalDigit(_ text: String) {
        expect(rules, accepts: text)
    }

    @Test(arguments: ["password", "½", "Ⅻ", "①", "one", "x²"])
    func noDecimalDigit(_ text: String) {
        expect(rules, rejects: text, codes: [.missingNumber], messages: ["This field must contain a number."])
    }
}
