public import Foundation

/// An RFC 9457 problem document: what a server built on the library answers when it refuses a request, whatever its
/// framework.
///
/// ```swift
/// let problem = ProblemDocument.bodyTooLarge(limit: 65_536, messages: MessageCatalog(acceptLanguage: "de"))
/// print(problem.status)        // 413
/// print(problem.detail ?? "")  // Der Inhalt darf höchstens 65536 Byte lang sein.
/// ```
///
/// The server integrations (FormValidationHummingbird, FormValidationVapor, FormValidationOpenAPI) make their
/// framework's response from it, so that every one of them refuses the same request with the same type, status,
/// texts (``ProblemWording``, in the request's language) and headers. As JSON it is the document itself:
///
/// ```json
/// {"type": "urn:formvalidation:problem:validation-failed", "title": "Validation failed", "status": 422,
///  "detail": "The request has 2 errors.",
///  "errors": [{"pointer": "/email", "code": "invalidEmail", "message": "Email is not a valid email address.",
///              "parameters": {}}, …]}
/// ```
public struct ProblemDocument: Error, Sendable, Hashable, Codable {
    /// What kind of problem it is: one of the `urn:formvalidation:problem:` URIs.
    public var type: String
    /// A short summary of the kind of problem, the same for every problem of its type.
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// What went wrong with this request.
    public var detail: String?
    /// Each error of a failed validation.
    public var errors: [Item]?
    /// For a body that is not JSON: where it went wrong, in bytes from the start of the body.
    public var offset: Int?
    /// The language of ``title``, ``detail`` and the messages, for `Content-Language`; `nil` for English-only text.
    /// Not part of the JSON.
    public var language: String?
    /// Headers the answer carries besides `Content-Type` and `Content-Language`, by name (`Connection: close` after
    /// a body that could not be read, `Allow` for a method the path does not take). Not part of the JSON.
    public var headers: [String: String]

    /// The media type of a problem (RFC 9457, section 3).
    public static let mediaType = "application/problem+json"

    /// One error of a failed validation.
    public struct Item: Sendable, Hashable, Codable {
        /// The JSON Pointer of the value (`/addresses/1/postalCode`); the empty pointer for the whole value.
        public var pointer: String
        /// Where the value is, when it is not the body: `path` or `query` for a parameter, `response` for an
        /// answer; `nil` for the request body.
        public var location: String?
        /// The error code (`invalidEmail`).
        public var code: String
        /// The message, in the request's language.
        public var message: String
        /// Facts that explain the failure (`min`, `max`, `pattern`, …).
        public var parameters: [String: ValidationParameter]

        /// The item for an error of the request body; one without a path is about the body as a whole.
        ///
        /// - Parameter error: The error.
        public init(_ error: ValidationError) {
            self.init(error, in: nil)
        }

        /// The item for an error of a value `location` names (`query`), or of the body when it is `nil`.
        ///
        /// - Parameters:
        ///   - error: The error.
        ///   - location: Where the value is: `path`, `query`, `response`; `nil` for the request body.
        public init(_ error: ValidationError, in location: String?) {
            pointer = error.path?.description ?? ""
            self.location = location
            code = error.code.rawValue
            message = error.message
            parameters = error.parameters
        }

        private enum CodingKeys: String, CodingKey {
            case pointer, code, message, parameters
            case location = "in"
        }
    }

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
    ///   - headers: Other headers of the answer, by name.
    public init(
        type: String, title: String, status: Int, detail: String? = nil, errors: [Item]? = nil, offset: Int? = nil,
        language: String? = nil, headers: [String: String] = [:]
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.offset = offset
        self.language = language
        self.headers = headers
    }

    /// The document as JSON, keys sorted and slashes as they are: the body of the answer.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and string-keyed maps always encode.
        return (try? encoder.encode(self)) ?? Data()
    }

    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, errors, offset
    }

    /// Reads a problem document: the JSON members only (``language`` and ``headers`` are `nil` and empty).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: When a member is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try container.decode(String.self, forKey: .type),
            title: try container.decode(String.self, forKey: .title),
            status: try container.decode(Int.self, forKey: .status),
            detail: try container.decodeIfPresent(String.self, forKey: .detail),
            errors: try container.decodeIfPresent([Item].self, forKey: .errors),
            offset: try container.decodeIfPresent(Int.self, forKey: .offset))
    }

    /// Writes the JSON members.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(errors, forKey: .errors)
        try container.encodeIfPresent(offset, forKey: .offset)
    }
}

extension ProblemDocument {
    /// `422 validation-failed`: the body is JSON, but its values are not valid. Each error becomes an item, with
    /// the pointer of its value; the title and detail are in the language of `messages`.
    ///
    /// - Parameters:
    ///   - items: Every error, in order; not empty.
    ///   - messages: The catalog the errors were worded with.
    /// - Returns: The problem.
    public static func validationFailed(_ items: [Item], messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:validation-failed", title: wording.validationFailedTitle, status: 422,
            detail: wording.validationFailedDetail(count: items.count), errors: items, language: wording.language)
    }

    /// `400 malformed-json` for text that is not JSON (a trailing comma, invalid UTF-8 included) or nests too
    /// deep; `422 unreadable-json` for JSON with a key given twice in one object (which value counts differs from
    /// reader to reader) or a number a `Decimal` cannot hold. Both say where, in bytes.
    ///
    /// - Parameters:
    ///   - error: What the parser found, with its ``JSONParsingError/offset``.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func unreadableJSON(_ error: JSONParsingError, messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        let detail = wording.unreadableJSONDetail(error)
        guard error.isDuplicateKey || error.isNumberOutOfRange else {
            return ProblemDocument(
                type: "urn:formvalidation:problem:malformed-json", title: wording.malformedJSONTitle, status: 400,
                detail: detail, offset: error.offset, language: wording.language)
        }
        return ProblemDocument(
            type: "urn:formvalidation:problem:unreadable-json", title: wording.unreadableJSONTitle, status: 422,
            detail: detail, offset: error.offset, language: wording.language)
    }

    /// `400 unreadable-body`: the body stream failed before it ended, cut short or with malformed chunks. The
    /// answer closes the connection: nothing after such a body can be read as the next request.
    ///
    /// - Parameter messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func unreadableBody(messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:unreadable-body", title: wording.unreadableBodyTitle, status: 400,
            detail: wording.unreadableBodyDetail, language: wording.language, headers: ["Connection": "close"])
    }

    /// `413 body-too-large`: the body is larger than the limit.
    ///
    /// - Parameters:
    ///   - limit: The largest body taken, in bytes.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func bodyTooLarge(limit: Int, messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:body-too-large", title: wording.bodyTooLargeTitle, status: 413,
            detail: wording.bodyTooLargeDetail(limit: limit), language: wording.language)
    }

    /// `415 unsupported-media-type`: the body is not sent as JSON.
    ///
    /// - Parameters:
    ///   - contentType: The `Content-Type` the request has, if any.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func unsupportedMediaType(_ contentType: String?, messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:unsupported-media-type", title: wording.unsupportedMediaTypeTitle,
            status: 415, detail: wording.unsupportedMediaTypeDetail(contentType), language: wording.language)
    }

    /// `415 unsupported-content-encoding`: the body is sent with a content coding (`gzip`, `br`, …), which is not
    /// decoded; the answer says, with `Accept-Encoding: identity`, that only an uncoded body is read (RFC 9110,
    /// section 15.5.16).
    ///
    /// - Parameters:
    ///   - coding: The request's `Content-Encoding`.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func unsupportedContentEncoding(_ coding: String, messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:unsupported-content-encoding",
            title: wording.unsupportedContentEncodingTitle, status: 415,
            detail: wording.unsupportedContentEncodingDetail(coding), language: wording.language,
            headers: ["Accept-Encoding": "identity"])
    }

    /// `400 malformed-request`: the request's `Content-Length` is not a number of bytes (`12abc`, `-1`, `1, 2`);
    /// nothing after it can be framed, so the answer closes the connection.
    ///
    /// - Parameters:
    ///   - value: The `Content-Length` as sent.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func malformedContentLength(_ value: String, messages: MessageCatalog) -> ProblemDocument {
        let wording = ProblemWording(messages: messages)
        return ProblemDocument(
            type: "urn:formvalidation:problem:malformed-request", title: wording.malformedRequestTitle, status: 400,
            detail: wording.contentLengthDetail(value), language: wording.language, headers: ["Connection": "close"])
    }

    /// `405 method-not-allowed`: the path takes other methods, which `Allow` lists.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - allowed: The methods the path takes, in the order `Allow` lists them.
    ///   - messages: The language of the title and the detail.
    /// - Returns: The problem.
    public static func methodNotAllowed(_ method: String, allowed: [String], messages: MessageCatalog)
        -> ProblemDocument
    {
        let wording = ProblemWording(messages: messages)
        let names = allowed.joined(separator: ", ")
        return ProblemDocument(
            type: "urn:formvalidation:problem:method-not-allowed", title: wording.methodNotAllowedTitle, status: 405,
            detail: wording.methodNotAllowedDetail(method: method, allowed: names), language: wording.language,
            headers: ["Allow": names])
    }
}
