import FormValidationHummingbird
import Hummingbird
import Logging
import NIOCore

/// Makes sure every failure is answered with an RFC 9457 problem (`application/problem+json`). The router's first
/// middleware, so it wraps every route and the responder for unmatched requests.
///
/// A ``FormValidationHummingbird/ProblemDetails`` answers for itself; this middleware lets it through, and turns the
/// rest into one: an `HTTPError` of Hummingbird's keeps its status, headers and message (`about:blank`), a
/// `NIOTooManyBytesError` (a `collect(upTo:)` over the limit) is the integration's `413 body-too-large`, and
/// anything else is a bug, logged as an error and answered `500 internal-error`. A body that could not be read (cut
/// short, malformed chunks) is logged at debug level only. A dropped connection and a cancelled request pass through:
/// there is nobody left to answer.
struct JSONErrorMiddleware: RouterMiddleware {
    typealias Context = DemoRequestContext

    /// The type of the problem of a body stream that failed.
    static let unreadableBody = ProblemDetails.unreadableBody().type

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return try ProblemDetails(error).response(from: request, context: context)
        } catch is NIOTooManyBytesError {
            return try ProblemDetails.bodyTooLarge(limit: context.maxUploadSize, messages: request.messages)
                .response(from: request, context: context)
        } catch let problem as ProblemDetails where problem.type == Self.unreadableBody {
            // A body cut short or with malformed chunks: the client's doing, not the server's.
            context.logger.debug("Unreadable request body", metadata: ["path": "\(request.uri.path)"])
            throw problem
        } catch let error as any HTTPResponseError {
            throw error
        } catch let error as DroppedConnection {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return try ProblemDetails.internalError.response(from: request, context: context)
        }
    }
}
