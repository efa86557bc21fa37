/// The member states whose VAT numbers come in several kinds, or hold a birth date.
extension EuropeanVATNumbers {
    /// Bulgaria's number: nine digits for a company (weights 1 to 8 modulo 11, or 3 to 10 for a remainder of 10,
    /// 0 for 10 again), or ten for a person: an ЕГН (a birth date, the month plus 20 for the 1800s or 40 for the
    /// 2000s, and weights 2, 4, 8, 5, 10, 9, 7, 3, 6 modulo 11, 0 for 10), a foreigner's ЛНЧ (weights 21, 19, 17,
    /// 13, 11, 9, 7, 3, 1 modulo 10) or another number (weights 4, 3, 2, 7, 6, 5, 4, 3, 2: 11 less the sum modulo
    /// 11, 0 for 11, never 10).
    static func bulgaria(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9 || number.count == 10, number.allDigits else { return .malformed }
        if number.count == 9 {
            var check = CheckDigits.weightedSum(number, from: 0, weights: "12345678") % 11
            if check == 10 { check = CheckDigits.weightedSum(number, from: 0, weights: "3456789A") % 11 % 10 }
            return check == number.digit(8) ? nil : .checkDigit
        }
        let last = number.digit(9)
        if CheckDigits.weightedSum(number, from: 0, weights: "2485A9736") % 11 % 10 == last {
            var month = number.number(2, 2)
            var year = 1900 + number.number(0, 2)
            if month > 40 {
                month -= 40
                year += 100
            } else if month > 20 {
                month -= 20
                year -= 100
            }
            if IdentifierDate.exists(year: year, month: month, day: number.number(4, 2)) { return nil }
        }
        if CheckDigits.weightedSum(number, from: 0, weights: "LJHDB9731") % 10 == last { return nil }
        let other = 11 - CheckDigits.weightedSum(number, from: 0, weights: "432765432") % 11
        return other != 10 && other % 11 == last ? nil : .checkDigit
    }

    /// Czechia's DIČ: eight digits for a company (the first not 9, the last 11 less the others weighted 8 down to 2
    /// modulo 11, modulo 10), nine starting with 6 for a person without a birth number (the next seven weighted 8
    /// down to 2, the last read from `88765432109` at 11 less the sum modulo 11), or a person's birth number
    /// (rodné číslo): see ``birthNumber(_:)``.
    static func czechia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard (8...10).contains(number.count), number.allDigits else { return .malformed }
        if number.count == 8 {
            guard number[0] != 0x39 else { return .malformed }
            let check = (11 - CheckDigits.cyclicSum(number, 0..<7, from: 8, to: 2) % 11) % 10
            return check == number.digit(7) ? nil : .checkDigit
        }
        if number.count == 9 && number[0] == 0x36 {
            let table: StaticString = "88765432109"
            let index = (11 - CheckDigits.cyclicSum(number, 1..<8, from: 8, to: 2) % 11) % 11
            return Int(table.utf8Start[index]) - 0x30 == number.digit(8) ? nil : .checkDigit
        }
        return birthNumber(number)
    }

    /// The problem with a Czech or Slovak birth number (rodné číslo) of nine or ten digits: a birth date `yymmdd`
    /// (the month plus 50 for a woman, plus 20 or 70 when a day's numbers ran out) and three digits, born before
    /// 1954 (or in the 1880s and 1890s), or, from 1954, four digits making a multiple of 11 (or a remainder of 10 and
    /// a last digit 0).
    static func birthNumber(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9 || number.count == 10, number.allDigits else { return .malformed }
        let yy = number.number(0, 2)
        var year = 1900 + yy
        if number.count == 10 && yy < 54 { year += 100 }
        if number.count == 9 && yy >= 80 { year -= 100 }
        guard number.count == 10 || yy < 54 || yy >= 80 else { return .malformed }
        var month = number.number(2, 2)
        if month > 70 {
            month -= 70
        } else if month > 50 {
            month -= 50
        } else if month > 20 {
            month -= 20
        }
        guard IdentifierDate.exists(year: year, month: month, day: number.number(4, 2)) else { return .impossibleDate }
        guard number.count == 10 else { return nil }
        return CheckDigits.remainder(number, 0..<9, 11) % 10 == number.digit(9) ? nil : .checkDigit
    }

    /// France's n° TVA: a two-character key and the business's SIREN (nine digits with a Luhn check, but for
    /// Monaco's, which start `000`). A key of two digits is 12 plus three times the SIREN, modulo 97; a newer key
    /// holds a letter of `0123456789ABCDEFGHJKLMNPQRSTUVWXYZ` (no I or O), and read as a number in that alphabet
    /// it agrees with the SIREN modulo 11 (DGFiP's rule, as VIES publishes it).
    static func france(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 11, number.allDigits(2..<11) else { return .malformed }
        let siren = number.from(2)
        guard CheckDigits.luhn(siren, 0..<9) || siren.number(0, 3) == 0 else { return .checkDigit }
        if number.allDigits(0..<2) {
            let key = (12 + 3 * CheckDigits.remainder(siren, 0..<9, 97)) % 97
            return key == number.number(0, 2) ? nil : .checkDigit
        }
        guard let first = keyValue(number[0]), let second = keyValue(number[1]) else { return .malformed }
        let value = number.isDigit(0) ? first * 24 + second - 10 : first * 34 + second - 100
        let sirenRemainder = (siren.number(0, 9) + value / 11 + 1) % 11
        return value % 11 == sirenRemainder ? nil : .checkDigit
    }

    /// The value of a character of a French key: its place in `0123456789ABCDEFGHJKLMNPQRSTUVWXYZ`.
    private static func keyValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte) - 0x30
        case 0x41...0x48: Int(byte) - 0x41 + 10
        case 0x4A...0x4E: Int(byte) - 0x4A + 18
        case 0x50...0x5A: Int(byte) - 0x50 + 23
        default: nil
        }
    }

    /// Ireland's number: seven digits, a check letter and, on newer numbers, a second letter (`A` to `W`);
    /// or, on older ones, a digit, a letter, five digits and the check letter, read as a 0, the five and the first
    /// digit. The check letter is `WABCDEFGHIJKLMNOPQRSTUV` at the seven digits weighted 8 down to 2, plus 9 times
    /// the second letter's place (`A` 1, …, `V` 22, `W` 0), modulo 23.
    static func ireland(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8 || number.count == 9, number.isLetter(7), number[7] <= UInt8(ascii: "W") else {
            return .malformed
        }
        var sum: Int
        if number.allDigits(0..<7) {
            sum = CheckDigits.cyclicSum(number, 0..<7, from: 8, to: 2)
            if number.count == 9 {
                let extra = number[8]
                guard number.isLetter(8), extra <= UInt8(ascii: "W") else { return .malformed }
                if extra != UInt8(ascii: "W") { sum += 9 * (Int(extra) - 0x40) }
            }
        } else {
            guard number.count == 8, number.isDigit(0), number.isLetter(1), number.allDigits(2..<7) else {
                return .malformed
            }
            sum = CheckDigits.cyclicSum(number, 2..<7, from: 7, to: 3) + number.digit(0) * 2
        }
        let letters: StaticString = "WABCDEFGHIJKLMNOPQRSTUV"
        return letters.utf8Start[sum % 23] == number[7] ? nil : .checkDigit
    }

    /// Latvia's PVN: eleven digits. A company's (first digit above 3) has them weighted 9, 1, 4, 8, 3, 10, 2, 5, 7,
    /// 6, 1 to 3 modulo 11. A person's is their personal code: the check digit 1 less the first ten weighted 1, 6,
    /// 3, 7, 9, 10, 5, 8, 4, 2 modulo 11 (0 for 10), and, but for the newer codes starting `32`, a birth date (`ddmmyy` and a
    /// century digit, 0 for the 1800s, 1 for the 1900s, 2 for the 2000s).
    static func latvia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 11, number.allDigits else { return .malformed }
        if number[0] > 0x33 {
            let sum = CheckDigits.weightedSum(number, from: 0, weights: "91483A25761")
            return sum % 11 == 3 ? nil : .checkDigit
        }
        if !(number[0] == 0x33 && number[1] == 0x32) {
            let year = 1800 + 100 * number.digit(6) + number.number(4, 2)
            guard IdentifierDate.exists(year: year, month: number.number(2, 2), day: number.number(0, 2)) else {
                return .impossibleDate
            }
        }
        let check = (1101 - CheckDigits.weightedSum(number, from: 0, weights: "16379A5842")) % 11 % 10
        return check == number.digit(10) ? nil : .checkDigit
    }

    /// The Netherlands' btw-identificatienummer, given with its `NL` prefix: nine digits (fewer take leading
    /// zeros), `B` and two digits (not `00`). The nine digits pass the eleven test of a BSN or RSIN (weighted 9
    /// down to 2, and -1, to a multiple of 11), or, for the numbers issued since 2020, the whole text with its
    /// prefix passes ISO 7064 MOD 97-10.
    static func netherlands(_ compact: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        let count = compact.count
        guard (6...14).contains(count), compact[count - 3] == UInt8(ascii: "B"), compact.allDigits(2..<count - 3),
            compact.allDigits(count - 2..<count), compact.number(count - 2, 2) != 0
        else { return .malformed }
        let digits = 2..<count - 3
        guard CheckDigits.remainder(compact, digits, 1_000_000_000) != 0 else { return .malformed }
        let padding = 9 - digits.count
        var sum = -compact.digit(digits.upperBound - 1)
        var weight = 9 - padding
        for index in digits.dropLast() {
            sum += compact.digit(index) * weight
            weight -= 1
        }
        if sum % 11 == 0 { return nil }
        var remainder = (23 * 100 + 21) % 97  // N is 23, L is 21.
        for _ in 0..<padding { remainder = remainder * 10 % 97 }
        for index in 2..<count {
            let byte = compact[index]
            remainder =
                byte >= 0x41 ? (remainder * 100 + Int(byte) - 0x41 + 10) % 97 : (remainder * 10 + Int(byte) - 0x30) % 97
        }
        return remainder == 1 ? nil : .checkDigit
    }

    /// Romania's CIF: two to ten digits, the first not 0, the last the others (aligned right) weighted 7, 5, 3, 2,
    /// 1, 7, 5, 3, 2, times 10, modulo 11, modulo 10; or a person's CNP.
    static func romania(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.allDigits, number.count >= 2, number[0] != 0x30 else { return .malformed }
        if number.count == 13 { return romanianCNP(number) }
        guard number.count <= 10 else { return .malformed }
        let weights: StaticString = "753217532"
        var sum = 0
        let offset = 10 - number.count
        for index in 0..<number.count - 1 {
            sum += number.digit(index) * (Int(weights.utf8Start[offset + index]) - 0x30)
        }
        return sum * 10 % 11 % 10 == number.digit(number.count - 1) ? nil : .checkDigit
    }

    /// Romania's CNP: the sex and century (1 or 2 for the 1900s, 3 or 4 the 1800s, 5 or 6 the 2000s, 7 to 9 for
    /// residents, read in the 1900s), the birth date `yymmdd`, the county (01 to 48, 51, 52, 70, 80 to 83), three
    /// digits, and a check digit, the others weighted 2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9 modulo 11 (1 for 10).
    private static func romanianCNP(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        let county = number.number(7, 2)
        guard (1...48).contains(county) || county == 51 || county == 52 || county == 70 || (80...83).contains(county)
        else { return .malformed }
        let century =
            switch number[0] {
            case 0x33, 0x34: 1800
            case 0x35, 0x36: 2000
            default: 1900
            }
        let year = century + number.number(1, 2)
        guard IdentifierDate.exists(year: year, month: number.number(3, 2), day: number.number(5, 2)) else {
            return .impossibleDate
        }
        let check = CheckDigits.weightedSum(number, from: 0, weights: "279146358279") % 11
        return (check == 10 ? 1 : check) == number.digit(12) ? nil : .checkDigit
    }
}
