public import FormValidationCore
import Foundation
import NIOCore
public import Vapor

/// An RFC 9457 problem: the body of every refusal of a request this package reads, sent as
/// `application/problem+json`.
///
/// ```json
/// {"type": "urn:formvalidation:problem:validation-failed", "title": "Validation failed", "status": 422,
///  "detail": "The request has 2 errors.",
///  "errors": [{"pointer": "/email", "code": "invalidEmail", "message": "Email is not a valid email address.",
///              "parameters": {}}, …]}
/// ```
///
/// Thrown from a handler, ``ProblemDetailsMiddleware`` answers it with its status, its body, `Content-Type:
/// application/problem+json`, and `Content-Language` when its messages are in a language. Without the middleware,
/// Vapor's `ErrorMiddleware` still answers its status (it is an `AbortError`), but with a body of its own shape.
public struct ProblemDetails: Error, Sendable, Equatable {
    /// What kind of problem it is: one of the `urn:formvalidation:problem:` URIs below.
    public var type: String
    /// A short summary of the kind of problem, the same for every problem of its type (in the request's language).
    public var title: String
    /// The HTTP status.
    public var status: HTTPResponseStatus
    /// What went wrong with this request.
    public var detail: String?
    /// Each error of a failed validation: the JSON Pointer of the value in the body, the code, the message in the
    /// request's language, and the parameters.
    public var errors: [Item]?
    /// For a body that is not JSON: where it went wrong, in bytes from the start of the body.
    public var offset: Int?
    /// The language of ``title``, ``detail`` and the messages, for `Content-Language`; `nil` for English-only text.
    public var language: String?
    /// Headers the response carries besides `Content-Type` and `Content-Language` (`Connection: close` after a body
    /// that could not be read).
    public var headers: HTTPHeaders = [:]

    /// One error of a failed validation: the JSON Pointer of the value in the body, the code, the message in the
    /// request's language, and the parameters.
    public typealias Item = ProblemDocument.Item

    /// A problem.
    ///
    /// - Parameters:
    ///   - type: What kind of problem it is, a URI.
    ///   - title: A short summary of the kind of problem.
    ///   - status: The HTTP status.
    ///   - detail: What went wrong with this request.
    ///   - errors: The errors of a failed validation.
    ///   - offset: For a body that is not JSON, where it went wrong.
    ///   - language: The language of the texts, for `Content-Language`.
    public init(
        type: String, title: String, status: HTTPResponseStatus, detail: String? = nil, errors: [Item]? = nil,
        offset: Int? = nil, language: String? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.offset = offset
        self.language = language
    }

    /// The answer of a problem the library words (`ProblemDocument`): its type, status, texts and headers.
    ///
    /// - Parameter document: The problem.
    public init(_ document: ProblemDocument) {
        self.init(
            type: document.type, title: document.title, status: HTTPResponseStatus(statusCode: document.status),
            detail: document.detail,
            errors: document.errors, offset: document.offset, language: document.language)
        for (name, value) in document.headers {
            headers.replaceOrAdd(name: name, value: value)
        }
    }
}

extension ProblemDetails: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, errors, offset
    }

    /// Reads a problem document (a client's, or a test's): `type`, `title` and `status` required.
    ///
    /// - Parameter decoder: The decoder of the problem's JSON.
    /// - Throws: `DecodingError` when a required member is missing or a member is of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        title = try container.decode(String.self, forKey: .title)
        status = HTTPResponseStatus(statusCode: try container.decode(Int.self, forKey: .status))
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        errors = try container.decodeIfPresent([Item].self, forKey: .errors)
        offset = try container.decodeIfPresent(Int.self, forKey: .offset)
        language = nil
    }

    /// Writes the problem document: the status as a number, the members without a value left out.
    ///
    /// - Parameter encoder: The encoder of the answer's body.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(Int(status.code), forKey: .status)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(errors, forKey: .errors)
        try container.encodeIfPresent(offset, forKey: .offset)
    }
}

extension ProblemDetails: AsyncResponseEncodable {
    /// The media type of a problem (RFC 9457, section 3).
    public static let mediaType = "application/problem+json"

    /// The response: the status, the problem as JSON, `Content-Type: application/problem+json`, and
    /// `Content-Language` when the texts are in a language.
    ///
    /// - Parameter request: The request the problem answers.
    /// - Returns: The response.
    /// - Throws: What `JSONEncoder` throws, which a problem's values never make it throw.
    public func response(for request: Request) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(self)
        var headers = self.headers
        headers.replaceOrAdd(name: .contentType, value: Self.mediaType)
        if let language { headers.replaceOrAdd(name: .contentLanguage, value: language) }
        return Response(
            status: status, headers: headers,
            body: Response.Body(buffer: ByteBuffer(bytes: body), byteBufferAllocator: request.byteBufferAllocator))
    }

    /// The response of ``response(for:)``: a handler may return a problem as well as throw it.
    ///
    /// - Parameter request: The request the problem answers.
    /// - Returns: The response.
    /// - Throws: What ``response(for:)`` throws.
    public func encodeResponse(for request: Request) async throws -> Response {
        try response(for: request)
    }
}

extension ProblemDetails: AbortError {
    /// The ``detail``, or the ``title`` when there is none: what Vapor's `ErrorMiddleware` says as its `reason`
    /// when no ``ProblemDetailsMiddleware`` answers the problem first.
    public var reason: String { detail ?? title }
}
