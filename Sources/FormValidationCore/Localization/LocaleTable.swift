/// Data of the CLDR by locale, as the generated tables hold it: a line per locale, `tag|field|field…`, for each
/// language and each locale whose data differs from its parent's (`ListPatterns.table`,
/// `LocaleFormats.numbers`, `LocaleFormats.dates`).
struct LocaleTable: Sendable {
    /// Each locale's fields, unsplit, by tag.
    private let lines: [Substring: Substring]

    /// Reads `text`; a line with no `|` is skipped.
    init(_ text: String) {
        var lines: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") {
            guard let bar = line.utf8.firstIndex(of: UInt8(ascii: "|")) else { continue }
            lines[line[..<bar]] = line[line.utf8.index(after: bar)...]
        }
        self.lines = lines
    }

    /// The fields of `tag`, or of the first locale it falls back to (``LocaleMatching/fallbacks(of:)``) that the
    /// table has; `nil` when none has a line.
    func fields(for tag: String) -> [Substring]? {
        for candidate in LocaleMatching.fallbacks(of: tag) {
            if let line = lines[candidate[...]] {
                return line.split(separator: "|", omittingEmptySubsequences: false)
            }
        }
        return nil
    }
}
