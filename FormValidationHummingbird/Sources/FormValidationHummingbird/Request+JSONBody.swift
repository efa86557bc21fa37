public import FormValidationCore
import Foundation
public import Hummingbird
import NIOCore

extension Request {
    /// The largest body read by default: 1 MiB.
    public static let defaultMaximumBodySize = 1 << 20

    /// Reads the body as JSON, strictly, refusing what is not JSON with a problem.
    ///
    /// In this order, every refusal a problem in the language `Accept-Language` asks for: `Content-Type` must be
    /// `application/json` (parameters such as `charset` allowed; a `+json` type such as
    /// `application/json-patch+json` names another kind of document), else `415`; a `Content-Encoding` other than
    /// `identity` (`gzip`, `br`) is `415` with `Accept-Encoding: identity`, never read as JSON; a `Content-Length`
    /// that is not a number is `400`, one over `maximumSize` `413` before anything is read, and a body without one
    /// is read only up to the limit, so an oversized body never sits in memory (`413`); the
    /// text must then be RFC 8259 JSON in UTF-8 (no trailing comma), nested at most 512 levels deep, with no key
    /// given twice in one object and every number one a `Decimal` holds: else `400` with the byte offset for text
    /// that is not JSON or nests too deep, and `422` for a key given twice or a number out of range (JSON, but not
    /// JSON with one meaning). A body stream that fails (cut short, a malformed chunk) is `400` too.
    ///
    /// - Parameters:
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The body, parsed.
    /// - Throws: ``ProblemDetails`` (`415`, `400`, `413`, `422`); `CancellationError` as it is.
    public func jsonBody(context: some RequestContext, maximumSize: Int = defaultMaximumBodySize) async throws
        -> JSONValue
    {
        let buffer = try await jsonText(context: context, maximumSize: maximumSize)
        do {
            return try JSONValue(json: buffer.readableBytesView)
        } catch {
            throw ProblemDetails.unreadableJSON(error, messages: messages)
        }
    }

    /// The body's bytes, read as ``jsonBody(context:maximumSize:)`` reads them, before they are parsed.
    func jsonText(context: some RequestContext, maximumSize: Int) async throws -> ByteBuffer {
        let messages = self.messages
        let contentType = headers[.contentType]
        guard let contentType, HTTPContent.isJSON(contentType: contentType) else {
            throw ProblemDetails.unsupportedMediaType(contentType, messages: messages)
        }
        if let coding = headers[.contentEncoding], !HTTPContent.isIdentity(contentEncoding: coding) {
            throw ProblemDetails.unsupportedContentEncoding(coding, messages: messages)
        }
        try Self.checkDeclaredLength(headers[.contentLength], maximumSize: maximumSize, messages: messages)
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: maximumSize)
        } catch is NIOTooManyBytesError {
            throw ProblemDetails.bodyTooLarge(limit: maximumSize, messages: messages)
        } catch let error as CancellationError {
            throw error
        } catch {
            // The body stream failed: it ended early, or its chunks are malformed.
            throw ProblemDetails.unreadableBody(messages: messages)
        }
        return buffer
    }

    /// Refuses a `Content-Length` that is no number of bytes (`400`), or one over `maximumSize` (`413`): decimal
    /// digits, one number, or nothing else frames a body (RFC 9110, section 8.6).
    ///
    /// HTTP/1.1 parsers (NIO's) refuse a malformed one before any handler runs; another transport may not.
    static func checkDeclaredLength(_ declared: String?, maximumSize: Int, messages: MessageCatalog) throws {
        guard let declared else { return }
        guard !declared.isEmpty, declared.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw ProblemDetails.malformedContentLength(declared, messages: messages)
        }
        // Past Int's range is past the limit too.
        if Int(declared).map({ $0 > maximumSize }) ?? true {
            throw ProblemDetails.bodyTooLarge(limit: maximumSize, messages: messages)
        }
    }

    /// The messages of this request's language, negotiated from `Accept-Language` (q-values read; English when
    /// none of the library's languages is asked for).
    public var messages: MessageCatalog {
        MessageCatalog(acceptLanguage: headers[.acceptLanguage] ?? "")
    }
}

/// A request decoder for Hummingbird's `request.decode(as:context:)` that reads every body through
/// ``HummingbirdCore/Request/jsonBody(context:maximumSize:)``: the same checks and the same problems (`415`, `400`, `413`,
/// `422`) for every route of a server, up to the context's `maxUploadSize`, and then the parsed body decoded into the
/// type with `JSONDecoder`.
///
/// ```swift
/// struct AppRequestContext: RequestContext {
///     var requestDecoder: ProblemJSONDecoder { ProblemJSONDecoder() }
///     …
/// }
/// ```
///
/// A `JSONValue` is answered as it was parsed. A type whose `init(from:)` throws a
/// ``ProblemDetails`` (a shape the JSON does not have) answers with it; Hummingbird answers any other
/// `DecodingError` `400`.
public struct ProblemJSONDecoder: RequestDecoder {
    /// The decoder.
    public init() {}

    /// Reads the body of `request` as JSON, strictly, then decodes it into `type`.
    ///
    /// - Parameters:
    ///   - type: What to decode the body into.
    ///   - request: The request.
    ///   - context: Its context, whose `maxUploadSize` is the largest body taken.
    /// - Returns: The value.
    /// - Throws: The problems of ``HummingbirdCore/Request/jsonBody(context:maximumSize:)``, and what decoding throws.
    public func decode<Value: Decodable>(_ type: Value.Type, from request: Request, context: some RequestContext)
        async throws -> Value
    {
        let json = try await request.jsonBody(context: context, maximumSize: context.maxUploadSize)
        if let value = json as? Value { return value }
        return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(json))
    }
}
