/// Shapes text while a person types it: card numbers in groups, `MM/YY` with the slash put in, IBANs in groups of
/// four, phone numbers in their country's grouping, with the caret kept where it belongs.
///
/// A formatter is a pure, `Sendable` value. Given the text a field shows, its caret and an edit (a keystroke, a
/// paste, a deletion, a selection replaced), ``apply(_:to:)`` answers the new text and caret:
///
/// ```swift
/// let card = CardNumberInputFormatter()
/// var input = InputText("4111 1111 111")
/// card.apply(.insert("1", at: input.caret), to: &input)
/// print(input)                                           // 4111 1111 1111|
/// print(card.format("378282246310005"))                  // 3782 822463 10005
/// ```
///
/// How every formatter edits, whatever its shape:
/// - the edit is applied to the text, then the text is read again character by character into its *value*
///   (``read(_:into:)``: the digits of a card number, the letters and digits of an IBAN) and the value is
///   written formatted (``write(_:to:)``); so a pasted value in any common notation comes out formatted;
/// - the caret stays after the same character of the value as before, and goes to the end of the text when it
///   was after the value's last character (typing `4` in an expiry field shows `04/|`);
/// - deleting the separator just before the caret (the backspace key after `4111 `) deletes the character of the
///   value before it, as people expect;
/// - formatting formatted text changes nothing, and a character the person typed is dropped only when it cannot
///   be part of a valid value (a letter in a card number, a 20th digit).
///
/// The built-in formatters: ``PhoneNumberInputFormatter``, ``CardNumberInputFormatter``, ``IBANInputFormatter``,
/// ``CardExpiryInputFormatter``, ``PostalCodeInputFormatter`` and ``DateInputFormatter``. A formatter of your own
/// implements the two requirements; the editing comes with them.
public protocol InputFormatter: Sendable {
    /// Reads one character of typed or pasted text into `value`: appends what it stands for, or nothing.
    ///
    /// A card number appends the digits (`"٤"` as `"4"`) and skips spaces and dashes; an IBAN appends letters in
    /// upper case. The characters come in order, from the start of the text.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer)

    /// Writes `value` as the field shows it: `4111 1111 1111 1111`.
    ///
    /// The characters of the value keep their order in the text; what the formatter adds between them (spaces,
    /// dashes, a slash, parentheses) must not be a letter, a digit or `+`, which are read as the value's. It may
    /// leave out characters past the longest value.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    func write(_ value: FormattingBuffer, to text: inout FormattingBuffer)

    /// Applies `edit` to `input` and formats the result, moving the caret with it.
    ///
    /// The default reads the edited text into a value and writes it (see above); a formatter that delegates to
    /// another one, chosen per edit, implements this.
    ///
    /// - Parameters:
    ///   - edit: What the person did, in offsets of `input.text`; offsets past its end are clamped.
    ///   - input: The text the field shows and its caret; on return, the formatted text and the new caret.
    /// - Complexity: O(*n*) in the length of the text. Text of ASCII characters allocates nothing beyond what
    ///   `input.text` needs to hold the result.
    func apply(_ edit: TextEdit, to input: inout InputText)
}

extension InputFormatter {
    /// Applies `edit` to `input` and formats the result: reads the edited text into a value with
    /// ``read(_:into:)``, writes it with ``write(_:to:)`` and places the caret.
    ///
    /// - Parameters:
    ///   - edit: What the person did, in offsets of `input.text`; offsets past its end are clamped.
    ///   - input: The text the field shows and its caret; on return, the formatted text and the new caret.
    public func apply(_ edit: TextEdit, to input: inout InputText) {
        FormattingEngine(formatter: self).apply(edit, to: &input)
    }

    /// The text and caret after `edit`; see ``apply(_:to:)``.
    ///
    /// - Parameters:
    ///   - edit: What the person did, in offsets of `input.text`.
    ///   - input: The text the field shows and its caret.
    /// - Returns: The formatted text and its caret.
    public func applying(_ edit: TextEdit, to input: InputText) -> InputText {
        var result = input
        apply(edit, to: &result)
        return result
    }

    /// The formatted text and caret after a field's text changed from `old` to `new`, as a binding reports it (SwiftUI's
    /// `TextField`): the change is read as the edit between them (``TextEdit/init(from:to:)``).
    ///
    /// ```swift
    /// let changed = CardNumberInputFormatter().formattingChange(from: "4111 1111", to: "4111 11112")
    /// print(changed)   // 4111 1111 2|
    /// ```
    ///
    /// - Parameters:
    ///   - old: The text before the change, as the formatter wrote it.
    ///   - new: The text after the change, as the binding reports it.
    /// - Returns: The formatted text and its caret.
    public func formattingChange(from old: String, to new: String) -> InputText {
        applying(TextEdit(from: old, to: new), to: InputText(old))
    }

    /// `text` formatted, as if pasted into an empty field: `"4111111111111111"` becomes
    /// `"4111 1111 1111 1111"`.
    ///
    /// - Parameter text: The text, in any notation.
    /// - Returns: The text formatted.
    public func format(_ text: String) -> String {
        applying(.insert(text, at: 0), to: InputText()).text
    }

    /// The text after each keystroke when `text` is typed character by character at the end of an empty field.
    ///
    /// ```swift
    /// print(CardExpiryInputFormatter().keystrokes(typing: "429"))   // ["04/", "04/2", "04/29"]
    /// ```
    ///
    /// - Parameter text: The characters typed, in order.
    /// - Returns: The text after each keystroke, one per character typed.
    public func keystrokes(typing text: String) -> [String] {
        var input = InputText()
        var shown: [String] = []
        for character in text {
            apply(.insert(String(character), at: input.text.count), to: &input)
            shown.append(input.text)
        }
        return shown
    }
}

/// Whether a byte of formatted text belongs to the value: an ASCII letter or digit, or `+`.
@inline(__always)
func isValueByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "+"):
        true
    default: false
    }
}
