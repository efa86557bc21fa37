/// Formats a phone number as it is typed, character by character, as libphonenumber's `AsYouTypeFormatter` does:
/// `6`, `65`, `650`, `650-2`, … `(650) 253-0000` in the United States; `+44 20 7946 0000` for a British number
/// typed internationally.
///
/// ``PhoneNumberInputFormatter``, the public face of this engine, re-types a number through it on every edit:
///
/// ```swift
/// print(PhoneNumberInputFormatter(defaultCountry: "US").format("6502530000"))   // (650) 253-0000
/// ```
///
/// What it does, in libphonenumber's terms: after three characters it takes off an international prefix (`+`,
/// `011`) and then the calling code, or a national prefix (`0`, the `1` of a North American number); it keeps the
/// formats of the metadata whose leading digits fit the digits typed so far, writes the digits into the template of
/// the first one that can hold them, and the number in its format as soon as it matches one whole. A character other
/// than a digit (or a leading `+`) stops the formatting: the text is then what was typed. Digits of other scripts
/// count as their ASCII digits.
///
/// A value of fixed size (no allocation as digits are typed): it keeps up to ``PhoneInlineBytes/capacity`` digits
/// (beyond, the text is what was typed, as libphonenumber's almost always is for so many), and what was typed in
/// full. The metadata it reads (``PhoneAsYouTypeMetadata``) is read once, when the first formatter is made.
struct PhoneAsYouType: Sendable {
    /// What ``text`` is made of: libphonenumber builds its output in each of these ways, and the text is written
    /// from the current state when it is read.
    private enum Output: Equatable {
        /// Nothing typed yet.
        case empty
        /// What was typed, as typed.
        case typed
        /// The prefix before the national number, then the national number.
        case prefixThenNational
        /// The prefix before the national number alone.
        case prefix
        /// The prefix, a space if the format asks for one, then the national number.
        case nationalAfterPrefix
        /// The prefix, a space if asked for, then the template up to its last digit filled.
        case templateAfterPrefix
        /// The prefix, a space if asked for, then what was typed (libphonenumber's result for a template that ran
        /// out while the formatter still formats).
        case typedAfterPrefix
        /// The prefix, a space if asked for, then the national number in the format at this index of
        /// ``PhoneAsYouTypeMetadata/Tables/formats``.
        case formattedAfterPrefix(Int)
    }

    /// The symbol of a `+` typed first in ``accrued`` (digits are 0–9).
    private static let plus: UInt8 = 10
    /// The symbol of a full-width `＋` typed first: libphonenumber lets it start a number but keeps it, in the
    /// national number too, where it matches no pattern.
    private static let fullWidthPlus: UInt8 = 11
    /// What ``symbol(of:first:)`` says of a character that is neither a digit nor a leading plus.
    private static let other: UInt8 = 0xFF

    /// The metadata of the region the formatter was made for (0: an unknown region).
    private let defaultMetadata: Int
    /// The metadata of which the formatter's region is the main region, or -1: libphonenumber keeps the metadata
    /// it has when a calling code typed is that of its own main region.
    private let defaultMainMetadata: Int
    /// The metadata in use (that of the calling code typed, once there is one).
    private var metadata: Int

    /// Every character typed, as typed.
    private var typed = TypedText()
    /// The digits typed (0–9) and a leading plus: libphonenumber's "accrued input without formatting".
    private var accrued = PhoneInlineBytes()
    /// The national number: what is left of ``accrued`` once the prefixes are taken off (0–9, or a leading ＋).
    private var national = PhoneInlineBytes()
    /// The digits of ``national`` up to its first symbol that is no digit, at most ``PhoneDigits/capacity``.
    private var nationalDigits = PhoneDigits()
    /// Whether ``nationalDigits`` holds all of ``national``.
    private var nationalIsAllDigits = true
    /// What is written before the national number: the international prefix or `+`, the calling code, the national
    /// prefix, and spaces (ASCII).
    private var prefix = PhoneInlineBytes()
    /// The national prefix taken off (digits 0–9), which libphonenumber may later put back to take off a longer
    /// one.
    private var extractedNationalPrefix = PhoneInlineBytes()

    /// The formats still possible, as bits counted from ``formatsStart``.
    private var possibleFormats: UInt32 = 0
    /// The index in ``PhoneAsYouTypeMetadata/Tables/formats`` of the list the possible formats come from.
    private var formatsStart = 0
    /// The ``PhoneAsYouTypeMetadata/Format/patternID`` of the pattern the template was made from, or -1.
    private var currentPattern = -1
    /// The format whose template is being filled, or -1.
    private var templateFormat = -1
    /// How many digits of the template are filled (the first ones of ``national``).
    private var templateFilled = 0

    /// Whether the formatter still formats (false once a format ran out or none fits, until a prefix taken off
    /// makes it try again).
    private var ableToFormat = true
    /// Whether a character other than a digit or a leading plus was typed: then the text is what was typed.
    private var inputHasFormatting = false
    /// Whether the number typed is whole, with a prefix: an international or a national one.
    private var isCompleteNumber = false
    /// Whether the international prefix was taken off and the calling code is still to come.
    private var expectingCallingCode = false
    /// Whether a space goes between the prefix and the national number.
    private var spaceAfterNationalPrefix = false
    /// What ``text`` is made of.
    private var output = Output.empty

    /// A formatter for numbers typed in `region` (ISO 3166 alpha-2, any case); an unknown region (libphonenumber's
    /// `ZZ`) formats only numbers typed with `+` and their calling code.
    ///
    /// - Parameter region: The region the number is typed in.
    init(region: String) {
        let tables = PhoneAsYouTypeMetadata.tables
        let code = region.uppercased()
        self.init(
            defaultMetadata: tables.metadataOfRegion[code] ?? 0,
            defaultMainMetadata: tables.metadataOfMainRegion[code] ?? -1)
    }

    /// A formatter with nothing typed.
    private init(defaultMetadata: Int, defaultMainMetadata: Int) {
        self.defaultMetadata = defaultMetadata
        self.defaultMainMetadata = defaultMainMetadata
        metadata = defaultMetadata
    }

    /// Forgets what was typed, to format another number in the same region.
    mutating func clear() {
        self = PhoneAsYouType(defaultMetadata: defaultMetadata, defaultMainMetadata: defaultMainMetadata)
    }

    /// The text a formatter for `region` shows once every character of `typed` is typed, one by one.
    ///
    /// - Parameters:
    ///   - typed: The characters typed, in order.
    ///   - region: The region the number is typed in (ISO 3166 alpha-2).
    /// - Returns: The text after the last character.
    static func format(typed: some Sequence<Unicode.Scalar>, region: String) -> String {
        var formatter = PhoneAsYouType(region: region)
        for character in typed { formatter.input(character) }
        return formatter.text
    }

    // MARK: Reading

    /// The text after the last character typed (empty before the first).
    var text: String { withText { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with ``text`` as UTF-8 bytes (ASCII unless characters other than ASCII were typed), written on
    /// the stack: nothing is allocated unless more was typed than the formatter keeps inline.
    ///
    /// - Parameter body: Reads the text; the bytes are valid only during the call.
    /// - Returns: What `body` returns.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch output {
        case .empty:
            return body(UnsafeBufferPointer(start: nil, count: 0))
        case .typed:
            return typed.withBytes(body)
        default:
            let capacity = prefix.count + 1 + 3 * national.count + typed.count + 64
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var writer = ByteWriter(buffer)
                write(to: &writer)
                return body(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
            }
        }
    }

    /// Writes ``text`` for any output but ``Output/typed``.
    private func write(to writer: inout ByteWriter) {
        switch output {
        case .empty, .typed:
            typed.withBytes { for byte in $0 { writer.append(byte) } }
        case .prefixThenNational:
            writer.append(prefix)
            writeNational(to: &writer)
        case .prefix:
            writer.append(prefix)
        case .nationalAfterPrefix:
            writePrefix(to: &writer)
            writeNational(to: &writer)
        case .templateAfterPrefix:
            writePrefix(to: &writer)
            writeTemplate(to: &writer)
        case .typedAfterPrefix:
            writePrefix(to: &writer)
            typed.withBytes { for byte in $0 { writer.append(byte) } }
        case .formattedAfterPrefix(let format):
            writePrefix(to: &writer)
            writeFormatted(PhoneAsYouTypeMetadata.tables.formats[format], to: &writer)
        }
    }

    /// The prefix, and a space after it when the format asks for one and it does not end with one.
    private func writePrefix(to writer: inout ByteWriter) {
        writer.append(prefix)
        if spaceAfterNationalPrefix, let last = prefix.last, last != UInt8(ascii: " ") {
            writer.append(UInt8(ascii: " "))
        }
    }

    /// The national number, symbol by symbol.
    private func writeNational(to writer: inout ByteWriter) {
        for index in 0..<national.count { writer.appendSymbol(national[index]) }
    }

    /// The template up to its last digit filled, its digits the first of the national number.
    private func writeTemplate(to writer: inout ByteWriter) {
        let template = PhoneAsYouTypeMetadata.tables.formats[templateFormat].template
        let bytes = PhoneAsYouTypeMetadata.table.utf8Start
        var filled = 0
        for offset in template where filled < templateFilled {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "#") {
                writer.appendSymbol(national[filled])
                filled += 1
            } else {
                writer.append(byte)
            }
        }
    }

    /// The national number in `format`, which its pattern matches whole.
    private func writeFormatted(_ format: PhoneAsYouTypeMetadata.Format, to writer: inout ByteWriter) {
        let ends = Self.cut(nationalDigits, groups: format.groups, group: format.groups.lowerBound, from: 0) ?? 0
        let bytes = PhoneAsYouTypeMetadata.table.utf8Start
        var offset = format.format.lowerBound
        while offset < format.format.upperBound {
            let byte = bytes[offset]
            offset += 1
            guard byte == UInt8(ascii: "$"), offset < format.format.upperBound else {
                writer.append(byte)
                continue
            }
            let group = Int(bytes[offset] &- UInt8(ascii: "0"))
            offset += 1
            let end = Int(ends >> (5 * UInt64(group - 1)) & 31)
            let start = group == 1 ? 0 : Int(ends >> (5 * UInt64(group - 2)) & 31)
            for index in start..<max(start, end) { writer.appendSymbol(nationalDigits.digit(at: index)) }
        }
    }

    /// Where each group of `digits` ends (five bits each, the first group lowest) from `group` on, the earlier
    /// groups taking as many digits as they can while the later ones still match the rest, as Python's greedy
    /// groups do.
    private static func cut(_ digits: PhoneDigits, groups: Range<Int>, group: Int, from start: Int) -> UInt64? {
        guard group < groups.upperBound else { return start == digits.count ? 0 : nil }
        let shape = PhoneAsYouTypeMetadata.tables.groups[group]
        var end = min(digits.count, start + shape.longest)
        while end >= start + shape.shortest {
            if shape.automaton.matches(digits, from: start, to: end),
                let rest = cut(digits, groups: groups, group: group + 1, from: end)
            {
                return rest << 5 | UInt64(end)
            }
            end -= 1
        }
        return nil
    }

    // MARK: Typing

    /// Types one character: a digit (of any script), a `+` first, or anything else, which stops the formatting.
    ///
    /// - Parameter character: The character typed.
    mutating func input(_ character: Unicode.Scalar) {
        typed.append(character)
        let symbol = Self.symbol(of: character, first: typed.scalars == 1)
        if symbol == Self.other || !accrued.append(symbol) || (symbol != Self.plus && !appendNational(symbol)) {
            ableToFormat = false
            inputHasFormatting = true
        }
        guard ableToFormat else {
            output = resumeFormatting()
            return
        }
        if accrued.count <= 2 {
            output = .typed
            return
        }
        if accrued.count == 3 {
            if extractInternationalPrefix() {
                expectingCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefix()
                output = chooseFormattingPattern()
                return
            }
        }
        if expectingCallingCode {
            if extractCallingCode() { expectingCallingCode = false }
            output = .prefixThenNational
            return
        }
        guard possibleFormats != 0 else {
            output = chooseFormattingPattern()
            return
        }
        let filled = fillTemplate()
        if let formatted = formatAccruedDigits() {
            output = formatted
        } else {
            narrowDownPossibleFormats()
            if makeTemplate() {
                output = inputAccruedNationalNumber()
            } else {
                output = ableToFormat ? filled : .typed
            }
        }
    }

    /// The symbol of `character` in ``accrued``: its digit, ``plus`` or ``fullWidthPlus`` when typed `first`, or
    /// ``other``. A digit is what Python's `str.isdigit` says is one, valued as `unicodedata.digit` values it.
    private static func symbol(of character: Unicode.Scalar, first: Bool) -> UInt8 {
        let value = character.value
        if value &- 0x30 < 10 { return UInt8(value &- 0x30) }
        if value < 0x80 { return first && value == 0x2B ? plus : other }
        if value == 0xFF0B { return first ? fullWidthPlus : other }
        let properties = character.properties
        guard properties.numericType == .decimal || properties.numericType == .digit,
            let number = properties.numericValue, number >= 0, number <= 9
        else { return other }
        return UInt8(number)
    }

    /// What libphonenumber does with a character once it no longer formats: with something other than digits
    /// typed, nothing; otherwise it tries again after taking off an international prefix and calling code, or a
    /// longer national prefix.
    private mutating func resumeFormatting() -> Output {
        if inputHasFormatting { return .typed }
        if extractInternationalPrefix() {
            if extractCallingCode() { return choosePatternAfterExtractingPrefix() }
        } else if extractLongerNationalPrefix() {
            prefix.append(UInt8(ascii: " "))
            return choosePatternAfterExtractingPrefix()
        }
        return .typed
    }

    // MARK: Prefixes

    /// Takes the international prefix (or `+`) off the start of ``accrued`` into ``prefix`` when there is one; the
    /// rest becomes the national number.
    private mutating func extractInternationalPrefix() -> Bool {
        guard !accrued.isEmpty else { return false }
        let end: Int?
        if accrued[0] == Self.plus {
            end = 1
        } else {
            var digits = PhoneDigits()
            var index = 0
            while index < accrued.count && accrued[index] < 10 && digits.append(accrued[index]) { index += 1 }
            end = Self.tables.metadata[metadata].internationalPrefix.end(of: digits, whole: index == accrued.count)
        }
        guard let end else { return false }
        isCompleteNumber = true
        national.removeAll()
        national.append(accrued, from: end)
        nationalChanged()
        prefix.removeAll()
        for index in 0..<end { prefix.append(Self.ascii(accrued[index])) }
        if accrued[0] != Self.plus { prefix.append(UInt8(ascii: " ")) }
        return true
    }

    /// Takes a calling code off the start of the national number into ``prefix`` (with a space) when it starts
    /// with one, and formats with its metadata from then on.
    private mutating func extractCallingCode() -> Bool {
        guard !national.isEmpty, national[0] != 0 else { return false }
        let tables = Self.tables
        var code = 0
        for length in 1...min(3, national.count) {
            let digit = national[length - 1]
            guard digit < 10 else { return false }
            code = code * 10 + Int(digit)
            let found = tables.metadataOfCallingCode[code]
            guard found != 0 else { continue }
            for index in 0..<length { prefix.append(Self.ascii(national[index])) }
            prefix.append(UInt8(ascii: " "))
            national.removeFirst(length)
            nationalChanged()
            if tables.metadata[found].isNonGeographic || found != defaultMainMetadata { metadata = found }
            extractedNationalPrefix.removeAll()
            return true
        }
        return false
    }

    /// Takes the national prefix off the start of the national number into ``prefix``, and returns it: the `1` of
    /// a North American number followed by 2–9 (with a space), or else what the national prefix for parsing
    /// matches.
    private mutating func removeNationalPrefix() -> PhoneInlineBytes {
        let current = Self.tables.metadata[metadata]
        var start = 0
        if current.callingCode == 1 && national.count >= 2 && national[0] == 1 && national[1] > 1 && national[1] < 10 {
            start = 1
            prefix.append(UInt8(ascii: "1"))
            prefix.append(UInt8(ascii: " "))
            isCompleteNumber = true
        } else if let end = current.nationalPrefixForParsing.end(of: nationalDigits, whole: nationalIsAllDigits),
            end > 0
        {
            isCompleteNumber = true
            start = end
            for index in 0..<end { prefix.append(Self.ascii(national[index])) }
        }
        let removed = national.prefix(start)
        national.removeFirst(start)
        nationalChanged()
        return removed
    }

    /// Puts the national prefix taken off back, and takes off the national prefix again: whether it is another
    /// one now that more digits were typed.
    private mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            if !national.prepend(extractedNationalPrefix) {
                inputHasFormatting = true
                return false
            }
            nationalChanged()
            let index = prefix.lastIndex(of: extractedNationalPrefix, transform: Self.ascii) ?? -1
            prefix.removeLast(index >= 0 ? prefix.count - index : 1)
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    // MARK: Formats

    /// Starts again with the prefixes taken off: no format chosen yet.
    private mutating func choosePatternAfterExtractingPrefix() -> Output {
        ableToFormat = true
        expectingCallingCode = false
        possibleFormats = 0
        templateFormat = -1
        templateFilled = 0
        currentPattern = -1
        return chooseFormattingPattern()
    }

    /// From three digits of national number on: the formats that fit, and the number in one of them.
    private mutating func chooseFormattingPattern() -> Output {
        guard national.count >= 3 else { return .nationalAfterPrefix }
        loadAvailableFormats()
        if let formatted = formatAccruedDigits() { return formatted }
        return makeTemplate() ? inputAccruedNationalNumber() : .typed
    }

    /// The formats of the metadata that may fit the number: the international ones for a number typed with an
    /// international prefix (when there are any), those whose national prefix rule agrees with how the number was
    /// typed, then those whose leading digits fit.
    private mutating func loadAvailableFormats() {
        let current = Self.tables.metadata[metadata]
        let international = isCompleteNumber && extractedNationalPrefix.isEmpty
        let range =
            international && current.hasInternationalFormats ? current.internationalFormats : current.nationalFormats
        let formats = Self.tables.formats
        formatsStart = range.lowerBound
        possibleFormats = 0
        for index in range {
            let format = formats[index]
            if !extractedNationalPrefix.isEmpty {
                if format.leftOutWithNationalPrefix { continue }
            } else if !isCompleteNumber && format.leftOutWithoutNationalPrefix {
                continue
            }
            possibleFormats |= 1 << UInt32(index - range.lowerBound)
        }
        narrowDownPossibleFormats()
    }

    /// Drops the possible formats whose leading digits do not fit the national number: the pattern for as many
    /// digits as were typed (the first for 3, or the last when there are fewer patterns).
    private mutating func narrowDownPossibleFormats() {
        let tables = Self.tables
        let patternIndex = max(national.count - 3, 0)
        var remaining = possibleFormats
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let leading = tables.formats[formatsStart + bit].leadingDigits
            guard !leading.isEmpty else { continue }
            let pattern = tables.leadingDigits[leading.lowerBound + min(patternIndex, leading.count - 1)]
            if pattern.longestPrefix(of: nationalDigits) == nil { possibleFormats &= ~(1 << UInt32(bit)) }
        }
    }

    /// The number in the first possible format whose pattern matches it whole, provided the result keeps the
    /// digits typed.
    private mutating func formatAccruedDigits() -> Output? {
        guard nationalIsAllDigits else { return nil }
        let formats = Self.tables.formats
        var remaining = possibleFormats
        while remaining != 0 {
            let index = formatsStart + remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let format = formats[index]
            guard national.count >= format.shortest && national.count <= format.longest,
                format.pattern.matches(nationalDigits)
            else { continue }
            spaceAfterNationalPrefix = format.spaceAfterNationalPrefix
            if prefixKeepsTypedDigits() { return .formattedAfterPrefix(index) }
        }
        return nil
    }

    /// Whether the digits and plus of the prefix, then the national number, are what was typed.
    private func prefixKeepsTypedDigits() -> Bool {
        var position = 0
        for index in 0..<prefix.count {
            let byte = prefix[index]
            guard byte == UInt8(ascii: "+") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                continue
            }
            guard position < accrued.count, Self.ascii(accrued[position]) == byte else { return false }
            position += 1
        }
        guard accrued.count - position == national.count else { return false }
        for index in 0..<national.count where accrued[position + index] != national[index] { return false }
        return true
    }

    /// Makes the template of the first possible format that can hold the national number, dropping those before it
    /// that cannot; `false` when the first that can has the current template's pattern, or when none can (then
    /// the formatter stops formatting).
    private mutating func makeTemplate() -> Bool {
        let formats = Self.tables.formats
        var remaining = possibleFormats
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let format = formats[formatsStart + bit]
            if format.patternID == currentPattern { return false }
            if format.templateDigits > 0 && format.templateDigits >= national.count {
                currentPattern = format.patternID
                spaceAfterNationalPrefix = format.spaceAfterNationalPrefix
                templateFormat = formatsStart + bit
                templateFilled = 0
                return true
            }
            possibleFormats &= ~(1 << UInt32(bit))
        }
        ableToFormat = false
        return false
    }

    /// Fills the new template with the whole national number.
    private mutating func inputAccruedNationalNumber() -> Output {
        guard !national.isEmpty else { return .prefix }
        let room = Self.tables.formats[templateFormat].templateDigits - templateFilled
        let last: Output
        if national.count <= room {
            templateFilled += national.count
            last = .templateAfterPrefix
        } else {
            templateFilled += room
            last = fillTemplate()
        }
        return ableToFormat ? last : .typed
    }

    /// Fills the next digit of the template with the digit just typed; when the template is full, the formatter
    /// stops formatting if no other format is possible, and makes a new template otherwise.
    private mutating func fillTemplate() -> Output {
        if templateFormat >= 0 && templateFilled < Self.tables.formats[templateFormat].templateDigits {
            templateFilled += 1
            return .templateAfterPrefix
        }
        if possibleFormats.nonzeroBitCount == 1 { ableToFormat = false }
        currentPattern = -1
        return .typedAfterPrefix
    }

    // MARK: Helpers

    /// The tables of every metadata.
    private static var tables: PhoneAsYouTypeMetadata.Tables { PhoneAsYouTypeMetadata.tables }

    /// The ASCII character of a symbol of ``accrued`` (0 for the full-width plus, which no ASCII text holds).
    private static func ascii(_ symbol: UInt8) -> UInt8 {
        symbol < 10 ? symbol + UInt8(ascii: "0") : symbol == plus ? UInt8(ascii: "+") : 0
    }

    /// Appends a symbol to the national number, keeping ``nationalDigits``; `false` when it is full.
    private mutating func appendNational(_ symbol: UInt8) -> Bool {
        guard national.append(symbol) else { return false }
        if nationalIsAllDigits {
            nationalIsAllDigits = symbol < 10 && nationalDigits.append(symbol)
        }
        return true
    }

    /// Reads ``nationalDigits`` again after the national number changed other than at its end.
    private mutating func nationalChanged() {
        nationalDigits = PhoneDigits()
        nationalIsAllDigits = true
        for index in 0..<national.count {
            let symbol = national[index]
            guard symbol < 10, nationalDigits.append(symbol) else {
                nationalIsAllDigits = false
                return
            }
        }
    }
}

/// What was typed, as UTF-8: inline up to ``PhoneInlineBytes/capacity`` bytes, the rest in an array.
private struct TypedText: Sendable {
    /// The first bytes.
    private var inline = PhoneInlineBytes()
    /// The bytes that did not fit in ``inline`` (empty, and not allocated, for any phone number).
    private var spill: [UInt8] = []
    /// How many characters were typed.
    private(set) var scalars = 0

    /// How many bytes there are.
    var count: Int { inline.count + spill.count }

    /// Appends the UTF-8 bytes of `character`.
    mutating func append(_ character: Unicode.Scalar) {
        scalars += 1
        UTF8.encode(character) { byte in
            if !spill.isEmpty || !inline.append(byte) { spill.append(byte) }
        }
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard !spill.isEmpty else { return inline.withBytes(body) }
        let all = inline.withBytes { Array($0) } + spill
        return all.withUnsafeBufferPointer(body)
    }
}

extension ByteWriter {
    /// Appends the bytes of `bytes`.
    mutating func append(_ bytes: PhoneInlineBytes) {
        for index in 0..<bytes.count { append(bytes[index]) }
    }

    /// A symbol of the national number: a digit, `+`, or the full-width plus (`＋`, three bytes).
    mutating func appendSymbol(_ symbol: UInt8) {
        switch symbol {
        case 0..<10: append(symbol + UInt8(ascii: "0"))
        case 10: append(UInt8(ascii: "+"))
        default:
            append(0xEF)
            append(0xBC)
            append(0x8B)
        }
    }
}
