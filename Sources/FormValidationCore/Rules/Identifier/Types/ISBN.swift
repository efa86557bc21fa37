/// An ISBN (ISO 2108): ISBN-13, a GS1 number with the prefix 978 or 979, or ISBN-10, nine digits and a check
/// digit (or `X`, ten) weighted 10 to 1, modulo 11. Nine digits are an SBN, the ISBN-10 before it with a
/// leading zero, and are corrected to that ISBN-10 (and displayed as it). Its display form is hyphenated between
/// its prefix, registration group, registrant, publication and check digit (`978-0-306-40615-7`) by the ranges
/// the International ISBN Agency publishes for each group, leaving out those of a range not yet assigned.
struct ISBNIdentifier: IdentifierDefinition {
    static let declaration = IdentifierDeclaration(
        "isbn", title: "ISBN", example: "978-0-306-40615-7", otherExamples: ["0-306-40615-2", "979-10-90636-07-1"])

    static func problem(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        switch compact.count {
        case 13:
            guard compact.allDigits, compact[0] == 0x39, compact[1] == 0x37, compact[2] == 0x38 || compact[2] == 0x39
            else { return .malformed }
            return CheckDigits.gs1(compact, 0..<12) == compact.digit(12) ? nil : .checkDigit
        case 9, 10:
            let offset = 10 - compact.count
            guard compact.allDigits(0..<compact.count - 1) else { return .malformed }
            let last = compact[compact.count - 1]
            guard (0x30...0x39).contains(last) || last == UInt8(ascii: "X") else { return .malformed }
            var sum = 0
            for index in 0..<compact.count - 1 { sum += compact.digit(index) * (10 - index - offset) }
            sum += last == UInt8(ascii: "X") ? 10 : Int(last) - 0x30
            return sum % 11 == 0 ? nil : .checkDigit
        default:
            return .malformed
        }
    }

    static func normalized(_ compact: UnsafeBufferPointer<UInt8>) -> String? {
        compact.count == 9 ? "0" + String(decoding: compact, as: UTF8.self) : nil
    }

    static func hyphens(_ compact: UnsafeBufferPointer<UInt8>) -> UInt32? { ISBNRanges.hyphens(compact) }

}
