/// Canada's Social Insurance Number: nine digits, the last a Luhn check digit. The first digit names the region
/// that issued it; none starts with 0 or 8 (a 9 is a temporary resident's). Source: Employment and Social
/// Development Canada's SIN pages. Displayed `123-456-782`.
struct CanadaSINIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ca.sin", title: "SIN", example: "123-456-782", otherExamples: ["130-800-162", "912-345-675"],
        roles: [.taxID: ["CA"], .nationalID: ["CA"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.allDigits, compact[0] != 0x30, compact[0] != 0x38 else { return .malformed }
        return CheckDigits.luhn(compact, 0..<9) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "###-###-###" }
}
