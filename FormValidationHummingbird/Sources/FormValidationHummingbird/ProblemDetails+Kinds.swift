public import FormValidationCore
public import Hummingbird

extension ProblemDetails {
    /// `422`: the body is JSON, but its values are not valid. Each error becomes an item, with the pointer of its
    /// value; the title and detail are in the language of `messages`.
    ///
    /// - Parameters:
    ///   - errors: Every error, in order; not empty.
    ///   - messages: The catalog the errors were worded with.
    /// - Returns: The problem, to throw.
    public static func validationFailed(_ errors: [ValidationError], messages: MessageCatalog) -> ProblemDetails {
        ProblemDetails(.validationFailed(errors.map { Item($0) }, messages: messages))
    }

    /// The problem of a body that is not JSON this package reads, with the byte offset where it went wrong:
    /// `400 malformed-json` for text that is not JSON (a trailing comma, invalid UTF-8 included) or nests more
    /// than 512 levels deep; `422 unreadable-json` for JSON with a key given twice in one object (which value
    /// counts differs from reader to reader) or a number a `Decimal` cannot hold.
    ///
    /// - Parameters:
    ///   - error: What the parser found, with its `JSONParsingError.offset`.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func unreadableJSON(_ error: JSONParsingError, messages: MessageCatalog = .english) -> ProblemDetails
    {
        ProblemDetails(.unreadableJSON(error, messages: messages))
    }

    /// `400`: the body stream failed before it ended: cut short, or with malformed chunks. The answer closes the
    /// connection (`Connection: close`): nothing after such a body can be read as the next request.
    ///
    /// - Parameter messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func unreadableBody(messages: MessageCatalog = .english) -> ProblemDetails {
        ProblemDetails(.unreadableBody(messages: messages))
    }

    /// `413`: the body is larger than the limit.
    ///
    /// - Parameters:
    ///   - limit: The largest body taken, in bytes.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func bodyTooLarge(limit: Int, messages: MessageCatalog = .english) -> ProblemDetails {
        ProblemDetails(.bodyTooLarge(limit: limit, messages: messages))
    }

    /// `415`: the body is not sent as JSON.
    ///
    /// - Parameters:
    ///   - contentType: The `Content-Type` the request has, if any.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func unsupportedMediaType(_ contentType: String?, messages: MessageCatalog = .english)
        -> ProblemDetails
    {
        ProblemDetails(.unsupportedMediaType(contentType, messages: messages))
    }

    /// `415`: the body is sent with a content coding (`Content-Encoding: gzip`, `br`, …), which this package does
    /// not decode; the answer says, with `Accept-Encoding: identity`, that only an uncoded body is read (RFC 9110,
    /// section 15.5.16). Read as it is, a coded body would be bytes that are not JSON, or worse, JSON that was never
    /// what the client meant.
    ///
    /// - Parameters:
    ///   - coding: The request's `Content-Encoding`.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func unsupportedContentEncoding(_ coding: String, messages: MessageCatalog = .english)
        -> ProblemDetails
    {
        ProblemDetails(.unsupportedContentEncoding(coding, messages: messages))
    }

    /// `400`: the request's `Content-Length` is not a number of bytes (`12abc`, `-1`, `1, 2`); nothing after it can
    /// be framed, so the answer closes the connection.
    ///
    /// - Parameters:
    ///   - value: The `Content-Length` as sent.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func malformedContentLength(_ value: String, messages: MessageCatalog = .english) -> ProblemDetails {
        ProblemDetails(.malformedContentLength(value, messages: messages))
    }

    /// `405`: the path takes other methods, which `Allow` lists.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - allowed: The methods the path takes, in the order `Allow` lists them.
    ///   - messages: The language of the title and the detail; English by default.
    /// - Returns: The problem, to throw.
    public static func methodNotAllowed(
        _ method: HTTPRequest.Method, allowed: [HTTPRequest.Method], messages: MessageCatalog = .english
    ) -> ProblemDetails {
        ProblemDetails(.methodNotAllowed(method.rawValue, allowed: allowed.map(\.rawValue), messages: messages))
    }
}
