import Foundation
import Hummingbird
import Logging
import NIOCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A Hummingbird application running for real on a free loopback port, which the tests talk HTTP to with
/// `URLSession`: the requests go through the network stack, the server's HTTP parser and its router.
struct LiveServer: Sendable {
    let baseURL: URL
    private let task: Task<Void, any Error>

    /// Starts `router` and waits until it listens.
    static func start(_ router: Router<BasicRequestContext>) async throws -> LiveServer {
        let (ports, announce) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "FormValidationHummingbirdTests")
        logger.logLevel = .critical
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                announce.yield(channel.localAddress?.port ?? 0)
                announce.finish()
            }, logger: logger)
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            task.cancel()
            throw StoppedBeforeListening()
        }
        return LiveServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, task: task)
    }

    struct StoppedBeforeListening: Error {}
    struct NotHTTP: Error {}

    /// Stops the server.
    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// `POST`s `body` to `path` and returns the status, the headers and the body.
    func post(
        _ path: String, body: String, contentType: String? = "application/json", headers: [String: String] = [:]
    ) async throws -> (status: Int, headers: [String: String], body: Data) {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw NotHTTP() }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return (http.statusCode, fields, data)
    }
}
