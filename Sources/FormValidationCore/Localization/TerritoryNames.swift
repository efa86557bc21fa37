/// The names of territories in the languages the library has messages in, for `{name, region}` in a message
/// ("Deutschland", "Allemagne"): the CLDR's, generated into `Generated/TerritoryNameTables.swift` by
/// `scripts/world-data/cldr-locales.py`.
package enum TerritoryNames {
    /// The name of the territory `code` (`DE`) for `tag` (`fr-CA`), by RFC 4647 lookup with the CLDR's parent
    /// locales; `nil` when no locale `tag` falls back to has it (a language without messages).
    package static func name(of code: String, for tag: String) -> String? {
        guard let position = position(of: code) else { return nil }
        for candidate in LocaleMatching.fallbacks(of: tag) {
            guard let names = names[candidate], let name = line(position, of: names), !name.isEmpty else { continue }
            return String(name)
        }
        return nil
    }

    /// Where `code` is in ``codes``.
    private static func position(of code: String) -> Int? {
        let code = code.utf8
        guard code.count == 2 else { return nil }
        let first = code.first! & 0xDF
        let second = code.last! & 0xDF
        let all = codes.utf8
        var index = 0
        var cursor = all.startIndex
        while cursor < all.endIndex {
            let next = all.index(after: cursor)
            if all[cursor] == first, all[next] == second { return index }
            cursor = all.index(after: next)
            index += 1
        }
        return nil
    }

    /// The line at `position` (from 0) of `text`.
    private static func line(_ position: Int, of text: String) -> Substring? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        for _ in 0..<position {
            guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = utf8.index(after: newline)
        }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        return text[start..<end]
    }
}
