/// Small, allocation-free scans over text that several rules share.
///
/// Each reads the text's UTF-8 bytes directly while they are ASCII, which is what nearly all form input is, and
/// reads Unicode scalars, with their properties, only from a text that holds a byte beyond ASCII.
@usableFromInline
package enum TextScanning {
    /// Whether a scalar's general category is a letter, mark, number, punctuation or symbol: a character that is
    /// drawn, not a separator, a control or format character, a surrogate, private use or unassigned.
    ///
    /// Call it for non-ASCII scalars only, out of line: the property types are resilient, and reading them costs a
    /// layout look-up on every call.
    @inline(never)
    package static func isGraphic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }

    /// `text` with backslashes, tabs, line breaks and other control characters escaped as a Swift string literal
    /// escapes them (`\\`, `\t`, `\n`, `\r`, `\u{1B}`), so that it stays on one line; `delimiter`, if given, is
    /// escaped too. Line and paragraph separators count as line breaks.
    package static func escaped(_ text: String, delimiter: Unicode.Scalar? = nil) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            case delimiter: result += "\\\(scalar)"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` without whitespace at either end, as a view into it.
    ///
    /// - Complexity: O(*n*); allocates nothing.
    package static func trimmed(_ text: String) -> Substring {
        if hasVisibleASCIIEnds(text) { return text[...] }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.index(after: scalars.lastIndex { !$0.properties.isWhitespace }!)
        return Substring(scalars[start..<end])
    }

    /// Whether `text` starts and ends with a visible ASCII character: what nearly every value looks like, with
    /// nothing to trim.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package static func hasVisibleASCIIEnds(_ text: String) -> Bool {
        let visibleASCII: Range<UInt8> = 0x21..<0x80
        // The bytes in place (`utf8.last` steps back through the generic collection code).
        let ends = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && visibleASCII.contains(bytes[0]) && visibleASCII.contains(bytes[bytes.count - 1])
        }
        if let ends { return ends }
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return visibleASCII.contains(first) && visibleASCII.contains(last)
    }

    /// Whether `text` shows nothing: every scalar is whitespace (including newlines and non-breaking spaces), a
    /// format character (Unicode category Cf: zero-width space U+200B, word joiner U+2060, byte-order mark
    /// U+FEFF, soft hyphen, the direction marks and overrides such as U+202E) or a control character (Cc: NUL, the
    /// other C0 and C1 controls, DEL). This is what a presence rule that ignores whitespace calls empty.
    ///
    /// Text with one visible scalar is not blank, even where format characters hold it together: an emoji ZWJ
    /// sequence (`👨‍👩‍👧`) or a tag-sequence flag shows its emoji.
    ///
    /// - Complexity: O(*n*); returns at the first visible scalar, and reads Unicode properties only for scalars
    ///   beyond ASCII.
    @usableFromInline
    package static func isBlank<S: StringProtocol>(_ text: S) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // Controls (0x00–0x1F, 0x7F) and the space are blank; every other ASCII character is visible.
                if scalar.value > 0x20 && scalar.value != 0x7F { return false }
                continue
            }
            if !isBlankBeyondASCII(scalar) { return false }
        }
        return true
    }

    /// Whether a scalar beyond ASCII is whitespace, a format or a control character.
    ///
    /// One look-up of the general category decides it: the White_Space scalars are those of the separator
    /// categories (Zs, Zl, Zp) and controls (U+0085).
    @inline(never)
    package static func isBlankBeyondASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control: true
        default: false
        }
    }

    /// Whether `text` contains a decimal digit of any script (`0`–`9`, `٣`, `७`, …).
    ///
    /// - Complexity: O(*n*); returns at the first digit.
    package static func containsDecimalDigit(_ text: String) -> Bool {
        contains(text, ascii: .digits) { $0.properties.numericType == .decimal }
    }

    /// Whether `text` contains an uppercase (or titlecase) letter of any script.
    ///
    /// - Complexity: O(*n*); returns at the first one.
    package static func containsUppercaseLetter(_ text: String) -> Bool {
        contains(text, ascii: .uppercaseLetters) {
            switch $0.properties.generalCategory {
            case .uppercaseLetter, .titlecaseLetter: true
            default: false
            }
        }
    }

    /// Whether `text` contains a lowercase letter: `a`–`z`, or any scalar of the Unicode category Ll.
    ///
    /// - Complexity: O(*n*); returns at the first one.
    package static func containsLowercaseLetter(_ text: String) -> Bool {
        contains(text, ascii: .lowercaseLetters) { $0.properties.generalCategory == .lowercaseLetter }
    }

    /// Whether `text` contains a character of a class: an ASCII byte in `ascii`, or a scalar beyond ASCII that
    /// `beyondASCII` takes.
    ///
    /// - Complexity: O(*n*); returns at the first one.
    @inline(__always)
    private static func contains(_ text: String, ascii: ASCIISet, beyondASCII: (Unicode.Scalar) -> Bool) -> Bool {
        if let found = asciiContains(text, anyOf: ascii) { return found }
        for scalar in text.unicodeScalars {
            if scalar.isASCII ? ascii.contains(UInt8(scalar.value)) : beyondASCII(scalar) { return true }
        }
        return false
    }

    /// Looks through `text`'s bytes for one in `set` while they are ASCII: `true` at the first one, `false` when
    /// the whole text is ASCII without one, `nil` when a byte beyond ASCII comes first (read scalars then).
    ///
    /// - Complexity: O(*n*).
    package static func asciiContains(_ text: String, anyOf set: ASCIISet) -> Bool? {
        let verdict = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                if set.contains(byte) { return true }
                if byte >= 0x80 { return nil }
            }
            return false
        }
        return verdict ?? nil
    }

    /// Whether `text` is made only of ASCII characters, none of them a carriage return: text whose every
    /// character (grapheme cluster) is one byte, so that its length in characters is its length in bytes.
    /// ("\r\n" is one character of two bytes.)
    ///
    /// - Complexity: O(*n*).
    package static func hasOneBytePerCharacter(_ text: String) -> Bool {
        let verdict = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Every byte looked at, without a branch per byte: the compiler turns this into wide instructions.
            var high: UInt8 = 0
            var carriageReturns: UInt8 = 0
            for byte in bytes {
                high |= byte
                carriageReturns |= byte == 0x0D ? 1 : 0
            }
            return high < 0x80 && carriageReturns == 0
        }
        return verdict ?? false
    }
}
