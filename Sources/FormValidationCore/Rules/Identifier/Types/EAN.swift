/// A GS1 trade item number: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, whose last digit is
/// the GS1 check digit of the others (weights 3 and 1 from the right, modulo 10).
struct EANIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ean", title: "EAN", example: "4006381333931", otherExamples: ["96385074", "036000291452", "10012345678902"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        switch compact.count {
        case 8, 12, 13, 14: break
        default: return .malformed
        }
        guard compact.allDigits else { return .malformed }
        return CheckDigits.gs1(compact, 0..<compact.count - 1) == compact.digit(compact.count - 1) ? nil : .checkDigit
    }
}
