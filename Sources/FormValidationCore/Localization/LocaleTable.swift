/// Data of the CLDR by locale, as the generated tables hold it: a line per locale, `tag|field|field…`, for each
/// language and each locale whose data differs from its parent's (`ListPatterns.table`,
/// `LocaleFormats.numbers`, `LocaleFormats.dates`).
struct LocaleTable: Sendable {
    /// The table's text, a line per locale: its tag, `|`, its fields.
    private let text: String

    /// Keeps `text`, unread until a locale's fields are asked for: a program that asks for one or two locales does
    /// not split every line at its start (which took some 0.7 ms of each `formcheck` run's start).
    init(_ text: String) {
        self.text = text
    }

    /// The fields of `tag`, or of the first locale it falls back to (``LocaleMatching/fallbacks(of:)``) that the
    /// table has; `nil` when none has a line.
    func fields(for tag: String) -> [Substring]? {
        for candidate in LocaleMatching.fallbacks(of: tag) {
            if let line = line(of: candidate) {
                return line.split(separator: "|", omittingEmptySubsequences: false)
            }
        }
        return nil
    }

    /// The fields of the line whose tag is `tag`, unsplit; a line with no `|` has no tag.
    private func line(of tag: String) -> Substring? {
        let utf8 = text.utf8
        let key = Array(tag.utf8) + [UInt8(ascii: "|")]
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            if utf8[start..<end].starts(with: key) {
                return text[utf8.index(start, offsetBy: key.count)..<end]
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return nil
    }
}
