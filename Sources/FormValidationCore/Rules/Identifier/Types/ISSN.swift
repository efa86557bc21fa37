/// An ISSN (ISO 3297): seven digits and a check digit (or `X`, ten) that brings their sum, weighted 8 to 1, to
/// a multiple of 11. Displayed `0317-8471`.
struct ISSNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration("issn", title: "ISSN", example: "0317-8471")

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 8, compact.allDigits(0..<7) else { return .malformed }
        let last = compact[7]
        guard (0x30...0x39).contains(last) || last == UInt8(ascii: "X") else { return .malformed }
        var sum = last == UInt8(ascii: "X") ? 10 : Int(last) - 0x30
        for index in 0..<7 { sum += compact.digit(index) * (8 - index) }
        return sum % 11 == 0 ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "####-####" }
}
