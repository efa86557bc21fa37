import FormValidation
import FormValidationHummingbird
import Foundation
import Hummingbird

/// Answers the remote checks of the signup form inside the server, without a socket.
///
/// The form spec's relative remote URLs are built against ``baseURL``, `http://demo-server.localhost`. A check
/// sent there is routed to the same logic as the HTTP route of that path — `/api/username-available` answers
/// from the taken usernames, `/validate` like the original demo — and is counted (and remembered) by the
/// ``RequestCounter`` as if it had come over HTTP; any other path answers `404 not-found`, and every refusal is an RFC 9457 problem, as over HTTP. A check for any other
/// host (an absolute URL in the spec) goes out over HTTP.
struct InProcessTransport: RemoteTransport {
    /// What the spec's relative remote URLs are resolved against.
    static let baseURL = URL(string: "http://\(host)")!

    /// The host that means "this server"; a reserved `.localhost` name, so nothing real is ever shadowed.
    static let host = "demo-server.localhost"

    /// The usernames `/api/username-available` reports as taken.
    let takenUsernames: TakenUsernames

    /// Counts the checks, as the HTTP routes count their requests.
    let counter: RequestCounter

    /// Sends checks for other hosts.
    let fallback: any RemoteTransport = URLSessionTransport.shared

    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        guard request.url.host == Self.host else {
            return try await fallback.send(request)
        }
        let path = request.url.path
        guard path == "/api/username-available" || path == "/validate" else {
            return Self.error(.notFound(method: .post, path: path))
        }
        await counter.record(path)
        let body: ValidationRequest
        do {
            body = try ValidationRequest(json: request.body)
        } catch {
            return Self.error(error)
        }
        await counter.remember(path, body)
        if path == "/validate" {
            return RemoteResponse(
                statusCode: 200, body: Data((ValidationRoutes.verdict(for: body.instance) ? "true" : "false").utf8))
        }
        let language = request.language.map { MessageCatalog(languages: [$0]).language } ?? "en"
        let answer: UsernameAvailability =
            takenUsernames.contains(body.instance) ? .taken(in: language) : .available
        return Self.json(answer, statusCode: 200)
    }

    private static func error(_ problem: ProblemDetails) -> RemoteResponse {
        json(problem, statusCode: problem.status.code)
    }

    private static func json(_ value: some Encodable, statusCode: Int) -> RemoteResponse {
        RemoteResponse(statusCode: statusCode, body: (try? JSONEncoder.demoServer().encode(value)) ?? Data())
    }
}
