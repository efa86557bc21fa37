extension LocaleMatching {
    /// The tags RFC 4647 lookup tries for the language tag `tag`, most specific first, with the CLDR's parent
    /// locales: `es-MX`, `es-419`, `es`; `zh-TW` is read as `zh-Hant-TW`, then `zh-Hant`; `pt-AO` falls back to
    /// `pt-PT`. A script the language is not usually written in ends the list rather than falling back to the
    /// language (`uz-Cyrl` is not `uz`, which is Latin). Empty for a malformed tag.
    ///
    /// The tag may be a POSIX or Foundation locale identifier (`pt_BR.UTF-8`, `sr_Latn_RS@calendar=…`);
    /// extensions and private use (`-u-…`, `-x-…`) are ignored.
    static func fallbacks(of tag: String) -> [String] {
        let identifier = tag.prefix { $0 != "." && $0 != "@" }
        var subtags: [String] = []
        for part in identifier.split(separator: "-", omittingEmptySubsequences: false).flatMap({
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }) {
            guard !part.isEmpty, part.count <= 8, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return [] }
            if part.count == 1 { break }  // an extension or private use: what follows is not the language
            subtags.append(String(part))
        }
        guard var language = subtags.first?.lowercased(), (2...3).contains(language.count) || language.count >= 5,
            language.allSatisfy(\.isLetter)
        else { return [] }
        var script: String?
        var region: String?
        var variants: [String] = []
        for part in subtags.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, part.count == 4, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty,
                (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
            {
                region = part.uppercased()
            } else {
                variants.append(part.lowercased())
            }
        }
        if let alias = languageAliases[language] {
            let parts = alias.split(separator: "-")
            language = String(parts[0])
            if script == nil, parts.count > 1 { script = String(parts[1]) }
        }
        if script == nil, let region { script = regionScripts[language + "-" + region] }
        var candidate = ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
        var fallbacks: [String] = []
        while true {
            fallbacks.append(candidate)
            if let parent = parents[candidate] {
                candidate = parent
                continue
            }
            guard let dash = candidate.lastIndex(of: "-") else { return fallbacks }
            let last = candidate[candidate.index(after: dash)...]
            let rest = String(candidate[..<dash])
            // `lang-Script` falls back to `lang` only when that is how the language is written.
            if rest == language, last.count == 4, languageScripts[language] != String(last) { return fallbacks }
            candidate = rest
        }
    }
}

extension LocaleMatching {
    /// Whether `tag`'s language is written right to left: the tag, or a locale it falls back to, is one the CLDR
    /// lists (`ar`, `he`, `fa`, `uz-Arab`).
    static func isRightToLeft(_ tag: String) -> Bool {
        fallbacks(of: tag).contains { rightToLeft.contains($0) }
    }
}
