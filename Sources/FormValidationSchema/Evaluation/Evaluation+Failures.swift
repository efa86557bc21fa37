import FormValidationCore

extension TextProgram.Diagnosis {
    /// How many objects and arrays deep a text's values may go for ``Evaluation/evaluateFailures(of:in:)`` to
    /// evaluate its failures alone. Evaluating them alone starts each deeper in the schemas than evaluating the
    /// whole value would, so the two must both stay within ``Evaluation/maximumDepth``: each level of a value
    /// applies at most 65 schemas one inside another where there is a text program (which follows at most 64
    /// references and subschemas from one value to the next), and 15 levels of 65 are within it.
    static let maximumDepth = 14

    /// Whether the failures can be evaluated alone (``Evaluation/evaluateFailures(of:in:)``): the text's value is
    /// an object or array that met what is asked of itself, and so is every failure that holds another, down to
    /// failures the evaluation node of which is known, in a text at most ``maximumDepth`` deep.
    var canBeEvaluatedAlone: Bool {
        guard deepest <= Self.maximumDepth, let root = failures.first, root.parent == -1, root.step == nil,
            root.isOpen
        else { return false }
        for index in failures.indices.dropFirst() {
            // Evaluated (alone, or opened) when every container around it is open.
            var parent = failures[index].parent
            var reached = true
            while parent >= 0 {
                if !failures[parent].isOpen { reached = false }
                parent = failures[parent].parent
            }
            guard reached else { continue }
            guard failures[index].step != nil, failures[index].schema >= 0 else { return false }
        }
        return true
    }
}

extension Evaluation {
    /// Evaluates the values of a JSON text that the text program found failing, each with the schema that applies
    /// to it, in the order evaluating the whole value would reach them, and no other: the objects and arrays
    /// around them met what is asked of themselves (``TextProgram/Diagnosis/Failure/isOpen``), and what the
    /// program passed has no errors. So the text is not parsed, only the values that failed, and the errors are
    /// those of evaluating the whole value (`JSONSchemaTestSuiteTests` and `fuzz-schema` compare them).
    ///
    /// The caller has made sure that the diagnosis allows it (``TextProgram/Diagnosis/canBeEvaluatedAlone``).
    ///
    /// - Returns: `false`, having evaluated part, when a failing value's text is not JSON after all: the caller
    ///   resets the evaluation and evaluates the whole value instead.
    mutating func evaluateFailures(of diagnosis: TextProgram.Diagnosis, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        // The diagnosis tells what passed inside a value evaluated whole (``cursor``, set for each).
        self.diagnosis = diagnosis
        cursor = -1
        return evaluateFailures(below: 0, of: diagnosis, in: text, at: .root)
    }

    /// Evaluates the failures that open failure `container` holds, in the order its schema applies to them.
    private mutating func evaluateFailures(
        below container: Int, of diagnosis: TextProgram.Diagnosis, in text: UnsafeBufferPointer<UInt8>,
        at path: borrowing InstancePath
    ) -> Bool {
        let failures = diagnosis.failures
        /// Whether failure `first` is evaluated before `second`: `properties` in their order, then the other
        /// members by name (as the evaluation takes them), or items by index.
        func precedes(_ first: Int, _ second: Int) -> Bool {
            let (one, other) = (failures[first], failures[second])
            if one.rank != other.rank { return one.rank < other.rank }
            guard case .member(let name)? = one.step, case .member(let otherName)? = other.step else {
                return first < second
            }
            return JSONTextWriter.precedes(name, otherName)
        }
        // The failures held are few (64 at most in all): each next one is found by a scan, without sorting them
        // into an array.
        var previous: Int?
        while true {
            var next: Int?
            for index in (container + 1)..<failures.count where failures[index].parent == container {
                if let previous, index == previous || !precedes(previous, index) { continue }
                if let found = next, !precedes(index, found) { continue }
                next = index
            }
            guard let next else { return true }
            var parent = copy path
            guard evaluateFailure(next, of: diagnosis, in: text, below: &parent) else { return false }
            previous = next
        }
    }

    /// Evaluates failure `index`, one step below the value whose path `parent` points at: what it holds if it is
    /// open, else the value itself, parsed from its text (without what it holds and passed, if it was read to its
    /// end).
    private mutating func evaluateFailure(
        _ index: Int, of diagnosis: TextProgram.Diagnosis, in text: UnsafeBufferPointer<UInt8>,
        below parent: UnsafePointer<InstancePath>
    ) -> Bool {
        let failure = diagnosis.failures[index]
        let path = InstancePath(failure.step.unsafelyUnwrapped, below: parent)
        if failure.isOpen { return evaluateFailures(below: index, of: diagnosis, in: text, at: path) }
        guard let value = Self.value(of: UnsafeBufferPointer(rebasing: text[failure.text])) else { return false }
        // An object or array read to its end that failed itself: what it holds and passed is not evaluated.
        cursor = failure.isComplete ? index : -1
        _ = evaluate(failure.schema, value, at: path)
        cursor = -1
        return true
    }

    /// The value a failure's text holds; `nil` when it is not JSON. A string is its contents, as they are: the text
    /// program read it to its end, which it does only for a string without an escape or a control character, in
    /// UTF-8 (any other leaves the whole text to the parser), so they are what the parser would make of it.
    /// Anything else is parsed.
    private static func value(of json: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        if json.count >= 2, json[0] == UInt8(ascii: "\"") {
            return .string(String(decoding: UnsafeBufferPointer(rebasing: json[1..<(json.count - 1)]), as: UTF8.self))
        }
        return try? JSONValue(json: json)
    }
}
