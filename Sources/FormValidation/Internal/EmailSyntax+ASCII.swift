extension EmailSyntax {
    // MARK: The fast path: an address made only of ASCII, read byte by byte

    /// RFC 5322 `atext`: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~.
    static let atomText = ASCIISet(low: 0xa3ff_acfa_0000_0000, high: 0x7fff_ffff_c7ff_fffe)
    /// What an LDH label is made of: letters, digits and the hyphen.
    static let labelText = ASCIISet(low: 0x03ff_2000_0000_0000, high: 0x07ff_fffe_07ff_fffe)

    /// The classes of each byte, one bit each (``atomClass``, ``labelClass``, ``letterClass``), indexed by the byte: a
    /// load instead of a range test in the loops below. A byte beyond ASCII has none.
    static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        return (atomText.contains(byte) ? atomClass : 0) | (labelText.contains(byte) ? labelClass : 0)
            | (ASCIISet.letters.contains(byte) ? letterClass : 0)
    }
    /// `atext` (``atomText``).
    static let atomClass: UInt8 = 1
    /// What an LDH label is made of (``labelText``).
    static let labelClass: UInt8 = 2
    /// `A`–`Z` or `a`–`z`.
    static let letterClass: UInt8 = 4

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
        if bytes.first == UInt8(ascii: "\"") { return nil }
        return byteClasses.withUnsafeBufferPointer { classes in asciiVerdict(bytes, classes: classes) }
    }

    /// ``asciiVerdict(_:)``, with the table of ``byteClasses`` at hand.
    private static func asciiVerdict(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> Bool?
    {
        let at = UInt8(ascii: "@")
        let dot = UInt8(ascii: ".")
        let hyphen = UInt8(ascii: "-")
        let count = bytes.count

        // The local part, up to the first "@": atoms separated by single dots.
        var index = 0
        while true {
            let atomStart = index
            while index < count, classes[Int(bytes[index])] & atomClass != 0 { index += 1 }
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
            // Whether every byte of the label is a letter, for the top-level domain.
            var letters = letterClass
            while index < count {
                let byteClasses = classes[Int(bytes[index])]
                guard byteClasses & labelClass != 0 else { break }
                letters &= byteClasses
                index += 1
            }
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
                return hasLabelBefore && length >= 2 && letters != 0
            }
            hasLabelBefore = true
            index += 1
        }
    }
}
