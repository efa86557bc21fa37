/// A set of Unicode scalars, as an ECMA-262 pattern names one: a literal, a range, `.`, `\d`, `\w`, `\s`, a
/// `\p{…}` property, a bracketed class of any of these, or the complement of one.
///
/// Membership of an ASCII scalar is one bit of a 128-bit map filled when the set is made; any other scalar is
/// tested against the set's items.
struct ScalarSet: Sendable, Hashable {
    /// One part of a set.
    enum Item: Sendable, Hashable {
        /// The scalars from `lower` to `upper`, both included.
        case range(UInt32, UInt32)
        /// The scalars with a Unicode property (`\p{Lu}`), or without it when `negated` (`\P{Lu}`).
        case property(ScalarProperty, negated: Bool)
        /// The scalars not in a set (`\D`, `\W`, `\S` inside a class).
        indirect case complement(ScalarSet)
    }

    /// The items, any of which a scalar of the set is in.
    private(set) var items: [Item]
    /// Whether the set is every scalar that none of the items has (`[^…]`).
    private(set) var isNegated: Bool
    /// Bit *n*: ASCII scalar *n* is in the set.
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)

    init(_ items: [Item], negated: Bool = false) {
        self.items = items
        isNegated = negated
        var low: UInt64 = 0
        var high: UInt64 = 0
        for scalar in UInt32(0)..<128 where slowContains(scalar) {
            if scalar < 64 { low |= 1 << UInt64(scalar) } else { high |= 1 << UInt64(scalar - 64) }
        }
        ascii = (low, high)
    }

    static func == (first: ScalarSet, second: ScalarSet) -> Bool {
        first.items == second.items && first.isNegated == second.isNegated
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(isNegated)
    }

    /// The set of one scalar.
    static func scalar(_ value: UInt32) -> ScalarSet { ScalarSet([.range(value, value)]) }

    /// Whether `scalar` is in the set.
    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return ascii.low & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return ascii.high & (1 << UInt64(scalar - 64)) != 0 }
        return slowContains(scalar)
    }

    private func slowContains(_ scalar: UInt32) -> Bool {
        var found = false
        for item in items {
            switch item {
            case .range(let lower, let upper): found = scalar >= lower && scalar <= upper
            case .property(let property, let negated): found = property.contains(scalar) != negated
            case .complement(let set): found = !set.contains(scalar)
            }
            if found { break }
        }
        return found != isNegated
    }

    /// The set of every scalar not in this one.
    var complement: ScalarSet { ScalarSet([.complement(self)]) }

    /// Whether some item is a property Swift's own Unicode tables cannot test (a script): ICU must run the pattern.
    var needsICU: Bool {
        items.contains { item in
            switch item {
            case .range: false
            case .property(let property, _): property.needsICU
            case .complement(let set): set.needsICU
            }
        }
    }

    // MARK: The sets of ECMA-262

    /// `.`: every scalar but the line terminators LF, CR, U+2028 and U+2029.
    static let dot = ScalarSet([.range(0x0A, 0x0A), .range(0x0D, 0x0D), .range(0x2028, 0x2029)], negated: true)
    /// `\d`: the ASCII digits only.
    static let digit = ScalarSet([.range(0x30, 0x39)])
    /// `\w`: ASCII letters, digits and `_` only.
    static let word = ScalarSet([.range(0x30, 0x39), .range(0x41, 0x5A), .range(0x5F, 0x5F), .range(0x61, 0x7A)])
    /// `\s`: ECMA-262's white space (tab, vertical tab, form feed, space, no-break space, the byte order mark, the
    /// `Zs` separators) and line terminators (LF, CR, U+2028, U+2029).
    static let space = ScalarSet([
        .range(0x09, 0x0D), .range(0x20, 0x20), .range(0xA0, 0xA0), .range(0x1680, 0x1680), .range(0x2000, 0x200A),
        .range(0x2028, 0x2029), .range(0x202F, 0x202F), .range(0x205F, 0x205F), .range(0x3000, 0x3000),
        .range(0xFEFF, 0xFEFF),
    ])
    /// Every scalar (`[^]`).
    static let any = ScalarSet([], negated: true)
}

/// A Unicode property a `\p{…}` escape names, in ECMA-262's spelling (`\p{L}`, `\p{Letter}`, `\p{gc=Lu}`,
/// `\p{Alphabetic}`, `\p{Script=Greek}`).
enum ScalarProperty: Sendable, Hashable {
    /// One or more general categories (`L` is all five letter categories).
    case generalCategory(Set<GeneralCategoryName>)
    /// A binary property Swift's tables hold (`Alphabetic`, `White_Space`, …), by its ECMA-262 name.
    case binary(String)
    /// `Script=…` or `Script_Extensions=…`: only ICU has them; kept as written for it.
    case script(name: String, value: String)

    /// Whether ICU must test it.
    var needsICU: Bool {
        if case .script = self { true } else { false }
    }

    /// Whether `scalar` has the property; a script is never known here (``needsICU``).
    func contains(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch self {
        case .generalCategory(let categories):
            return categories.contains(GeneralCategoryName(scalar.properties.generalCategory))
        case .binary(let name):
            return BinaryProperty.test(name)?(scalar) ?? false
        case .script:
            return false
        }
    }

    /// The property named `name`, or `name` = `value` (`gc=Lu`, `Script=Greek`); `nil` for one ECMA-262 does not
    /// have.
    init?(name: String, value: String?) {
        guard let value else {
            if let categories = GeneralCategoryName.named(name) {
                self = .generalCategory(categories)
            } else if BinaryProperty.test(name) != nil {
                self = .binary(name)
            } else {
                return nil
            }
            return
        }
        switch name {
        case "General_Category", "gc":
            guard let categories = GeneralCategoryName.named(value) else { return nil }
            self = .generalCategory(categories)
        case "Script", "sc", "Script_Extensions", "scx":
            guard !value.isEmpty,
                value.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic) })
            else { return nil }
            self = .script(name: name, value: value)
        default:
            return nil
        }
    }

    /// The property as ICU writes it inside `\p{…}`.
    var icuName: String {
        switch self {
        case .generalCategory(let categories):
            // Several categories are a class of each: `[\p{Lu}\p{Ll}…]` is built by the caller from this list.
            return categories.map(\.rawValue).sorted().joined(separator: "|")
        case .binary(let name): return name
        case .script(let name, let value): return "\(name)=\(value)"
        }
    }
}

/// A two-letter general category (`Lu`), as ECMA-262 and Unicode's `PropertyValueAliases.txt` name it.
enum GeneralCategoryName: String, Sendable, Hashable, CaseIterable {
    case uppercaseLetter = "Lu"
    case lowercaseLetter = "Ll"
    case titlecaseLetter = "Lt"
    case modifierLetter = "Lm"
    case otherLetter = "Lo"
    case nonspacingMark = "Mn"
    case spacingMark = "Mc"
    case enclosingMark = "Me"
    case decimalNumber = "Nd"
    case letterNumber = "Nl"
    case otherNumber = "No"
    case connectorPunctuation = "Pc"
    case dashPunctuation = "Pd"
    case openPunctuation = "Ps"
    case closePunctuation = "Pe"
    case initialPunctuation = "Pi"
    case finalPunctuation = "Pf"
    case otherPunctuation = "Po"
    case mathSymbol = "Sm"
    case currencySymbol = "Sc"
    case modifierSymbol = "Sk"
    case otherSymbol = "So"
    case spaceSeparator = "Zs"
    case lineSeparator = "Zl"
    case paragraphSeparator = "Zp"
    case control = "Cc"
    case format = "Cf"
    case surrogate = "Cs"
    case privateUse = "Co"
    case unassigned = "Cn"

    init(_ category: Unicode.GeneralCategory) {
        switch category {
        case .uppercaseLetter: self = .uppercaseLetter
        case .lowercaseLetter: self = .lowercaseLetter
        case .titlecaseLetter: self = .titlecaseLetter
        case .modifierLetter: self = .modifierLetter
        case .otherLetter: self = .otherLetter
        case .nonspacingMark: self = .nonspacingMark
        case .spacingMark: self = .spacingMark
        case .enclosingMark: self = .enclosingMark
        case .decimalNumber: self = .decimalNumber
        case .letterNumber: self = .letterNumber
        case .otherNumber: self = .otherNumber
        case .connectorPunctuation: self = .connectorPunctuation
        case .dashPunctuation: self = .dashPunctuation
        case .openPunctuation: self = .openPunctuation
        case .closePunctuation: self = .closePunctuation
        case .initialPunctuation: self = .initialPunctuation
        case .finalPunctuation: self = .finalPunctuation
        case .otherPunctuation: self = .otherPunctuation
        case .mathSymbol: self = .mathSymbol
        case .currencySymbol: self = .currencySymbol
        case .modifierSymbol: self = .modifierSymbol
        case .otherSymbol: self = .otherSymbol
        case .spaceSeparator: self = .spaceSeparator
        case .lineSeparator: self = .lineSeparator
        case .paragraphSeparator: self = .paragraphSeparator
        case .control: self = .control
        case .format: self = .format
        case .surrogate: self = .surrogate
        case .privateUse: self = .privateUse
        case .unassigned: self = .unassigned
        @unknown default: self = .unassigned
        }
    }

    /// The categories a name stands for: a short or long name, or an alias, of one category or a group of them
    /// (`L`, `Letter`, `LC`, `Cased_Letter`, `digit`, `punct`).
    static func named(_ name: String) -> Set<GeneralCategoryName>? {
        if let category = GeneralCategoryName(rawValue: name) { return [category] }
        if let category = longNames[name] { return [category] }
        return groups[name]
    }

    private static let longNames: [String: GeneralCategoryName] = [
        "Uppercase_Letter": .uppercaseLetter, "Lowercase_Letter": .lowercaseLetter,
        "Titlecase_Letter": .titlecaseLetter, "Modifier_Letter": .modifierLetter,
        "Other_Letter": .otherLetter, "Nonspacing_Mark": .nonspacingMark, "Spacing_Mark": .spacingMark,
        "Enclosing_Mark": .enclosingMark,
        "Decimal_Number": .decimalNumber, "digit": .decimalNumber, "Letter_Number": .letterNumber,
        "Other_Number": .otherNumber,
        "Connector_Punctuation": .connectorPunctuation, "Dash_Punctuation": .dashPunctuation,
        "Open_Punctuation": .openPunctuation, "Close_Punctuation": .closePunctuation,
        "Initial_Punctuation": .initialPunctuation, "Final_Punctuation": .finalPunctuation,
        "Other_Punctuation": .otherPunctuation, "Math_Symbol": .mathSymbol,
        "Currency_Symbol": .currencySymbol, "Modifier_Symbol": .modifierSymbol, "Other_Symbol": .otherSymbol,
        "Space_Separator": .spaceSeparator,
        "Line_Separator": .lineSeparator, "Paragraph_Separator": .paragraphSeparator, "Control": .control,
        "cntrl": .control, "Format": .format,
        "Surrogate": .surrogate, "Private_Use": .privateUse, "Unassigned": .unassigned,
    ]

    private static let groups: [String: Set<GeneralCategoryName>] = {
        let letters: Set<GeneralCategoryName> = [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        ]
        let marks: Set<GeneralCategoryName> = [.nonspacingMark, .spacingMark, .enclosingMark]
        let numbers: Set<GeneralCategoryName> = [.decimalNumber, .letterNumber, .otherNumber]
        let punctuation: Set<GeneralCategoryName> = [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
        ]
        let symbols: Set<GeneralCategoryName> = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        let separators: Set<GeneralCategoryName> = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
        let other: Set<GeneralCategoryName> = [.control, .format, .surrogate, .privateUse, .unassigned]
        let cased: Set<GeneralCategoryName> = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
        return [
            "L": letters, "Letter": letters, "LC": cased, "Cased_Letter": cased, "M": marks, "Mark": marks,
            "Combining_Mark": marks, "N": numbers, "Number": numbers, "P": punctuation, "Punctuation": punctuation,
            "punct": punctuation, "S": symbols, "Symbol": symbols, "Z": separators, "Separator": separators,
            "C": other, "Other": other,
        ]
    }()
}

/// The binary properties of ECMA-262's table of them that Swift's Unicode tables hold, by name and short alias.
enum BinaryProperty {
    /// The test of the property called `name`; `nil` for a name ECMA-262 does not take or Swift cannot test.
    static func test(_ name: String) -> (@Sendable (Unicode.Scalar) -> Bool)? {
        tests[name]
    }

    private static let tests: [String: @Sendable (Unicode.Scalar) -> Bool] = {
        let table: [([String], @Sendable (Unicode.Scalar) -> Bool)] = [
            (["Any"], { _ in true }),
            (["ASCII"], { $0.isASCII }),
            (["Assigned"], { $0.properties.generalCategory != .unassigned }),
            (["ASCII_Hex_Digit", "AHex"], { $0.properties.isASCIIHexDigit }),
            (["Alphabetic", "Alpha"], { $0.properties.isAlphabetic }),
            (["Bidi_Control", "Bidi_C"], { $0.properties.isBidiControl }),
            (["Bidi_Mirrored", "Bidi_M"], { $0.properties.isBidiMirrored }),
            (["Case_Ignorable", "CI"], { $0.properties.isCaseIgnorable }),
            (["Cased"], { $0.properties.isCased }),
            (["Changes_When_Casefolded", "CWCF"], { $0.properties.changesWhenCaseFolded }),
            (["Changes_When_Casemapped", "CWCM"], { $0.properties.changesWhenCaseMapped }),
            (["Changes_When_Lowercased", "CWL"], { $0.properties.changesWhenLowercased }),
            (["Changes_When_NFKC_Casefolded", "CWKCF"], { $0.properties.changesWhenNFKCCaseFolded }),
            (["Changes_When_Titlecased", "CWT"], { $0.properties.changesWhenTitlecased }),
            (["Changes_When_Uppercased", "CWU"], { $0.properties.changesWhenUppercased }),
            (["Dash"], { $0.properties.isDash }),
            (["Default_Ignorable_Code_Point", "DI"], { $0.properties.isDefaultIgnorableCodePoint }),
            (["Deprecated", "Dep"], { $0.properties.isDeprecated }),
            (["Diacritic", "Dia"], { $0.properties.isDiacritic }),
            (["Emoji"], { $0.properties.isEmoji }),
            (["Emoji_Modifier", "EMod"], { $0.properties.isEmojiModifier }),
            (["Emoji_Modifier_Base", "EBase"], { $0.properties.isEmojiModifierBase }),
            (["Emoji_Presentation", "EPres"], { $0.properties.isEmojiPresentation }),
            (["Extender", "Ext"], { $0.properties.isExtender }),
            (["Grapheme_Base", "Gr_Base"], { $0.properties.isGraphemeBase }),
            (["Grapheme_Extend", "Gr_Ext"], { $0.properties.isGraphemeExtend }),
            (["Hex_Digit", "Hex"], { $0.properties.isHexDigit }),
            (["IDS_Binary_Operator", "IDSB"], { $0.properties.isIDSBinaryOperator }),
            (["IDS_Trinary_Operator", "IDST"], { $0.properties.isIDSTrinaryOperator }),
            (["ID_Continue", "IDC"], { $0.properties.isIDContinue }),
            (["ID_Start", "IDS"], { $0.properties.isIDStart }),
            (["Ideographic", "Ideo"], { $0.properties.isIdeographic }),
            (["Join_Control", "Join_C"], { $0.properties.isJoinControl }),
            (["Logical_Order_Exception", "LOE"], { $0.properties.isLogicalOrderException }),
            (["Lowercase", "Lower"], { $0.properties.isLowercase }),
            (["Math"], { $0.properties.isMath }),
            (["Noncharacter_Code_Point", "NChar"], { $0.properties.isNoncharacterCodePoint }),
            (["Pattern_Syntax", "Pat_Syn"], { $0.properties.isPatternSyntax }),
            (["Pattern_White_Space", "Pat_WS"], { $0.properties.isPatternWhitespace }),
            (["Quotation_Mark", "QMark"], { $0.properties.isQuotationMark }),
            (["Radical"], { $0.properties.isRadical }),
            (["Regional_Indicator", "RI"], { (0x1F1E6...0x1F1FF).contains($0.value) }),
            (["Sentence_Terminal", "STerm"], { $0.properties.isSentenceTerminal }),
            (["Soft_Dotted", "SD"], { $0.properties.isSoftDotted }),
            (["Terminal_Punctuation", "Term"], { $0.properties.isTerminalPunctuation }),
            (["Unified_Ideograph", "UIdeo"], { $0.properties.isUnifiedIdeograph }),
            (["Uppercase", "Upper"], { $0.properties.isUppercase }),
            (["Variation_Selector", "VS"], { $0.properties.isVariationSelector }),
            (["White_Space", "space"], { $0.properties.isWhitespace }),
            (["XID_Continue", "XIDC"], { $0.properties.isXIDContinue }),
            (["XID_Start", "XIDS"], { $0.properties.isXIDStart }),
        ]
        var tests: [String: @Sendable (Unicode.Scalar) -> Bool] = [:]
        for (names, test) in table {
            for name in names { tests[name] = test }
        }
        return tests
    }()
}
