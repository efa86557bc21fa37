public import FormValidation
import Foundation
public import Hummingbird
import NIOCore

extension Request {
    /// The largest body read by default: 1 MiB.
    public static let defaultMaximumBodySize = 1 << 20

    /// Reads the body as JSON, strictly, refusing what is not JSON with a problem.
    ///
    /// In this order: `Content-Type` must be `application/json` (parameters such as `charset` allowed; a `+json`
    /// type such as `application/json-patch+json` names another kind of document), else `415`; a
    /// `Content-Length` over `maximumSize` is `413` before anything is read, and a body without one is read only
    /// up to the limit, so an oversized body never sits in memory (`413`); the
    /// text must then be RFC 8259 JSON in UTF-8 (no trailing comma), nested at most 512 levels deep, with no key
    /// given twice in one object and every number one a `Decimal` holds: else `400` with the byte offset for text
    /// that is not JSON or nests too deep, and `422` for a key given twice or a number out of range (JSON, but not
    /// JSON with one meaning). A body stream that fails (cut short, a malformed chunk) is `400` too.
    ///
    /// - Parameters:
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The body, parsed.
    /// - Throws: ``ProblemDetails`` (`415`, `413`, `400`, `422`); `CancellationError` as it is.
    public func jsonBody(context: some RequestContext, maximumSize: Int = defaultMaximumBodySize) async throws
        -> JSONValue
    {
        let contentType = headers[.contentType]
        guard let contentType, Self.isJSON(contentType) else { throw ProblemDetails.unsupportedMediaType(contentType) }
        if let declared = headers[.contentLength], !declared.utf8.allSatisfy({ (0x30...0x39).contains($0) })
            || (Int(declared).map { $0 > maximumSize } ?? true)
        {
            throw ProblemDetails.bodyTooLarge(limit: maximumSize)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: maximumSize)
        } catch is NIOTooManyBytesError {
            throw ProblemDetails.bodyTooLarge(limit: maximumSize)
        } catch let error as CancellationError {
            throw error
        } catch {
            // The body stream failed: it ended early, or its chunks are malformed.
            throw ProblemDetails.unreadableBody()
        }
        do {
            return try JSONValue(json: buffer.readableBytesView)
        } catch {
            throw ProblemDetails.unreadableJSON(error)
        }
    }

    /// Whether a `Content-Type` is `application/json`, parameters allowed.
    static func isJSON(_ contentType: String) -> Bool {
        contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }

    /// The messages of this request's language, negotiated from `Accept-Language` (q-values read; English when
    /// none of the library's languages is asked for).
    public var messages: MessageCatalog {
        MessageCatalog(acceptLanguage: headers[.acceptLanguage] ?? "")
    }
}
