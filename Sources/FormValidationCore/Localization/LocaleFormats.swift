package import Foundation

/// How a locale writes the numbers and dates inserted into messages: the CLDR's symbols, digits, grouping and
/// numeric date pattern, generated into `Generated/LocaleFormatTables.swift` by `scripts/world-data/cldr-locales.py`
/// for every CLDR locale (`1 234,5` and `31/01/2024` in French, `1.234,5` and `31.1.2024` in German,
/// `১২,৩৪,৫৬৭` in Bengali).
package struct LocaleFormats: Sendable, Hashable {
    /// The decimal separator.
    let decimal: String
    /// The group separator.
    let group: String
    /// The minus sign, with any direction mark the locale writes before it.
    let minus: String
    /// The digit zero of the locale's default numbering system; the other nine follow it.
    let zero: Unicode.Scalar
    /// The size of the group nearest the decimal separator, and of the others (`3, 2` in Hindi); 0 for none.
    let primaryGroup: Int
    let secondaryGroup: Int
    /// The most fraction digits a number is written with; it is rounded half to even beyond them.
    let maximumFractionDigits: Int
    /// The numeric date with the full year, in the CLDR's pattern syntax (`d.M.y`).
    let datePattern: String

    /// The formats of `tag` (a language tag or a Foundation locale identifier: `fr-CA`, `de_CH`), by RFC 4647
    /// lookup with the CLDR's parent locales; English's for a locale the CLDR does not know.
    package static func of(_ tag: String) -> LocaleFormats {
        if let known = cache.withLock({ $0[tag] }) { return known }
        let formats = LocaleFormats(
            numbers: numbers.fields(for: tag) ?? numbers.fields(for: "en")!,
            date: dates.fields(for: tag)?.first ?? dates.fields(for: "en")![0])
        cache.withLock { cached in
            // Tags come from clients (`Accept-Language`), so the cache is bounded: past its capacity it starts
            // again rather than grow with every tag a client invents.
            if cached.count >= cacheCapacity { cached.removeAll(keepingCapacity: true) }
            cached[tag] = formats
        }
        return formats
    }

    /// The formats found for each tag asked for, up to ``cacheCapacity`` tags.
    private static let cache = Locked<[String: LocaleFormats]>([:])
    /// The most tags ``cache`` holds.
    package static let cacheCapacity = 256

    /// How many tags the cache holds now; for tests.
    package static var cachedTagCount: Int { cache.withLock { $0.count } }

    private init(numbers fields: [Substring], date: Substring) {
        precondition(fields.count == 7, "a line of LocaleFormats.numbers holds seven fields")
        decimal = String(fields[0])
        group = String(fields[1])
        minus = String(fields[2])
        zero = fields[3].unicodeScalars.first!
        primaryGroup = Int(fields[4])!
        secondaryGroup = Int(fields[5])!
        maximumFractionDigits = Int(fields[6])!
        datePattern = String(date)
    }

    /// `value` in the locale's notation: `-1 234 567` in French.
    package func number(_ value: Int) -> String {
        let digits = Array(String(value.magnitude).utf8)
        var text = value < 0 ? minus : ""
        appendInteger(digits[...], to: &text)
        return text
    }

    /// `value` in the locale's notation, rounded half to even to the locale's most fraction digits (three in
    /// most): `1 234,5`, `3,142` in French.
    package func number(_ value: Decimal) -> String {
        guard value.isFinite else { return "NaN" }
        return number(decimal: value.description)
    }

    /// The number written in plain decimal notation (`-1234.5`, `1e-05`) in the locale's notation; the text as it
    /// is when it is not a number.
    package func number(decimal text: String) -> String {
        guard let (negative, found, foundPoint) = Self.decimalDigits(of: text) else { return text }
        var digits = found
        var point = foundPoint
        // Digits before the point, padded with zeros, and after it.
        if point > digits.count { digits += Array(repeating: UInt8(ascii: "0"), count: point - digits.count) }
        if point < 1 {
            digits.insert(contentsOf: Array(repeating: UInt8(ascii: "0"), count: 1 - point), at: 0)
            point = 1
        }
        let kept = point + maximumFractionDigits
        if digits.count > kept {
            let dropped = digits[kept...]
            let first = dropped.first!
            let roundsUp =
                first > UInt8(ascii: "5")
                || (first == UInt8(ascii: "5")
                    && (dropped.dropFirst().contains { $0 != UInt8(ascii: "0") }
                        || (digits[kept - 1] - UInt8(ascii: "0")) % 2 == 1))
            digits.removeSubrange(kept...)
            if roundsUp {
                var index = kept - 1
                while index >= 0, digits[index] == UInt8(ascii: "9") {
                    digits[index] = UInt8(ascii: "0")
                    index -= 1
                }
                if index >= 0 {
                    digits[index] += 1
                } else {
                    digits.insert(UInt8(ascii: "1"), at: 0)
                    point += 1
                }
            }
        }
        while digits.count > point, digits.last == UInt8(ascii: "0") { digits.removeLast() }
        let isZero = !digits.contains { $0 != UInt8(ascii: "0") }
        var text = negative && !isZero ? minus : ""
        appendInteger(digits[..<point], to: &text)
        if digits.count > point {
            text += decimal
            appendDigits(digits[point...], to: &text)
        }
        return text
    }

    /// The date `year`-`month`-`day` in the locale's numeric date pattern: `31/01/2024` in French.
    package func date(year: Int, month: Int, day: Int) -> String {
        var text = ""
        var pattern = datePattern.unicodeScalars[...]
        while let letter = pattern.first {
            let run = pattern.prefix { $0 == letter }.count
            switch letter {
            case "y":
                let shown = run == 2 ? year % 100 : year
                appendDigits(Array(String(shown).utf8)[...], paddedTo: run, to: &text)
            case "M": appendDigits(Array(String(month).utf8)[...], paddedTo: run, to: &text)
            case "d": appendDigits(Array(String(day).utf8)[...], paddedTo: run, to: &text)
            case "'":
                // Quoted text; `''` is an apostrophe.
                pattern = pattern.dropFirst()
                if pattern.first == "'" {
                    text += "'"
                    pattern = pattern.dropFirst()
                    continue
                }
                let quoted = pattern.prefix { $0 != "'" }
                text.unicodeScalars.append(contentsOf: quoted)
                pattern = pattern.dropFirst(quoted.count + 1)
                continue
            default:
                text.unicodeScalars.append(contentsOf: pattern.prefix(run))
            }
            pattern = pattern.dropFirst(run)
        }
        return text
    }

    /// The date an ISO 8601 text (`2024-01-31`) names, in the locale's numeric date pattern; `nil` for another
    /// text.
    package func date(iso text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count >= 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return date(year: year, month: month, day: day)
    }

    /// ASCII `digits` grouped as the locale groups the integer part of a number.
    private func appendInteger(_ digits: ArraySlice<UInt8>, to text: inout String) {
        guard primaryGroup > 0, digits.count > primaryGroup else { return appendDigits(digits, to: &text) }
        var groups: [ArraySlice<UInt8>] = []
        var end = digits.endIndex
        groups.append(digits[(end - primaryGroup)..<end])
        end -= primaryGroup
        while end > digits.startIndex {
            let start = max(digits.startIndex, end - secondaryGroup)
            groups.append(digits[start..<end])
            end = start
        }
        for (index, group) in groups.reversed().enumerated() {
            if index > 0 { text += self.group }
            appendDigits(group, to: &text)
        }
    }

    /// ASCII `digits` in the locale's digits, with zeros before them up to `width`.
    private func appendDigits(_ digits: ArraySlice<UInt8>, paddedTo width: Int = 0, to text: inout String) {
        for _ in digits.count..<max(width, digits.count) { text.unicodeScalars.append(zero) }
        for digit in digits {
            text.unicodeScalars.append(Unicode.Scalar(zero.value + UInt32(digit - UInt8(ascii: "0")))!)
        }
    }

    /// The sign of a number written in decimal notation (`-1234.5`, `1e-05`, `1.2345E+20`), its digits without
    /// leading zeros, and how many of them come before the decimal point (negative or past the end for very small
    /// or large values); `nil` when the text is not such a number.
    private static func decimalDigits(of text: String) -> (negative: Bool, digits: [UInt8], point: Int)? {
        var rest = text.utf8[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        var exponent = 0
        if mantissa.count < rest.count {
            guard let value = Int(String(decoding: rest.dropFirst(mantissa.count + 1), as: UTF8.self)),
                abs(value) < 1000
            else { return nil }
            exponent = value
        }
        let integer = mantissa.prefix { $0 != UInt8(ascii: ".") }
        var digits = Array(integer)
        digits += mantissa.dropFirst(integer.count + 1)
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        var point = integer.count + exponent
        while digits.count > 1, digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            point -= 1
        }
        return (negative, digits, point)
    }
}
