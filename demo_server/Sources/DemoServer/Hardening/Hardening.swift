import NIOCore

/// How the demo server stands up to bad input: every defence is in this folder or in the library's Hummingbird
/// integration, and this is the list.
///
/// Bad input never crashes the server, and every request that parses as HTTP and is refused gets an RFC 9457
/// problem (`application/problem+json`, `{"type": …, "title": …, "status": …, "detail": …}`). Every route reads its
/// body with the integration (`request.jsonBody`, or `request.validated(by:)` for the form routes), so every route
/// refuses a bad body the same way, in the request's language. Where each defence lives:
///
/// | input | answer | where |
/// | --- | --- | --- |
/// | no `Content-Type: application/json` | `415 unsupported-media-type` | the integration |
/// | a `Content-Encoding` other than `identity` | `415 unsupported-content-encoding`, `Accept-Encoding: identity` | the integration |
/// | a `Content-Length` that is not a number | `400 malformed-request`, connection closed | the integration |
/// | a `Content-Length` over 64 KiB, up to 2^64 − 1 | `413 body-too-large` at once, nothing read | the integration |
/// | a body over 64 KiB, chunked or not | `413`, reading stops at the limit (`collect(upTo:)`) | the integration |
/// | a malformed chunk, a body the client cuts short | `400 unreadable-body`, connection closed | the integration |
/// | not JSON (RFC 8259: a trailing comma included, invalid UTF-8), or arrays and objects more than 512 deep | `400 malformed-json` with the byte offset | the integration (the library's strict parser) |
/// | a key given twice in one object; a number no `Decimal` holds | `422 unreadable-json` | the integration |
/// | JSON of the wrong shape | `422` naming what is wrong | ``ValidationRequest/init(jsonValue:)``; a form spec's rules |
/// | an unknown path; a known path with another method | `404 not-found`; `405 method-not-allowed` with `Allow`, both derived from the router | ``UnmatchedRouteMiddleware`` |
/// | `CONNECT` | its `404`/`405` with the problem NIO would drop, then the connection closed | ``ConnectAnswerWriter`` |
/// | a declared body over 8 MiB | the answer, then the connection closed rather than drained | ``UnreadBodyCloser`` |
/// | anything else thrown (a bug) | `500 internal-error`, logged as an error | ``JSONErrorMiddleware`` |
///
/// Slow clients need nothing of their own: each connection is served by its own task, so a client that sends
/// a byte at a time, or stalls part-way, holds nothing but its connection. A request head NIO's HTTP parser
/// refuses (a garbage request line, `Content-Length: abc`, headers over 80 KiB) never reaches the server's code:
/// Hummingbird answers it with a bare `400` and closes the connection.
enum Hardening {
    /// The channel handlers every connection gets, right after the HTTP decoding: ``UnreadBodyCloser`` and
    /// ``ConnectAnswerWriter``.
    static func channelHandlers() -> [any RemovableChannelHandler] {
        [UnreadBodyCloser(), ConnectAnswerWriter()]
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
}
