import FormValidation

/// What a `FormValidator` adds to its rule set, when the state does not change.
enum ValidatorSuite {
    @MainActor
    static func run(addresses: [String], sampling: Sampling, report: Report) {
        let rules = RuleSet<String>(.email(), messages: .english)
        let ruleSet = measureCost("RuleSet(.email())", operations: addresses.count, expecting: addresses.count, sampling: sampling) {
            var passed = 0
            for address in addresses {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let validator = FormValidator<String>(rules)
        let withValidator = measureCost(
            "FormValidator(.email())", operations: addresses.count, expecting: addresses.count, sampling: sampling
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = validator.validate(address) { passed += 1 }
            }
            return passed
        }

        let emptyRules = RuleSet<String>(messages: .english)
        let emptyRuleSet = measureCost("empty RuleSet", operations: addresses.count, expecting: addresses.count, sampling: sampling) {
            var passed = 0
            for address in addresses {
                if case .valid = emptyRules.validate(address) { passed += 1 }
            }
            return passed
        }
        let emptyValidator = FormValidator<String>(emptyRules)
        let emptyValidatorCost = measureCost(
            "empty FormValidator", operations: addresses.count, expecting: addresses.count, sampling: sampling
        ) {
            var passed = 0
            for address in addresses {
                if case .valid = emptyValidator.validate(address) { passed += 1 }
            }
            return passed
        }

        let overhead = withValidator.nanoseconds - ruleSet.nanoseconds
        report.section(
            "FormValidator overhead (valid addresses, state stays valid)",
            columns: ["what", "ns per validation", "allocs"],
            rows: [
                ["RuleSet(.email()).validate", Format.nanoseconds(ruleSet.nanoseconds), Format.allocations(ruleSet.allocations)],
                ["FormValidator(.email()).validate", Format.nanoseconds(withValidator.nanoseconds),
                 Format.allocations(withValidator.allocations)],
                ["  overhead", Format.nanoseconds(overhead), "—"],
                ["empty RuleSet<String>.validate", Format.nanoseconds(emptyRuleSet.nanoseconds),
                 Format.allocations(emptyRuleSet.allocations)],
                ["empty FormValidator<String>.validate", Format.nanoseconds(emptyValidatorCost.nanoseconds),
                 Format.allocations(emptyValidatorCost.allocations)],
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
        let validCost = measureCost("valid", operations: valid.count, expecting: valid.count, sampling: sampling) {
            var passed = 0
            for address in valid {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let invalidCost = measureCost("invalid", operations: invalid.count, expecting: 0, sampling: sampling) {
            var passed = 0
            for address in invalid {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }
        let ratio = invalidCost.nanoseconds / validCost.nanoseconds
        report.section(
            "Invalid against valid: RuleSet(.email(), field: \"Email\")",
            columns: ["values", "ns per value", "allocs per value"],
            rows: [
                ["valid addresses", Format.nanoseconds(validCost.nanoseconds), Format.allocations(validCost.allocations)],
                ["invalid addresses", Format.nanoseconds(invalidCost.nanoseconds),
                 Format.allocations(invalidCost.allocations)],
                ["  invalid / valid", Format.ratio(ratio), "—"],
            ])
        report.add("email_valid_ns", validCost.nanoseconds, "ns")
        report.add("email_invalid_ns", invalidCost.nanoseconds, "ns")
        report.add("invalid_to_valid_cost_ratio", ratio, "x")
    }
}
