import DemoServer
import Hummingbird
import HummingbirdTesting
import Logging

/// Builds demo servers for tests and runs a test against one.
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
        _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let app = buildApplication(
            configuration: DemoServerConfiguration(faultRoutesEnabled: faultRoutes),
            takenUsernames: takenUsernames,
            counter: counter,
            logger: quietLogger
        )
        return try await app.test(transport.setup, test)
    }
}
