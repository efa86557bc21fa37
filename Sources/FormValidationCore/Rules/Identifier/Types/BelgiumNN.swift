/// Belgium's national number (numéro de registre national, rijksregisternummer): 11 digits, the birth date as
/// two-digit year, month and day, a serial from 001 to 998 (odd for men, even for women), and two check digits:
/// 97 less the remainder modulo 97 of the first nine, read with a leading 2 for a birth in the 2000s
/// (Rijksregister, IT000). Only the month is checked: an unknown month or day is written 00, and when the serials
/// of a date run out its day part is counted on, past the month's last day (as the federal government's own
/// checks accept). A month past 12 is a BIS number's, not a national number's. Displayed `85.07.30-033.28`.
struct BelgiumNNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "be.nn", title: "national number", example: "85.07.30-033.28",
        otherExamples: ["17.07.30-033.84", "00.02.29-033.13", "85.00.00-033.06"],
        roles: [.taxID: ["BE"], .nationalID: ["BE"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        let month = compact.number(2, 2)
        // Months 20 and up (plus 20 or 40) mark a BIS number; 13 to 19 are no month.
        if month >= 20 { return .malformed }
        if month > 12 { return .impossibleDate }
        guard (1...998).contains(compact.number(6, 3)) else { return .malformed }
        let body = compact.number(0, 9)
        let check = compact.number(9, 2)
        return 97 - body % 97 == check || 97 - (2_000_000_000 + body) % 97 == check ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "##.##.##-###.##" }
}
