import FormValidation
import Foundation
import Hummingbird
import NIOCore

/// A JSON request body, read the one way every `POST` route reads its body.
///
/// A conforming type says only what shape of JSON it takes (``init(jsonValue:)``); reading the request checks the
/// rest, in this order: content type (`415`), size (`413`, reading the body), JSON syntax (strict RFC 8259, no
/// trailing comma) and nesting depth (`400`), keys given twice (`422`), numbers in range (`422`), then the shape.
protocol JSONRequestBody: Sendable {
    /// Reads the body from its parsed JSON.
    ///
    /// - Parameter jsonValue: The body, parsed.
    /// - Throws: The ``DemoServerError`` (`422`) that says what is wrong with its shape.
    init(jsonValue: JSONValue) throws(DemoServerError)
}

extension JSONRequestBody {
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

    /// Reads the body of `request`.
    ///
    /// A `Content-Length` over the limit is refused before anything is read — including one too large for `Int`
    /// (2^63 to 2^64 − 1, which NIO's parser accepts), which would otherwise wait for a body that cannot come; past
    /// ``DemoServerConfiguration/maximumDrainedBodySize`` the ``UnreadBodyCloser`` then closes the connection after
    /// the answer. A body without a `Content-Length` (chunked) is collected with `collect(upTo:)`, which stops as
    /// soon as it passes the limit, so an oversized body never sits in memory.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: Its context, whose `maxUploadSize` is the limit (64 KiB).
    /// - Throws: ``DemoServerError/unsupportedMediaType`` without `Content-Type: application/json` (parameters
    ///   such as `charset` allowed), ``DemoServerError/payloadTooLarge`` for a body over the limit,
    ///   ``UnreadableBody`` when the body stream fails (a malformed chunk, a body cut short), and what
    ///   ``parse(_:)`` and ``init(jsonValue:)`` throw.
    init(from request: Request, context: some RequestContext) async throws {
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
        try self.init(jsonValue: Self.parse(body.readableBytesView))
    }

    /// Throws `415` unless `Content-Type` is `application/json`, parameters (such as `charset`) allowed.
    static func requireJSONContentType(_ headers: HTTPFields) throws(DemoServerError) {
        guard let value = headers[.contentType] else { throw .unsupportedMediaType }
        let mediaType = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else { throw .unsupportedMediaType }
    }
}
