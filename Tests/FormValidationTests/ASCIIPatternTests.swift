import FormValidation
import FormValidationCore
import FormValidationSampling
import Foundation
import Testing

/// The regular-expression rule's scanner for simple ASCII patterns gives ICU's answers: each pattern is matched
/// against a few hundred seeded texts by the rule and by `NSRegularExpression` itself.
@Suite struct ASCIIPatternTests {
    /// Patterns the scanner takes.
    static let simple = [
        "[a-z0-9_]+", "[a-z]{3,20}", "[A-Z]{2}[0-9]{5}", #"v[0-9]+\.[0-9]+"#, "a?b*c+", "[-a]", "[a-]x",
        "[ -~]*", "ab{2}c{0,}d{1,3}", "[_a-zA-Z][_a-zA-Z0-9]*", "x?", "a{0}b", "[aa-c]{2}", #"\+\(\)\[\]\{\}\\\."#,
        "@ #!%&=<>", "a*a*a*a*a*b", "[0-9]{0,127}", "a{0,0}b", "^a$", "^[a-z0-9_]+$", "^ab", "ab$", "^", "$", "^$",
        #"a\$"#, #"\\$"#, "^[A-Z]{2}[0-9]{5}$",
    ]

    /// Patterns left to ICU: they are still matched, with the same answers.
    static let icu = [
        "[^a-z]+", #"\d+"#, #"\w+"#, "a|b", "(ab)+", "a.b", "a^", "$a", "a$$", "^*a", "^^a", "a*?", "a++",
        "[a-z&&[aeiou]]", "[[:alpha:]]+",
        "a{2,1000}", "[a\\]]", #"\x41"#, "[é]", "é", "a{,3}",
    ]

    /// Seeded texts over an alphabet that has what the patterns name and what they do not.
    static func texts() -> [String] {
        var random = SplitMix64(seed: 0xA5C1_1000)
        let alphabet: [String] = [
            "a", "b", "c", "d", "x", "z", "A", "Q", "Z", "0", "5", "9", "_", "-", ".", "+", " ", "~", "@", "#", "é",
            "日",
            "\n", "v", "\\", "(", ")", "[", "]", "{", "}", "!", "%", "&", "=", "<", ">",
        ]
        var texts = ["", "a", "ab", "abc", "ada_lovelace", "NL12345", "v1.2", "aaaaaaaaab", "bccc", "abbcd"]
        for _ in 0..<400 {
            let length = Int.random(in: 0..<12, using: &random)
            texts.append(
                (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }.joined())
        }
        return texts
    }

    static func countsAsEmpty(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

    static func icuMatches(_ pattern: String, _ text: String) throws -> Bool {
        let expression = try NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
        return expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    @Test(arguments: simple)
    func takesSimplePatternsAndAnswersAsICU(_ pattern: String) throws {
        let scanner = try #require(ASCIIPattern(pattern), "the scanner should take \(pattern)")
        let rules = RuleSet<String>(try .regularExpression(pattern), .required())
        for text in Self.texts() {
            let expected = try Self.icuMatches(pattern, text)
            #expect(scanner.matches(text) == expected, "\(pattern) on \(text.debugDescription)")
            // Through a rule set: a text of only whitespace counts as empty there, and fails `required` first.
            if !Self.countsAsEmpty(text) {
                #expect(rules.validate(text).isValid == expected, "\(pattern) on \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: icu)
    func leavesTheRestToICU(_ pattern: String) throws {
        #expect(ASCIIPattern(pattern) == nil)
        guard let rule = try? ValidationRule<String>.regularExpression(pattern) else { return }
        let rules = RuleSet<String>(rule, .required())
        for text in Self.texts() where !Self.countsAsEmpty(text) {
            #expect(rules.validate(text).isValid == (try Self.icuMatches(pattern, text)), "\(pattern) on \(text)")
        }
    }

    /// Linear whatever the pattern: a text that ICU would backtrack over is one pass here.
    @Test func aPathologicalTextIsOnePass() throws {
        let scanner = try #require(ASCIIPattern("a*a*a*a*a*a*a*a*b"))
        #expect(!scanner.matches(String(repeating: "a", count: 5000)))
        #expect(scanner.matches(String(repeating: "a", count: 5000) + "b"))
    }

    /// An option, such as case-insensitive matching, is ICU's: its folds are Unicode's (the Kelvin sign `K`).
    @Test func optionsAreICUs() throws {
        let rules = RuleSet<String>(try .regularExpression("[a-z]+", options: .caseInsensitive))
        #expect(rules.validate("ABC").isValid)
        #expect(
            rules.validate("\u{212A}").isValid
                == (try NSRegularExpression(pattern: "\\A(?:[a-z]+)\\z", options: .caseInsensitive).firstMatch(
                    in: "\u{212A}", range: NSRange(location: 0, length: 1)) != nil))
    }
}
