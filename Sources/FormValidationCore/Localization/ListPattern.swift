/// How a language joins the items of a list: CLDR's list patterns, generated into `Generated/ListPatterns.swift`
/// by `scripts/world-data/cldr-locales.py` for every CLDR locale.
///
/// A message's list parameter (`{options}`, `{countries}`) is an "or" list ("NL, DE or US", "NL, DE oder US",
/// "NL、DE、またはUS"); `{name, list, and}` asks for an "and" list.
package struct ListPatterns: Sendable, Hashable {
    /// The "or" patterns: for two items, then for the start, the middle and the end of a longer list.
    package let or: [ListPattern]
    /// The "and" patterns, in the same order.
    package let and: [ListPattern]

    /// English's, which the library's defaults use.
    static let english = ListPatterns(table.fields(for: "en")!)

    /// The patterns of `locale` (a language tag): its own, else those of the locale it falls back to
    /// (``LocaleMatching/fallbacks(of:)``); English's for a language the CLDR does not know.
    package static func of(_ locale: String) -> ListPatterns {
        table.fields(for: locale).map(ListPatterns.init) ?? english
    }

    /// The patterns of a line of ``table``: four "or" patterns, then four "and" patterns.
    private init(_ fields: [Substring]) {
        precondition(fields.count == 8, "a line of ListPatterns.table holds eight patterns")
        self.or = fields[..<4].map(ListPattern.init)
        self.and = fields[4...].map(ListPattern.init)
    }

    /// `items` joined by `patterns` (``or`` or ``and``).
    package static func join(_ items: [String], _ patterns: [ListPattern]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return patterns[0].join(items[0], items[1])
        default:
            var tail = patterns[3].join(items[items.count - 2], items[items.count - 1])
            for index in stride(from: items.count - 3, to: 0, by: -1) {
                tail = patterns[2].join(items[index], tail)
            }
            return patterns[1].join(items[0], tail)
        }
    }
}

/// One list pattern, `{0}` and `{1}` with the text before, between and after them.
package struct ListPattern: Sendable, Hashable {
    let before: String
    let between: String
    let after: String

    /// The pattern written as the CLDR writes it: `{0}, {1}`, `{0} и {1}`.
    init(_ pattern: Substring) {
        let first = pattern.firstRange(of: "{0}")!
        let second = pattern.firstRange(of: "{1}")!
        before = String(pattern[..<first.lowerBound])
        between = String(pattern[first.upperBound..<second.lowerBound])
        after = String(pattern[second.upperBound...])
    }

    func join(_ first: String, _ second: String) -> String { before + first + between + second + after }
}
