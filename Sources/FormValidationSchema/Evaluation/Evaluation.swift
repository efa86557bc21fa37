import FormValidationCore
import Foundation

/// One validation of one value: the errors found so far, and the schema resources entered (the dynamic scope).
///
/// Sendable, for a thread to keep one from value to value (``JSONSchema/TextChecker``): what it holds besides
/// values are pointers into its program's layout, which nothing changes and the program keeps alive.
struct Evaluation: @unchecked Sendable {
    let program: SchemaProgram
    /// The program's nodes and keywords (``NodeLayout``), alive as long as ``program``: read in place, not copied.
    private let entries: UnsafePointer<NodeLayout.Entry>
    private let keywords: UnsafePointer<Unmanaged<HeldKeyword>>
    /// How errors get their messages: remembered by the schema for their catalog (``lookup``), or rendered each
    /// time (``catalog``). Only one is held, since an evaluation is made for every value validated; each is used
    /// where it is held, never copied out (a copy retains each of its fields).
    private var lookup: MessageLookup?
    private let catalog: MessageCatalog?
    /// Whether errors are wanted: `false` inside `not`, `if`, `contains` and while only a verdict is asked.
    var collecting: Bool
    private(set) var errors: [ValidationError] = []
    /// The resources entered, outermost first: where `$dynamicRef` looks for its anchor.
    private(set) var dynamicScope: [Int] = []
    /// What the keywords of the schema being applied have evaluated so far (for `unevaluated…`): each node
    /// starts with none, and gives them to its caller only when it passes.
    var annotations = Annotations()
    /// Which values of the instance's text failed the text program (``TextProgram/read(_:)``): the members
    /// and items it passed are not evaluated, having no errors to find. `nil` when nothing is known.
    var diagnosis: TextProgram.Diagnosis? {
        didSet { cursor = diagnosis?.failures.first.map { $0.parent == -1 && $0.step == nil ? 0 : -1 } ?? -1 }
    }
    /// The failure of ``diagnosis`` that the value being evaluated is; -1 when nothing is known of it.
    var cursor = -1
    /// How many schemas are being applied one inside another.
    private var depth = 0
    /// Where schemas nested past ``maximumDepth``, if they did: the value could not be checked, whatever the
    /// verdicts found around it say (a subschema cut short inside `not` would otherwise count as failing).
    private(set) var tooDeepAt: JSONPointer?

    /// How many schemas are applied one inside another at most, a value's own depth and the references applied in
    /// place together: enough for any value the parser reads (512 levels) under a recursive schema, and within an
    /// 8 MB thread stack even in a debug build with the address sanitizer (about 5.5 KB a level; 1,600 levels ran it
    /// out).
    static let maximumDepth = 1_000

    /// An evaluation of a value by `program`, its errors worded from `memory` (the messages the schema remembers for
    /// `messages`) when there is one, else rendered with `messages`.
    init(program: SchemaProgram, messages: MessageCatalog, memory: MessageMemory.Slot? = nil, collecting: Bool) {
        self.program = program
        entries = UnsafePointer(program.layout.entries.baseAddress.unsafelyUnwrapped)
        keywords = UnsafePointer(program.layout.keywords.baseAddress.unsafelyUnwrapped)
        if let memory {
            lookup = MessageLookup(memory)
            catalog = nil
        } else {
            lookup = nil
            catalog = messages
        }
        self.collecting = collecting
    }

    /// Takes out what the evaluation found (its errors, or the one error of a value that could not be checked,
    /// ``tooDeepAt``), and readies it for another value, as new but for the messages it has looked up.
    mutating func takeErrors(messages: MessageCatalog) -> [ValidationError] {
        let found: [ValidationError]
        if let path = tooDeepAt {
            found = [Self.tooDeep(at: path, messages: messages)]
        } else {
            found = errors
        }
        reset()
        return found
    }

    /// Takes back an array of errors ``takeErrors(messages:)`` gave, emptied, for the next value's errors: no array
    /// is made for them then (unless its caller keeps it). One grown past ``reusedErrorCapacity`` is let go, so that a
    /// value with thousands of errors leaves no large array behind.
    mutating func reuse(_ errors: consuming [ValidationError]) {
        guard errors.capacity <= Self.reusedErrorCapacity else { return }
        var errors = errors
        errors.removeAll(keepingCapacity: true)
        self.errors = errors
    }

    /// How many errors an array taken back (``reuse(_:)``) may have room for.
    static let reusedErrorCapacity = 64

    /// Forgets the value evaluated: its errors, what its text program found, where it went too deep.
    mutating func reset() {
        errors = []
        dynamicScope.removeAll()
        annotations = Annotations()
        diagnosis = nil
        depth = 0
        tooDeepAt = nil
        collecting = true
    }

    /// The one error of a value that could not be checked: applying the schema to it nested subschemas past
    /// ``maximumDepth``.
    private static func tooDeep(at path: JSONPointer, messages: MessageCatalog) -> ValidationError {
        var error = messages.error(
            for: RuleFailure(.schemaTooDeep, parameters: ["max": .integer(maximumDepth)]), field: memberName(path)
        ) { "" }
        error.path = path
        return error
    }

    /// The outcome of applying one schema to one value.
    struct Outcome {
        var isValid: Bool
        /// What the schema evaluated; empty when it failed.
        var annotations: Annotations
    }

    /// Applies node `index` to `instance`.
    ///
    /// One frame per schema applied, with the keywords' own: values nested as deep as the parser reads, under a
    /// recursive schema, stay within a thread's stack even in a debug build with the address sanitizer.
    mutating func evaluate(_ index: Int, _ instance: JSONValue, at path: borrowing InstancePath) -> Outcome {
        guard depth < Self.maximumDepth else {
            if tooDeepAt == nil { tooDeepAt = path.pointer() }
            return Outcome(isValid: false, annotations: Annotations())
        }
        depth += 1
        defer { depth -= 1 }
        let node = entries + index
        switch node.pointee.verdict {
        case true?:
            return Outcome(isValid: true, annotations: Annotations())
        case false?:
            report(RuleFailure(.forbidden), at: path, title: program.nodes[index].title, instance: instance)
            return Outcome(isValid: false, annotations: Annotations())
        case nil:
            // The dynamic scope and the annotations are kept only for a schema that reads them.
            let resource = node.pointee.resource
            let entered = program.resolvesDynamically && dynamicScope.last != resource
            if entered { dynamicScope.append(resource) }
            defer { if entered { dynamicScope.removeLast() } }
            let outer: Annotations? = program.tracksAnnotations ? annotations : nil
            if outer != nil { annotations = Annotations() }
            var isValid = true
            let first = node.pointee.firstKeyword
            for keyword in first..<first + node.pointee.keywordCount
            where !keywords[keyword].takeUnretainedValue().evaluate(instance, at: path, in: &self) {
                isValid = false
                // Without errors to collect, the first failure is the verdict.
                if !collecting { break }
            }
            guard let outer else { return Outcome(isValid: isValid, annotations: Annotations()) }
            let own = annotations
            annotations = outer
            return Outcome(isValid: isValid, annotations: isValid ? own : Annotations())
        }
    }

    /// Applies node `index` to the value one `step` below the one at `path`.
    mutating func evaluate(
        _ index: Int, _ instance: JSONValue, at path: borrowing InstancePath, _ step: InstancePath.Step
    ) -> Outcome {
        var parent = copy path
        return evaluate(index, instance, below: &parent, step)
    }

    /// Enters a member or an item one `step` below the value being evaluated, which the schema `properties`,
    /// `additionalProperties` or `items` gives: `nil` when the text program read it and found it passed
    /// (``diagnosis``), so that it need not be evaluated; else what to give ``leave(_:)`` after evaluating it.
    ///
    /// Not a call around the evaluation, which would add a frame to each level of a deeply nested value.
    mutating func enter(_ step: InstancePath.Step) -> Int? {
        // Known of nothing but below a value that failed (and without a diagnosis, nothing is).
        guard cursor >= 0 else { return -1 }
        let outer = cursor
        switch diagnosis.unsafelyUnwrapped.below(cursor, step) {
        case .passed: return nil
        case .failed(let failure): cursor = failure
        case .unknown: cursor = -1
        }
        return outer
    }

    /// Leaves what ``enter(_:)`` entered.
    mutating func leave(_ outer: Int) {
        cursor = outer
    }

    /// Applies node `index` to the value one `step` below the one whose path `parent` points at, which lives in
    /// the caller's frame for the call.
    private mutating func evaluate(
        _ index: Int, _ instance: JSONValue, below parent: UnsafePointer<InstancePath>, _ step: InstancePath.Step
    ) -> Outcome {
        evaluate(index, instance, at: InstancePath(step, below: parent))
    }

    /// Applies each of `nodes` to the value itself, adding the annotations of those that pass to ``annotations``.
    ///
    /// - Returns: Whether every one passes; without errors to collect, `false` at the first that fails.
    mutating func applyInPlace(
        _ nodes: some Sequence<Int>, to instance: JSONValue, at path: borrowing InstancePath
    ) -> Bool {
        var isValid = true
        for node in nodes {
            let outcome = evaluate(node, instance, at: path)
            if outcome.isValid {
                annotations.merge(outcome.annotations)
            } else {
                isValid = false
                if !collecting { return false }
            }
        }
        return isValid
    }

    /// Applies node `index` to each value, one step below `path`.
    ///
    /// - Returns: Whether every one passes; without errors to collect, `false` at the first that fails.
    mutating func applyToEach(
        _ index: Int, _ values: some Sequence<(InstancePath.Step, JSONValue)>, at path: borrowing InstancePath
    ) -> Bool {
        var isValid = true
        for (step, value) in values where !evaluate(index, value, at: path, step).isValid {
            isValid = false
            if !collecting { return false }
        }
        return isValid
    }

    /// Applies node `index` to `instance` for its verdict alone: no error is kept.
    mutating func check(_ index: Int, _ instance: JSONValue, at path: borrowing InstancePath) -> Outcome {
        let wasCollecting = collecting
        collecting = false
        defer { collecting = wasCollecting }
        return evaluate(index, instance, at: path)
    }

    /// Applies node `index` to the value one `step` below the one at `path`, for its verdict alone.
    mutating func check(
        _ index: Int, _ instance: JSONValue, at path: borrowing InstancePath, _ step: InstancePath.Step
    ) -> Outcome {
        let wasCollecting = collecting
        collecting = false
        defer { collecting = wasCollecting }
        return evaluate(index, instance, at: path, step)
    }

    /// Applies node `index` to `instance`, keeping its errors apart: what `anyOf` and `oneOf` do with each
    /// alternative.
    mutating func evaluateApart(
        _ index: Int, _ instance: JSONValue, at path: borrowing InstancePath
    ) -> (outcome: Outcome, errors: [ValidationError]) {
        let kept = errors
        errors = []
        let outcome = evaluate(index, instance, at: path)
        let found = errors
        errors = kept
        return (outcome, found)
    }

    /// Records an error at `path` (one `step` below it, if given), worded with `title` (the schema's), or the
    /// member's name, as `{field}`.
    mutating func report(
        _ failure: RuleFailure, at path: borrowing InstancePath, _ step: InstancePath.Step? = nil, title: String?,
        instance: JSONValue, details: [ValidationError] = []
    ) {
        guard collecting else { return }
        let field = title ?? path.memberName(adding: step)
        var error: ValidationError
        if lookup != nil {
            error = lookup!.error(for: failure, field: field) { instance.description }
        } else {
            error = catalog.unsafelyUnwrapped.error(for: failure, field: field) { instance.description }
        }
        error.path = path.pointer(adding: step)
        if !details.isEmpty { error.details = details }
        errors.append(error)
    }

    /// The name of the member `path` ends at; `nil` for the root or an array item.
    static func memberName(_ path: JSONPointer) -> String? {
        guard let last = path.tokens.last, InstancePath.namesAMember(last) else { return nil }
        return last
    }
}
