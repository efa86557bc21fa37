import FormValidation
import Foundation
import Testing

@Suite struct RegularExpressionTests {
    @Test func alpvalidatorHello() throws {
        let corpus = Corpus.load("alpvalidator.regex.hello")
        let rules = RuleSet<String>(try .regularExpression("hello"))
        for text in corpus.strings(valid: true) { expect(rules, accepts: text) }
        for text in corpus.strings(valid: false) {
            expect(
                rules, rejects: text, codes: [.patternMismatch], messages: ["This field is not in the expected format."]
            )
        }
    }

    /// The whole text must match, not a part of it, and not only a shorter alternative at the start.
    @Test(arguments: [
        ("hello", "hello", true), ("hello", "hello there", false), ("hello", "oh hello", false),
        ("a|ab", "ab", true), ("a|ab", "abc", false), ("[0-9]+", "123", true), ("[0-9]+", "12a", false),
        ("[0-9]+", "123\n", false), ("(?i)hello", "HeLLo", true), (".", "é", true), (".", "🇯🇵", false),
        ("..", "🇯🇵", true),
        ("x*", "", true),
    ])
    func wholeMatch(_ pattern: String, _ text: String, _ valid: Bool) throws {
        // The empty text is empty, so it skips the rule (and passes) whatever the pattern.
        let rules = RuleSet<String>(try .regularExpression(pattern))
        #expect(rules.validate(text).isValid == valid)
    }

    @Test(arguments: ["a(", "(?<name", "[z-a]", "*", "a{2,1}", "\\", "a)(b"])
    func invalidPatternsThrowWhenTheRuleIsMade(_ pattern: String) {
        let error = #expect(throws: InvalidPatternError.self) { try ValidationRule<String>.regularExpression(pattern) }
        #expect(error?.pattern == pattern)
        #expect(error?.description.hasPrefix("invalid regular expression \"\(pattern)\"") == true)
    }

    @Test func optionsAndParameters() throws {
        let rules = RuleSet<String>(try .regularExpression("[a-z]+", options: [.caseInsensitive]))
        expect(rules, accepts: "HeLLo")
        #expect(rules.validate("123").errors.first?.parameters == ["pattern": "[a-z]+"])
        let commented = RuleSet<String>(
            try .regularExpression("[a-z]+ # letters only", options: [.allowCommentsAndWhitespace]))
        expect(commented, accepts: "abc")
        expect(commented, rejects: "ab1", codes: [.patternMismatch])
    }

    /// ICU's backtracking stack overflows on `(a|b)*` over about 270,000 characters; the error used to read as
    /// "does not match". An evaluation failure is not a verdict: it has its own code and message.
    @Test func evaluationFailureIsNotAMismatch() throws {
        let text = String(repeating: "ab", count: 200_000)
        let rules = RuleSet<String>(try .regularExpression("(a|b)*", maximumInputLength: 1_000_000), field: "Text")
        expect(
            rules, rejects: text, codes: [.patternEvaluationFailed],
            messages: ["Text could not be checked against the expected format."])
        #expect(rules.validate(text).errors.first?.parameters == ["pattern": "(a|b)*"])
        // The same pattern over text the engine can handle still matches, and a real mismatch is still one.
        expect(rules, accepts: String(repeating: "ab", count: 10_000))
        expect(rules, rejects: String(repeating: "ab", count: 10_000) + "c", codes: [.patternMismatch])
        // A pattern that does not backtrack per character handles the long text.
        expect(RuleSet<String>(try .regularExpression("[ab]*", maximumInputLength: 1_000_000)), accepts: text)
    }

    /// ICU's exponential search on `(?:(a+)+b|a+!)` over 27 characters answered "no match" after a second, though
    /// the text matches: the search has a budget, and one that runs out could not be checked.
    @Test func aSearchPastItsBudgetCouldNotBeChecked() throws {
        let rules = RuleSet<String>(try .regularExpression("(?:(a+)+b|a+!)"), field: "Text")
        expect(
            rules, rejects: String(repeating: "a", count: 26) + "!", codes: [.patternEvaluationFailed],
            messages: ["Text could not be checked against the expected format."])
        expect(rules, accepts: "aaaa!")
        expect(rules, accepts: String(repeating: "a", count: 26) + "b")
        expect(rules, rejects: "aaab!", codes: [.patternMismatch])
        let result = FormCheckHarness.run(
            ["regex", "(?:(a+)+b|a+!)"], input: String(repeating: "a", count: 26) + "!\n")
        #expect(result.output == "invalid\tThis field could not be checked against the expected format.\n")
    }

    /// Text longer than the cap (10,000 UTF-16 code units by default) is refused before the engine runs, so a
    /// catastrophic pattern cannot freeze the caller on a pasted novel.
    /// A catastrophic pattern matched against a long line would run for ages.
    @Test func inputLongerThanTheCapIsRefusedBeforeMatching() throws {
        let rules = RuleSet<String>(try .regularExpression("(a|b)*"), field: "Text")
        expect(rules, accepts: String(repeating: "a", count: 10_000))
        let long = String(repeating: "a", count: 10_001)
        expect(
            rules, rejects: long, codes: [.inputTooLongForPattern],
            messages: ["Text is too long to check against the expected format."])
        #expect(rules.validate(long).errors.first?.parameters == ["pattern": "(a|b)*", "max": 10_000])
        // The reproduction, 400,000 characters: refused for its length, never reported as a mismatch.
        expect(rules, rejects: String(repeating: "ab", count: 200_000), codes: [.inputTooLongForPattern])

        // The cap is counted in UTF-16 code units, what the engine walks: "🇯🇵" is 4.
        let small = RuleSet<String>(try .regularExpression(".*", maximumInputLength: 4))
        expect(small, accepts: "🇯🇵")
        expect(small, rejects: "🇯🇵a", codes: [.inputTooLongForPattern])
        // A catastrophic pattern on a long line returns at once instead of running for ages.
        let catastrophic = RuleSet<String>(try .regularExpression("(a+)+b", maximumInputLength: 20))
        expect(catastrophic, rejects: String(repeating: "a", count: 100_000), codes: [.inputTooLongForPattern])
        // A negative cap is read as 0: every non-empty text is too long, and nothing traps.
        expect(
            RuleSet<String>(try .regularExpression("a*", maximumInputLength: -1)), rejects: "a",
            codes: [.inputTooLongForPattern])
    }

    @Test func safeToShareAcrossTasks() async throws {
        let rules = RuleSet<String>(try .regularExpression("[a-z]+[0-9]{2}"))
        let results = await withTaskGroup(of: Bool.self, returning: [Bool].self) { group in
            for index in 0..<64 { group.addTask { rules.validate(index.isMultiple(of: 2) ? "abc12" : "abc1").isValid } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 32)
    }
}
