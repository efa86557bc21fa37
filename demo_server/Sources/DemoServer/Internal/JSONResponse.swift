import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Builds the JSON responses the server sends: compact, keys sorted, slashes unescaped.
enum JSONResponse {
    /// The `Content-Type` of every answer.
    static let contentType = "application/json; charset=utf-8"

    /// A response whose body is the given text, sent as JSON.
    static func text(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body))
        )
    }

    /// The JSON literal `true` or `false`, the verdict of `/validate`.
    static func verdict(_ valid: Bool, status: HTTPResponse.Status = .ok) -> Response {
        text(valid ? "true" : "false", status: status)
    }

    /// A value encoded as JSON; with `language`, its messages are in that language and `Content-Language`
    /// says so.
    static func encode(_ value: some Encodable, status: HTTPResponse.Status = .ok, language: String? = nil) throws
        -> Response
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        var headers: HTTPFields = [.contentType: contentType]
        if let language { headers[.contentLanguage] = language }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
