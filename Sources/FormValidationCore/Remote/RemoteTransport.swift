public import Foundation

/// Sends remote checks. The default, ``URLSessionTransport`` (in `FormValidationIO`, the layer that does I/O),
/// talks HTTP; a test can supply its own to control timing and ordering without a network.
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

    /// Why this transport cannot reach `url` at all on this platform, or `nil` when it can try.
    ///
    /// A remote rule asks when it is made, so that a URL that can never work is refused at once rather than
    /// failing every check. The default answers `nil`.
    ///
    /// - Parameter url: An absolute `http` or `https` URL with a host.
    /// - Returns: The reason, in words a person can act on, or `nil`.
    func problem(reaching url: URL) -> String?
}

extension RemoteTransport {
    /// Every URL can be tried: `nil`.
    ///
    /// - Parameter url: The URL.
    /// - Returns: `nil`.
    public func problem(reaching url: URL) -> String? { nil }
}
