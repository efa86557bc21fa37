/// A regular expression as ECMA-262 reads it with the `u` flag, which is how JSON Schema's `pattern` and
/// `patternProperties` are read (JSON Schema 2020-12, section 6.4): parsed once, when the schema is loaded, into a
/// tree that ``PatternAutomaton`` runs in linear time, or ICU runs (``ICUPattern``) for the constructs only a
/// backtracking engine has.
///
/// What ECMA-262 means, not what ICU means: `$` matches only at the end (ICU's also before a final line
/// terminator, so `^[a-z]+$` accepted `"abc\n"`), `.` every scalar but LF, CR, U+2028 and U+2029, `\d` and `\w`
/// ASCII only, `\s` ECMA-262's white space and line terminators, `\b` ASCII word boundaries, `\cX` a control
/// character, and a pattern that ECMA-262 refuses (a lone `{`, `]` or `)`, an escape of a letter with no meaning,
/// a range between classes) is refused when the schema is loaded.
indirect enum ECMAPattern: Sendable, Hashable {
    /// Matches the empty text.
    case empty
    /// One scalar of the set.
    case scalar(ScalarSet)
    /// Each part after the other.
    case sequence([ECMAPattern])
    /// Any one of the alternatives.
    case alternation([ECMAPattern])
    /// The pattern `minimum` to `maximum` times (`nil`: no maximum); `lazy` only matters to ICU.
    case repetition(ECMAPattern, minimum: Int, maximum: Int?, lazy: Bool)
    /// A group: capturing (its number, and its name when it has one) or not.
    case group(ECMAPattern, capture: Int?, name: String?)
    /// A zero-width assertion.
    case assertion(Assertion)
    /// A lookahead or lookbehind, positive or negative.
    case look(ECMAPattern, behind: Bool, negated: Bool)
    /// A backreference to a capture group, by number.
    case backreference(Int)

    /// The zero-width assertions: the start and end of the text (no `m` flag), and ASCII word boundaries.
    enum Assertion: Sendable, Hashable {
        case start, end, wordBoundary, notWordBoundary
    }

    /// Whether the pattern needs a backtracking engine: a lookaround, a backreference, or a script property.
    var needsICU: Bool {
        switch self {
        case .empty, .assertion: false
        case .scalar(let set): set.needsICU
        case .sequence(let parts), .alternation(let parts): parts.contains(where: \.needsICU)
        case .repetition(let part, _, _, _), .group(let part, _, _): part.needsICU
        case .look, .backreference: true
        }
    }

    /// Whether every match starts at the start of the text (every alternative begins with `^`): then the
    /// automaton need only be started there.
    var isAnchoredAtStart: Bool {
        switch self {
        case .assertion(.start): true
        case .sequence(let parts): parts.first?.isAnchoredAtStart ?? false
        case .alternation(let parts): !parts.isEmpty && parts.allSatisfy(\.isAnchoredAtStart)
        case .group(let part, _, _): part.isAnchoredAtStart
        default: false
        }
    }
}

/// Why a pattern is not an ECMA-262 regular expression (with the `u` flag): what, and where, in scalars from the
/// start.
struct ECMAPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    let reason: String
    let offset: Int

    var description: String { "\(reason) (at character \(offset + 1))" }
}

/// Reads ECMA-262 `Pattern` syntax, with the `u` flag and no other: the grammar of ECMA-262 section 22.2.1,
/// without the web-compatibility extensions of its Annex B, which the `u` flag turns off.
struct ECMAPatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Capture groups opened so far, and their names.
    private var groupCount = 0
    private var groupNames: [String] = []
    /// Backreferences seen, checked against the groups once the whole pattern is read.
    private var references: [(number: Int?, name: String?, offset: Int)] = []

    /// The most repetitions a count may ask for: ECMA-262 sets no limit, but a count beyond any text's length
    /// means the same as no limit for matching, and keeps arithmetic small.
    static let largestCount = 100_000

    private init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// Parses a whole pattern.
    ///
    /// - Throws: ``ECMAPatternError`` for a pattern ECMA-262 refuses.
    static func parse(_ pattern: String) throws(ECMAPatternError) -> ECMAPattern {
        var parser = ECMAPatternParser(pattern)
        let tree = try parser.disjunction()
        if parser.index < parser.scalars.count {
            throw parser.error(parser.scalars[parser.index] == ")" ? "unmatched \")\"" : "unexpected character")
        }
        for reference in parser.references {
            if let number = reference.number, number > parser.groupCount {
                throw ECMAPatternError(reason: "\\\(number) refers to no group", offset: reference.offset)
            }
            if let name = reference.name, !parser.groupNames.contains(name) {
                throw ECMAPatternError(reason: "\\k<\(name)> refers to no group", offset: reference.offset)
            }
        }
        return parser.resolvingNames(tree)
    }

    private func error(_ reason: String) -> ECMAPatternError { ECMAPatternError(reason: reason, offset: index) }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard current == scalar else { return false }
        index += 1
        return true
    }

    // MARK: Disjunctions, terms and quantifiers

    private mutating func disjunction() throws(ECMAPatternError) -> ECMAPattern {
        var alternatives = [try alternative()]
        while take("|") { alternatives.append(try alternative()) }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func alternative() throws(ECMAPatternError) -> ECMAPattern {
        var terms: [ECMAPattern] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            terms.append(try term())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .sequence(terms)
        }
    }

    private mutating func term() throws(ECMAPatternError) -> ECMAPattern {
        let start = index
        let (atom, quantifiable) = try self.atom()
        guard let (minimum, maximum) = try quantifier() else { return atom }
        guard quantifiable else {
            throw ECMAPatternError(reason: "nothing to repeat", offset: start)
        }
        let lazy = take("?")
        return .repetition(atom, minimum: minimum, maximum: maximum, lazy: lazy)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, when one follows; a lone `{` is an error.
    private mutating func quantifier() throws(ECMAPatternError) -> (Int, Int?)? {
        switch current {
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "?":
            index += 1
            return (0, 1)
        case "{":
            let start = index
            index += 1
            guard let minimum = decimal() else { throw ECMAPatternError(reason: "a lone \"{\"", offset: start) }
            var maximum: Int? = minimum
            if take(",") { maximum = decimal() }
            guard take("}") else { throw ECMAPatternError(reason: "a lone \"{\"", offset: start) }
            if let maximum, maximum < minimum {
                throw ECMAPatternError(reason: "{\(minimum),\(maximum)} counts backwards", offset: start)
            }
            return (minimum, maximum)
        default:
            return nil
        }
    }

    /// Decimal digits, capped at ``largestCount``; `nil` when there is none.
    private mutating func decimal() -> Int? {
        var value: Int?
        while let scalar = current, ("0"..."9").contains(scalar) {
            value = min((value ?? 0) * 10 + Int(scalar.value - 0x30), Self.largestCount)
            index += 1
        }
        return value
    }

    /// An atom, an assertion or a group, and whether a quantifier may follow it (not an assertion, nor a
    /// lookaround with the `u` flag).
    private mutating func atom() throws(ECMAPatternError) -> (ECMAPattern, Bool) {
        guard let scalar = current else { throw error("the pattern ends early") }
        index += 1
        switch scalar {
        case "^": return (.assertion(.start), false)
        case "$": return (.assertion(.end), false)
        case ".": return (.scalar(.dot), true)
        case "(": return try group()
        case "[": return (.scalar(try characterClass()), true)
        case "\\": return try atomEscape()
        case "*", "+", "?", "{":
            index -= 1
            throw error("nothing to repeat")
        case ")", "]", "}":
            index -= 1
            throw error("a lone \"\(scalar)\"")
        default:
            return (.scalar(.scalar(scalar.value)), true)
        }
    }

    private mutating func group() throws(ECMAPatternError) -> (ECMAPattern, Bool) {
        let start = index - 1
        var capture: Int?
        var name: String?
        var look: (behind: Bool, negated: Bool)?
        let isSpecial = take("?")
        if isSpecial {
            if take(":") {
            } else if take("=") {
                look = (false, false)
            } else if take("!") {
                look = (false, true)
            } else if take("<") {
                if take("=") {
                    look = (true, false)
                } else if take("!") {
                    look = (true, true)
                } else {
                    name = try groupName()
                    guard !groupNames.contains(name ?? "") else {
                        throw ECMAPatternError(reason: "two groups are named \(name ?? "")", offset: start)
                    }
                }
            } else {
                throw error("unknown group (?…")
            }
        }
        if look == nil, name != nil || !isSpecial {
            groupCount += 1
            capture = groupCount
            groupNames.append(name ?? "")
        }
        let body = try disjunction()
        guard take(")") else { throw ECMAPatternError(reason: "unclosed \"(\"", offset: start) }
        if let look { return (.look(body, behind: look.behind, negated: look.negated), false) }
        return (.group(body, capture: capture, name: name), true)
    }

    /// A group name after `<`, up to and with its `>`: an identifier.
    private mutating func groupName() throws(ECMAPatternError) -> String {
        var name = String.UnicodeScalarView()
        while let scalar = current, scalar != ">" {
            let valid =
                name.isEmpty
                ? scalar.properties.isIDStart || scalar == "$" || scalar == "_"
                : scalar.properties.isIDContinue || scalar == "$" || scalar == "\u{200C}" || scalar == "\u{200D}"
            guard valid else { throw error("a group name must be an identifier") }
            name.append(scalar)
            index += 1
        }
        guard !name.isEmpty, take(">") else { throw error("a group name must be an identifier") }
        return String(name)
    }

    // MARK: Escapes

    private mutating func atomEscape() throws(ECMAPatternError) -> (ECMAPattern, Bool) {
        let start = index - 1
        guard let scalar = current else { throw error("\\ ends the pattern") }
        switch scalar {
        case "b":
            index += 1
            return (.assertion(.wordBoundary), false)
        case "B":
            index += 1
            return (.assertion(.notWordBoundary), false)
        case "1"..."9":
            let number = decimal() ?? 0
            references.append((number, nil, start))
            return (.backreference(number), true)
        case "k":
            index += 1
            guard take("<") else { throw error("\\k must name a group: \\k<name>") }
            let name = try groupName()
            references.append((nil, name, start))
            // Resolved to the group's number once every group is known (a name may be used before its group).
            return (.backreference(-(references.count)), true)
        default:
            if let set = try classEscape() { return (.scalar(set), true) }
            return (.scalar(.scalar(try characterEscape())), true)
        }
    }

    /// `\d`, `\D`, `\s`, `\S`, `\w`, `\W`, `\p{…}`, `\P{…}`; `nil` (nothing read) for any other escape.
    private mutating func classEscape() throws(ECMAPatternError) -> ScalarSet? {
        guard let scalar = current else { return nil }
        switch scalar {
        case "d":
            index += 1
            return .digit
        case "D":
            index += 1
            return ScalarSet.digit.complement
        case "s":
            index += 1
            return .space
        case "S":
            index += 1
            return ScalarSet.space.complement
        case "w":
            index += 1
            return .word
        case "W":
            index += 1
            return ScalarSet.word.complement
        case "p", "P":
            index += 1
            return ScalarSet([.property(try propertyName(), negated: scalar == "P")])
        default:
            return nil
        }
    }

    /// `{Name}` or `{Name=Value}` after `\p` or `\P`.
    private mutating func propertyName() throws(ECMAPatternError) -> ScalarProperty {
        let start = index - 2
        guard take("{") else { throw error("\\p must name a property: \\p{…}") }
        var name = ""
        var value: String?
        while let scalar = current, scalar != "}" {
            index += 1
            if scalar == "=", value == nil {
                value = ""
            } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if value == nil { name.unicodeScalars.append(scalar) } else { value?.unicodeScalars.append(scalar) }
            } else {
                throw error("a property name is letters, digits and _")
            }
        }
        guard take("}"), let property = ScalarProperty(name: name, value: value) else {
            throw ECMAPatternError(
                reason: "unknown Unicode property \\p{\(name)\(value.map { "=" + $0 } ?? "")}", offset: start)
        }
        return property
    }

    /// A character escape after `\`: a control escape, `\cX`, `\0`, `\xHH`, `\uHHHH`, `\u{H…}` or an escaped
    /// syntax character.
    private mutating func characterEscape(inClass: Bool = false) throws(ECMAPatternError) -> UInt32 {
        guard let scalar = current else { throw error("\\ ends the pattern") }
        index += 1
        switch scalar {
        case "t": return 0x09
        case "n": return 0x0A
        case "v": return 0x0B
        case "f": return 0x0C
        case "r": return 0x0D
        case "c":
            guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
                throw error("\\c must be followed by a letter")
            }
            index += 1
            return letter.value % 32
        case "0":
            if let next = current, ("0"..."9").contains(next) { throw error("\\0 followed by a digit") }
            return 0
        case "x":
            return try hexadecimal(count: 2)
        case "u":
            return try unicodeEscape()
        case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/":
            return scalar.value
        case "-" where inClass:
            return scalar.value
        default:
            index -= 1
            throw error("\\\(scalar) is no escape ECMA-262 takes with the u flag")
        }
    }

    private mutating func hexadecimal(count: Int) throws(ECMAPatternError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let scalar = current, let digit = hexValue(scalar) else {
                throw error("a hexadecimal escape needs \(count) hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    /// `\uHHHH` (a surrogate pair of two such escapes joined) or `\u{H…}`, after the `u`.
    private mutating func unicodeEscape() throws(ECMAPatternError) -> UInt32 {
        if take("{") {
            var value: UInt32 = 0
            var digits = 0
            while let scalar = current, let digit = hexValue(scalar) {
                value = value * 16 + digit
                digits += 1
                index += 1
                guard value <= 0x10FFFF else { throw error("\\u{…} beyond U+10FFFF") }
            }
            guard digits > 0, take("}") else { throw error("\\u{ needs hexadecimal digits and }") }
            return value
        }
        let first = try hexadecimal(count: 4)
        if (0xD800..<0xDC00).contains(first), current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
            let save = index
            index += 2
            if let second = try? hexadecimal(count: 4), (0xDC00..<0xE000).contains(second) {
                return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            index = save
        }
        return first
    }

    // MARK: Classes

    /// A class after its `[`, up to and with its `]`.
    private mutating func characterClass() throws(ECMAPatternError) -> ScalarSet {
        let start = index - 1
        let negated = take("^")
        var items: [ScalarSet.Item] = []
        while true {
            guard let scalar = current else { throw ECMAPatternError(reason: "unclosed \"[\"", offset: start) }
            if scalar == "]" {
                index += 1
                return ScalarSet(items, negated: negated)
            }
            let first = try classAtom()
            guard current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" else {
                items += first.items
                continue
            }
            index += 1  // -
            let last = try classAtom()
            guard case .single(let lower) = first, case .single(let upper) = last else {
                throw error("a range in a class must be between two characters")
            }
            guard lower <= upper else { throw error("a range in a class runs backwards") }
            items.append(.range(lower, upper))
        }
    }

    private enum ClassAtom {
        case single(UInt32)
        case set(ScalarSet)

        var items: [ScalarSet.Item] {
            switch self {
            case .single(let scalar): [.range(scalar, scalar)]
            case .set(let set): set.isNegated ? [.complement(ScalarSet(set.items))] : set.items
            }
        }
    }

    private mutating func classAtom() throws(ECMAPatternError) -> ClassAtom {
        guard let scalar = current else { throw error("unclosed \"[\"") }
        index += 1
        guard scalar == "\\" else { return .single(scalar.value) }
        if take("b") { return .single(0x08) }
        if let set = try classEscape() { return .set(set) }
        return .single(try characterEscape(inClass: true))
    }

    // MARK: Names

    /// The tree with each `\k<name>` given its group's number.
    private func resolvingNames(_ tree: ECMAPattern) -> ECMAPattern {
        switch tree {
        case .backreference(let number) where number < 0:
            let name = references[-number - 1].name ?? ""
            return .backreference((groupNames.firstIndex(of: name) ?? 0) + 1)
        case .sequence(let parts): return .sequence(parts.map(resolvingNames))
        case .alternation(let parts): return .alternation(parts.map(resolvingNames))
        case .repetition(let part, let minimum, let maximum, let lazy):
            return .repetition(resolvingNames(part), minimum: minimum, maximum: maximum, lazy: lazy)
        case .group(let part, let capture, let name): return .group(resolvingNames(part), capture: capture, name: name)
        case .look(let part, let behind, let negated):
            return .look(resolvingNames(part), behind: behind, negated: negated)
        default: return tree
        }
    }
}
