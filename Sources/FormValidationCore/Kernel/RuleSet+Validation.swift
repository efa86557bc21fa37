// The validation engine: one loop over a rule set's compiled rules, generic over whether it tests conditions. It is
// `@inlinable`, so a caller in another module gets it specialized for its value type (and for its policy), instead
// of generic code that looks up type metadata on every call; what it reads is therefore `@usableFromInline`.

/// Whether a run of the engine tests the rules' conditions: decided when the engine is specialized, so a set
/// without conditions pays nothing for them.
@usableFromInline
package protocol ConditionPolicy {
    static var testsConditions: Bool { get }
}

/// Every rule applies: the set has no conditions.
@usableFromInline
package enum IgnoringConditions: ConditionPolicy {
    @inlinable package static var testsConditions: Bool { false }
}

/// A rule applies while its condition holds; the first presence rule that applies decides what "empty" means.
@usableFromInline
package enum TestingConditions: ConditionPolicy {
    @inlinable package static var testsConditions: Bool { true }
}

/// What the corrections leave: an empty value, which only the presence rule that applies judges, or one the
/// checks judge.
@usableFromInline
package enum Emptiness {
    /// The value is empty; the presence rule at this index applies, or none does (the value is then valid).
    case empty(presenceIndex: Int?)
    /// The value is not empty.
    case filled
}

extension RuleSet {
    /// Validates a value: applies the corrections, then runs the checks on the corrected value.
    ///
    /// Idempotent for the built-in rules: when this returns `.valid(corrected)`, validating `corrected` returns
    /// `.valid(corrected)` again.
    ///
    /// - Parameter value: The value to check.
    /// - Returns: The corrected value, or every failure in rule order.
    /// - Complexity: The sum of the rules' costs. A passing value allocates nothing. A rule whose failures are
    ///   fixed when it is made (``ValidationRule/email(message:)``,
    ///   ``ValidationRule/minimumLength(_:counting:message:)``, ``ValidationRule/number(locale:message:)``, …) hands
    ///   out the errors rendered when it joined the set, so a value that fails one of them costs what a passing one
    ///   does; other failures are rendered when they happen, each message whose text depends only on the field
    ///   once per rule set.
    @inlinable @inline(__always)
    public func validate(_ value: consuming Value) -> ValidationResult<Value> {
        validate(value, in: .none)
    }

    /// ``validate(_:)-(Value)`` in the validation whose context is `context`: the rules and conditions that read
    /// other fields read them from it.
    @inlinable @inline(__always)
    package func validate(_ value: consuming Value, in context: FieldContext) -> ValidationResult<Value> {
        if storage.hasConditions { return validateTestingConditions(value, in: context) }
        if storage.keepsEnteredValue { return validateKeepingEnteredValue(value, in: context) }
        // No rule rewrites the value: the value checked is the value entered, which `{value}` shows.
        return run(value, entered: nil, IgnoringConditions.self, in: context)
    }

    /// Validates a value that may be missing; `nil` counts as empty.
    ///
    /// - Parameter value: The value to check, or `nil` when nothing was entered.
    /// - Returns: The corrected value (still `nil` for a valid missing value), or every failure in rule order.
    @inlinable
    public func validate(_ value: consuming Value?) -> ValidationResult<Value?> {
        validate(value, in: .none)
    }

    /// ``validate(_:)-(Value?)`` in the validation whose context is `context`.
    @inlinable
    package func validate(_ value: consuming Value?, in context: FieldContext) -> ValidationResult<Value?> {
        if let value = value.take() {
            // A switch rather than `map`: passing `Optional.some` as a function would allocate a closure context.
            switch validate(value, in: context) {
            case .valid(let corrected): return .valid(corrected)
            case .invalid(let errors): return .invalid(errors)
            }
        }
        var conditions = ConditionsTested()
        guard let presenceIndex = storage.applyingPresenceIndex(&conditions, in: context) else { return .valid(nil) }
        return .invalid(presenceErrors(presenceIndex, value: nil as Value?))
    }

    /// ``validate(_:)-(Value)`` for a set whose rules may rewrite the value: a copy of the value as entered is
    /// kept for `{value}` in messages.
    @inlinable
    package func validateKeepingEnteredValue(_ value: consuming Value, in context: FieldContext)
        -> ValidationResult<Value>
    {
        let entered = copy value
        return run(value, entered: entered, IgnoringConditions.self, in: context)
    }

    /// ``validate(_:)-(Value)`` for a set with conditions: a rule whose condition does not hold is skipped, and
    /// the first presence rule that applies decides what "empty" means.
    @inlinable
    package func validateTestingConditions(_ value: consuming Value, in context: FieldContext)
        -> ValidationResult<Value>
    {
        let entered = copy value
        return run(value, entered: entered, TestingConditions.self, in: context)
    }

    /// The engine: the corrections, then emptiness, then every check in rule order (until the first failure,
    /// for a set that stops there).
    ///
    /// - Parameters:
    ///   - value: The value to check.
    ///   - entered: The value as entered when the rules may rewrite it, which `{value}` shows; `nil` when it is
    ///     `value` itself.
    ///   - policy: Whether to test the rules' conditions.
    ///   - context: What the rules and conditions that read other fields read.
    @inlinable @inline(__always)
    package func run<Policy: ConditionPolicy>(
        _ value: consuming Value, entered: Value?, _ policy: Policy.Type, in context: FieldContext
    ) -> ValidationResult<Value> {
        var corrected = value
        var conditions = ConditionsTested()
        if case .empty(let presenceIndex) = correct(&corrected, &conditions, Policy.self, in: context) {
            guard let presenceIndex else { return .valid(corrected) }
            return .invalid(presenceErrors(presenceIndex, value: entered ?? corrected))
        }
        // No list until a rule fails: a passing value makes and drops none.
        var errors: [ValidationError]? = nil
        for index in storage.compiled.indices {
            let new: [ValidationError]
            switch check(index, on: &corrected, &conditions, Policy.self, in: context) {
            case nil, .passes?: continue
            case .fails(let failure)?: new = fixedErrors(index, failure, entered: entered ?? corrected)
            case .failed(let failures)?: new = self.errors(for: failures, of: index, entered: entered ?? corrected)
            }
            // The first failing rule's list is taken as it is: no copy, often no allocation (errors rendered in
            // advance). A later one's errors join it.
            if var list = errors.take() {
                add(new, to: &list)
                errors = list
            } else {
                errors = new
            }
            if failureMode == .stopAtFirstFailure { break }
        }
        guard let errors else { return .valid(corrected) }
        return .invalid(errors)
    }

    /// The engine's first step: the corrections that apply, wherever they are placed (every check then judges the
    /// final value, so that value passes again unchanged; they run on empty values too, so "   " in an optional
    /// field is stored as ""), then whether the corrected value is empty.
    ///
    /// - Returns: ``Emptiness/empty(presenceIndex:)`` with the presence rule that applies (none: the value is
    ///   valid), or ``Emptiness/filled`` when the checks are to run.
    @inlinable @inline(__always)
    package func correct<Policy: ConditionPolicy>(
        _ corrected: inout Value, _ conditions: inout ConditionsTested, _ policy: Policy.Type,
        in context: FieldContext
    ) -> Emptiness {
        if storage.hasCorrections {
            for index in storage.compiled.indices where storage.compiled[index].rule.isCorrection {
                if Policy.testsConditions && !storage.applies(index, &conditions, in: context) { continue }
                _ = UnretainedRuleBody(storage.compiled[index].rule.body).verdict(on: &corrected, in: context)
            }
        }
        let presenceIndex =
            Policy.testsConditions
            ? storage.applyingPresenceIndex(&conditions, in: context) : storage.presenceIndex
        let ignoresWhitespace =
            Policy.testsConditions
            ? storage.emptyIgnoresWhitespace(under: presenceIndex) : storage.emptyIgnoresWhitespace
        return Self.countsAsEmpty(corrected, ignoringWhitespace: ignoresWhitespace)
            ? .empty(presenceIndex: presenceIndex) : .filled
    }

    /// The engine's second step, for the rule at `index`: its verdict on the corrected value, or `nil` when it is
    /// a correction or does not apply now.
    @inlinable @inline(__always)
    package func check<Policy: ConditionPolicy>(
        _ index: Int, on corrected: inout Value, _ conditions: inout ConditionsTested, _ policy: Policy.Type,
        in context: FieldContext
    ) -> Verdict? {
        if storage.compiled[index].rule.isCorrection { return nil }
        if Policy.testsConditions && !storage.applies(index, &conditions, in: context) { return nil }
        return UnretainedRuleBody(storage.compiled[index].rule.body).verdict(on: &corrected, in: context)
    }

    /// Runs the engine as a composed rule runs the rules inside it (``ValidationRule/all(of:)-([ValidationRule<Value>])``):
    /// corrects `value` in place and appends the failures of the rules that apply, each carrying its rule's custom
    /// message, instead of rendering errors.
    ///
    /// - Parameter context: What the rules and conditions that read other fields read.
    package func collect(_ value: inout Value, into failures: inout [RuleFailure], in context: FieldContext) {
        func add(_ reported: [RuleFailure], of index: Int) {
            let customMessage = storage.compiled[index].rule.customMessage
            for var failure in reported {
                if failure.customTemplate == nil { failure.customTemplate = customMessage }
                failures.append(failure)
            }
        }
        var conditions = ConditionsTested()
        if case .empty(let presenceIndex) = correct(&value, &conditions, TestingConditions.self, in: context) {
            if let presenceIndex { add(ValidationRule<Value>.Presence.failures, of: presenceIndex) }
            return
        }
        for index in storage.compiled.indices {
            switch check(index, on: &value, &conditions, TestingConditions.self, in: context) {
            case nil, .passes?: continue
            case .fails(let failure)?: add([storage.compiled[index].rule.fixedFailures[failure]], of: index)
            case .failed(let reported)?: add(reported, of: index)
            }
        }
    }

    /// Adds a rule's errors after those of the rules before it.
    ///
    /// Every file rule (`fileType` and `maximumFileSize` on a URL) opens the file on its own, and each meets the
    /// same missing or unreadable file. That is a fact about the value, not a verdict of the rule, so the first rule
    /// to find it speaks for all: a later `fileNotFound` or `fileUnreadable` error identical to one already there is
    /// left out. (The rules could share one look at the file instead, but rules do not know of each other; leaving
    /// out the repeated error needs no such channel, costs nothing on the passing path, and keeps each rule correct
    /// when used alone.) The errors a file rule reports about the file's contents are its own and always kept.
    @inlinable
    package func add(_ new: [ValidationError], to errors: inout [ValidationError]) {
        for error in new {
            let repeatsFileProblem =
                (error.code == .fileNotFound || error.code == .fileUnreadable)
                && errors.contains { $0.code == error.code && $0.parameters == error.parameters }
            if !repeatsFileProblem { errors.append(error) }
        }
    }

    /// The errors of the rule at `index`, which judged the value to fail its fixed failure at `failure`: the list
    /// rendered when the rule joined the set, or, for a message that shows the value, one rendered now.
    ///
    /// - Parameter entered: The value as entered, which `{value}` shows.
    @inlinable
    package func fixedErrors(_ index: Int, _ failure: Int, entered: Value) -> [ValidationError] {
        if let preset = storage.compiled[index].presetErrors[failure] { return preset }
        return renderFixed(index, failure, entered: entered)
    }

    /// ``fixedErrors(_:_:entered:)`` rendered now.
    @usableFromInline
    package func renderFixed(_ index: Int, _ failure: Int, entered: Value) -> [ValidationError] {
        let rule = storage.compiled[index].rule
        return [error(for: rule.fixedFailures[failure], customMessage: rule.customMessage, value: entered)]
    }

    /// The errors of `failures`, which the rule at `index` reported.
    @inlinable
    package func errors(for failures: [RuleFailure], of index: Int, entered: Value) -> [ValidationError] {
        let customMessage = storage.compiled[index].rule.customMessage
        // One failure, the usual case, may get a list remembered from an earlier value (see ``ErrorRenderer``).
        guard failures.count == 1 else {
            return failures.map { error(for: $0, customMessage: customMessage, value: entered) }
        }
        return storage.renderer.errors(for: failures, customMessage: customMessage) { Self.describe(entered) }
    }

    /// The errors of the presence rule at `index` for an empty value: its one error, in a list remembered from an
    /// earlier empty value when there was one.
    @inlinable
    package func presenceErrors<V>(_ index: Int, value: V) -> [ValidationError] {
        if let preset = storage.compiled[index].presetErrors.first ?? nil { return preset }
        return storage.renderer.errors(
            for: ValidationRule<Value>.Presence.failures, customMessage: storage.compiled[index].rule.customMessage
        ) { Self.describe(value) }
    }

    /// Renders one failure as this set renders its own: with its field name, catalog and secrecy.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - customMessage: The reporting rule's custom message, which wins over the catalog and the default.
    ///   - value: The value, for `{value}`.
    @inlinable
    package func error<V>(for failure: RuleFailure, customMessage: String?, value: V) -> ValidationError {
        // The value is described only if the template shows it; a closure keeps that lazy, and generic code out of
        // the renderer.
        storage.renderer.error(for: failure, customMessage: customMessage) { Self.describe(value) }
    }

    /// Whether `value` counts as empty (see ``ValidatableValue``).
    ///
    /// The same as `value.countsAsEmpty(ignoringWhitespace:)`, but text that starts with a visible ASCII character
    /// — nearly every value typed — is settled here, inlined into the caller, instead of by a call: a call the
    /// compiler does not inline across the module boundary, since it goes through the protocol's requirement.
    /// `Value.self == String.self` is decided when the engine is specialized for the caller's value type, so other
    /// types pay nothing for it.
    @inlinable @inline(__always)
    package static func countsAsEmpty(_ value: borrowing Value, ignoringWhitespace: Bool) -> Bool {
        if Value.self == String.self {
            let text = unsafeBitCast(copy value, to: String.self)
            if text.isEmpty { return true }
            if !ignoringWhitespace { return false }
            // A visible ASCII character: above the space, below DEL (a control, which counts as empty).
            let startsVisibly = text.utf8.withContiguousStorageIfAvailable { (0x21..<0x7F).contains($0[0]) }
            if startsVisibly == true { return false }
        }
        return value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)
    }
}
