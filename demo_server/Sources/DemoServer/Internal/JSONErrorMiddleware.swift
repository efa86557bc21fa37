import HTTPTypes
import Hummingbird
import Logging

/// Turns every failure into a JSON error answer (``DemoServerError``), and an unmatched request into
/// `405` with `Allow` when its path is known, `404` otherwise (a `CONNECT` too: ``ConnectAnswerWriter`` makes sure
/// its body is sent). A body that cannot be read (a malformed chunk, or
/// one the client cut short) is answered `400 malformed_body` and logged at debug level. Any other error is
/// logged as an error and answered `500`.
///
/// A dropped connection and a cancelled request pass through: there is nobody left to answer.
struct JSONErrorMiddleware: RouterMiddleware {
    typealias Context = DemoRequestContext

    let routes: RouteTable

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as DemoServerError {
            return try error.response(from: request, context: context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = request.uri.path
            let answer =
                if let allowed = routes.allowedMethods(for: path) {
                    DemoServerError.methodNotAllowed(method: request.method, path: path, allowed: allowed)
                } else if request.method == .connect {
                    // Its target is a host and port, which no path can match (and which arrives mangled as a path).
                    DemoServerError.noTunnels
                } else {
                    DemoServerError.notFound(method: request.method, path: path)
                }
            return try answer.response(from: request, context: context)
        } catch let error as HTTPError {
            // Anything Hummingbird itself refuses keeps its status but gets the JSON shape.
            let code = error.status.reasonPhrase.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(
                separator: "_")
            let answer = DemoServerError(
                status: error.status,
                code: code.isEmpty ? "http_\(error.status.code)" : code,
                message: error.body ?? "The request was refused (\(error.status.code) \(error.status.reasonPhrase)).",
                headers: error.headers
            )
            return try answer.response(from: request, context: context)
        } catch let error as UnreadableBody {
            // Bad bytes from the client, or a client that left mid-body: not the server's failure.
            let message: Logger.Message =
                error.clientAborted ? "Client ended the request body early" : "Malformed request body"
            context.logger.debug(message, metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return try DemoServerError.malformedBody.response(from: request, context: context)
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
