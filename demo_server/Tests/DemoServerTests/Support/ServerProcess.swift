import FormValidationTestSupport
import Foundation

/// The real `demo-server` executable, started as a child process with its output on pipes.
typealias ServerProcess = ChildProcess

extension ChildProcess {
    /// Starts `demo-server` with `arguments`; it is killed if still running after `lifetime`.
    convenience init(
        arguments: [String], standardOutput mode: StandardOutput = .pipe, lifetime: Duration = .seconds(30)
    ) throws {
        try self.init(Self.executable(), arguments: arguments, standardOutput: mode, lifetime: lifetime)
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
