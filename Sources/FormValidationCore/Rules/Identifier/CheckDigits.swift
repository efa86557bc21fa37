/// The check-digit schemes identifiers use, over the bytes of a compact value (ASCII digits, and upper-case
/// letters where a scheme reads them).
enum CheckDigits {
    /// Whether the digits of `range` pass the Luhn check (ISO/IEC 7812-1): from the right, every second digit
    /// doubled (less 9 past 9), the sum a multiple of 10. A kept sign in the range (`-`, `+`) is passed over.
    static func luhn(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        luhnSum(bytes, range) % 10 == 0
    }

    /// The Luhn sum of the digits of `range`: from the right, every second digit doubled (less 9 past 9), the
    /// rightmost one among them when `doublingLast` (as when a check digit to come is left out: Spain's CIF),
    /// else the one before it. A kept sign in the range (`-`, `+`) is passed over.
    static func luhnSum(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, doublingLast: Bool = false) -> Int {
        var sum = 0
        var doubled = doublingLast
        for index in range.reversed() where bytes[index] >= 0x30 {
            var digit = bytes.digit(index)
            if doubled {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            doubled.toggle()
        }
        return sum
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

    /// The remainder, modulo 97, of the number the bytes of `range` (at most 32) write when each letter stands for
    /// two digits (A is 10, …, Z is 35), as ISO 7064 MOD 97-10 reads it (LEI, IBAN).
    static func mod97(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        // Each character's value times the power of ten of its place (the digits to its right) modulo 97, summed,
        // and the remainder taken once. No step waits on the step before but for counting the digits, so the
        // characters are read side by side rather than one multiplication after another as in Horner's rule.
        // 10^0 to 10^64 modulo 97, two decimal digits each: 32 characters write at most 64 digits. The sum stays
        // below 32 × 35 × 96, so the arithmetic needs no overflow check.
        let powers: StaticString = """
            01100330099027768134490550155345623889177351255675713119935785746128868464589577913779\
            14434232299687946788077021166348924782445235
            """
        precondition(range.count <= 32)
        let power = powers.utf8Start
        var sum = 0
        var place = 0
        for index in range.reversed() {
            let byte = bytes[index]
            let letter = byte >= 0x41
            let value = Int(byte) &- (letter ? 0x41 - 10 : 0x30)
            sum &+= value &* (Int(power[2 &* place]) &* 10 &+ Int(power[2 &* place &+ 1]) &- 0x30 * 11)
            place &+= letter ? 2 : 1
        }
        return sum % 97
    }

    /// The sum of the digits from `start`, each times its weight: `weights` writes one weight a character, in base
    /// 36 (`0` to `9`, then `A` for 10 to `Z` for 35), the first for the digit at `start`, and as many digits as it
    /// has weights are read. The weighted sums of national numbers (modulo 11, 23, 89…) are made of it.
    static func weightedSum(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, weights: StaticString) -> Int {
        var sum = 0
        var index = start
        for weight in UnsafeBufferPointer(start: weights.utf8Start, count: weights.utf8CodeUnitCount) {
            sum += bytes.digit(index) * (weight >= 0x41 ? Int(weight) - 0x41 + 10 : Int(weight) - 0x30)
            index += 1
        }
        return sum
    }

    /// The ISO 7064 MOD 11-2 check character (modulus 11, radix 2) of the digits of `range`, 0 to 10 (written
    /// `X`): each digit is weighted by 2 to the power of its place from the right (the check character's place
    /// being 0), modulo 11; the check makes the whole sum 1 modulo 11 (China's resident identity number,
    /// GB 11643-1999).
    static func mod11Radix2(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        // ISO 7064's recursive form: doubling the running sum at each digit gives each its power of two. The
        // remainder is taken once at the end (17 digits stay far below `Int.max`), not at each step.
        var sum = 0
        for index in range { sum = (sum &+ bytes.digit(index)) &* 2 }
        return (12 - sum % 11) % 11
    }

    /// Whether the digits of `range`, the check digit last, pass the Verhoeff check (Jacobus Verhoeff, 1969, as
    /// Wikipedia's "Verhoeff algorithm" tabulates it): from the right, each digit permuted by the position's power
    /// of a fixed permutation of order 8, and the results combined by the dihedral group D5's product, must give 0.
    /// It catches every single error and every swap of neighbours (Aadhaar).
    static func verhoeff(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        // D5's multiplication table, row by row, and the permutation's powers 0 to 7, row by row.
        let product: StaticString =
            "0123456789123406789523401789563401289567401239567859876043216598710432765982104387659321049876543210"
        let permutation: StaticString =
            "01234567891576283094580379614289160435279453126870428657390127938064157046913258"
        let products = UnsafeBufferPointer(start: product.utf8Start, count: product.utf8CodeUnitCount)
        let permutations = UnsafeBufferPointer(start: permutation.utf8Start, count: permutation.utf8CodeUnitCount)
        var check = 0
        var position = 0
        for index in range.reversed() {
            let permuted = Int(permutations[(position % 8) * 10 + bytes.digit(index)]) - 0x30
            check = Int(products[check * 10 + permuted]) - 0x30
            position += 1
        }
        return check == 0
    }

    /// Whether the digits and upper-case letters of `range`, the check character last, pass the Luhn mod N
    /// algorithm over 36 characters (0 to 9, then A is 10, …, Z is 35): from the right, every second value doubled
    /// and written in base 36, the sum of those base-36 digits a multiple of 36 (India's GSTIN).
    static func luhnMod36(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var sum = 0
        var doubled = false
        for index in range.reversed() {
            let byte = bytes[index]
            var value = byte >= 0x41 ? Int(byte) - 0x41 + 10 : Int(byte) - 0x30
            if doubled { value *= 2 }
            sum += value / 36 + value % 36
            doubled.toggle()
        }
        return sum % 36 == 0
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
}
