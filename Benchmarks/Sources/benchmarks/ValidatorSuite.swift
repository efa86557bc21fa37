import FormValidation

/// What a `FormValidator` adds to its rule set, when the state does not change.
enum ValidatorSuite {
    @MainActor
    static func run(addresses: [String], sampling: Sampling, report: Report) {
        let rules = RuleSet<String>(.email(), messages: .english)
        let ruleSetWorkload = Workload(
            label: "RuleSet(.email())", operations: addresses.count, expected: addresses.count
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let validator = FormValidator<String>(rules)
        let validatorWorkload = Workload(
            label: "FormValidator(.email())", operations: addresses.count, expected: addresses.count
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = validator.validate(address) { passed += 1 }
            }
            return passed
        }

        let emptyRules = RuleSet<String>(messages: .english)
        let emptyRuleSetWorkload = Workload(
            label: "empty RuleSet", operations: addresses.count, expected: addresses.count
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = emptyRules.validate(address) { passed += 1 }
            }
            return passed
        }
        let emptyValidator = FormValidator<String>(emptyRules)
        let emptyValidatorWorkload = Workload(
            label: "empty FormValidator", operations: addresses.count, expected: addresses.count
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = emptyValidator.validate(address) { passed += 1 }
            }
            return passed
        }

        // Side by side, so that the overhead is a difference of two figures measured under the same load.
        let costs = measureSideBySide(
            [ruleSetWorkload, validatorWorkload, emptyRuleSetWorkload, emptyValidatorWorkload], sampling: sampling)
        let (ruleSet, withValidator, emptyRuleSet, emptyValidatorCost) = (costs[0], costs[1], costs[2], costs[3])
        let overhead = withValidator.nanoseconds - ruleSet.nanoseconds
        report.section(
            "FormValidator overhead (valid addresses, state stays valid)",
            columns: ["what", "ns per validation", "allocs"],
            rows: [
                [
                    "RuleSet(.email()).validate", Format.nanoseconds(ruleSet.nanoseconds),
                    Format.allocations(ruleSet.allocations),
                ],
                [
                    "FormValidator(.email()).validate", Format.nanoseconds(withValidator.nanoseconds),
                    Format.allocations(withValidator.allocations),
                ],
                ["  overhead", Format.nanoseconds(overhead), "—"],
                [
                    "empty RuleSet<String>.validate", Format.nanoseconds(emptyRuleSet.nanoseconds),
                    Format.allocations(emptyRuleSet.allocations),
                ],
                [
                    "empty FormValidator<String>.validate", Format.nanoseconds(emptyValidatorCost.nanoseconds),
                    Format.allocations(emptyValidatorCost.allocations),
                ],
            ])
        report.add("formvalidator_overhead_ns", overhead, "ns")
        report.add("formvalidator_email_ns", withValidator.nanoseconds, "ns")
        report.add("ruleset_email_valid_ns", ruleSet.nanoseconds, "ns")
        report.add("ruleset_empty_ns", emptyRuleSet.nanoseconds, "ns")
        report.add("formvalidator_empty_ns", emptyValidatorCost.nanoseconds, "ns")
    }

    /// The invalid-to-valid ratio of the email rule through a RuleSet: the headline figure.
    @MainActor
    static func invalidToValid(valid: [String], invalid: [String], sampling: Sampling, report: Report) {
        let rules = RuleSet<String>(.email(), field: "Email", messages: .english)
        let validWorkload = Workload(label: "valid", operations: valid.count, expected: valid.count) {
            var passed = 0
            for address in valid {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let invalidWorkload = Workload(label: "invalid", operations: invalid.count, expected: 0) {
            var passed = 0
            for address in invalid {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let costs = measureSideBySide([validWorkload, invalidWorkload], sampling: sampling)
        let (validCost, invalidCost) = (costs[0], costs[1])
        let ratio = invalidCost.nanoseconds / validCost.nanoseconds
        report.section(
            "Invalid against valid: RuleSet(.email(), field: \"Email\")",
            columns: ["values", "ns per value", "allocs per value"],
            rows: [
                [
                    "valid addresses", Format.nanoseconds(validCost.nanoseconds),
                    Format.allocations(validCost.allocations),
                ],
                [
                    "invalid addresses", Format.nanoseconds(invalidCost.nanoseconds),
                    Format.allocations(invalidCost.allocations),
                ],
                ["  invalid / valid", Format.ratio(ratio), "—"],
            ])
        report.add("email_valid_ns", validCost.nanoseconds, "ns")
        report.add("email_invalid_ns", invalidCost.nanoseconds, "ns")
        report.add("invalid_to_valid_cost_ratio", ratio, "x")
    }
}
