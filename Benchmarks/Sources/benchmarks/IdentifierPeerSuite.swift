import FormValidation
import FormValidationSampling
import Foundation

/// `formcheck identifier --type br.cpf` end to end, beside python-stdnum's `is_valid` and `compact` doing the same
/// work on the same file (`Benchmarks/Peers/stdnum_identifier.py`, run by the Python of the virtual environment
/// `./scripts/benchmark` makes). Both read a million CPFs and write `valid<TAB>COMPACT` or `invalid` per line; the
/// section compares their CPU time and their answers.
enum IdentifierPeerSuite {
    /// CPFs as people type them, seeded: nine random digits and their two check digits, written with or without
    /// the dots and hyphen; one in five with a digit changed.
    static func cpfs(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x43_5046)
        return (0..<count).map { _ in
            var digits = (0..<9).map { _ in random.next(below: 10) }
            for length in 9...10 {
                let sum = (0..<length).reduce(0) { $0 + digits[$1] * (length + 1 - $1) }
                digits.append((11 - sum % 11) % 11 % 10)
            }
            if random.next(below: 5) == 0 { digits[random.next(below: 11)] = random.next(below: 10) }
            let text = digits.map(String.init).joined()
            guard random.next(below: 2) == 0 else { return text }
            let characters = Array(text)
            return String(characters[0..<3]) + "." + String(characters[3..<6]) + "." + String(characters[6..<9])
                + "-" + String(characters[9...])
        }
    }

    @MainActor
    static func run(formcheck: String, python: String?, root: URL, lines: Int, runs: Int, report: Report) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("identifier-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("cpfs.txt")
        try Data((cpfs(count: lines).joined(separator: "\n") + "\n").utf8).write(to: input)

        func measure(_ executable: String, _ arguments: [String], name: String) throws -> (Double, [Substring]) {
            try FormCheckSuite.bestOfRuns(executable, arguments, input: input, folder: folder, name: name, runs: runs)
        }

        let (ours, ourAnswers) = try measure(formcheck, ["identifier", "--type", "br.cpf"], name: "formcheck")
        guard ourAnswers.count == lines else {
            throw BenchmarkError("formcheck identifier answered \(ourAnswers.count) lines of \(lines)")
        }
        let validShare = Double(ourAnswers.count { $0.hasPrefix("valid") }) / Double(lines) * 100
        var rows = [["formcheck identifier --type br.cpf", String(format: "%.3f", ours), "", ""]]
        var notes = [
            "\(lines) CPFs, with and without their dots and hyphen, \(String(format: "%.0f", validShare))% valid; "
                + "CPU seconds: user + system time of the process, the best of \(runs) runs."
        ]
        report.add("formcheck_identifier_cpf_cpu_seconds", ours, "s")
        if let python {
            let peer = root.appendingPathComponent("Benchmarks/Peers/stdnum_identifier.py").path
            let (theirs, theirAnswers) = try measure(python, [peer, "br.cpf"], name: "stdnum")
            let agreement = FormCheckSuite.agreement(ourAnswers, theirAnswers)
            rows.append(["python-stdnum 2.2 is_valid + compact", String(format: "%.3f", theirs), "", ""])
            rows[0][2] = String(format: "%.1f×", theirs / ours)
            rows[0][3] = String(format: "%.2f%%", agreement)
            report.add("stdnum_identifier_cpf_cpu_seconds", theirs, "s")
            report.add("formcheck_identifier_cpf_speedup_over_stdnum", theirs / ours, "x")
            notes.append("Agreement: the share of lines both answer alike (verdict and compact form).")
        } else {
            notes.append(
                "python-stdnum not measured: ./scripts/benchmark makes its virtual environment when python3 and PyPI "
                    + "are there.")
        }
        report.section(
            "formcheck identifier against python-stdnum, end to end (release binary, file in, file out)",
            columns: ["program", "CPU seconds", "faster than python-stdnum", "agreement"], rows: rows, notes: notes)
    }

    /// Each identifier type through a `RuleSet`: the CPU time and the allocations per valid value, its example in
    /// compact form (which the rule accepts unchanged).
    @MainActor
    static func runTypes(sampling: Sampling, report: Report) {
        var rows: [[String]] = []
        for type in IdentifierType.allTypes {
            let rule = RuleSet<String>(.identifier(type))
            guard case .valid(let compact?) = rule.validate(type.example) else {
                fatalError("benchmarks: the example of \(type.name) is not valid")
            }
            let values = [String](repeating: compact, count: 100)
            let cost = measureCost(type.name, operations: values.count, expecting: values.count, sampling: sampling) {
                values.count { rule.validate($0).isValid }
            }
            rows.append([
                type.name, compact, String(format: "%.1f ns", cost.nanoseconds),
                String(format: "%.2f", cost.allocations),
            ])
            report.add("identifier_\(type.name)_valid_nanoseconds", cost.nanoseconds, "ns")
        }
        report.section(
            "Identifier types through a RuleSet (ns per valid value, fastest round)",
            columns: ["type", "value", "valid", "allocations"], rows: rows,
            notes: ["Each type's example in compact form, which the rule accepts unchanged."])
    }
}
