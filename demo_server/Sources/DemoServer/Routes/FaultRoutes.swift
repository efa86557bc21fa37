import FormValidation
import HTTPTypes
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

    /// The endpoints, in the order they are mounted.
    var endpoints: [Endpoint] {
        [
            Endpoint(path: "/fault/slow", method: .post) { [counter] request, context in
                await counter.record("/fault/slow")
                let milliseconds = request.uri.queryParameters["ms"].map(String.init)
                return try await Self.slowAnswer(
                    to: request, delay: milliseconds, counter: counter, channel: context.channel)
            },
            Endpoint(path: "/fault/status/:code", method: .post) { [counter] request, context in
                let code = context.parameters.get("code") ?? ""
                let path = Self.statusPath(code)
                await counter.record(path)
                let parsed = try await RequestBodyReader.validationRequest(from: request)
                await counter.remember(path, parsed)
                let status = try Self.status(code)
                // 204, 205 and 304 answers cannot carry a body.
                return [204, 205, 304].contains(status.code)
                    ? Response(status: status)
                    : JSONResponse.verdict(true, status: status)
            },
            Endpoint(path: "/fault/garbage", method: .post) { [counter] request, _ in
                await counter.record("/fault/garbage")
                _ = try await RequestBodyReader.validationRequest(from: request)
                return JSONResponse.text(Self.garbageBody)
            },
            Endpoint(path: "/fault/oversized", method: .post) { [counter] request, _ in
                await counter.record("/fault/oversized")
                _ = try await RequestBodyReader.validationRequest(from: request)
                return JSONResponse.text(Self.oversizedBody)
            },
            Endpoint(path: "/fault/drop", method: .post) { [counter] request, context in
                await counter.record("/fault/drop")
                _ = try await RequestBodyReader.validationRequest(from: request)
                try? await context.channel.close()
                throw DroppedConnection()
            },
            Endpoint(path: "/fault/requests", method: .get) { [counter] _, _ in
                try JSONResponse.encode(await counter.snapshot)
            },
            Endpoint(path: "/fault/requests", method: .delete) { [counter] _, _ in
                try JSONResponse.encode(await counter.reset())
            },
            Endpoint(path: "/fault/last-request", method: .get) { [counter] request, _ in
                let path = request.uri.queryParameters["path"].map(String.init) ?? "/validate"
                guard let last = await counter.lastRequest(to: path) else {
                    throw DemoServerError.noRequestRecorded(path: path)
                }
                return try JSONResponse.encode(RecordedRequest(last))
            },
        ]
    }

    /// Reads `ms`: a whole number from 0 to ``maximumDelay``; ``defaultDelay`` when absent.
    static func delay(_ value: String?) throws(DemoServerError) -> Int {
        guard let value else { return defaultDelay }
        guard let milliseconds = Int(value), (0...maximumDelay).contains(milliseconds) else {
            throw .invalidDelay(value)
        }
        return milliseconds
    }

    /// Reads a status code from 200 to 599, with its standard reason phrase.
    static func status(_ value: String) throws(DemoServerError) -> HTTPResponse.Status {
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
    static func slowAnswer(
        to request: Request, delay: String?, counter: RequestCounter, channel: any Channel
    ) async throws -> Response {
        let parsed = try await RequestBodyReader.validationRequest(from: request)
        await counter.remember("/fault/slow", parsed)
        var delay = delay
        if delay == nil, case .number(let milliseconds)? = parsed.extra["ms"] {
            delay = "\(milliseconds)"
        }
        let milliseconds = try Self.delay(delay)
        try await ClientCloseObserver.sleep(for: .milliseconds(milliseconds), unlessClientCloses: channel)
        return JSONResponse.verdict(ValidationRoutes.verdict(for: parsed.instance))
    }
}
