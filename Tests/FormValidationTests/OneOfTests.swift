import FormValidation
import Testing

@Suite struct OneOfTests {
    @Test func strings() {
        let corpus = Corpus.load("swift-validator.contains.strings")
        let rules = RuleSet<String>(.oneOf(["hello", "hi", "hey"]))
        for text in corpus.strings(valid: true) { expect(rules, accepts: text) }
        for text in corpus.strings(valid: false) {
            expect(
                rules, rejects: text, codes: [.notAllowed], messages: ["This field must be one of: hello, hi, or hey."])
        }
    }

    @Test func integers() {
        let corpus = Corpus.load("swift-validator.contains.ints")
        let rules = RuleSet<Int>(.oneOf([1, 2, 3]))
        #expect(corpus.valid.count == 3)
        for value in corpus.valid.compactMap(\.numberValue) { expect(rules, accepts: Int("\(value)")!) }
        for value in corpus.invalid.compactMap(\.numberValue) {
            expect(rules, rejects: Int("\(value)")!, codes: [.notAllowed])
        }
    }

    @Test func optionsParameterKeepsTheGivenOrder() {
        let errors = RuleSet<String>(.oneOf(["NL", "DE", "FR"]), field: "Country").validate("XX").errors
        #expect(errors.first?.parameters == ["options": .list(["NL", "DE", "FR"])])
        #expect(errors.first?.message == "Country must be one of: NL, DE, or FR.")
    }
}
