/// India's Goods and Services Tax identification number: the two-digit code of the state in the GST state code
/// list (01 to 38, 38 being Ladakh since 2020, or 97 for other territories), the holder's PAN, a character (1 to 9
/// or a letter) counting its registrations in that state, `Z`, and a check character of the Luhn mod N algorithm
/// over the 36 digits and letters. Source: GSTN's description of the GSTIN and the GST state code list.
struct IndiaGSTINIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "in.gstin", title: "GSTIN", example: "27AAPFU0939F1ZV", otherExamples: ["29AAGCB7383J1Z4", "07AAACT2727QAZP"],
        roles: [.vat: ["IN"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 15, compact.allDigits(0..<2), isState(compact.number(0, 2)),
            IndiaPANIdentifier.isPAN(compact, from: 2), compact[12] != 0x30, compact[13] == UInt8(ascii: "Z")
        else { return .malformed }
        return CheckDigits.luhnMod36(compact, 0..<15) ? nil : .checkDigit
    }

    /// Whether `code` is in the GST state code list.
    private static func isState(_ code: Int) -> Bool { (1...38).contains(code) || code == 97 }
}
