public import Foundation

/// One remote check as it goes over the wire: ALPValidator's `POST` with a JSON body.
///
/// The body is `{"instance": <value>, "extra": {<parameters>}}`, with `extra` omitted when there are no
/// parameters; the headers are `Content-Type: application/json` and `Accept: application/json`.
public struct RemoteRequest: Sendable, Hashable {
    /// Where the check is sent.
    public var url: URL
    /// The encoded JSON body; two requests with equal URLs and bodies ask the same question.
    public var body: Data
    /// How long to wait for the whole answer.
    public var timeout: Duration
    /// The language the server's message should be in (`de`, `pt-BR`), sent as `Accept-Language`; `nil` sends
    /// no such header (English).
    public var language: String?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - url: Where the check is sent.
    ///   - body: The JSON body.
    ///   - timeout: How long to wait for the whole answer.
    ///   - language: The language the server's message should be in, or `nil`.
    public init(url: URL, body: Data, timeout: Duration, language: String? = nil) {
        self.url = url
        self.body = body
        self.timeout = timeout
        self.language = language
    }

    /// The language of the messages of the checks started in the current task: set while a form spec validates
    /// a record in a language other than English, so that a server can answer in it.
    @TaskLocal package static var currentLanguage: String?

    /// Encodes ALPValidator's body for `instance` and `extra`.
    ///
    /// - Throws: The encoder's error when the value cannot be encoded as JSON.
    package static func body<Value: Encodable>(instance: Value, extra: [String: JSONValue]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Body(instance: instance, extra: extra.isEmpty ? nil : extra))
    }

    private struct Body<Instance: Encodable>: Encodable {
        var instance: Instance
        var extra: [String: JSONValue]?
    }
}
