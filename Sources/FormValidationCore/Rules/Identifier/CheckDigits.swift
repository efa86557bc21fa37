/// The check-digit schemes identifiers use, over the bytes of a compact value (ASCII digits, and upper-case
/// letters where a scheme reads them).
enum CheckDigits {
    /// Whether the digits of `range` pass the Luhn check (ISO/IEC 7812-1): from the right, every second digit
    /// doubled (less 9 past 9), the sum a multiple of 10.
    static func luhn(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var sum = 0
        var doubled = false
        for index in range.reversed() {
            var digit = bytes.digit(index)
            if doubled {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            doubled.toggle()
        }
        return sum % 10 == 0
    }

    /// The GS1 check digit of the digits of `range` (EAN, UPC, GTIN, ISBN-13): from the right, weights 3 and 1
    /// in turn; the digit that brings the sum to a multiple of 10.
    static func gs1(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var sum = 0
        var weight = 3
        for index in range.reversed() {
            sum += bytes.digit(index) * weight
            weight = 4 - weight
        }
        return (10 - sum % 10) % 10
    }

    /// The remainder, modulo 97, of the number the bytes of `range` write when each letter stands for two digits
    /// (A is 10, …, Z is 35), as ISO 7064 MOD 97-10 reads it (LEI, IBAN).
    static func mod97(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        // The remainder is taken once every few characters: at most 8 decimal digits are added to a value below
        // 97 before it, which stays far below UInt64's limit.
        var remainder: UInt64 = 0
        var digits = 0
        for index in range {
            let byte = bytes[index]
            if byte >= 0x41 {
                remainder = remainder * 100 + UInt64(byte - 0x41 + 10)
                digits += 2
            } else {
                remainder = remainder * 10 + UInt64(byte - 0x30)
                digits += 1
            }
            if digits >= 8 {
                remainder %= 97
                digits = 0
            }
        }
        return Int(remainder % 97)
    }

    /// The sum of the digits from `start`, each multiplied by its weight: the digits of `weights`, one a place
    /// (`"1379137913"` for a PESEL), the schemes that take a weighted sum modulo 10 or 11 reading it.
    static func weightedSum(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, weights: StaticString) -> Int {
        var sum = 0
        let weight = weights.utf8Start
        for offset in 0..<weights.utf8CodeUnitCount {
            sum += bytes.digit(start + offset) * (Int(weight[offset]) - 0x30)
        }
        return sum
    }

    /// The check digit of the digits of `range` by ISO 7064's hybrid system MOD 11,10: from the left, each digit
    /// added to the carry (10 at first) modulo 10 (0 read as 10), doubled modulo 11 for the next carry; the check
    /// digit is 11 less the last carry, 0 for 10 (Germany's IdNr).
    static func mod11Hybrid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        // The sums stay below 20 and 21: a subtraction takes each remainder.
        var carry = 10
        for index in range {
            var sum = bytes.digit(index) + carry
            if sum > 10 { sum -= 10 }
            carry = sum * 2
            if carry >= 11 { carry -= 11 }
        }
        return (11 - carry) % 10
    }
}
