import FormValidation
import FormValidationSampling
import Foundation

/// A whole signup form validated per submit, with the rules of `Fixtures/signup.form.json`, local rules only.
enum FormSuite {
    /// One submission: a value per field, in the spec's field order.
    struct Submission {
        var values: [String]
        var password: String
        var country: String
        var contactByPhone: String
    }

    @MainActor
    static func run(root: URL, emails: [String], sampling: Sampling, report: Report) throws {
        let spec = try FormSpec.load(contentsOf: root.appendingPathComponent("Fixtures/signup.form.json"))
        let password = LiveValue<String>()
        let country = LiveValue<String>()
        let contactByPhone = LiveValue<String>()
        let live = ["password": password, "country": country, "contactByPhone": contactByPhone]
        // What the other fields hold while a submission's values are checked.
        @Sendable func setLiveValues(_ submission: Submission) {
            password.value = submission.password
            country.value = submission.country
            contactByPhone.value = submission.contactByPhone
        }
        let baseURL = URL(string: "http://127.0.0.1:4567")!
        // The rules a server or an app builds from the spec; the remote rule is left out (asynchronous), and so is
        // the list of other phone numbers, which holds no rules of its own.
        let scalars = spec.fields.filter { !$0.kind.isContainer }
        let fields = try scalars.map { field in
            try field.makeRules(baseURL: baseURL, messages: .english, values: live).rules
        }
        let submissions = makeSubmissions(count: 200, fieldNames: scalars.map(\.name), emails: emails)
        let perSubmit = fields.count
        let formWorkload = Workload(
            label: "signup form", operations: submissions.count, expected: submissions.count * perSubmit
        ) {
            var passed = 0
            for submission in submissions {
                setLiveValues(submission)
                for (rules, value) in zip(fields, submission.values) {
                    if case .valid = rules.validate(value) { passed += 1 }
                }
            }
            return passed
        }

        // Each local rule on its own, in a rule set of its own, on the same values; measured side by side with the
        // whole form, so that both see the same load.
        var ruleWorkloads: [Workload] = []
        for (index, field) in scalars.enumerated() {
            for rule in field.rules where !rule.isAsync {
                let single = FieldSpec(name: field.name, label: field.label, isSecret: field.isSecret, rules: [rule])
                let rules = try single.makeRules(baseURL: baseURL, messages: .english, values: live).rules
                let readsOtherField = rule.comparedField != nil || rule.condition != nil
                ruleWorkloads.append(
                    Workload(
                        label: "\(field.name): \(rule.name)", operations: submissions.count, expected: submissions.count
                    ) {
                        var passed = 0
                        for submission in submissions {
                            if readsOtherField { setLiveValues(submission) }
                            if case .valid = rules.validate(submission.values[index]) { passed += 1 }
                        }
                        return passed
                    })
            }
        }
        let costs = measureSideBySide([formWorkload] + ruleWorkloads, sampling: sampling)
        let form = costs[0]
        let sum = costs.dropFirst().reduce(0) { $0 + $1.nanoseconds }
        let rows = zip(ruleWorkloads, costs.dropFirst()).map { workload, cost in
            ["  \(workload.label)", Format.nanoseconds(cost.nanoseconds)]
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

    /// Valid submissions in the spec's field order: username, email, password, confirmation, age, date of birth,
    /// country, whether to contact by phone, phone.
    static func makeSubmissions(count: Int, fieldNames: [String], emails: [String]) -> [Submission] {
        precondition(
            fieldNames == [
                "username", "email", "password", "passwordConfirmation", "age", "dateOfBirth", "country",
                "contactByPhone", "phone",
            ],
            "the signup spec's fields changed: update FormSuite.makeSubmissions")
        var random = SplitMix64(seed: 0xF0_4D)
        let names = ["ada", "grace_h", "alan_t", "linus", "mhamilton", "edsger_d", "barbara42", "knuth", "ritchie"]
        let words = ["Analytical", "Correct", "Hopper", "Lovelace", "Engine", "Turing", "Babbage"]
        // A country and a phone number written as people there write them.
        let phones = [
            ("US", "(415) 555-0123"), ("GB", "020 7946 0000"), ("DE", "030 123456"), ("FR", "06 12 34 56 78"),
            ("JP", "03-1234-5678"), ("IT", "02 1234 5678"), ("US", "+1 212 555 0187"), ("GB", "07400 123456"),
        ]
        return (0..<count).map { index in
            let password = random.pick(words) + String(random.next(below: 9000) + 1000)
            let (country, phone) = random.pick(phones)
            let age = random.next(below: 80) + 18
            // Born on a day of 1930–1990, written as the spec's en_GB locale writes dates.
            let birth = "\(random.next(below: 28) + 1)/\(random.next(below: 12) + 1)/\(1990 - age % 60)"
            let contactByPhone = random.next(below: 2) == 0 ? "yes" : "no"
            return Submission(
                values: [
                    random.pick(names) + String(random.next(below: 100)), emails[index % emails.count], password,
                    password, String(age), birth, country, contactByPhone, phone,
                ],
                password: password, country: country, contactByPhone: contactByPhone)
        }
    }
}
