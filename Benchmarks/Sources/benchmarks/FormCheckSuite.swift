import FormValidation
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formcheck email` end to end: the release binary run as a process on a generated file of addresses, its
/// answers written to a file.
enum FormCheckSuite {
    @MainActor
    static func run(formcheck: String, lines: Int, runs: Int, report: Report) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("formcheck-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("addresses.txt")
        let output = folder.appendingPathComponent("answers.txt")

        var corpus = EmailCorpus(seed: 0xF0_4C4E_C4)
        let addresses = corpus.addresses(count: lines)
        let text = addresses.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: input)
        let rules = RuleSet<String>(.email(), messages: .english)
        let expectedValid = addresses.count { address in
            if case .valid = rules.validate(address) { return true }
            return false
        }

        var best = Double.infinity
        var bestCPU = Double.infinity
        for _ in 0..<runs {
            let start = monotonicNanoseconds()
            let (status, cpuSeconds) = try spawnAndWait(formcheck, ["email"], input: input.path, output: output.path)
            let seconds = Double(monotonicNanoseconds() - start) / 1e9
            // 1: some lines were invalid, as expected.
            guard status == 1 else { throw BenchmarkError("formcheck email exited with status \(status)") }
            best = min(best, seconds)
            bestCPU = min(bestCPU, cpuSeconds)
        }
        let answers = try Data(contentsOf: output)
        let answerLines = answers.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        let validLines = answerLines.count { $0.elementsEqual("valid".utf8) }
        guard answerLines.count == lines, validLines == expectedValid else {
            throw BenchmarkError(
                "formcheck email answered \(answerLines.count) lines, \(validLines) valid; expected \(lines), "
                    + "\(expectedValid) valid")
        }
        let perSecond = Double(lines) / best
        let megabytes = Double(text.utf8.count) / 1_000_000
        report.section(
            "formcheck email, end to end (release binary, file in, file out)",
            columns: ["input", "valid", "best of", "seconds", "lines per second", "MB/s in", "CPU seconds"],
            rows: [
                [
                    "\(lines) addresses, \(String(format: "%.1f", megabytes)) MB",
                    "\(Int((Double(expectedValid) / Double(lines) * 100).rounded()))%", "\(runs)",
                    String(format: "%.3f", best), String(format: "%.2f M", perSecond / 1e6),
                    String(format: "%.0f", megabytes / best), String(format: "%.3f", bestCPU),
                ]
            ],
            notes: [
                "Seconds: wall clock, process start to exit. CPU seconds: user + system time of the process (both "
                    + "cores together); on a busy machine the wall clock also counts the time others had the cores."
            ])
        report.add("formcheck_email_lines_per_second", perSecond, "lines/s")
        report.add("formcheck_email_seconds", best, "s")
        report.add("formcheck_email_cpu_seconds", bestCPU, "s")
    }

    /// The best CPU time of `runs` runs of `executable` reading `input`, and the lines it answered (written to
    /// `folder/name.txt`). Exit status 1 (some value invalid) is an answer too; any other stops the benchmark.
    static func bestOfRuns(
        _ executable: String, _ arguments: [String], input: URL, folder: URL, name: String, runs: Int
    ) throws -> (Double, [Substring]) {
        let output = folder.appendingPathComponent("\(name).txt")
        var best = Double.infinity
        for _ in 0..<runs {
            let (status, cpu) = try spawnAndWait(executable, arguments, input: input.path, output: output.path)
            guard status == 0 || status == 1 else { throw BenchmarkError("\(name) exited with status \(status)") }
            best = min(best, cpu)
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        return (best, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 })
    }

    /// The share, in percent, of lines `formcheck` and a peer answer alike: formcheck writes `valid` alone for a
    /// value it leaves unchanged and a message after `invalid`; a peer writes the value after `valid`, and
    /// `invalid` alone.
    static func agreement(_ ours: [Substring], _ theirs: [Substring]) -> Double {
        let agreeing = zip(ours, theirs).count { ours, theirs in
            ours == theirs || (ours == "valid" && theirs.hasPrefix("valid\t"))
                || (ours.hasPrefix("invalid\t") && theirs == "invalid")
        }
        return Double(agreeing) / Double(ours.count) * 100
    }

    /// Runs `executable` with standard input and output redirected to files; returns its exit status and the CPU
    /// time it used (user and system, in seconds).
    static func spawnAndWait(
        _ executable: String, _ arguments: [String], input: String, output: String
    ) throws -> (status: Int32, cpuSeconds: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4: \(String(cString: strerror(errno)))") }
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        // WIFEXITED / WEXITSTATUS, spelled out: the C macros are not imported.
        guard status & 0x7F == 0 else { throw BenchmarkError("\(executable) was killed by signal \(status & 0x7F)") }
        return ((status >> 8) & 0xFF, cpuSeconds)
    }
}

/// A reason the run cannot go on, said in words.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
