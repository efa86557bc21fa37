import FormValidationHummingbird
import Hummingbird

/// Answers a request no route matched, with an RFC 9457 problem: `405 method-not-allowed` with an `Allow` header,
/// in the request's language, when its path is the path of a route with other methods, else `404 not-found` (for a
/// `CONNECT` to a host and port, `404` that says the server opens no tunnels; ``ConnectAnswerWriter`` makes sure its
/// body is sent).
///
/// The known paths and their methods are the router's own (`Router.routes`, read once every route is added), so
/// the two cannot disagree. The router's last middleware: Hummingbird applies a middleware to the routes added
/// after it, and to the responder for unmatched requests, so this one sees only the requests no route matched,
/// whose `404` it refines.
struct UnmatchedRouteMiddleware: RouterMiddleware {
    typealias Context = DemoRequestContext

    /// Every route: its path pattern and its method.
    let routes: [(path: RouterPath, method: HTTPRequest.Method)]

    /// Reads the routes of `router`.
    init(routes: [Router<Context>.RouteDescription]) {
        self.routes = routes.map { ($0.path, $0.method) }
    }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = request.uri.path
            if let allowed = allowedMethods(for: path) {
                throw ProblemDetails.methodNotAllowed(request.method, allowed: allowed, messages: request.messages)
            }
            if request.method == .connect {
                // Its target is a host and port, which no path can match (and which arrives mangled as a path).
                throw ProblemDetails.noTunnels
            }
            throw ProblemDetails.notFound(method: request.method, path: path)
        }
    }

    /// The methods the routes of `path` take, in the order of ``standardOrder`` (`GET, DELETE`), or `nil` when no
    /// route has this path.
    func allowedMethods(for path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/")
        let methods = routes.filter { route in
            route.path.count == segments.count && zip(route.path, segments).allSatisfy { $0 ~= $1 }
        }.map(\.method)
        guard !methods.isEmpty else { return nil }
        return methods.sorted { Self.rank($0) < Self.rank($1) }
    }

    /// The order `Allow` lists methods in: RFC 9110's, then `PATCH`, then any other by name.
    static let standardOrder: [HTTPRequest.Method] = [
        .get, .head, .post, .put, .delete, .connect, .options, .trace, .patch,
    ]

    private static func rank(_ method: HTTPRequest.Method) -> (Int, String) {
        (standardOrder.firstIndex(of: method) ?? standardOrder.count, method.rawValue)
    }
}
