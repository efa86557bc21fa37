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

    /// The endpoints, in the order they are mounted.
    var endpoints: [Endpoint] {
        [
            Endpoint(path: Self.path, method: .post) { [counter, validator] request, _ in
                await counter.record(Self.path)
                let submission = try await SignupSubmission.read(from: request)
                // The messages speak the request's language (Accept-Language, with q-values), else English.
                let messages = MessageCatalog(acceptLanguage: request.headers[.acceptLanguage] ?? "")
                let result = try await validator.get().validate(submission.values, messages: messages)
                if result.isValid {
                    return try JSONResponse.encode(
                        SignupAccepted(values: result.nonSecretValues), status: .created, language: messages.language)
                }
                return try JSONResponse.encode(
                    SignupRejected(errors: result.errors, language: messages.language), status: .unprocessableContent,
                    language: messages.language)
            }
        ]
    }
}
