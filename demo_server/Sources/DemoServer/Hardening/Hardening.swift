import NIOCore

/// How the demo server stands up to bad input: every defence is in this folder, and this is the list.
///
/// Bad input never crashes the server, and every request that parses as HTTP and is refused gets a JSON body
/// `{"error": "<code>", "message": "<text>"}` (a ``DemoServerError``). Where each defence lives:
///
/// | input | answer | where |
/// | --- | --- | --- |
/// | no `Content-Type: application/json` | `415 unsupported_media_type` | ``JSONBodyDecoder`` |
/// | a `Content-Length` over 64 KiB, up to 2^64 − 1 | `413 payload_too_large` at once, nothing read | ``JSONBodyDecoder`` |
/// | a body over 64 KiB, chunked or not | `413`, reading stops at the limit (`collect(upTo:)`) | ``JSONBodyDecoder`` |
/// | a malformed chunk, a body the client cuts short | `400 malformed_body`, logged at debug level, connection closed | ``UnreadableBody`` |
/// | not JSON (RFC 8259: a trailing comma included, invalid UTF-8) | `400 malformed_json` | ``JSONBodyDecoder`` (the library's strict parser) |
/// | arrays and objects more than 512 deep | `400 too_deeply_nested`, as soon as the parser gets there | ``JSONBodyDecoder`` |
/// | a key given twice in one object | `422 duplicate_key` | ``JSONBodyDecoder`` |
/// | a number no `Decimal` holds | `422 number_out_of_range` | ``JSONBodyDecoder`` |
/// | JSON of the wrong shape | `422` naming what is wrong | the body type's `init(jsonValue:)` (``JSONRequestBody``) |
/// | an unknown path; a known path with another method | `404 not_found`; `405 method_not_allowed` with `Allow`, both derived from the router | ``UnmatchedRouteMiddleware`` |
/// | `CONNECT` | its `404`/`405` with the JSON body NIO would drop, then the connection closed | ``ConnectAnswerWriter`` |
/// | a declared body over 8 MiB | the answer, then the connection closed rather than drained | ``UnreadBodyCloser`` |
/// | anything else thrown (a bug) | `500 internal_error`, logged as an error | ``JSONErrorMiddleware`` |
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
