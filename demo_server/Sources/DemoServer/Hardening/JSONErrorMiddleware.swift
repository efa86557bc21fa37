import Hummingbird
import Logging
import NIOCore

/// Makes sure every failure is answered with a JSON error body. The router's first middleware, so it wraps every
/// route and the responder for unmatched requests.
///
/// The server's own errors answer for themselves (``DemoServerError``, ``UnreadableBody``: Hummingbird's
/// `HTTPResponseError`); this middleware lets them through, and turns the rest into one: an `HTTPError` of
/// Hummingbird's keeps its status and headers in the JSON shape, a `NIOTooManyBytesError` (a `collect(upTo:)` over
/// the limit) is `413 payload_too_large`, and anything else is a bug, logged as an error and answered
/// `500 internal_error`. A dropped connection and a cancelled request pass through: there is nobody left to answer.
struct JSONErrorMiddleware: RouterMiddleware {
    typealias Context = DemoRequestContext

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return try DemoServerError(error).response(from: request, context: context)
        } catch is NIOTooManyBytesError {
            return try DemoServerError.payloadTooLarge.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch let error as DroppedConnection {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return try DemoServerError.internalError.response(from: request, context: context)
        }
    }
}

extension DemoServerError {
    /// One of Hummingbird's own refusals in the JSON shape: its status and headers, a code from its reason phrase
    /// (`405 Method Not Allowed` is `method_not_allowed`), its message or else one that names the status.
    init(_ error: HTTPError) {
        let code = error.status.reasonPhrase.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "_")
        self.init(
            status: error.status,
            code: code.isEmpty ? "http_\(error.status.code)" : code,
            message: error.body ?? "The request was refused (\(error.status.code) \(error.status.reasonPhrase)).",
            headers: error.headers
        )
    }
}
