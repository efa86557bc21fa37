/// A country's postal-code pattern as Google's address data publishes it, compiled into a minimal automaton by
/// `scripts/world-data/postal-codes.py` (the table is `Generated/PostalCodePatterns.swift`): deciding a code reads
/// each byte once, with no regular expression and no allocation.
package final class PostalCodePattern: Sendable {
    /// The ISO 3166-1 alpha-2 code: `ZA`.
    package let country: String
    /// The country's English name as a message shows it after "of": `the United Kingdom`.
    let name: String
    /// The first example the data gives: `0083`.
    let example: String
    /// The shapes of the data's examples (`99999-9999`): how a code typed without its separators gets them back.
    let shapes: [PostalCodeShape]
    /// How a code's separators may be typed: left out, or as the examples write them.
    let separators: PostalCodeFormat.SeparatorStyle
    /// The pattern, compiled.
    private let automaton: PostalCodeAutomaton

    /// A row of the generated table: see its fields for what each is.
    init(
        _ country: String, _ name: String, _ example: String, _ shapes: StaticString, _ classes: StaticString,
        _ accepting: StaticString, _ transitions: StaticString
    ) {
        self.country = country
        self.name = name
        self.example = example
        let list = PostalCodeShape.list(shapes)
        self.shapes = list
        automaton = PostalCodeAutomaton(classes: classes, accepting: accepting, transitions: transitions)
        var separators = PostalCodeFormat.SeparatorStyle.omitted
        for shape in list {
            shape.withBytes { bytes in
                if bytes.contains(UInt8(ascii: " ")) { separators.insert(.spaces) }
                if bytes.contains(UInt8(ascii: "-")) { separators.insert(.hyphen) }
            }
        }
        self.separators = separators
    }

    /// The position in ``all`` of the country whose code is two ASCII letters in either case (`gb`, `GB`), found
    /// in a table of the pairs of letters (``LetterPair``); `nil` for any other text, and for two letters that
    /// name no country with a pattern.
    static func position(ofLetters code: String) -> Int? {
        guard let pair = LetterPair.index(of: code, foldingCase: true) else { return nil }
        let position = positions[pair]
        return position < 0 ? nil : Int(position)
    }

    /// Per pair of letters, the position of its country in ``all``, or -1.
    private static let positions = LetterPair.table(all.lazy.map(\.country))

    /// Whether the pattern matches all of `code`, a code in canonical form.
    ///
    /// - Complexity: O(*n*), without allocating.
    func accepts(_ code: some Sequence<UInt8>) -> Bool { automaton.accepts(code) }
}

/// A pattern compiled into a minimal automaton over a code in canonical form: upper-case ASCII letters, digits,
/// spaces and hyphens. Its states are numbered from 1 (the start; 0 is the dead state), its symbols grouped into
/// classes; each table is text, one character per number (`0`–`9`, `A`–`Z`, `a`–`z` for 0–61).
///
/// The tables are text of the generated files, which lives as long as the program: the automaton keeps pointers
/// into it, never writes through them, and so may be shared across threads.
struct PostalCodeAutomaton: @unchecked Sendable {
    /// Per symbol (`0`–`9`, `A`–`Z`, space, hyphen), its class.
    private let classes: UnsafeBufferPointer<UInt8>
    /// Per state, `1` when the code may end there.
    private let accepting: UnsafeBufferPointer<UInt8>
    /// Per state, per class, the next state.
    private let transitions: UnsafeBufferPointer<UInt8>
    private let classCount: Int

    init(classes: StaticString, accepting: StaticString, transitions: StaticString) {
        self.init(classes: classes.buffer, accepting: accepting.buffer, transitions: transitions.buffer)
    }

    /// The automaton of tables inside a generated text, which lives as long as the program.
    init(
        classes: UnsafeBufferPointer<UInt8>, accepting: UnsafeBufferPointer<UInt8>,
        transitions: UnsafeBufferPointer<UInt8>
    ) {
        self.classes = classes
        self.accepting = accepting
        self.transitions = transitions
        classCount = transitions.count / accepting.count
    }

    /// Whether the pattern matches all of `code`.
    ///
    /// - Complexity: O(*n*), without allocating.
    func accepts(_ code: some Sequence<UInt8>) -> Bool { run(code, stoppingAtAMatch: false) }

    /// Whether the pattern matches a start of `code` (all of it, or less), as a prefix pattern does.
    ///
    /// - Complexity: O(*n*), without allocating.
    func acceptsStart(of code: some Sequence<UInt8>) -> Bool { run(code, stoppingAtAMatch: true) }

    private func run(_ code: some Sequence<UInt8>, stoppingAtAMatch: Bool) -> Bool {
        var state = 1
        for byte in code {
            if stoppingAtAMatch && Self.number(accepting, at: state - 1) == 1 { return true }
            let symbol: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): symbol = Int(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): symbol = 10 + Int(byte &- UInt8(ascii: "A"))
            case UInt8(ascii: " "): symbol = 36
            case UInt8(ascii: "-"): symbol = 37
            default: return false
            }
            let symbolClass = Self.number(classes, at: symbol)
            state = Self.number(transitions, at: (state - 1) * classCount + symbolClass)
            if state == 0 { return false }
        }
        return Self.number(accepting, at: state - 1) == 1
    }

    /// The number the character at `offset` of a table stands for.
    private static func number(_ table: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let byte = table[offset]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 10 + Int(byte &- UInt8(ascii: "A"))
        default: return 36 + Int(byte &- UInt8(ascii: "a"))
        }
    }
}

extension StaticString {
    /// The text's UTF-8 bytes, which live as long as the program.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount) }
}
