import FormValidationTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real bundled demo server (`demo_server/`), started by the test run on a free loopback port.
///
/// Suites that talk to it carry the `.demoServer` trait: the server starts once before the suite and stops
/// after it. With `DEMO_SERVER_URL` set (say `http://127.0.0.1:4567`), tests use that server instead; it must
/// have been started with `--fault-routes`.
final class DemoServer: Sendable {
    /// The server the current test talks to.
    @TaskLocal static var current: DemoServer?

    /// Where it listens, such as `http://127.0.0.1:40123`.
    let baseURL: URL
    private let process: ChildProcess?

    private init(baseURL: URL, process: ChildProcess?) {
        self.baseURL = baseURL
        self.process = process
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    /// The package root: three levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Starts the server (building it first if it was never built), or uses `DEMO_SERVER_URL`.
    static func start() async throws -> DemoServer {
        if let address = ProcessInfo.processInfo.environment["DEMO_SERVER_URL"], let url = URL(string: address) {
            return DemoServer(baseURL: url, process: nil)
        }
        let executable = packageRoot.appendingPathComponent("demo_server/.build/debug/demo-server")
        if !FileManager.default.isExecutableFile(atPath: executable.path) || isStale(executable) {
            try await ChildProcess.run([
                "swift", "build", "--package-path", packageRoot.appendingPathComponent("demo_server").path,
                "--product", "demo-server",
            ])
        }
        let process = try ChildProcess(
            executable, arguments: ["--host", "127.0.0.1", "--port", "0", "--fault-routes", "--log-level", "error"],
            keepsStandardError: false, lifetime: nil)
        let line = try await process.firstLine().trimmingCharacters(in: .newlines)
        guard line.hasPrefix("listening on "), let url = URL(string: String(line.dropFirst("listening on ".count)))
        else {
            process.terminate()
            throw ChildProcess.Failure("unexpected first line from demo-server: \(line)")
        }
        return DemoServer(baseURL: url, process: process)
    }

    /// Whether a source of the server or the library changed after `executable` was built.
    private static func isStale(_ executable: URL) -> Bool {
        let files = FileManager.default
        guard let built = try? files.attributesOfItem(atPath: executable.path)[.modificationDate] as? Date else {
            return true
        }
        for folder in ["demo_server/Sources", "Sources"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = files.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
            else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" {
                let modified = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                if let modified, modified > built { return true }
            }
        }
        return false
    }

    /// Stops a server this run started.
    func stop() {
        process?.terminate()
    }

    // MARK: Talking to the fault routes

    /// The counts of `GET /fault/requests`: requests per path since the last reset.
    func requestCount(_ path: String) async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: url("/fault/requests"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["paths"] as? [String: Any])?[path] as? Int ?? 0
    }

    /// Resets the request counter and the recorded requests.
    func resetCounter() async throws {
        var request = URLRequest(url: url("/fault/requests"))
        request.httpMethod = "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }

    /// The last well-formed body the server received on `path`, as JSON text.
    func lastRequest(to path: String) async throws -> String {
        let (data, _) = try await URLSession.shared.data(from: url("/fault/last-request?path=\(path)"))
        return String(decoding: data, as: UTF8.self)
    }
}

/// Starts the demo server before the suite it marks and stops it afterwards.
struct DemoServerTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try await DemoServer.start()
        defer { server.stop() }
        try await DemoServer.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == DemoServerTrait {
    /// Runs the suite against the real demo server over loopback.
    static var demoServer: Self { Self() }
}
