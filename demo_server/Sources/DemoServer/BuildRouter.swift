public import FormValidation
public import Hummingbird

/// Builds the demo server's router.
///
/// Mounts `POST /validate`, `POST /api/username-available` and `GET /openapi.json` (the server's OpenAPI 3.1
/// document, ``OpenAPIDocument``, of the routes mounted), with a `signupForm` `POST /api/signup`, with an
/// `orderForm` `POST /api/order`, and with `faultRoutesEnabled` the `/fault/...` routes. Every error answer is an RFC 9457 problem
/// (`application/problem+json`): an unknown path gets `404`, a known path with another method `405` with an `Allow`
/// header, and bad input the problem that describes it (see ``Hardening``).
///
/// - Parameters:
///   - takenUsernames: The usernames `/api/username-available` reports as taken.
///   - faultRoutesEnabled: Whether to mount the `/fault/...` routes.
///   - counter: Counts every `POST`; pass one to read it from outside.
///   - signupForm: The form spec `POST /api/signup` validates with; without one that route is not mounted.
///   - orderForm: The form spec `POST /api/order` validates with; without one that route is not mounted.
/// - Returns: The router, ready for `Application(router:)` or `Router.buildResponder()`.
public func buildRouter(
    takenUsernames: TakenUsernames,
    faultRoutesEnabled: Bool = false,
    counter: RequestCounter = RequestCounter(),
    signupForm: FormSpec? = nil,
    orderForm: FormSpec? = nil
) -> Router<DemoRequestContext> {
    let router = Router(context: DemoRequestContext.self)
    // First, so it wraps every route and the responder for unmatched requests.
    router.add(middleware: JSONErrorMiddleware())
    router.addRoutes(ValidationRoutes(takenUsernames: takenUsernames, counter: counter).routes)
    let forms = [(FormRoutes.signupPath, signupForm), (FormRoutes.orderPath, orderForm)].compactMap { path, form in
        form.map { FormRoutes(path: path, spec: $0, takenUsernames: takenUsernames, counter: counter) }
    }
    for form in forms {
        router.addRoutes(form.routes)
    }
    if faultRoutesEnabled {
        router.addRoutes(FaultRoutes(counter: counter).routes, atPath: "/fault")
    }
    router.addRoutes(
        DescriptionRoutes(document: OpenAPIDocument(forms: forms, faultRoutesEnabled: faultRoutesEnabled)).routes)
    // Last, once every route is there: it wraps only the responder for unmatched requests, and reads the routes.
    router.add(middleware: UnmatchedRouteMiddleware(routes: router.routes))
    return router
}
