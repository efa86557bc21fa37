public import FormValidation
public import Hummingbird

/// The answer of `POST /api/signup` to an invalid submission (`422`):
/// `{"error": "validation_failed", "message": "The form has 2 errors.", "errors": [...]}`.
///
/// Each error is `{"field": "email", "path": "/email", "code": "invalidEmail", "message": "...", "parameters":
/// {...}}` (`path` the JSON Pointer of the value in the submitted body), every field's errors in field order, then
/// rule order, then the errors of the form rules that belong to the form itself (without `field`, with the empty
/// `path` of the whole body).
public struct SignupRejected: ResponseEncodable, Sendable, Equatable {
    /// Always `validation_failed`.
    public var error = "validation_failed"

    /// `The form has N errors.`
    public var message: String

    /// Every error, in field order and then rule order, then the form's own; `field` is the field's name (`nil` for
    /// an error of the form itself).
    public var errors: [FormValidation.ValidationError]

    /// Creates the answer.
    ///
    /// - Parameters:
    ///   - errors: Every error, in order; not empty.
    ///   - language: The language of ``message``: one the library speaks (``FormValidation/MessageCatalog/language``).
    public init(errors: [FormValidation.ValidationError], language: String = "en") {
        self.message = Self.summary(count: errors.count, language: language)
        self.errors = errors
    }

    /// "The form has 3 errors.", in `language` (English for one without a wording here).
    static func summary(count: Int, language: String) -> String {
        let one = count == 1
        return switch language {
        case "de": one ? "Das Formular enthält 1 Fehler." : "Das Formular enthält \(count) Fehler."
        case "es": one ? "El formulario tiene 1 error." : "El formulario tiene \(count) errores."
        case "fr": one ? "Le formulaire contient 1 erreur." : "Le formulaire contient \(count) erreurs."
        case "pt-BR": one ? "O formulário tem 1 erro." : "O formulário tem \(count) erros."
        case "ja": "フォームに\(count)件のエラーがあります。"
        case "zh-Hans": "表单有\(count)处错误。"
        default: one ? "The form has 1 error." : "The form has \(count) errors."
        }
    }
}
