import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenAPIHummingbird
import OpenAPIRuntime

@testable import OpenAPIExample

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The example service (the code swift-openapi-generator wrote, served by swift-openapi-hummingbird) running for
/// real on a free loopback port, which the tests talk HTTP to with `URLSession`: the requests go through the network
/// stack, Hummingbird's HTTP parser and router, the generated server code and the middlewares.
struct LiveServer: Sendable {
    let baseURL: URL
    let service: AccountsService
    private let task: Task<Void, any Error>

    /// Starts the example service with `middlewares` and waits until it listens.
    static func start(
        middlewares: [any ServerMiddleware], service: AccountsService = AccountsService()
    ) async throws -> LiveServer {
        let router = Router()
        try service.registerHandlers(on: router, middlewares: middlewares)
        return try await start(router: router, service: service)
    }

    /// Starts `router` and waits until it listens.
    static func start(router: Router<BasicRequestContext>, service: AccountsService) async throws -> LiveServer {
        let (ports, announce) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "FormValidationOpenAPITests")
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
        return LiveServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, service: service, task: task)
    }

    struct StoppedBeforeListening: Error {}
    struct NotHTTP: Error {}

    /// Stops the server.
    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// An answer: the status, the headers (names lowercased) and the body.
    struct Answer: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data

        /// The body as JSON.
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        /// The problem's errors.
        var errors: [[String: Any]] { json["errors"] as? [[String: Any]] ?? [] }
        /// The pointers of the problem's errors, each with its `in` when it has one (`query /limit`).
        var pointers: [String] {
            errors.map { error in
                let pointer = error["pointer"] as? String ?? "?"
                return (error["in"] as? String).map { "\($0) \(pointer)" } ?? pointer
            }
        }
    }

    /// Sends a request to `target` (a path with its query) and returns the answer.
    func send(
        _ method: String, _ target: String, body: String? = nil, contentType: String? = "application/json",
        headers: [String: String] = [:]
    ) async throws -> Answer {
        var request = URLRequest(url: URL(string: baseURL.absoluteString + target)!)
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw NotHTTP() }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return Answer(status: http.statusCode, headers: fields, body: data)
    }

    /// Runs `body` with a server started with `middlewares`, and stops it afterwards, whatever happens.
    static func with<T: Sendable>(
        _ middlewares: [any ServerMiddleware], service: AccountsService = AccountsService(),
        _ body: (LiveServer) async throws -> T
    ) async throws -> T {
        let server = try await start(middlewares: middlewares, service: service)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
