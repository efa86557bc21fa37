/// Sweden's personnummer (the personal identity number): the birth date as year (two digits, or four), month and
/// day, three serial digits and a Luhn check digit over the last ten (Skatteverket, SKV 704). A coordination
/// number (samordningsnummer) adds 60 to the day. Ten digits are written with a hyphen before the last four, or
/// a `+` once the person is 100; the compact form keeps that sign, and a value without one gets the hyphen.
/// Displayed `880320-0016`.
struct SwedenPersonnummerIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "se.personnummer", title: "personnummer", example: "880320-0016",
        otherExamples: ["19880320-0016", "811228-9874", "20000229-0005", "121212+1212"],
        roles: [.taxID: ["SE"], .nationalID: ["SE"]])

    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 }
    static func keeps(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        // The digits, and the sign before the last four if there is one.
        let signed = compact.count == 11 || compact.count == 13
        guard signed || compact.count == 10 || compact.count == 12 else { return .malformed }
        let digits = signed ? compact.count - 1 : compact.count
        let sign = signed ? compact[compact.count - 5] : UInt8(ascii: "-")
        guard sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { return .malformed }
        guard compact.allDigits(0..<digits - 4), compact.allDigits(compact.count - 4..<compact.count) else {
            return .malformed
        }
        let start = digits - 10
        // Ten digits: the sign tells the century. The hyphen is 2000 or 1900 (00 is only a leap year as 2000), the
        // plus 1900 or 1800 (neither leap).
        let year =
            start == 2 ? compact.number(0, 4) : (sign == UInt8(ascii: "+") ? 1900 : 2000) + compact.number(0, 2)
        var day = compact.number(start + 4, 2)
        if day > 60 { day -= 60 }
        guard IdentifierDate.exists(year: year, month: compact.number(start + 2, 2), day: day) else {
            return .impossibleDate
        }
        return CheckDigits.luhn(compact, start..<compact.count) ? nil : .checkDigit
    }

    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? {
        compact.count == 10 || compact.count == 12 ? compact.written(as: displayPattern(count: compact.count)!) : nil
    }

    static func displayPattern(count: Int) -> StaticString? {
        switch count {
        case 10: "######-####"
        case 12: "########-####"
        default: nil
        }
    }
}
