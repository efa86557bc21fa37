import FormValidation
public import FormValidationHummingbird
public import Hummingbird

/// The refusals of the demo server's own, besides those of the library's Hummingbird integration: every one an RFC
/// 9457 problem (``FormValidationHummingbird/ProblemDetails``, `application/problem+json`), as every error answer
/// of the server is.
///
/// A body that cannot be read (`415`, `400`, `413`, `422` for JSON without one meaning) is refused by the
/// integration's reader, in the request's language; the problems here are about what only the demo knows (the
/// shape of ALPValidator's body, an unknown path, a fault route's bad parameter), in English, with a type
/// `urn:formvalidation:problem:<kind>` and a title that is the same for every problem of that type. A refusal of
/// Hummingbird's own with nothing more to say is `about:blank`, titled by its status (RFC 9457, section 4.2.1).
extension ProblemDetails {
    /// A problem of the demo server, in English.
    ///
    /// - Parameters:
    ///   - kind: The last part of the type URI, `missing-instance`.
    ///   - title: The summary of the kind.
    ///   - status: The HTTP status.
    ///   - detail: What went wrong with this request.
    static func demo(_ kind: String, _ title: String, status: HTTPResponse.Status, detail: String) -> ProblemDetails {
        ProblemDetails(type: "urn:formvalidation:problem:" + kind, title: title, status: status, detail: detail)
    }

    /// `422 missing-instance`: the body is JSON but not an object with an `"instance"` key.
    public static let missingInstance = demo(
        "missing-instance", "Missing instance", status: .unprocessableContent,
        detail: "The request body must be a JSON object with an \"instance\" string.")

    /// `422 invalid-instance`: `"instance"` is present but is not a string.
    public static let invalidInstance = demo(
        "invalid-instance", "Invalid instance", status: .unprocessableContent,
        detail: "\"instance\" must be a string.")

    /// `422 invalid-extra`: `"extra"` (or `"extras"`) is present but is neither an object nor `null`.
    public static let invalidExtra = demo(
        "invalid-extra", "Invalid extra", status: .unprocessableContent, detail: "\"extra\" must be a JSON object.")

    /// `500 internal-error`: something went wrong inside the server.
    public static let internalError = demo(
        "internal-error", "Internal error", status: .internalServerError,
        detail: "The server failed to answer the request.")

    /// `404 not-found`: no route has this path.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's path.
    /// - Returns: The problem.
    public static func notFound(method: HTTPRequest.Method, path: String) -> ProblemDetails {
        demo("not-found", "Not found", status: .notFound, detail: "There is no route for \(method.rawValue) \(path).")
    }

    /// `404 not-found` for a `CONNECT` to a host and port: the server opens no tunnels. Sent with its body and
    /// `Connection: close` (see ``ConnectAnswerWriter``).
    public static let noTunnels = demo(
        "not-found", "Not found", status: .notFound,
        detail: "There is no route for CONNECT: this server opens no tunnels.")

    /// `404 no-request-recorded`: `/fault/last-request` has nothing recorded for the path.
    ///
    /// - Parameter path: The path asked about.
    /// - Returns: The problem.
    public static func noRequestRecorded(path: String) -> ProblemDetails {
        demo(
            "no-request-recorded", "No request recorded", status: .notFound,
            detail: "No well-formed request to \(path) was recorded.")
    }

    /// `400 invalid-delay`: `/fault/slow` got an `ms` that is not a whole number from 0 to 60000.
    ///
    /// - Parameter value: The `ms` query value as sent.
    /// - Returns: The problem.
    public static func invalidDelay(_ value: String) -> ProblemDetails {
        demo(
            "invalid-delay", "Invalid delay", status: .badRequest,
            detail: "ms must be a whole number of milliseconds from 0 to \(FaultRoutes.maximumDelay), not \"\(value)\"."
        )
    }

    /// `400 invalid-status`: `/fault/status/:code` got a code that is not a whole number from 200 to 599.
    ///
    /// - Parameter value: The code as sent.
    /// - Returns: The problem.
    public static func invalidStatus(_ value: String) -> ProblemDetails {
        demo(
            "invalid-status", "Invalid status", status: .badRequest,
            detail: "The status code must be a whole number from 200 to 599, not \"\(value)\".")
    }

    /// One of Hummingbird's own refusals as a problem: `about:blank`, titled by its status's reason phrase, with
    /// its message as the detail and its headers.
    ///
    /// - Parameter error: The refusal.
    init(_ error: HTTPError) {
        self.init(
            type: "about:blank", title: error.status.reasonPhrase, status: error.status,
            detail: error.body ?? "The request was refused (\(error.status.code) \(error.status.reasonPhrase)).")
        headers = error.headers
    }
}
