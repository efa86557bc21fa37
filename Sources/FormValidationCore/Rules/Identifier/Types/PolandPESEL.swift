/// Poland's PESEL (Powszechny Elektroniczny System Ewidencji Ludności, the national identification number): 11
/// digits, the birth date as year, month and day (the month plus 80 for the 1800s, 20 for the 2000s, 40 for the
/// 2100s, 60 for the 2200s), a serial, and a check digit: the first ten weighted 1, 3, 7, 9 in turn, the digit
/// that brings their sum to a multiple of 10 (Ustawa o ewidencji ludności, 2010).
struct PolandPESELIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "pl.pesel", title: "PESEL", example: "44051401359", otherExamples: ["02211307589", "02122401358"],
        roles: [.nationalID: ["PL"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        let coded = compact.number(2, 2)
        let century: Int
        switch coded / 20 {
        case 0: century = 1900
        case 1: century = 2000
        case 2: century = 2100
        case 3: century = 2200
        default: century = 1800
        }
        guard IdentifierDate.exists(year: century + compact.number(0, 2), month: coded % 20, day: compact.number(4, 2))
        else { return .impossibleDate }
        let sum = CheckDigits.weightedSum(compact, from: 0, weights: "1379137913")
        return (10 - sum % 10) % 10 == compact.digit(10) ? nil : .checkDigit
    }
}
