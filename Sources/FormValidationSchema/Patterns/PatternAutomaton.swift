/// An ECMA-262 pattern compiled into a Thompson automaton, run by following every path at once: whether a text
/// contains a match is known in one pass over its scalars, in time linear in the text times the automaton's size,
/// whatever the pattern. `^(a|b)*$` on 300,000 `a`s and `^(?:(a+)+b|a+!)$` on 27 characters answer at once, where
/// a backtracking engine runs out of stack or takes seconds.
///
/// It takes every pattern without a lookaround or a backreference (``ECMAPattern/needsICU``) and at most
/// ``largestSize`` states (repetition counts are unrolled).
struct PatternAutomaton: Sendable {
    /// One state.
    enum Node: Sendable {
        /// Reads a scalar of `sets[set]`, then goes to `next`.
        case scalar(set: Int, next: Int)
        /// Goes to both.
        case split(Int, Int)
        /// Goes to `next` without reading.
        case jump(Int)
        /// Goes to `next` when the assertion holds here.
        case assertion(ECMAPattern.Assertion, next: Int)
        /// A match.
        case match
    }

    /// The most states an automaton may have: `[a-z]{1,100}` has about 200; a pattern beyond is left to ICU.
    static let largestSize = 20_000

    private var nodes: [Node] = []
    private var sets: [ScalarSet] = []
    private var start = 0
    /// Whether every match starts at the start of the text.
    private var anchoredAtStart = false
    /// The automaton made deterministic for ASCII text, when it can be.
    private var table: ASCIIPatternTable?

    /// The automaton of `pattern`, or `nil` for one with a lookaround or a backreference, or too large.
    init?(_ pattern: ECMAPattern) {
        guard !pattern.needsICU else { return nil }
        guard let fragment = compile(pattern) else { return nil }
        let match = add(.match)
        patch(fragment.holes, to: match)
        start = fragment.start
        anchoredAtStart = pattern.isAnchoredAtStart
        guard nodes.count <= Self.largestSize else { return nil }
        table = ASCIIPatternTable(nodes: nodes, sets: sets, start: start, anchoredAtStart: anchoredAtStart)
    }

    // MARK: Compiling

    /// Where a compiled part starts, and the `next` fields still to point at what follows it.
    private struct Fragment {
        var start: Int
        var holes: [Hole]
    }

    /// A `next` field to fill: of node `node`, the first or (for a split) the second.
    private struct Hole {
        var node: Int
        var second: Bool
    }

    private mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func patch(_ holes: [Hole], to target: Int) {
        for hole in holes {
            switch nodes[hole.node] {
            case .scalar(let set, _): nodes[hole.node] = .scalar(set: set, next: target)
            case .split(let first, let second):
                nodes[hole.node] = hole.second ? .split(first, target) : .split(target, second)
            case .jump: nodes[hole.node] = .jump(target)
            case .assertion(let kind, _): nodes[hole.node] = .assertion(kind, next: target)
            case .match: break
            }
        }
    }

    private mutating func setIndex(_ set: ScalarSet) -> Int {
        if let index = sets.firstIndex(of: set) { return index }
        sets.append(set)
        return sets.count - 1
    }

    /// The fragment of `pattern`; `nil` when it grows past ``largestSize``.
    private mutating func compile(_ pattern: ECMAPattern) -> Fragment? {
        guard nodes.count <= Self.largestSize else { return nil }
        switch pattern {
        case .empty:
            let node = add(.jump(-1))
            return Fragment(start: node, holes: [Hole(node: node, second: false)])
        case .scalar(let set):
            let node = add(.scalar(set: setIndex(set), next: -1))
            return Fragment(start: node, holes: [Hole(node: node, second: false)])
        case .assertion(let kind):
            let node = add(.assertion(kind, next: -1))
            return Fragment(start: node, holes: [Hole(node: node, second: false)])
        case .group(let body, _, _):
            return compile(body)
        case .sequence(let parts):
            return sequence(parts)
        case .alternation(let alternatives):
            guard var last = compile(alternatives[alternatives.count - 1]) else { return nil }
            for alternative in alternatives.dropLast().reversed() {
                guard let fragment = compile(alternative) else { return nil }
                let split = add(.split(fragment.start, last.start))
                last = Fragment(start: split, holes: fragment.holes + last.holes)
            }
            return last
        case .repetition(let body, let minimum, let maximum, _):
            return repetition(body, minimum: minimum, maximum: maximum)
        case .look, .backreference:
            return nil
        }
    }

    private mutating func sequence(_ parts: [ECMAPattern]) -> Fragment? {
        guard let first = parts.first else { return compile(.empty) }
        guard var fragment = compile(first) else { return nil }
        for part in parts.dropFirst() {
            guard let next = compile(part) else { return nil }
            patch(fragment.holes, to: next.start)
            fragment.holes = next.holes
        }
        return fragment
    }

    /// `body` from `minimum` to `maximum` times: the required copies one after another, then a loop (no maximum) or
    /// the optional copies, each of which may be skipped to the end.
    private mutating func repetition(_ body: ECMAPattern, minimum: Int, maximum: Int?) -> Fragment? {
        if let maximum, maximum == minimum { return sequence(Array(repeating: body, count: minimum)) }
        // What follows the required copies.
        let tail: Fragment
        if let maximum {
            var firstSplit: Int?
            var holes: [Hole] = []
            var skips: [Hole] = []
            for _ in minimum..<maximum {
                guard let copy = compile(body) else { return nil }
                let split = add(.split(copy.start, -1))
                skips.append(Hole(node: split, second: true))
                if firstSplit == nil { firstSplit = split } else { patch(holes, to: split) }
                holes = copy.holes
            }
            guard let firstSplit else { return nil }
            tail = Fragment(start: firstSplit, holes: holes + skips)
        } else {
            guard let loop = compile(body) else { return nil }
            let split = add(.split(loop.start, -1))
            patch(loop.holes, to: split)
            tail = Fragment(start: split, holes: [Hole(node: split, second: true)])
        }
        guard minimum > 0 else { return tail }
        guard var required = sequence(Array(repeating: body, count: minimum)) else { return nil }
        patch(required.holes, to: tail.start)
        required.holes = tail.holes
        return required
    }

    // MARK: Matching

    /// Whether `text` contains a match of the pattern.
    ///
    /// - Complexity: O(*n* × *m*) for *n* scalars of text and *m* states.
    func hasMatch(in text: String) -> Bool {
        if table != nil, let found = text.utf8.withContiguousStorageIfAvailable({ hasMatch(utf8: $0) }), let found {
            return found
        }
        return hasMatchFollowingEveryState(in: text)
    }

    /// Whether `text` contains a match, found by following every state, without the table: what the table is
    /// checked against.
    func hasMatchFollowingEveryState(in text: String) -> Bool {
        let count = nodes.count
        // Two lists of states, and a stack for closures: a state is pushed once per edge into it at most, and a
        // state has at most two edges out.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 5 * count + 1) { buffer in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { marks in
                marks.initialize(repeating: 0)
                var search = Search(
                    nodes: nodes, sets: sets, current: UnsafeMutableBufferPointer(rebasing: buffer[..<count]),
                    next: UnsafeMutableBufferPointer(rebasing: buffer[count..<(2 * count)]),
                    stack: UnsafeMutableBufferPointer(rebasing: buffer[(2 * count)...]), marks: marks)
                return search.run(text, start: start, anchoredAtStart: anchoredAtStart)
            }
        }
    }

    /// Whether ASCII text, as UTF-8, contains a match, read by the table; `nil` when the text has a byte past
    /// ASCII or the pattern has no table.
    func hasMatch(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool? {
        table?.hasMatch(text)
    }

    /// One run: the states reached at the current position and at the next, and a mark per state of the last
    /// list it was added to.
    private struct Search {
        let nodes: [Node]
        let sets: [ScalarSet]
        var current: UnsafeMutableBufferPointer<Int32>
        var next: UnsafeMutableBufferPointer<Int32>
        var currentCount = 0
        var nextCount = 0
        let marks: UnsafeMutableBufferPointer<UInt32>
        var generation: UInt32 = 1
        /// The states still to visit in a closure.
        let stack: UnsafeMutableBufferPointer<Int32>
        var stackCount = 0

        init(
            nodes: [Node], sets: [ScalarSet], current: UnsafeMutableBufferPointer<Int32>,
            next: UnsafeMutableBufferPointer<Int32>, stack: UnsafeMutableBufferPointer<Int32>,
            marks: UnsafeMutableBufferPointer<UInt32>
        ) {
            self.nodes = nodes
            self.sets = sets
            self.current = current
            self.next = next
            self.stack = stack
            self.marks = marks
        }

        @inline(__always)
        private mutating func push(_ state: Int) {
            stack[stackCount] = Int32(state)
            stackCount += 1
        }

        mutating func run(_ text: String, start: Int, anchoredAtStart: Bool) -> Bool {
            var scalars = text.unicodeScalars.makeIterator()
            var previous: UInt32?
            var upcoming = scalars.next()?.value
            var atStart = true
            while true {
                if atStart || !anchoredAtStart {
                    if addClosure(start, toNext: false, previous: previous, following: upcoming) { return true }
                }
                guard let scalar = upcoming else { return false }
                let following = scalars.next()?.value
                generation &+= 1
                nextCount = 0
                for position in 0..<currentCount {
                    guard case .scalar(let set, let target) = nodes[Int(current[position])],
                        sets[set].contains(scalar)
                    else { continue }
                    if addClosure(target, toNext: true, previous: scalar, following: following) { return true }
                }
                (current, next) = (next, current)
                currentCount = nextCount
                previous = scalar
                upcoming = following
                atStart = false
                if currentCount == 0 && anchoredAtStart { return false }
            }
        }

        /// Adds the states reachable from `state` without reading to the current list (or the next), the
        /// assertions judged between `previous` and `following`; `true` when a match is reached.
        private mutating func addClosure(_ state: Int, toNext: Bool, previous: UInt32?, following: UInt32?) -> Bool {
            push(state)
            while stackCount > 0 {
                stackCount -= 1
                let node = Int(stack[stackCount])
                guard marks[node] != generation else { continue }
                marks[node] = generation
                switch nodes[node] {
                case .scalar:
                    if toNext {
                        next[nextCount] = Int32(node)
                        nextCount += 1
                    } else {
                        current[currentCount] = Int32(node)
                        currentCount += 1
                    }
                case .split(let first, let second):
                    push(second)
                    push(first)
                case .jump(let target):
                    push(target)
                case .assertion(let kind, let target):
                    if Self.holds(kind, previous: previous, following: following) { push(target) }
                case .match:
                    stackCount = 0
                    return true
                }
            }
            return false
        }

        private static func holds(_ assertion: ECMAPattern.Assertion, previous: UInt32?, following: UInt32?) -> Bool {
            switch assertion {
            case .start: return previous == nil
            case .end: return following == nil
            case .wordBoundary, .notWordBoundary:
                let before = previous.map(ScalarSet.word.contains) ?? false
                let after = following.map(ScalarSet.word.contains) ?? false
                return (before != after) == (assertion == .wordBoundary)
            }
        }
    }
}
