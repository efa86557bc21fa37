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
        return try await runProcess(
            "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
    }

    /// The layers `FormValidation` re-exports: its target's dependencies in the package's manifest, in order.
    static func umbrellaLayers() throws -> [String] {
        let manifest = try String(
            contentsOf: DocumentationExample.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(
            manifest.firstMatch(of: #/\.target\(\s*name: "FormValidation",\s*dependencies: \[([^\]]*)\]/#),
            "Package.swift has no umbrella target with its dependencies")
        return target.1.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
        }.filter { !$0.isEmpty }
    }

    /// Builds `source` as a program linked with the built `modules`, and runs it in the package's folder with
    /// English messages.
    ///
    /// - Returns: The build's status and output when it fails; otherwise the program's exit status and what it
    ///   wrote to standard output and standard error.
    static func run(_ source: String, linking modules: [String]) async throws -> (status: Int32, output: String) {
        let directory = try #require(modulesDirectory(), "cannot find the built FormValidation module")
        let build = directory.lastPathComponent == "Modules" ? directory.deletingLastPathComponent() : directory
        // The library is its layers: `FormValidation` re-exports them.
        let layers = try umbrellaLayers()
        let linked = modules.flatMap { $0 == "FormValidation" ? layers + [$0] : [$0] }
        let objects = try linked.flatMap { module in
            let folder = build.appendingPathComponent("\(module).build")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
        }
        let name = "example-\(UUID().uuidString)"
        let folder = FileManager.default.temporaryDirectory
        let file = folder.appendingPathComponent("\(name).swift")
        let executable = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: executable)
        }
        await compilers.acquire()
        let built: (status: Int32, output: String)
        do {
            built = try await runProcess(
                "/usr/bin/env",
                ["swiftc", "-swift-version", "6", "-I", directory.path, file.path] + objects + ["-o", executable.path])
        } catch {
            // A slot kept when `swiftc` could not be started would stall every example after this one.
            await compilers.release()
            throw error
        }
        await compilers.release()
        guard built.status == 0 else { return built }
        var environment = ProcessInfo.processInfo.environment
        environment["LANGUAGE"] = "en"
        return try await runProcess(
            executable.path, [], directory: DocumentationExample.packageRoot, environment: environment,
            timeout: .seconds(60))
    }

    /// Runs a process to its end, its output in a file, no thread blocked while it runs.
    ///
    /// - Returns: Its exit status (or the signal's, when it ran past `timeout` and was stopped) and its output.
    private static func runProcess(
        _ path: String, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        timeout: Duration? = nil
    ) async throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = output
        let watchdog = timeout.map { limit in
            Task {
                try await Task.sleep(for: limit)
                if process.isRunning { process.terminate() }
            }
        }
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
        watchdog?.cancel()
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
