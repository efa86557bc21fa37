/// An IMEI (3GPP TS 23.003): the type allocation code (8 digits) and serial number (6 digits), then a Luhn check
/// digit; 14 digits without it, or 16 for an IMEISV (a 2-digit software version in its place), have none to
/// check. Displayed `35-686800-004141-8`.
struct IMEIIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration("imei", title: "IMEI", example: "35-686800-004141-8")

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard (14...16).contains(compact.count), compact.allDigits else { return .malformed }
        guard compact.count == 15 else { return nil }
        return CheckDigits.luhn(compact, 0..<15) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? {
        switch count {
        case 14: "##-######-######"
        case 15: "##-######-######-#"
        default: "##-######-######-##"
        }
    }
}
