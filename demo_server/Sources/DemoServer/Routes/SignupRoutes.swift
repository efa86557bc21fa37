import FormValidation
import Hummingbird

/// `POST /api/signup`: validates a submission with the form spec the app uses (`Fixtures/signup.form.json`).
///
/// The body is a JSON object of field names and values, checked for content type, size and JSON syntax like
/// every other `POST`. A valid submission gets `201` with the corrected values of the non-secret fields; an
/// invalid one gets `422 validation_failed` with every error, in field order and then rule order. The
/// username's remote rule is answered inside the server by ``InProcessTransport``.
struct SignupRoutes: Sendable {
    /// The route's path.
    static let path = "/api/signup"

    /// The form's rules, built once; or why they could not be built (then every request gets `500`).
    let validator: Result<FormSpecValidator, FormSpecError>

    /// Counts every `POST`.
    let counter: RequestCounter

    /// Builds the form's rules, with remote checks answered in-process.
    ///
    /// - Parameters:
    ///   - spec: The form spec.
    ///   - takenUsernames: The usernames the in-process username check reports as taken.
    ///   - counter: Counts every `POST` and every in-process check.
    init(spec: FormSpec, takenUsernames: TakenUsernames, counter: RequestCounter) {
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
        routes.post(RouterPath(Self.path), use: signup)
        return routes
    }

    /// `POST /api/signup`: `201` with the corrected values, or `422` with every error, in the request's language
    /// (`Accept-Language`, with q-values; English by default), which `Content-Language` names.
    @Sendable func signup(_ request: Request, context: DemoRequestContext) async throws -> Response {
        await counter.record(Self.path)
        let submission = try await request.decode(as: SignupSubmission.self, context: context)
        let messages = MessageCatalog(acceptLanguage: request.headers[.acceptLanguage] ?? "")
        let result = try await validator.get().validate(submission.values, messages: messages)
        let headers: HTTPFields = [.contentLanguage: messages.language]
        if result.isValid {
            return try EditedResponse(
                status: .created, headers: headers, response: SignupAccepted(values: result.nonSecretValues)
            ).response(from: request, context: context)
        }
        return try EditedResponse(
            status: .unprocessableContent, headers: headers,
            response: SignupRejected(errors: result.errors, language: messages.language)
        ).response(from: request, context: context)
    }
}
