import Foundation

/// A country's subdivision (a state, province or prefecture) with the postal-code prefixes Google's address data
/// gives it: the codes of California start with 90–96, those of Quebec with G, H, J or K1A. The table is a text in
/// `Generated/PostalCodeSubdivisions.swift`, written by `scripts/world-data/postal-codes.py` for the 24 countries
/// whose data has these prefixes, and read when a subdivision is first looked up.
///
/// A subdivision is found by any name it goes by, in any case and with or without accents: its key in the data
/// (`CA`, `北海道`), its names in each of the country's languages (`California`; `Quebec`, `Québec`; `Hokkaido`),
/// and its ISO 3166-2 code with or without the country's (`01`, `JP-01`).
package struct PostalCodeSubdivision: Sendable {
    /// The country's ISO 3166-1 alpha-2 code: `US`.
    package let country: String
    /// The subdivision's key in the data: `CA`.
    package let key: String
    /// Its ISO 3166-2 code after the country's (`CA` of `US-CA`), or empty where the data has none.
    let isoCode: String
    /// The name messages show: its Latin name where the data has one (`Hokkaido`), else its name or key.
    package let name: String
    /// Every name it goes by, `~` between them.
    private let names: String
    /// Its codes' prefixes, compiled; `nil` where the data gives none (any code of the country).
    private let prefixes: PostalCodeAutomaton?

    /// Every subdivision of ``table``, read once, when one is first looked up.
    static let all: [PostalCodeSubdivision] = {
        var subdivisions: [PostalCodeSubdivision] = []
        for line in table.buffer.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 8 else { continue }
            let strings = fields.prefix(5).map { String(decoding: $0, as: UTF8.self) }
            // The automaton's tables are slices of the program's own text.
            let tables = fields.suffix(3).map { UnsafeBufferPointer(rebasing: $0) }
            subdivisions.append(
                PostalCodeSubdivision(
                    country: strings[0], key: strings[1], isoCode: strings[2], name: strings[3], names: strings[4],
                    prefixes: tables[0].isEmpty
                        ? nil : PostalCodeAutomaton(classes: tables[0], accepting: tables[1], transitions: tables[2])))
        }
        return subdivisions
    }()

    /// Whether `code`, in canonical form, may be a code of this subdivision.
    ///
    /// - Complexity: O(*n*), without allocating.
    package func contains(_ code: String) -> Bool {
        prefixes?.acceptsStart(of: code.utf8) ?? true
    }

    /// The subdivision of `country` (upper case) that `text` names, if the data has one by that name.
    ///
    /// - Complexity: O(*n*) in the length of `text`; the first call builds the index of all names.
    package static func named(_ text: String, in country: String) -> PostalCodeSubdivision? {
        let folded = fold(text)
        guard !folded.isEmpty, let index = index[country]?[folded] else { return nil }
        return all[index]
    }

    /// Whether the data gives `country` (upper case) subdivisions with postal-code prefixes.
    package static func hasSubdivisions(_ country: String) -> Bool { index[country] != nil }

    /// How argument problems name `country`'s subdivisions, in the data's order: their keys where those are
    /// Latin letters (`AL`, `AK`), else their names (`Hokkaido`).
    package static func keys(of country: String) -> [String] {
        all.filter { $0.country == country }.map { $0.key.unicodeScalars.allSatisfy(\.isASCII) ? $0.key : $0.name }
    }

    /// Per country, each folded name to its subdivision's index in ``all``. Where two subdivisions go by one name
    /// (a code that one country's data uses twice), the first keeps it.
    private static let index: [String: [String: Int]] = {
        var index: [String: [String: Int]] = [:]
        for (offset, subdivision) in all.enumerated() {
            let names = subdivision.names.split(separator: "~")
            for name in names {
                let folded = fold(String(name))
                if index[subdivision.country, default: [:]][folded] == nil {
                    index[subdivision.country, default: [:]][folded] = offset
                }
            }
        }
        return index
    }()

    /// A name as it is compared: case, accents and width folded, spaces at either end dropped and runs of
    /// whitespace inside made one space.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
