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

    /// Text that shows nothing: format characters (Cf) and controls (Cc), alone or with whitespace.
    static let invisible = [
        "\u{200B}", "\u{FEFF}", "\u{2060}", "\u{202E}", "\0", "\u{7F}", "\u{AD}", "\u{200D}", "\u{85}", "\u{9F}",
        "\u{E0001}", " \u{200B}\t\u{FEFF} ", "\u{202A}\u{202C}", "\u{1}\n",
    ]

    @Test(arguments: invisible)
    func invisibleTextIsMissing(_ value: String) {
        expect(rules, rejects: value, codes: [.required], messages: ["This field is required."])
        let named = RuleSet<String>(.required(), field: "Name")
        expect(named, rejects: value, codes: [.required], messages: ["Name is required."])
        #expect(value.countsAsEmpty(ignoringWhitespace: true))
        #expect(value[...].countsAsEmpty(ignoringWhitespace: true))
        #expect(!value.countsAsEmpty(ignoringWhitespace: false))
        // Without a presence rule it is an empty value, which skips the other rules.
        expect(RuleSet<String>(.email()), accepts: value)
    }

    @Test func invisibleTextIsMissingOnTheCommandLine() {
        let result = FormCheckHarness.run(["required"], input: "\u{200B}\n\u{FEFF}\u{2060}\n\u{202E}\n\0\nx\u{200B}\n")
        let missing = "invalid\tThis field is required.\n"
        #expect(
            result == FormCheckResult(status: 1, output: missing + missing + missing + missing + "valid\n", error: ""))
    }

    /// Format characters join an emoji ZWJ sequence or make a tag-sequence flag, whose emoji show.
    @Test(arguments: [
        "a", " a ", "0", "\u{200B}x", "x\u{200B}", "\u{FEFF}a", "·", "~", "👨\u{200D}👩\u{200D}👧", "🇯🇵",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{200D}👍", "\u{202E}abc",
    ])
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
        expect(lenient, accepts: "\u{200B}\u{200B}")
        expect(lenient, accepts: "\0\0")
        expect(lenient, rejects: "\u{200B}", codes: [.tooShort])
    }

    @Test func customMessageAndFieldName() {
        let named = RuleSet<String>(.required(), field: "Email")
        expect(named, rejects: "", codes: [.required], messages: ["Email is required."])
        let custom = RuleSet<String>(.required(message: "Tell us your {field}, please."), field: "name")
        expect(custom, rejects: " ", codes: [.required], messages: ["Tell us your name, please."])
        #expect(custom.validate(" ").errors.first?.field == "name")
    }
}
