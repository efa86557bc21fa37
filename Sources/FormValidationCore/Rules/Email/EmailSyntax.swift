/// A single-pass checker for practical email address syntax (see ``ValidationRule/email(message:)``).
///
/// It walks the Unicode scalars once with a handful of counters: no regex, no allocation, no backtracking.
/// The one look back is bounded: a domain label with non-ASCII letters (at most 59 scalars) is read again to
/// measure its ASCII (Punycode) form, which must fit DNS's 63 octets.
///
/// What it follows:
/// - local part: RFC 5322 `dot-atom` widened to UTF-8 by RFC 6531, or an RFC 5321 `Quoted-string`;
///   letters, marks, digits, punctuation and symbols of any script, but never a space, a control or format
///   character, a private-use or unassigned code point, U+FFFD (the replacement character, which stands for
///   bytes that were not valid text), and never a combining mark first;
/// - domain: dot-separated labels that are LDH labels, A-labels (`xn--` followed by valid Punycode) or
///   U-labels under IDNA2008 (RFC 5891–5893): letters, marks and digits (upper case allowed, as UTS #46
///   maps it), no full-width or other compatibility forms, no hyphen at either end nor in positions 3 and 4,
///   no mark first, the contextual rules for joiners and the few contextual characters, and the Bidi rule;
/// - lengths: local part ≤ 64 UTF-8 bytes, label ≤ 63 octets in ASCII form, address ≤ 254 bytes both in
///   UTF-8 and with the domain in ASCII form (RFC 5321 section 4.5.3.1).
///
/// The standard library exposes neither Bidi classes nor joining types, so those come from the blocks of the
/// right-to-left and joining scripts; and text is taken as typed, not normalised to NFC first (only Hangul
/// typed as conjoining jamo is read as the syllables it composes).
package enum EmailSyntax {
    package static let maximumAddressBytes = 254
    static let maximumLocalPartBytes = 64
    static let maximumLabelBytes = 63

    typealias Scalars = String.UnicodeScalarView.Iterator

    /// Whether `address` is a practical email address.
    ///
    /// An address made only of ASCII, as most are, is read byte by byte (``asciiVerdict(_:)``); the others are
    /// read as Unicode scalars.
    ///
    /// - Complexity: O(min(*n*, 254)).
    @inline(__always)  // into the email rule's test: one call less on every keystroke
    static func isValid(_ address: String) -> Bool {
        let verdict = address.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > maximumAddressBytes ? false : asciiVerdict(bytes)
        }
        if case .some(.some(let verdict)) = verdict { return verdict }
        return readingScalars(address)
    }

    /// Whether `address` is a practical email address, read as Unicode scalars: the full reading, for any address.
    package static func readingScalars(_ address: String) -> Bool {
        // Too long? Step at most 255 bytes in, so that even a bridged string is not measured in full.
        let utf8 = address.utf8
        guard utf8.index(utf8.startIndex, offsetBy: maximumAddressBytes + 1, limitedBy: utf8.endIndex) == nil else {
            return false
        }
        var scalars = address.unicodeScalars.makeIterator()
        guard let localPartBytes = scanLocalPart(&scalars), let domainBytes = scanDomain(&scalars) else {
            return false
        }
        // The address must also fit with its domain in ASCII form, as it travels to servers without SMTPUTF8.
        return localPartBytes + 1 + domainBytes <= maximumAddressBytes
    }

    // MARK: - Local part

    /// Reads the local part and the `@` after it.
    ///
    /// - Returns: The local part's length in UTF-8 bytes, or `nil` when it is malformed.
    private static func scanLocalPart(_ scalars: inout Scalars) -> Int? {
        guard let first = scalars.next() else { return nil }
        if first == "\"" { return scanQuotedLocalPart(&scalars) }
        if isCombiningMark(first) { return nil }  // it would combine with whatever comes before the address
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

    /// Reads a quoted local part after its opening quote, and the `@` after the closing one (RFC 5321
    /// `Quoted-string`, widened to UTF-8 by RFC 6531). It may not be empty.
    private static func scanQuotedLocalPart(_ scalars: inout Scalars) -> Int? {
        var bytes = 1
        var isEmpty = true
        while let scalar = scalars.next() {
            bytes += UTF8.width(scalar)
            if bytes > maximumLocalPartBytes { return nil }
            switch scalar {
            case "\"":
                guard !isEmpty, scalars.next() == "@" else { return nil }
                return bytes
            case "\\":
                // quoted-pairSMTP: a backslash and any printable character or a space, never a control.
                guard let escaped = scalars.next(),
                    escaped == "\"" || escaped == "\\" || isQuotedText(escaped, first: isEmpty)
                else { return nil }
                bytes += UTF8.width(escaped)
                if bytes > maximumLocalPartBytes { return nil }
            default:
                guard isQuotedText(scalar, first: isEmpty) else { return nil }
            }
            isEmpty = false
        }
        return nil
    }

    /// Whether `scalar` may appear unquoted in a local part: RFC 5322 `atext`, or any non-ASCII letter, mark,
    /// number, punctuation or symbol (RFC 6531 `UTF8-non-ascii`, less the invisible and unsafe ones).
    static func isAtomText(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
            // ! # $ % & ' * + - / = ? ^ _ ` { | } ~
            case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2F, 0x3D, 0x3F, 0x5E...0x60, 0x7B...0x7E: return true
            default: return false
            }
        }
        return isVisibleNonASCII(scalar, allowingSpaces: false)
    }

    /// Whether `scalar` may appear between the quotes of a local part without a backslash: a space or a
    /// printable ASCII character other than `"` and `\`; beyond ASCII, a space or what ``isAtomText(_:)``
    /// allows. Never a tab, a line break or another control character.
    private static func isQuotedText(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.isASCII {
            return scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\"
        }
        return isVisibleNonASCII(scalar, allowingSpaces: true) && !(first && isCombiningMark(scalar))
    }

    // Helpers that read Unicode properties are kept out of line: the property types are resilient, and a
    // function that touches them pays to look up their layout on every call, even on the ASCII path.

    /// Whether a non-ASCII scalar is a letter, mark, number, punctuation or symbol (or, if allowed, a space):
    /// not a line or paragraph separator, a control or format character, a surrogate, private use or unassigned.
    /// Nor U+FFFD REPLACEMENT CHARACTER, a symbol that no one types: decoding puts it where the bytes were not
    /// valid UTF-8 (`émilie` read from Latin-1), so an address with it is an address lost.
    @inline(never)
    private static func isVisibleNonASCII(_ scalar: Unicode.Scalar, allowingSpaces: Bool) -> Bool {
        if scalar.value == 0xFFFD { return false }
        if TextScanning.isGraphic(scalar) { return true }
        return allowingSpaces && scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && isNonASCIICombiningMark(scalar)
    }

    @inline(never)
    private static func isNonASCIICombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    // MARK: - Domain

    /// Reads the domain: dot-separated labels, the last of which is the top-level domain. The URL rule reads
    /// hosts with it too.
    ///
    /// - Returns: The domain's length with every label in ASCII form, or `nil` when it is malformed.
    static func scanDomain<S: IteratorProtocol<Unicode.Scalar>>(_ scalars: inout S) -> Int? {
        var asciiBytes = 0
        var hasRightToLeftLabel = false
        var everyLabelSatisfiesBidiRule = true
        var label = DomainLabel()
        var labelStart = scalars
        while true {
            let scalar = scalars.next()
            if let scalar, scalar != "." {
                guard label.append(scalar) else { return nil }
                continue
            }
            guard let labelBytes = label.asciiLength(rereading: labelStart) else { return nil }
            hasRightToLeftLabel = hasRightToLeftLabel || label.bidi.containsRightToLeft
            everyLabelSatisfiesBidiRule = everyLabelSatisfiesBidiRule && label.bidi.satisfiesBidiRule
            guard scalar != nil else {
                // The last label: there must have been another before it, and it must be a top-level domain.
                guard asciiBytes > 0, label.isTopLevelDomain else { return nil }
                // RFC 5893: once any label is right-to-left, every label must satisfy the Bidi rule.
                guard !hasRightToLeftLabel || everyLabelSatisfiesBidiRule else { return nil }
                return asciiBytes + labelBytes
            }
            asciiBytes += labelBytes + 1
            label = DomainLabel()
            labelStart = scalars
        }
    }

    /// The facts about one domain label that the checks need, gathered as it is read.
    private struct DomainLabel {
        var scalarCount = 0
        var asciiCount = 0
        var letterCount = 0
        /// Letters only (and marks after a letter): what a top-level domain must be unless it is an A-label.
        var isAllLetters = true
        var first: Unicode.Scalar?
        var second: Unicode.Scalar?
        var thirdIsHyphen = false
        /// "--" in positions 3 and 4: allowed only in an A-label ("xn--"), RFC 5891 section 4.2.3.1.
        var hasReservedHyphens = false
        var last: Unicode.Scalar?
        /// The decoder of an `xn--` label's Punycode, fed everything after the prefix.
        var punycode: PunycodeDecoder?
        var bidi = BidiSummary()

        // Contextual rules (RFC 5892 appendix A).
        var pending: Requirement?
        var lastBaseJoins = false
        var hasArabicIndicDigit = false
        var hasExtendedArabicIndicDigit = false
        var hasKatakanaMiddleDot = false
        var hasKanaOrHan = false

        /// What the scalar after a contextual one must be.
        enum Requirement { case letterL, greek, joiningLetter, hangulVowel }

        /// Whether the label starts with `xn--` and so is read as Punycode.
        var isALabel = false

        mutating func append(_ scalar: Unicode.Scalar) -> Bool {
            let character: DomainCharacter
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A: character = DomainCharacter(kind: .letter, bidi: .leftToRight)
                case 0x30...0x39: character = DomainCharacter(kind: .digit, bidi: .europeanNumber)
                case 0x2D: character = DomainCharacter(kind: .hyphen, bidi: .separator)
                default: return false
                }
            } else {
                guard !isALabel, let found = DomainCharacter(scalar, inALabel: false) else { return false }
                character = found
            }
            if scalarCount == 0, character.kind == .mark { return false }  // RFC 5891 section 4.2.3.2
            guard satisfiesContext(scalar, character) else { return false }

            scalarCount += 1
            guard scalarCount <= EmailSyntax.maximumLabelBytes else { return false }
            if scalar.isASCII { asciiCount += 1 }
            switch scalarCount {
            case 1: first = scalar
            case 2: second = scalar
            case 3: thirdIsHyphen = scalar == "-"
            case 4:
                hasReservedHyphens = thirdIsHyphen && scalar == "-"
                if hasReservedHyphens, first == "x" || first == "X", second == "n" || second == "N" {
                    isALabel = true
                    punycode = PunycodeDecoder()
                }
            default:
                if isALabel { punycode?.append(scalar) }
            }
            last = scalar
            if character.kind == .letter { letterCount += 1 }
            if !(character.kind == .letter || (character.kind == .mark && letterCount > 0)) { isAllLetters = false }
            bidi.append(character.bidi)
            return true
        }

        /// Applies the contextual rules that look at the scalars around `scalar`.
        private mutating func satisfiesContext(_ scalar: Unicode.Scalar, _ character: DomainCharacter) -> Bool {
            if scalar.isASCII, pending == nil {  // the common case: nothing to check
                lastBaseJoins = false
                return true
            }
            switch pending {
            case nil: break
            case .letterL?:
                guard scalar == "l" || scalar == "L" else { return false }
                pending = nil
            case .greek?:
                guard EmailSyntax.isGreek(scalar) else { return false }
                pending = nil
            case .hangulVowel?:
                guard (0x1161...0x1175).contains(scalar.value) else { return false }
                pending = nil
            case .joiningLetter?:
                // Marks are transparent to joining: keep waiting past them.
                if character.kind != .mark {
                    guard EmailSyntax.isJoiningLetter(scalar) else { return false }
                    pending = nil
                }
            }
            switch scalar.value {
            case 0x200D:  // ZERO WIDTH JOINER: only after a virama
                guard let last, EmailSyntax.isVirama(last) else { return false }
            case 0x200C:  // ZERO WIDTH NON-JOINER: after a virama, or between joining letters
                if let last, EmailSyntax.isVirama(last) { break }
                guard lastBaseJoins else { return false }
                pending = .joiningLetter
            case 0x00B7:  // MIDDLE DOT: only in "l·l" (Catalan)
                guard last == "l" || last == "L" else { return false }
                pending = .letterL
            case 0x0375:  // GREEK LOWER NUMERAL SIGN: before a Greek letter
                pending = .greek
            case 0x05F3, 0x05F4:  // HEBREW GERESH, GERSHAYIM: after a Hebrew letter
                guard let last, EmailSyntax.isHebrew(last) else { return false }
            case 0x1100...0x1112:  // a leading jamo starts a syllable: a vowel jamo must follow
                pending = .hangulVowel
            case 0x1161...0x1175:  // a vowel jamo follows a leading one
                guard let last, (0x1100...0x1112).contains(last.value) else { return false }
            case 0x11A8...0x11C2:  // a trailing jamo follows a vowel
                guard let last, (0x1161...0x1175).contains(last.value) else { return false }
            case 0x30FB:  // KATAKANA MIDDLE DOT: in a label with kana or Han
                hasKatakanaMiddleDot = true
            case 0x0660...0x0669:
                hasArabicIndicDigit = true
            case 0x06F0...0x06F9:
                hasExtendedArabicIndicDigit = true
            default:
                if !scalar.isASCII, EmailSyntax.isKanaOrHan(scalar) { hasKanaOrHan = true }
            }
            if character.kind != .mark { lastBaseJoins = EmailSyntax.isJoiningLetter(scalar) }
            return true
        }

        /// Finishes the label: its length in ASCII form (an A-label's own length, a U-label's Punycode
        /// length), or `nil` when it is not a valid label.
        ///
        /// - Parameter start: An iterator at the label's first scalar, to measure a U-label's Punycode form.
        mutating func asciiLength<S: IteratorProtocol<Unicode.Scalar>>(rereading start: S) -> Int? {
            guard scalarCount > 0, first != "-", last != "-", pending == nil else { return nil }
            guard !(hasArabicIndicDigit && hasExtendedArabicIndicDigit) else { return nil }
            guard !hasKatakanaMiddleDot || hasKanaOrHan else { return nil }
            if isALabel {
                guard let decoded = punycode?.finish() else { return nil }
                bidi = decoded
                return scalarCount
            }
            guard !hasReservedHyphens else { return nil }
            if asciiCount == scalarCount { return scalarCount }
            return EmailSyntax.punycodeLength(of: start, scalarCount: scalarCount, basicCount: asciiCount)
        }

        /// Two or more letters, or an A-label.
        var isTopLevelDomain: Bool {
            isALabel || (isAllLetters && letterCount >= 2)
        }
    }
}
