/// Formats a card's expiry date as it is typed: `MM/YY`, the slash put in and a one-digit month padded.
///
/// Typing `4` gives `04/` (no month starts with 4); typing `1`, `2` gives `1`, then `12/`; typing `1`, `3` gives
/// `01/3`; a slash or dash typed after one digit pads the month (`1/` gives `01/`). A year of four digits is kept
/// when it starts with `20` (`12/2029`), since ``ValidationRule/cardExpiry(timeZone:maximumYearsAhead:now:message:)``
/// reads `MM/YYYY` too; other digits past the year are left out, as no expiry date can hold them.
///
/// ```swift
/// let expiry = CardExpiryInputFormatter()
/// print(expiry.keystrokes(typing: "429"))   // ["04/", "04/2", "04/29"]
/// print(expiry.format("12-2029"))           // 12/2029
/// ```
public struct CardExpiryInputFormatter: InputFormatter, Hashable {
    /// An expiry formatter.
    public init() {}

    /// Appends a digit (padding or completing the month as it goes); a slash, dash or dot after a one-digit month
    /// pads it; everything else is skipped.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        guard let digit = character.asciiDigit else {
            if value.count == 1, character == "/" || character == "-" || character == ".", value[0] != UInt8(ascii: "0")
            {
                value.insert(UInt8(ascii: "0"), at: 0)
            }
            return
        }
        switch value.count {
        case 0:
            if digit > UInt8(ascii: "1") { value.append(UInt8(ascii: "0")) }
            value.append(digit)
        case 1:
            if value[0] == UInt8(ascii: "0") && digit == UInt8(ascii: "0") { return }  // no month 00
            if value[0] == UInt8(ascii: "1") && digit > UInt8(ascii: "2") {
                value.insert(UInt8(ascii: "0"), at: 0)  // 1 then 3: January, and a year starting with 3
            }
            value.append(digit)
        case 2, 3:
            value.append(digit)
        case 4, 5:
            // A four-digit year: 20YY.
            if value[2] == UInt8(ascii: "2") && value[3] == UInt8(ascii: "0") { value.append(digit) }
        default:
            return
        }
    }

    /// Writes the month, a slash once the month is complete, and the year.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        for position in 0..<value.count {
            text.append(value[position])
            if position == 1 { text.append(UInt8(ascii: "/")) }
        }
    }
}
