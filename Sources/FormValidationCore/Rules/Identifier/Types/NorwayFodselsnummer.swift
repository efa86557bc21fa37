/// Norway's fødselsnummer (the birth number, the national identity number): 11 digits, the birth date as day,
/// month and two-digit year (the day plus 40 in a D-number, the month plus 40 in an H-number), three individual
/// digits that with the year give the century (000–499 the 1900s; 500–749 the 1800s from year 54; 500–999 the
/// 2000s up to year 39; 900–999 the 1900s from year 40), and two check digits, each 11 less a weighted sum
/// modulo 11 (0 for 11, none for 10) (Skatteetaten, Folkeregisteret).
/// Displayed `151086 95088`.
struct NorwayFodselsnummerIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "no.fodselsnummer", title: "fødselsnummer", example: "151086 95088",
        otherExamples: ["551086 95071", "155086 95060", "290204 45066", "010127 10085"],
        roles: [.taxID: ["NO"], .nationalID: ["NO"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        let year = compact.number(4, 2)
        let individual = compact.number(6, 3)
        let century: Int
        switch individual {
        case 0...499: century = 1900
        case 500...999 where year <= 39: century = 2000
        case 500...749 where year >= 54: century = 1800
        case 900...999: century = 1900
        default: return .malformed
        }
        var day = compact.number(0, 2)
        if day > 40 { day -= 40 }
        var month = compact.number(2, 2)
        if month > 40 { month -= 40 }
        guard IdentifierDate.exists(year: century + year, month: month, day: day) else { return .impossibleDate }
        let first = (11 - CheckDigits.weightedSum(compact, from: 0, weights: "376189452") % 11) % 11
        let second = (11 - CheckDigits.weightedSum(compact, from: 0, weights: "5432765432") % 11) % 11
        return first == compact.digit(9) && second == compact.digit(10) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "###### #####" }
}
