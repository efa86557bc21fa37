/// Argentina's CUIT (Código Único de Identificación Tributaria), its tax number: two digits for the kind of holder
/// (20, 23, 24, 27 for persons, 30, 33, 34 for companies, 50, 51, 55 for foreign ones), eight digits (a person's
/// DNI) and a check digit: 11 less the remainder modulo 11 of the others weighted 5, 4, 3, 2, 7, 6, 5, 4, 3, 2,
/// with 0 for 11 and 9 for 10. Source: AFIP's description of the CUIT. Displayed `20-05536168-2`.
struct ArgentinaCUITIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ar.cuit", title: "CUIT", example: "20-05536168-2", otherExamples: ["30-50001091-2", "27-28033514-8"],
        roles: [.taxID: ["AR"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        switch compact.number(0, 2) {
        case 20, 23, 24, 27, 30, 33, 34, 50, 51, 55: break
        default: return .malformed
        }
        let remainder = CheckDigits.cyclicSum(compact, 0..<10, from: 2, to: 7) % 11
        let check = remainder == 0 ? 0 : remainder == 1 ? 9 : 11 - remainder
        return check == compact.digit(10) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "##-########-#" }
}
