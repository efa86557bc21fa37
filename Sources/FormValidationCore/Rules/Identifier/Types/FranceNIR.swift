/// France's NIR (numéro d'inscription au répertoire, the social security number): 15 characters, the sex, the
/// year and month of birth, the place of birth (a department, `2A` or `2B` for Corsica, and a commune), a serial
/// and a two-digit key, 97 less the remainder modulo 97 of the first 13, Corsica's `2A` and `2B` read as 19 and 18
/// (INSEE, décret n° 82-103). No month is refused: INSEE writes months from 20 up for records of an incomplete
/// birth date. Displayed `2 95 10 99 126 111 93`.
struct FranceNIRIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "fr.nir", title: "NIR", example: "2 95 10 99 126 111 93",
        otherExamples: ["2 53 07 2B 073 004 70", "2 53 07 2A 073 004 43", "1 84 12 76 451 089 46"],
        roles: [.nationalID: ["FR"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 15, compact.allDigits(0..<5), compact.allDigits(7..<15) else { return .malformed }
        let department: Int
        if compact.allDigits(5..<7) {
            department = compact.number(5, 2)
        } else if compact[5] == UInt8(ascii: "2") && compact[6] == UInt8(ascii: "A") {
            department = 19
        } else if compact[5] == UInt8(ascii: "2") && compact[6] == UInt8(ascii: "B") {
            department = 18
        } else {
            return .malformed
        }
        let value = (compact.number(0, 5) * 100 + department) * 1_000_000 + compact.number(7, 6)
        return 97 - value % 97 == compact.number(13, 2) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "# ## ## ## ### ### ##" }
}
