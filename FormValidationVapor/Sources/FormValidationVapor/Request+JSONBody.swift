public import FormValidationCore
import Foundation
import NIOCore
public import Vapor

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
    /// The body is streamed only on a route registered with `body: .stream`. On a route that lets Vapor collect it
    /// (the default, `.collect`), Vapor has read it before the handler runs, up to its own limit
    /// (`app.routes.defaultMaxBodySize`, 16 KB unless set), and answers a larger one with its own `413`; what it
    /// collected is then held to `maximumSize` here.
    ///
    /// - Parameter maximumSize: The largest body taken, in bytes.
    /// - Returns: The body, parsed.
    /// - Throws: ``ProblemDetails`` (`415`, `400`, `413`, `422`); `CancellationError` as it is.
    public func jsonBody(maximumSize: Int = defaultMaximumBodySize) async throws -> JSONValue {
        let messages = self.messages
        let buffer = try await jsonText(maximumSize: maximumSize)
        do {
            return try JSONValue(json: buffer.readableBytesView)
        } catch {
            throw ProblemDetails.unreadableJSON(error, messages: messages)
        }
    }

    /// The body's bytes, read as ``jsonBody(maximumSize:)`` reads them, before they are parsed.
    func jsonText(maximumSize: Int) async throws -> ByteBuffer {
        let messages = self.messages
        do {
            try checkHead(maximumSize: maximumSize, messages: messages)
        } catch {
            discardBody()
            throw error
        }
        return try await collectBody(maximumSize: maximumSize, messages: messages)
    }

    /// Refuses, before the body is read, a body that is not sent as JSON (`415`), is sent coded (`415`), or whose
    /// `Content-Length` is no number (`400`) or is over `maximumSize` (`413`).
    private func checkHead(maximumSize: Int, messages: MessageCatalog) throws {
        let contentType = headerValue(.contentType)
        guard let contentType, HTTPContent.isJSON(contentType: contentType) else {
            throw ProblemDetails.unsupportedMediaType(contentType, messages: messages)
        }
        if let coding = headerValue(.contentEncoding), !HTTPContent.isIdentity(contentEncoding: coding) {
            throw ProblemDetails.unsupportedContentEncoding(coding, messages: messages)
        }
        try Self.checkDeclaredLength(headerValue(.contentLength), maximumSize: maximumSize, messages: messages)
    }

    /// Reads the rest of a streamed body and drops it, without waiting for its end: the answer goes out at once.
    ///
    /// A body Vapor streams must be read: one its handler leaves unread can leave the connection waiting for a
    /// reader, and Vapor's debug builds stop at an assertion ("Request.BodyStream deinitialized before closing").
    /// Vapor drains such a stream itself only when the answer ends before the body does.
    private func discardBody() {
        let eventLoop = self.eventLoop
        body.drain { _ in eventLoop.makeSucceededVoidFuture() }
    }

    /// The body, collected up to `maximumSize` bytes: the one Vapor collected before the handler, or the stream
    /// read here.
    private func collectBody(maximumSize: Int, messages: MessageCatalog) async throws -> ByteBuffer {
        if let collected = body.data {
            guard collected.readableBytes <= maximumSize else {
                throw ProblemDetails.bodyTooLarge(limit: maximumSize, messages: messages)
            }
            return collected
        }
        do {
            // Vapor refuses a body that reaches its `max`: one more byte lets a body of exactly `maximumSize` in.
            let max = maximumSize < Int.max ? maximumSize + 1 : nil
            return try await body.collect(max: max).get() ?? ByteBuffer()
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw ProblemDetails.bodyTooLarge(limit: maximumSize, messages: messages)
        } catch let error as CancellationError {
            throw error
        } catch {
            // The body stream failed: it ended early, or its chunks are malformed.
            throw ProblemDetails.unreadableBody(messages: messages)
        }
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

    /// The value of a header, its lines joined with commas as one field (RFC 9110, section 5.3); `nil` when the
    /// request has none.
    private func headerValue(_ name: HTTPHeaders.Name) -> String? {
        let values = headers[name]
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// The messages of this request's language, negotiated from `Accept-Language` (q-values read; English when
    /// none of the library's languages is asked for).
    public var messages: MessageCatalog {
        MessageCatalog(acceptLanguage: headerValue(.acceptLanguage) ?? "")
    }
}
