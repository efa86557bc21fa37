import FormValidation
import Foundation

/// The email check as the seed articles do it, beside the library's rule, on the same addresses.
///
/// The speedups are measured on valid addresses, as the issue compared them (the rule at 370 ns per valid
/// address against 660 ns for a precompiled `NSRegularExpression`); the same checks on a corpus with 30% invalid
/// addresses, where the rule also builds an error for each, follow in the table.
enum SeedRegexSuite {
    /// The pattern of the seed articles (an `NSPredicate` with `SELF MATCHES`, which matches the whole string).
    static let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

    /// The four checks' costs on one corpus.
    struct Costs {
        var rule: Cost
        var nsPrecompiled: Cost
        var nsPerCall: Cost
        var swiftRegex: Cost
    }

    @MainActor
    static func run(valid: [String], mixed: [String], sampling: Sampling, report: Report) {
        let onValid = measure(valid, sampling: sampling)
        let onMixed = measure(mixed, sampling: sampling)
        let speedupPrecompiled = onValid.nsPrecompiled.nanoseconds / onValid.rule.nanoseconds
        let speedupPerCall = onValid.nsPerCall.nanoseconds / onValid.rule.nanoseconds
        let speedupSwiftRegex = onValid.swiftRegex.nanoseconds / onValid.rule.nanoseconds
        func rows(_ costs: Costs, _ corpus: String) -> [[String]] {
            func row(_ name: String, _ cost: Cost) -> [String] {
                [
                    "\(name), \(corpus)", Format.nanoseconds(cost.nanoseconds), Format.allocations(cost.allocations),
                    cost.nanoseconds == costs.rule.nanoseconds
                        ? "—" : Format.ratio(cost.nanoseconds / costs.rule.nanoseconds),
                ]
            }
            return [
                row(".email() through a RuleSet", costs.rule),
                row("NSRegularExpression, precompiled", costs.nsPrecompiled),
                row("NSRegularExpression, compiled per call", costs.nsPerCall),
                row("Swift Regex, precompiled", costs.swiftRegex),
            ]
        }
        report.section(
            "Email: the rule against the seed articles' regular expression",
            columns: ["check", "ns per address", "allocs per address", "rule is faster by"],
            rows: rows(onValid, "valid") + rows(onMixed, "30% invalid"),
            notes: [
                "Seed pattern: \(pattern), matched as a whole. \(valid.count) valid addresses; \(mixed.count) with 30% invalid."
            ])
        report.add("email_rule_ns", onValid.rule.nanoseconds, "ns")
        report.add("email_nsregex_precompiled_ns", onValid.nsPrecompiled.nanoseconds, "ns")
        report.add("email_nsregex_per_call_ns", onValid.nsPerCall.nanoseconds, "ns")
        report.add("email_swift_regex_ns", onValid.swiftRegex.nanoseconds, "ns")
        report.add("email_speedup_vs_nsregex_precompiled", speedupPrecompiled, "x")
        report.add("email_speedup_vs_nsregex_per_call", speedupPerCall, "x")
        report.add("email_speedup_vs_swift_regex", speedupSwiftRegex, "x")
        report.add("email_mixed_rule_ns", onMixed.rule.nanoseconds, "ns")
        report.add(
            "email_mixed_speedup_vs_nsregex_precompiled", onMixed.nsPrecompiled.nanoseconds / onMixed.rule.nanoseconds,
            "x")
    }

    /// The four checks on `addresses`, measured side by side (their rounds alternate).
    @MainActor
    static func measure(_ addresses: [String], sampling: Sampling) -> Costs {
        let rules = RuleSet<String>(.email(), messages: .english)
        let accepted = addresses.count { address in
            if case .valid = rules.validate(address) { return true }
            return false
        }
        let rule = Workload(label: "email rule", operations: addresses.count, expected: accepted) {
            var passed = 0
            for address in addresses {
                if case .valid = rules.validate(address) { passed += 1 }
            }
            return passed
        }

        // `SELF MATCHES` anchors both ends; NSPredicate's format strings are not available on Linux, so the same
        // anchored pattern goes straight to NSRegularExpression, which is what NSPredicate runs on Apple systems.
        let anchored = "^(?:" + pattern + ")$"
        let precompiled = try! NSRegularExpression(pattern: anchored)
        let seedAccepted = addresses.count { matches(precompiled, $0) }
        let nsPrecompiled = Workload(
            label: "NSRegularExpression, precompiled", operations: addresses.count, expected: seedAccepted
        ) {
            var passed = 0
            for address in addresses where matches(precompiled, address) { passed += 1 }
            return passed
        }

        // Compiling per call is slow: a tenth of the corpus is plenty.
        let some = Array(addresses.prefix(max(10, addresses.count / 10)))
        let someAccepted = some.count { matches(precompiled, $0) }
        let nsPerCall = Workload(
            label: "NSRegularExpression, compiled per call", operations: some.count, expected: someAccepted
        ) {
            var passed = 0
            for address in some where matches(try! NSRegularExpression(pattern: anchored), address) { passed += 1 }
            return passed
        }

        let regex = try! Regex(pattern)
        let swiftRegex = Workload(
            label: "Swift Regex, precompiled", operations: addresses.count, expected: seedAccepted
        ) {
            var passed = 0
            for address in addresses where (try? regex.wholeMatch(in: address)) != nil { passed += 1 }
            return passed
        }
        let costs = measureSideBySide([rule, nsPrecompiled, nsPerCall, swiftRegex], sampling: sampling)
        return Costs(rule: costs[0], nsPrecompiled: costs[1], nsPerCall: costs[2], swiftRegex: costs[3])
    }

    static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }
}
