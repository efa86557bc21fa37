/// Formats a phone number as it is typed, as Google's libphonenumber does (its `AsYouTypeFormatter`), for every
/// region of its metadata.
///
/// A number typed in national form is grouped as the country writes it; one typed internationally — with `+`,
/// `00` or the country's own international prefix (`011` in the United States) — switches to the formatting of
/// the calling code typed:
///
/// ```swift
/// let phone = PhoneNumberInputFormatter(defaultCountry: "US")
/// print(phone.format("6502530000"))        // (650) 253-0000
/// print(phone.format("+442079460958"))     // +44 20 7946 0958
/// print(PhoneNumberInputFormatter(defaultCountry: "DE").format("030123456"))   // 030 123456
/// ```
///
/// The digits (of any script) and a leading `+` are the value: spaces, dashes, dots and parentheses typed or
/// pasted are dropped and the number formatted again, so `650.253.0000` comes out as `(650) 253-0000`. Where
/// libphonenumber stops formatting (too many digits for any format), the digits are shown as typed.
///
/// The field's rule, ``ValidationRule/phoneNumber(country:countries:types:mobileOnly:format:message:)``,
/// reads the formatted text as it is. The formats are those of `scripts/world-data/phone-as-you-type.py`, generated
/// from the pinned PyPI package `phonenumbers`.
public struct PhoneNumberInputFormatter: InputFormatter, Hashable {
    /// The country of numbers typed without a calling code (ISO 3166-1 alpha-2), or `nil` to format only
    /// international numbers.
    public let defaultCountry: String?
    /// The formatter with nothing typed, copied for each edit.
    private let empty: PhoneAsYouType

    /// A phone formatter for numbers typed in `defaultCountry`.
    ///
    /// - Parameter defaultCountry: An ISO 3166-1 alpha-2 code in either case (`US`, `gb`); `nil` or an unknown
    ///   code formats only numbers typed with `+` and their calling code.
    public init(defaultCountry: String? = nil) {
        self.defaultCountry = defaultCountry?.uppercased()
        empty = PhoneAsYouType(region: self.defaultCountry ?? "ZZ")
    }

    /// Appends a digit, or a `+` that starts the number; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let digit = character.asciiDigit {
            value.append(digit)
        } else if value.isEmpty, character == "+" || character == "\u{FF0B}" {
            value.append(UInt8(ascii: "+"))
        }
    }

    /// Writes the number as libphonenumber's as-you-type formatter shows it once every character is typed.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        var formatter = empty
        for position in 0..<value.count { formatter.input(Unicode.Scalar(value[position])) }
        formatter.withText { bytes in
            for byte in bytes { text.append(byte) }
        }
    }

    /// Whether two formatters format for the same country.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.defaultCountry == rhs.defaultCountry }

    /// Hashes the country.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(defaultCountry) }
}
