import FormValidation

/// Every built-in rule on the mixed corpus.
enum RuleSuite {
    /// Measures every case and reports the table, the figures per rule, and the largest number of allocations a
    /// valid value makes through any rule and path but the regular expression's. `leftOut` are the catalog's rules
    /// without a case.
    @MainActor
    static func run(_ cases: [RuleCase], leftOut: [String], sampling: Sampling, report: Report) {
        var rows: [[String]] = []
        var worstAllocations = 0.0
        var worstAllocationsRule = ""
        for ruleCase in cases {
            report.show("  \(ruleCase.name)…")
            let row = ruleCase.measure(sampling)
            rows.append([
                ruleCase.name, Format.nanoseconds(row.valid.nanoseconds),
                row.invalid.map { Format.nanoseconds($0.nanoseconds) } ?? "—",
                row.invalidToValid.map(Format.ratio) ?? "—",
                Format.allocations(row.valid.allocations),
                row.invalid.map { Format.allocations($0.allocations) } ?? "—",
                Format.allocations(row.validatorAllocations), Format.allocations(row.fieldAllocations),
            ])
            report.add("rule_\(ruleCase.name)_valid_ns", row.valid.nanoseconds, "ns")
            if let invalid = row.invalid { report.add("rule_\(ruleCase.name)_invalid_ns", invalid.nanoseconds, "ns") }
            report.add("rule_\(ruleCase.name)_valid_allocations", row.maximumValidAllocations, "allocations")
            // The regular expression runs in ICU through NSString, which allocates: the documented exception.
            if ruleCase.name != "regularExpression", row.maximumValidAllocations >= worstAllocations {
                worstAllocations = row.maximumValidAllocations
                worstAllocationsRule = ruleCase.name
            }
        }
        let missing = leftOut.filter { RuleCase.measuredElsewhere[$0] == nil }
        var notes = RuleCase.measuredElsewhere.sorted { $0.key < $1.key }.map { "`\($0.key)`: \($0.value)." }
        notes.append(
            "Each catalog rule as the sampler builds it from seed 13 (of 200 samples, the one that splits the mixed "
                + "corpus most evenly), on the values it accepts unchanged and those it refuses:")
        notes += cases.map { "\($0.name): \($0.example)" }
        notes.append(
            "Allocations: per valid value through a RuleSet, a FormValidator (state unchanged) and a Field in a "
                + "FormModel; per invalid value through a RuleSet. regularExpression allocates in ICU/NSString, "
                + "the documented exception.")
        if !missing.isEmpty {
            notes.append(
                "MISSING: no sample of \(missing.joined(separator: ", ")) accepts a value of the mixed corpus; add "
                    + "values it accepts to CatalogRule.corpus.")
        }
        report.section(
            "Built-in rules through a RuleSet (ns per value, fastest round)",
            columns: [
                "rule", "valid", "invalid", "invalid/valid", "allocs valid", "allocs invalid", "FormValidator",
                "Field",
            ],
            rows: rows, notes: notes)
        report.add("allocations_per_local_validation", worstAllocations, "allocations")
        report.show(
            "Most allocations per valid value (all rules but regularExpression): \(Format.allocations(worstAllocations)) (\(worstAllocationsRule))"
        )
        report.add("rules_missing_a_benchmark", Double(missing.count), "rules")
    }
}
