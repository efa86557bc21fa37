import Hummingbird
import Logging

/// The demo server, running inside this process on a free loopback port.
///
/// It runs until the process exits: the demo waits for every remote check before it ends, so no request is
/// cut short, and cancelling the server instead would only log its shutdown errors.
public struct InProcessServer: Sendable {
    /// Where it listens: the real address, port included.
    public let address: ListeningAddress

    /// Builds the server with the library's own application builder and waits until it listens.
    ///
    /// - Parameter configuration: What to serve and where; use port `0` for a free port.
    /// - Returns: The running server.
    /// - Throws: ``UsernamesFileError`` or ``FormSpecFileError`` when a file cannot be used, or the error that
    ///   stopped the server before it listened.
    public static func start(configuration: DemoServerConfiguration) async throws -> InProcessServer {
        var logger = Logger(label: "signup-demo.server", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = configuration.logLevel
        let (addresses, announce) = AsyncStream.makeStream(of: ListeningAddress.self)
        let app = try buildApplication(configuration: configuration, logger: logger) { address in
            announce.yield(address)
        }
        let task = Task<Void, any Error> {
            defer { announce.finish() }
            // No signal handling here: the terminal UI handles SIGINT and SIGTERM itself.
            try await app.runService(gracefulShutdownSignals: [])
        }
        var iterator = addresses.makeAsyncIterator()
        if let address = await iterator.next() {
            return InProcessServer(address: address)
        }
        try await task.value
        throw StoppedBeforeListening()
    }

    /// The server stopped without ever listening.
    public struct StoppedBeforeListening: Error, CustomStringConvertible {
        /// "it stopped before listening".
        public var description: String { "it stopped before listening" }
    }
}
