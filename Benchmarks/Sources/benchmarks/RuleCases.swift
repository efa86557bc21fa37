import FormValidation

/// One rule measured by the rules section: a rule of the catalog as the sampler built it (see ``CatalogRule``), or
/// the Swift-only numeric `range`.
struct RuleCase {
    /// The rule's name in the catalog (`email`), or a Swift-only rule's factory name.
    let name: String
    /// How the rule was made: its spec, with the arguments the sampler chose, or a Swift expression.
    let example: String
    /// Measures the rule through a `RuleSet`, a `FormValidator` and a `Field` in a `FormModel`.
    let measure: @MainActor (Sampling) -> RuleRow

    /// A case for a local rule: `valid` must all pass and `invalid` (possibly empty, for a rule that never
    /// fails) must all fail.
    init<Value: ValidatableValue & Equatable>(
        _ name: String, _ example: String, _ rules: RuleSet<Value>, valid: [Value], invalid: [Value]
    ) {
        self.name = name
        self.example = example
        self.measure = { sampling in RuleRow.measure(rules, valid: valid, invalid: invalid, sampling: sampling) }
    }
}

extension RuleCase {
    /// Every local rule of the catalog on the mixed corpus (the values it accepts unchanged, and those it refuses), in
    /// catalog order, then the Swift-only `range`; and the catalog's rules that have no case (see
    /// ``CatalogRule/all(corpus:seed:)``).
    @MainActor
    static func all(emails: [String]) -> (cases: [RuleCase], leftOut: [String]) {
        let (rules, leftOut) = CatalogRule.all(corpus: CatalogRule.corpus(emails: emails))
        // Valid values as they are typed once corrected: a corrected value that differs from the input is a new
        // `String`, which would be counted as the rule's allocation.
        var cases = rules.map { rule in
            RuleCase(
                rule.name, rule.spec, rule.rules, valid: rule.canonical.isEmpty ? rule.valid : rule.canonical,
                invalid: rule.invalid)
        }
        cases.append(
            RuleCase(
                "range", ".range(18...120) on Int (Swift only)", RuleSet<Int>(.range(18...120), messages: .english),
                valid: Array(18...120), invalid: Array(0..<18) + Array(121...200)))
        return (cases, leftOut)
    }

    /// Catalog rules that are measured elsewhere, and why.
    static let measuredElsewhere = ["remote": "asynchronous: see the remote section"]
}
