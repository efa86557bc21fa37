public import ArgumentParser
import Hummingbird
import Logging

/// The `demo-server` command: parses the options, starts the server and prints where it listens.
///
/// Its first line on standard output is `listening on http://HOST:PORT`, written and flushed once the
/// socket is listening, with the real port (useful with `--port 0`). Logs go to standard error.
/// `SIGINT` and `SIGTERM` shut it down gracefully. A closed standard output does not stop it.
public struct DemoServerCommand: AsyncParsableCommand {
    /// The command's name, summary and discussion for `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "demo-server",
        abstract: "The FormValidation demo server: ALPValidator's remote-validation endpoint and friends.",
        discussion: """
            POST /validate answers true unless the instance contains "invalid"; \
            POST /api/username-available answers {"valid": ...} from the usernames file; \
            POST /api/signup validates a submission with the form spec. \
            See demo_server/README.md for every route.
            """
    )

    /// The address to bind.
    @Option(help: "The address to bind.")
    var host: String = DemoServerConfiguration.defaultHost

    /// The port to bind; `0` picks a free one.
    @Option(help: "The port to bind; 0 picks a free one (the first output line tells which).")
    var port: Int = DemoServerConfiguration.defaultPort

    /// The taken-usernames file.
    @Option(
        name: .customLong("usernames"),
        help: ArgumentHelp(
            "The file of taken usernames, one per line.",
            discussion: "Defaults to the repository's \(DemoServerConfiguration.usernamesFixture).",
            valueName: "file"
        ),
        completion: .file()
    )
    var usernamesFile: String?

    /// The form spec `POST /api/signup` validates with.
    @Option(
        name: .customLong("form-spec"),
        help: ArgumentHelp(
            "The form spec POST /api/signup validates submissions with.",
            discussion: "Defaults to the repository's \(DemoServerConfiguration.formSpecFixture).",
            valueName: "file"
        ),
        completion: .file()
    )
    var formSpecFile: String?

    /// Whether to mount the `/fault/...` routes.
    @Flag(name: .customLong("fault-routes"), help: "Mount the /fault/... routes used by client tests.")
    var faultRoutesEnabled = false

    /// The lowest log level written to standard error.
    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "The lowest level logged to standard error.",
            discussion: "One of: \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "level"
        ),
        transform: { value in
            guard let level = Logger.Level(rawValue: value.lowercased()) else {
                throw ValidationError(
                    "'\(value)' is not a log level; use one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))."
                )
            }
            return level
        }
    )
    var logLevel: Logger.Level = .warning

    /// Creates the command with its defaults; ArgumentParser fills the options.
    public init() {}

    /// The server configuration the options describe.
    public var serverConfiguration: DemoServerConfiguration {
        DemoServerConfiguration(
            host: host,
            port: port,
            usernamesFile: usernamesFile,
            formSpecFile: formSpecFile,
            faultRoutesEnabled: faultRoutesEnabled,
            logLevel: logLevel
        )
    }

    /// Rejects a port outside `0...65535`.
    ///
    /// - Throws: `ValidationError` for such a port.
    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be from 0 to 65535, not \(port).")
        }
    }

    /// Runs the server until `SIGINT` or `SIGTERM`.
    ///
    /// Standard output may be closed or a pipe nobody reads (`demo-server >&-`, `demo-server | true`): the
    /// `listening on` line is then lost, and the server serves all the same. `SIGPIPE` is ignored for that.
    ///
    /// - Throws: ``UsernamesFileError`` when the usernames file cannot be read, ``FormSpecFileError`` when the
    ///   form spec cannot be loaded, or the error that kept the server from binding.
    public func run() async throws {
        StandardOutputLine.ignoreBrokenPipes()
        let app = try buildApplication(configuration: serverConfiguration) { address in
            // One write(2) of the whole line: unbuffered, so a reader on a pipe sees it at once.
            StandardOutputLine.write(address.announcement + "\n")
        }
        try await app.runService()
    }
}
