/// Sweden's personnummer (the personal identity number): the birth date as year (two digits, or four), month and
/// day, three serial digits and a Luhn check digit over the last ten (Skatteverket, SKV 704). A coordination
/// number (samordningsnummer) adds 60 to the day. Ten digits are written with a hyphen before the last four, as
/// the compact form keeps: a hyphen-less value gets it back. A `+` there, for a person past 100, is refused, as
/// the compact form cannot keep it. Displayed `880320-0016`.
struct SwedenPersonnummerIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "se.personnummer", title: "personnummer", example: "880320-0016",
        otherExamples: ["19880320-0016", "811228-9874", "20000229-0005"],
        roles: [.taxID: ["SE"], .nationalID: ["SE"]])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 10 || compact.count == 12, compact.allDigits else { return .malformed }
        let start = compact.count - 10
        // Ten digits with a hyphen are a person under 100: the year 00 is 2000, a leap year.
        let year = start == 2 ? compact.number(0, 4) : 2000 + compact.number(0, 2)
        var day = compact.number(start + 4, 2)
        if day > 60 { day -= 60 }
        guard IdentifierDate.exists(year: year, month: compact.number(start + 2, 2), day: day) else {
            return .impossibleDate
        }
        return CheckDigits.luhn(compact, start..<compact.count) ? nil : .checkDigit
    }

    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? {
        compact.written(as: displayPattern(count: compact.count) ?? "")
    }

    static func displayPattern(count: Int) -> StaticString? { count == 12 ? "########-####" : "######-####" }
}
