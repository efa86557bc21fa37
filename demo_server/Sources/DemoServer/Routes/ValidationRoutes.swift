import FormValidation
import Hummingbird

/// The routes a remote rule talks to: ALPValidator's `POST /validate` and `POST /api/username-available`.
///
/// Both read ALPValidator's body, `{"instance": "<value>", "extra": {...}}`, after checking its content
/// type and size, and both are counted by the ``RequestCounter``.
struct ValidationRoutes: Sendable {
    /// The usernames `/api/username-available` reports as taken.
    let takenUsernames: TakenUsernames

    /// Counts every `POST`.
    let counter: RequestCounter

    /// The original demo's verdict: valid unless the value contains `invalid` (case-sensitive, as in Sinatra).
    static func verdict(for instance: String) -> Bool {
        !instance.contains("invalid")
    }

    /// The endpoints, in the order they are mounted.
    var endpoints: [Endpoint] {
        [
            Endpoint(path: "/validate", method: .post) { [counter] request, _ in
                await counter.record("/validate")
                let body = try await RequestBodyReader.validationRequest(from: request)
                await counter.remember("/validate", body)
                return JSONResponse.verdict(Self.verdict(for: body.instance))
            },
            Endpoint(path: "/api/username-available", method: .post) { [counter, takenUsernames] request, _ in
                await counter.record("/api/username-available")
                let body = try await RequestBodyReader.validationRequest(from: request)
                await counter.remember("/api/username-available", body)
                let language = MessageCatalog(acceptLanguage: request.headers[.acceptLanguage] ?? "").language
                let answer: UsernameAvailability =
                    takenUsernames.contains(body.instance) ? .taken(in: language) : .available
                return try JSONResponse.encode(answer, language: language)
            },
        ]
    }
}
