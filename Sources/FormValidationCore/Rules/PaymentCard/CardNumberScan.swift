/// One pass over a typed card number: its digits counted, its first six kept, the Luhn sum, and whether it
/// holds separators. Nothing is allocated.
struct CardNumberScan {
    /// The number of digits.
    private(set) var digitCount = 0
    /// The first digits, at most six, as a number.
    private(set) var prefix: Int32 = 0
    /// Whether the text holds a space or a dash, which the corrected value drops.
    private(set) var hasSeparators = false
    /// Whether the text holds anything but ASCII digits, spaces and dashes.
    private(set) var hasOtherCharacters = false
    /// The Luhn sums with every second digit doubled, counting from the first digit or from the second: which
    /// one applies depends on the number of digits, known only at the end.
    private var doubledFromFirst = 0
    private var doubledFromSecond = 0

    /// Whether reading stopped after `maximumDigits + 1` digits, so that what follows is unknown.
    private(set) var isCut = false

    /// Scans `text`, up to the digit after the first `maximumDigits`: a number is too long by then, whatever
    /// follows.
    ///
    /// - Complexity: O(*n*), and O(`maximumDigits`) when the text is digits with few separators.
    init(_ text: String, maximumDigits: Int = .max) {
        for byte in text.utf8 {
            if digitCount > maximumDigits {
                isCut = true
                break
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte &- UInt8(ascii: "0"))
                if digitCount < 6 { prefix = prefix * 10 + Int32(digit) }
                let doubled = digit < 5 ? digit * 2 : digit * 2 - 9
                if digitCount % 2 == 0 {
                    doubledFromFirst &+= doubled
                    doubledFromSecond &+= digit
                } else {
                    doubledFromFirst &+= digit
                    doubledFromSecond &+= doubled
                }
                digitCount += 1
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                hasSeparators = true
            default:
                hasOtherCharacters = true
            }
        }
    }

    /// The number of leading digits in ``prefix``.
    var prefixCount: Int { min(digitCount, 6) }

    /// Whether the digits pass the Luhn check (ISO/IEC 7812-1, annex B): the check digit is the last, so the
    /// digits doubled are the second from the right, the fourth, and so on.
    var passesLuhn: Bool {
        // With an even count, the first digit is second from the right: doubled.
        let sum = digitCount % 2 == 0 ? doubledFromFirst : doubledFromSecond
        return sum % 10 == 0
    }
}
