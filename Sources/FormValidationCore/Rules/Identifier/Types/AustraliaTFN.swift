/// Australia's Tax File Number, which the Australian Taxation Office gives: nine digits weighted 1, 4, 3, 7, 5, 8,
/// 6, 9, 10, or, for an older eight-digit one, 10, 7, 8, 4, 6, 3, 5, 2, sum to a multiple of 11 (the last digit
/// is the check digit; Wikipedia's "Tax file number"). Displayed `123 456 782`.
struct AustraliaTFNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "au.tfn", title: "TFN", example: "123 456 782", otherExamples: ["876 543 21"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 8 || compact.count == 9, compact.allDigits else { return .malformed }
        let weights: StaticString = compact.count == 9 ? "14375869A" : "A7846352"
        return CheckDigits.weightedSum(compact, from: 0, weights: weights) % 11 == 0 ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { count == 9 ? "### ### ###" : "### ### ##" }
}
