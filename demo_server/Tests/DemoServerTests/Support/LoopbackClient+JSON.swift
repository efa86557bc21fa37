import Hummingbird
import NIOCore

extension LoopbackClient {
    /// Sends `POST path` with a body and, unless `nil`, a content type and a language; returns the response.
    func post(
        _ path: String,
        body: String,
        contentType: String? = "application/json",
        acceptLanguage: String? = nil
    ) async throws -> LoopbackClient.Response {
        try await post(path, bytes: Array(body.utf8), contentType: contentType, acceptLanguage: acceptLanguage)
    }

    /// Sends `POST path` with raw body bytes and, unless `nil`, a content type and a language; returns the
    /// response.
    func post(
        _ path: String,
        bytes: [UInt8],
        contentType: String? = "application/json",
        acceptLanguage: String? = nil
    ) async throws -> LoopbackClient.Response {
        var headers: HTTPFields = [.accept: "application/json"]
        if let contentType {
            headers[.contentType] = contentType
        }
        if let acceptLanguage {
            headers[.acceptLanguage] = acceptLanguage
        }
        return try await executeRequest(uri: path, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
    }

    /// Sends ALPValidator's request for `instance` to `path`.
    func validate(_ path: String = "/validate", instance: String) async throws -> LoopbackClient.Response {
        try await post(path, body: #"{"instance": \#(JSONText.quoted(instance)), "extra": {}}"#)
    }
}
