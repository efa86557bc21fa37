public import FormValidation
import Foundation
public import Hummingbird
public import Logging

/// Builds the demo server, reading the taken usernames and the signup form spec from the configured (or
/// default) fixture files, and the order form spec (`Fixtures/order.form.json`, for `POST /api/order`) when the
/// checkout has it.
///
/// - Parameters:
///   - configuration: Where to listen, which file to read, whether to mount the fault routes, the log level.
///   - logger: The logger; by default one that writes to standard error at `configuration.logLevel`,
///     so standard output stays free for the `listening on` line.
///   - onListening: Called once, when the socket is listening, with the real bound address.
/// - Returns: The application; run it with `runService()`, or in-process with ``InProcessServer``.
/// - Throws: ``UsernamesFileError`` when the usernames file cannot be found or read, ``FormSpecFileError`` when
///   the form spec cannot be found, read or understood.
public func buildApplication(
    configuration: DemoServerConfiguration,
    logger: Logger? = nil,
    onListening: @escaping @Sendable (ListeningAddress) async -> Void = { _ in }
) throws -> some ApplicationProtocol {
    guard let path = configuration.usernamesFile ?? DemoServerConfiguration.defaultUsernamesFile() else {
        throw UsernamesFileError(path: nil, reason: "pass its path with --usernames")
    }
    let takenUsernames = try TakenUsernames(contentsOfFile: path)
    guard let specPath = configuration.formSpecFile ?? DemoServerConfiguration.defaultFormSpecFile() else {
        throw FormSpecFileError(path: nil, reason: "pass its path with --form-spec")
    }
    let signupForm = try loadForm(specPath)
    let orderForm = try DemoServerConfiguration.defaultOrderSpecFile().map(loadForm)
    return buildApplication(
        configuration: configuration,
        takenUsernames: takenUsernames,
        signupForm: signupForm,
        orderForm: orderForm,
        logger: logger,
        onListening: onListening
    )
}

/// Builds the demo server with a given list of taken usernames and signup form (no file is read).
///
/// - Parameters:
///   - configuration: Where to listen, whether to mount the fault routes, the log level
///     (its `usernamesFile` and `formSpecFile` are ignored).
///   - takenUsernames: The usernames `/api/username-available` reports as taken.
///   - counter: Counts every `POST`; pass one to read it from outside.
///   - signupForm: The form spec `POST /api/signup` validates with; without one that route is not mounted.
///   - orderForm: The form spec `POST /api/order` validates with; without one that route is not mounted.
///   - logger: The logger; by default one that writes to standard error at `configuration.logLevel`.
///   - onListening: Called once, when the socket is listening, with the real bound address.
/// - Returns: The application.
public func buildApplication(
    configuration: DemoServerConfiguration,
    takenUsernames: TakenUsernames,
    counter: RequestCounter = RequestCounter(),
    signupForm: FormSpec? = nil,
    orderForm: FormSpec? = nil,
    logger: Logger? = nil,
    onListening: @escaping @Sendable (ListeningAddress) async -> Void = { _ in }
) -> some ApplicationProtocol {
    let logger =
        logger
        ?? {
            var logger = Logger(label: "demo-server", factory: { StreamLogHandler.standardError(label: $0) })
            logger.logLevel = configuration.logLevel
            return logger
        }()
    let router = buildRouter(
        takenUsernames: takenUsernames,
        faultRoutesEnabled: configuration.faultRoutesEnabled,
        counter: counter,
        signupForm: signupForm,
        orderForm: orderForm
    )
    return Application(
        router: router,
        // A request whose declared body is too large to drain is answered, then its connection closed; the answer to
        // CONNECT keeps its JSON body, which NIO's encoder would drop.
        server: .http1(configuration: .init(additionalChannelHandlers: Hardening.channelHandlers())),
        configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
        onServerRunning: { channel in
            if let address = ListeningAddress(channel.localAddress) {
                await onListening(address)
            }
        },
        logger: logger
    )
}

/// Reads the form spec at `path` and builds its rules once, so that a spec the server cannot run stops it at
/// start, not at the first request.
///
/// - Throws: ``FormSpecFileError`` when the spec cannot be read, or its rules cannot be built.
private func loadForm(_ path: String) throws(FormSpecFileError) -> FormSpec {
    do {
        let form = try FormSpec.load(contentsOf: URL(fileURLWithPath: path))
        _ = try FormRoutes.makeValidator(form, transport: URLSessionTransport.shared)
        return form
    } catch {
        throw FormSpecFileError(
            path: path, reason: [error.location, error.reason].compactMap { $0 }.joined(separator: ": "))
    }
}
