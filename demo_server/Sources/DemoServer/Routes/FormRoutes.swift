import FormValidation
import FormValidationHummingbird
import Hummingbird

/// A route that validates a submission with a form spec: `POST /api/signup` with the spec the app uses
/// (`Fixtures/signup.form.json`), and `POST /api/order` with a nested one (`Fixtures/order.form.json`: a customer
/// object and a list of addresses).
///
/// The body is a JSON object of field names and values (objects and arrays for a nested spec), read and validated
/// by the library's Hummingbird integration (`FormValidationHummingbird`). A valid submission gets `201` with the
/// corrected values of the non-secret fields; anything else an RFC 9457 problem: an invalid one `422` with every
/// error in document order, each at the JSON Pointer of its value (`/addresses/1/phone`). Relative remote rules (the signup
/// username's) are answered inside the server by ``InProcessTransport``.
struct FormRoutes: Sendable {
    /// The path of the signup form's route.
    static let signupPath = "/api/signup"
    /// The path of the order form's route.
    static let orderPath = "/api/order"
    /// Both paths.
    static let paths: Set<String> = [signupPath, orderPath]

    /// The route's path.
    let path: String

    /// The form's spec.
    let spec: FormSpec

    /// The form's rules, built once; or why they could not be built (then every request gets `500`).
    let validator: Result<FormSpecValidator, FormSpecError>

    /// Counts every `POST`.
    let counter: RequestCounter

    /// Builds the form's rules, with remote checks answered in-process.
    ///
    /// - Parameters:
    ///   - path: Where the route is mounted.
    ///   - spec: The form spec.
    ///   - takenUsernames: The usernames the in-process username check reports as taken.
    ///   - counter: Counts every `POST` and every in-process check.
    init(path: String, spec: FormSpec, takenUsernames: TakenUsernames, counter: RequestCounter) {
        self.path = path
        self.spec = spec
        self.counter = counter
        self.validator = Result { () throws(FormSpecError) in
            try Self.makeValidator(
                spec, transport: InProcessTransport(takenUsernames: takenUsernames, counter: counter))
        }
    }

    /// Builds the rules of `spec`, resolving its relative remote URLs against ``InProcessTransport/baseURL``.
    ///
    /// - Throws: ``FormValidation/FormSpecError`` when a remote rule refuses its URL.
    static func makeValidator(_ spec: FormSpec, transport: any RemoteTransport) throws(FormSpecError)
        -> FormSpecValidator
    {
        try FormSpecValidator(spec, baseURL: InProcessTransport.baseURL, transport: transport)
    }

    /// The route, for `Router.addRoutes(_:)`.
    var routes: RouteCollection<DemoRequestContext> {
        let routes = RouteCollection(context: DemoRequestContext.self)
        routes.post(RouterPath(path), use: validate)
        return routes
    }

    /// `POST` a submission: `201` with the corrected values, or an RFC 9457 problem (`application/problem+json`)
    /// from the library's Hummingbird integration: `422` with every error at its pointer, in the request's language
    /// (`Accept-Language`, with q-values; English by default), which `Content-Language` names; `400` with the byte
    /// offset for a body that is not JSON, or a `Content-Length` that is not a number; `413` past
    /// ``DemoRequestContext/maxUploadSize``; `415` for a body not sent as JSON, or sent with a content coding
    /// (`gzip`); `405` for another method (``UnmatchedRouteMiddleware``). Every one in the request's language.
    @Sendable func validate(_ request: Request, context: DemoRequestContext) async throws -> Response {
        await counter.record(path)
        let record = try await request.validated(
            by: try validator.get(), context: context, maximumSize: context.maxUploadSize)
        return try EditedResponse(
            status: .created, headers: [.contentLanguage: record.messages.language],
            response: SignupAccepted(values: record.nonSecretValues)
        ).response(from: request, context: context)
    }
}
