/// Turkey's identity number (T.C. Kimlik Numarası), which the General Directorate of Population and Citizenship
/// Affairs gives: eleven digits, the first not 0. The tenth is seven times the sum of the odd-placed of the first
/// nine less the sum of the even-placed, modulo 10; the eleventh is the sum of the first ten modulo 10
/// (Wikipedia's "Turkish Identification Number").
struct TurkeyTCKimlikIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "tr.tckimlik", title: "T.C. Kimlik No.", example: "17291716060", otherExamples: ["10000000146"],
        roles: [.taxID: ["TR"], .nationalID: ["TR"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits, compact[0] != 0x30 else { return .malformed }
        var odd = 0
        var even = 0
        for index in stride(from: 0, to: 9, by: 2) { odd += compact.digit(index) }
        for index in stride(from: 1, to: 8, by: 2) { even += compact.digit(index) }
        // 7 × odd − even is brought above 0 before its remainder is taken: even is at most 36.
        guard (7 * odd - even + 40) % 10 == compact.digit(9) else { return .checkDigit }
        return (odd + even + compact.digit(9)) % 10 == compact.digit(10) ? nil : .checkDigit
    }
}
