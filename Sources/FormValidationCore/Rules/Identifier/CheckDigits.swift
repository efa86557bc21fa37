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

    /// The sum of the digits from `start`, each times its weight in `weights`, read as one base-36 digit per
    /// character (`0`–`9`, then `A` for 10, `B` for 11, …): `"8765432"` weighs seven digits 8 down to 2, `"346789A1"`
    /// eight digits 3, 4, 6, 7, 8, 9, 10, 1. The weighted sums of national numbers (Poland's NIP, Malta's VAT…) are
    /// taken modulo 11, 10 or 37 by their callers.
    static func weightedSum(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ weights: StaticString) -> Int {
        var sum = 0
        var index = start
        for weight in UnsafeBufferPointer(start: weights.utf8Start, count: weights.utf8CodeUnitCount) {
            let value = weight >= 0x41 ? Int(weight) - 0x41 + 10 : Int(weight) - 0x30
            sum += bytes.digit(index) * value
            index += 1
        }
        return sum
    }

    /// The sum of the digits of `range` weighted, from the right, by `first`, `first` + 1, … up to `last`, and
    /// again from `first` (the MOD 11 weights 2 to 7 of Denmark's CVR and Switzerland's UID), or by `first`
    /// descending when `last` is below it (8, 7, …, 2 for a CZ, PT or UK number, read from the left).
    static func cyclicSum(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, from first: Int, to last: Int)
        -> Int
    {
        var sum = 0
        if last < first {
            var weight = first
            for index in range {
                sum += bytes.digit(index) * weight
                weight = weight == last ? first : weight - 1
            }
        } else {
            var weight = first
            for index in range.reversed() {
                sum += bytes.digit(index) * weight
                weight = weight == last ? first : weight + 1
            }
        }
        return sum
    }

    /// The remainder, modulo `modulus`, of the decimal number the digits of `range` write (any length: the
    /// remainder is taken digit by digit). Belgium's enterprise number is checked modulo 97, Luxembourg's VAT
    /// number modulo 89, Slovakia's modulo 11.
    static func remainder(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ modulus: Int) -> Int {
        var remainder = 0
        for index in range { remainder = (remainder * 10 + bytes.digit(index)) % modulus }
        return remainder
    }

    /// Whether the digits of `range` pass ISO 7064 MOD 11,10 (a hybrid system, its last digit the check of the
    /// others): from 10, each digit is added modulo 10 (0 counting as 10) and the result doubled modulo 11; the
    /// check digit added last must leave 1. Germany's VAT number and Croatia's OIB.
    static func mod11And10(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var product = 10
        for index in range.dropLast() {
            var sum = (product + bytes.digit(index)) % 10
            if sum == 0 { sum = 10 }
            product = (sum * 2) % 11
        }
        return (product + bytes.digit(range.upperBound - 1)) % 10 == 1
    }
}
