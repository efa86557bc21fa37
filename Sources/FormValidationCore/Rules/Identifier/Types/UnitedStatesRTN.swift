/// The United States' ABA routing transit number, which names a bank: nine digits, the last a check digit, such
/// that the digits weighted 3, 7, 1 in turn from the left add up to a multiple of 10 (the American Bankers
/// Association's scheme, as Wikipedia's "ABA routing transit number" describes it).
struct UnitedStatesRTNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "us.rtn", title: "routing number", example: "111000025", otherExamples: ["021000021", "322271627"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.allDigits else { return .malformed }
        var sum = 0
        for index in stride(from: 0, to: 9, by: 3) {
            sum += 3 * compact.digit(index) + 7 * compact.digit(index + 1) + compact.digit(index + 2)
        }
        return sum % 10 == 0 ? nil : .checkDigit
    }
}
