public import FormValidation
public import Hummingbird

/// What `GET /fault/last-request?path=P` answers: the last well-formed body received on `P`,
/// `{"extra": {...}, "instance": "..."}`.
public struct RecordedRequest: ResponseCodable, Sendable, Equatable {
    /// The value the client asked about.
    public var instance: String
    /// The parameters it sent with it.
    public var extra: [String: JSONValue]

    /// Records a parsed request.
    ///
    /// - Parameter request: The request.
    public init(_ request: ValidationRequest) {
        instance = request.instance
        extra = request.extra
    }
}
