/// An ISIN (ISO 6166): a two-letter country code (ISO 3166-1, or `XS` for international securities, `EU`), a
/// nine-character national number, and a check digit: the Luhn check over the digits the value writes when each
/// letter stands for two (A is 10, …, Z is 35).
struct ISINIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "isin", title: "ISIN", example: "US0378331005", otherExamples: ["GB0002634946", "DE000BAY0017", "XS2021832634"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard compact.count == 12, IdentifierCountries.isin.contains(compact[0], compact[1]), compact.isDigit(11) else {
            return .malformed
        }
        // The Luhn check over the expanded digits, from the right, without writing them out.
        var sum = 0
        var doubled = false
        func add(_ digit: Int) {
            var digit = digit
            if doubled {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            doubled.toggle()
        }
        for index in (0..<12).reversed() {
            if compact.isDigit(index) {
                add(compact.digit(index))
            } else {
                let value = Int(compact[index]) - 0x41 + 10
                add(value % 10)
                add(value / 10)
            }
        }
        return sum % 10 == 0 ? nil : .checkDigit
    }
}
