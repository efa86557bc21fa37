import NIOCore

/// The address a running server is bound to, as announced on its first line of output.
///
/// The port is the real one, so with port `0` it is the free port the system picked.
public struct ListeningAddress: Sendable, Hashable, CustomStringConvertible {
    /// The bound IP address, such as `127.0.0.1` or `::1`.
    public var host: String

    /// The bound TCP port.
    public var port: Int

    /// Creates an address from its parts.
    ///
    /// - Parameters:
    ///   - host: The bound IP address.
    ///   - port: The bound TCP port.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Reads the address a listening socket is bound to, or `nil` when it has no IP address and port.
    init?(_ address: SocketAddress?) {
        guard let address, let host = address.ipAddress, let port = address.port else { return nil }
        self.init(host: host, port: port)
    }

    /// The server's base URL, such as `http://127.0.0.1:4567` (an IPv6 host goes in brackets).
    public var url: String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    /// The line the executable prints first: `listening on http://HOST:PORT`.
    public var announcement: String { "listening on \(url)" }

    /// Same as ``url``.
    public var description: String { url }
}
