import FormValidation
import FormValidationHummingbird
import Hummingbird
import NIOCore
import NIOHTTP1

/// Routes that misbehave on purpose, so a client's failure handling can be tested against a real server.
///
/// Mounted only with `--fault-routes`. Every `POST` here first checks its body exactly like `/validate`
/// (content type, size, JSON, instance), so a well-formed ALPValidator request reaches the fault.
struct FaultRoutes: Sendable {
    /// The longest wait `/fault/slow` accepts, in milliseconds.
    static let maximumDelay = 60_000

    /// The wait `/fault/slow` uses when no `ms` is given, in milliseconds.
    static let defaultDelay = 1_000

    /// The body of `/fault/garbage`: not JSON, though it starts like the JSON literal `true`.
    static let garbageBody = "true garbage <not json>"

    /// The body of `/fault/oversized`: 100 KiB of JSON whitespace, then `true` (valid JSON, 102404 bytes).
    static let oversizedBody = String(repeating: " ", count: 100 * 1024) + "true"

    /// Counts every `POST`; read and cleared through `/fault/requests`.
    let counter: RequestCounter

    /// The routes, for `Router.addRoutes(_:atPath:)` at `/fault`.
    var routes: RouteCollection<DemoRequestContext> {
        let routes = RouteCollection(context: DemoRequestContext.self)
        routes.post("/slow", use: slow)
        routes.post("/status/:code", use: status)
        routes.post("/garbage", use: garbage)
        routes.post("/oversized", use: oversized)
        routes.post("/drop", use: drop)
        routes.get("/requests", use: requestCounts)
        routes.delete("/requests", use: resetRequestCounts)
        routes.get("/last-request", use: lastRequest)
        return routes
    }

    /// `POST /fault/slow?ms=N`: waits, then answers like `/validate` (see ``slowAnswer(to:context:)``).
    @Sendable func slow(_ request: Request, context: DemoRequestContext) async throws -> JSONText {
        await counter.record("/fault/slow")
        return try await slowAnswer(to: request, context: context)
    }

    /// `POST /fault/status/:code`: answers that status with body `true` (none for `204`, `205`, `304`).
    @Sendable func status(_ request: Request, context: DemoRequestContext) async throws -> JSONText {
        let code = context.parameters.get("code") ?? ""
        let path = Self.statusPath(code)
        await counter.record(path)
        let body = try await ValidationRequest.read(from: request, context: context)
        await counter.remember(path, body)
        return .verdict(true, status: try Self.status(code))
    }

    /// `POST /fault/garbage`: `200` with a body that is not JSON.
    @Sendable func garbage(_ request: Request, context: DemoRequestContext) async throws -> JSONText {
        await counter.record("/fault/garbage")
        _ = try await ValidationRequest.read(from: request, context: context)
        return JSONText(text: Self.garbageBody)
    }

    /// `POST /fault/oversized`: `200` with 100 KiB of whitespace, then `true`.
    @Sendable func oversized(_ request: Request, context: DemoRequestContext) async throws -> JSONText {
        await counter.record("/fault/oversized")
        _ = try await ValidationRequest.read(from: request, context: context)
        return JSONText(text: Self.oversizedBody)
    }

    /// `POST /fault/drop`: closes the connection without any response.
    @Sendable func drop(_ request: Request, context: DemoRequestContext) async throws -> Response {
        await counter.record("/fault/drop")
        _ = try await ValidationRequest.read(from: request, context: context)
        try? await context.channel.close()
        throw DroppedConnection()
    }

    /// `GET /fault/requests`: the counts so far.
    @Sendable func requestCounts(_ request: Request, context: DemoRequestContext) async -> RequestCounts {
        await counter.snapshot
    }

    /// `DELETE /fault/requests`: resets the counter, answering the counts it cleared.
    @Sendable func resetRequestCounts(_ request: Request, context: DemoRequestContext) async -> RequestCounts {
        await counter.reset()
    }

    /// `GET /fault/last-request?path=P`: the last well-formed body received on `P` (default `/validate`).
    @Sendable func lastRequest(_ request: Request, context: DemoRequestContext) async throws -> RecordedRequest {
        let path = request.uri.queryParameters["path"].map(String.init) ?? "/validate"
        guard let last = await counter.lastRequest(to: path) else {
            throw ProblemDetails.noRequestRecorded(path: path)
        }
        return RecordedRequest(last)
    }

    /// Reads `ms`: a whole number from 0 to ``maximumDelay``; ``defaultDelay`` when absent.
    static func delay(_ value: String?) throws(ProblemDetails) -> Int {
        guard let value else { return defaultDelay }
        guard let milliseconds = Int(value), (0...maximumDelay).contains(milliseconds) else {
            throw .invalidDelay(value)
        }
        return milliseconds
    }

    /// Reads a status code from 200 to 599, with its standard reason phrase.
    static func status(_ value: String) throws(ProblemDetails) -> HTTPResponse.Status {
        guard let code = Int(value), (200...599).contains(code) else {
            throw .invalidStatus(value)
        }
        return HTTPResponse.Status(code: code, reasonPhrase: HTTPResponseStatus(statusCode: code).reasonPhrase)
    }

    /// The path `/fault/status/:code` is counted and remembered under: `/fault/status/503` for a valid code
    /// (spelled as the number, so `0503` is `503` too), `/fault/status/invalid` for any other text, so that
    /// arbitrary paths do not make arbitrary counter keys.
    static func statusPath(_ code: String) -> String {
        guard let status = try? status(code) else { return "/fault/status/invalid" }
        return "/fault/status/\(status.code)"
    }

    /// Checks the body like `/validate`, waits, then answers like `/validate`; gives up (throwing
    /// `CancellationError`, so nothing is written) as soon as the client closes the connection. A graceful
    /// shutdown of the server ends the wait early, and the request is answered at once.
    ///
    /// The wait is the `ms` query parameter, or else a number `ms` in the body's `extra`, so that one client
    /// can make some of its requests slower than others.
    func slowAnswer(to request: Request, context: DemoRequestContext) async throws -> JSONText {
        let body = try await ValidationRequest.read(from: request, context: context)
        await counter.remember("/fault/slow", body)
        var delay = request.uri.queryParameters["ms"].map(String.init)
        if delay == nil, case .number(let milliseconds)? = body.extra["ms"] {
            delay = "\(milliseconds)"
        }
        let milliseconds = try Self.delay(delay)
        try await ClientCloseObserver.sleep(for: .milliseconds(milliseconds), unlessClientCloses: context.channel)
        return .verdict(ValidationRoutes.verdict(for: body.instance))
    }
}
