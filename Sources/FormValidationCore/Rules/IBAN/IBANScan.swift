/// One pass over a typed IBAN: its characters upper-cased and counted, the registry's structure checked position
/// by position, and the ISO 7064 mod 97-10 remainder computed on the fly — with no big integer and nothing
/// allocated.
struct IBANScan {
    /// What the text is, as far as one pass tells.
    enum Problem: Equatable {
        /// A character other than letters, digits, whitespace and dashes, or no country code and check digits.
        case notAnIBAN
        /// The country code is not in the registry.
        case unknownCountry
        /// Not the country's length.
        case length(expected: Int)
        /// The character at this position (1-based, in the compact IBAN) is not what the registry says.
        case structure(position: Int, expected: UInt8)
        /// The check digits do not check.
        case checksum
    }

    /// The number of letters and digits.
    private(set) var count = 0
    /// The country code's index in ``IBANRegistry/countries``, once two letters were read.
    private(set) var countryIndex: Int?
    /// Whether the text is the compact upper-case form already.
    private(set) var isCompact = true
    /// Whether the text is the print form already: groups of four upper-case characters, one space apart.
    private(set) var isPrintFormat = true
    /// The first problem found, in the order of ``Problem``'s cases once the whole text is read.
    private(set) var problem: Problem?

    /// Scans `text`, up to its 35th letter or digit.
    ///
    /// - Complexity: O(*n*), and O(1) past the 35th letter or digit.
    init(_ text: String) {
        var prefix: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var remainder = 0
        var structureProblem: Problem?
        var country: IBANRegistry.Country?
        var badCharacter = false
        var scalarIndex = 0
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            defer { scalarIndex += 1 }
            var byte: UInt8
            if scalar.isASCII {
                byte = UInt8(scalar.value)
            } else if scalar.properties.isWhitespace {
                isCompact = false
                isPrintFormat = false
                continue
            } else {
                badCharacter = true
                break
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                byte -= 0x20
                isCompact = false
                isPrintFormat = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                break
            case UInt8(ascii: " "):
                isCompact = false
                if scalarIndex % 5 != 4 { isPrintFormat = false }
                lastWasSpace = true
                continue
            case UInt8(ascii: "-"), 0x09...0x0D:
                isCompact = false
                isPrintFormat = false
                continue
            default:
                badCharacter = true
            }
            if badCharacter { break }
            if scalarIndex % 5 == 4 { isPrintFormat = false }
            lastWasSpace = false
            // No IBAN is longer than 34 characters: reading stops at the 35th, which makes the length wrong.
            if count == Self.maximumLength {
                count += 1
                break
            }
            let isDigit = byte <= UInt8(ascii: "9")
            switch count {
            case 0: prefix.0 = byte
            case 1:
                prefix.1 = byte
                if !isDigit && prefix.0 > UInt8(ascii: "9") {
                    countryIndex = Int(prefix.0 - UInt8(ascii: "A")) * 26 + Int(byte - UInt8(ascii: "A"))
                    country = IBANRegistry.countries[countryIndex!]
                }
            case 2: prefix.2 = byte
            case 3: prefix.3 = byte
            default:
                remainder = Self.fold(remainder, byte)
                if let country, structureProblem == nil, count - 4 < country.positions.count {
                    let expected = country.positions[count - 4]
                    let fits =
                        switch expected {
                        case UInt8(ascii: "n"): isDigit
                        case UInt8(ascii: "a"): !isDigit
                        default: true
                        }
                    if !fits { structureProblem = .structure(position: count + 1, expected: expected) }
                }
            }
            count += 1
        }
        if lastWasSpace { isPrintFormat = false }
        let isLetter: (UInt8) -> Bool = { $0 >= UInt8(ascii: "A") }
        guard !badCharacter, count >= 4, isLetter(prefix.0), isLetter(prefix.1), !isLetter(prefix.2),
            !isLetter(prefix.3)
        else {
            problem = .notAnIBAN
            return
        }
        guard let country else {
            problem = .unknownCountry
            return
        }
        if count != country.length {
            problem = .length(expected: country.length)
        } else if let structureProblem {
            problem = structureProblem
        } else {
            remainder = Self.fold(Self.fold(Self.fold(Self.fold(remainder, prefix.0), prefix.1), prefix.2), prefix.3)
            // ISO 13616 check digits run from 02 to 98: 00, 01 and 99 are aliases that no IBAN carries.
            let checkDigits = Int(prefix.2 - UInt8(ascii: "0")) * 10 + Int(prefix.3 - UInt8(ascii: "0"))
            if remainder != 1 || checkDigits < 2 || checkDigits > 98 { problem = .checksum }
        }
    }

    /// The longest IBAN the standard allows.
    static let maximumLength = 34

    /// The remainder mod 97 after appending `byte`: a digit as itself, a letter as 10 (A) to 35 (Z).
    private static func fold(_ remainder: Int, _ byte: UInt8) -> Int {
        if byte <= UInt8(ascii: "9") { return (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97 }
        return (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
    }
}
