import Foundation
import Testing

@testable import FormValidation

/// The CLDR plural rules, generated from babel's CLDR data by `scripts/world-data/cldr-locales.py`, against
/// babel's own `plural_form` (`Fixtures/plural-verdicts.tsv`, from the same script): every language with
/// messages, on every integer from 0 to 1,000, on 1.0, 1.5, 0.1 and 2.50, and on 1000000.
@Suite struct PluralRulesTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let language: String
        let categories: [String]
        var testDescription: String { language }
    }

    static let values: [String] = {
        let line = text.split(separator: "\n").first { $0.hasPrefix("# values\t") } ?? ""
        return line.split(separator: "\t").dropFirst().first?.split(separator: " ").map(String.init) ?? []
    }()

    static let text =
        (try? String(
            contentsOf: VerdictTable.directory.appendingPathComponent("plural-verdicts.tsv"), encoding: .utf8)) ?? ""

    static let rows: [Row] = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
        let columns = line.split(separator: "\t")
        return Row(language: String(columns[0]), categories: columns[1].split(separator: " ").map(String.init))
    }

    /// The categories `language` uses, as babel's verdicts show them.
    static func categories(of language: String) -> Set<String> {
        Set(rows.first { $0.language == language }?.categories ?? [])
    }

    @Test func everyLanguageIsMeasured() {
        #expect(Self.values.count == 1_006)
        #expect(Set(Self.rows.map(\.language)) == Set(["en"] + TranslationFileTests.languages))
    }

    @Test(arguments: rows)
    func agreesWithBabel(_ row: Row) {
        let disagreements = zip(Self.values, row.categories).filter { value, expected in
            PluralCategory.of(value, language: row.language).rawValue != expected
        }
        #expect(disagreements.isEmpty, "\(row.language): \(disagreements.prefix(5))")
    }

    /// A locale without rules of its own follows its language's; one with its own (`pt-PT`) keeps them; an
    /// unknown language follows English.
    @Test func localesFallBackToTheirLanguage() {
        #expect(PluralCategory.of("0", language: "pt-BR") == .one)
        #expect(PluralCategory.of("0", language: "pt-PT") == .other)
        #expect(PluralCategory.of("22", language: "ru-UA") == .few)
        #expect(PluralCategory.of("1", language: "tlh") == .one)
        #expect(PluralCategory.of("1.0", language: "tlh") == .other)
    }
}
