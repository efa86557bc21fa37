/// Reads a typed postal code and matches it against a country's format (see ``PostalCodeFormat``), in one pass
/// over at most ``maximumBytes`` bytes, without allocating unless the code needs correcting.
enum PostalCodeSyntax {
    /// Longer text is not a postal code: the answer comes without reading further.
    static let maximumBytes = 64

    /// What the check found.
    enum Verdict: Equatable {
        /// A valid code; its canonical form, or `nil` when the text already is canonical.
        case valid(corrected: String?)
        /// Not the shape of the country's codes.
        case malformed
        /// The shape of the country's codes, in a range or with letters the country does not use.
        case unassigned
    }

    /// Checks `text` against a country's published `pattern` and, where the country has them, its stricter
    /// `national` rules; against what any country could use when `pattern` is `nil`.
    ///
    /// A code is valid when its canonical form matches the pattern: the code in the shape of one of the
    /// national rules' or the data's examples, or else (without national rules) as typed, upper-cased, with each
    /// run of spaces as one.
    ///
    /// - Complexity: O(min(*n*, ``maximumBytes``)).
    static func check(_ text: String, pattern: PostalCodePattern?, national: PostalCodeFormat?) -> Verdict {
        guard let input = TypedPostalCode(text) else { return .malformed }
        guard let pattern else { return checkAnyCountry(input, text) }
        guard let national else {
            for shape in pattern.shapes
            where input.matches(shape, pattern.separators) && pattern.accepts(input.canonicalBytes(shape)) {
                return .valid(corrected: input.canonical(shape, unlessEqualTo: text))
            }
            guard !input.hasDot, pattern.accepts(input.bytesAsTyped) else { return .malformed }
            return .valid(corrected: input.canonicalAsTyped(unlessEqualTo: text))
        }
        var sawShape = false
        for (index, shape) in national.patterns.enumerated() where input.matches(shape, national.separators) {
            sawShape = true
            if national.isAssigned(input.characters, index), pattern.accepts(input.canonicalBytes(shape)) {
                return .valid(corrected: input.canonical(shape, unlessEqualTo: text))
            }
        }
        return sawShape ? .unassigned : .malformed
    }

    /// Any country: 3 to 10 letters and digits, at least one of them a digit and not all of them 0, in one group
    /// or two separated by spaces or a hyphen.
    private static func checkAnyCountry(_ input: TypedPostalCode, _ text: String) -> Verdict {
        let characters = input.characters
        guard (3...10).contains(characters.count), input.separatorCount <= 1 else { return .malformed }
        var hasDigit = false
        var allZeros = true
        for index in 0..<characters.count {
            let character = characters[index]
            if character >= UInt8(ascii: "0") && character <= UInt8(ascii: "9") { hasDigit = true }
            if character != UInt8(ascii: "0") { allZeros = false }
        }
        guard hasDigit, !allZeros, !input.hasDot else { return .malformed }
        return .valid(corrected: input.canonicalAsTyped(unlessEqualTo: text))
    }
}

/// A postal code as typed: its letters (upper-cased) and digits, and where separators stood between them.
struct TypedPostalCode {
    enum SeparatorKind: UInt8 {
        case spaces = 1
        case hyphen, dot
    }

    private(set) var characters = PostalCodeCharacters()
    /// Up to four separators, 16 bits each: the number of characters before it, and its kind.
    private var separators: UInt64 = 0
    private(set) var separatorCount = 0

    /// Reads `text`: spaces and tabs at either end are ignored; inside, ASCII letters and digits, each run of
    /// spaces, each hyphen and each dot between two of them. `nil` for anything else, for more than four
    /// separators or sixteen characters, and for text over ``PostalCodeSyntax/maximumBytes`` bytes.
    init?(_ text: String) {
        let utf8 = text.utf8
        guard utf8.index(utf8.startIndex, offsetBy: PostalCodeSyntax.maximumBytes + 1, limitedBy: utf8.endIndex) == nil
        else { return nil }
        var pending: SeparatorKind?
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard flush(&pending), characters.append(byte) else { return nil }
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                guard flush(&pending), characters.append(byte - 0x20) else { return nil }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if characters.count == 0 { continue }  // leading whitespace
                if pending == .spaces { continue }
                guard pending == nil else { return nil }
                pending = .spaces
            case UInt8(ascii: "-"), UInt8(ascii: "."):
                guard characters.count > 0, pending == nil else { return nil }
                pending = byte == UInt8(ascii: "-") ? .hyphen : .dot
            default:
                return nil
            }
        }
        // A trailing run of spaces is ignored; a trailing hyphen or dot is not.
        guard characters.count > 0, pending == nil || pending == .spaces else { return nil }
    }

    /// Records the separator read before the character about to be appended, if any.
    private mutating func flush(_ pending: inout SeparatorKind?) -> Bool {
        guard let kind = pending else { return true }
        pending = nil
        guard separatorCount < 4 else { return false }
        separators |= (UInt64(characters.count) << 8 | UInt64(kind.rawValue)) << (16 * separatorCount)
        separatorCount += 1
        return true
    }

    /// The separator at `index`: the number of characters before it, and its kind.
    func separator(_ index: Int) -> (position: Int, kind: SeparatorKind) {
        let bits = separators >> (16 * index)
        return (Int(bits >> 8 & 0xFF), SeparatorKind(rawValue: UInt8(bits & 0xFF))!)
    }

    /// Whether the code has the shape of `pattern`, its separators typed as `style` allows.
    func matches(_ pattern: PostalCodeShape, _ style: PostalCodeFormat.SeparatorStyle) -> Bool {
        var position = 0
        var slots: UInt32 = 0  // bit i: a slot after i characters
        let shapeMatches = pattern.withBytes { bytes -> Bool in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "9"):
                    guard position < characters.count, Self.isDigit(characters[position]) else { return false }
                    position += 1
                case UInt8(ascii: "A"):
                    guard position < characters.count, !Self.isDigit(characters[position]) else { return false }
                    position += 1
                default:
                    slots |= 1 << position
                }
            }
            return position == characters.count
        }
        guard shapeMatches else { return false }
        var filled: UInt32 = 0
        var hasHyphen = false
        for index in 0..<separatorCount where separator(index).kind == .hyphen { hasHyphen = true }
        for index in 0..<separatorCount {
            let (position, kind) = separator(index)
            switch kind {
            case .spaces:
                guard style.contains(.spaces), slots & (1 << position) != 0 else { return false }
                filled |= 1 << position
            case .hyphen:
                guard style.contains(.hyphen), slots & (1 << position) != 0 else { return false }
                filled |= 1 << position
            case .dot:
                guard style.contains(.dotAfterSecond), position == 2, hasHyphen else { return false }
            }
        }
        return filled == slots || style.contains(.omitted)
    }

    /// Whether a dot separates two of the code's parts.
    var hasDot: Bool {
        (0..<separatorCount).contains { separator($0).kind == .dot }
    }

    /// The bytes of the code in the canonical form of `pattern`.
    func canonicalBytes(_ pattern: PostalCodeShape) -> some Sequence<UInt8> {
        PatternBytes(code: self, pattern: pattern)
    }

    /// The bytes of the code as typed, upper-cased, with each separator as one space or hyphen.
    var bytesAsTyped: some Sequence<UInt8> { TypedBytes(code: self) }

    /// The code in the canonical form of `pattern`, or `nil` when `text` is exactly that already.
    func canonical(_ pattern: PostalCodeShape, unlessEqualTo text: String) -> String? {
        Self.build(PatternBytes(code: self, pattern: pattern), unlessEqualTo: text)
    }

    /// The code upper-cased, with each run of spaces as one space, or `nil` when `text` is exactly that already.
    func canonicalAsTyped(unlessEqualTo text: String) -> String? {
        Self.build(TypedBytes(code: self), unlessEqualTo: text)
    }

    /// The bytes `canonical` produces, unless they are exactly `text`'s: then `nil`, having allocated nothing.
    private static func build(_ canonical: some IteratorProtocol<UInt8>, unlessEqualTo text: String) -> String? {
        var length = 0
        var same = true
        var expected = canonical
        var typed = text.utf8.makeIterator()
        while let byte = expected.next() {
            length += 1
            if same, typed.next() != byte { same = false }
        }
        if same, typed.next() == nil { return nil }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            var bytes = canonical
            while let byte = bytes.next() {
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }

    /// The canonical bytes of a code in a pattern's shape.
    private struct PatternBytes: IteratorProtocol, Sequence {
        let code: TypedPostalCode
        let pattern: PostalCodeShape
        var offset = 0
        var position = 0

        mutating func next() -> UInt8? {
            while offset < pattern.count {
                let byte = pattern[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "9"), UInt8(ascii: "A"):
                    position += 1
                    return code.characters[position - 1]
                case UInt8(ascii: "_"):
                    continue
                default:
                    return byte
                }
            }
            return nil
        }
    }

    /// The bytes of a code as typed, upper-cased, with each separator as one space or hyphen.
    private struct TypedBytes: IteratorProtocol, Sequence {
        let code: TypedPostalCode
        var position = 0
        var nextSeparator = 0
        var separatorDone = false

        mutating func next() -> UInt8? {
            guard position < code.characters.count else { return nil }
            if !separatorDone, nextSeparator < code.separatorCount, code.separator(nextSeparator).position == position {
                separatorDone = true
                nextSeparator += 1
                return code.separator(nextSeparator - 1).kind == .hyphen ? UInt8(ascii: "-") : UInt8(ascii: " ")
            }
            separatorDone = false
            position += 1
            return code.characters[position - 1]
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// A code's shape, in canonical form: `9` a digit, `A` a letter; a separator slot is its canonical text (a space or
/// a hyphen), or `_` for a slot whose canonical form is nothing (India's `999_999`). Part of a static string: the
/// generated table keeps a country's shapes in one (`"99999|99999-9999"`).
struct PostalCodeShape: Sendable, ExpressibleByStringLiteral {
    private let text: StaticString
    private let start: Int
    let count: Int

    init(stringLiteral text: StaticString) {
        self.init(text, start: 0, count: text.utf8CodeUnitCount)
    }

    private init(_ text: StaticString, start: Int, count: Int) {
        self.text = text
        self.start = start
        self.count = count
    }

    /// The shapes `text` lists, separated by `|`.
    static func list(_ text: StaticString) -> [PostalCodeShape] {
        var shapes: [PostalCodeShape] = []
        var start = 0
        for offset in 0...text.utf8CodeUnitCount
        where offset == text.utf8CodeUnitCount || text.utf8Start[offset] == UInt8(ascii: "|") {
            shapes.append(PostalCodeShape(text, start: start, count: offset - start))
            start = offset + 1
        }
        return shapes
    }

    subscript(offset: Int) -> UInt8 { text.utf8Start[start + offset] }

    /// Calls `body` with the shape's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: text.utf8Start + start, count: count))
    }
}
