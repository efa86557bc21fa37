public import Hummingbird

/// The answer of `POST /api/username-available`: `{"valid": true}` or
/// `{"valid": false, "message": "That username is taken."}`.
///
/// This is the object form of a remote verdict: a server-supplied message travels with the result.
public struct UsernameAvailability: ResponseCodable, Sendable, Equatable {
    /// The message sent with a taken username.
    public static let takenMessage = "That username is taken."

    /// Whether the username may be used.
    public var valid: Bool

    /// Why it may not, or `nil` when it may (then the key is left out).
    public var message: String?

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - valid: Whether the username may be used.
    ///   - message: Why it may not.
    public init(valid: Bool, message: String? = nil) {
        self.valid = valid
        self.message = message
    }

    /// The answer for a free username.
    public static let available = UsernameAvailability(valid: true)

    /// The answer for a taken username, in English.
    public static let taken = UsernameAvailability(valid: false, message: takenMessage)

    /// The message sent with a taken username, by language: what the server answers a request whose
    /// `Accept-Language` (or the library's remote check, for a form validated in that language) asks for.
    public static let takenMessages: [String: String] = [
        "en": takenMessage,
        "de": "Dieser Benutzername ist bereits vergeben.",
        "es": "Ese nombre de usuario ya está en uso.",
        "fr": "Ce nom d’utilisateur est déjà pris.",
        "ja": "このユーザー名は既に使われています。",
        "pt-BR": "Esse nome de usuário já está em uso.",
        "zh-Hans": "该用户名已被占用。",
    ]

    /// The answer for a taken username, in the language of `messages`.
    ///
    /// - Parameter language: A language the library speaks (``FormValidation/MessageCatalog/language``).
    /// - Returns: The answer, in English for a language without a message here.
    public static func taken(in language: String) -> UsernameAvailability {
        UsernameAvailability(valid: false, message: takenMessages[language] ?? takenMessage)
    }
}
