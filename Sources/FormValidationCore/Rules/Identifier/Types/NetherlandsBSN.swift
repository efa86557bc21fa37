/// The Netherlands' BSN (burgerservicenummer, the citizen service number): nine digits, the leading zero often
/// left out (and added back), passing the eleven test: the first eight weighted 9 down to 2, less the last,
/// a multiple of 11 (Rijksdienst voor Identiteitsgegevens, Logisch Ontwerp BSN). Nine zeros are refused.
/// Displayed `1112.22.333`.
struct NetherlandsBSNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "nl.bsn", title: "BSN", example: "1112.22.333", otherExamples: ["0123.45.672", "2345.67.892"],
        roles: [.taxID: ["NL"], .nationalID: ["NL"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard (8...9).contains(compact.count), compact.allDigits else { return .malformed }
        var sum = 0
        var zero = true
        // A missing leading zero weighs nothing: the weights are counted from the right.
        for index in 0..<compact.count - 1 {
            sum += compact.digit(index) * (compact.count - index)
            if compact.digit(index) != 0 { zero = false }
        }
        let last = compact.digit(compact.count - 1)
        if zero && last == 0 { return .malformed }
        return (sum - last) % 11 == 0 ? nil : .checkDigit
    }

    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? {
        compact.count == 8 ? "0" + String(decoding: compact, as: UTF8.self) : nil
    }

    static func displayPattern(count: Int) -> StaticString? { count == 9 ? "####.##.###" : nil }
}
