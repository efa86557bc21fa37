public import Hummingbird

/// What `GET /fault/requests` answers: `{"paths": {"/validate": 2, ...}, "total": 3}`.
///
/// Every `POST` to `/validate`, `/api/username-available` and the `/fault/...` routes is counted under its
/// path (the query left out, so `/fault/status/503` and `/fault/slow` are keys), whether it was answered,
/// rejected as bad input or dropped.
public struct RequestCounts: ResponseCodable, Sendable, Equatable {
    /// The number of counted requests.
    public var total: Int

    /// The number of counted requests per path.
    public var paths: [String: Int]

    /// Creates counts.
    ///
    /// - Parameters:
    ///   - total: The number of counted requests.
    ///   - paths: The number per path.
    public init(total: Int = 0, paths: [String: Int] = [:]) {
        self.total = total
        self.paths = paths
    }
}
