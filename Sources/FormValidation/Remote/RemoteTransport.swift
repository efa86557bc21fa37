/// Sends remote checks. The default, ``URLSessionTransport``, talks HTTP; a test can supply its own to control
/// timing and ordering without a network.
public protocol RemoteTransport: Sendable {
    /// Sends `request` and returns the response.
    ///
    /// Implementations stop reading a body that grows past ``RemoteAnswer/maximumBodySize`` (returning a
    /// longer body is enough to make the check fail), and stop promptly when the calling task is cancelled.
    ///
    /// - Parameter request: The check to send.
    /// - Returns: The status and body.
    /// - Throws: ``RemoteValidationFailure`` when no response arrives.
    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse
}
