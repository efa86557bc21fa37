import FormValidation
import FormValidationSampling
import Foundation

/// `formcheck phone --country US` end to end, beside Google's libphonenumber (C++) doing the same work on the same
/// file: `Benchmarks/Peers/libphonenumber-phone.cpp`, which `./scripts/benchmark` builds when Debian's
/// `libphonenumber-dev` is installed. Both read a million numbers typed as people type US numbers, and write
/// `valid<TAB>E.164` or `invalid` per line; the section compares their CPU time and their answers.
enum PhonePeerSuite {
    /// US numbers as people type them, seeded: area code and exchange anywhere from 200 to 999 (so many do not
    /// exist), in the usual notations, some with a digit missing or one too many.
    static func numbers(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x50_484F_4E45)
        return (0..<count).map { _ in
            let area = 200 + random.next(below: 800)
            let exchange = 200 + random.next(below: 800)
            var line = String(random.next(below: 10_000))
            line = String(repeating: "0", count: 4 - line.count) + line
            switch random.next(below: 20) {
            case 0: line.removeLast()
            case 1: line += "7"
            default: break
            }
            switch random.next(below: 5) {
            case 0: return "(\(area)) \(exchange)-\(line)"
            case 1: return "\(area)-\(exchange)-\(line)"
            case 2: return "\(area).\(exchange).\(line)"
            case 3: return "1 \(area) \(exchange) \(line)"
            default: return "\(area)\(exchange)\(line)"
            }
        }
    }

    @MainActor
    static func run(formcheck: String, peer: String?, lines: Int, runs: Int, report: Report) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("phone-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("numbers.txt")
        try Data((numbers(count: lines).joined(separator: "\n") + "\n").utf8).write(to: input)

        func measure(_ executable: String, _ arguments: [String], name: String) throws -> (Double, [Substring]) {
            try FormCheckSuite.bestOfRuns(executable, arguments, input: input, folder: folder, name: name, runs: runs)
        }

        let (ours, ourAnswers) = try measure(formcheck, ["phone", "--country", "US"], name: "formcheck")
        guard ourAnswers.count == lines else {
            throw BenchmarkError("formcheck phone answered \(ourAnswers.count) lines of \(lines)")
        }
        let validShare = Double(ourAnswers.count { $0.hasPrefix("valid") }) / Double(lines) * 100
        var rows = [["formcheck phone --country US", String(format: "%.3f", ours), "", ""]]
        var notes = [
            "\(lines) US numbers typed nationally in five notations, \(String(format: "%.0f", validShare))% valid; "
                + "CPU seconds: user + system time of the process, the best of \(runs) runs."
        ]
        report.add("formcheck_phone_us_cpu_seconds", ours, "s")
        if let peer {
            let (theirs, theirAnswers) = try measure(peer, ["US"], name: "libphonenumber")
            let agreement = FormCheckSuite.agreement(ourAnswers, theirAnswers)
            rows.append(["libphonenumber C++ (Debian)", String(format: "%.3f", theirs), "", ""])
            rows[0][2] = String(format: "%.1f×", theirs / ours)
            rows[0][3] = String(format: "%.2f%%", agreement)
            report.add("libphonenumber_phone_us_cpu_seconds", theirs, "s")
            report.add("formcheck_phone_us_speedup_over_libphonenumber", theirs / ours, "x")
            notes.append("Agreement: the share of lines both answer alike (verdict and E.164).")
        } else {
            notes.append(
                "libphonenumber not measured: install Debian's libphonenumber-dev and a C++ compiler, and "
                    + "./scripts/benchmark builds Benchmarks/Peers/libphonenumber-phone.cpp.")
        }
        report.section(
            "formcheck phone against libphonenumber, end to end (release binaries, file in, file out)",
            columns: ["program", "CPU seconds", "faster than libphonenumber", "agreement"], rows: rows, notes: notes)
    }
}
