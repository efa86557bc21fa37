import FormValidation
import Foundation
import Testing

@Suite struct RegularExpressionTests {
    @Test func alpvalidatorHello() throws {
        let corpus = Corpus.load("alpvalidator.regex.hello")
        let rules = RuleSet<String>(try .regularExpression("hello"))
        for text in corpus.strings(valid: true) { expect(rules, accepts: text) }
        for text in corpus.strings(valid: false) {
            expect(rules, rejects: text, codes: [.patternMismatch], messages: ["This field is not in the expected format."])
        }
    }

    /// The whole text must match, not a part of it, and not only a shorter alternative at the start.
    @Test(arguments: [
        ("hello", "hello", true), ("hello", "hello there", false), ("hello", "oh hello", false),
        ("a|ab", "ab", true), ("a|ab", "abc", false), ("[0-9]+", "123", true), ("[0-9]+", "12a", false),
        ("[0-9]+", "123\n", false), ("(?i)hello", "HeLLo", true), (".", "é", true), (".", "🇯🇵", false), ("..", "🇯🇵", true),
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
        let commented = RuleSet<String>(try .regularExpression("[a-z]+ # letters only", options: [.allowCommentsAndWhitespace]))
        expect(commented, accepts: "abc")
        expect(commented, rejects: "ab1", codes: [.patternMismatch])
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
