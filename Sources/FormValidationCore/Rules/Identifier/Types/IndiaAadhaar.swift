/// India's Aadhaar number, which UIDAI issues to residents: twelve digits, the first never 0 or 1, the last a
/// Verhoeff check digit; a number that reads the same backwards is never issued. Source: UIDAI's working paper
/// "A UID Numbering Scheme" (2010). Displayed `2341 2341 2346`.
struct IndiaAadhaarIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "in.aadhaar", title: "Aadhaar", example: "2341 2341 2346", otherExamples: ["9999 0000 1119", "4991 1866 5246"],
        roles: [.nationalID: ["IN"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 12, compact.allDigits, compact[0] >= 0x32 else { return .malformed }
        var palindrome = true
        for index in 0..<6 where compact[index] != compact[11 - index] { palindrome = false }
        if palindrome { return .malformed }
        return CheckDigits.verhoeff(compact, 0..<12) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "#### #### ####" }
}
