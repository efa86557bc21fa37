import FormValidation
import Foundation
import Testing

@Suite struct NumberTests {
    static let posix = Locale(identifier: "en_US_POSIX")
    static let german = Locale(identifier: "de_DE")

    /// Text, locale, and the exact number it means (`nil` when it is not a number).
    @Test(
        arguments: [
            ("42", "en_US", "42"), ("-42", "en_US", "-42"), ("+42", "en_US", "42"), ("\u{2212}7", "en_US", "-7"),
            ("1,234", "en_US", "1234"), ("1,234,567.89", "en_US", "1234567.89"), (".5", "en_US", "0.5"),
            ("-.100", "en_US", "-0.1"), ("123,000.00", "en_US", "123000"), ("0.1", "en_US", "0.1"),
            ("1,5", "de_DE", "1.5"), ("1.234,5", "de_DE", "1234.5"), ("-0,25", "de_DE", "-0.25"),
            ("1 234,5", "fr_FR", "1234.5"), ("1\u{202F}234,5", "fr_FR", "1234.5"), ("1\u{A0}234", "fr_FR", "1234"),
            ("٣٫٥", "ar_EG", "3.5"), ("१२३", "hi_IN", "123"),
            ("12345678901234567890.5", "en_US", "12345678901234567890.5"), ("000123", "en_US", "123"),
            ("1,5", "en_US", nil), ("1.5", "de_DE", nil), ("abc", "en_US", nil),
            ("-", "en_US", nil), ("12abc", "en_US", nil), ("1e5", "en_US", nil), ("NaN", "en_US", nil),
            ("inf", "en_US", nil), (" 1", "en_US", nil), ("1 ", "en_US", nil), ("1..2", "en_US", nil),
            ("1.2.3", "en_US", nil), ("1,23", "en_US", nil), ("1234,567", "en_US", nil), (",123", "en_US", nil),
            ("1,,234", "en_US", nil), ("1,234,", "en_US", nil), ("5.", "en_US", nil), ("--1", "en_US", nil),
            ("123.000,00", "en_US", nil), ("123.0.0,0", "en_US", nil), ("x123", "en_US", nil),
            ("100.100,0,0", "en_US", nil), ("1230,000.00", "en_US", nil),
        ] as [(String, String, String?)])
    func parsing(_ text: String, _ localeIdentifier: String, _ expected: String?) {
        let rules = RuleSet<String>(.number(locale: Locale(identifier: localeIdentifier)))
        let result = rules.validate(text)
        if let expected, let exact = Decimal(string: expected, locale: Self.posix) {
            #expect(result.isValid, "\(text) is a number in \(localeIdentifier)")
            // It is exactly `expected`: a range of that one value accepts it.
            let pinned = RuleSet<String>(.number(in: exact...exact, locale: Locale(identifier: localeIdentifier)))
            #expect(pinned.validate(text).isValid, "\(text) is exactly \(expected)")
        } else {
            #expect(result.errors.map(\.code) == [.notANumber], "\(text) is not a number in \(localeIdentifier)")
        }
    }

    /// The parsed value is exact: the range decides on it, not on a float.
    @Test(arguments: [
        ("2.999", false), ("3", true), ("10", true), ("10.001", false), ("10.0000000000000000001", false),
        ("9.99999999999999999999", true), ("abc", false),
    ])
    func rangeComparesExactly(_ text: String, _ valid: Bool) {
        let rules = RuleSet<String>(.number(in: 3...10, locale: Self.posix))
        #expect(rules.validate(text).isValid == valid)
    }

    /// Negative bounds, zero, and scales that differ between the value and the bounds.
    @Test(arguments: [
        ("-10", true), ("-1", true), ("-0.5", false), ("-10.0001", false), ("-9.99", true), ("0", false),
        ("-1.000000000000000000000001", true), ("-0.999999999999999999999999", false), ("-00010.000", true),
    ])
    func negativeRange(_ text: String, _ valid: Bool) {
        let rules = RuleSet<String>(.number(in: -10...(-1), locale: Self.posix))
        #expect(rules.validate(text).isValid == valid, "\(text)")
    }

    @Test(arguments: [
        ("0", true), ("-0", true), ("0.000", true), ("0.001", false), ("-0.001", false),
    ])
    func zeroRange(_ text: String, _ valid: Bool) {
        let rules = RuleSet<String>(.number(in: 0...0, locale: Self.posix))
        #expect(rules.validate(text).isValid == valid, "\(text)")
    }

    /// Bounds too wide for the exact 64-bit path still compare correctly.
    @Test func wideBounds() throws {
        let huge = try #require(Decimal(string: "123456789012345678901234567890"))
        let rules = RuleSet<String>(.number(in: 0...huge, locale: Self.posix))
        expect(rules, accepts: "123456789012345678901234567890")
        expect(rules, rejects: "123456789012345678901234567891", codes: [.tooLarge])
        expect(rules, accepts: "5")
    }

    /// Numbers beyond Decimal's 38 significant digits are refused, never rounded into range.
    @Test(arguments: [
        ("100000000000000000000000000000000000000001", false),  // 42 significant digits
        ("130.00000000000000000000000000000000000000001", false),
        ("1000000000000000000000000000000000000000", true),  // 1e39: one significant digit
        ("12345678901234567890123456789012345678", true),  // 38 digits
    ])
    func precisionBeyondDecimalIsRefused(_ text: String, _ isNumber: Bool) {
        let rules = RuleSet<String>(.number(locale: Self.posix))
        #expect(rules.validate(text).isValid == isNumber, "\(text)")
        let capped = RuleSet<String>(.number(in: 0...130, locale: Self.posix))
        #expect(!capped.validate("130.00000000000000000000000000000000000000001").isValid)
    }

    /// `count` zeros.
    static func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }

    /// Text, locale, bounds (`nil` for none), and the code it fails with (`nil` when it passes).
    struct WideCase: Sendable, CustomTestStringConvertible {
        var text: String
        var locale: String
        var bounds: ClosedRange<Decimal>?
        var code: ValidationError.Code?

        init(_ text: String, _ locale: String, _ bounds: ClosedRange<Decimal>?, _ code: ValidationError.Code?) {
            self.text = text
            self.locale = locale
            self.bounds = bounds
            self.code = code
        }

        init(_ text: String, _ bounds: ClosedRange<Decimal>?, _ code: ValidationError.Code?) {
            self.init(text, "en_US_POSIX", bounds, code)
        }

        var testDescription: String {
            "\(text.prefix(12))…(\(text.count) characters) in \(locale), \(bounds.map { "\($0)" } ?? "no bounds")"
        }
    }

    static let e160 = Decimal(string: "1" + zeros(160), locale: posix)!

    /// Numbers beyond `Decimal`'s exponent range are refused with their own code, never rounded to 0 or NaN; numbers
    /// within it compare exactly, however many zeros they are written with.
    @Test(arguments: [
        // -1e-131 rounded to -0 and passed 0...13: a negative number accepted.
        WideCase("-0." + zeros(130) + "1", 0...13, .numberOutOfRange),
        WideCase("-0," + zeros(130) + "1", "de_DE", 0...13, .numberOutOfRange),
        WideCase("0." + zeros(130) + "1", nil, .numberOutOfRange),
        // 1e150 became NaN and failed 0...1e160, though it is in range.
        WideCase("1" + zeros(150), 0...e160, nil),
        WideCase("1" + zeros(150), nil, nil),
        WideCase("1" + zeros(160), 0...e160, nil),
        WideCase("1" + zeros(161), 0...e160, .tooLarge),
        WideCase("-1" + zeros(150), 0...e160, .tooSmall),
        WideCase("1" + zeros(170), nil, .numberOutOfRange),
        WideCase("1" + zeros(170), 0...e160, .numberOutOfRange),
        // 1e-128 is Decimal's smallest magnitude: exact, and compared as such.
        WideCase("0." + zeros(127) + "1", 0...1, nil),
        WideCase("0." + zeros(126) + "10", 0...1, nil),
        WideCase("0." + zeros(127) + "1", 1...2, .tooSmall),
        WideCase("0." + zeros(127) + "1", -1...0, .tooLarge),
        WideCase("-0." + zeros(127) + "1", 0...1, .tooSmall),
        WideCase("0." + zeros(128) + "1", 0...1, .numberOutOfRange),
        // Zero written with many zeros is zero.
        WideCase("0." + zeros(200), 0...0, nil),
        WideCase("-0." + zeros(200), 0...13, nil),
        WideCase(zeros(200), 0...0, nil),
        // More than 38 significant digits cannot be compared exactly either.
        WideCase("100000000000000000000000000000000000000001", nil, .numberOutOfRange),
    ])
    func numbersBeyondDecimalAreRefusedNeverRounded(_ wide: WideCase) {
        let locale = Locale(identifier: wide.locale)
        let rules = RuleSet<String>(wide.bounds.map { .number(in: $0, locale: locale) } ?? .number(locale: locale))
        let result = rules.validate(wide.text)
        if let code = wide.code {
            #expect(result.errors.map(\.code) == [code])
        } else {
            #expect(result.isValid)
        }
    }

    @Test func numberOutOfRangeMessage() {
        expect(
            RuleSet<String>(.number(in: 0...13, locale: Self.posix), field: "Amount"),
            rejects: "-0." + Self.zeros(130) + "1",
            codes: [.numberOutOfRange], messages: ["Amount has too many digits."])
    }

    @Test func notANumberNeverBecomesZero() {
        // ALPValidator read "abc" as 0, which passed 0...10.
        expect(
            RuleSet<String>(.number(in: 0...10, locale: Self.posix)), rejects: "abc", codes: [.notANumber],
            messages: ["This field must be a number."])
    }

    @Test func germanDecimalComma() {
        let rules = RuleSet<String>(.number(in: 1...2, locale: Self.german), field: "Menge")
        expect(rules, accepts: "1,5")
        expect(rules, rejects: "2,5", codes: [.tooLarge], messages: ["Menge must be between 1 and 2."])
    }

    @Test(arguments: ["jquery-validation.number"])
    func jqueryNumber(_ name: String) {
        let corpus = Corpus.load(name)
        let rules = RuleSet<String>(.number(locale: Locale(identifier: "en_US")))
        for text in corpus.strings(valid: true) { #expect(rules.validate(text).isValid, "\(text)") }
        for text in corpus.strings(valid: false) { #expect(!rules.validate(text).isValid, "\(text)") }
        // The corpus's optional blank case: an empty optional field is valid.
        #expect(rules.validate("").isValid)
    }

    @Test(arguments: [
        ("jquery-validation.min", ValidationRule<String>.number(in: 8..., locale: Locale(identifier: "en_US"))),
        ("jquery-validation.max", .number(in: ...12, locale: Locale(identifier: "en_US"))),
        ("jquery-validation.range", .number(in: 4...12, locale: Locale(identifier: "en_US"))),
    ])
    func jqueryBounds(_ name: String, _ rule: ValidationRule<String>) {
        let corpus = Corpus.load(name)
        let rules = RuleSet(rule)
        for text in corpus.strings(valid: true) { #expect(rules.validate(text).isValid, "\(name): \(text)") }
        for text in corpus.strings(valid: false) { #expect(!rules.validate(text).isValid, "\(name): \(text)") }
    }
}
