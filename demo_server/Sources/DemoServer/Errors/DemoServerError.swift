import FormValidation
public import Hummingbird

/// An error the demo server answers with a JSON body: `{"error": "<code>", "message": "<human text>"}`.
///
/// The `code` is stable and meant for programs; the `message` is for people. Every error the server
/// produces itself (bad input, unknown route, wrong method, a fault route's bad parameter) is one of
/// the values below, so clients never see an empty or non-JSON error body — for any request that parses as
/// HTTP. A request head NIO's parser refuses never reaches the server's code: it gets a bare `400` and the
/// connection is closed.
public struct DemoServerError: Error, Sendable, Equatable, HTTPResponseError {
    /// The response status.
    public var status: HTTPResponse.Status

    /// The machine-readable error code, such as `malformed_json`.
    public var code: String

    /// The human-readable explanation.
    public var message: String

    /// Extra response headers, such as `Allow` on a `405`.
    public var headers: HTTPFields

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - status: The response status.
    ///   - code: The machine-readable error code.
    ///   - message: The human-readable explanation.
    ///   - headers: Extra response headers.
    public init(status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    /// `400 malformed_json`: the body is not valid JSON (an empty body and a trailing comma included).
    public static let malformedJSON = DemoServerError(
        status: .badRequest,
        code: "malformed_json",
        message: "The request body is not valid JSON."
    )

    /// `400 malformed_body`: the body could not be read: its chunked encoding is malformed, or it ended early.
    ///
    /// The connection is closed after this answer (`Connection: close`): what follows the bad bytes cannot be
    /// read as a next request.
    public static let malformedBody = DemoServerError(
        status: .badRequest,
        code: "malformed_body",
        message: "The request body could not be read: its chunked encoding is malformed, or it ended early.",
        headers: [.connection: "close"]
    )

    /// `422 number_out_of_range`: the body is valid JSON, but holds a number a `Decimal` cannot hold (`1e400`,
    /// `1e-200`), which the server therefore cannot read exactly.
    ///
    /// - Parameter number: The number as the body writes it.
    /// - Returns: The error.
    public static func numberOutOfRange(_ number: String) -> DemoServerError {
        let shown = number.count > 40 ? "\(number.prefix(20))… (\(number.count) characters)" : number
        return DemoServerError(
            status: .unprocessableContent,
            code: "number_out_of_range",
            message:
                "The request body holds the number \(shown), which is out of range (\(JSONParsingError.numberLimits))."
        )
    }

    /// `422 duplicate_key`: the body is JSON, but gives a key twice in one object
    /// (`{"username": "ada", "username": "admin"}`). Readers disagree on which value counts (the last in
    /// JavaScript and Python), so the server refuses the body rather than validate one value while another
    /// component reading the same body takes the other.
    ///
    /// - Parameter key: The key given twice.
    /// - Returns: The error.
    public static func duplicateKey(_ key: String) -> DemoServerError {
        let shown = JSONParsingError.duplicateKey(key).shownKey ?? ""
        return DemoServerError(
            status: .unprocessableContent,
            code: "duplicate_key",
            message: "The request body holds the key \(shown) twice in one object."
        )
    }

    /// `400 too_deeply_nested`: the body nests arrays and objects more than ``JSONValue/maximumDepth`` (512)
    /// levels deep; it is refused as soon as the parser gets there, whatever follows.
    public static let tooDeeplyNested = DemoServerError(
        status: .badRequest,
        code: "too_deeply_nested",
        message: "The request body nests arrays and objects more than \(JSONValue.maximumDepth) levels deep."
    )

    /// The error for a body that `JSONValue(json:)` cannot read: ``malformedJSON``, ``tooDeeplyNested``,
    /// ``duplicateKey(_:)`` or ``numberOutOfRange(_:)``.
    ///
    /// - Parameter error: Why the body cannot be read.
    /// - Returns: The error.
    static func unreadableJSON(_ error: JSONParsingError) -> DemoServerError {
        if error.isNumberOutOfRange { return .numberOutOfRange(error.number ?? "") }
        if error.isDuplicateKey { return .duplicateKey(error.key ?? "") }
        if error.isTooDeeplyNested { return .tooDeeplyNested }
        return .malformedJSON
    }

    /// `422 missing_instance`: the body is JSON but not an object with an `"instance"` key.
    public static let missingInstance = DemoServerError(
        status: .unprocessableContent,
        code: "missing_instance",
        message: "The request body must be a JSON object with an \"instance\" string."
    )

    /// `422 invalid_instance`: `"instance"` is present but is not a string.
    public static let invalidInstance = DemoServerError(
        status: .unprocessableContent,
        code: "invalid_instance",
        message: "\"instance\" must be a string."
    )

    /// `422 invalid_extra`: `"extra"` (or `"extras"`) is present but is neither an object nor `null`.
    public static let invalidExtra = DemoServerError(
        status: .unprocessableContent,
        code: "invalid_extra",
        message: "\"extra\" must be a JSON object."
    )

    /// `413 payload_too_large`: the body is over ``DemoServerConfiguration/maximumBodySize`` bytes.
    public static let payloadTooLarge = DemoServerError(
        status: .contentTooLarge,
        code: "payload_too_large",
        message: "The request body is larger than \(DemoServerConfiguration.maximumBodySize) bytes."
    )

    /// `415 unsupported_media_type`: a `POST` without `Content-Type: application/json`.
    public static let unsupportedMediaType = DemoServerError(
        status: .unsupportedMediaType,
        code: "unsupported_media_type",
        message: "The request body must be sent with Content-Type: application/json."
    )

    /// `415 unsupported_content_encoding`: a body sent with a content coding (`Content-Encoding: gzip`), which the
    /// server does not decode; `Accept-Encoding: identity` says that only an uncoded body is read (RFC 9110, section
    /// 15.5.16).
    ///
    /// - Parameter coding: The request's `Content-Encoding`.
    /// - Returns: The error.
    public static func unsupportedContentEncoding(_ coding: String) -> DemoServerError {
        DemoServerError(
            status: .unsupportedMediaType,
            code: "unsupported_content_encoding",
            message: "The request body must be sent without a content coding, not with \(coding).",
            headers: [.acceptEncoding: "identity"]
        )
    }

    /// `500 internal_error`: something went wrong inside the server.
    public static let internalError = DemoServerError(
        status: .internalServerError,
        code: "internal_error",
        message: "The server failed to answer the request."
    )

    /// `404 not_found`: no route has this path.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's path.
    /// - Returns: The error.
    public static func notFound(method: HTTPRequest.Method, path: String) -> DemoServerError {
        DemoServerError(
            status: .notFound, code: "not_found", message: "There is no route for \(method.rawValue) \(path).")
    }

    /// `404 not_found` for a `CONNECT` to a host and port: the server opens no tunnels. Sent with its body and
    /// `Connection: close` (see ``ConnectAnswerWriter``).
    public static let noTunnels = DemoServerError(
        status: .notFound, code: "not_found", message: "There is no route for CONNECT: this server opens no tunnels.")

    /// `404 no_request_recorded`: `/fault/last-request` has nothing recorded for the path.
    ///
    /// - Parameter path: The path asked about.
    /// - Returns: The error.
    public static func noRequestRecorded(path: String) -> DemoServerError {
        DemoServerError(
            status: .notFound, code: "no_request_recorded", message: "No well-formed request to \(path) was recorded.")
    }

    /// `405 method_not_allowed`: the path is known but not with this method; `Allow` lists the methods it takes.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's path.
    ///   - allowed: The methods the path takes.
    /// - Returns: The error.
    public static func methodNotAllowed(
        method: HTTPRequest.Method,
        path: String,
        allowed: [HTTPRequest.Method]
    ) -> DemoServerError {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        return DemoServerError(
            status: .methodNotAllowed,
            code: "method_not_allowed",
            message: "\(method.rawValue) is not allowed on \(path); use \(list).",
            headers: [.allow: list]
        )
    }

    /// `400 invalid_delay`: `/fault/slow` got an `ms` that is not a whole number from 0 to 60000.
    ///
    /// - Parameter value: The `ms` query value as sent.
    /// - Returns: The error.
    public static func invalidDelay(_ value: String) -> DemoServerError {
        DemoServerError(
            status: .badRequest,
            code: "invalid_delay",
            message:
                "ms must be a whole number of milliseconds from 0 to \(FaultRoutes.maximumDelay), not \"\(value)\"."
        )
    }

    /// `400 invalid_status`: `/fault/status/:code` got a code that is not a whole number from 200 to 599.
    ///
    /// - Parameter value: The code as sent.
    /// - Returns: The error.
    public static func invalidStatus(_ value: String) -> DemoServerError {
        DemoServerError(
            status: .badRequest,
            code: "invalid_status",
            message: "The status code must be a whole number from 200 to 599, not \"\(value)\"."
        )
    }

    /// Encodes the error as its JSON response, with the context's encoder.
    ///
    /// - Parameters:
    ///   - request: The request being answered.
    ///   - context: The request's context.
    /// - Returns: The response: ``status``, ``headers`` and the JSON body.
    /// - Throws: Never in practice; encoding two strings cannot fail.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try EditedResponse(status: status, headers: headers, response: ErrorBody(error: code, message: message))
            .response(from: request, context: context)
    }
}
