/// Poland's NIP (Numer Identyfikacji Podatkowej), the tax and VAT number: ten digits, the last the sum of the
/// first nine weighted 6, 5, 7, 2, 3, 4, 5, 6, 7, modulo 11 (a remainder of 10 is never issued), as the Ministry
/// of Finance's regulation on the NIP defines it. Displayed `856-734-62-15`; the `PL` VAT prefix is dropped, from
/// the display form too.
struct PolandNIPIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "pl.nip", title: "NIP", example: "856-734-62-15", otherExamples: ["5260250274"], roles: [.taxID: ["PL"]])

    static func droppedPrefixLength(_ compact: UnsafeBufferPointer<UInt8>) -> Int {
        compact.prefixLength(0x50, 0x4C, before: 10)
    }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? { check(compact) }

    static func displayPattern(count: Int) -> StaticString? { count == 10 ? "###-###-##-##" : nil }

    /// The problem with a NIP of ten digits, without prefix.
    static func check(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 10, number.allDigits else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "657234567") % 11 == number.digit(9)
            ? nil : .checkDigit
    }
}
