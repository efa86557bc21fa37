/// Why a remote check produced no verdict: the server could not be asked, or its answer could not be read.
///
/// A failure is not a "no": the value was not judged. A ``RemoteFailurePolicy`` decides what it means for the
/// validator's state, the delegate hears it, and it is never cached.
public struct RemoteValidationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// No answer within the rule's timeout.
        case timeout
        /// The server answered with a status outside 200–299.
        case httpStatus
        /// The body was neither `true`, `false` nor an object with a boolean `valid`.
        case unreadableBody
        /// The body was larger than the size cap (64 KiB).
        case bodyTooLarge
        /// The connection failed: refused, dropped, offline, or no such host.
        case connection
        /// A custom asynchronous check threw an error.
        case checkFailed
    }

    /// The kind of failure.
    public var kind: Kind
    /// The HTTP status, for ``Kind/httpStatus``.
    public var statusCode: Int?
    /// A short explanation for logs and for `formcheck remote` ("HTTP status 503", "timed out after 10 s").
    public var reason: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: The kind of failure.
    ///   - statusCode: The HTTP status, when there was one.
    ///   - reason: A short explanation.
    public init(_ kind: Kind, statusCode: Int? = nil, reason: String) {
        self.kind = kind
        self.statusCode = statusCode
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
