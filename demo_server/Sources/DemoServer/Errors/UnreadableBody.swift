import NIOCore
import NIOHTTP1

/// Thrown while collecting a request body when the body stream itself fails: a malformed chunked encoding
/// (such as the chunk-size line `ZZ`), or a body that ends before it is complete because the client closed
/// its side of the connection.
///
/// ``JSONErrorMiddleware`` answers it with ``DemoServerError/malformedBody`` (`400`) and logs it at debug
/// level: it is the client's fault, not the server's.
struct UnreadableBody: Error, Sendable, CustomStringConvertible {
    /// What the body stream threw.
    var underlying: any Error

    /// Whether the client went away before sending the whole body (the connection ended early), rather than
    /// sending bytes that are not HTTP.
    var clientAborted: Bool {
        switch underlying {
        case let error as HTTPParserError: error == .invalidEOFState
        case is IOError, is ChannelError: true
        default: false
        }
    }

    var description: String { "\(underlying)" }
}
