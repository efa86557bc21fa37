/// A single-pass checker for practical email address syntax (see ``ValidationRule/email(message:)``).
///
/// It walks the Unicode scalars once with a handful of counters: no regex, no allocation, no backtracking.
enum EmailSyntax {
    static let maximumAddressBytes = 254
    static let maximumLocalPartBytes = 64
    static let maximumLabelScalars = 63

    /// Whether `address` is a practical email address.
    ///
    /// - Complexity: O(min(*n*, 254)).
    static func isValid(_ address: String) -> Bool {
        let byteCount = address.utf8.count
        guard byteCount <= maximumAddressBytes else { return false }
        var scalars = address.unicodeScalars.makeIterator()
        guard let localPartBytes = scanLocalPart(&scalars), localPartBytes <= maximumLocalPartBytes else {
            return false
        }
        return scanDomain(&scalars)
    }

    /// Reads the local part and the `@` after it.
    ///
    /// - Returns: The local part's length in UTF-8 bytes, or `nil` when it is malformed.
    private static func scanLocalPart(_ scalars: inout String.UnicodeScalarView.Iterator) -> Int? {
        guard let first = scalars.next() else { return nil }
        if first == "\"" { return scanQuotedLocalPart(&scalars) }
        var bytes = 0
        var afterDot = true  // the start behaves like a dot: no leading dot allowed
        var scalar: Unicode.Scalar? = first
        while let current = scalar, current != "@" {
            if current == "." {
                if afterDot { return nil }
                afterDot = true
            } else if isAtomText(current) {
                afterDot = false
            } else {
                return nil
            }
            bytes += UTF8.width(current)
            if bytes > maximumLocalPartBytes { return nil }
            scalar = scalars.next()
        }
        // `scalar` is nil when no "@" came; `afterDot` is true for an empty local part or a trailing dot.
        guard scalar != nil, !afterDot else { return nil }
        return bytes
    }

    /// Reads a quoted local part after its opening quote, and the `@` after the closing one.
    private static func scanQuotedLocalPart(_ scalars: inout String.UnicodeScalarView.Iterator) -> Int? {
        var bytes = 1
        while let scalar = scalars.next() {
            bytes += UTF8.width(scalar)
            if bytes > maximumLocalPartBytes { return nil }
            switch scalar {
            case "\"":
                return scalars.next() == "@" ? bytes : nil
            case "\\":
                guard let escaped = scalars.next(), escaped == " " || escaped == "\t" || isVisible(escaped) else {
                    return nil
                }
                bytes += UTF8.width(escaped)
            default:
                guard scalar == " " || scalar == "\t" || isVisible(scalar) else { return nil }
            }
        }
        return nil
    }

    /// Reads the domain: dot-separated labels, the last of which is the top-level domain.
    private static func scanDomain(_ scalars: inout String.UnicodeScalarView.Iterator) -> Bool {
        var labelCount = 0
        var label = Label()
        while let scalar = scalars.next() {
            if scalar == "." {
                guard label.isValidInnerLabel else { return false }
                labelCount += 1
                label = Label()
                continue
            }
            guard label.append(scalar) else { return false }
        }
        return labelCount >= 1 && label.isValidTopLevelDomain
    }

    /// The facts about one domain label that the checks need, gathered as it is read.
    private struct Label {
        var scalarCount = 0
        var letterCount = 0
        var allLetters = true
        var allASCIIAlphanumericOrHyphen = true
        var first: Unicode.Scalar?
        var second: Unicode.Scalar?
        var third: Unicode.Scalar?
        var fourth: Unicode.Scalar?
        var last: Unicode.Scalar?

        mutating func append(_ scalar: Unicode.Scalar) -> Bool {
            // A letter counts towards the top-level domain's two letters; a mark after letters keeps it all-letter.
            let isLetter: Bool
            let keepsAllLetters: Bool
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A: isLetter = true
                case 0x30...0x39, 0x2D: isLetter = false  // digits and "-"
                default: return false
                }
                keepsAllLetters = isLetter
            } else {
                guard let kind = EmailSyntax.domainScalarKind(scalar) else { return false }
                isLetter = kind == .letter
                keepsAllLetters = isLetter || (kind == .mark && letterCount > 0)
                allASCIIAlphanumericOrHyphen = false
            }
            scalarCount += 1
            guard scalarCount <= EmailSyntax.maximumLabelScalars else { return false }
            switch scalarCount {
            case 1: first = scalar
            case 2: second = scalar
            case 3: third = scalar
            case 4: fourth = scalar
            default: break
            }
            last = scalar
            if isLetter { letterCount += 1 }
            if !keepsAllLetters { allLetters = false }
            return true
        }

        /// Not empty, and no hyphen at either end.
        var isValidInnerLabel: Bool {
            scalarCount > 0 && first != "-" && last != "-"
        }

        /// Two or more letters, or an ASCII-compatible `xn--` label.
        var isValidTopLevelDomain: Bool {
            guard isValidInnerLabel else { return false }
            if allLetters { return letterCount >= 2 }
            return isPunycode
        }

        private var isPunycode: Bool {
            guard allASCIIAlphanumericOrHyphen, scalarCount > 4,
                let first, let second, let third, let fourth
            else { return false }
            return (first == "x" || first == "X") && (second == "n" || second == "N") && third == "-" && fourth == "-"
        }
    }

    enum DomainScalarKind { case letter, mark, digit, joiner }

    /// What a non-ASCII scalar may be in a domain label, or `nil` when it may not appear there at all.
    static func domainScalarKind(_ scalar: Unicode.Scalar) -> DomainScalarKind? {
        // Full-width and half-width forms are compatibility spellings that IDNA maps away; reject them.
        if (0xFF00...0xFFEF).contains(scalar.value) { return nil }
        if scalar.value == 0x200C || scalar.value == 0x200D { return .joiner }  // ZWNJ, ZWJ (IDNA CONTEXTJ)
        let properties = scalar.properties
        let kind: DomainScalarKind
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: kind = .letter
        case .nonspacingMark, .spacingMark, .enclosingMark: kind = .mark
        case .decimalNumber: kind = .digit
        default: return nil
        }
        // Styled letters (mathematical bold 𝐀, circled Ⓐ…) change under compatibility folding beyond case.
        if properties.changesWhenNFKCCaseFolded && !properties.changesWhenLowercased { return nil }
        return kind
    }

    /// Whether `scalar` may appear unquoted in a local part: RFC 5322 `atext`, or a letter, mark or digit of
    /// any script (RFC 6531).
    static func isAtomText(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
            // ! # $ % & ' * + - / = ? ^ _ ` { | } ~
            case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2F, 0x3D, 0x3F, 0x5E...0x60, 0x7B...0x7E: return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is visible (neither a control, a format character, a separator nor unassigned).
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
            .privateUse:
            return false
        default:
            return true
        }
    }
}
