/// A Legal Entity Identifier (ISO 17442): 18 letters and digits, then two check digits by ISO 7064 MOD 97-10
/// (the whole value, each letter read as two digits, is 1 modulo 97).
struct LEIIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration("lei", title: "LEI", example: "5493001KJTIIGC8Y1R12")

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 20, compact.allDigits(18..<20) else { return .malformed }
        return CheckDigits.mod97(compact, 0..<20) == 1 ? nil : .checkDigit
    }
}
