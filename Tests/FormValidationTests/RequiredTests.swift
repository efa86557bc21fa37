import FormValidation
import Testing

@Suite struct RequiredTests {
    let rules = RuleSet<String>(.required())

    @Test(arguments: CorpusCase.all("alpvalidator.required", "swift-validator.required"))
    func corpus(_ example: CorpusCase) {
        let value: String? = example.value.stringValue  // JSON null stands for a missing value
        #expect(rules.validate(value).isValid == example.expectedValid)
    }

    @Test(arguments: ["", " ", "   ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}\u{3000}"])
    func emptyAndWhitespaceOnlyTextIsMissing(_ value: String) {
        expect(rules, rejects: value, codes: [.required], messages: ["This field is required."])
    }

    @Test(arguments: ["a", " a ", "0", "\u{200B}x", "·"])
    func anyVisibleCharacterIsAValue(_ value: String) {
        expect(rules, accepts: value)
    }

    @Test func nilIsMissing() {
        #expect(rules.validate(nil as String?).errors.map(\.code) == [.required])
        #expect(RuleSet<Int>(.required()).validate(nil as Int?).errors.map(\.code) == [.required])
    }

    @Test func numbersAreNeverEmpty() {
        #expect(RuleSet<Int>(.required()).validate(0).isValid)
        #expect(RuleSet<Double>(.required()).validate(0).isValid)
    }

    @Test func whitespaceCanCountAsAValue() {
        let lenient = RuleSet<String>(.required(ignoringWhitespace: false), .minimumLength(2))
        expect(lenient, accepts: "  ")
        expect(lenient, rejects: " ", codes: [.tooShort])
        expect(lenient, rejects: "", codes: [.required])
    }

    @Test func customMessageAndFieldName() {
        let named = RuleSet<String>(.required(), field: "Email")
        expect(named, rejects: "", codes: [.required], messages: ["Email is required."])
        let custom = RuleSet<String>(.required(message: "Tell us your {field}, please."), field: "name")
        expect(custom, rejects: " ", codes: [.required], messages: ["Tell us your name, please."])
        #expect(custom.validate(" ").errors.first?.field == "name")
    }
}
