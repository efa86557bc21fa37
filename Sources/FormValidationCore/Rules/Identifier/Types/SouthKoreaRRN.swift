/// South Korea's resident registration number (주민등록번호): the birth date as `YYMMDD`, a digit for the century
/// and sex (9 or 0 for the 1800s, 1, 2, 5 or 6 for the 1900s, 3, 4, 7 or 8 for the 2000s), a four-digit place of
/// registration (its first two digits at most 96), a community-centre number and serial, and a check digit: the
/// first twelve digits weighted 2 to 9 then 2 to 5, eleven less their sum modulo 11, modulo 10 (the Ministry of the
/// Interior's scheme, as Wikipedia's "Resident registration number" describes it). Displayed `971013-9019902`.
struct SouthKoreaRRNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "kr.rrn", title: "RRN", example: "971013-9019902",
        otherExamples: ["880101-1234568", "040229-3123453", "120315-4123456", "750505-2345676", "900101-5012341"],
        roles: [.nationalID: ["KR"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 13, compact.allDigits, compact.number(7, 2) <= 96 else { return .malformed }
        let century: Int
        switch compact[6] {
        case UInt8(ascii: "9"), UInt8(ascii: "0"): century = 1800
        case UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "5"), UInt8(ascii: "6"): century = 1900
        default: century = 2000
        }
        let year = century + compact.number(0, 2)
        guard IdentifierDate.exists(year: year, month: compact.number(2, 2), day: compact.number(4, 2)) else {
            return .impossibleDate
        }
        let sum = CheckDigits.weightedSum(compact, from: 0, weights: "234567892345")
        return (11 - sum % 11) % 10 == compact.digit(12) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "######-#######" }
}
