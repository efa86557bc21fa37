public import FormValidation
public import Hummingbird

/// Builds the demo server's router.
///
/// Mounts `POST /validate` and `POST /api/username-available`, with a `signupForm` `POST /api/signup`, and
/// with `faultRoutesEnabled` the `/fault/...` routes. Every answer is JSON: an unknown path gets `404`, a known path with another
/// method `405` with an `Allow` header, and bad input the ``DemoServerError`` that describes it.
///
/// - Parameters:
///   - takenUsernames: The usernames `/api/username-available` reports as taken.
///   - faultRoutesEnabled: Whether to mount the `/fault/...` routes.
///   - counter: Counts every `POST`; pass one to read it from outside.
///   - signupForm: The form spec `POST /api/signup` validates with; without one that route is not mounted.
/// - Returns: The router, ready for `Application(router:)` or `Router.buildResponder()`.
public func buildRouter(
    takenUsernames: TakenUsernames,
    faultRoutesEnabled: Bool = false,
    counter: RequestCounter = RequestCounter(),
    signupForm: FormSpec? = nil
) -> Router<DemoRequestContext> {
    var endpoints = ValidationRoutes(takenUsernames: takenUsernames, counter: counter).endpoints
    if let signupForm {
        endpoints += SignupRoutes(spec: signupForm, takenUsernames: takenUsernames, counter: counter).endpoints
    }
    if faultRoutesEnabled {
        endpoints += FaultRoutes(counter: counter).endpoints
    }
    let router = Router(context: DemoRequestContext.self)
    // Added first, so it wraps every endpoint and the not-found responder.
    router.add(middleware: JSONErrorMiddleware(routes: RouteTable(endpoints)))
    for endpoint in endpoints {
        router.on(RouterPath(endpoint.path), method: endpoint.method, use: endpoint.handler)
    }
    return router
}
