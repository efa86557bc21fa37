import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Thrown while collecting a request body when the body stream itself fails: a malformed chunked encoding
/// (such as the chunk-size line `ZZ`), or a body that ends before it is complete because the client closed
/// its side of the connection.
///
/// It answers ``DemoServerError/malformedBody`` (`400`, `Connection: close`) and logs itself at debug level: it is
/// the client's fault, not the server's.
struct UnreadableBody: HTTPResponseError, CustomStringConvertible {
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

    var status: HTTPResponse.Status { DemoServerError.malformedBody.status }

    var description: String { "\(underlying)" }

    /// Logs the failure at debug level and answers ``DemoServerError/malformedBody``.
    ///
    /// - Parameters:
    ///   - request: The request whose body could not be read.
    ///   - context: Its context, with the logger.
    /// - Returns: The `400 malformed_body` answer.
    /// - Throws: Never in practice; encoding two strings cannot fail.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        let message: Logger.Message =
            clientAborted ? "Client ended the request body early" : "Malformed request body"
        context.logger.debug(message, metadata: ["error": "\(self)", "path": "\(request.uri.path)"])
        return try DemoServerError.malformedBody.response(from: request, context: context)
    }
}
