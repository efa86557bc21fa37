public import Hummingbird

/// The JSON body of every error answer: `{"error": "<code>", "message": "<human text>"}`.
public struct ErrorBody: ResponseCodable, Sendable, Equatable {
    /// The machine-readable error code, such as `not_found`.
    public var error: String

    /// The human-readable explanation.
    public var message: String

    /// Creates an error body.
    ///
    /// - Parameters:
    ///   - error: The machine-readable error code.
    ///   - message: The human-readable explanation.
    public init(error: String, message: String) {
        self.error = error
        self.message = message
    }
}
