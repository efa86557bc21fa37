import Foundation
import Testing

/// The real `demo-server` executable, started as a child process with its output on pipes.
final class ServerProcess: Sendable {
    /// Where the server's standard output goes.
    enum StandardOutput: String, Sendable, CaseIterable, CustomTestStringConvertible {
        /// A pipe the test reads.
        case pipe
        /// Closed, as with `demo-server >&-`: writing fails with `EBADF`.
        case closed
        /// A pipe whose reading end is closed before the server starts, as with `demo-server | true`: writing
        /// fails with `EPIPE` (or raises `SIGPIPE`).
        case brokenPipe

        var testDescription: String {
            switch self {
            case .pipe: "a pipe"
            case .closed: "closed (>&-)"
            case .brokenPipe: "a pipe nobody reads (| true)"
            }
        }
    }

    private let process: Process
    private let standardOutput = Pipe()
    private let standardError = Pipe()
    private let readsStandardOutput: Bool

    /// Starts `demo-server` with `arguments`; it is killed if still running after `lifetime`.
    init(arguments: [String], standardOutput mode: StandardOutput = .pipe, lifetime: Duration = .seconds(30)) throws {
        process = Process()
        switch mode {
        case .pipe, .brokenPipe:
            process.executableURL = try Self.executable()
            process.arguments = arguments
        case .closed:
            // `exec` keeps the process id, so `terminate()` signals the server itself.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" >&-"#, try Self.executable().path] + arguments
        }
        process.standardOutput = standardOutput
        process.standardError = standardError
        readsStandardOutput = mode != .brokenPipe
        if mode == .brokenPipe {
            try standardOutput.fileHandleForReading.close()
        }
        try process.run()
        let process = self.process
        let seconds = Double(lifetime.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if process.isRunning { process.terminate() }
        }
    }

    /// Reads standard output up to and including the first newline (or to its end).
    func firstLine() async -> String {
        let handle = standardOutput.fileHandleForReading
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                while true {
                    let data = handle.readData(ofLength: 1)
                    guard let byte = data.first else { break }
                    bytes.append(byte)
                    if byte == UInt8(ascii: "\n") { break }
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Sends `SIGTERM`, waits for the process to end, and returns its status with the rest of its output.
    func stop() async -> (status: Int32, standardOutput: String, standardError: String) {
        if process.isRunning { process.terminate() }
        return await waitForExit()
    }

    /// Waits for the process to end by itself, and returns its status with the rest of its output.
    func waitForExit() async -> (status: Int32, standardOutput: String, standardError: String) {
        let process = self.process
        let output = standardOutput.fileHandleForReading
        let errors = standardError.fileHandleForReading
        let readsStandardOutput = self.readsStandardOutput
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let rest = readsStandardOutput ? output.readDataToEndOfFile() : Data()
                let log = errors.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: (
                        process.terminationStatus,
                        String(decoding: rest, as: UTF8.self),
                        String(decoding: log, as: UTF8.self)
                    )
                )
            }
        }
    }

    /// Finds the `demo-server` executable SwiftPM built beside the test bundle.
    static func executable() throws -> URL {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        starts += Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start.resolvingSymlinksInPath()
            for _ in 0..<4 {
                folder.deleteLastPathComponent()
                let candidate = folder.appendingPathComponent("demo-server")
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
            }
        }
        throw NotFound()
    }

    /// No built `demo-server` was found.
    struct NotFound: Error, CustomStringConvertible {
        var description: String { "cannot find the demo-server executable; build it with swift build first" }
    }
}
