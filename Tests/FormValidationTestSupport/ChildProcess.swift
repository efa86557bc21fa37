@_spi(Locking) import FormValidationCore
public import Foundation

/// A program a test starts as a child process, with its standard output on a pipe the test reads: the bundled demo
/// server, for the library's live tests and for the demo server's own.
///
/// Both test suites start real executables; this is the one place that knows how (pipes, a first line awaited
/// with a deadline, a lifetime after which a forgotten process is killed, an exit awaited off the cooperative
/// pool).
public final class ChildProcess: Sendable {
    /// Where the process's standard output goes.
    public enum StandardOutput: String, Sendable, CaseIterable, CustomStringConvertible {
        /// A pipe the test reads.
        case pipe
        /// Closed, as with `program >&-`: writing fails with `EBADF`.
        case closed
        /// A pipe whose reading end is closed before the process starts, as with `program | true`: writing fails
        /// with `EPIPE` (or raises `SIGPIPE`).
        case brokenPipe

        public var description: String {
            switch self {
            case .pipe: "a pipe"
            case .closed: "closed (>&-)"
            case .brokenPipe: "a pipe nobody reads (| true)"
            }
        }
    }

    /// How the process ended, with what it wrote after the first line.
    public struct Exit: Sendable {
        /// The exit status, or the number of the signal that ended it.
        public let status: Int32
        /// The rest of its standard output (empty when the test does not read it).
        public let standardOutput: String
        /// Its standard error (empty when it was discarded).
        public let standardError: String
    }

    /// A first line that did not come in time, or a command that failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    private let process: Process
    private let standardOutput = Pipe()
    private let standardError: Pipe?
    private let readsStandardOutput: Bool

    /// Starts `executable` with `arguments`.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - standardOutput: Where its standard output goes.
    ///   - keepsStandardError: Whether ``stop()`` returns its standard error; otherwise it is discarded, so that a
    ///     chatty process never blocks on a full pipe.
    ///   - lifetime: How long it may run before it is killed, or `nil` to let it run until ``terminate()``.
    /// - Throws: When the process cannot be started.
    public init(
        _ executable: URL, arguments: [String], standardOutput mode: StandardOutput = .pipe,
        keepsStandardError: Bool = true, lifetime: Duration? = .seconds(30)
    ) throws {
        process = Process()
        switch mode {
        case .pipe, .brokenPipe:
            process.executableURL = executable
            process.arguments = arguments
        case .closed:
            // `exec` keeps the process id, so `terminate()` signals the program itself.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" >&-"#, executable.path] + arguments
        }
        process.standardOutput = standardOutput
        standardError = keepsStandardError ? Pipe() : nil
        process.standardError = standardError ?? FileHandle.nullDevice
        readsStandardOutput = mode != .brokenPipe
        if mode == .brokenPipe {
            try standardOutput.fileHandleForReading.close()
        }
        try process.run()
        if let lifetime {
            let process = self.process
            DispatchQueue.global().asyncAfter(deadline: .now() + Double(lifetime.components.seconds)) {
                if process.isRunning { process.terminate() }
            }
        }
    }

    /// Reads standard output up to and including the first newline (or to its end); kills the process when no
    /// line comes within `timeout`.
    ///
    /// - Throws: ``Failure`` when the line does not come in time.
    public func firstLine(timeout: Duration = .seconds(60)) async throws -> String {
        let handle = standardOutput.fileHandleForReading
        let process = self.process
        // Whichever of the reader and the timer comes first resumes the continuation; the other does nothing.
        let resumed = Locked(false)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var bytes: [UInt8] = []
                while true {
                    let data = handle.readData(ofLength: 1)
                    guard let byte = data.first else { break }
                    bytes.append(byte)
                    if byte == UInt8(ascii: "\n") { break }
                }
                if resumed.withLock({ Self.claim(&$0) }) {
                    continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
                }
            }
            // `@Sendable`: a closure that captures a lock is sent as a `Sendable` one (the lock is).
            Task { @Sendable in
                try? await Task.sleep(for: timeout)
                if resumed.withLock({ Self.claim(&$0) }) {
                    process.terminate()
                    continuation.resume(throwing: Failure("no line on standard output within \(timeout)"))
                }
            }
        }
    }

    /// Sends `SIGTERM`, waits for the process to end, and returns how it ended.
    public func stop() async -> Exit {
        if process.isRunning { process.terminate() }
        return await waitForExit()
    }

    /// Sends `SIGTERM` and waits for the process to end, blocking the calling thread (for a `defer`).
    public func terminate() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Waits for the process to end by itself, off the cooperative pool, and returns how it ended.
    public func waitForExit() async -> Exit {
        let process = self.process
        let output = standardOutput.fileHandleForReading
        let errors = standardError?.fileHandleForReading
        let readsStandardOutput = self.readsStandardOutput
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let rest = readsStandardOutput ? output.readDataToEndOfFile() : Data()
                let log = errors?.readDataToEndOfFile() ?? Data()
                process.waitUntilExit()
                continuation.resume(
                    returning: Exit(
                        status: process.terminationStatus, standardOutput: String(decoding: rest, as: UTF8.self),
                        standardError: String(decoding: log, as: UTF8.self)))
            }
        }
    }

    /// Runs a command (found on the `PATH`) to its end without holding a thread of the test run's cooperative pool:
    /// a build takes minutes, and blocking one of two pool threads that long would stall every other test.
    ///
    /// - Throws: ``Failure`` when it exits with a status other than 0.
    public static func run(_ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        guard process.terminationStatus == 0 else {
            throw Failure("\(arguments.joined(separator: " ")) failed with \(process.terminationStatus)")
        }
    }

    /// Sets a flag and tells whether it was clear: `true` for the first caller only.
    private static func claim(_ flag: inout Bool) -> Bool {
        defer { flag = true }
        return !flag
    }
}
