/// Portugal's NIF (Número de Identificação Fiscal, NIPC for a company), the tax and VAT number: nine digits, the
/// first not 0, the last a check digit, 11 less the sum of the others weighted 9 down to 2 modulo 11 (0 for 10
/// or 11), as the Autoridade Tributária publishes it. The `PT` VAT prefix is dropped.
struct PortugalNIFIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "pt.nif", title: "NIF", example: "501964843", otherExamples: ["123456789", "287024008"],
        roles: [.taxID: ["PT"]])

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        compact.prefixLength(0x50, 0x54, before: 9)
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { check(compact) }

    /// The problem with a NIF of nine digits, without prefix.
    static func check(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number.allDigits, number[0] != 0x30 else { return .malformed }
        let check = 11 - CheckDigits.cyclicSum(number, 0..<8, from: 9, to: 2) % 11
        return (check > 9 ? 0 : check) == number.digit(8) ? nil : .checkDigit
    }
}
