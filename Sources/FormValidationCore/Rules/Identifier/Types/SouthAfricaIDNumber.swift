/// South Africa's identity number, which the Department of Home Affairs gives: the birth date as `YYMMDD`, four
/// digits (from 5000 for men), a citizenship digit (0 for a citizen, 1 for a permanent resident), a digit and a
/// Luhn check digit over the whole. The century is not written: a date is possible when it exists in the 1900s or
/// the 2000s. Displayed `750330 5044 08 9`.
struct SouthAfricaIDNumberIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "za.idnr", title: "ID number", example: "750330 5044 08 9",
        otherExamples: ["000229 5044 08 1", "120615 0123 18 2", "881231 4567 08 2"], roles: [.nationalID: ["ZA"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 13, compact.allDigits, compact[10] == 0x30 || compact[10] == 0x31 else {
            return .malformed
        }
        let year = compact.number(0, 2)
        let month = compact.number(2, 2)
        let day = compact.number(4, 2)
        guard
            IdentifierDate.exists(year: 1900 + year, month: month, day: day)
                || IdentifierDate.exists(year: 2000 + year, month: month, day: day)
        else { return .impossibleDate }
        return CheckDigits.luhn(compact, 0..<13) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "###### #### ## #" }
}
