import FormValidation
import Foundation
public import Hummingbird
import NIOCore

/// The request decoder of ``DemoRequestContext``: what `request.decode(as:context:)` reads every `POST` body with.
///
/// It checks, in this order:
/// 1. `Content-Type: application/json`, parameters such as `charset` allowed, else ``DemoServerError/unsupportedMediaType``,
///    and no `Content-Encoding` but `identity`, else ``DemoServerError/unsupportedContentEncoding(_:)``;
/// 2. the size: a `Content-Length` over the context's `maxUploadSize` (64 KiB) is refused before anything is read —
///    including one too large for `Int` (2^63 to 2^64 − 1, which NIO's parser accepts), which would otherwise wait
///    for a body that cannot come (past ``DemoServerConfiguration/maximumDrainedBodySize`` the ``UnreadBodyCloser``
///    then closes the connection after the answer); a body without one (chunked) is collected with
///    `collect(upTo:)`, which stops as soon as it passes the limit, so an oversized body never sits in memory. Both
///    are ``DemoServerError/payloadTooLarge``; a body stream that fails (a malformed chunk, a body cut short) is
///    ``UnreadableBody``;
/// 3. the JSON, with the library's strict parser (``parse(_:)``): RFC 8259 syntax, no trailing comma, valid UTF-8,
///    at most 512 levels deep, no key given twice in one object, every number one a `Decimal` holds;
/// 4. the shape: a ``JSONRequestBody`` reads the parsed value (``JSONRequestBody/init(jsonValue:)``); any other
///    `Decodable` is decoded from the same bytes by Foundation's `JSONDecoder`.
public struct JSONBodyDecoder: RequestDecoder {
    /// The decoder.
    public init() {}

    /// Reads a body of type `type` from `request`.
    ///
    /// - Parameters:
    ///   - type: The body's type.
    ///   - request: The request.
    ///   - context: Its context, whose `maxUploadSize` is the limit.
    /// - Returns: The body.
    /// - Throws: The ``DemoServerError`` of the first check that fails (see above), or ``UnreadableBody``.
    public func decode<T: Decodable>(
        _ type: T.Type, from request: Request, context: some RequestContext
    ) async throws -> T {
        try Self.requireJSONContentType(request.headers)
        let limit = context.maxUploadSize
        if let declaredLength = request.headers[.contentLength],
            Hardening.exceeds(declaredLength: declaredLength, limit: limit)
        {
            throw DemoServerError.payloadTooLarge
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw DemoServerError.payloadTooLarge
        } catch let error as CancellationError {
            throw error
        } catch {
            throw UnreadableBody(underlying: error)
        }
        let json = try Self.parse(body.readableBytesView)
        if let bodyType = T.self as? any JSONRequestBody.Type, let value = try bodyType.init(jsonValue: json) as? T {
            return value
        }
        return try JSONDecoder().decode(T.self, from: Data(body.readableBytesView))
    }

    /// Parses JSON text with the library's strict parser.
    ///
    /// - Parameter json: The raw body.
    /// - Returns: The parsed body.
    /// - Throws: ``DemoServerError/malformedJSON`` when the body is not JSON (a trailing comma and invalid UTF-8
    ///   included), ``DemoServerError/tooDeeplyNested`` when it nests deeper than ``JSONValue/maximumDepth``,
    ///   ``DemoServerError/duplicateKey(_:)`` when it gives a key twice in one object, and
    ///   ``DemoServerError/numberOutOfRange(_:)`` when it holds a number a `Decimal` cannot hold.
    static func parse(_ json: some Collection<UInt8>) throws(DemoServerError) -> JSONValue {
        do {
            return try JSONValue(json: json)
        } catch {
            throw .unreadableJSON(error)
        }
    }

    /// Throws `415` unless `Content-Type` is `application/json`, parameters (such as `charset`) allowed.
    static func requireJSONContentType(_ headers: HTTPFields) throws(DemoServerError) {
        guard let value = headers[.contentType] else { throw .unsupportedMediaType }
        let mediaType = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else { throw .unsupportedMediaType }
        // A coded body (gzip, br) is not the JSON the client meant: refused, never read as it is.
        if let coding = headers[.contentEncoding],
            !coding.split(separator: ",").allSatisfy({
                $0.trimmingCharacters(in: .whitespaces).lowercased() == "identity"
            })
        {
            throw .unsupportedContentEncoding(coding)
        }
    }
}
