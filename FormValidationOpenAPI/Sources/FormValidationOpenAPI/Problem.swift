import FormValidationCore
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The problems the middleware answers are the library's ``ProblemDocument``s, as FormValidationHummingbird and
/// FormValidationVapor answer them (the same `type` URIs, statuses, and titles and details in the request's
/// language), so that a client reads the refusals of all three alike. An error about a parameter also says where
/// the parameter is (`"in": "query"`); an error about the body has no `in`.
typealias Problem = ProblemDocument

extension ProblemDocument {
    /// The response: the status, `Content-Type: application/problem+json`, `Content-Language` when the texts are
    /// in a language, the problem's other headers, and the problem as JSON.
    func response() -> (HTTPResponse, HTTPBody) {
        var fields = HTTPFields()
        fields[.contentType] = Self.mediaType
        if let language { fields[.contentLanguage] = language }
        for (name, value) in headers {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        return (HTTPResponse(status: .init(code: status), headerFields: fields), HTTPBody(json))
    }
}

/// The problems of the middleware's own refusals, in the language of a catalog.
struct Wording {
    let messages: MessageCatalog

    /// `422 validation-failed`.
    func validationFailed(_ items: [Problem.Item]) -> Problem { .validationFailed(items, messages: messages) }
    /// `400 malformed-json`, or `422 unreadable-json` for a key given twice or a number out of range.
    func unreadableJSON(_ error: JSONParsingError) -> Problem { .unreadableJSON(error, messages: messages) }
    /// `413 body-too-large`.
    func bodyTooLarge(limit: Int) -> Problem { .bodyTooLarge(limit: limit, messages: messages) }
    /// `400 unreadable-body`: the body stream failed before it ended.
    func unreadableBody() -> Problem { .unreadableBody(messages: messages) }
    /// `415 unsupported-media-type`: a body of a media type the operation does not list.
    func unsupportedMediaType(_ contentType: String?) -> Problem {
        .unsupportedMediaType(contentType, messages: messages)
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
