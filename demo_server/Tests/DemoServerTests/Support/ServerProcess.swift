import Foundation

/// The real `demo-server` executable, started as a child process with its output on pipes.
final class ServerProcess: Sendable {
    private let process: Process
    private let standardOutput = Pipe()
    private let standardError = Pipe()

    /// Starts `demo-server` with `arguments`; it is killed if still running after `lifetime`.
    init(arguments: [String], lifetime: Duration = .seconds(30)) throws {
        process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.standardOutput = standardOutput
        process.standardError = standardError
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
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let rest = output.readDataToEndOfFile()
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
