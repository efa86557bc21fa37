/// Switzerland's VAT number (Federal Statistical Office, UID register): the business's UID, `CHE` and nine digits
/// whose last is 11 less the sum of the others weighted 5, 4, 3, 2, 7, 6, 5, 4 modulo 11 (0 for 11, never 10),
/// followed by `MWST`, `TVA`, `IVA` or `TPV` (VAT in German, French, Italian, Romansh). Displayed
/// `CHE-107.787.577 IVA`.
struct SwitzerlandVATIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "ch.vat", title: "VAT number", example: "CHE-107.787.577 IVA",
        otherExamples: ["CHE-116.281.710 MWST", "CHE-113.690.319 TVA"], roles: [.vat: ["CH"]])
    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D || byte == 0x2E }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 15 || compact.count == 16, compact[0] == 0x43, compact[1] == 0x48, compact[2] == 0x45,
            compact.allDigits(3..<12), isSuffix(compact.from(12))
        else { return .malformed }
        let check = 11 - CheckDigits.weightedSum(compact, from: 3, weights: "54327654") % 11
        if check == 10 { return .checkDigit }
        return check % 11 == compact.digit(11) ? nil : .checkDigit
    }

    static func displayPattern(count: Int) -> StaticString? {
        count == 16 ? "###-###.###.### ####" : "###-###.###.### ###"
    }

    private static func isSuffix(_ suffix: UnsafeBufferPointer<UInt8>) -> Bool {
        func equals(_ word: StaticString) -> Bool {
            word.utf8CodeUnitCount == suffix.count
                && UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).elementsEqual(suffix)
        }
        return equals("MWST") || equals("TVA") || equals("IVA") || equals("TPV")
    }
}
