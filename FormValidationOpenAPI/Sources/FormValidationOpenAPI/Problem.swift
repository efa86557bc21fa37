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

/// The problems the middleware answers, worded by the library's ``ProblemWording`` in the language of a catalog:
/// the texts FormValidationHummingbird and FormValidationVapor answer with.
struct Wording {
    let messages: MessageCatalog
    private var wording: ProblemWording { ProblemWording(messages: messages) }

    /// `422 validation-failed`.
    func validationFailed(_ items: [Problem.Item]) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:validation-failed", title: wording.validationFailedTitle, status: 422,
            detail: wording.validationFailedDetail(count: items.count), errors: items, language: messages.language)
    }

    /// `400 malformed-json`, or `422 unreadable-json` for a key given twice or a number out of range.
    func unreadableJSON(_ error: JSONParsingError) -> Problem {
        let detail = wording.unreadableJSONDetail(error)
        guard error.isDuplicateKey || error.isNumberOutOfRange else {
            return Problem(
                type: "urn:formvalidation:problem:malformed-json", title: wording.malformedJSONTitle, status: 400,
                detail: detail, offset: error.offset, language: messages.language)
        }
        return Problem(
            type: "urn:formvalidation:problem:unreadable-json", title: wording.unreadableJSONTitle, status: 422,
            detail: detail, offset: error.offset, language: messages.language)
    }

    /// `413 body-too-large`.
    func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:body-too-large", title: wording.bodyTooLargeTitle, status: 413,
            detail: wording.bodyTooLargeDetail(limit: limit), language: messages.language)
    }

    /// `400 unreadable-body`: the body stream failed before it ended.
    func unreadableBody() -> Problem {
        Problem(
            type: "urn:formvalidation:problem:unreadable-body", title: wording.unreadableBodyTitle, status: 400,
            detail: wording.unreadableBodyDetail, language: messages.language)
    }

    /// `415 unsupported-media-type`: a body of a media type the operation does not list.
    func unsupportedMediaType(_ contentType: String?) -> Problem {
        Problem(
            type: "urn:formvalidation:problem:unsupported-media-type", title: wording.unsupportedMediaTypeTitle,
            status: 415, detail: wording.unsupportedMediaTypeDetail(contentType), language: messages.language)
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
