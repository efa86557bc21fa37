/// Italy's Partita IVA, the VAT number: seven digits for the business (not all zero), three for the province
/// office that issued it (001 to 100, 120, 121, 888 or 999) and a Luhn check digit (Agenzia delle Entrate,
/// DPR 633/1972 art. 35). The `IT` VAT prefix is dropped.
struct ItalyIVAIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "it.iva", title: "Partita IVA", example: "00743110157", otherExamples: ["01114601006", "12345670017"])

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        compact.prefixLength(0x49, 0x54, before: 11)
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { check(compact) }

    /// The problem with a Partita IVA of eleven digits, without prefix.
    static func check(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 11, number.allDigits, number.number(0, 7) != 0 else { return .malformed }
        let office = number.number(7, 3)
        guard (1...100).contains(office) || office == 120 || office == 121 || office == 888 || office == 999 else {
            return .malformed
        }
        return CheckDigits.luhn(number, 0..<11) ? nil : .checkDigit
    }
}
