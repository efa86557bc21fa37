import Foundation
public import Logging

/// How one demo server instance is set up: where it listens, which usernames it reports as taken, which form
/// spec `/api/signup` validates with, whether the fault routes are mounted and how much it logs.
///
/// The defaults reproduce ALPValidator's Sinatra demo: `127.0.0.1`, port `4567`, no fault routes.
/// ``DemoServerCommand`` fills one of these from the command line; tests build their own.
public struct DemoServerConfiguration: Sendable, Equatable {
    /// The host the original demo listened on.
    public static let defaultHost = "127.0.0.1"

    /// The port the original demo listened on (Sinatra's default).
    public static let defaultPort = 4567

    /// The largest request body, in bytes, that a `POST` route accepts (64 KiB); a larger one gets `413`.
    public static let maximumBodySize = 64 * 1024

    /// The largest declared body (`Content-Length`) the server drains, unread, after refusing it, to keep the
    /// connection for a next request: 8 MiB. A request declaring more is answered at once (`413`, or whatever its
    /// route answers first) and its connection closed, so that a `Content-Length` of up to 2^64 − 1 cannot hold a
    /// connection open waiting for a body.
    public static let maximumDrainedBodySize = 8 * 1024 * 1024

    /// The fixture's path relative to the repository root.
    public static let usernamesFixture = "Fixtures/taken-usernames.txt"

    /// The signup form spec's path relative to the repository root.
    public static let formSpecFixture = "Fixtures/signup.form.json"

    /// The order form spec's path relative to the repository root: a nested spec, for `POST /api/order`.
    public static let orderSpecFixture = "Fixtures/order.form.json"

    /// Where the scripted signup session lives, relative to the repository root.
    public static let signupSessionFixture = "Fixtures/signup-session.txt"

    /// The address to bind, a host name or an IP address.
    public var host: String

    /// The TCP port to bind; `0` asks the system for a free one.
    public var port: Int

    /// The file of taken usernames, or `nil` for ``defaultUsernamesFile()``.
    public var usernamesFile: String?

    /// The form spec `POST /api/signup` validates with, or `nil` for ``defaultFormSpecFile()``.
    public var formSpecFile: String?

    /// Whether the `/fault/...` routes are mounted; without them every `/fault/...` path answers `404`.
    public var faultRoutesEnabled: Bool

    /// The lowest level that reaches the log (which goes to standard error).
    public var logLevel: Logger.Level

    /// Creates a configuration; every parameter has the demo's default.
    ///
    /// - Parameters:
    ///   - host: The address to bind.
    ///   - port: The TCP port to bind; `0` for a free one.
    ///   - usernamesFile: The file of taken usernames, or `nil` for ``defaultUsernamesFile()``.
    ///   - formSpecFile: The signup form spec, or `nil` for ``defaultFormSpecFile()``.
    ///   - faultRoutesEnabled: Whether to mount the `/fault/...` routes.
    ///   - logLevel: The lowest level that reaches the log.
    public init(
        host: String = DemoServerConfiguration.defaultHost,
        port: Int = DemoServerConfiguration.defaultPort,
        usernamesFile: String? = nil,
        formSpecFile: String? = nil,
        faultRoutesEnabled: Bool = false,
        logLevel: Logger.Level = .warning
    ) {
        self.host = host
        self.port = port
        self.usernamesFile = usernamesFile
        self.formSpecFile = formSpecFile
        self.faultRoutesEnabled = faultRoutesEnabled
        self.logLevel = logLevel
    }

    /// Finds the bundled `Fixtures/taken-usernames.txt`.
    ///
    /// Looks upwards from this source file's folder first (so a server built from a checkout finds the
    /// checkout's fixture wherever it is started), then in the current directory and its parent
    /// (the repository root and `demo_server/`).
    ///
    /// - Returns: The path of the first fixture file that exists, or `nil` when there is none.
    public static func defaultUsernamesFile() -> String? {
        findFixture(usernamesFixture)
    }

    /// Finds the bundled `Fixtures/signup.form.json`, where ``defaultUsernamesFile()`` looks.
    ///
    /// - Returns: The path of the first form spec file that exists, or `nil` when there is none.
    public static func defaultFormSpecFile() -> String? {
        findFixture(formSpecFixture)
    }

    /// Finds the bundled `Fixtures/order.form.json`, where ``defaultUsernamesFile()`` looks.
    ///
    /// - Returns: The path of the order form spec, or `nil` when there is none.
    public static func defaultOrderSpecFile() -> String? {
        findFixture(orderSpecFixture)
    }

    /// Finds the bundled `Fixtures/signup-session.txt`, the scripted session `signup-demo` plays when it is given
    /// neither a terminal nor any input.
    ///
    /// - Returns: The path of the session file, or `nil` when there is none.
    public static func defaultSignupSessionFile() -> String? {
        findFixture(signupSessionFixture)
    }

    /// The first existing `fixture` (a path relative to the repository root), looked for upwards from this
    /// source file's folder, then in the current directory and its parent.
    private static func findFixture(_ fixture: String) -> String? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent(fixture))
            folder.deleteLastPathComponent()
        }
        let workingDirectory = URL(fileURLWithPath: fileManager.currentDirectoryPath)
        candidates.append(workingDirectory.appendingPathComponent(fixture))
        candidates.append(workingDirectory.deletingLastPathComponent().appendingPathComponent(fixture))
        return candidates.map(\.path).first { fileManager.fileExists(atPath: $0) }
    }
}
