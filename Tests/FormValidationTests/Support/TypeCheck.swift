import Foundation
import Testing

/// Type-checks a Swift program against the built `FormValidation` module with `swiftc`.
enum TypeCheck {
    /// Type-checks `source` as a standalone program.
    ///
    /// `swiftc` takes a moment, and no thread waits for it: its output goes to a file and its exit resumes the
    /// caller. A blocked thread would be taken from Dispatch, which on Linux also runs the test run's tasks, and
    /// the timing tests beside would stall. One `swiftc` runs at a time: the documentation has some hundred
    /// examples, and as many compilers at once would starve a 2-core machine.
    ///
    /// - Returns: `swiftc`'s exit status and everything it printed.
    static func run(_ source: String) async throws -> (status: Int32, output: String) {
        let modules = try #require(modulesDirectory(), "cannot find the built FormValidation module")
        let name = "typecheck-\(UUID().uuidString)"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).swift")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).log")
        try source.write(to: file, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: log)
        }

        await compilers.acquire()
        defer { Task { await compilers.release() } }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        process.standardOutput = output
        process.standardError = output
        let status = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { process in continuation.resume(returning: process.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Lets one `swiftc` run at a time.
    private static let compilers = Slots(1)

    /// A counting semaphore for tasks: waiting suspends the task instead of blocking its thread.
    private actor Slots {
        private var free: Int
        private var waiters: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = count }

        func acquire() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiters.append($0) }
        }

        func release() {
            if waiters.isEmpty {
                free += 1
            } else {
                waiters.removeFirst().resume()
            }
        }
    }

    /// The build folder's `Modules` directory, found from the running test bundle.
    static func modulesDirectory() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            for candidate in [directory.appendingPathComponent("Modules"), directory] {
                let module = candidate.appendingPathComponent("FormValidation.swiftmodule")
                if FileManager.default.fileExists(atPath: module.path) { return candidate }
            }
        }
        return nil
    }
}
