extension RuleSet {
    /// What a rule set holds — its rules compiled, what the engine knows of them, and its wording — behind one
    /// reference.
    ///
    /// Rule sets are copied often: into a validator or a field, out of a validator's property on every keystroke
    /// (a class's stored value is copied before its method runs), into closures. With one reference, such a copy
    /// retains one object instead of each array. A storage never changes once made: adding a rule or changing the
    /// wording makes a new one, so copies share it safely across threads.
    @usableFromInline
    package final class Storage: Sendable {
        /// A rule as the set runs it: the rule, and the errors of its fixed failures rendered when it joined.
        @usableFromInline
        package struct CompiledRule: Sendable {
            @usableFromInline package let rule: ValidationRule<Value>
            /// For each of the rule's fixed failures, its errors rendered in advance (`nil` for one whose message
            /// shows the value); empty for a rule with a check. A rule that fails one of those ways costs its
            /// judgement and no more.
            @usableFromInline package let presetErrors: [[ValidationError]?]
        }

        /// The rules, in the order they run; a composed rule set (``ValidationRule/all(of:)-(RuleSet<Value>)``)
        /// appears as its rules.
        @usableFromInline package let compiled: [CompiledRule]
        /// Where the first presence rule sits, if there is one; it decides what "empty" means for this set.
        @usableFromInline package let presenceIndex: Int?
        /// Where the presence rules sit, in order, for a set with conditions.
        @usableFromInline package let presenceIndices: [Int]
        /// Whether whitespace-only text counts as empty: the presence rule's choice, or `true` without one.
        @usableFromInline package let emptyIgnoresWhitespace: Bool
        /// Whether any rule is a correction, which runs before the checks.
        @usableFromInline package let hasCorrections: Bool
        /// Whether any rule may rewrite the value (a correction, or a check that puts it in canonical form): the
        /// set then keeps a copy of the value as entered, which `{value}` shows.
        @usableFromInline package let keepsEnteredValue: Bool
        /// Whether any rule has a condition (``ValidationRule/when(_:)``): such a set tests each rule's condition,
        /// and the first presence rule that applies decides what "empty" means.
        @usableFromInline package let hasConditions: Bool
        /// The wording of the errors and the messages rendered so far (see ``ErrorRenderer``).
        @usableFromInline package let renderer: ErrorRenderer

        /// A storage for `rules`, worded by `renderer`.
        ///
        /// - Parameters:
        ///   - rules: The rules; composed rule sets are spread into their rules.
        ///   - renderer: The wording.
        ///   - earlier: A storage with the same renderer whose rules start `rules`: its rendered errors are reused.
        package init(_ rules: [ValidationRule<Value>], renderer: ErrorRenderer, reusing earlier: Storage? = nil) {
            var spread: [ValidationRule<Value>] = []
            for rule in rules { Self.spread(rule, into: &spread) }
            var compiled: [CompiledRule] = []
            var presenceIndices: [Int] = []
            var emptyIgnoresWhitespace = true
            for (index, rule) in spread.enumerated() {
                if let presence = rule.presence {
                    if presenceIndices.isEmpty { emptyIgnoresWhitespace = presence.ignoresWhitespace }
                    presenceIndices.append(index)
                }
                let reusable = earlier.map { $0.renderer === renderer && index < $0.compiled.count } ?? false
                let presets = reusable ? earlier!.compiled[index].presetErrors : renderer.presetErrors(for: rule)
                compiled.append(CompiledRule(rule: rule, presetErrors: presets))
            }
            self.compiled = compiled
            self.presenceIndices = presenceIndices
            self.presenceIndex = presenceIndices.first
            self.emptyIgnoresWhitespace = emptyIgnoresWhitespace
            self.hasCorrections = spread.contains { $0.isCorrection }
            self.keepsEnteredValue = spread.contains { $0.mayRewrite }
            self.hasConditions = spread.contains { $0.condition != nil }
            self.renderer = renderer
        }

        /// The rules, in the order they run.
        package var rules: [ValidationRule<Value>] { compiled.map { $0.rule } }

        /// The same rules worded as `change` makes of this wording, their errors rendered again.
        package func rewording(_ change: (inout ErrorRenderer.Wording) -> Void) -> Storage {
            Storage(rules, renderer: renderer.changing(change))
        }

        /// Whether the rule at `index` applies now, in the validation whose context is `context`: it has no
        /// condition, or its condition holds (tested at most once per validation, in `conditions`).
        @inlinable @inline(__always)
        package func applies(_ index: Int, _ conditions: inout ConditionsTested, in context: FieldContext) -> Bool {
            // The condition read in place: reading it from a copy of the rule would copy the whole rule first.
            guard compiled[index].rule.condition != nil else { return true }
            if let known = conditions.result(for: index) { return known }
            let holds = compiled[index].rule.condition?.holds(in: context) ?? true
            conditions.record(holds, for: index)
            return holds
        }

        /// The presence rule that applies now: the first whose condition holds, or `nil` when none does.
        @inlinable @inline(__always)
        package func applyingPresenceIndex(_ conditions: inout ConditionsTested, in context: FieldContext) -> Int? {
            guard hasConditions else { return presenceIndex }
            for index in presenceIndices where applies(index, &conditions, in: context) { return index }
            return nil
        }

        /// Whether whitespace-only text counts as empty under the presence rule at `presenceIndex`: its choice,
        /// or `true` without one.
        @inlinable @inline(__always)
        package func emptyIgnoresWhitespace(under presenceIndex: Int?) -> Bool {
            guard let presenceIndex else { return true }
            return compiled[presenceIndex].rule.presence?.ignoresWhitespace ?? true
        }

        /// Appends `rule`, or the rules of a composed rule set in its place, each under the composed rule's
        /// condition as well as its own.
        private static func spread(_ rule: ValidationRule<Value>, into rules: inout [ValidationRule<Value>]) {
            guard let children = rule.children else {
                rules.append(rule)
                return
            }
            for child in children {
                var child = child
                if let condition = rule.condition { child.condition = condition.and(child.condition) }
                spread(child, into: &rules)
            }
        }
    }
}
