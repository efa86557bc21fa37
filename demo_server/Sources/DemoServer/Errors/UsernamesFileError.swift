/// The taken-usernames file could not be found or read; the server does not start without it.
public struct UsernamesFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path that was tried, or `nil` when no default fixture was found.
    public var path: String?

    /// What went wrong.
    public var reason: String

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: The path that was tried, or `nil` when no default fixture was found.
    ///   - reason: What went wrong.
    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A one-line explanation for the terminal.
    public var description: String {
        if let path {
            return "cannot read the usernames file \(path): \(reason)"
        }
        return "cannot find \(DemoServerConfiguration.usernamesFixture): \(reason)"
    }
}
