import FormValidation
import FormValidationHummingbird
import Hummingbird

/// The routes a remote rule talks to: ALPValidator's `POST /validate` and `POST /api/username-available`.
///
/// Both read ALPValidator's body, `{"instance": "<value>", "extra": {...}}` (``ValidationRequest``, read as every
/// `POST` body is: ``ValidationRequest/read(from:context:)``, through the library's Hummingbird integration), and both
/// are counted by the ``RequestCounter``. Their verdicts keep ALPValidator's wire format; their refusals are RFC 9457
/// problems, as every error answer of the server is.
struct ValidationRoutes: Sendable {
    /// The path of ALPValidator's demo check.
    static let validatePath = "/validate"
    /// The path of the username check.
    static let usernameAvailablePath = "/api/username-available"

    /// The usernames `/api/username-available` reports as taken.
    let takenUsernames: TakenUsernames

    /// Counts every `POST`.
    let counter: RequestCounter

    /// The original demo's verdict: valid unless the value contains `invalid` (case-sensitive, as in Sinatra).
    static func verdict(for instance: String) -> Bool {
        !instance.contains("invalid")
    }

    /// The routes, for `Router.addRoutes(_:)`.
    var routes: RouteCollection<DemoRequestContext> {
        let routes = RouteCollection(context: DemoRequestContext.self)
        routes.post(RouterPath(Self.validatePath), use: validate)
        routes.post(RouterPath(Self.usernameAvailablePath), use: usernameAvailable)
        return routes
    }

    /// `POST /validate`: `true` unless the instance contains `invalid`.
    @Sendable func validate(_ request: Request, context: DemoRequestContext) async throws -> JSONText {
        await counter.record("/validate")
        let body = try await ValidationRequest.read(from: request, context: context)
        await counter.remember("/validate", body)
        return .verdict(Self.verdict(for: body.instance))
    }

    /// `POST /api/username-available`: `{"valid": true}`, or `{"valid": false, "message": …}` in the request's
    /// language (`Accept-Language`) for a taken name.
    @Sendable func usernameAvailable(
        _ request: Request, context: DemoRequestContext
    ) async throws -> EditedResponse<UsernameAvailability> {
        await counter.record("/api/username-available")
        let body = try await ValidationRequest.read(from: request, context: context)
        await counter.remember("/api/username-available", body)
        let language = MessageCatalog(acceptLanguage: request.headers[.acceptLanguage] ?? "").language
        let answer: UsernameAvailability = takenUsernames.contains(body.instance) ? .taken(in: language) : .available
        return EditedResponse(headers: [.contentLanguage: language], response: answer)
    }
}
