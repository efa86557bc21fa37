import Foundation

/// A remote server's verdict on a value: valid or not, and the message it wants shown.
///
/// The wire format is ALPValidator's, extended: a 2xx response whose body is JSON `true` or `false`
/// (surrounding whitespace allowed), or an object `{"valid": Bool, "message": String?}` whose message, when
/// present, becomes the error's message. The object is read strictly, as
/// ``JSONValue/init(json:)-(Collection<UInt8>)`` reads JSON: one with a trailing comma, or with `"valid"`
/// given twice, is not an answer.
public struct RemoteAnswer: Sendable, Hashable, Codable {
    /// Whether the server accepted the value.
    public var isValid: Bool
    /// The message the server supplied, if any.
    public var message: String?

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - isValid: Whether the value is accepted.
    ///   - message: A message to show instead of the rule's own.
    public init(isValid: Bool, message: String? = nil) {
        self.isValid = isValid
        self.message = message
    }

    /// The largest body read; anything larger is ``RemoteValidationFailure/Kind/bodyTooLarge``.
    public static let maximumBodySize = 64 * 1024

    private enum CodingKeys: String, CodingKey {
        case isValid = "valid"
        case message
    }

    /// Reads an answer from an HTTP response.
    ///
    /// - Parameter response: The status and body.
    /// - Returns: The verdict.
    /// - Throws: ``RemoteValidationFailure`` for a non-2xx status, an oversized body or one that is not an answer.
    public init(_ response: RemoteResponse) throws(RemoteValidationFailure) {
        guard (200...299).contains(response.statusCode) else {
            throw RemoteValidationFailure(
                .httpStatus, statusCode: response.statusCode, reason: "HTTP status \(response.statusCode)")
        }
        guard response.body.count <= Self.maximumBodySize else {
            throw RemoteValidationFailure(
                .bodyTooLarge, reason: "response body over \(Self.maximumBodySize / 1024) KiB")
        }
        let trimmed = Self.trimmingJSONWhitespace(response.body)
        if trimmed.elementsEqual("true".utf8) {
            self.init(isValid: true)
        } else if trimmed.elementsEqual("false".utf8) {
            self.init(isValid: false)
        } else if trimmed.first == UInt8(ascii: "{"), let answer = Self.answer(object: trimmed) {
            self = answer
        } else {
            throw RemoteValidationFailure(.unreadableBody, reason: "response is not true, false or {\"valid\": …}")
        }
    }

    /// The answer a JSON object `{"valid": Bool, "message": String?}` gives (other keys are ignored), read as
    /// strictly as every JSON text: `nil` for anything else, an object with a key given twice included.
    private static func answer(object body: Data.SubSequence) -> RemoteAnswer? {
        guard case .object(let members)? = try? JSONValue(json: body), case .bool(let isValid)? = members["valid"]
        else { return nil }
        switch members["message"] {
        case nil, .null?: return RemoteAnswer(isValid: isValid)
        case .string(let message)?: return RemoteAnswer(isValid: isValid, message: message)
        default: return nil
        }
    }

    private static func trimmingJSONWhitespace(_ body: Data) -> Data.SubSequence {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let start = body.firstIndex(where: { !isWhitespace($0) }),
            let end = body.lastIndex(where: { !isWhitespace($0) })
        else { return body[body.endIndex...] }
        return body[start...end]
    }
}
