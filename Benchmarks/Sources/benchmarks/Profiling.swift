import FormValidation
import Foundation

/// Workloads to run under a profiler rather than a stopwatch: `benchmarks --profile NAME [--iterations N]` runs
/// one of them N times in ``runProfileLoop(_:iterations:)``, so that callgrind can count the instructions of
/// that loop alone (`--toggle-collect='*runProfileLoop*'`) and perf can sample it.
///
/// ```sh
/// valgrind --tool=callgrind --toggle-collect='*runProfileLoop*' \
///     Benchmarks/.build/release/benchmarks --profile email-valid --iterations 100000
/// ```
///
/// `identifier-TYPE` (`identifier-cn.ric`) validates the type's example in compact form through a `RuleSet`, as
/// the benchmark's identifier section does.
enum Profiling {
    /// Each workload: one call per iteration, with the iteration's number to pick a value of its corpus.
    @MainActor
    static func workloads() -> [String: (Int) -> Void] {
        var corpus = EmailCorpus()
        let valid = corpus.validAddresses(count: 1000)
        let invalid = corpus.invalidAddresses(count: 1000)
        let email = RuleSet<String>(.email(), messages: .english)
        let named = RuleSet<String>(.email(), field: "Email", messages: .english)
        let empty = RuleSet<String>(messages: .english)
        let validator = FormValidator<String>(email)
        let emptyValidator = FormValidator<String>(empty)
        let field = Field<String>("email", rules: [.email()])
        let form = FormModel(fields: [field])
        let seed = try! NSRegularExpression(pattern: "^(?:" + SeedRegexSuite.pattern + ")$")
        // The signup form's phone field: required only while "contact by phone" is "yes" (a condition read from
        // another field's live value).
        let contactByPhone = LiveValue("yes")
        let phoneSpec = try! FormSpec(
            json: """
                {"name": "p", "fields": [{"name": "contactByPhone"}, {"name": "phone", "rules": [
                    {"rule": "trimmingWhitespace"},
                    {"rule": "required", "when": {"field": "contactByPhone", "equals": "yes"}}]}]}
                """)
        let conditional = try! phoneSpec.fields[1].makeRules(
            messages: .english, values: ["contactByPhone": contactByPhone]
        ).rules
        let shortPasswords = ["abc", "hunter2", "pass", "Sesame1"]
        let minimumLength = RuleSet<String>(.minimumLength(8), field: "Password", messages: .english)
        // A form of 1,000 fields, as the benchmark's "Building a form" section builds it: from code, and from a spec
        // with every other field switched on by the one before it.
        let growthSpec = try! FormSpec(
            name: "growth",
            fields: (0..<1_000).map { index in
                FieldSpec(
                    name: "f\(index)", when: index % 2 == 1 ? .field("f\(index - 1)", equals: "yes") : nil,
                    rules: [.trimmingWhitespace(), .required()])
            })
        var workloads: [String: (Int) -> Void] = [
            "form-from-code": { _ in
                blackHole(
                    FormModel(
                        fields: (0..<1_000).map {
                            Field<String>("f\($0)", rules: [.trimmingWhitespace(), .required()])
                        }))
            },
            "form-from-spec": { _ in blackHole(try! FormModel(spec: growthSpec)) },
            "conditional-required": { _ in blackHole(conditional.validate("020 7946 0000")) },
            "minimum-length-valid": { _ in blackHole(minimumLength.validate("correct horse")) },
            "minimum-length-invalid": { blackHole(minimumLength.validate(shortPasswords[$0 % shortPasswords.count])) },
            "nsregex-valid": { index in
                let address = valid[index % valid.count]
                blackHole(seed.firstMatch(in: address, range: NSRange(location: 0, length: address.utf16.count)))
            },
            "email-valid": { blackHole(email.validate(valid[$0 % valid.count])) },
            // The loop the benchmark times: every address of the corpus, the result matched as a caller would.
            "email-valid-corpus": { _ in
                var passed = 0
                for address in valid {
                    if case .valid = email.validate(address) { passed += 1 }
                }
                blackHole(passed)
            },
            "email-invalid": { blackHole(named.validate(invalid[$0 % invalid.count])) },
            "ruleset-empty": { blackHole(empty.validate(valid[$0 % valid.count])) },
            "validator-email-valid": { blackHole(validator.validate(valid[$0 % valid.count])) },
            "validator-empty": { blackHole(emptyValidator.validate(valid[$0 % valid.count])) },
            "field-email-valid": {
                field.value = valid[$0 % valid.count]
                blackHole(form)
            },
        ]
        for type in IdentifierType.allTypes {
            // As the benchmark's identifier section measures it: the example in compact form through a RuleSet.
            let rule = RuleSet<String>(.identifier(type))
            guard case .valid(let compact?) = rule.validate(type.example) else { continue }
            workloads["identifier-\(type.name)"] = { _ in blackHole(rule.validate(compact)) }
        }
        return workloads
    }

    @MainActor
    static func run(_ name: String, iterations: Int) throws {
        let workloads = workloads()
        guard let workload = workloads[name] else {
            throw BenchmarkError("unknown workload \(name); one of: \(workloads.keys.sorted().joined(separator: ", "))")
        }
        workload(0)  // warm up
        runProfileLoop(workload, iterations: iterations)
    }
}

/// The loop a profiler looks at.
@inline(never)
func runProfileLoop(_ workload: (Int) -> Void, iterations: Int) {
    for iteration in 0..<iterations { workload(iteration) }
}
