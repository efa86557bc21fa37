/// One region's phone-number metadata as libphonenumber publishes it, compiled by
/// `scripts/world-data/phone-numbers.py` (the table is a text in `Generated/PhoneMetadataTable.swift`): the calling code, the
/// prefixes dialled before a number, and for the whole plan and each type of number the possible lengths and the
/// national-number pattern, as digit automata. No regular expression runs. A class, so that looking a region up
/// copies one reference.
final class PhoneMetadata: Sendable {
    /// The region (`PL`), or `001` for a non-geographic calling code (+800, +882, …).
    let region: String
    let callingCode: Int
    /// How many digits ``callingCode`` has.
    let callingCodeLength: Int
    /// What is dialled before a national number at home (`0`), or empty.
    let nationalPrefix: String
    /// What starts an international call from the region (`00`, `0011`, `011`), matched at the start.
    let internationalPrefix: DigitAutomaton
    /// What is stripped from the start of national input (the national prefix, and carrier codes).
    let nationalPrefixForParsing: DigitAutomaton
    /// The carrier selection codes stripped after the national prefix when at least ``digitsAfterCarrierCode``
    /// digits follow (Brazil's `0 21 11 91234 5678`: trunk 0, carrier 21, then the number).
    private let carrierCodes: DigitAutomaton
    private let digitsAfterCarrierCode: Int
    /// For a region sharing its calling code: the start of the national numbers that are the region's.
    let leadingDigits: DigitAutomaton
    /// National input that libphonenumber rewrites as a whole (a local number given its area code: Norfolk
    /// Island's 5-digit numbers get a `3`), with the digits the rewriting drops and those it puts in front.
    private let rewritten: DigitAutomaton
    private let droppedByRewriting: Int
    private let prependedByRewriting: PhoneDigits
    /// An area code followed by a mobile token, after the national prefix or without it: such national input is a
    /// mobile number, ``prependedByRewriting``, the area code, then the rest without the token (Argentina's
    /// `011 15 2345 6789` is `9 11 2345 6789`). Empty elsewhere.
    private let mobileToken: DigitAutomaton
    /// How many digits the mobile token has (`15`: 2).
    private let mobileTokenLength: Int
    /// Whether mobile and fixed-line numbers share a pattern (a number of either is "fixed line or mobile").
    let sameMobileAndFixedLinePattern: Bool
    /// Bit *n*: a national number of *n* digits is possible, for the plan, then for each type of ``types``.
    private let lengths: [UInt32]
    /// The national-number patterns: the plan's, then each type's of ``types``.
    private let patterns: [DigitAutomaton]

    /// The types in the order of the table (their patterns and lengths follow the plan's, from index 1).
    static let types: [PhoneNumberType.Kind] = [
        .fixedLine, .mobile, .tollFree, .premiumRate, .sharedCost, .personalNumber, .voip, .pager, .universalAccess,
        .voicemail,
    ]

    /// The indices of the types libphonenumber tests before fixed line and mobile, in its order: premium rate,
    /// toll free, shared cost, VoIP, personal number, pager, UAN, voicemail.
    private static let specialTypes = [4, 3, 5, 7, 6, 8, 9, 10]

    /// A line of the generated table's text: its fields separated by tabs (see ``table``), or `nil` for a line
    /// that is not one.
    private init?(line: Slice<UnsafeBufferPointer<UInt8>>) {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 16 else { return nil }
        let text = { (index: Int) in String(decoding: fields[index], as: UTF8.self) }
        let automaton = { (index: Int) in DigitAutomaton(UnsafeBufferPointer(rebasing: fields[index])) }
        guard let callingCode = Int(text(1)), let digitsAfterCarrierCode = Int(text(8)),
            let droppedByRewriting = Int(text(10)), let mobileTokenLength = Int(text(15))
        else { return nil }
        region = text(0)
        self.callingCode = callingCode
        callingCodeLength = String(callingCode).utf8.count
        nationalPrefix = text(2)
        internationalPrefix = automaton(3)
        nationalPrefixForParsing = automaton(4)
        carrierCodes = automaton(5)
        leadingDigits = automaton(6)
        rewritten = automaton(7)
        self.digitsAfterCarrierCode = digitsAfterCarrierCode
        sameMobileAndFixedLinePattern = text(9) == "1"
        self.droppedByRewriting = droppedByRewriting
        prependedByRewriting = PhoneDigits(text(11)[...])
        lengths = fields[12].split(separator: UInt8(ascii: ",")).compactMap {
            UInt32(String(decoding: $0, as: UTF8.self))
        }
        patterns = fields[13].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
            DigitAutomaton(UnsafeBufferPointer(rebasing: $0))
        }
        mobileToken = automaton(14)
        self.mobileTokenLength = mobileTokenLength
    }

    /// Every region of ``table``, read once, when a number is first resolved.
    static let all: [PhoneMetadata] = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        .split(separator: UInt8(ascii: "\n")).compactMap(PhoneMetadata.init(line:))

    // MARK: Looking up

    /// The metadata of each calling code, its main region first.
    static let byCallingCode: [Int: [PhoneMetadata]] = Dictionary(grouping: all, by: \.callingCode)

    /// The metadata of each region (not of the non-geographic codes).
    static let byRegion: [String: PhoneMetadata] = Dictionary(
        all.filter { $0.region != "001" }.map { ($0.region, $0) }, uniquingKeysWith: { first, _ in first })

    /// The metadata of `region`, an upper-case code (`GB`), as ``byRegion`` has it; found by its letters
    /// (``LetterPair``), without hashing.
    static func region(_ region: String) -> PhoneMetadata? {
        guard let pair = LetterPair.index(of: region, foldingCase: false) else { return byRegion[region] }
        let position = regionPositions[pair]
        return position < 0 ? nil : all[Int(position)]
    }

    /// Per pair of letters, the position in ``all`` of its region's metadata, or -1.
    private static let regionPositions = LetterPair.table(all.lazy.map(\.region))

    /// The metadata of `callingCode`, its main region first, as ``byCallingCode`` has it; found by position, without
    /// hashing.
    static func regions(callingCode: Int) -> [PhoneMetadata]? {
        guard callingCode >= 0 && callingCode < regionsByCallingCode.count else { return nil }
        return regionsByCallingCode[callingCode]
    }

    /// Per calling code from 0 to 999, ``byCallingCode``'s entry.
    private static let regionsByCallingCode: [[PhoneMetadata]?] = (0..<1000).map { byCallingCode[$0] }

    // MARK: Numbers

    /// The shortest and longest national number of the plan.
    var lengthBounds: ClosedRange<Int> {
        let mask = lengths[0]
        return mask == 0 ? 0...0 : mask.trailingZeroBitCount...(31 - mask.leadingZeroBitCount)
    }

    /// Whether a national number of `count` digits is possible in the plan.
    func isPossibleLength(_ count: Int) -> Bool {
        count < 32 && lengths[0] & (1 << UInt32(count)) != 0
    }

    /// The type of the national significant number `number`, or `nil` when it is no number of the region:
    /// libphonenumber's order, the special types first, then fixed line and mobile.
    func type(of number: PhoneDigits) -> PhoneNumberType? {
        guard matches(number, 0) else { return nil }
        for index in Self.specialTypes where matches(number, index) {
            return PhoneNumberType(Self.types[index - 1])
        }
        if matches(number, 1) {
            return sameMobileAndFixedLinePattern || matches(number, 2) ? .fixedLineOrMobile : .fixedLine
        }
        return !sameMobileAndFixedLinePattern && matches(number, 2) ? .mobile : nil
    }

    /// Whether `number` matches the plan's national-number pattern, whatever its length.
    func matchesPattern(_ number: PhoneDigits) -> Bool { patterns[0].matches(number) }

    /// Whether `number` has a length of the pattern at `index` (the plan's, or a type's) and matches it.
    private func matches(_ number: PhoneDigits, _ index: Int) -> Bool {
        let mask = lengths[index]
        guard number.count < 32, mask & (1 << UInt32(number.count)) != 0 else { return false }
        return patterns[index].matches(number)
    }

    /// Whether the number is the region's, for a region sharing its calling code: its leading digits, or else a
    /// number of one of its types.
    func claims(_ number: PhoneDigits) -> Bool {
        leadingDigits.isEmpty ? type(of: number) != nil : leadingDigits.longestPrefix(of: number) != nil
    }

    /// `national` as libphonenumber reads it: rewritten when the whole of it is a local number the metadata
    /// rewrites, or else without the national prefix (and carrier code) that starts it; as typed when the digits
    /// as typed are a number of the plan and the result is not, or when the result has a length the plan does not
    /// use (other than too long).
    func strippingNationalPrefix(_ national: PhoneDigits) -> PhoneDigits {
        var result: PhoneDigits
        if let mobile = withMobileToken(national) {
            result = mobile
        } else if rewritten.matches(national) {
            result = prependedByRewriting
            let rest = national.dropFirst(droppedByRewriting)
            for index in 0..<rest.count { result.append(rest.digit(at: index)) }
        } else if let length = strippedLength(of: national) {
            result = national.dropFirst(length)
        } else {
            return national
        }
        if matches(national, 0) && !patterns[0].matches(result) { return national }
        guard isPossibleLength(result.count) || result.count > lengthBounds.upperBound else { return national }
        return result
    }

    /// `national` as a mobile number, when an area code and the mobile token start it after the national prefix
    /// (or without one): ``prependedByRewriting``, the area code, then the digits after the token.
    private func withMobileToken(_ national: PhoneDigits) -> PhoneDigits? {
        guard mobileTokenLength > 0 else { return nil }
        let prefix = nationalPrefixForParsing.longestPrefix(of: national) ?? 0
        let rest = national.dropFirst(prefix)
        guard let length = mobileToken.longestPrefix(of: rest), length > mobileTokenLength else { return nil }
        var result = prependedByRewriting
        for index in 0..<(length - mobileTokenLength) { result.append(rest.digit(at: index)) }
        for index in length..<rest.count { result.append(rest.digit(at: index)) }
        return result
    }

    /// How many digits of `national` the national prefix takes, with a carrier code that follows it.
    private func strippedLength(of national: PhoneDigits) -> Int? {
        guard let prefix = nationalPrefixForParsing.longestPrefix(of: national), prefix > 0 else { return nil }
        let rest = national.dropFirst(prefix)
        if let carrier = carrierCodes.longestPrefix(of: rest), carrier > 0,
            rest.count - carrier >= digitsAfterCarrierCode
        {
            return prefix + carrier
        }
        return prefix
    }
}

/// A minimal deterministic automaton over the ten digits, read from a table of the generated metadata: `W` (the
/// number of characters of a state number), the ten digits' classes, `.`, one `0` or `1` per state (whether it
/// accepts), `.`, the transitions (per state, per class, the next state; 0 the dead state, 1 the start). Numbers are
/// written with `0`–`9`, `A`–`Z`, `a`–`z` for 0–61 (in pairs when wider). An empty table matches nothing.
///
/// The table is text of the generated files, which lives as long as the program: the automaton keeps a pointer
/// into it, never writes through it, and so may be shared across threads.
struct DigitAutomaton: @unchecked Sendable {
    private let bytes: UnsafePointer<UInt8>
    private let width: Int
    private let acceptingStart: Int
    private let transitionsStart: Int
    private let classCount: Int

    init(_ table: StaticString) {
        self.init(UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount))
    }

    /// The automaton of a table inside a generated text, which lives as long as the program.
    init(_ table: UnsafeBufferPointer<UInt8>) {
        guard let bytes = table.baseAddress, !table.isEmpty else {
            self.bytes = ("" as StaticString).utf8Start  // Never read: an empty automaton matches nothing.
            (width, acceptingStart, transitionsStart, classCount) = (0, 0, 0, 0)
            return
        }
        self.bytes = bytes
        width = Int(bytes[0] &- UInt8(ascii: "0"))
        acceptingStart = 12
        var end = acceptingStart
        while bytes[end] != UInt8(ascii: ".") { end += 1 }
        let states = end - acceptingStart
        transitionsStart = end + 1
        classCount = (table.count - transitionsStart) / (states * width)
    }

    var isEmpty: Bool { width == 0 }

    /// Whether the automaton accepts all of `number`.
    func matches(_ number: PhoneDigits) -> Bool {
        matches(number, from: 0, to: number.count)
    }

    /// Whether the automaton accepts the digits of `number` from `start` up to, not including, `end`.
    func matches(_ number: PhoneDigits, from start: Int, to end: Int) -> Bool {
        guard !isEmpty else { return false }
        var state = 1
        for index in start..<end {
            state = next(state, number.digit(at: index))
            if state == 0 { return false }
        }
        return accepts(state)
    }

    /// The length of the longest start of `number` the automaton accepts (libphonenumber matches these patterns
    /// at the start of a number), or `nil`.
    func longestPrefix(of number: PhoneDigits) -> Int? {
        guard !isEmpty else { return nil }
        var state = 1
        var longest: Int? = accepts(state) ? 0 : nil
        for index in 0..<number.count {
            state = next(state, number.digit(at: index))
            if state == 0 { break }
            if accepts(state) { longest = index + 1 }
        }
        return longest
    }

    private func accepts(_ state: Int) -> Bool {
        bytes[acceptingStart + state - 1] == UInt8(ascii: "1")
    }

    private func next(_ state: Int, _ digit: UInt8) -> Int {
        let symbolClass = Self.number(bytes[1 + Int(digit)])
        let offset = transitionsStart + ((state - 1) * classCount + symbolClass) * width
        return width == 1
            ? Self.number(bytes[offset]) : Self.number(bytes[offset]) * 62 + Self.number(bytes[offset + 1])
    }

    private static func number(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 10 + Int(byte &- UInt8(ascii: "A"))
        default: 36 + Int(byte &- UInt8(ascii: "a"))
        }
    }
}
