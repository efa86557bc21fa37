/// Formats a postal code as it is typed, in its country's canonical case and spacing: `SW1A 1AA`, `1234 AB`,
/// `01310-100`, `100-0001`.
///
/// Letters are upper-cased and the country's separator is put in once a character follows it. Where the
/// characters typed so far fit shapes of the country that separate them differently (a British `M11` may become
/// `M1 1AA` or `M11 1AA`), no separator is put in until the next character tells. Characters that fit none of the
/// country's shapes are shown upper-cased, as typed, so that nothing typed is lost.
///
/// ```swift
/// let postcode = PostalCodeInputFormatter(country: .gb)
/// print(postcode.format("sw1a1aa"))                         // SW1A 1AA
/// print(PostalCodeInputFormatter(country: .br).format("01310100"))   // 01310-100
/// ```
///
/// The shapes are those of ``ValidationRule/postalCode(country:message:)``: the national rules of the twenty
/// countries that have them, else the shapes of the country's examples in Google's address data.
public struct PostalCodeInputFormatter: InputFormatter, Hashable {
    /// The country whose codes are typed.
    public let country: PostalCodeCountry

    /// The shapes the country's codes take.
    private let shapes: [PostalCodeShape]

    /// A postal-code formatter for `country`; ``PostalCodeCountry/any`` only upper-cases.
    ///
    /// - Parameter country: The country whose codes are typed.
    public init(country: PostalCodeCountry) {
        self.country = country
        shapes = country.national?.patterns ?? country.pattern?.shapes ?? []
    }

    /// Whether two formatters format the codes of the same country.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.country == rhs.country }

    /// Hashes the country.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(country) }

    /// Appends a letter (upper-cased) or a digit; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let byte = character.asciiAlphanumericUppercased { value.append(byte) }
    }

    /// Writes the characters with the separators of the shapes they fit.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        // The separators to put in, as (value offset, byte) packed: each shape the value fits must agree.
        var chosen: UInt64 = 0
        var fits = false
        for shape in shapes {
            guard let separators = Self.separators(of: value, in: shape) else { continue }
            if fits && separators != chosen {
                chosen = 0
                break
            }
            chosen = separators
            fits = true
        }
        var pending = chosen
        for position in 0..<value.count {
            if pending != 0, Int(pending & 0xFF) == position {
                text.append(UInt8((pending >> 8) & 0xFF))
                pending >>= 16
            }
            text.append(value[position])
        }
    }

    /// The separators `shape` puts between the characters of `value`, packed 16 bits each (the number of
    /// characters before it, then its byte), when `value` fits the start of `shape`; `nil` when it does not.
    private static func separators(of value: FormattingBuffer, in shape: PostalCodeShape) -> UInt64? {
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        var consumed = 0
        for offset in 0..<shape.count {
            let slot = shape[offset]
            switch slot {
            case UInt8(ascii: "9"), UInt8(ascii: "A"):
                guard consumed < value.count else { return packed }
                let byte = value[consumed]
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard isDigit == (slot == UInt8(ascii: "9")) else { return nil }
                consumed += 1
            case UInt8(ascii: "_"):
                continue
            default:
                // A separator goes in only before a character that follows it.
                if consumed < value.count, consumed > 0, shift < 64 {
                    packed |= (UInt64(consumed) | UInt64(slot) << 8) << shift
                    shift += 16
                }
            }
        }
        return consumed == value.count ? packed : nil
    }
}
