/// The titles and details of the RFC 9457 problems a server answers, in the language of a catalog, so that every
/// refusal speaks the language `Accept-Language` asks for, not only a failed validation. The server integrations
/// (Hummingbird, Vapor) and the demo server word their problems with it, so that they answer alike.
///
/// ```swift
/// let wording = ProblemWording(messages: MessageCatalog(acceptLanguage: "fr"))
/// print(wording.validationFailedDetail(count: 2))   // La requête contient 2 erreurs.
/// ```
///
/// The texts are the library's, in its translation files (`Sources/FormValidationCore/Localization/Translations`),
/// under the keys listed here (`problem.…`); this type only names them and fills their placeholders
/// (``MessageCatalog/problemMessage(_:parameters:)``).
public struct ProblemWording: Sendable {
    /// The keys of the texts, as the translation files write them.
    public enum Key: String, CaseIterable, Sendable {
        /// `problem.validationFailed`.
        case validationFailed = "problem.validationFailed"
        /// `problem.validationFailed.detail`.
        case validationFailedDetail = "problem.validationFailed.detail"
        /// `problem.validationFailed.notAnObject`.
        case notAnObject = "problem.validationFailed.notAnObject"
        /// `problem.malformedJSON`.
        case malformedJSON = "problem.malformedJSON"
        /// `problem.unreadableJSON`.
        case unreadableJSON = "problem.unreadableJSON"
        /// `problem.unreadableJSON.detail`.
        case unreadableJSONDetail = "problem.unreadableJSON.detail"
        /// `problem.unreadableJSON.detailWithoutOffset`.
        case unreadableJSONDetailWithoutOffset = "problem.unreadableJSON.detailWithoutOffset"
        /// `problem.unreadableJSON.notJSON`.
        case notJSON = "problem.unreadableJSON.notJSON"
        /// `problem.unreadableJSON.tooDeep`.
        case tooDeep = "problem.unreadableJSON.tooDeep"
        /// `problem.unreadableJSON.duplicateKey`.
        case duplicateKey = "problem.unreadableJSON.duplicateKey"
        /// `problem.unreadableJSON.numberOutOfRange`.
        case numberOutOfRange = "problem.unreadableJSON.numberOutOfRange"
        /// `problem.unreadableBody`.
        case unreadableBody = "problem.unreadableBody"
        /// `problem.unreadableBody.detail`.
        case unreadableBodyDetail = "problem.unreadableBody.detail"
        /// `problem.bodyTooLarge`.
        case bodyTooLarge = "problem.bodyTooLarge"
        /// `problem.bodyTooLarge.detail`.
        case bodyTooLargeDetail = "problem.bodyTooLarge.detail"
        /// `problem.unsupportedMediaType`.
        case unsupportedMediaType = "problem.unsupportedMediaType"
        /// `problem.unsupportedMediaType.detail`.
        case unsupportedMediaTypeDetail = "problem.unsupportedMediaType.detail"
        /// `problem.unsupportedMediaType.detailWithoutContentType`.
        case unsupportedMediaTypeDetailWithoutContentType = "problem.unsupportedMediaType.detailWithoutContentType"
        /// `problem.unsupportedContentEncoding`.
        case unsupportedContentEncoding = "problem.unsupportedContentEncoding"
        /// `problem.unsupportedContentEncoding.detail`.
        case unsupportedContentEncodingDetail = "problem.unsupportedContentEncoding.detail"
        /// `problem.methodNotAllowed`.
        case methodNotAllowed = "problem.methodNotAllowed"
        /// `problem.methodNotAllowed.detail`.
        case methodNotAllowedDetail = "problem.methodNotAllowed.detail"
        /// `problem.malformedRequest`.
        case malformedRequest = "problem.malformedRequest"
        /// `problem.malformedRequest.contentLength`.
        case contentLengthNotANumber = "problem.malformedRequest.contentLength"
    }

    /// The catalog whose language the texts are in.
    public let messages: MessageCatalog

    /// The wording of `messages`' language.
    ///
    /// - Parameter messages: The catalog whose language the texts are in.
    public init(messages: MessageCatalog) {
        self.messages = messages
    }

    /// The language the texts are in, for `Content-Language`: one of the library's.
    public var language: String { messages.language }

    /// The text of `key`, its placeholders filled from `parameters` (numbers given as text, so that byte counts
    /// are written as they are: `65536`, not `65.536`).
    ///
    /// - Parameters:
    ///   - key: The text's key.
    ///   - parameters: The values of its placeholders.
    /// - Returns: The text, in the catalog's language.
    public func text(_ key: Key, _ parameters: [String: ValidationParameter] = [:]) -> String {
        // Every key is in en.txt (a test checks it); the key itself would name a missing one.
        messages.problemMessage(key.rawValue, parameters: parameters) ?? key.rawValue
    }

    /// The title of a failed validation (`422`).
    public var validationFailedTitle: String { text(.validationFailed) }
    /// The detail of a failed validation: how many errors the request has, in the plural form of `count`.
    ///
    /// - Parameter count: How many errors.
    /// - Returns: The detail.
    public func validationFailedDetail(count: Int) -> String {
        text(.validationFailedDetail, ["count": .integer(count)])
    }
    /// The message of a body that is JSON but not an object, where a form is expected.
    public var bodyMustBeAnObject: String { text(.notAnObject) }
    /// The title of a body that is not JSON (`400`).
    public var malformedJSONTitle: String { text(.malformedJSON) }
    /// The title of JSON that cannot be read faithfully: a key given twice, a number out of range (`422`).
    public var unreadableJSONTitle: String { text(.unreadableJSON) }
    /// The title of a body whose stream failed before it ended (`400`).
    public var unreadableBodyTitle: String { text(.unreadableBody) }
    /// The detail of a body whose stream failed before it ended.
    public var unreadableBodyDetail: String { text(.unreadableBodyDetail) }
    /// The title of a body past the size limit (`413`).
    public var bodyTooLargeTitle: String { text(.bodyTooLarge) }
    /// The detail of a body past the size limit, the limit in bytes written as it is.
    ///
    /// - Parameter limit: The largest body taken, in bytes.
    /// - Returns: The detail.
    public func bodyTooLargeDetail(limit: Int) -> String { text(.bodyTooLargeDetail, ["limit": .text(String(limit))]) }
    /// The title of a body not sent as JSON (`415`).
    public var unsupportedMediaTypeTitle: String { text(.unsupportedMediaType) }
    /// The detail of a body not sent as JSON, naming its `Content-Type` when it has one.
    ///
    /// - Parameter contentType: The request's `Content-Type`, if any.
    /// - Returns: The detail.
    public func unsupportedMediaTypeDetail(_ contentType: String?) -> String {
        guard let contentType else { return text(.unsupportedMediaTypeDetailWithoutContentType) }
        return text(.unsupportedMediaTypeDetail, ["contentType": .text(contentType)])
    }
    /// The title of a body sent with a content coding (`415`).
    public var unsupportedContentEncodingTitle: String { text(.unsupportedContentEncoding) }
    /// The detail of a body sent with a content coding, naming it.
    ///
    /// - Parameter coding: The request's `Content-Encoding`.
    /// - Returns: The detail.
    public func unsupportedContentEncodingDetail(_ coding: String) -> String {
        text(.unsupportedContentEncodingDetail, ["coding": .text(coding)])
    }
    /// The title of a method the path does not take (`405`).
    public var methodNotAllowedTitle: String { text(.methodNotAllowed) }
    /// The detail of a method the path does not take, with the methods it takes.
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - allowed: The methods the path takes, as `Allow` lists them.
    /// - Returns: The detail.
    public func methodNotAllowedDetail(method: String, allowed: String) -> String {
        text(.methodNotAllowedDetail, ["method": .text(method), "allowed": .text(allowed)])
    }
    /// The title of a request that cannot be framed (`400`).
    public var malformedRequestTitle: String { text(.malformedRequest) }
    /// The detail of a `Content-Length` that is not a number of bytes, as sent.
    ///
    /// - Parameter value: The `Content-Length` as sent.
    /// - Returns: The detail.
    public func contentLengthDetail(_ value: String) -> String {
        text(.contentLengthNotANumber, ["contentLength": .text(value)])
    }

    /// Why a body cannot be read as JSON, with where: "The body cannot be read as JSON: the text is not valid JSON
    /// (at byte 12)."
    ///
    /// - Parameter error: What the parser found.
    /// - Returns: The detail, in the catalog's language.
    public func unreadableJSONDetail(_ error: JSONParsingError) -> String {
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
