/// Ireland's Personal Public Service number, which the Department of Social Protection gives: seven digits, a
/// check letter, and since 2013 a second letter, `A` or `B` for a person, `H` for a body other than a person
/// (older numbers have none, or `W`, `T` or `X`). The seven digits weighted 8 down to 2, plus 9 times the second
/// letter's place in the alphabet when it is `A`, `B` or `H`, modulo 23, give the check letter: `W` for 0, else
/// the letter of that place (the check as Wikipedia's "Personal Public Service Number" describes it).
struct IrelandPPSIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ie.pps", title: "PPS number", example: "6433435OA",
        otherExamples: ["6433435F", "6433435FW", "6433435IH", "1234567FA", "1234567TW", "6433435AB"],
        roles: [.taxID: ["IE"], .nationalID: ["IE"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 8 || compact.count == 9, compact.allDigits(0..<7) else { return .malformed }
        let check = compact[7]
        guard (UInt8(ascii: "A")...UInt8(ascii: "W")).contains(check) else { return .malformed }
        var sum = CheckDigits.weightedSum(compact, from: 0, weights: "8765432")
        if compact.count == 9 {
            switch compact[8] {
            case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "H"): sum += 9 * Int(compact[8] - 0x40)
            case UInt8(ascii: "W"), UInt8(ascii: "T"), UInt8(ascii: "X"): break
            default: return .malformed
            }
        }
        let remainder = sum % 23
        return check == (remainder == 0 ? UInt8(ascii: "W") : 0x40 + UInt8(remainder)) ? nil : .checkDigit
    }
}
