public import Hummingbird
public import Logging

/// Builds the demo server, reading the taken usernames from the configured (or default) fixture file.
///
/// - Parameters:
///   - configuration: Where to listen, which file to read, whether to mount the fault routes, the log level.
///   - logger: The logger; by default one that writes to standard error at `configuration.logLevel`,
///     so standard output stays free for the `listening on` line.
///   - onListening: Called once, when the socket is listening, with the real bound address.
/// - Returns: The application; run it with `runService()`, or test it with `test(.router)` / `test(.live)`.
/// - Throws: ``UsernamesFileError`` when the usernames file cannot be found or read.
public func buildApplication(
    configuration: DemoServerConfiguration,
    logger: Logger? = nil,
    onListening: @escaping @Sendable (ListeningAddress) async -> Void = { _ in }
) throws -> some ApplicationProtocol {
    guard let path = configuration.usernamesFile ?? DemoServerConfiguration.defaultUsernamesFile() else {
        throw UsernamesFileError(path: nil, reason: "pass its path with --usernames")
    }
    return buildApplication(
        configuration: configuration,
        takenUsernames: try TakenUsernames(contentsOfFile: path),
        logger: logger,
        onListening: onListening
    )
}

/// Builds the demo server with a given list of taken usernames (no file is read).
///
/// - Parameters:
///   - configuration: Where to listen, whether to mount the fault routes, the log level
///     (its `usernamesFile` is ignored).
///   - takenUsernames: The usernames `/api/username-available` reports as taken.
///   - counter: Counts every `POST`; pass one to read it from outside.
///   - logger: The logger; by default one that writes to standard error at `configuration.logLevel`.
///   - onListening: Called once, when the socket is listening, with the real bound address.
/// - Returns: The application.
public func buildApplication(
    configuration: DemoServerConfiguration,
    takenUsernames: TakenUsernames,
    counter: RequestCounter = RequestCounter(),
    logger: Logger? = nil,
    onListening: @escaping @Sendable (ListeningAddress) async -> Void = { _ in }
) -> some ApplicationProtocol {
    let logger = logger ?? {
        var logger = Logger(label: "demo-server", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = configuration.logLevel
        return logger
    }()
    let router = buildRouter(
        takenUsernames: takenUsernames,
        faultRoutesEnabled: configuration.faultRoutesEnabled,
        counter: counter
    )
    return Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
        onServerRunning: { channel in
            if let address = ListeningAddress(channel.localAddress) {
                await onListening(address)
            }
        },
        logger: logger
    )
}
