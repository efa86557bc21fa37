import FormValidationCore

/// The titles and details of the problems this package answers, in the language of a catalog: every refusal
/// speaks the language `Accept-Language` asks for, not only a failed validation.
///
/// The texts are the library's, in its translation files (`Sources/FormValidationCore/Localization/Translations`),
/// under the keys listed here (`problem.…`); this type only names them and fills their placeholders. It is the
/// Hummingbird integration's, word for word (`FormValidationHummingbird/Sources/…/ProblemWording.swift`): both
/// packages answer the same problems with the same texts.
struct ProblemWording: Sendable {
    /// The keys of the texts, as the translation files write them.
    enum Key: String, CaseIterable, Sendable {
        case validationFailed = "problem.validationFailed"
        case validationFailedDetail = "problem.validationFailed.detail"
        case notAnObject = "problem.validationFailed.notAnObject"
        case malformedJSON = "problem.malformedJSON"
        case unreadableJSON = "problem.unreadableJSON"
        case unreadableJSONDetail = "problem.unreadableJSON.detail"
        case unreadableJSONDetailWithoutOffset = "problem.unreadableJSON.detailWithoutOffset"
        case notJSON = "problem.unreadableJSON.notJSON"
        case tooDeep = "problem.unreadableJSON.tooDeep"
        case duplicateKey = "problem.unreadableJSON.duplicateKey"
        case numberOutOfRange = "problem.unreadableJSON.numberOutOfRange"
        case unreadableBody = "problem.unreadableBody"
        case unreadableBodyDetail = "problem.unreadableBody.detail"
        case bodyTooLarge = "problem.bodyTooLarge"
        case bodyTooLargeDetail = "problem.bodyTooLarge.detail"
        case unsupportedMediaType = "problem.unsupportedMediaType"
        case unsupportedMediaTypeDetail = "problem.unsupportedMediaType.detail"
        case unsupportedMediaTypeDetailWithoutContentType = "problem.unsupportedMediaType.detailWithoutContentType"
        case unsupportedContentEncoding = "problem.unsupportedContentEncoding"
        case unsupportedContentEncodingDetail = "problem.unsupportedContentEncoding.detail"
        case methodNotAllowed = "problem.methodNotAllowed"
        case methodNotAllowedDetail = "problem.methodNotAllowed.detail"
        case malformedRequest = "problem.malformedRequest"
        case contentLengthNotANumber = "problem.malformedRequest.contentLength"
    }

    /// The catalog whose language the texts are in.
    let messages: MessageCatalog

    /// The language the texts are in, for `Content-Language`: one of the library's.
    var language: String { messages.language }

    /// The text of `key`, its placeholders filled from `parameters` (numbers given as text, so that byte counts
    /// are written as they are: `65536`, not `65.536`).
    func text(_ key: Key, _ parameters: [String: ValidationParameter] = [:]) -> String {
        // Every key is in en.txt (a test checks it); the key itself would name a missing one.
        messages.problemMessage(key.rawValue, parameters: parameters) ?? key.rawValue
    }

    var validationFailedTitle: String { text(.validationFailed) }
    func validationFailedDetail(count: Int) -> String { text(.validationFailedDetail, ["count": .integer(count)]) }
    var bodyMustBeAnObject: String { text(.notAnObject) }
    var malformedJSONTitle: String { text(.malformedJSON) }
    var unreadableJSONTitle: String { text(.unreadableJSON) }
    var unreadableBodyTitle: String { text(.unreadableBody) }
    var unreadableBodyDetail: String { text(.unreadableBodyDetail) }
    var bodyTooLargeTitle: String { text(.bodyTooLarge) }
    func bodyTooLargeDetail(limit: Int) -> String { text(.bodyTooLargeDetail, ["limit": .text(String(limit))]) }
    var unsupportedMediaTypeTitle: String { text(.unsupportedMediaType) }
    func unsupportedMediaTypeDetail(_ contentType: String?) -> String {
        guard let contentType else { return text(.unsupportedMediaTypeDetailWithoutContentType) }
        return text(.unsupportedMediaTypeDetail, ["contentType": .text(contentType)])
    }
    var unsupportedContentEncodingTitle: String { text(.unsupportedContentEncoding) }
    func unsupportedContentEncodingDetail(_ coding: String) -> String {
        text(.unsupportedContentEncodingDetail, ["coding": .text(coding)])
    }
    var methodNotAllowedTitle: String { text(.methodNotAllowed) }
    func methodNotAllowedDetail(method: String, allowed: String) -> String {
        text(.methodNotAllowedDetail, ["method": .text(method), "allowed": .text(allowed)])
    }
    var malformedRequestTitle: String { text(.malformedRequest) }
    func contentLengthDetail(_ value: String) -> String {
        text(.contentLengthNotANumber, ["contentLength": .text(value)])
    }

    /// Why a body cannot be read as JSON, with where: "The body cannot be read as JSON: the text is not valid JSON
    /// (at byte 12)."
    func unreadableJSONDetail(_ error: JSONParsingError) -> String {
        let reason: String
        if error.isNumberOutOfRange {
            reason = text(.numberOutOfRange, ["number": .text(error.shownNumber ?? "")])
        } else if error.isDuplicateKey {
            reason = text(.duplicateKey, ["key": .text(error.shownKey ?? "")])
        } else if let limit = error.depthLimit {
            reason = text(.tooDeep, ["limit": .text(String(limit))])
        } else {
            reason = text(.notJSON)
        }
        guard let offset = error.offset else {
            return text(.unreadableJSONDetailWithoutOffset, ["reason": .text(reason)])
        }
        return text(.unreadableJSONDetail, ["reason": .text(reason), "offset": .text(String(offset))])
    }
}
