import Foundation
import Testing

/// Type-checks a Swift program against the built `FormValidation` module with `swiftc`.
enum TypeCheck {
    /// Type-checks `source` as a standalone program.
    ///
    /// `swiftc` takes seconds, so it is waited for on a Dispatch thread, never on one of the test run's
    /// cooperative threads (two on a 2-core machine), which would stall every other test meanwhile.
    ///
    /// - Returns: `swiftc`'s exit status and everything it printed.
    static func run(_ source: String) async throws -> (status: Int32, output: String) {
        let modules = try #require(modulesDirectory(), "cannot find the built FormValidation module")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, output))
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
