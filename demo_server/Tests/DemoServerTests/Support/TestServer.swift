import DemoServer
import Hummingbird
import Logging
import ServiceLifecycle

/// Builds demo servers for tests and runs a test against one, listening on a free loopback port.
enum TestServer {
    /// The usernames the tests treat as taken (the fixture file is tested separately).
    static let takenUsernames = TakenUsernames(["admin", "Root", "alice"])

    /// A logger that keeps the test output clean.
    static var quietLogger: Logger {
        var logger = Logger(label: "demo-server-tests", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .critical
        return logger
    }

    /// Builds a server and runs `test` against it through `transport`.
    static func run<Value: Sendable>(
        _ transport: Transport,
        faultRoutes: Bool = true,
        counter: RequestCounter = RequestCounter(),
        _ test: @Sendable (LoopbackClient) async throws -> Value
    ) async throws -> Value {
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            buildApplication(
                configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: faultRoutes),
                takenUsernames: takenUsernames,
                counter: counter,
                logger: quietLogger,
                onListening: onListening
            )
        }
        return try await serve(transport, building: build, test)
    }

    /// Starts the application `build` makes (which must listen on port `0` and call `onListening`), runs `test`
    /// with a client of it, then shuts it down gracefully.
    ///
    /// - Parameters:
    ///   - transport: How the client's requests reach the server.
    ///   - build: Builds the application, given what it must call once listening.
    ///   - test: The test.
    /// - Returns: What `test` returns.
    static func serve<Value: Sendable>(
        _ transport: Transport,
        building build: (@escaping @Sendable (ListeningAddress) async -> Void) throws -> some ApplicationProtocol,
        _ test: @Sendable (LoopbackClient) async throws -> Value
    ) async throws -> Value {
        let (addresses, announce) = AsyncStream.makeStream(of: ListeningAddress.self)
        let app = try build { announce.yield($0) }
        // Stopped by a graceful shutdown, as a signal would stop it; cancelling it instead can stop it while a
        // connection is still being set up.
        let server = ServiceGroup(
            configuration: .init(services: [app], gracefulShutdownSignals: [], logger: quietLogger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { announce.finish() }
                try await server.run()
            }
            var iterator = addresses.makeAsyncIterator()
            guard let address = await iterator.next() else {
                try await group.next()
                throw StoppedBeforeListening()
            }
            do {
                let value = try await LoopbackClient.withClient(
                    host: "127.0.0.1", port: address.port, connectionPerRequest: transport == .connectionPerRequest,
                    test)
                await server.triggerGracefulShutdown()
                return value
            } catch {
                await server.triggerGracefulShutdown()
                throw error
            }
        }
    }

    /// The server stopped before it listened.
    struct StoppedBeforeListening: Error {}
}
