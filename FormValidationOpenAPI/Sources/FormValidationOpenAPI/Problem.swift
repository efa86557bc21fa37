import FormValidationCore
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// An RFC 9457 problem, in the shape FormValidationHummingbird's `ProblemDetails` has (the same `type` URIs, the
/// same titles and details from the library's translation files), so that a client reads the refusals of both
/// packages alike. An error about a parameter also says where the parameter is (`"in": "query"`); an error about
/// the body has no `in`, as in FormValidationHummingbird.
struct Problem: Encodable, Sendable {
    var type: String
    var title: String
    var status: Int
    var detail: String?
    var errors: [Item]?
    var offset: Int?
    /// For `Content-Language`; not in the JSON.
    var language: String?

    struct Item: Encodable, Sendable {
        var pointer: String
        var `in`: String?
        var code: String
        var message: String
        var parameters: [String: ValidationParameter]

        init(_ error: ValidationError, in location: String?) {
            pointer = error.path?.description ?? ""
            self.`in` = location
            code = error.code.rawValue
            message = error.message
            parameters = error.parameters
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, errors, offset
    }

    /// The response: the status, `Content-Type: application/problem+json`, `Content-Language` when the texts are
    /// in a language, and the problem as JSON.
    func response() -> (HTTPResponse, HTTPBody) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and string-keyed maps cannot fail.
        let body = (try? encoder.encode(self)) ?? Data()
        var fields = HTTPFields()
        fields[.contentType] = "application/problem+json"
        if let language { fields[.contentLanguage] = language }
        return (HTTPResponse(status: .init(code: status), headerFields: fields), HTTPBody(body))
    }
}

/// The titles and details, in the language of a catalog: the texts FormValidationHummingbird answers with, under
/// the same keys of the library's translation files (`problem.…`).
struct Wording {
    let messages: MessageCatalog

    func text(_ key: String, _ parameters: [String: ValidationParameter] = [:]) -> String {
        messages.problemMessage("problem." + key, parameters: parameters) ?? "problem." + key
    }

    /// `422 validation-failed`.
    func validationFailed(_ items: [Problem.Item]) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:validation-failed", title: text("validationFailed"), status: 422,
            detail: text("validationFailed.detail", ["count": .integer(items.count)]), errors: items,
            language: messages.language)
    }

    /// `400 malformed-json`, or `422 unreadable-json` for a key given twice or a number out of range.
    func unreadableJSON(_ error: JSONParsingError) -> Problem {
        let reason: String
        if error.isNumberOutOfRange {
            reason = text("unreadableJSON.numberOutOfRange", ["number": .text(error.shownNumber ?? "")])
        } else if error.isDuplicateKey {
            reason = text("unreadableJSON.duplicateKey", ["key": .text(error.shownKey ?? "")])
        } else if let limit = error.depthLimit {
            reason = text("unreadableJSON.tooDeep", ["limit": .text(String(limit))])
        } else {
            reason = text("unreadableJSON.notJSON")
        }
        let detail =
            error.offset.map {
                text("unreadableJSON.detail", ["reason": .text(reason), "offset": .text(String($0))])
            } ?? text("unreadableJSON.detailWithoutOffset", ["reason": .text(reason)])
        guard error.isDuplicateKey || error.isNumberOutOfRange else {
            return Problem(
                type: "urn:formvalidation:problem:malformed-json", title: text("malformedJSON"), status: 400,
                detail: detail, offset: error.offset, language: messages.language)
        }
        return Problem(
            type: "urn:formvalidation:problem:unreadable-json", title: text("unreadableJSON"), status: 422,
            detail: detail, offset: error.offset, language: messages.language)
    }

    /// `413 body-too-large`.
    func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:body-too-large", title: text("bodyTooLarge"), status: 413,
            detail: text("bodyTooLarge.detail", ["limit": .text(String(limit))]), language: messages.language)
    }

    /// `400 unreadable-body`: the body stream failed before it ended.
    func unreadableBody() -> Problem {
        Problem(
            type: "urn:formvalidation:problem:unreadable-body", title: text("unreadableBody"), status: 400,
            detail: text("unreadableBody.detail"), language: messages.language)
    }

    /// `415 unsupported-media-type`: a body of a media type the operation does not list.
    func unsupportedMediaType(_ contentType: String?) -> Problem {
        let detail =
            contentType.map { text("unsupportedMediaType.detail", ["contentType": .text($0)]) }
            ?? text("unsupportedMediaType.detailWithoutContentType")
        return Problem(
            type: "urn:formvalidation:problem:unsupported-media-type", title: text("unsupportedMediaType"),
            status: 415, detail: detail, language: messages.language)
    }

    /// `500 invalid-response`: the handler's answer contradicts the document (only when responses are validated,
    /// in tests). English only: it is a message for the service's developers, not for its clients.
    static func invalidResponse(_ items: [Problem.Item], status: Int) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:invalid-response", title: "Response contradicts the OpenAPI document",
            status: 500,
            detail: "The handler's \(status) response does not match the OpenAPI document (\(items.count) errors).",
            errors: items, language: nil)
    }
}
