/// The checks of the member states' VAT numbers, each given the number without its prefix (only ASCII letters and
/// digits), from the rules each state's tax administration publishes, as the European Commission's VIES gathers
/// them. Spain, Italy, Poland, Portugal and Northern Ireland are checked by their national types.
enum EuropeanVATNumbers {
    /// Austria's UID: `U`, seven digits and a check digit, the Luhn-like sum of the seven (weights 1 and 2, a
    /// product's digits added) plus 4, subtracted from a multiple of 10.
    static func austria(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number[0] == UInt8(ascii: "U"), number.allDigits(1..<9) else { return .malformed }
        let sum = CheckDigits.luhnSum(number, 1..<8)
        return (10 - (sum + 4) % 10) % 10 == number.digit(8) ? nil : .checkDigit
    }

    /// Belgium's enterprise number: ten digits (nine, of the older form, take a leading 0), the first 0 or 1, the
    /// last two 97 less the first eight modulo 97.
    static func belgium(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9 || number.count == 10, number.allDigits else { return .malformed }
        let start = number.count - 10
        guard start < 0 || number[0] == 0x30 || number[0] == 0x31 else { return .malformed }
        let head = CheckDigits.remainder(number, 0..<number.count - 2, 97)
        return 97 - head == number.number(number.count - 2, 2) ? nil : .checkDigit
    }

    /// Cyprus's number: eight digits, not starting `12`, and a check letter, `A` plus the sum modulo 26 of the
    /// digits in even places and of those in odd places recoded 0→1, 1→0, 2→5, 3→7, 4→9, then 13, 15, 17, 19, 21.
    static func cyprus(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number.allDigits(0..<8), number.isLetter(8), number.number(0, 2) != 12 else {
            return .malformed
        }
        let recoded: StaticString = "10579DFHJL"
        var sum = 0
        for index in 0..<8 {
            if index % 2 == 0 {
                let code = Int(recoded.utf8Start[number.digit(index)])
                sum += code >= 0x41 ? code - 0x41 + 10 : code - 0x30
            } else {
                sum += number.digit(index)
            }
        }
        return Int(number[8]) - 0x41 == sum % 26 ? nil : .checkDigit
    }

    /// Germany's USt-IdNr.: nine digits, the first not 0, the last an ISO 7064 MOD 11,10 check digit.
    static func germany(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number.allDigits, number[0] != 0x30 else { return .malformed }
        return CheckDigits.mod11Hybrid(number, 0..<8) == number.digit(8) ? nil : .checkDigit
    }

    /// Denmark's CVR: eight digits, the first not 0, weighted 2, 7, 6, 5, 4, 3, 2, 1 to a multiple of 11.
    static func denmark(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits, number[0] != 0x30 else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "27654321") % 11 == 0 ? nil : .checkDigit
    }

    /// Estonia's KMKR: nine digits weighted 3, 7, 1 in turn to a multiple of 10.
    static func estonia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9, number.allDigits else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "371371371") % 10 == 0 ? nil : .checkDigit
    }

    /// Greece's ΑΦΜ: nine digits (eight take a leading 0), the last the first eight weighted 256 down to 2 (powers
    /// of two), modulo 11, modulo 10.
    static func greece(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8 || number.count == 9, number.allDigits else { return .malformed }
        var sum = 0
        for index in 0..<number.count - 1 { sum = (sum + number.digit(index)) * 2 }
        return sum % 11 % 10 == number.digit(number.count - 1) ? nil : .checkDigit
    }

    /// Finland's ALV: eight digits weighted 7, 9, 10, 5, 8, 4, 2, 1 to a multiple of 11.
    static func finland(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "79A58421") % 11 == 0 ? nil : .checkDigit
    }

    /// Croatia's OIB: eleven digits, the last an ISO 7064 MOD 11,10 check digit.
    static func croatia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 11, number.allDigits else { return .malformed }
        return CheckDigits.mod11Hybrid(number, 0..<10) == number.digit(10) ? nil : .checkDigit
    }

    /// Hungary's ANUM: eight digits weighted 9, 7, 3, 1 in turn to a multiple of 10.
    static func hungary(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "97319731") % 10 == 0 ? nil : .checkDigit
    }

    /// Lithuania's PVM: nine digits with a 1 eighth, or twelve with a 1 eleventh, and a check digit: the others
    /// weighted 1 to 9 and 1 again modulo 11, or, for 10, weighted from 3, and 0 for 10 again.
    static func lithuania(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 9 || number.count == 12, number.allDigits, number[number.count - 2] == 0x31 else {
            return .malformed
        }
        let last = number.count - 1
        var check = 0
        for index in 0..<last { check += number.digit(index) * (1 + index % 9) }
        check %= 11
        if check == 10 {
            check = 0
            for index in 0..<last { check += number.digit(index) * (1 + (index + 2) % 9) }
            check = check % 11 % 10
        }
        return check == number.digit(last) ? nil : .checkDigit
    }

    /// Luxembourg's TVA: eight digits, the last two the first six modulo 89.
    static func luxembourg(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits else { return .malformed }
        return number.number(0, 6) % 89 == number.number(6, 2) ? nil : .checkDigit
    }

    /// Malta's VAT number: eight digits, the first not 0, weighted 3, 4, 6, 7, 8, 9, 10, 1 to a multiple of 37.
    static func malta(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits, number[0] != 0x30 else { return .malformed }
        return CheckDigits.weightedSum(number, from: 0, weights: "346789A1") % 37 == 0 ? nil : .checkDigit
    }

    /// Sweden's momsregistreringsnummer: the ten-digit organisation or personal number, with its Luhn check
    /// digit, and `01`.
    static func sweden(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 12, number.allDigits, number[10] == 0x30, number[11] == 0x31 else { return .malformed }
        return CheckDigits.luhn(number, 0..<10) ? nil : .checkDigit
    }

    /// Slovenia's ID za DDV: eight digits, the first not 0, the last 11 less the others weighted 8 down to 2
    /// modulo 11 (0 for 10; 11 is never issued).
    static func slovenia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 8, number.allDigits, number[0] != 0x30 else { return .malformed }
        let check = 11 - CheckDigits.cyclicSum(number, 0..<7, from: 8, to: 2) % 11
        return check != 11 && check % 10 == number.digit(7) ? nil : .checkDigit
    }

    /// Slovakia's IČ DPH: ten digits, the first not 0, the number a multiple of 11 and its third digit 2, 3, 4, 7, 8
    /// or 9; or a person's birth number (see ``birthNumber(_:)``).
    static func slovakia(_ number: UnsafeBufferPointer<UInt8>) -> IdentifierProblem? {
        guard number.count == 10, number.allDigits, number[0] != 0x30 else { return .malformed }
        if birthNumber(number) == nil { return nil }
        guard CheckDigits.remainder(number, 0..<10, 11) == 0 else { return .checkDigit }
        switch number[2] {
        case 0x32, 0x33, 0x34, 0x37, 0x38, 0x39: return nil
        default: return .malformed
        }
    }

    /// A number of the One Stop Shop for e-commerce (VAT Directive 2006/112/EC, Title XII), `EU` and nine digits
    /// under the non-union scheme or `IM` and ten under the import scheme: the ISO 3166-1 numeric code of the
    /// member state that issued it (or 900 for Northern Ireland), then the number; its check digit's algorithm is
    /// not published, and is not checked.
    static func oneStopShop(_ number: UnsafeBufferPointer<UInt8>, count: Int) -> IdentifierProblem? {
        guard number.count == count, number.allDigits else { return .malformed }
        switch number.number(0, 3) {
        case 40, 56, 100, 191, 196, 203, 208, 233, 246, 250, 276, 300, 348, 372, 380, 428, 440, 442, 470, 528, 616,
            620, 642, 703, 705, 724, 752, 900:
            return nil
        default: return .malformed
        }
    }
}
