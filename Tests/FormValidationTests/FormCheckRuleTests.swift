import FormValidation
import Testing

@testable import FormCheckCommand

/// Every `formcheck` rule, its arguments and options, one input line at a time.
@Suite struct FormCheckRuleTests {
    /// One value checked with one command line, and the exact line `formcheck` must print for it.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let value: String
        let expected: String

        init(_ arguments: [String], _ value: String, _ expected: String) {
            self.arguments = arguments
            self.value = value
            self.expected = expected
        }

        var testDescription: String { "formcheck \(arguments.joined(separator: " ")) <<< \(value.debugDescription)" }
    }

    static let valid = "valid"
    static let atMost3UTF16 = "invalid\tThis field must be at most 3 UTF-16 code units long."

    static let cases: [Case] = [
        // required
        Case(["required"], "x", valid),
        Case(["required"], " x ", valid),
        Case(["required"], "", "invalid\tThis field is required."),
        Case(["required"], "   ", "invalid\tThis field is required."),
        Case(["required"], "\t", "invalid\tThis field is required."),
        Case(["required"], "\u{A0}\u{3000}\u{2028}", "invalid\tThis field is required."),
        // email
        Case(["email"], "ada@example.com", valid),
        Case(["email"], "first.last+tag@example.museum", valid),
        Case(["email"], "δοκιμή@παράδειγμα.δοκιμή", valid),
        Case(["email"], "ada@", "invalid\tThis field is not a valid email address."),
        Case(["email"], "ada@localhost", "invalid\tThis field is not a valid email address."),
        Case(["email"], " ada@example.com", "invalid\tThis field is not a valid email address."),
        Case(["email"], "", valid),
        Case(["email"], "   ", valid),
        // Any Unicode whitespace: no-break space, ideographic space, line separator.
        Case(["email"], "\u{A0}\u{3000}\u{2028}", valid),
        // contains-number
        Case(["contains-number"], "password1", valid),
        Case(["contains-number"], "pass٣word", valid),
        Case(["contains-number"], "password", "invalid\tThis field must contain a number."),
        Case(["contains-number"], "", valid),
        // min-length
        Case(["min-length", "3"], "abc", valid),
        Case(["min-length", "3"], "ab", "invalid\tThis field must be at least 3 characters long."),
        Case(["min-length", "1"], "", valid),
        Case(["min-length", "0"], "a", valid),
        Case(["min-length", "007"], "abcdefg", valid),
        Case(["min-length", "2"], "🇯🇵", "invalid\tThis field must be at least 2 characters long."),
        Case(["min-length", "2", "--count", "scalars"], "🇯🇵", valid),  // the option's former name
        Case(["min-length", "2", "--counting", "scalars"], "🇯🇵", valid),
        // `age`'s bounds were --min-age and --max-age before they were named --at-least and --at-most.
        Case(
            ["age", "--min-age", "200", "--locale", "en"], "2000-01-01", "invalid\tYou must be at least 200 years old."),
        Case(
            ["age", "--at-least", "200", "--locale", "en"], "2000-01-01", "invalid\tYou must be at least 200 years old."
        ),
        Case(["age", "--max-age", "1", "--locale", "en"], "2000-01-01", "invalid\tYou must be at most 1 year old."),
        Case(
            ["min-length", "5", "--count", "utf16"], "🇯🇵",
            "invalid\tThis field must be at least 5 UTF-16 code units long."),
        Case(["min-length", "9", "--count", "utf8"], "🇯🇵", "invalid\tThis field must be at least 9 bytes long."),
        // max-length
        Case(["max-length", "3"], "abc", valid),
        Case(["max-length", "3"], "abcd", "invalid\tThis field must be at most 3 characters long."),
        Case(["max-length", "1"], "ab", "invalid\tThis field must be at most 1 character long."),
        Case(["max-length", "1"], "🇯🇵", valid),
        Case(["max-length", "1", "--count", "characters"], "🇯🇵", valid),
        Case(
            ["max-length", "1", "--count", "scalars"], "🇯🇵", "invalid\tThis field must be at most 1 Unicode scalar long."
        ),
        Case(["max-length", "3", "--count", "utf16"], "🇯🇵", atMost3UTF16),
        Case(["max-length", "4", "--count", "utf16"], "🇯🇵", valid),
        Case(["max-length", "7", "--count", "utf8"], "🇯🇵", "invalid\tThis field must be at most 7 bytes long."),
        Case(["max-length", "8", "--count", "utf8"], "🇯🇵", valid),
        Case(["max-length", "1", "--count", "unicodeScalars"], "é", valid),
        // length
        Case(["length", "2", "4"], "abc", valid),
        Case(["length", "2", "4"], "a", "invalid\tThis field must be 2 to 4 characters long."),
        Case(["length", "2", "4"], "abcde", "invalid\tThis field must be 2 to 4 characters long."),
        Case(["length", "3", "3"], "ab", "invalid\tThis field must be exactly 3 characters long."),
        Case(["length", "1", "1"], "🇯🇵", valid),
        Case(["length", "2", "2", "--count", "scalars"], "🇯🇵", valid),
        Case(["length", "4", "4", "--count", "utf16"], "🇯🇵", valid),
        Case(["length", "8", "8", "--count", "utf8"], "🇯🇵", valid),
        Case(["length", "1", "3", "--count", "utf8"], "🇯🇵", "invalid\tThis field must be 1 to 3 bytes long."),
        Case(["length", "2", "4"], "", valid),
        // range
        Case(["range", "1", "2"], "1.5", valid),
        Case(["range", "1", "2"], "1", valid),
        Case(["range", "1", "2"], "2.0", valid),
        Case(["range", "1", "2"], "3", "invalid\tThis field must be between 1 and 2."),
        Case(["range", "1", "2"], "0.999", "invalid\tThis field must be between 1 and 2."),
        Case(["range", "1", "2"], "abc", "invalid\tThis field must be a number."),
        Case(["range", "1", "2"], "1,5", "invalid\tThis field must be a number."),
        Case(["range", "1", "2"], " 1", "invalid\tThis field must be a number."),
        Case(["range", "0", "10"], "1e1", "invalid\tThis field must be a number."),
        // Beyond Decimal's exponent range: refused, never rounded to 0 (which passed) or NaN (which failed).
        Case(
            ["range", "0", "13"], "-0." + String(repeating: "0", count: 130) + "1",
            "invalid\tThis field has too many digits."),
        Case(
            ["range", "0", "13", "--locale", "de_DE"], "-0," + String(repeating: "0", count: 130) + "1",
            "invalid\tDieses Feld hat zu viele Stellen."),
        Case(
            ["range", "0", "1" + String(repeating: "0", count: 160)], "1" + String(repeating: "0", count: 150), valid),
        Case(["range", "1", "2"], "", valid),
        Case(["range", "-5", "5"], "-5", valid),
        Case(["range", "-5", "5"], "-5.01", "invalid\tThis field must be between -5 and 5."),
        Case(["range", "0.5", "1.5"], "0.4", "invalid\tThis field must be between 0.5 and 1.5."),
        Case(["range", ".5", "+1"], "1", valid),
        Case(["range", ".5", "+1"], "0.25", "invalid\tThis field must be between 0.5 and 1."),
        Case(["range", "-1.50", "1.50"], "-2", "invalid\tThis field must be between -1.5 and 1.5."),
        Case(["range", "1", "2", "--locale", "de"], "1,5", valid),
        Case(["range", "1", "2", "--locale", "de-DE"], "1,5", valid),
        Case(["range", "1", "2", "--locale", "de_DE"], "1,5", valid),
        // --locale is the language of the messages too.
        Case(["range", "1", "2", "--locale", "de"], "1.5", "invalid\tDieses Feld muss eine Zahl sein."),
        Case(["range", "1", "2", "--locale", "de"], "2,5", "invalid\tDieses Feld muss zwischen 1 und 2 liegen."),
        Case(["range", "0", "2000", "--locale", "de"], "1.234,5", valid),
        Case(["range", "0", "2000"], "1,234.5", valid),
        Case(["range", "1", "2", "--locale", "en_US"], "1.5", valid),
        Case(["range", "1", "2", "--locale", "en_US_POSIX"], "1.5", valid),
        Case(["range", "1", "2", "--locale", "en_US_POSIX"], "1,5", "invalid\tThis field must be a number."),
        Case(["range", "1", "2", "--locale", "fr_FR"], "1,5", valid),
        Case(["range", "1", "2", "--locale", "pt-BR"], "1,5", valid),
        Case(["range", "1", "2", "--locale", "de-de"], "1,5", valid),
        // As $LANG spells it: the charset is dropped, as ICU reads the identifier.
        Case(["range", "1", "2", "--locale", "de_DE.UTF-8"], "1,5", valid),
        Case(["range", "1", "2", "--locale", "de.UTF-8"], "1,5", valid),
        Case(["range", "1", "2", "--locale=de"], "1,5", valid),
        Case(["--locale", "de", "range", "1", "2"], "1,5", valid),
        // regex
        Case(["regex", "[a-z]+[0-9]"], "abc1", valid),
        Case(["regex", "[a-z]+[0-9]"], "abc", "invalid\tThis field is not in the expected format."),
        Case(["regex", "[a-z]+[0-9]"], "abc1 ", "invalid\tThis field is not in the expected format."),
        Case(["regex", "a|ab"], "ab", valid),
        Case(["regex", "-abc"], "-abc", valid),
        Case(["regex", "x"], "", valid),
        // The issue's reproduction: 400,000 characters that match. Never "not in the expected format".
        Case(
            ["regex", "(a|b)*"], String(repeating: "ab", count: 200_000),
            "invalid\tThis field is too long to check against the expected format."),
        // `--help` named maxInputLength, a spec key, as if it were an option: it is one now, named after the
        // argument (`--max-input-length`, its former name, still works).
        Case(["regex", "a+", "--maximum-input-length", "3"], "aaa", valid),
        Case(["regex", "a+", "--max-input-length", "3"], "aaa", valid),
        Case(
            ["regex", "a+", "--max-input-length", "3"], "aaaa",
            "invalid\tThis field is too long to check against the expected format."),
        // in
        Case(["in", "a,b,c"], "b", valid),
        Case(["in", "a,b,c"], "d", "invalid\tThis field must be one of: a, b, or c."),
        Case(["in", "a,b,c"], "A", "invalid\tThis field must be one of: a, b, or c."),
        Case(["in", "a,b,c"], " a", "invalid\tThis field must be one of: a, b, or c."),
        Case(["in", "a,b,c"], "a,b", "invalid\tThis field must be one of: a, b, or c."),
        Case(["in", "only"], "only", valid),
        Case(["in", " x ,y"], " x ", valid),
        Case(["in", "a\tb,c\nd"], "e", "invalid\tThis field must be one of: a b or c d."),
        // equal
        Case(["equal", "secret"], "secret", valid),
        Case(["equal", "secret"], "Secret", "invalid\tThis field does not match."),
        Case(["equal", "secret"], "secret ", "invalid\tThis field does not match."),
        Case(["equal", "-h x"], "-h x", valid),
        Case(["equal", "--", "--count"], "--count", valid),
        Case(["equal", "--", "-h"], "-h", valid),
        Case(["equal", "a", "--locale", "de"], "a", valid),
        // options anywhere; the last of a repeated option wins
        Case(["--count", "utf16", "max-length", "3"], "🇯🇵", atMost3UTF16),
        Case(["max-length", "--count", "utf16", "3"], "🇯🇵", atMost3UTF16),
        Case(["max-length", "3", "--count=utf16"], "🇯🇵", atMost3UTF16),
        Case(["max-length", "1", "--count", "utf8", "--count", "characters"], "🇯🇵", valid),
    ]

    @Test(arguments: cases)
    func answersOneLine(_ row: Case) {
        let result = FormCheckHarness.run(row.arguments, input: row.value + "\n")
        let status: Int32 = row.expected == Self.valid ? 0 : 1
        #expect(result == FormCheckResult(status: status, output: row.expected + "\n", error: ""))
    }

    @Test func manyValuesOneRuleAllValid() {
        let result = FormCheckHarness.run(["max-length", "5"], input: "a\nab\n\nabcde\n")
        #expect(result == FormCheckResult(status: 0, output: "valid\nvalid\nvalid\nvalid\n", error: ""))
    }

    @Test func oneInvalidValueMakesTheStatusOne() {
        let result = FormCheckHarness.run(["email"], input: "ada@example.com\nnope\nbob@example.org\n")
        let output = "valid\ninvalid\tThis field is not a valid email address.\nvalid\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    /// Every built-in rule wraps a single rule, so the output path is run here with a rule set that reports two
    /// errors for one value, through both runs: only the first message is printed.
    @Test func onlyTheFirstErrorIsPrinted() async throws {
        let rules = RuleSet<String>(.minimumLength(5), .containsNumber())
        let tooShort = "This field must be at least 5 characters long."
        #expect(rules.validate("abc").errors.map(\.message) == [tooShort, "This field must contain a number."])
        let checker = LineChecker(rules)
        let expected = FormCheckResult(status: 1, output: "invalid\t\(tooShort)\nvalid\n", error: "")

        guard case .synchronous(let check) = checker.kind else {
            Issue.record("a rule set gives a synchronous checker")
            return
        }
        var input = InMemoryInput("abc\nabcd5\n")
        var output = ""
        var error = ""
        let status = FormCheck.checkLines(input: &input, output: &output, error: &error, check)
        #expect(FormCheckResult(status: status, output: output, error: error) == expected)

        var asyncInput = InMemoryInput("abc\nabcd5\n")
        var asyncOutput = ""
        var asyncError = ""
        let asyncStatus = await FormCheck.run(checker, input: &asyncInput, output: &asyncOutput, error: &asyncError)
        #expect(FormCheckResult(status: asyncStatus, output: asyncOutput, error: asyncError) == expected)
    }
}
