/// Formats an IBAN as it is typed: upper case, in groups of four, no longer than its country's IBANs.
///
/// The first two letters name the country, whose IBAN length (22 for Germany, 27 for France) caps the text; an
/// IBAN of a country outside the registry is capped at 34 characters, the longest the standard allows. Spaces,
/// dashes and dots are dropped, letters upper-cased.
///
/// ```swift
/// let iban = IBANInputFormatter()
/// print(iban.format("de89370400440532013000"))   // DE89 3704 0044 0532 0130 00
/// print(iban.keystrokes(typing: "gb82w"))         // ["G", "GB", "GB8", "GB82", "GB82 W"]
/// ```
///
/// The field's rule, ``ValidationRule/iban(countries:format:message:)``, reads the grouped text as it is.
public struct IBANInputFormatter: InputFormatter, Hashable {
    /// The most characters an IBAN has (ISO 13616).
    static let longest = 34

    /// An IBAN formatter.
    public init() {}

    /// Appends a letter (upper-cased) or a digit; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let byte = character.asciiAlphanumericUppercased { value.append(byte) }
    }

    /// Writes the characters in groups of four, up to the length of the country's IBANs.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        var length = Self.longest
        if value.count >= 2, let first = Self.letterIndex(value[0]), let second = Self.letterIndex(value[1]),
            let country = IBANRegistry.countries[first * 26 + second]
        {
            length = country.length
        }
        for position in 0..<min(value.count, length) {
            if position > 0 && position % 4 == 0 { text.append(UInt8(ascii: " ")) }
            text.append(value[position])
        }
    }

    private static func letterIndex(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? Int(byte - UInt8(ascii: "A")) : nil
    }
}
