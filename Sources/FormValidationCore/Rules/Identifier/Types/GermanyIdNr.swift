/// Germany's IdNr (steuerliche Identifikationsnummer, the personal tax number): 11 digits, the first not 0,
/// among the first ten exactly one digit written twice or three times and the others once, and a check digit
/// by ISO 7064 MOD 11,10 (Bundeszentralamt für Steuern; § 139b Abgabenordnung). Displayed `36 574 261 809`.
struct GermanyIdNrIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "de.idnr", title: "IdNr", example: "36 574 261 809", otherExamples: ["11 123 456 786", "12 131 456 787"],
        roles: [.taxID: ["DE"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits, compact[0] != UInt8(ascii: "0") else { return .malformed }
        // How often each digit is written, four bits a digit.
        var counts: UInt64 = 0
        for index in 0..<10 { counts += 1 << (4 * UInt64(compact.digit(index))) }
        var repeated = 0
        for digit in 0..<10 {
            let count = (counts >> (4 * UInt64(digit))) & 0xF
            if count > 3 { return .malformed }
            if count > 1 { repeated += 1 }
        }
        guard repeated == 1 else { return .malformed }
        return CheckDigits.mod11Hybrid(compact, 0..<10) == compact.digit(10) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "## ### ### ###" }
}
