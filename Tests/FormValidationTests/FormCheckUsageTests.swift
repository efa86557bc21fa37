import FormCheckCommand
import FormValidation
import Testing

/// `formcheck`'s command line: usage errors (status 2), `--help` (status 0) and exit statuses.
@Suite struct FormCheckUsageTests {
    /// A wrong command line and the exact first line it prints on standard error.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        let usage: String

        init(_ arguments: [String], _ message: String, usage: String = FormCheckUsageTests.generalUsage) {
            self.arguments = arguments
            self.message = message
            self.usage = usage
        }

        var testDescription: String { "formcheck \(arguments.map(\.debugDescription).joined(separator: " "))" }
    }

    static let generalUsage = "formcheck RULE [ARGS...] [OPTIONS...] [--locale LL]"
    static let minLength = "formcheck min-length N [--counting UNIT]"
    static let maxLength = "formcheck max-length N [--counting UNIT]"
    static let length = "formcheck length MIN MAX [--counting UNIT]"
    static let range = "formcheck range MIN MAX [--locale LL]"
    static let regex = "formcheck regex PATTERN [--maximum-input-length N]"
    static let oneOf = "formcheck in A,B,C"
    static let equal = "formcheck equal VALUE"
    static let email = "formcheck email"
    static let required = "formcheck required"
    static let containsNumber = "formcheck contains-number"
    static let countOnly = "--counting applies only to min-length, max-length and length, not to rule"
    static let units = "(expected characters, utf16, scalars or utf8)"
    static let notInteger = "must be a non-negative integer, got"
    static let notNumber = "must be a number such as 1.5 or -3, got"
    static let locales = "(expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"
    /// What the regular-expression compiler says about `pattern`, as the library reports it.
    static func patternReason(_ pattern: String) -> String {
        do throws(InvalidPatternError) {
            _ = try ValidationRule<String>.regularExpression(pattern)
            return "(compiles)"
        } catch {
            return error.reason
        }
    }
    static let emptyItem = "A,B,C must not contain an empty or whitespace-only item (such a value is valid anyway), got"

    static let cases: [Case] = [
        // the rule
        Case([], "no rule given"),
        Case(["--locale", "de"], "no rule given"),
        Case(["nope"], "unknown rule 'nope'"),
        Case(["Email"], "unknown rule 'Email'"),
        Case([""], "unknown rule ''"),
        Case(["-h x"], "unknown rule '-h x'"),
        Case(["--", "--count"], "unknown rule '--count'"),
        Case(["--", "-h"], "unknown rule '-h'"),
        // the number of arguments
        Case(["email", "x"], "unexpected argument 'x' for rule 'email'", usage: email),
        Case(["required", "--", "--help"], "unexpected argument '--help' for rule 'required'", usage: required),
        Case(["contains-number", "1"], "unexpected argument '1' for rule 'contains-number'", usage: containsNumber),
        Case(["min-length"], "missing argument N for rule 'min-length'", usage: minLength),
        Case(["max-length"], "missing argument N for rule 'max-length'", usage: maxLength),
        Case(["max-length", "1", "2"], "unexpected argument '2' for rule 'max-length'", usage: maxLength),
        Case(["length"], "missing arguments MIN MAX for rule 'length'", usage: length),
        Case(["length", "1"], "missing argument MAX for rule 'length'", usage: length),
        Case(["length", "1", "2", "3"], "unexpected argument '3' for rule 'length'", usage: length),
        Case(["range", "1"], "missing argument MAX for rule 'range'", usage: range),
        Case(["regex"], "missing argument PATTERN for rule 'regex'", usage: regex),
        Case(["regex", "a", "b"], "unexpected argument 'b' for rule 'regex'", usage: regex),
        Case(["in"], "missing argument A,B,C for rule 'in'", usage: oneOf),
        Case(["in", "a", "b"], "unexpected argument 'b' for rule 'in'", usage: oneOf),
        Case(["equal"], "missing argument VALUE for rule 'equal'", usage: equal),
        Case(["equal", "--"], "missing argument VALUE for rule 'equal'", usage: equal),
        Case(["equal", "a\tb", "c\nd"], "unexpected argument 'c\\nd' for rule 'equal'", usage: equal),
        // integer arguments
        Case(["min-length", "abc"], "N \(notInteger) 'abc'", usage: minLength),
        Case(["min-length", "-1"], "N \(notInteger) '-1'", usage: minLength),
        Case(["min-length", "+1"], "N \(notInteger) '+1'", usage: minLength),
        Case(["min-length", "1.5"], "N \(notInteger) '1.5'", usage: minLength),
        Case(["min-length", " 1"], "N \(notInteger) ' 1'", usage: minLength),
        Case(["min-length", ""], "N \(notInteger) ''", usage: minLength),
        Case(["min-length", "٣"], "N \(notInteger) '٣'", usage: minLength),
        Case(
            ["max-length", "99999999999999999999"], "N \(notInteger) '99999999999999999999'",
            usage: maxLength),
        Case(["length", "x", "2"], "MIN \(notInteger) 'x'", usage: length),
        Case(["length", "1", "-2"], "MAX \(notInteger) '-2'", usage: length),
        Case(["length", "5", "3"], "MIN (5) must not be greater than MAX (3)", usage: length),
        // number arguments
        Case(["range", "2", "1"], "MIN (2) must not be greater than MAX (1)", usage: range),
        Case(["range", "1.5", "-3"], "MIN (1.5) must not be greater than MAX (-3)", usage: range),
        Case(["range", "a", "1"], "MIN \(notNumber) 'a'", usage: range),
        Case(["range", "1", "b"], "MAX \(notNumber) 'b'", usage: range),
        Case(["range", "1", "1,5"], "MAX \(notNumber) '1,5'", usage: range),
        Case(
            ["range", "1", "2,5", "--locale", "de"], "MAX \(notNumber) '2,5'",
            usage: range),
        Case(["range", "1e3", "2e3"], "MIN \(notNumber) '1e3'", usage: range),
        Case(["range", "1.", "2"], "MIN \(notNumber) '1.'", usage: range),
        Case(["range", "", "2"], "MIN \(notNumber) ''", usage: range),
        Case(["range", "-", "2"], "MIN \(notNumber) '-'", usage: range),
        Case(["range", "0x10", "20"], "MIN \(notNumber) '0x10'", usage: range),
        Case(["range", "NaN", "20"], "MIN \(notNumber) 'NaN'", usage: range),
        Case(["range", "1 ", "2"], "MIN \(notNumber) '1 '", usage: range),
        // --locale: a language (and region) Foundation knows
        Case(["range", "1", "2", "--locale", "german"], "unknown --locale value 'german' \(locales)", usage: range),
        Case(["range", "1", "2", "--locale", "xx"], "unknown --locale value 'xx' \(locales)", usage: range),
        Case(["range", "1", "2", "--locale", "de_XX"], "unknown --locale value 'de_XX' \(locales)", usage: range),
        Case(
            ["range", "1", "2", "--locale", "de_Germany"], "unknown --locale value 'de_Germany' \(locales)",
            usage: range),
        Case(["range", "1", "2", "--locale", "_DE"], "unknown --locale value '_DE' \(locales)", usage: range),
        Case(["range", "1", "2", "--locale", "C"], "unknown --locale value 'C' \(locales)", usage: range),
        Case(["range", "1", "2", "--locale=de DE"], "unknown --locale value 'de DE' \(locales)", usage: range),
        Case(["email", "--locale", "german"], "unknown --locale value 'german' \(locales)", usage: email),
        // the rule's own arguments come first
        Case(["range", "a", "1", "--locale", "german"], "MIN \(notNumber) 'a'", usage: range),
        // in: no empty item
        Case(["in", ","], "\(emptyItem) ','", usage: oneOf),
        Case(["in", ""], "\(emptyItem) ''", usage: oneOf),
        Case(["in", "a,,b"], "\(emptyItem) 'a,,b'", usage: oneOf),
        Case(["in", "a,b,"], "\(emptyItem) 'a,b,'", usage: oneOf),
        Case(["in", ",a"], "\(emptyItem) ',a'", usage: oneOf),
        Case(["in", "a, ,b"], "\(emptyItem) 'a, ,b'", usage: oneOf),
        Case(["in", "a,\t"], "\(emptyItem) 'a,\\t'", usage: oneOf),
        // the regular expression
        Case(["regex", "a("], "invalid regular expression 'a(': \(patternReason("a("))", usage: regex),
        Case(["regex", "[z-a]"], "invalid regular expression '[z-a]': \(patternReason("[z-a]"))", usage: regex),
        Case(["regex", "a)"], "invalid regular expression 'a)': \(patternReason("a)"))", usage: regex),
        // --count
        Case(
            ["max-length", "3", "--count", "words"], "unknown --counting value 'words' \(units)",
            usage: maxLength),
        Case(
            ["length", "1", "3", "--count", "UTF8"], "unknown --counting value 'UTF8' \(units)",
            usage: length),
        Case(
            ["email", "--count", "utf8"], "\(countOnly) 'email'",
            usage: email),
        Case(
            ["--count", "utf8", "range", "1", "2"], "\(countOnly) 'range'",
            usage: range),
        Case(
            ["required", "--count=bogus"], "\(countOnly) 'required'",
            usage: required),
        // option values
        Case(["max-length", "3", "--count"], "missing value for option --counting"),
        Case(["max-length", "3", "--count="], "missing value for option --counting"),
        Case(["max-length", "3", "--count", ""], "missing value for option --counting"),
        Case(["max-length", "--count", "--", "3"], "missing value for option --counting"),
        Case(["range", "1", "2", "--locale"], "missing value for option --locale"),
        Case(["range", "1", "2", "--locale", "--count", "utf8"], "missing value for option --locale"),
        Case(["--locale", ""], "missing value for option --locale"),
        Case(["email", "--help=yes"], "option --help takes no value"),
        // unknown options
        Case(["email", "--strict"], "unknown option '--strict'"),
        Case(["--strict=yes", "email"], "unknown option '--strict'"),
        Case(["email", "--Count", "utf8"], "unknown option '--Count'"),
        Case(["email", "---count"], "unknown option '---count'"),
        Case(["--nope", "bogus"], "unknown option '--nope'"),
    ]

    @Test(arguments: cases)
    func usageErrorPrintsOneMessageAndReadsNothing(_ row: Case) {
        let (result, bytesRead) = FormCheckHarness.run(row.arguments, bytes: Array("ada@example.com\n".utf8))
        let error = "formcheck: \(row.message)\nUsage: \(row.usage)\nSee 'formcheck --help'.\n"
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
        #expect(bytesRead == 0, "standard input must not be read")
    }

    static let helpRequests: [[String]] = [
        ["--help"], ["-h"], ["email", "--help"], ["--nope", "-h"], ["length", "9", "1", "--help"], ["bogus", "-h"],
        ["regex", "a(", "--help"], ["--help", "--", "x"],
    ]

    @Test(arguments: helpRequests)
    func helpGoesToStandardOutput(_ arguments: [String]) {
        let (result, bytesRead) = FormCheckHarness.run(arguments, bytes: Array("x\n".utf8))
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(bytesRead == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Check each line of standard input against a validation rule.\n\n"))
        #expect(result.output.contains("\nUSAGE: \(Self.generalUsage)\n"))
        for rule in [
            "required", "email", "contains-number", "min-length N", "max-length N", "length MIN MAX", "range MIN MAX",
            "regex PATTERN", "in A,B,C", "equal VALUE", "--counting UNIT", "--locale LL", "-h, --help",
            "--maximum-input-length N",
        ] {
            #expect(result.output.contains("\n  \(rule)  "), "help lists \(rule)")
        }
        let statuses = "Exit status: 0 when every value is valid, 1 when any is invalid, 2 on a usage error.\n"
        #expect(result.output.hasSuffix(statuses))
        #expect(!result.output.contains("maxInputLength"), "help names only what the command line takes")
    }

    @Test(arguments: [
        (["email"], "", Int32(0)),
        (["email"], "ada@example.com\n", 0),
        (["email"], "ada@example.com\nada\n", 1),
        (["email"], "ada\nada@example.com", 1),
        (["bogus"], "ada@example.com\n", 2),
        (["--help"], "ada\n", 0),
    ])
    func exitStatus(arguments: [String], input: String, status: Int32) {
        #expect(FormCheckHarness.run(arguments, input: input).status == status)
    }

    @Test func statusConstants() {
        #expect([FormCheck.allValidStatus, FormCheck.someInvalidStatus, FormCheck.usageErrorStatus] == [0, 1, 2])
    }
}
