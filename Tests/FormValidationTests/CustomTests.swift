import FormValidation
import Testing

@Suite struct CustomTests {
    @Test(arguments: CorpusCase.all("alpvalidator.custom.string", "swift-validator.condition.noA"))
    func noLetterA(_ example: CorpusCase) throws {
        let rules = RuleSet<String>(.custom { !$0.contains("A") })
        #expect(rules.validate(try #require(example.value.stringValue)).isValid == example.expectedValid)
    }

    @Test func alpvalidatorNumeric() {
        let corpus = Corpus.load("alpvalidator.custom.numeric")
        let rules = RuleSet<Int>(.custom { $0 == 5 })
        for value in corpus.valid.compactMap(\.numberValue) { expect(rules, accepts: Int("\(value)")!) }
        for value in corpus.invalid.compactMap(\.numberValue) {
            expect(rules, rejects: Int("\(value)")!, codes: [.custom], messages: ["This field is invalid."])
        }
    }

    @Test func customCodeAndMessage() {
        let rules = RuleSet<String>(
            .custom(code: "reserved", message: "{field} “{value}” is reserved.") { $0 != "admin" }, field: "Username")
        expect(rules, rejects: "admin", codes: ["reserved"], messages: ["Username “admin” is reserved."])
    }

    @Test func fullControlInitializer() {
        let evenLength = ValidationRule<String>(name: "evenLength") { value, failures in
            if value.count % 2 != 0 {
                failures.append(
                    RuleFailure(
                        code: "oddLength", parameters: ["length": .integer(value.count)],
                        template: "{field} has {length} characters; it needs an even number."))
            }
        }
        expect(RuleSet(evenLength), accepts: "ab")
        expect(
            RuleSet(evenLength), rejects: "abc", codes: ["oddLength"],
            messages: ["This field has 3 characters; it needs an even number."])
        #expect(evenLength.name == "evenLength")
    }
}
