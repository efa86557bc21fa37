public import Foundation

/// What a server sent back: its status and (at most a capped amount of) its body.
public struct RemoteResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The body.
    public var body: Data

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - body: The body.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}
