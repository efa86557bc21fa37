/// One calling code's metadata as libphonenumber's as-you-type formatter reads it: the prefixes it strips from the
/// start of what is typed and the formats it may write the rest with, compiled by
/// `scripts/world-data/phone-as-you-type.py` (the table is a text in `Generated/PhoneAsYouTypeTable.swift`, read
/// when a formatter is first made). No regular expression runs: every pattern is a ``DigitAutomaton``.
///
/// The formatter uses the metadata of a calling code's main region for all the code's regions, so there is one per
/// calling code, and one with nothing in it for an unknown region (index 0 of ``Tables/metadata``).
struct PhoneAsYouTypeMetadata: Sendable {
    /// The calling code (0 for an unknown region).
    let callingCode: Int
    /// Whether the calling code belongs to no region (+800, +882, …; region `001`).
    let isNonGeographic: Bool
    /// Where the international prefix (`00`, `011`) ends at the start of the digits typed.
    let internationalPrefix: MatchEnd
    /// Where the national prefix (and what libphonenumber strips with it) ends at the start of a national number.
    let nationalPrefixForParsing: MatchEnd
    /// Whether the metadata lists international formats, which then replace the national ones for a number typed
    /// internationally (even when none of them can be used as you type).
    let hasInternationalFormats: Bool
    /// The national formats, in the metadata's order, as indices of ``Tables/formats``.
    let nationalFormats: Range<Int>
    /// The international formats, in the metadata's order, as indices of ``Tables/formats``.
    let internationalFormats: Range<Int>

    /// One number format the formatter may use: its format is only groups and punctuation.
    struct Format: Sendable {
        /// Equal for formats of one metadata with the same pattern: libphonenumber keeps its template while the
        /// first possible format has the pattern it was made from.
        let patternID: Int
        /// Left out when a national prefix was typed (its national prefix rule writes none).
        let leftOutWithNationalPrefix: Bool
        /// Left out when a national number was typed without the national prefix its rule writes.
        let leftOutWithoutNationalPrefix: Bool
        /// Whether its national prefix rule puts a space or hyphen after the prefix.
        let spaceAfterNationalPrefix: Bool
        /// Its leading-digits patterns, as indices of ``Tables/leadingDigits``: the formatter tries the one for the
        /// number of digits typed (the first for 3 digits, the next for 4, …, the last for more).
        let leadingDigits: Range<Int>
        /// The whole pattern.
        let pattern: DigitAutomaton
        /// The fewest digits the pattern takes.
        let shortest: Int
        /// The most digits the pattern takes.
        let longest: Int
        /// The pattern's groups, as indices of ``Tables/groups``.
        let groups: Range<Int>
        /// The format (`$1 $2`), as a range of ``PhoneAsYouTypeMetadata/table``'s bytes.
        let format: Range<Int>
        /// The as-you-type template (`### ####`, `#` a digit), as a range of ``PhoneAsYouTypeMetadata/table``'s
        /// bytes; empty when the pattern takes no run of 9s.
        let template: Range<Int>
        /// How many digits the template holds.
        let templateDigits: Int
    }

    /// One group of a format's pattern: its automaton, and the fewest and most digits it takes.
    struct Group: Sendable {
        /// The group's pattern.
        let automaton: DigitAutomaton
        /// The fewest digits the group takes.
        let shortest: Int
        /// The most digits the group takes.
        let longest: Int
    }

    /// Where Python's `re.match` of a pattern ends on a string of digits, which depends on the order in which the
    /// pattern's alternatives are tried (`1|123` ends after one digit of `1234`), compiled by
    /// `scripts/world-data/match_end.py` into two automata over the same ordered states.
    struct MatchEnd: Sendable {
        /// Accepts after the digits at which a match ends, the latest winning.
        let prefix: DigitAutomaton
        /// Accepts the strings a match ends at the end of (for a pattern with `$`; empty otherwise).
        let end: DigitAutomaton

        /// Where the match ends in `digits`, or `nil` for none. `whole`: `digits` are all of the string (else
        /// something follows them, which no pattern reads, so a `$` cannot hold at their end).
        func end(of digits: PhoneDigits, whole: Bool) -> Int? {
            if whole && end.matches(digits) { return digits.count }
            return prefix.longestPrefix(of: digits)
        }
    }

    /// Every table, read from ``table`` once, when a formatter is first made.
    struct Tables: Sendable {
        /// The metadata of an unknown region (index 0), then of each calling code.
        let metadata: [PhoneAsYouTypeMetadata]
        /// The formats of every metadata.
        let formats: [Format]
        /// The leading-digits patterns of every format.
        let leadingDigits: [DigitAutomaton]
        /// The groups of every format's pattern.
        let groups: [Group]
        /// The metadata of each calling code below 1000 (0 for a code that is none).
        let metadataOfCallingCode: [Int]
        /// The metadata each region's numbers are formatted with (its calling code's).
        let metadataOfRegion: [String: Int]
        /// The metadata of which each region is the main region.
        let metadataOfMainRegion: [String: Int]
    }

    /// Every table of ``table``.
    static let tables: Tables = {
        var reader = TableReader()
        let text = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        for line in text.split(separator: UInt8(ascii: "\n")) { reader.read(line) }
        return reader.tables
    }()
}

/// Reads the lines of ``PhoneAsYouTypeMetadata/table`` into ``PhoneAsYouTypeMetadata/Tables``.
private struct TableReader {
    /// The metadata read so far.
    var metadata: [PhoneAsYouTypeMetadata] = []
    /// The formats read so far.
    var formats: [PhoneAsYouTypeMetadata.Format] = []
    /// The leading-digits patterns read so far.
    var leadingDigits: [DigitAutomaton] = []
    /// The groups read so far.
    var groups: [PhoneAsYouTypeMetadata.Group] = []
    /// The metadata of each calling code read so far.
    var metadataOfCallingCode = [Int](repeating: 0, count: 1000)
    /// The metadata of each region read so far.
    var metadataOfRegion: [String: Int] = [:]
    /// The metadata of each main region read so far.
    var metadataOfMainRegion: [String: Int] = [:]

    /// What was read.
    var tables: PhoneAsYouTypeMetadata.Tables {
        PhoneAsYouTypeMetadata.Tables(
            metadata: metadata, formats: formats, leadingDigits: leadingDigits, groups: groups,
            metadataOfCallingCode: metadataOfCallingCode, metadataOfRegion: metadataOfRegion,
            metadataOfMainRegion: metadataOfMainRegion)
    }

    /// A part of the table's text.
    typealias Field = Slice<UnsafeBufferPointer<UInt8>>

    /// One line: calling code, regions, international prefix, national prefix for parsing, whether international
    /// formats exist, national formats, international formats.
    mutating func read(_ line: Field) {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 7, let callingCode = Int(Self.text(fields[0])) else { return }
        let index = metadata.count
        let regions = fields[1].split(separator: UInt8(ascii: ",")).map(Self.text)
        for (position, region) in regions.enumerated() where region != "001" {
            metadataOfRegion[region] = index
            if position == 0 { metadataOfMainRegion[region] = index }
        }
        if callingCode > 0 && callingCode < 1000 { metadataOfCallingCode[callingCode] = index }
        metadata.append(
            PhoneAsYouTypeMetadata(
                callingCode: callingCode, isNonGeographic: regions.first == "001",
                internationalPrefix: Self.matchEnd(fields[2]), nationalPrefixForParsing: Self.matchEnd(fields[3]),
                hasInternationalFormats: Self.text(fields[4]) == "1", nationalFormats: readFormats(fields[5]),
                internationalFormats: readFormats(fields[6])))
    }

    /// Formats separated by `;`, appended to ``formats``; their indices.
    mutating func readFormats(_ field: Field) -> Range<Int> {
        let start = formats.count
        for format in field.split(separator: UInt8(ascii: ";")) { readFormat(format) }
        return start..<formats.count
    }

    /// A format's fields, separated by `|` (see ``PhoneAsYouTypeMetadata/table``).
    mutating func readFormat(_ text: Field) {
        let fields = text.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard fields.count == 9 else { return }
        let flags = Array(fields[1])
        let leadingStart = leadingDigits.count
        leadingDigits += fields[2].split(separator: UInt8(ascii: ",")).map(Self.automaton)
        let lengths = Self.numbers(fields[4])
        let groupLengths = Self.numbers(fields[6])
        let groupStart = groups.count
        for (position, group) in fields[5].split(separator: UInt8(ascii: ",")).enumerated() {
            groups.append(
                PhoneAsYouTypeMetadata.Group(
                    automaton: Self.automaton(group), shortest: groupLengths[2 * position],
                    longest: groupLengths[2 * position + 1]))
        }
        let base = PhoneAsYouTypeMetadata.table.utf8Start
        let template = fields[8]
        formats.append(
            PhoneAsYouTypeMetadata.Format(
                patternID: Int(Self.text(fields[0])) ?? -1, leftOutWithNationalPrefix: flags[0] == UInt8(ascii: "1"),
                leftOutWithoutNationalPrefix: flags[1] == UInt8(ascii: "1"),
                spaceAfterNationalPrefix: flags[2] == UInt8(ascii: "1"),
                leadingDigits: leadingStart..<leadingDigits.count, pattern: Self.automaton(fields[3]),
                shortest: lengths[0], longest: lengths[1], groups: groupStart..<groups.count,
                format: Self.range(of: fields[7], in: base), template: Self.range(of: template, in: base),
                templateDigits: template.lazy.filter { $0 == UInt8(ascii: "#") }.count))
    }

    /// The field as a string.
    static func text(_ field: Field) -> String { String(decoding: field, as: UTF8.self) }

    /// Numbers separated by `,`.
    static func numbers(_ field: Field) -> [Int] {
        field.split(separator: UInt8(ascii: ",")).map { Int(text($0)) ?? 0 }
    }

    /// An automaton as ``DigitAutomaton`` reads it (empty: one that accepts nothing).
    static func automaton(_ field: Field) -> DigitAutomaton { DigitAutomaton(UnsafeBufferPointer(rebasing: field)) }

    /// Two automata separated by `,`: where a match ends, and the strings it ends at the end of.
    static func matchEnd(_ field: Field) -> PhoneAsYouTypeMetadata.MatchEnd {
        let parts = field.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        return PhoneAsYouTypeMetadata.MatchEnd(prefix: automaton(parts[0]), end: automaton(parts[1]))
    }

    /// Where `field` lies in the table's bytes, which start at `base`.
    static func range(of field: Field, in base: UnsafePointer<UInt8>) -> Range<Int> {
        guard let start = field.base.baseAddress else { return 0..<0 }
        let offset = start + field.startIndex - base
        return offset..<offset + field.count
    }
}
