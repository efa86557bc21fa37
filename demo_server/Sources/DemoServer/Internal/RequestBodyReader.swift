import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Checks and reads the body of a `POST`: JSON content type, at most 64 KiB, ALPValidator's shape.
enum RequestBodyReader {
    /// Reads a ``ValidationRequest`` from a request, checking in this order: content type (`415`),
    /// size (`413`), JSON syntax (`400`), shape (`422`).
    ///
    /// The body is collected chunk by chunk and reading stops as soon as it passes the limit, so an
    /// oversized body never sits in memory; a `Content-Length` over the limit is refused before reading.
    static func validationRequest(
        from request: Request,
        limit: Int = DemoServerConfiguration.maximumBodySize
    ) async throws -> ValidationRequest {
        try requireJSONContentType(request.headers)
        let body = try await collect(request.body, declaredLength: request.headers[.contentLength], limit: limit)
        return try ValidationRequest(json: body.readableBytesView)
    }

    /// Throws `415` unless `Content-Type` is `application/json`, parameters (such as `charset`) allowed.
    static func requireJSONContentType(_ headers: HTTPFields) throws(DemoServerError) {
        guard let value = headers[.contentType] else { throw .unsupportedMediaType }
        let mediaType = value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else { throw .unsupportedMediaType }
    }

    /// Collects a body of at most `limit` bytes, throwing `413` as soon as it is larger.
    ///
    /// A `Content-Length` over the limit is refused before anything is read — including one too large for `Int`
    /// (2^63 to 2^64 − 1, which NIO's parser accepts), which used to wait for a body that cannot come; past
    /// ``DemoServerConfiguration/maximumDrainedBodySize`` the ``UnreadBodyCloser`` then closes the connection after
    /// the answer. When the body stream itself fails (a
    /// malformed chunk, or a body cut short by the client), throws ``UnreadableBody``, which is answered
    /// `400 malformed_body`.
    static func collect(
        _ body: RequestBody,
        declaredLength: String?,
        limit: Int
    ) async throws -> ByteBuffer {
        if let declaredLength, exceeds(declaredLength: declaredLength, limit: limit) {
            throw DemoServerError.payloadTooLarge
        }
        var collected = ByteBuffer()
        var chunks = body.makeAsyncIterator()
        while var chunk = try await nextChunk(&chunks) {
            guard collected.readableBytes + chunk.readableBytes <= limit else {
                throw DemoServerError.payloadTooLarge
            }
            collected.writeBuffer(&chunk)
        }
        return collected
    }

    /// Whether a `Content-Length` value declares more than `limit` bytes: a number of ASCII digits above it,
    /// however many digits (NIO's parser accepts up to 2^64 − 1, more than `Int` holds).
    static func exceeds(declaredLength: String, limit: Int) -> Bool {
        let digits = declaredLength.utf8.drop { $0 == UInt8(ascii: "0") }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return false
        }
        guard digits.count <= 18, let length = Int(String(decoding: digits, as: UTF8.self)) else { return true }
        return length > limit
    }

    /// The next chunk of a body, with a failure of the stream wrapped in ``UnreadableBody``.
    private static func nextChunk(_ chunks: inout RequestBody.AsyncIterator) async throws -> ByteBuffer? {
        do {
            return try await chunks.next()
        } catch let error as CancellationError {
            throw error
        } catch let error as DemoServerError {
            throw error
        } catch {
            throw UnreadableBody(underlying: error)
        }
    }
}
