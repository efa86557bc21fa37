/// The editing every ``InputFormatter`` shares: applies an edit, reads the text into the formatter's value, writes
/// it formatted and places the caret.
struct FormattingEngine<Formatter: InputFormatter> {
    let formatter: Formatter

    func apply(_ edit: TextEdit, to input: inout InputText) {
        var value = FormattingBuffer()
        // ASCII text (what a formatter writes) is read byte by byte, its offsets those of its characters (unless a
        // CR LF pair makes one character of two bytes); other text scalar by scalar.
        let ascii: Int?? = input.text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? readASCII(bytes, edit, into: &value) : nil
        }
        let valueBeforeCaret = (ascii ?? nil) ?? read(input.text, edit, into: &value)

        var shown = FormattingBuffer()
        formatter.write(value, to: &shown)

        input.caret = Self.caret(in: shown, after: valueBeforeCaret, of: value.count)
        if !shown.equals(input.text) {
            shown.withBytes { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else {
                    input.text = String(decoding: bytes, as: UTF8.self)
                    return
                }
                // In place: a text that had room for the result keeps its storage. Appended in pieces of at most
                // 15 bytes, each a small string that needs no storage of its own.
                input.text.removeAll(keepingCapacity: true)
                var start = 0
                while start < bytes.count {
                    let end = min(start + 15, bytes.count)
                    input.text.append(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    start = end
                }
            }
        }
    }

    /// Reads ASCII `text` with `edit` made into `value`; answers how much of the value comes before the caret.
    private func readASCII(_ text: UnsafeBufferPointer<UInt8>, _ edit: TextEdit, into value: inout FormattingBuffer)
        -> Int
    {
        var lower = min(max(edit.range.lowerBound, 0), text.count)
        let upper = min(max(edit.range.upperBound, lower), text.count)
        // The backspace key just after a separator: delete the value's character before it too.
        if edit.replacement.isEmpty, upper - lower == 1, !isValueByte(text[lower]) {
            var previous = lower - 1
            while previous >= 0, !isValueByte(text[previous]) { previous -= 1 }
            if previous >= 0 { lower = previous }
        }
        for byte in text[..<lower] { formatter.read(Unicode.Scalar(byte), into: &value) }
        for scalar in edit.replacement.unicodeScalars { formatter.read(scalar, into: &value) }
        let beforeCaret = value.count
        for byte in text[upper...] { formatter.read(Unicode.Scalar(byte), into: &value) }
        return beforeCaret
    }

    /// Reads any `text` with `edit` made (offsets in characters) into `value`; answers how much of the value comes
    /// before the caret.
    private func read(_ text: String, _ edit: TextEdit, into value: inout FormattingBuffer) -> Int {
        let length = text.count
        let lower = min(max(edit.range.lowerBound, 0), length)
        let upper = min(max(edit.range.upperBound, lower), length)
        let lowerIndex = text.index(text.startIndex, offsetBy: lower)
        let upperIndex = text.index(text.startIndex, offsetBy: upper)
        for scalar in text.unicodeScalars[..<lowerIndex] { formatter.read(scalar, into: &value) }
        for scalar in edit.replacement.unicodeScalars { formatter.read(scalar, into: &value) }
        let beforeCaret = value.count
        for scalar in text.unicodeScalars[upperIndex...] { formatter.read(scalar, into: &value) }
        return beforeCaret
    }

    /// The offset after the `count`-th character of the value in `shown` and the separators that follow it, or the
    /// end when `count` is the whole value (`total`): the next character typed lands where the person expects.
    static func caret(in shown: FormattingBuffer, after count: Int, of total: Int) -> Int {
        guard count < total, count > 0 else { return count == 0 && total > 0 ? 0 : shown.count }
        var seen = 0
        for position in 0..<shown.count where isValueByte(shown[position]) {
            seen += 1
            if seen == count {
                var caret = position + 1
                while caret < shown.count, !isValueByte(shown[caret]) { caret += 1 }
                return caret
            }
        }
        return shown.count
    }
}

extension Unicode.Scalar {
    /// The ASCII digit this scalar stands for: `"7"` for `"7"`, `"٧"` (Arabic-Indic) and `"７"` (full width) — a
    /// decimal digit of any script, as `NumberParser.digitValue(_:)` reads it.
    var asciiDigit: UInt8? {
        NumberParser.digitValue(self).map { UInt8(ascii: "0") + UInt8($0) }
    }

    /// The upper-case ASCII letter or digit this scalar stands for (full-width forms too), or `nil`.
    var asciiAlphanumericUppercased: UInt8? {
        if let digit = asciiDigit { return digit }
        var scalarValue = value
        if scalarValue >= 0xFF21 && scalarValue <= 0xFF5A { scalarValue -= 0xFF21 - 0x41 }  // full-width forms
        switch scalarValue {
        case 0x41...0x5A: return UInt8(scalarValue)
        case 0x61...0x7A: return UInt8(scalarValue - 0x20)
        default: return nil
        }
    }
}
