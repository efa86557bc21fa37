@_spi(Scanning) import FormValidationCore

/// A ``PatternAutomaton`` made deterministic for ASCII text: a table giving, for each set of states the automaton
/// can be in and each ASCII byte, the set it is in after reading it, so that a text is read one table lookup per
/// byte instead of following every state.
///
/// Built when the pattern is loaded, for an automaton without word-boundary assertions (`\b`, `\B`) whose table
/// has at most ``mostStates`` rows; text with a byte past ASCII is left to the automaton.
struct ASCIIPatternTable: Sendable {
    /// The row after each row and byte: `row * 128 + byte`; ``dead`` when no state is left.
    private let transitions: [UInt16]
    /// Whether a match was reached on entering each row: the text contains one.
    private let matches: [Bool]
    /// Whether a match is reached from each row at the end of the text (through `$`).
    private let matchesAtEnd: [Bool]
    /// The bytes after which each row is the row again: a run of them is read by testing each against the set,
    /// without a look-up in the table (the letters of `^[a-z]+$`, every byte but a digit while searching `[0-9]`).
    private let stays: [ASCIISet]

    /// No state left: the text cannot contain a match any more.
    private static let dead = UInt16.max
    /// The most rows a table may have: a pattern beyond (counted repetitions of overlapping classes) is run by the
    /// automaton alone.
    static let mostStates = 256

    /// The table of the automaton of `nodes`, `sets` and `start`; `nil` when it has a word-boundary assertion or
    /// would need more than ``mostStates`` rows.
    init?(nodes: [PatternAutomaton.Node], sets: [ScalarSet], start: Int, anchoredAtStart: Bool) {
        for node in nodes {
            if case .assertion(let kind, _) = node, kind == .wordBoundary || kind == .notWordBoundary { return nil }
        }
        var builder = Builder(nodes: nodes, sets: sets, start: start, anchoredAtStart: anchoredAtStart)
        guard builder.build() else { return nil }
        transitions = builder.transitions
        matches = builder.rows.map(\.match)
        matchesAtEnd = builder.rows.map { builder.matchesAtEnd($0) }
        stays = builder.rows.indices.map { row in
            var (low, high): (UInt64, UInt64) = (0, 0)
            for byte in 0..<128 where builder.transitions[row * 128 + byte] == UInt16(row) {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
            return ASCIISet(low: low, high: high)
        }
    }

    /// Whether the ASCII text contains a match; `nil` when it has a byte past ASCII.
    func hasMatch(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        transitions.withUnsafeBufferPointer { transitions in
            matches.withUnsafeBufferPointer { matches in
                stays.withUnsafeBufferPointer { stays in
                    var row = 0
                    if matches[row] { return true }
                    var index = 0
                    while index < text.count {
                        let byte = text[index]
                        guard byte < 0x80 else { return nil }
                        let next = transitions[row &* 128 &+ Int(byte)]
                        // No state left: whatever follows, no match.
                        guard next != Self.dead else { return false }
                        row = Int(next)
                        if matches[row] { return true }
                        index += 1
                        // The bytes that leave the row as it is (a byte past ASCII is none of them).
                        let stay = stays[row]
                        while index < text.count, stay.contains(text[index]) { index += 1 }
                    }
                    return matchesAtEnd[row]
                }
            }
        }
    }

    /// Builds the rows, breadth first from the start.
    private struct Builder {
        let nodes: [PatternAutomaton.Node]
        let sets: [ScalarSet]
        let start: Int
        let anchoredAtStart: Bool

        /// One row: the states that read a scalar or wait for the end (`$`), and whether a match was reached.
        struct Row: Hashable {
            var states: [Int]
            var match: Bool
            /// The first row, where `^` holds: kept apart from a row of the same states reached later.
            var atStart: Bool
        }

        var rows: [Row] = []
        var indexes: [Row: Int] = [:]
        var transitions: [UInt16] = []

        init(nodes: [PatternAutomaton.Node], sets: [ScalarSet], start: Int, anchoredAtStart: Bool) {
            self.nodes = nodes
            self.sets = sets
            self.start = start
            self.anchoredAtStart = anchoredAtStart
        }

        /// The states reachable from `roots` without reading, `^` holding only `atStart`, `$` kept for the end.
        func closure(_ roots: [Int], atStart: Bool) -> Row {
            var seen = Set<Int>()
            var stack = roots.reversed() as [Int]
            var states: [Int] = []
            var match = false
            while let state = stack.popLast() {
                guard seen.insert(state).inserted else { continue }
                switch nodes[state] {
                case .scalar: states.append(state)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .jump(let target): stack.append(target)
                case .assertion(.start, let target): if atStart { stack.append(target) }
                case .assertion: states.append(state)
                case .match: match = true
                }
            }
            return Row(states: states.sorted(), match: match, atStart: atStart)
        }

        /// Whether a match is reached from `row` at the end of the text, reading nothing more.
        func matchesAtEnd(_ row: Row) -> Bool {
            if row.match { return true }
            var seen = Set<Int>()
            var stack: [Int] = []
            for state in row.states {
                if case .assertion(.end, let target) = nodes[state] { stack.append(target) }
            }
            while let state = stack.popLast() {
                guard seen.insert(state).inserted else { continue }
                switch nodes[state] {
                case .scalar: continue
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .jump(let target): stack.append(target)
                case .assertion(.start, let target): if row.atStart { stack.append(target) }
                case .assertion(_, let target): stack.append(target)
                case .match: return true
                }
            }
            return false
        }

        /// The index of `row`, added if new; `nil` past ``ASCIIPatternTable/mostStates``.
        mutating func index(of row: Row) -> Int? {
            if let known = indexes[row] { return known }
            guard rows.count < ASCIIPatternTable.mostStates else { return nil }
            indexes[row] = rows.count
            rows.append(row)
            transitions += repeatElement(ASCIIPatternTable.dead, count: 128)
            return rows.count - 1
        }

        mutating func build() -> Bool {
            guard index(of: closure([start], atStart: true)) != nil else { return false }
            var next = 0
            while next < rows.count {
                let row = rows[next]
                // A row with a match needs no successors: the text contains a match.
                if !row.match {
                    for byte in 0..<128 {
                        var roots: [Int] = []
                        for state in row.states {
                            if case .scalar(let set, let target) = nodes[state], sets[set].contains(UInt32(byte)) {
                                roots.append(target)
                            }
                        }
                        // A search not anchored at the start starts again after every byte.
                        if !anchoredAtStart { roots.append(start) }
                        let successor = closure(roots, atStart: false)
                        guard !successor.states.isEmpty || successor.match else { continue }
                        guard let index = index(of: successor) else { return false }
                        transitions[next * 128 + byte] = UInt16(index)
                    }
                }
                next += 1
            }
            return true
        }
    }
}
