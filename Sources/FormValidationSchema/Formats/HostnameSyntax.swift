import FormValidationCore
import Foundation

/// Host names: what the `hostname` format names (RFC 1123, section 2.1, with RFC 5890's A-labels) and what
/// `idn-hostname` names (RFC 5890–5893, IDNA2008).
///
/// - `hostname`: ASCII labels of letters, digits and hyphens, 1 to 63 each, neither starting nor ending with a
///   hyphen, joined by dots, 253 characters at most. A label with hyphens in its third and fourth places must be an
///   A-label: `xn--` and the Punycode of a valid U-label, which must encode back to the same text.
/// - `idn-hostname`: the same, with U-labels too, and the label separators of RFC 3490 (`.`, `。`, `．`, `｡`);
///   each label no longer than 63 octets in its A-label form, the name no longer than 253.
///
/// A U-label (RFC 5891, section 4.2) is in NFC, neither starts nor ends with a hyphen, has no hyphens in its third
/// and fourth places, does not start with a combining mark, and holds only code points that RFC 5892's derivation
/// makes PVALID, or CONTEXTJ and CONTEXTO ones in the context its rules require; in a name with a right-to-left
/// label, every label satisfies the Bidi rule (RFC 5893). The derivation reads the standard library's Unicode
/// properties (general category, NFKC case folding, default ignorables, join controls); what the library does not
/// expose — scripts, joining types and Bidi classes — is read from the blocks of the scripts concerned.
enum HostnameSyntax {
    static func isHostname(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return isName(Array(text.unicodeScalars), separators: ["."])
    }

    static func isInternationalizedHostname(_ text: String) -> Bool {
        isName(Array(text.unicodeScalars), separators: [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"])
    }

    private static func isName(_ scalars: [Unicode.Scalar], separators: Set<Unicode.Scalar>) -> Bool {
        var asciiLength = -1
        var labels: [Label] = []
        for text in scalars.split(omittingEmptySubsequences: false, whereSeparator: separators.contains) {
            guard let label = Label(text) else { return false }
            asciiLength += label.asciiLength + 1
            labels.append(label)
        }
        guard asciiLength <= 253 else { return false }
        // RFC 5893: in a name with a right-to-left label, every label satisfies the Bidi rule.
        if labels.contains(where: \.isRightToLeft) { return labels.allSatisfy(\.satisfiesBidiRule) }
        return true
    }

    /// One label, checked: its length in ASCII form and its Bidi classes.
    private struct Label {
        let asciiLength: Int
        let bidiClasses: [BidiClass]

        init?(_ text: ArraySlice<Unicode.Scalar>) {
            guard !text.isEmpty else { return nil }
            if text.allSatisfy(\.isASCII) {
                guard text.count <= 63,
                    text.allSatisfy({ IDNA.isLetterOrDigit($0) || $0 == "-" }), text.first != "-", text.last != "-"
                else { return nil }
                let lowered = text.map { Unicode.Scalar(UInt8($0.value) | (IDNA.isLetter($0) ? 0x20 : 0)) }
                if lowered.count >= 4, lowered[2] == "-", lowered[3] == "-" {
                    // Only an A-label has hyphens there.
                    guard lowered.starts(with: ["x", "n", "-", "-"]),
                        let decoded = Punycode.decode(lowered.dropFirst(4)),
                        !decoded.allSatisfy(\.isASCII),
                        Punycode.encode(decoded).map({ Array($0) == Array(lowered.dropFirst(4)) }) == true,
                        IDNA.isULabel(decoded[...])
                    else { return nil }
                    bidiClasses = decoded.map(BidiClass.init)
                } else {
                    bidiClasses = text.map(BidiClass.init)
                }
                asciiLength = text.count
                return
            }
            guard IDNA.isULabel(text), let encoded = Punycode.encode(Array(text)), encoded.count + 4 <= 63 else {
                return nil
            }
            asciiLength = encoded.count + 4
            bidiClasses = text.map(BidiClass.init)
        }

        /// Whether the label has a right-to-left character or an Arabic digit.
        var isRightToLeft: Bool {
            bidiClasses.contains { $0 == .rightToLeft || $0 == .arabicNumber }
        }

        /// RFC 5893, section 2.
        var satisfiesBidiRule: Bool {
            guard let first = bidiClasses.first else { return false }
            let last = bidiClasses.last { $0 != .nonspacingMark }
            switch first {
            case .rightToLeft:
                // Rules 2 to 4.
                return !bidiClasses.contains(.leftToRight)
                    && [.rightToLeft, .europeanNumber, .arabicNumber].contains(last)
                    && !(bidiClasses.contains(.europeanNumber) && bidiClasses.contains(.arabicNumber))
            case .leftToRight:
                // Rules 5 and 6.
                return !bidiClasses.contains(.rightToLeft) && !bidiClasses.contains(.arabicNumber)
                    && (last == .leftToRight || last == .europeanNumber)
            default:
                return false  // rule 1
            }
        }
    }
}

/// The Bidi classes (UAX #9) the Bidi rule tells apart; the neutral ones it allows on either side are one.
enum BidiClass: Hashable {
    case leftToRight, rightToLeft, europeanNumber, arabicNumber, nonspacingMark, neutral

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x30...0x39, 0x06F0...0x06F9: self = .europeanNumber
        case 0x0660...0x0669, 0x066B, 0x066C, 0x10D30...0x10D39: self = .arabicNumber
        case 0x2D, 0x00B7, 0x0375, 0x30FB, 0x200C, 0x200D: self = .neutral
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: self = .nonspacingMark
            case .spacingMark where IDNA.isRightToLeftBlock(scalar.value): self = .nonspacingMark
            default: self = IDNA.isRightToLeftBlock(scalar.value) ? .rightToLeft : .leftToRight
            }
        }
    }
}

/// IDNA2008's rules for U-labels (RFC 5891 section 4.2, RFC 5892).
enum IDNA {
    /// What RFC 5892 makes of a code point.
    enum Status { case valid, contextJ, contextO, disallowed }

    /// The derivation of RFC 5892, section 3, in its order: exceptions, unassigned, LDH, join controls, unstable,
    /// ignorable properties, ignorable blocks, old Hangul jamo, letters and digits.
    static func status(_ scalar: Unicode.Scalar) -> Status {
        let value = scalar.value
        switch value {
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007: return .valid
        case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9: return .contextO
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return .disallowed
        case 0x61...0x7A, 0x30...0x39, 0x2D: return .valid
        default: break
        }
        let properties = scalar.properties
        if properties.generalCategory == .unassigned { return .disallowed }
        if properties.isJoinControl { return .contextJ }
        if properties.changesWhenNFKCCaseFolded { return .disallowed }
        if properties.isDefaultIgnorableCodePoint || properties.isWhitespace || properties.isNoncharacterCodePoint {
            return .disallowed
        }
        switch value {
        case 0x20D0...0x20FF, 0x1D100...0x1D24F, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:
            return .disallowed
        default: break
        }
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter, .nonspacingMark,
            .spacingMark:
            return .valid
        default:
            return .disallowed
        }
    }

    /// Whether `label` (not empty) is a U-label.
    static func isULabel(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = label.first, first != "-", label.last != "-" else { return false }
        if label.count >= 4, label[label.startIndex + 2] == "-", label[label.startIndex + 3] == "-" { return false }
        if isCombiningMark(first) { return false }
        var text = ""
        text.unicodeScalars.append(contentsOf: label)
        guard text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(label) else { return false }
        let scalars = Array(label)
        var hasArabicIndic = false
        var hasExtendedArabicIndic = false
        for (index, scalar) in scalars.enumerated() {
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch status(scalar) {
            case .valid: continue
            case .disallowed: return false
            case .contextJ:
                if let before, before.properties.canonicalCombiningClass == .virama { continue }
                // Zero width non-joiner between joining letters (transparent marks aside).
                guard scalar.value == 0x200C,
                    scalars[..<index].last(where: { !isTransparent($0) }).map(isJoiningLetter) == true,
                    scalars[(index + 1)...].first(where: { !isTransparent($0) }).map(isJoiningLetter) == true
                else { return false }
            case .contextO:
                switch scalar.value {
                case 0x00B7:
                    guard before == "l", after == "l" else { return false }
                case 0x0375:
                    guard let after, isGreek(after) else { return false }
                case 0x05F3, 0x05F4:
                    guard let before, isHebrew(before) else { return false }
                case 0x30FB:
                    guard scalars.contains(where: isKanaOrHan) else { return false }
                case 0x0660...0x0669:
                    hasArabicIndic = true
                default:
                    hasExtendedArabicIndic = true
                }
            }
        }
        return !(hasArabicIndic && hasExtendedArabicIndic)
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Joining type T: marks and format characters, which joining looks through.
    private static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        case .format: scalar.value != 0x200C && scalar.value != 0x200D
        default: false
        }
    }

    /// A letter of a script whose letters join (Arabic, Syriac, NKo, Mandaic, Mongolian, Phags-pa, Manichaean,
    /// Psalter Pahlavi, Hanifi Rohingya, Sogdian, Adlam): joining on both sides, as most of them are.
    private static func isJoiningLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xA840...0xA87F, 0x10AC0...0x10AFF, 0x10B80...0x10BAF,
            0x10D00...0x10D3F, 0x10F30...0x10F6F, 0x1E900...0x1E95F:
            break
        default:
            return false
        }
        switch scalar.properties.generalCategory {
        case .otherLetter, .modifierLetter, .lowercaseLetter, .uppercaseLetter: return true
        default: return false
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo and the other right-to-left blocks.
    static func isRightToLeftBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    private static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
    }

    private static func isHebrew(_ scalar: Unicode.Scalar) -> Bool {
        (0x0591...0x05F4).contains(scalar.value) || (0xFB1D...0xFB4F).contains(scalar.value)
    }

    /// Hiragana, Katakana (but not the middle dot itself) or Han.
    private static func isKanaOrHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30FB: false
        case 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3041...0x30FF, 0x31F0...0x31FF, 0x2E80...0x2FDF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x1B000...0x1B16F, 0x20000...0x3FFFF:
            true
        default: false
        }
    }
}
