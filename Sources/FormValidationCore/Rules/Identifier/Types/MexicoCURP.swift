/// Mexico's CURP (Clave Única de Registro de Población), its personal identity code: four letters from the name
/// (never one of the words RENAPO lists as inconvenient), the birth date as `yymmdd`, the sex (`H` or `M`), the
/// two-letter code of the state of birth (`NE` born abroad), three letters (the inner consonants of the names), a character that is a
/// digit for a birth before 2000 and a letter from 2000, and a check digit: the characters valued in the order
/// 0–9, A–N, Ñ, O–Z, weighted 18 down to 2, and the digit that brings the sum to a multiple of 10. Source: RENAPO's
/// "Instructivo normativo para la asignación de la Clave Única de Registro de Población".
struct MexicoCURPIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "mx.curp", title: "CURP", example: "BOXW310820HNERXN09",
        otherExamples: ["PEGJ900512HJCRRS04", "GOML050219MDFMPRA7"], roles: [.nationalID: ["MX"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 18 else { return .malformed }
        for index in 0..<4 where !compact.isLetter(index) { return .malformed }
        for index in 11..<16 where !compact.isLetter(index) { return .malformed }
        guard compact.allDigits(4..<10), compact[10] == UInt8(ascii: "H") || compact[10] == UInt8(ascii: "M"),
            isState(compact[11], compact[12]), compact.isLetter(16) || compact.isDigit(16), compact.isDigit(17),
            !MexicoRFCIdentifier.isInconvenient(compact, words: inconvenient)
        else { return .malformed }
        let century = compact.isDigit(16) ? 1900 : 2000
        guard
            IdentifierDate.exists(
                year: century + compact.number(4, 2), month: compact.number(6, 2), day: compact.number(8, 2))
        else { return .impossibleDate }
        var sum = 0
        for index in 0..<17 {
            let byte = compact[index]
            // Ñ, which the compact form cannot hold, comes between N and O.
            let value: Int
            if byte <= 0x39 {
                value = Int(byte) - 0x30
            } else {
                value = Int(byte) - 0x41 + (byte <= UInt8(ascii: "N") ? 10 : 11)
            }
            sum += value * (18 - index)
        }
        return (10 - sum % 10) % 10 == compact.digit(17) ? nil : .checkDigit
    }

    /// Whether the two letters are a state's code in RENAPO's catalogue, or `NE` for a birth abroad.
    private static func isState(_ first: UInt8, _ second: UInt8) -> Bool {
        let list = UnsafeBufferPointer(start: states.utf8Start, count: states.utf8CodeUnitCount)
        for start in stride(from: 0, to: list.count, by: 2) where list[start] == first && list[start + 1] == second {
            return true
        }
        return false
    }

    private static let states: StaticString = "ASBCBSCCCHCLCMCSDFDGGRGTHGJCMCMNMSNENLNTOCPLQRQTSLSPSRTCTLTSVZYNZS"

    /// The words RENAPO never assigns as a CURP's four letters (its annex of inconvenient words).
    private static let inconvenient: StaticString =
        """
        BACABAKABUEIBUEYCACACACOCAGACAGOCAKACAKOCOGECOGICOJACOJECOJICOJOCOLACULOFALOFETOGETAGUEIGUEYJETAJOTO\
        KACAKACOKAGAKAGOKAKAKAKOKOGEKOGIKOJAKOJEKOJIKOJOKOLAKULOLILOLOCALOCOLOKALOKOMAMEMAMOMEARMEASMEON\
        MIARMIONMOCOMOKOMULAMULONACANACOPEDAPEDOPENEPIPIPITOPOPOPUTAPUTOQULORATAROBAROBEROBORUINSENOTETA\
        VACAVAGAVAGOVAKAVUEIVUEYWUEIWUEY
        """
}
