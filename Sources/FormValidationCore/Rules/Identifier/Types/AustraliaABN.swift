/// Australia's Business Number, which the Australian Business Register gives: two check digits and nine digits.
/// With one taken from its first digit, the eleven digits weighted 10, 1, 3, 5, …, 19 sum to a multiple of 89
/// (the ABR's "Format of the ABN"). Displayed `51 824 753 556`.
struct AustraliaABNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "au.abn", title: "ABN", example: "51 824 753 556", otherExamples: ["83 914 571 673"],
        roles: [.taxID: ["AU"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 11, compact.allDigits else { return .malformed }
        // The first digit less one, weighted 10: 10 is taken from the sum once.
        let sum = CheckDigits.weightedSum(compact, from: 0, weights: "A13579BDFHJ") - 10
        return sum % 89 == 0 ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? { "## ### ### ###" }
}
