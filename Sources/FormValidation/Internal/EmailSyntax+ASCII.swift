extension EmailSyntax {
    // MARK: The fast path: an address made only of ASCII, read byte by byte

    /// RFC 5322 `atext`: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~.
    static let atomText = ASCIISet(low: 0xa3ff_acfa_0000_0000, high: 0x7fff_ffff_c7ff_fffe)
    /// What an LDH label is made of: letters, digits and the hyphen.
    static let labelText = ASCIISet(low: 0x03ff_2000_0000_0000, high: 0x07ff_fffe_07ff_fffe)

    /// The verdict on an address read as bytes, when they are all ASCII; `nil` when it needs the full reading of
    /// ``isValid(_:)`` (a byte beyond ASCII, a quoted local part, an `xn--` label).
    ///
    /// For such addresses it follows the same rules as the full reading, without decoding scalars: an unquoted
    /// local part of dot-separated atoms of `atext`, at most 64 bytes; then dot-separated labels of letters,
    /// digits and inner hyphens, at most 63 bytes each, without `--` in positions 3 and 4, the last one of two or
    /// more letters after at least one other. A test checks both readings against each other.
    ///
    /// - Complexity: O(*n*), one look at each byte (two at the top-level domain's); the caller checked that
    ///   *n* ≤ 254.
    static func asciiVerdict(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let at = UInt8(ascii: "@"), dot = UInt8(ascii: "."), hyphen = UInt8(ascii: "-")
        // Read once: each read of a static checks that it was initialised.
        let atomText = Self.atomText, labelText = Self.labelText
        let count = bytes.count
        if bytes.first == UInt8(ascii: "\"") { return nil }

        // The local part, up to the first "@": atoms separated by single dots.
        var index = 0
        while true {
            let atomStart = index
            while index < count, atomText.contains(bytes[index]) { index += 1 }
            guard index < count else { return false }  // no "@"
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            // An empty atom: an empty local part, or a dot first, last or after another.
            guard index > atomStart else { return false }
            if byte == at { break }
            guard byte == dot else { return false }
            index += 1
        }
        guard index <= maximumLocalPartBytes else { return false }

        // The domain: labels separated by dots, the last one the top-level domain.
        index += 1
        var hasLabelBefore = false
        while true {
            let labelStart = index
            while index < count, labelText.contains(bytes[index]) { index += 1 }
            if index < count, bytes[index] != dot { return bytes[index] < 0x80 ? false : nil }
            let length = index - labelStart
            guard length > 0, length <= maximumLabelBytes, bytes[labelStart] != hyphen, bytes[index - 1] != hyphen
            else { return false }
            if length >= 4, bytes[labelStart + 2] == hyphen, bytes[labelStart + 3] == hyphen {
                // "xn--" starts an A-label, whose Punycode the full reading decodes; other "--" there are reserved.
                let isALabel =
                    bytes[labelStart] | 0x20 == UInt8(ascii: "x") && bytes[labelStart + 1] | 0x20 == UInt8(ascii: "n")
                return isALabel ? nil : false
            }
            guard index < count else {
                // The top-level domain: after another label, two or more letters.
                return hasLabelBefore && length >= 2 && bytes[labelStart..<count].allSatisfy(isLetter)
            }
            hasLabelBefore = true
            index += 1
        }
    }

    /// `A`–`Z` or `a`–`z`.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}
