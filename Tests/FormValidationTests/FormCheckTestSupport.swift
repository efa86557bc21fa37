import FormCheckCommand
import Foundation
import Testing

/// What one run of `formcheck` produced.
struct FormCheckResult: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "status \(status), stdout \(output.debugDescription), stderr \(error.debugDescription)" }
}

/// A text output stream that remembers each write, to check that output is buffered.
struct FormCheckRecordingOutput: TextOutputStream {
    var writes: [String] = []

    mutating func write(_ string: String) { writes.append(string) }

    var text: String { writes.joined() }
}

/// Runs `formcheck` in-process and as a subprocess.
enum FormCheckHarness {
    /// Runs ``FormCheck/run(arguments:input:output:error:)`` on in-memory input.
    ///
    /// - Returns: The result and the number of input bytes read.
    static func run(_ arguments: [String], bytes: [UInt8], maximumReadSize: Int = .max) -> (FormCheckResult, Int) {
        var input = InMemoryInput(bytes: bytes, maximumReadSize: maximumReadSize)
        var output = ""
        var error = ""
        let status = FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        return (FormCheckResult(status: status, output: output, error: error), input.offset)
    }

    /// Runs ``FormCheck/run(arguments:input:output:error:)`` on in-memory text.
    static func run(_ arguments: [String], input: String = "", maximumReadSize: Int = .max) -> FormCheckResult {
        run(arguments, bytes: Array(input.utf8), maximumReadSize: maximumReadSize).0
    }

    /// The `formcheck` executable SwiftPM built beside the test bundle.
    static func binaryURL() throws -> URL {
        var directories: [URL] = []
        // macOS: the tests live in a `.xctest` bundle inside the build folder.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Linux: the tests are the executable `FormValidationPackageTests.xctest` in the build folder.
        directories.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent("formcheck")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let searched = directories.map(\.path).joined(separator: ", ")
        Issue.record("formcheck executable not found next to the test bundle; searched: \(searched)")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Makes writing to a pipe whose reader has gone fail with `EPIPE` instead of killing the test process.
    static let ignoringBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// Runs the built `formcheck` with `input` on standard input and collects its output and status.
    ///
    /// - Parameter closingInput: Whether to close standard input after writing `input`. When `false`, the
    ///   command must finish without reading to the end of its input (as on a usage error), or the run fails
    ///   after ten seconds.
    static func runBinary(_ arguments: [String], input: Data, closingInput: Bool = true) throws -> FormCheckResult {
        _ = ignoringBrokenPipes
        let process = Process()
        process.executableURL = try binaryURL()
        process.arguments = arguments
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let writer = standardInput.fileHandleForWriting
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // The command may exit without reading (a usage error): ignore the broken pipe.
            try? writer.write(contentsOf: input)
            if closingInput { try? writer.close() }
            written.signal()
        }
        if !closingInput {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                process.terminate()
                Issue.record("formcheck \(arguments) was still running: it read standard input")
            }
        }
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if !closingInput { try? writer.close() }
        written.wait()
        return FormCheckResult(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }
}

/// An output that takes a number of writes, then fails every write after, as standard output does once its
/// reader has gone.
struct FormCheckFailingOutput: FormCheckOutput {
    /// The error the output reports: what `write(2)` says for `EPIPE`.
    struct BrokenPipe: Error, CustomStringConvertible {
        var description: String { "write: Broken pipe" }
    }

    /// How many more writes succeed.
    var successfulWritesLeft: Int
    /// What the successful writes wrote.
    private(set) var text = ""
    /// Every call to `write`, the failed ones included.
    private(set) var writeCalls = 0
    private(set) var writeFailure: (any Error)?

    init(failingAfter successfulWrites: Int) {
        successfulWritesLeft = successfulWrites
    }

    mutating func write(_ string: String) {
        writeCalls += 1
        guard successfulWritesLeft > 0 else {
            writeFailure = writeFailure ?? BrokenPipe()
            return
        }
        successfulWritesLeft -= 1
        text += string
    }
}
