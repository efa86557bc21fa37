import FormValidation
import Foundation

/// A whole signup form validated per submit, with the rules of `Fixtures/signup.form.json`, local rules only.
enum FormSuite {
    /// One submission: a value per field, in the spec's field order.
    struct Submission {
        var values: [String]
        var password: String
    }

    @MainActor
    static func run(root: URL, emails: [String], sampling: Sampling, report: Report) throws {
        let spec = try FormSpec.load(contentsOf: root.appendingPathComponent("Fixtures/signup.form.json"))
        let password = LiveValue<String>()
        let baseURL = URL(string: "http://127.0.0.1:4567")!
        // The rules a server or an app builds from the spec; the remote rule is left out (asynchronous).
        let fields = try spec.fields.map { field in
            try field.makeRules(baseURL: baseURL, messages: .english, values: ["password": password]).rules
        }
        let submissions = makeSubmissions(count: 200, fieldNames: spec.fieldNames, emails: emails)
        let perSubmit = fields.count
        let form = measureCost(
            "signup form", operations: submissions.count, expecting: submissions.count * perSubmit, sampling: sampling
        ) {
            var passed = 0
            for submission in submissions {
                password.value = submission.password
                for (rules, value) in zip(fields, submission.values) {
                    if case .valid = rules.validate(value) { passed += 1 }
                }
            }
            return passed
        }

        // Each local rule on its own, in a rule set of its own, on the same values.
        var sum = 0.0
        var rows: [[String]] = []
        for (index, field) in spec.fields.enumerated() {
            for rule in field.rules where !rule.isAsync {
                let single = FieldSpec(name: field.name, label: field.label, isSecret: field.isSecret, rules: [rule])
                let rules = try single.makeRules(baseURL: baseURL, messages: .english, values: ["password": password])
                    .rules
                let readsPassword = rule.comparedField != nil
                let cost = measureCost(
                    "\(field.name).\(rule.name)", operations: submissions.count, expecting: submissions.count,
                    sampling: sampling
                ) {
                    var passed = 0
                    for submission in submissions {
                        if readsPassword { password.value = submission.password }
                        if case .valid = rules.validate(submission.values[index]) { passed += 1 }
                    }
                    return passed
                }
                sum += cost.nanoseconds
                rows.append(["  \(field.name): \(rule.name)", Format.nanoseconds(cost.nanoseconds)])
            }
        }
        let ratio = form.nanoseconds / sum
        report.section(
            "Signup form (Fixtures/signup.form.json), local rules, per submit of \(perSubmit) valid fields",
            columns: ["what", "ns"],
            rows: [
                ["whole form, per submit", Format.nanoseconds(form.nanoseconds)],
                ["sum of its rules' own costs", Format.nanoseconds(sum)],
                ["  form / sum", Format.ratio(ratio)],
            ] + rows,
            notes: ["Allocations per submit: \(Format.allocations(form.allocations))."])
        report.add("form_validation_ns", form.nanoseconds, "ns")
        report.add("form_sum_of_rules_ns", sum, "ns")
        report.add("form_validation_vs_sum_of_rules", ratio, "x")
        report.add("form_validation_allocations", form.allocations, "allocations")
    }

    /// Valid submissions in the spec's field order: username, email, password, confirmation, age, country.
    static func makeSubmissions(count: Int, fieldNames: [String], emails: [String]) -> [Submission] {
        precondition(fieldNames == ["username", "email", "password", "passwordConfirmation", "age", "country"],
                     "the signup spec's fields changed: update FormSuite.makeSubmissions")
        var random = SplitMix64(seed: 0xF0_4D)
        let names = ["ada", "grace_h", "alan_t", "linus", "mhamilton", "edsger_d", "barbara42", "knuth", "ritchie"]
        let words = ["Analytical", "Correct", "Hopper", "Lovelace", "Engine", "Turing", "Babbage"]
        let countries = ["NL", "DE", "US", "GB", "FR", "JP", "SE", "IT"]
        return (0..<count).map { index in
            let password = random.pick(words) + String(random.next(below: 9000) + 1000)
            return Submission(
                values: [
                    random.pick(names) + String(random.next(below: 100)), emails[index % emails.count], password, password,
                    String(random.next(below: 80) + 18), random.pick(countries),
                ],
                password: password)
        }
    }
}
