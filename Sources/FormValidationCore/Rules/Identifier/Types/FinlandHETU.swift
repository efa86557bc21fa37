/// Finland's HETU (henkilötunnus, the personal identity code): the birth date as day, month and two-digit year, a
/// century sign (`-`, or since 2023 `Y`, `X`, `W`, `V`, `U`, for the 1900s; `A`, or since 2023 `B` to `F`, for the
/// 2000s), an individual number from 002 to 899 (900–999 are temporary numbers, refused), and a check character:
/// the nine digits read as a number modulo 31, written with the digits and the letters
/// `ABCDEFHJKLMNPRSTUVWXY` (Digi- ja väestötietovirasto). The `+` of the 1800s is read too. The century sign is
/// part of the value: a code without one is refused.
struct FinlandHETUIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "fi.hetu", title: "HETU", example: "131052-308T",
        otherExamples: ["131052A308T", "010130A3084", "290200A3088", "131052Y308T", "131052F308T"],
        roles: [.taxID: ["FI"], .nationalID: ["FI"]])

    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 }
    static func keeps(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }

    /// The check characters, by the remainder they stand for.
    static let checks: StaticString = "0123456789ABCDEFHJKLMNPRSTUVWXY"

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits(0..<6) else { return .malformed }
        let individual = 7
        guard compact.allDigits(individual..<individual + 3) else { return .malformed }
        let century: Int
        switch compact[6] {
        case UInt8(ascii: "+"): century = 1800
        case UInt8(ascii: "-"), UInt8(ascii: "Y"), UInt8(ascii: "X"), UInt8(ascii: "W"), UInt8(ascii: "V"),
            UInt8(ascii: "U"):
            century = 1900
        case UInt8(ascii: "A")...UInt8(ascii: "F"): century = 2000
        default: return .malformed
        }
        guard (2...899).contains(compact.number(individual, 3)) else { return .malformed }
        guard
            IdentifierDate.exists(
                year: century + compact.number(4, 2), month: compact.number(2, 2), day: compact.number(0, 2))
        else { return .impossibleDate }
        let remainder = (compact.number(0, 6) * 1000 + compact.number(individual, 3)) % 31
        return checks.utf8Start[remainder] == compact[compact.count - 1] ? nil : .checkDigit
    }
}
