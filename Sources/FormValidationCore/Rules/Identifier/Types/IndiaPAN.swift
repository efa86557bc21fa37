/// India's Permanent Account Number, its income-tax number: five letters, four digits and a letter. The fourth
/// letter is the kind of holder (A association of persons, B body of individuals, C company, F firm, G government,
/// H Hindu undivided family, J artificial juridical person, K krish, L local authority, P person, T trust), the
/// digits a serial from 0001. The last letter is a check character whose scheme the Income Tax Department does not
/// publish: it is not checked. Source: the Income Tax Department's tutorial on PAN.
struct IndiaPANIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "in.pan", title: "PAN", example: "ACUPA7085R", otherExamples: ["AAPPV8261K", "AAACT2727Q", "BBHFG0001Z"],
        roles: [.taxID: ["IN"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        compact.count == 10 && isPAN(compact, from: 0) ? nil : .malformed
    }

    /// Whether the ten bytes from `start` are a PAN (a GSTIN holds one).
    static func isPAN(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        for index in start..<start + 5 where !bytes.isLetter(index) { return false }
        guard bytes.allDigits(start + 5..<start + 9), bytes.isLetter(start + 9) else { return false }
        switch bytes[start + 3] {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "F"), UInt8(ascii: "G"),
            UInt8(ascii: "H"), UInt8(ascii: "J"), UInt8(ascii: "K"), UInt8(ascii: "L"), UInt8(ascii: "P"),
            UInt8(ascii: "T"):
            return bytes.number(start + 5, 4) != 0
        default:
            return false
        }
    }
}
