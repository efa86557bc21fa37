/// A regular expression simple enough to match without ICU: a sequence of ASCII characters and bracketed ASCII
/// classes, each with an optional count. Patterns such as `[a-z0-9_]+`, `[A-Z]{2}[0-9]{5}` or `v[0-9]+\.[0-9]+`
/// — most of those written for form fields — are matched by ``matches(_:)`` in one pass over the bytes, without
/// allocating and in time linear in the text whatever the pattern; everything else is left to ICU.
///
/// It takes exactly what it can match as ICU does, and refuses the rest (``init(_:)`` returns `nil`):
/// - literal characters: printable ASCII other than `\ ^ $ . | ? * + ( ) [ ] { }`, and those escaped with `\`
///   (`\.`, `\+`); not `\d`, `\w`, `\s` (ICU's match Unicode digits, letters and spaces) nor any other escape;
/// - classes `[…]` of printable ASCII characters and ranges (`[a-z0-9_-]`), but no negation `[^…]`, no nested
///   set, no escape and no set operation (`&&`, `--`);
/// - counts `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`, greedy only: a lazy or possessive count is ICU's;
/// - `^` first and `$` last, which a whole match implies; no other anchor, and no alternation, group, `.` or
///   option (case-insensitive matching has Unicode folds such as the Kelvin sign `K` for `k`).
///
/// With only ASCII in the pattern, text with any other character cannot match. The rule matches a pattern as a
/// whole, so the pattern's language decides, not how a backtracking engine walks it: the matcher follows every
/// way through the pattern at once (a Thompson automaton over at most ``maximumSteps`` steps, one bit each).
package struct ASCIIPattern: Sendable {
    /// One step of the pattern unrolled: a character class, taken once, at most once, or any number of times.
    private struct Step: Sendable {
        var characters: ASCIISet
        var isOptional: Bool
        var repeats: Bool
    }

    /// The most steps a pattern unrolls into (`[a-z]{3,20}` is 20): a state per step fits in 128 bits.
    package static let maximumSteps = 127

    private let steps: [Step]

    /// The pattern as steps, or `nil` when it uses anything beyond the simple subset, or unrolls into more than
    /// ``maximumSteps`` steps.
    package init?(_ pattern: String) {
        var bytes = Array(pattern.utf8)[...]
        // The rule matches the whole text: a `^` that opens the pattern and a `$` that ends it (not `\$`) add
        // nothing (`$` before a final line break would, but the whole match must end at the end of the text).
        if bytes.first == UInt8(ascii: "^") {
            bytes = bytes.dropFirst()
            if let next = bytes.first, Self.isCountStart(next) { return nil }
        }
        if bytes.last == UInt8(ascii: "$"),
            bytes.dropLast().reversed().prefix(while: { $0 == UInt8(ascii: "\\") }).count.isMultiple(of: 2)
        {
            bytes = bytes.dropLast()
        }
        var steps: [Step] = []
        while let byte = bytes.popFirst() {
            let characters: ASCIISet
            switch byte {
            case UInt8(ascii: "\\"):
                guard let escaped = bytes.popFirst(), Self.isPunctuation(escaped) else { return nil }
                characters = ASCIISet(low: 0, high: 0).adding(escaped)
            case UInt8(ascii: "["):
                guard let set = Self.bracketedClass(&bytes) else { return nil }
                characters = set
            default:
                guard Self.isLiteral(byte) else { return nil }
                characters = ASCIISet(low: 0, high: 0).adding(byte)
            }
            guard let (minimum, maximum) = Self.count(&bytes) else { return nil }
            for _ in 0..<minimum { steps.append(Step(characters: characters, isOptional: false, repeats: false)) }
            if let maximum {
                guard maximum - minimum <= Self.maximumSteps else { return nil }
                for _ in minimum..<maximum {
                    steps.append(Step(characters: characters, isOptional: true, repeats: false))
                }
            } else {
                steps.append(Step(characters: characters, isOptional: true, repeats: true))
            }
            guard steps.count <= Self.maximumSteps else { return nil }
        }
        self.steps = steps
    }

    /// Whether the pattern matches the whole of `text`.
    package func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var states = closure(StateSet(only: 0))
            for byte in bytes {
                guard byte < 0x80 else { return false }
                var next = StateSet()
                for index in states where index < steps.count && steps[index].characters.contains(byte) {
                    next.insert(steps[index].repeats ? index : index + 1)
                }
                states = closure(next)
                if states.isEmpty { return false }
            }
            return states.contains(steps.count)
        }
    }

    /// `states` and every state reached from them by skipping optional steps.
    private func closure(_ states: StateSet) -> StateSet {
        var states = states
        for index in steps.indices where steps[index].isOptional && states.contains(index) {
            states.insert(index + 1)
        }
        return states
    }

    /// A set of states 0–127, one bit each.
    private struct StateSet: Sequence {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init() {}

        init(only state: Int) {
            insert(state)
        }

        var isEmpty: Bool { low == 0 && high == 0 }

        func contains(_ state: Int) -> Bool {
            state < 64 ? low & (1 << UInt64(state)) != 0 : high & (1 << UInt64(state - 64)) != 0
        }

        mutating func insert(_ state: Int) {
            if state < 64 { low |= 1 << UInt64(state) } else { high |= 1 << UInt64(state - 64) }
        }

        /// The states in the set, in increasing order, read off the bits without allocating.
        struct Iterator: IteratorProtocol {
            var low: UInt64
            var high: UInt64

            mutating func next() -> Int? {
                if low != 0 {
                    defer { low &= low - 1 }
                    return low.trailingZeroBitCount
                }
                if high != 0 {
                    defer { high &= high - 1 }
                    return 64 + high.trailingZeroBitCount
                }
                return nil
            }
        }

        func makeIterator() -> Iterator { Iterator(low: low, high: high) }
    }

    /// Printable ASCII that stands for itself outside a class.
    private static func isLiteral(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && !metacharacters.contains(byte)
    }

    /// Whether `byte` starts a count: `?`, `*`, `+` or `{`.
    private static func isCountStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "{")
    }

    /// Printable ASCII other than letters, digits and space: what a `\` makes literal.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && !ASCIISet.letters.contains(byte) && !ASCIISet.digits.contains(byte)
    }

    private static let metacharacters = ASCIISet(#"\^$.|?*+()[]{}"#)

    /// Reads a class after its `[`, up to and with its `]`: printable ASCII characters and ranges, a `-` first
    /// or last standing for itself.
    private static func bracketedClass(_ bytes: inout ArraySlice<UInt8>) -> ASCIISet? {
        var set = ASCIISet(low: 0, high: 0)
        var isEmpty = true
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "]") { return isEmpty ? nil : set }
            // A negation, a nested set, an escape, or a character outside printable ASCII: ICU's.
            guard (0x20...0x7E).contains(byte), byte != UInt8(ascii: "["), byte != UInt8(ascii: "\\"),
                !(byte == UInt8(ascii: "^") && isEmpty)
            else { return nil }
            // `&&` and `--` are set operations in ICU.
            if (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "-")) && bytes.first == byte { return nil }
            if bytes.first == UInt8(ascii: "-"), let last = bytes.dropFirst().first, last != UInt8(ascii: "]") {
                guard (0x20...0x7E).contains(last), last != UInt8(ascii: "["), last != UInt8(ascii: "\\"), byte <= last
                else { return nil }
                bytes.removeFirst(2)
                for member in byte...last { set = set.adding(member) }
            } else {
                set = set.adding(byte)
            }
            isEmpty = false
        }
        return nil  // no closing `]`
    }

    /// Reads the count after an atom: `(1, 1)` when there is none, `maximum` `nil` for no limit; `nil` for a count
    /// outside the subset (lazy, possessive, or malformed).
    private static func count(_ bytes: inout ArraySlice<UInt8>) -> (minimum: Int, maximum: Int?)? {
        let count: (Int, Int?)
        switch bytes.first {
        case UInt8(ascii: "?"): count = (0, 1)
        case UInt8(ascii: "*"): count = (0, nil)
        case UInt8(ascii: "+"): count = (1, nil)
        case UInt8(ascii: "{"):
            guard let closing = bytes.firstIndex(of: UInt8(ascii: "}")) else { return nil }
            let inside = bytes[bytes.index(after: bytes.startIndex)..<closing]
            let parts = inside.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let minimum = number(parts[0]) else { return nil }
            if parts.count == 1 {
                count = (minimum, minimum)
            } else if parts[1].isEmpty {
                count = (minimum, nil)
            } else {
                guard let maximum = number(parts[1]), minimum <= maximum else { return nil }
                count = (minimum, maximum)
            }
            bytes = bytes[closing...]
        default:
            return (1, 1)
        }
        bytes.removeFirst()
        // `??`, `*+` and the like: lazy or possessive.
        if bytes.first == UInt8(ascii: "?") || bytes.first == UInt8(ascii: "+") { return nil }
        guard count.0 <= maximumSteps else { return nil }
        return count
    }

    /// A count's decimal digits, at most three of them.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...3).contains(digits.count), digits.allSatisfy(ASCIISet.digits.contains) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}

extension ASCIISet {
    /// The set with `byte` added.
    fileprivate func adding(_ byte: UInt8) -> ASCIISet {
        byte < 64
            ? ASCIISet(low: low | 1 << UInt64(byte), high: high)
            : ASCIISet(low: low, high: high | 1 << UInt64(byte - 64))
    }
}
