extension EmailSyntax {
    // MARK: IDNA2008 code points (RFC 5892), context rules and the Bidi rule (RFC 5893)

    /// What a domain label's character is, for the label rules and the Bidi rule.
    struct DomainCharacter {
        enum Kind { case letter, mark, digit, hyphen, joiner, other }

        var kind: Kind
        var bidi: BidiClass

        init(kind: Kind, bidi: BidiClass) {
            self.kind = kind
            self.bidi = bidi
        }

        /// Classifies a non-ASCII scalar under IDNA2008 (RFC 5892), or `nil` when it may not appear in a label.
        ///
        /// Upper-case letters pass in text that people type, as UTS #46 maps them to lower case; they may not
        /// appear in the decoded form of an A-label (`inALabel`), which must already be in canonical form.
        @inline(never)
        init?(_ scalar: Unicode.Scalar, inALabel: Bool) {
            let value = scalar.value
            let isRightToLeft = EmailSyntax.isRightToLeft(value)
            switch value {
            // Full-width and half-width forms are compatibility spellings that IDNA2008 disallows.
            case 0xFF00...0xFFEF: return nil
            // DISALLOWED exceptions: tatweel, NKo lajanyalan, Hangul tone marks, vertical kana repeat marks.
            case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return nil
            // Conjoining jamo that compose into a modern Hangul syllable (leading consonant, vowel, trailing
            // consonant): text typed in decomposed form, which UTS #46 composes. Never in an A-label.
            case 0x1100...0x1112 where !inALabel: self.init(kind: .letter, bidi: .leftToRight)
            case 0x1161...0x1175 where !inALabel, 0x11A8...0x11C2 where !inALabel:
                self.init(kind: .mark, bidi: .leftToRight)
            // Other (old) Hangul jamo and the ignorable blocks (combining marks for symbols, musical notation).
            case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x20D0...0x20FF, 0x1D100...0x1D24F: return nil
            // CONTEXTJ: zero-width non-joiner and joiner.
            case 0x200C, 0x200D: self.init(kind: .joiner, bidi: .boundaryNeutral)
            // PVALID exceptions that case folding would otherwise remove: ß, final sigma; ideographic zero.
            case 0x00DF, 0x03C2, 0x3007: self.init(kind: .letter, bidi: .leftToRight)
            // PVALID exceptions that are not letters: Sindhi signs, Tibetan tsheg.
            case 0x06FD, 0x06FE: self.init(kind: .other, bidi: .rightToLeft)
            case 0x0F0B: self.init(kind: .other, bidi: .leftToRight)
            // CONTEXTO punctuation, checked in context by the label.
            case 0x00B7, 0x0375, 0x30FB: self.init(kind: .other, bidi: .otherNeutral)
            case 0x05F3, 0x05F4: self.init(kind: .other, bidi: .rightToLeft)
            // The default-ignorable letters and marks: Hangul fillers, Khmer inherent vowels, Mongolian free
            // variation selectors, the combining grapheme joiner and the variation selectors.
            case 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x3164, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
                return nil
            default:
                let properties = scalar.properties
                switch properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                    self.init(kind: .letter, bidi: isRightToLeft ? .rightToLeft : .leftToRight)
                case .nonspacingMark:
                    self.init(kind: .mark, bidi: .nonspacingMark)
                case .spacingMark:
                    self.init(kind: .mark, bidi: isRightToLeft ? .nonspacingMark : .leftToRight)
                case .decimalNumber:
                    switch value {
                    case 0x0660...0x0669, 0x10D30...0x10D39: self.init(kind: .digit, bidi: .arabicNumber)
                    case 0x06F0...0x06F9: self.init(kind: .digit, bidi: .europeanNumber)
                    default: self.init(kind: .digit, bidi: isRightToLeft ? .rightToLeft : .leftToRight)
                    }
                default:
                    return nil  // symbols, punctuation, spaces, controls, unassigned…
                }
                // Unstable under NFKC case folding: styled letters (𝐀, ª, ſ…), unless only upper case.
                if properties.changesWhenNFKCCaseFolded, inALabel || !properties.changesWhenLowercased {
                    return nil
                }
            }
        }
    }

    /// The Bidi classes (UAX #9) that characters allowed in a domain label can have.
    enum BidiClass {
        case leftToRight, rightToLeft, europeanNumber, arabicNumber, separator, otherNeutral, boundaryNeutral
        case nonspacingMark
    }

    /// What the Bidi rule (RFC 5893 section 2) needs to know about a label.
    struct BidiSummary {
        private(set) var count = 0
        private(set) var first: BidiClass?
        /// The last class that is not a nonspacing mark, and how many marks follow it.
        private(set) var last: BidiClass?
        private var trailingMarks = 0
        private(set) var hasLeftToRight = false
        private(set) var hasRightToLeft = false
        private(set) var hasEuropeanNumber = false
        private(set) var hasArabicNumber = false

        mutating func append(_ bidi: BidiClass) {
            if count == 0 { first = bidi }
            if bidi == .nonspacingMark {
                trailingMarks += 1
            } else {
                last = bidi
                trailingMarks = 0
            }
            count += 1
            record(bidi)
        }

        /// Records a character inserted at `position` (Punycode decoding inserts anywhere).
        mutating func insert(_ bidi: BidiClass, at position: Int) {
            if position == 0 { first = bidi }
            if position >= count - trailingMarks {  // at the end, or among the marks that end the label
                if bidi == .nonspacingMark {
                    trailingMarks += 1
                } else {
                    last = bidi
                    trailingMarks = count - position
                }
            }
            count += 1
            record(bidi)
        }

        private mutating func record(_ bidi: BidiClass) {
            switch bidi {
            case .leftToRight: hasLeftToRight = true
            case .rightToLeft: hasRightToLeft = true
            case .europeanNumber: hasEuropeanNumber = true
            case .arabicNumber: hasArabicNumber = true
            default: break
            }
        }

        /// A label with right-to-left letters or Arabic digits makes the domain a Bidi domain name.
        var containsRightToLeft: Bool { hasRightToLeft || hasArabicNumber }

        /// Whether the label satisfies the Bidi rule, which applies to every label of a Bidi domain name.
        var satisfiesBidiRule: Bool {
            switch first {
            case .rightToLeft:
                // Rules 2–4: no left-to-right letters, ends right-to-left or with a digit, one kind of digit.
                return !hasLeftToRight && (last == .rightToLeft || last == .europeanNumber || last == .arabicNumber)
                    && !(hasEuropeanNumber && hasArabicNumber)
            case .leftToRight:
                // Rules 5–6: no right-to-left characters, ends left-to-right or with a European digit.
                return !containsRightToLeft && (last == .leftToRight || last == .europeanNumber)
            default:
                return false  // rule 1: a label starts with a letter
            }
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo and the other right-to-left blocks.
    static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// A letter of a script whose letters join (Arabic, Syriac, NKo, Mongolian…), for the non-joiner's rule.
    static func isJoiningLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xA840...0xA87F, 0x10AC0...0x10BAF, 0x10D00...0x10D3F,
            0x10F30...0x10FDF, 0x1E900...0x1E95F:
            break
        default:
            return false
        }
        return isLetter(scalar)
    }

    @inline(never)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .otherLetter, .modifierLetter, .uppercaseLetter, .lowercaseLetter: true
        default: false
        }
    }

    @inline(never)
    static func isVirama(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass == .virama
    }

    static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
    }

    static func isHebrew(_ scalar: Unicode.Scalar) -> Bool {
        (0x0590...0x05FF).contains(scalar.value) || (0xFB1D...0xFB4F).contains(scalar.value)
    }

    /// Hiragana, Katakana (but not the middle dot and the prolonged sound mark, which are common) or Han.
    static func isKanaOrHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30FB, 0x30FC: false
        case 0x3005, 0x3007, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x1B000...0x1B16F, 0x20000...0x3FFFF:
            true
        default: false
        }
    }
}
