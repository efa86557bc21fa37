import FormValidationCore

// The text program's noting mode: reading a text to its end and noting which of its values fail
// (`TextProgram.read(_:)`), for the evaluation to evaluate those alone, or to skip every other value.

extension TextProgram {
    /// What reading a JSON text to its end found (``read(_:)``).
    enum Reading {
        /// The text is JSON and its value certainly valid.
        case valid
        /// The text may not be valid: the parser and the evaluation tell. Which of its values failed, or `nil`
        /// when the text could not be read to its end (it is not JSON, or holds what the program leaves to the
        /// parser, or more failures than are noted).
        case undecided(Diagnosis?)
    }

    /// Reads a JSON text to its end, noting which of its values fail (``Diagnosis``) instead of stopping at the
    /// first, as ``accepts(_:)`` does: a valid text costs about what accepting it costs, and allocates nothing.
    func read(_ text: UnsafeBufferPointer<UInt8>) -> Reading {
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: (start: Int, count: Int).self, capacity: Reader.seenCapacity) { seen in
                withUnsafeTemporaryAllocation(of: Reader.Notes.Entry.self, capacity: Reader.Notes.capacity) {
                    entries in
                    var reader = Reader(text: text, nodes: nodes, seen: seen)
                    reader.notes = Reader.Notes(entries: entries)
                    reader.isDiagnosing = true
                    let passed = reader.value(root)
                    guard !reader.notes.spoiled, reader.skipSpace(), reader.index == text.count else {
                        return .undecided(nil)
                    }
                    if reader.notes.count > 0 {
                        // The text's own value, if an object or array noted it.
                        reader.notes.entries[0].start = 0
                        reader.notes.entries[0].end = text.count
                        reader.notes.entries[0].schema = 0
                    }
                    guard !passed else { return .valid }
                    var diagnosis = reader.notes.diagnosis(of: text)
                    diagnosis.deepest = reader.deepest
                    return .undecided(diagnosis)
                }
            }
        }
    }

    /// Which values of a JSON text failed the program, for the evaluation to skip every other: a value inside an
    /// object or array that the program read to the end is certainly valid unless it is noted here.
    ///
    /// The program's node for a member or an item is the one the evaluation applies to it (`properties`,
    /// `additionalProperties`, `items`: the program covers no other keyword that applies a schema to one), so
    /// a value that passed the one passes the other, and its errors are none.
    struct Diagnosis: Sendable {
        /// One value that failed, in the order the text holds them, each container before what it holds.
        struct Failure: Sendable {
            /// The failure of the object or array that holds it; -1 for the text's value itself.
            var parent: Int
            var step: InstancePath.Step?
            /// Whether it is an object or array read to the end, so that what it holds and is not noted passed.
            var isComplete: Bool
            /// Whether it is an object or array read to the end that met what the program asks of itself (its
            /// type, `required`, its bounds): only what it holds and is noted can have errors.
            var isOpen: Bool
            /// Its text.
            var text: Range<Int>
            /// The evaluation node applied to it; -1 when none is known.
            var schema: Int
            /// When the evaluation applies its schema, among the failures of the same object or array: an item's
            /// index, a member's place in `properties`, or ``otherRank`` for a member that `properties` does not
            /// name (those come last, in the order of their names).
            var rank: Int

            static let otherRank = Int.max
        }

        var failures: [Failure]
        /// How many objects and arrays deep the text's values go.
        var deepest = 0

        /// The failure of the value one `step` below the value of failure `parent`: `.passed` when that value
        /// certainly passes, `.unknown` when nothing is known of it.
        func below(_ parent: Int, _ step: InstancePath.Step) -> Position {
            guard parent >= 0, failures[parent].isComplete else { return .unknown }
            for index in (parent + 1)..<failures.count where failures[index].parent == parent {
                switch (failures[index].step, step) {
                case (.member(let name)?, .member(let other)) where name.hasSameCodePoints(as: other):
                    return .failed(index)
                case (.item(let number)?, .item(let other)) where number == other: return .failed(index)
                default: continue
                }
            }
            return .passed
        }

        /// What is known of a value.
        enum Position {
            case passed
            case failed(Int)
            case unknown
        }
    }
}

extension TextProgram.Reader {
    /// The failures noted while diagnosing, in a buffer of the reading's (nothing is allocated while none is
    /// found), their steps as byte ranges of the text until the end.
    struct Notes {
        enum Step {
            case member(start: Int, end: Int)
            case item(Int)
        }

        /// One value that failed (``TextProgram/Diagnosis/Failure``), its step as bytes of the text.
        struct Entry {
            var parent: Int
            var step: Step?
            var isComplete = false
            /// Whether an object or array met what the program asks of itself (its type, `required`, its
            /// bounds), so that what it holds made it fail.
            var itselfPassed = false
            /// Where its text ends, once read; its schema and rank (``TextProgram/Diagnosis/Failure``).
            var start = 0
            var end = 0
            var schema = -1
            var rank = 0

            init(parent: Int, step: Step?, start: Int) {
                (self.parent, self.step, self.start) = (parent, step, start)
            }
        }

        /// How many failures are noted at most, each object or array that holds one among them; past it, the
        /// notes say nothing.
        static let capacity = 64

        let entries: UnsafeMutableBufferPointer<Entry>
        var count = 0
        /// The failure of the object or array being read; -1 outside any.
        var current = -1
        /// The step to the value being read from the object or array around it.
        var step: Step?
        /// Whether something could not be read to its end, or more was noted than there is room for: the notes
        /// then say nothing.
        var spoiled = false

        init(entries: UnsafeMutableBufferPointer<Entry>) { self.entries = entries }

        mutating func append(_ entry: Entry) {
            guard count < entries.count else {
                spoiled = true
                return
            }
            entries[count] = entry
            count += 1
        }

        func diagnosis(of text: UnsafeBufferPointer<UInt8>) -> TextProgram.Diagnosis {
            TextProgram.Diagnosis(
                failures: entries[..<count].map { failure in
                    let step: InstancePath.Step? =
                        switch failure.step {
                        case .member(let start, let end)?:
                            .member(
                                String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self))
                        case .item(let index)?: .item(index)
                        case nil: nil
                        }
                    return TextProgram.Diagnosis.Failure(
                        parent: failure.parent, step: step, isComplete: failure.isComplete,
                        isOpen: failure.isComplete && failure.itselfPassed, text: failure.start..<failure.end,
                        schema: failure.schema, rank: failure.rank)
                })
        }
    }

    /// Reads the value of a member or an item by `node` while diagnosing (``isDiagnosing``): a value that
    /// fails is noted, with the evaluation node `schema` that applies to it and its `rank` among its siblings,
    /// and read again as any JSON, to go on after it. `false` when it fails.
    mutating func diagnosedValue(_ node: Int, _ step: Notes.Step, schema: Int, rank: Int) -> Bool {
        // The value's text begins at the value, after the whitespace before it.
        _ = skipSpace()
        let (start, savedDepth, savedSeen) = (index, depth, seenCount)
        let (before, current) = (notes.count, notes.current)
        notes.step = step
        if value(node) { return true }
        guard !notes.spoiled else { return false }
        // An object or array that stopped short is current no more.
        notes.current = current
        // An object or an array noted itself when it began (and stays noted, as failing); TextProgram.anything else is
        // noted now.
        if notes.count == before || notes.entries[before].parent != current {
            notes.count = before
            notes.append(Notes.Entry(parent: current, step: step, start: start))
        }
        (index, depth, seenCount) = (start, savedDepth, savedSeen)
        isDiagnosing = false
        let isJSON = value(TextProgram.anything)
        isDiagnosing = true
        if !isJSON { notes.spoiled = true }
        guard !notes.spoiled else { return false }
        notes.entries[before].start = start
        notes.entries[before].end = index
        notes.entries[before].schema = schema
        notes.entries[before].rank = rank
        return false
    }

    /// Notes an object or array beginning while diagnosing: its failure, until it passes. What was current
    /// before it, to be restored when it ends (``endContainer(_:outer:passed:)``).
    mutating func beginContainer() -> (me: Int, outer: Int) {
        guard isDiagnosing else { return (-1, -1) }
        let outer = notes.current
        notes.append(Notes.Entry(parent: outer, step: notes.step, start: index))
        notes.current = notes.count - 1
        return (notes.current, outer)
    }

    /// Notes an object or array read to its end: one that passed is no failure, with all it holds; of one
    /// that failed, whether it met what is asked of itself (`itselfPassed`).
    mutating func endContainer(_ me: Int, outer: Int, passed: Bool, itselfPassed: Bool) {
        guard isDiagnosing, !notes.spoiled else { return }
        notes.current = outer
        if passed {
            notes.count = me
        } else {
            notes.entries[me].isComplete = true
            notes.entries[me].itselfPassed = itselfPassed
        }
    }
}
