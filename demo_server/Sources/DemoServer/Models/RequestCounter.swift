/// Counts `POST` requests per path and in total, safely from any number of concurrent requests.
public actor RequestCounter {
    private var counts = RequestCounts()
    private var lastRequests: [String: ValidationRequest] = [:]

    /// Creates a counter at zero.
    public init() {}

    /// Counts one request.
    ///
    /// - Parameter path: The request's path without its query.
    public func record(_ path: String) {
        counts.total += 1
        counts.paths[path, default: 0] += 1
    }

    /// Remembers the last well-formed request to `path`, so tests can check what a client sent.
    ///
    /// - Parameters:
    ///   - path: The request's path without its query.
    ///   - request: The parsed body.
    public func remember(_ path: String, _ request: ValidationRequest) {
        lastRequests[path] = request
    }

    /// The last well-formed request to `path` since the last reset, if any.
    ///
    /// - Parameter path: The request's path without its query.
    public func lastRequest(to path: String) -> ValidationRequest? {
        lastRequests[path]
    }

    /// The counts so far.
    public var snapshot: RequestCounts { counts }

    /// Sets the counts back to zero.
    ///
    /// - Returns: The counts just before the reset, so that reading and clearing is one step.
    @discardableResult
    public func reset() -> RequestCounts {
        defer {
            counts = RequestCounts()
            lastRequests = [:]
        }
        return counts
    }
}
