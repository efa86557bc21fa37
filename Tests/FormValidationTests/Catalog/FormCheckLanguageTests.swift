import FormValidationCore
import Foundation
import Testing

/// `formcheck min-length 5 --locale X` and `formcheck range 13 130 --locale X` answer in each of the 50 languages,
/// with the plural form and the notation of the language's numbers.
@Suite struct FormCheckLanguageTests {
    static let cases: [(arguments: [String], input: String, rules: [ValidationRule<String>])] = [
        (["min-length", "5"], "ab", [.minimumLength(5)]),
        (["min-length", "2"], "a", [.minimumLength(2)]),
        (["range", "13", "130"], "5", [.number(in: 13...130, locale: .init(identifier: "en_US_POSIX"))]),
        (["range", "13", "130000"], "200000", [.number(in: 13...130_000, locale: .init(identifier: "en_US_POSIX"))]),
    ]

    @Test(arguments: ["en"] + TranslationFileTests.languages)
    func answersInTheLanguage(_ language: String) {
        let catalog = MessageCatalog(languages: [language])
        for (arguments, input, rules) in Self.cases {
            let result = FormCheckHarness.run(arguments + ["--locale", language], input: input + "\n")
            let expected = RuleSet(rules, messages: catalog).validate(input).errorMessages
            let english = RuleSet(rules, messages: .english).validate(input).errorMessages
            #expect(result.status == 1, "\(language) \(arguments): \(result)")
            #expect(result.output == "invalid\t\(expected.joined(separator: " "))\n", "\(language) \(arguments)")
            if language != "en" { #expect(expected != english, "\(language) \(arguments) is in English") }
        }
    }

    /// The number in the message is the language's: its digits and grouping, and the plural branch its rules
    /// pick (`5 символов` in Russian, `حرفين` for two in Arabic; `130 000` with a narrow no-break space in French; `১,৩০,০০০` in Bengali).
    @Test(arguments: [
        ("ru", ["min-length", "5"], "ab", "короче 5 символов"),
        ("ru", ["min-length", "22"], "a", "короче 22 символов"),
        ("pl", ["min-length", "5"], "ab", "5 znaków"), ("pl", ["min-length", "22"], "a", "22 znaki"),
        ("ar", ["min-length", "2"], "a", "عن حرفين"), ("ar", ["min-length", "5"], "ab", "\u{2068}5\u{2069} أحرف"),
        ("ar", ["min-length", "22"], "a", "\u{2068}22\u{2069} حرفًا"),
        ("fr", ["range", "13", "130000"], "200000", "130\u{202F}000"),
        ("de", ["range", "13", "130000"], "200000", "130.000"),
        ("bn", ["range", "13", "130000"], "200000", "১,৩০,০০০"), ("fa", ["range", "13", "130"], "5", "۱۳۰"),
        ("hi", ["range", "13", "130000"], "200000", "1,30,000"),
    ])
    func numbersAndPlurals(_ language: String, _ arguments: [String], _ input: String, _ fragment: String) {
        let result = FormCheckHarness.run(arguments + ["--locale", language], input: input + "\n")
        #expect(result.output.contains(fragment), "\(language): \(result.output)")
    }
}
