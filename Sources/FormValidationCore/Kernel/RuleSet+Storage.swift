extension RuleSet {
    /// What a rule set holds — its rules, what the engine knows of them, its wording and the errors rendered in
    /// advance — behind one reference.
    ///
    /// Rule sets are copied often: into a validator or a field, out of a validator's property on every keystroke
    /// (a class's stored value is copied before its method runs), into closures. With one reference, such a copy
    /// retains one object instead of each array. A storage never changes once made: adding a rule or changing the
    /// wording makes a new one, so copies share it safely across threads.
    @usableFromInline
    package final class Storage: Sendable {
        /// The rules, in the order they run; a composed rule set (``ValidationRule/all(of:)-(RuleSet<Value>)``)
        /// appears as its rules.
        @usableFromInline let rules: [ValidationRule<Value>]
        /// For each rule, in order, the errors of each of its fixed failures rendered in advance (`nil` for one whose
        /// message shows the value); empty for a rule without fixed failures. A rule that fails one of those ways
        /// costs its judgement and no more.
        @usableFromInline let presetErrors: [[[ValidationError]?]]
        /// Where the first presence rule sits, if there is one; it decides what "empty" means for this set.
        @usableFromInline let presenceIndex: Int?
        /// Where the presence rules sit, in order, for a set with conditions.
        @usableFromInline let presenceIndices: [Int]
        /// Whether whitespace-only text counts as empty: the presence rule's choice, or `true` without one.
        @usableFromInline let emptyIgnoresWhitespace: Bool
        /// Whether any rule is a correction, which runs before the checks.
        @usableFromInline let hasCorrections: Bool
        /// Whether any rule may rewrite the value (a correction, or a check that puts it in canonical form): the
        /// set then keeps a copy of the value as entered, which `{value}` shows.
        @usableFromInline let keepsEnteredValue: Bool
        /// Whether any rule has a condition (``ValidationRule/when(_:)``): such a set validates on the path that
        /// tests each rule's condition, and the first presence rule that applies decides what "empty" means.
        @usableFromInline let hasConditions: Bool
        /// The wording of the errors and the messages rendered so far (see ``ErrorRenderer``).
        @usableFromInline let renderer: ErrorRenderer

        /// A storage for `rules`, worded by `renderer`.
        ///
        /// - Parameters:
        ///   - rules: The rules; composed rule sets are spread into their rules.
        ///   - renderer: The wording.
        ///   - earlier: A storage with the same renderer whose rules start `rules`: its rendered errors are reused.
        init(_ rules: [ValidationRule<Value>], renderer: ErrorRenderer, reusing earlier: Storage? = nil) {
            var spread: [ValidationRule<Value>] = []
            for rule in rules { Self.spread(rule, into: &spread) }
            var presetErrors: [[[ValidationError]?]] = []
            var presenceIndices: [Int] = []
            for (index, rule) in spread.enumerated() {
                if rule.presence != nil { presenceIndices.append(index) }
                let reusable = earlier.map { $0.renderer === renderer && index < $0.rules.count } ?? false
                presetErrors.append(reusable ? earlier!.presetErrors[index] : renderer.presetErrors(for: rule))
            }
            self.rules = spread
            self.presetErrors = presetErrors
            self.presenceIndices = presenceIndices
            self.presenceIndex = presenceIndices.first
            self.emptyIgnoresWhitespace = presenceIndices.first.map { spread[$0].presence!.ignoresWhitespace } ?? true
            self.hasCorrections = spread.contains(where: \.isCorrection)
            self.keepsEnteredValue = spread.contains(where: \.mayRewrite)
            self.hasConditions = spread.contains { $0.condition != nil }
            self.renderer = renderer
        }

        /// The same rules worded as `change` makes of this wording, their errors rendered again.
        func rewording(_ change: (inout ErrorRenderer.Wording) -> Void) -> Storage {
            Storage(rules, renderer: renderer.changing(change))
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
