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
        "ar": "اسم المستخدم هذا محجوز بالفعل.",
        "az": "Bu istifadəçi adı artıq tutulub.",
        "bg": "Това потребителско име е заето.",
        "bn": "এই ব্যবহারকারীর নামটি ইতিমধ্যে নেওয়া হয়েছে।",
        "ca": "Aquest nom d’usuari ja està en ús.",
        "cs": "Toto uživatelské jméno je již obsazené.",
        "da": "Det brugernavn er optaget.",
        "de": "Dieser Benutzername ist bereits vergeben.",
        "el": "Αυτό το όνομα χρήστη χρησιμοποιείται ήδη.",
        "en": takenMessage,
        "es": "Ese nombre de usuario ya está en uso.",
        "et": "See kasutajanimi on juba võetud.",
        "fa": "این نام کاربری قبلاً گرفته شده است.",
        "fi": "Käyttäjätunnus on jo varattu.",
        "fr": "Ce nom d’utilisateur est déjà pris.",
        "he": "שם המשתמש הזה כבר תפוס.",
        "hi": "यह उपयोगकर्ता नाम पहले ही लिया जा चुका है।",
        "hr": "To je korisničko ime već zauzeto.",
        "hu": "Ez a felhasználónév már foglalt.",
        "id": "Nama pengguna itu sudah dipakai.",
        "it": "Questo nome utente è già in uso.",
        "ja": "このユーザー名は既に使われています。",
        "ka": "ეს მომხმარებლის სახელი უკვე დაკავებულია.",
        "km": "ឈ្មោះអ្នកប្រើនេះមានគេប្រើហើយ។",
        "ko": "이미 사용 중인 사용자 이름입니다.",
        "lt": "Šis naudotojo vardas jau užimtas.",
        "lv": "Šis lietotājvārds jau ir aizņemts.",
        "mk": "Ова корисничко име е зафатено.",
        "ms": "Nama pengguna itu sudah diambil.",
        "nb": "Det brukernavnet er opptatt.",
        "nl": "Deze gebruikersnaam is al in gebruik.",
        "nn": "Det brukarnamnet er oppteke.",
        "pl": "Ta nazwa użytkownika jest już zajęta.",
        "pt-BR": "Esse nome de usuário já está em uso.",
        "pt-PT": "Esse nome de utilizador já está a ser utilizado.",
        "ro": "Acest nume de utilizator este deja folosit.",
        "ru": "Это имя пользователя уже занято.",
        "sk": "Toto používateľské meno je už obsadené.",
        "sl": "To uporabniško ime je že zasedeno.",
        "sq": "Ky emër përdoruesi është i zënë.",
        "sr": "То корисничко име је заузето.",
        "sr-Latn": "To korisničko ime je zauzeto.",
        "sv": "Det användarnamnet är upptaget.",
        "th": "ชื่อผู้ใช้นี้มีผู้ใช้แล้ว",
        "tr": "Bu kullanıcı adı zaten alınmış.",
        "uk": "Це ім’я користувача вже зайняте.",
        "uz": "Bu foydalanuvchi nomi band.",
        "vi": "Tên người dùng này đã có người sử dụng.",
        "zh-Hans": "该用户名已被占用。",
        "zh-Hant": "這個使用者名稱已有人使用。",
    ]

    /// The answer for a taken username, in the language of `messages`.
    ///
    /// - Parameter language: A language the library speaks (``FormValidation/MessageCatalog/language``).
    /// - Returns: The answer, in English for a language without a message here.
    public static func taken(in language: String) -> UsernameAvailability {
        UsernameAvailability(valid: false, message: takenMessages[language] ?? takenMessage)
    }
}
