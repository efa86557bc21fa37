/// Italy's codice fiscale (the tax code). A person's has 16 characters: three letters of the surname, three of
/// the name, the birth year (two digits), the month (a letter of `ABCDEHLMPRST`), the day (plus 40 for a woman),
/// the place of birth (a letter and three digits) and a check letter; any of its seven digits may be replaced,
/// against a clash (omocodia), by the letter of `LMNPQRSTUV` at its place. The check letter is the sum, modulo 26,
/// of the values of the first 15 characters, by one table at odd places and another at even ones (Decreto
/// ministeriale 23 dicembre 1976). An organisation's is 11 digits, its partita IVA: a company number, an office
/// code (001–100, 120, 121, 888 or 999) and a Luhn check digit (DPR 633/1972).
struct ItalyCodiceFiscaleIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "it.codicefiscale", title: "codice fiscale", example: "RCCMNL83S18D969H",
        otherExamples: ["00743110157", "RCCMNL83S58D969L", "RCCMNL8PS18D969T", "RCCMNL83S18DL69Q", "RSSMRA84B29H501U"],
        roles: [.taxID: ["IT"], .nationalID: ["IT"]])

    /// The letters standing for the digits 0 to 9 against a clash.
    static let omocodia: StaticString = "LMNPQRSTUV"
    /// The month letters, January to December.
    static let months: StaticString = "ABCDEHLMPRST"
    /// The value of each digit (0 to 9) and letter (A to Z) at an odd place, written as a letter (A for 0).
    static let odd: StaticString = "BAFHJNPRTVCESULDGIMOQKWZYX"

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        switch compact.count {
        case 11: return company(compact)
        case 16: return person(compact)
        default: return .malformed
        }
    }

    /// The digit at `index` of a person's code, read through its omocodia letter, or `nil`.
    private static func digit(_ compact: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        if compact.isDigit(index) { return compact.digit(index) }
        for value in 0..<10 where omocodia.utf8Start[value] == compact[index] { return value }
        return nil
    }

    private static func person(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        for index in 0..<6 where !compact.isLetter(index) { return .malformed }
        guard compact.isLetter(8), compact.isLetter(11), compact.isLetter(15) else { return .malformed }
        var month = 0
        while month < 12 && months.utf8Start[month] != compact[8] { month += 1 }
        guard month < 12, let year1 = digit(compact, 6), let year2 = digit(compact, 7),
            let day1 = digit(compact, 9), let day2 = digit(compact, 10)
        else { return .malformed }
        for index in 12..<15 where digit(compact, index) == nil { return .malformed }
        var day = day1 * 10 + day2
        if day > 40 { day -= 40 }
        // Two digits of the year: the 29th of February passes in a year divisible by 4 (2000, not 1900).
        let year = 2000 + year1 * 10 + year2
        guard IdentifierDate.exists(year: year, month: month + 1, day: day) else { return .impossibleDate }
        var sum = 0
        for index in 0..<15 {
            let byte = compact[index]
            let value = Int(byte) - (byte >= 0x41 ? 0x41 : 0x30)
            sum += index % 2 == 0 ? Int(odd.utf8Start[value]) - 0x41 : value
        }
        return Int(compact[15]) - 0x41 == sum % 26 ? nil : .checkDigit
    }

    private static func company(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.allDigits else { return .malformed }
        let office = compact.number(7, 3)
        guard (1...100).contains(office) || office == 120 || office == 121 || office == 888 || office == 999 else {
            return .malformed
        }
        return CheckDigits.luhn(compact, 0..<11) ? nil : .checkDigit
    }
}
