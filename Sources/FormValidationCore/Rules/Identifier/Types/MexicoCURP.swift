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
        guard compact.count == 18, compact.allLetters(0..<4), compact.allLetters(11..<16), compact.allDigits(4..<10),
            compact[10] == UInt8(ascii: "H") || compact[10] == UInt8(ascii: "M"),
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
            let byte = Int(compact[index])
            // Ñ, which the compact form cannot hold, comes between N and O. No more than 17 values below 37, each
            // weighted at most 18: the sum cannot overflow.
            let value = byte <= 0x39 ? byte &- 0x30 : byte &- 0x41 &+ (byte <= 0x4E ? 10 : 11)
            sum &+= value &* (18 &- index)
        }
        return (10 - sum % 10) % 10 == compact.digit(17) ? nil : .checkDigit
    }

    /// Whether the two upper-case letters are a state's code in RENAPO's catalogue, or `NE` for a birth abroad.
    private static func isState(_ first: UInt8, _ second: UInt8) -> Bool {
        stateSeconds[Int(first - 0x41)] & 1 << (second - 0x41) != 0
    }

    /// The states' codes, two letters each.
    private static let states: StaticString = "ASBCBSCCCHCLCMCSDFDGGRGTHGJCMCMNMSNENLNTOCPLQRQTSLSPSRTCTLTSVZYNZS"

    /// For each letter A to Z, the second letters of the states' codes it begins, one bit each (A the lowest): a
    /// code is looked up at once rather than compared with each of the list.
    private static let stateSeconds: [UInt32] = {
        var seconds = [UInt32](repeating: 0, count: 26)
        let list = UnsafeBufferPointer(start: states.utf8Start, count: states.utf8CodeUnitCount)
        for start in stride(from: 0, to: list.count, by: 2) {
            seconds[Int(list[start] - 0x41)] |= 1 << (list[start + 1] - 0x41)
        }
        return seconds
    }()

    /// The words RENAPO never assigns as a CURP's four letters (its annex of inconvenient words).
    private static let inconvenient: StaticString =
        """
        BACABAKABUEIBUEYCACACACOCAGACAGOCAKACAKOCOGECOGICOJACOJECOJICOJOCOLACULOFALOFETOGETAGUEIGUEYJETAJOTO\
        KACAKACOKAGAKAGOKAKAKAKOKOGEKOGIKOJAKOJEKOJIKOJOKOLAKULOLILOLOCALOCOLOKALOKOMAMEMAMOMEARMEASMEON\
        MIARMIONMOCOMOKOMULAMULONACANACOPEDAPEDOPENEPIPIPITOPOPOPUTAPUTOQULORATAROBAROBEROBORUINSENOTETA\
        VACAVAGAVAGOVAKAVUEIVUEYWUEIWUEY
        """
}
