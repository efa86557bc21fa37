/// Denmark's CPR number (personnummer): the birth date as day, month and two-digit year, and four serial digits,
/// the first of which with the year gives the century: 0 to 3 the 1900s; 4 or 9 the 2000s up to year 36, else
/// the 1900s; 5 to 8 the 2000s up to year 57, else the 1800s (CPR-kontoret). The modulus 11 check was given up in
/// 2007 and is not made. Displayed `211062-5629`.
struct DenmarkCPRIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "dk.cpr", title: "CPR number", example: "211062-5629", otherExamples: ["290204-4000", "010158-5000"],
        roles: [.taxID: ["DK"], .nationalID: ["DK"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 10, compact.allDigits else { return .malformed }
        let year = compact.number(4, 2)
        let century: Int
        switch compact.digit(6) {
        case 0...3: century = 1900
        case 4, 9: century = year <= 36 ? 2000 : 1900
        default: century = year <= 57 ? 2000 : 1800
        }
        let exists = IdentifierDate.exists(
            year: century + year, month: compact.number(2, 2), day: compact.number(0, 2))
        return exists ? nil : .impossibleDate
    }

    static func displayPattern(count: Int) -> StaticString? { "######-####" }
}
