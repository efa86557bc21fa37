/// One country's national numbering plan: which national significant numbers (the digits after the country
/// calling code) exist, of which type, and how they are dialled at home.
///
/// The ranges are written as text, one line per type and set of lengths: `mobile 71-75,77-79 10` says that
/// national numbers of 10 digits starting with 71 to 75 or 77 to 79 are mobile. A prefix range joins prefixes of the
/// same number of digits (`7500-7508`); lengths are a list (`7,9,10`) or a range (`5-11`). A number takes the type
/// of the first line that matches it; one that matches none is not a number of the country. The text is read once,
/// on first use.
struct NumberingPlan: Sendable {
    /// One line of the ranges.
    struct Range: Sendable {
        var type: PhoneNumberType
        /// Bit *n* is set when *n* digits is an allowed length.
        var lengths: UInt32
        /// Prefix ranges: the first `digits` digits of a number, as a number, from `low` to `high`.
        var prefixes: [(digits: Int, low: UInt64, high: UInt64)]
    }

    /// The region, an ISO 3166-1 alpha-2 code: `GB`.
    let region: String
    /// The country calling code: 44.
    let callingCode: Int
    /// What is dialled before a national number at home (`0`; `1` in North America), or `nil` where nothing is
    /// (Spain, Italy, Mexico).
    let trunkPrefix: PhoneDigits?
    /// The prefixes that start an international call from this country besides `00`, longest first: `011` in
    /// North America, `010` in Japan, `0011` in Australia.
    let internationalPrefixes: [PhoneDigits]
    /// Whether this is a plan of the North American Numbering Plan, where the fourth digit of a ten-digit number
    /// (the first of the exchange) is never 0 or 1.
    let isNANP: Bool
    /// The ranges, in the order they are tried.
    let ranges: [Range]
    /// The shortest and longest national number of any type.
    let lengthBounds: ClosedRange<Int>

    init(
        region: String, callingCode: Int, trunkPrefix: PhoneDigits?, internationalPrefixes: [PhoneDigits] = [],
        ranges text: String
    ) {
        self.region = region
        self.callingCode = callingCode
        self.trunkPrefix = trunkPrefix
        self.internationalPrefixes = internationalPrefixes
        self.isNANP = callingCode == 1
        var ranges: [Range] = []
        var allLengths: UInt32 = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            precondition(fields.count == 3, "numbering plan \(region): bad line \(line)")
            guard let kind = PhoneNumberType.Kind.named(fields[0]) else {
                preconditionFailure("numbering plan \(region): unknown type \(fields[0])")
            }
            var lengths: UInt32 = 0
            for part in fields[2].split(separator: ",") {
                let bounds = part.split(separator: "-").map { Int($0)! }
                for length in bounds[0]...bounds[bounds.count - 1] { lengths |= 1 << UInt32(length) }
            }
            let prefixes = fields[1].split(separator: ",").map { item in
                let bounds = item.split(separator: "-")
                let low = PhoneDigits(bounds[0])
                let high = PhoneDigits(bounds[bounds.count - 1])
                precondition(low.count == high.count, "numbering plan \(region): bad range \(item)")
                return (low.count, low.value, high.value)
            }
            allLengths |= lengths
            ranges.append(Range(type: PhoneNumberType(kind), lengths: lengths, prefixes: prefixes))
        }
        self.ranges = ranges
        let shortest = allLengths.trailingZeroBitCount
        lengthBounds = shortest...(31 - allLengths.leadingZeroBitCount)
    }

    /// The type of the national significant number `number`, or `nil` when it is no number of this plan.
    ///
    /// - Complexity: O(*r*), *r* the number of prefix ranges of the plan.
    func type(of number: PhoneDigits) -> PhoneNumberType? {
        guard number.count < 32 else { return nil }
        if isNANP, number.count == 10, number.digit(at: 3) < 2 { return nil }
        let bit: UInt32 = 1 << UInt32(number.count)
        for range in ranges where range.lengths & bit != 0 {
            for prefix in range.prefixes where prefix.digits <= number.count {
                let leading = number.leading(prefix.digits)
                if leading >= prefix.low && leading <= prefix.high { return range.type }
            }
        }
        return nil
    }
}

extension PhoneNumberType.Kind {
    /// The kind a numbering plan's line names: `fixed`, `mobile`, `fixedOrMobile`, `tollFree`, `premiumRate`,
    /// `sharedCost`, `voip`, `personal`, `pager`, `uan` or `voicemail`.
    static func named(_ name: Substring) -> Self? {
        switch name {
        case "fixed": .fixedLine
        case "mobile": .mobile
        case "fixedOrMobile": .fixedLineOrMobile
        case "tollFree": .tollFree
        case "premiumRate": .premiumRate
        case "sharedCost": .sharedCost
        case "voip": .voip
        case "personal": .personalNumber
        case "pager": .pager
        case "uan": .universalAccess
        case "voicemail": .voicemail
        default: nil
        }
    }
}
