/// The form spec `POST /api/signup` validates with could not be found, read or understood; the server does not
/// start without it.
public struct FormSpecFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path that was tried, or `nil` when no default fixture was found.
    public var path: String?

    /// What went wrong, such as `field "age", rule 2 (number): "min" must not be greater than "max"`.
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
            return "cannot load the form spec \(path): \(reason)"
        }
        return "cannot find \(DemoServerConfiguration.formSpecFixture): \(reason)"
    }
}
