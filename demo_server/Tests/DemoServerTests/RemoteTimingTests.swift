import Foundation
import Testing

/// The `remote-timing` executable: its options are checked before anything runs, and one run per setting works.
@Suite struct RemoteTimingTests {
    /// A command line `remote-timing` refuses, and the first line of what it says.
    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "bad options are refused with a message and exit status 64",
        arguments: [
            UsageCase(arguments: ["--runs", "0"], message: "Error: --runs must be at least 1, not 0."),
            UsageCase(arguments: ["--runs", "-1"], message: "Error: --runs must be at least 1, not -1."),
            UsageCase(arguments: ["--runs=-3"], message: "Error: --runs must be at least 1, not -3."),
            UsageCase(arguments: ["--runs", "x"], message: "Error: The value 'x' is invalid for '--runs <runs>'"),
            UsageCase(arguments: ["--runs"], message: "Error: Missing value for '--runs <runs>'"),
            UsageCase(arguments: ["--gap", "-5"], message: "Error: --gap must be 0 or more milliseconds, not -5."),
            UsageCase(arguments: ["--gap", "1.5"], message: "Error: The value '1.5' is invalid for '--gap <ms>'"),
            UsageCase(arguments: ["--bogus"], message: "Error: Unknown option '--bogus'"),
            UsageCase(arguments: ["5"], message: "Error: Unexpected argument '5'"),
        ]
    )
    func usageErrors(_ usage: UsageCase) async throws {
        let run = try await Self.run(usage.arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(usage.message + "\n"), "\(run.standardError)")
    }

    @Test("--runs 1 --gap 0 measures one burst per setting and prints the table")
    func oneRun() async throws {
        let run = try await Self.run(["--runs", "1", "--gap", "0"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first?.wholeMatch(
                of: /remote-timing: server at http:\/\/127\.0\.0\.1:\d+, 1 burst of 12 keystrokes 0 ms apart each/) != nil,
            "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("no debounce (baseline)   ") })
        #expect(lines.contains { $0.hasPrefix("debounce 300 ms          1 / 1 / 1 ") }, "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("requests per burst, debounced / baseline: 1.00 / ") })
    }

    /// Runs the built `remote-timing` with `arguments` and waits for it to exit (killed after a minute).
    static func run(_ arguments: [String]) async throws -> (status: Int32, standardOutput: String, standardError: String) {
        let process = Process()
        process.executableURL = try ServerProcess.executable().deletingLastPathComponent()
            .appendingPathComponent("remote-timing")
        process.arguments = arguments
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if process.isRunning { process.terminate() }
        }
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                // Small outputs: reading one pipe after the other cannot block the program.
                let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
                let standardError = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: (
                        process.terminationStatus,
                        String(decoding: standardOutput, as: UTF8.self),
                        String(decoding: standardError, as: UTF8.self)
                    ))
            }
        }
    }
}
