/// A business identifier code, SWIFT's BIC (ISO 9362): four letters for the institution, its country's ISO 3166-1 code,
/// two letters or digits for its location, and optionally three for a branch. It has no check digit.
struct BICIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "bic", title: "BIC", example: "DEUTDEFF500", otherExamples: ["NEDSZAJJ", "BNPAFRPPXXX"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 8 || compact.count == 11 else { return .malformed }
        for index in 0..<4 where !compact.isLetter(index) { return .malformed }
        return IdentifierCountries.bic.contains(compact[4], compact[5]) ? nil : .malformed
    }
}
