public import FormValidation
import Hummingbird

extension ProblemDetails {
    /// `422`: the body is JSON, but its values are not valid. Each error becomes an item, with the pointer of its
    /// value; the title and detail are in the language of `messages`.
    ///
    /// - Parameters:
    ///   - errors: Every error, in order; not empty.
    ///   - messages: The catalog the errors were worded with.
    public static func validationFailed(_ errors: [ValidationError], messages: MessageCatalog) -> ProblemDetails {
        let wording = ValidationWording(language: messages.language)
        return ProblemDetails(
            type: "urn:formvalidation:problem:validation-failed", title: wording.title, status: .unprocessableContent,
            detail: wording.detail(count: errors.count), errors: errors.map(Item.init), language: messages.language)
    }

    /// The problem of a body that is not JSON this package reads, with the byte offset where it went wrong:
    /// `400 malformed-json` for text that is not JSON (a trailing comma, invalid UTF-8 included) or nests more
    /// than 512 levels deep; `422 unreadable-json` for JSON with a key given twice in one object (which value
    /// counts differs from reader to reader) or a number a `Decimal` cannot hold.
    ///
    /// - Parameter error: What the parser found, with its ``JSONParsingError/offset``.
    public static func unreadableJSON(_ error: JSONParsingError) -> ProblemDetails {
        var detail = "The body cannot be read as JSON: \(error.description)"
        if let offset = error.offset { detail += " (at byte \(offset))" }
        guard error.isDuplicateKey || error.isNumberOutOfRange else {
            return ProblemDetails(
                type: "urn:formvalidation:problem:malformed-json", title: "Malformed JSON", status: .badRequest,
                detail: detail + ".", offset: error.offset)
        }
        return ProblemDetails(
            type: "urn:formvalidation:problem:unreadable-json", title: "JSON without one meaning",
            status: .unprocessableContent, detail: detail + ".", offset: error.offset)
    }

    /// `400`: the body stream failed before it ended: cut short, or with malformed chunks. The answer closes the
    /// connection (`Connection: close`): nothing after such a body can be read as the next request.
    public static func unreadableBody() -> ProblemDetails {
        var problem = ProblemDetails(
            type: "urn:formvalidation:problem:unreadable-body", title: "Unreadable body", status: .badRequest,
            detail: "The body could not be read: it ended early, or its chunks are malformed.")
        problem.headers[.connection] = "close"
        return problem
    }

    /// `413`: the body is larger than the limit.
    ///
    /// - Parameter limit: The largest body taken, in bytes.
    public static func bodyTooLarge(limit: Int) -> ProblemDetails {
        ProblemDetails(
            type: "urn:formvalidation:problem:body-too-large", title: "Body too large", status: .contentTooLarge,
            detail: "The body must be at most \(limit) bytes long.")
    }

    /// `415`: the body is not sent as JSON.
    ///
    /// - Parameter contentType: The `Content-Type` the request has, if any.
    public static func unsupportedMediaType(_ contentType: String?) -> ProblemDetails {
        ProblemDetails(
            type: "urn:formvalidation:problem:unsupported-media-type", title: "Unsupported media type",
            status: .unsupportedMediaType,
            detail: "The body must be sent as application/json, not "
                + (contentType.map { "\($0)." } ?? "without a Content-Type."))
    }
}

/// The title and detail of a failed validation in one of the library's seven languages (English for any other).
struct ValidationWording {
    let language: String

    var title: String {
        switch language {
        case "de": "Validierung fehlgeschlagen"
        case "es": "La validación ha fallado"
        case "fr": "Échec de la validation"
        case "pt-BR": "A validação falhou"
        case "ja": "検証に失敗しました"
        case "zh-Hans": "验证失败"
        default: "Validation failed"
        }
    }

    func detail(count: Int) -> String {
        let one = count == 1
        return switch language {
        case "de": one ? "Die Anfrage enthält 1 Fehler." : "Die Anfrage enthält \(count) Fehler."
        case "es": one ? "La solicitud tiene 1 error." : "La solicitud tiene \(count) errores."
        case "fr": one ? "La requête contient 1 erreur." : "La requête contient \(count) erreurs."
        case "pt-BR": one ? "A requisição tem 1 erro." : "A requisição tem \(count) erros."
        case "ja": "リクエストに\(count)件のエラーがあります。"
        case "zh-Hans": "请求有\(count)处错误。"
        default: one ? "The request has 1 error." : "The request has \(count) errors."
        }
    }
}
