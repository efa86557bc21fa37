import FormValidation

/// What one rule costs: per valid value and per invalid value through a `RuleSet`, and the allocations of a valid
/// value through a `RuleSet`, a `FormValidator` and a `Field` in a `FormModel`.
struct RuleRow {
    var valid: Cost
    /// `nil` for a rule that never fails.
    var invalid: Cost?
    var validatorAllocations: Double
    var fieldAllocations: Double

    /// How much more an invalid value costs than a valid one.
    var invalidToValid: Double? { invalid.map { $0.nanoseconds / valid.nanoseconds } }

    /// The most allocations a valid value makes through any of the three paths.
    var maximumValidAllocations: Double { max(valid.allocations, validatorAllocations, fieldAllocations) }

    @MainActor
    static func measure<Value: ValidatableValue & Equatable>(
        _ rules: RuleSet<Value>, valid: [Value], invalid: [Value], sampling: Sampling
    ) -> RuleRow {
        let name = rules.rules.first?.name ?? "rule"
        let validCost = measureRuleSet(
            "\(name), valid values", rules, valid, expecting: valid.count, sampling: sampling)
        let invalidCost =
            invalid.isEmpty
            ? nil : measureRuleSet("\(name), invalid values", rules, invalid, expecting: 0, sampling: sampling)

        let validator = FormValidator<Value>(rules)
        let validatorCost = measureCost(
            "\(name) through FormValidator", operations: valid.count, expecting: valid.count, sampling: .allocationsOnly
        ) {
            var passed = 0
            for value in valid {
                if case .valid = validator.validate(value) { passed += 1 }
            }
            return passed
        }

        let field = Field<Value>("field")
        field.attach(FormValidator<Value>(rules))
        let form = FormModel(fields: [field])
        let fieldCost = measureCost(
            "\(name) through a Field", operations: valid.count, expecting: valid.count, sampling: .allocationsOnly
        ) {
            var passed = 0
            for value in valid {
                // Setting the same value again validates nothing; validate it again then, as a dependency would.
                if field.value == value { field.revalidate() } else { field.value = value }
                if case .valid = field.state { passed += 1 }
            }
            return passed
        }
        blackHole(form)
        return RuleRow(
            valid: validCost, invalid: invalidCost, validatorAllocations: validatorCost.allocations,
            fieldAllocations: fieldCost.allocations)
    }

    @MainActor
    private static func measureRuleSet<Value>(
        _ label: String, _ rules: RuleSet<Value>, _ values: [Value], expecting expected: Int, sampling: Sampling
    ) -> Cost {
        measureCost(label, operations: values.count, expecting: expected, sampling: sampling) {
            var passed = 0
            for value in values {
                if case .valid = rules.validate(value) { passed += 1 }
            }
            return passed
        }
    }
}

extension Sampling {
    /// One short round: for figures whose time is not reported, only their allocations.
    static let allocationsOnly = Sampling(rounds: 1, roundNanoseconds: 100_000)
}
