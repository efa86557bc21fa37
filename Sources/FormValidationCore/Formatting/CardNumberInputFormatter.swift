/// Formats a card number as it is typed: grouped as the brand its first digits show prints it, and no longer than
/// that brand's longest number.
///
/// American Express and Diners Club numbers are grouped 4-6-5 and 4-6-4 (`3782 822463 10005`); the others, and a
/// number whose brand is not known yet, in fours (`4111 1111 1111 1111`, 19 digits as `6212 3456 7890 1234 567`).
/// Digits past the brand's longest number (15 for American Express, 16 for Mastercard, 19 otherwise) are left
/// out; letters and punctuation are dropped, and digits of other scripts are read as ASCII digits.
///
/// ```swift
/// let card = CardNumberInputFormatter()
/// print(card.keystrokes(typing: "37828"))   // ["3", "37", "378", "3782", "3782 8"]
/// print(card.format("5555-5555-5555-4444")) // 5555 5555 5555 4444
/// ```
///
/// The field's rule, ``ValidationRule/paymentCard(brands:message:)``, reads the grouped text as it is.
public struct CardNumberInputFormatter: InputFormatter, Hashable {
    /// A card-number formatter.
    public init() {}

    /// Appends a digit; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let digit = character.asciiDigit { value.append(digit) }
    }

    /// Writes the digits in the groups of the brand they start, up to the brand's longest number.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        var prefix: Int32 = 0
        for position in 0..<min(6, value.count) { prefix = prefix * 10 + Int32(value[position] - UInt8(ascii: "0")) }
        let brand = CardIssuerRanges.brand(prefix: prefix, count: min(6, value.count))
        let longest = brand.map { CardBrand(kind: $0).longestNumberLength } ?? 19
        // The offsets a space goes before.
        let gaps: (Int, Int, Int, Int) =
            switch brand {
            case .americanExpress?, .dinersClub?: (4, 10, .max, .max)
            default: (4, 8, 12, 16)
            }
        for position in 0..<min(value.count, longest) {
            if position == gaps.0 || position == gaps.1 || position == gaps.2 || position == gaps.3 {
                text.append(UInt8(ascii: " "))
            }
            text.append(value[position])
        }
    }
}
