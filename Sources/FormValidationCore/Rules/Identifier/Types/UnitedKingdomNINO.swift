/// The UK's National Insurance number, which HM Revenue & Customs and the Department for Work and Pensions give:
/// a two-letter prefix, six digits and a suffix letter `A` to `D`, without a check digit. Neither prefix letter is
/// D, F, I, Q, U or V, the second is not O, and BG, GB, KN, NK, NT, TN and ZZ are never given (HMRC's National
/// Insurance Manual, NIM39110). Displayed `QQ 12 34 56 C`.
struct UnitedKingdomNINOIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "gb.nino", title: "National Insurance number", example: "AB 12 34 56 C",
        otherExamples: ["JG 10 37 59 A", "ZR 00 00 01 D"], roles: [.nationalID: ["GB"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 9, compact.isLetter(0), compact.isLetter(1), compact.allDigits(2..<8),
            (UInt8(ascii: "A")...UInt8(ascii: "D")).contains(compact[8])
        else { return .malformed }
        let first = compact[0]
        let second = compact[1]
        guard isPrefixLetter(first), isPrefixLetter(second), second != UInt8(ascii: "O") else { return .malformed }
        switch (first, second) {
        case (UInt8(ascii: "B"), UInt8(ascii: "G")), (UInt8(ascii: "G"), UInt8(ascii: "B")),
            (UInt8(ascii: "K"), UInt8(ascii: "N")), (UInt8(ascii: "N"), UInt8(ascii: "K")),
            (UInt8(ascii: "N"), UInt8(ascii: "T")), (UInt8(ascii: "T"), UInt8(ascii: "N")),
            (UInt8(ascii: "Z"), UInt8(ascii: "Z")):
            return .malformed
        default:
            return nil
        }
    }

    /// Whether `letter` may be a letter of the prefix: any but D, F, I, Q, U and V.
    private static func isPrefixLetter(_ letter: UInt8) -> Bool {
        switch letter {
        case UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "I"), UInt8(ascii: "Q"), UInt8(ascii: "U"),
            UInt8(ascii: "V"):
            return false
        default:
            return true
        }
    }

    static func displayPattern(count: Int) -> StaticString? { "## ## ## ## #" }
}
