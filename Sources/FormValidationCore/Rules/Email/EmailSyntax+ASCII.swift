extension EmailSyntax {
    // MARK: The fast path: an address made only of ASCII, read byte by byte

    /// RFC 5322 `atext`: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~.
    package static let atomText = ASCIISet(low: 0xa3ff_acfa_0000_0000, high: 0x7fff_ffff_c7ff_fffe)
    /// What an LDH label is made of: letters, digits and the hyphen.
    package static let labelText = ASCIISet(low: 0x03ff_2000_0000_0000, high: 0x07ff_fffe_07ff_fffe)

    /// The classes of each byte, one bit each (``atomClass``, ``labelClass``, ``letterClass``), indexed by the byte: a
    /// load instead of a range test in the loops below. A byte beyond ASCII has none.
    ///
    /// Written out rather than computed from ``atomText``, ``labelText`` and ``ASCIISet/letters``, so that it is
    /// constant data, read without first checking that a lazily made value was made; `EmailASCIIReadingTests`
    /// checks every entry against those sets.
    static let byteClasses: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x00–0x0F
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x10–0x1F
        0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 3, 0, 1,  // 0x20–0x2F
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 1, 0, 1,  // 0x30–0x3F
        0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,  // 0x40–0x4F
        7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 1, 1,  // 0x50–0x5F
        1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,  // 0x60–0x6F
        7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 1, 1, 0,  // 0x70–0x7F
        // 0x80–0xFF: none
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]
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
    @inline(__always)
    package static func asciiVerdict(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
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
            var atomClasses = atomClass
            index = skip(atomClass, in: bytes, from: index, classes: classes, seen: &atomClasses)
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
            index = skip(labelClass, in: bytes, from: index, classes: classes, seen: &letters)
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

    /// The index of the first byte from `start` on whose classes lack `bit` (or the end), with the classes of the
    /// bytes passed over ANDed into `seen`.
    ///
    /// Four bytes at a time while four are left: a test per byte, but one bound check per four. Atoms and labels
    /// are short (`ada`, `example`), so this saves more than a wider step would.
    @inline(__always)
    private static func skip(
        _ bit: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, classes: UnsafeBufferPointer<UInt8>,
        seen: inout UInt8
    ) -> Int {
        var index = start
        let count = bytes.count
        while index &+ 4 <= count {
            let first = classes[Int(bytes[index])]
            if first & bit == 0 { return index }
            let second = classes[Int(bytes[index &+ 1])]
            if second & bit == 0 {
                seen &= first
                return index &+ 1
            }
            let third = classes[Int(bytes[index &+ 2])]
            if third & bit == 0 {
                seen &= first & second
                return index &+ 2
            }
            let fourth = classes[Int(bytes[index &+ 3])]
            if fourth & bit == 0 {
                seen &= first & second & third
                return index &+ 3
            }
            seen &= first & second & third & fourth
            index &+= 4
        }
        while index < count {
            let classes = classes[Int(bytes[index])]
            if classes & bit == 0 { return index }
            seen &= classes
            index &+= 1
        }
        return index
    }
}
