import FormValidation
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Default messages in seven languages: the language chosen, plural forms, numbers in the locale's notation.
@Suite struct LocalizationTests {
    static func catalog(_ identifier: String) -> MessageCatalog {
        MessageCatalog(locale: Locale(identifier: identifier))
    }

    @Test(arguments: [
        ("en_US", "This field is required."),
        ("pt_BR", "Este campo é obrigatório."),
        ("es_ES", "Este campo es obligatorio."),
        ("zh_Hans_CN", "请填写此项。"),
        ("ja_JP", "この項目を入力してください。"),
        ("de_DE", "Dieses Feld ist erforderlich."),
        ("fr_FR", "Ce champ est obligatoire."),
    ])
    func requiredSpeaksEachLanguage(_ locale: String, _ message: String) {
        let rules = RuleSet<String>(.required(), messages: Self.catalog(locale))
        #expect(rules.validate("").errorMessages == [message])
    }

    /// The forms of a word that go with a number, by CLDR's rules: English, German and Spanish say
    /// "1 character" but "0 characters"; French and Brazilian Portuguese count 0 as singular too; Japanese and
    /// Chinese have one form.
    @Test(
        arguments: [
            ("en", 0, "Code must be at most 0 characters long.", LengthUnit.characters),
            ("en", 1, "Code must be at most 1 character long.", LengthUnit.characters),
            ("en", 2, "Code must be at most 2 characters long.", LengthUnit.characters),
            ("de", 1, "Code darf höchstens 1 Zeichen lang sein.", LengthUnit.characters),
            ("de_DE", 1, "Code darf höchstens 1 UTF-16-Codeeinheit lang sein.", LengthUnit.utf16),
            ("de_DE", 2, "Code darf höchstens 2 UTF-16-Codeeinheiten lang sein.", LengthUnit.utf16),
            ("fr", 0, "Code doit contenir au plus 0 caractère.", LengthUnit.characters),
            ("fr", 1, "Code doit contenir au plus 1 caractère.", LengthUnit.characters),
            ("fr", 2, "Code doit contenir au plus 2 caractères.", LengthUnit.characters),
            ("fr", 1, "Code doit contenir au plus 1 octet.", LengthUnit.utf8),
            ("fr", 3, "Code doit contenir au plus 3 octets.", LengthUnit.utf8),
            ("pt_BR", 0, "Code deve ter no máximo 0 caractere.", LengthUnit.characters),
            ("pt_BR", 1, "Code deve ter no máximo 1 caractere.", LengthUnit.characters),
            ("pt_BR", 2, "Code deve ter no máximo 2 caracteres.", LengthUnit.characters),
            ("es", 0, "Code debe tener como máximo 0 caracteres.", LengthUnit.characters),
            ("es", 1, "Code debe tener como máximo 1 carácter.", LengthUnit.characters),
            ("es", 2, "Code debe tener como máximo 2 caracteres.", LengthUnit.characters),
            ("ja", 1, "Codeは1文字以内で入力してください。", LengthUnit.characters),
            ("ja", 2, "Codeは2バイト以内で入力してください。", LengthUnit.utf8),
            ("zh_Hans", 3, "Code最多只能有3个字符。", LengthUnit.characters),
        ] as [(String, Int, String, LengthUnit)])
    func pluralFormsFollowEachLanguage(_ locale: String, _ maximum: Int, _ message: String, _ unit: LengthUnit) {
        let rules = RuleSet<String>(
            .maximumLength(maximum, counting: unit), field: "Code", messages: Self.catalog(locale))
        let tooLong = String(repeating: "x", count: maximum + 1)
        #expect(rules.validate(tooLong).errorMessages == [message])
    }

    @Test(arguments: [
        ("en_US", "Amount must be between 1000 and 2500.5."),
        ("de_DE", "Amount muss zwischen 1.000 und 2.500,5 liegen."),
        ("de_CH", "Amount muss zwischen 1’000 und 2’500.5 liegen."),
        ("fr_FR", "Amount doit être compris entre 1\u{202F}000 et 2\u{202F}500,5."),
        ("ja_JP", "Amountには1,000から2,500.5までの値を入力してください。"),
    ])
    func numbersAreWrittenInTheLocalesNotation(_ locale: String, _ message: String) {
        let rules = RuleSet<String>(
            .number(in: 1000...Decimal(string: "2500.5")!, locale: Locale(identifier: "en_US_POSIX")), field: "Amount",
            messages: Self.catalog(locale))
        #expect(rules.validate("1").errorMessages == [message])
    }

    /// A list of alternatives is joined as the language joins them (the CLDR's "or" list patterns);
    /// `{name, list, and}` joins with "and".
    @Test(arguments: [
        ("en", "a, b, or c"), ("de", "a, b oder c"), ("fr", "a, b ou c"), ("ja", "a、b、またはc"),
        ("zh-Hant", "a、b或c"), ("ru", "a, b или c"), ("hi", "a, b या c"), ("pt-PT", "a, b ou c"),
        ("ar", "\u{2068}a أو b أو c\u{2069}"),
    ])
    func listsAreJoinedAsTheLanguageJoinsThem(_ language: String, _ list: String) {
        let catalog = MessageCatalog(languages: [language])
        let message = RuleSet<String>(.oneOf(["a", "b", "c"]), messages: catalog).validate("d").errorMessages[0]
        #expect(message.contains(list), "\(message)")
    }

    @Test func andListsOnRequest() {
        var catalog = MessageCatalog.english
        catalog[.notAllowed] = "{field} takes {options, list, and}, not {value}."
        let rules = RuleSet<String>(.oneOf(["a", "b", "c"]), field: "Grade", messages: catalog)
        #expect(rules.validate("d").errorMessages == ["Grade takes a, b, and c, not d."])
        var german = MessageCatalog(languages: ["de"])
        german[.notAllowed] = "{field}: {options, list, and} oder {options, list, or}."
        #expect(
            RuleSet<String>(.oneOf(["a", "b"]), field: "X", messages: german).validate("d").errorMessages == [
                "X: a und b oder a oder b."
            ])
    }

    @Test func listsUseTheLanguagesSeparator() {
        let rules = RuleSet<String>(.oneOf(["赤", "青"]), field: "色", messages: Self.catalog("ja_JP"))
        #expect(rules.validate("緑").errorMessages == ["色には次のいずれかを指定してください：赤または青"])
    }

    /// Custom messages win over every catalog; a catalog's own templates win over its built-in language.
    @Test func customMessagesWin() {
        var german = Self.catalog("de_DE")
        german[.required] = "Bitte {field} ausfüllen."
        let rules = RuleSet<String>(
            .required(), .minimumLength(3, message: "Mindestens drei, bitte."), .email(), field: "E-Mail",
            messages: german)
        #expect(rules.validate("").errorMessages == ["Bitte E-Mail ausfüllen."])
        #expect(
            rules.validate("ab").errorMessages == [
                "Mindestens drei, bitte.", "E-Mail ist keine gültige E-Mail-Adresse.",
            ])
    }

    /// Which language a list of preferences gets: by RFC 4647 lookup with the CLDR's parent locales, the first
    /// preference with a translation on its way to its language (`pt-AO` reaches `pt-PT`, `zh-TW` `zh-Hant`, a
    /// script the language is not usually written in nothing); else English.
    @Test(arguments: [
        (["fr-CA", "en"], "fr"),
        (["xx", "de-AT"], "de"),
        (["pt-PT"], "pt-PT"),
        (["pt"], "pt-BR"),
        (["zh-TW", "ja"], "zh-Hant"),
        (["zh-Hant"], "zh-Hant"),
        (["zh-CN"], "zh-Hans"),
        (["zh-Hans-SG"], "zh-Hans"),
        (["da", "en-GB", "de"], "da"),
        (["en-GB", "de"], "en"),
        (["xx", "yy"], "en"),
        ([], "en"),
    ])
    func languagesFallBackInOrderThenToEnglish(_ languages: [String], _ expected: String) {
        #expect(MessageCatalog(languages: languages).language == expected)
    }

    /// `Accept-Language` with quality values: the best the library speaks, by RFC 4647 lookup with the CLDR's
    /// parent locales and likely scripts; `q=0` refuses a language; `*`, an unknown or a malformed tag falls
    /// back to English without failing.
    @Test(arguments: [
        ("de-CH, fr;q=0.5", "de"),
        ("fr;q=0.5, de-CH", "de"),
        ("da, en-GB;q=0.8, en;q=0.7", "da"),
        ("tlh, en-GB;q=0.8, de;q=0.7", "en"),
        ("pt-PT;q=0.9, es;q=0.8", "pt-PT"),
        ("pt-AO", "pt-PT"),
        ("pt-MZ, pt-BR;q=0.5", "pt-PT"),
        ("pt", "pt-BR"),
        ("pt-BR", "pt-BR"),
        ("es-MX", "es"),
        ("es-419", "es"),
        ("de;q=0, fr;q=0.1", "fr"),
        ("es;q=0.5, ja;q=0.5", "es"),
        ("*", "en"),
        ("", "en"),
        ("garbage;;;q=x, ja", "ja"),
        ("zh-TW", "zh-Hant"),
        ("zh-HK", "zh-Hant"),
        ("zh-MO", "zh-Hant"),
        ("zh-Hant-TW", "zh-Hant"),
        ("zh", "zh-Hans"),
        ("zh-SG", "zh-Hans"),
        ("zh-Hans-CN", "zh-Hans"),
        ("sr", "sr"),
        ("sr-RS", "sr"),
        ("sr-Cyrl-RS", "sr"),
        ("sr-Latn-RS", "sr-Latn"),
        ("sr-ME", "sr-Latn"),
        ("sh", "sr-Latn"),
        ("uz-Cyrl, ru;q=0.5", "ru"),
        ("uz-Latn-UZ", "uz"),
        ("uz-AF", "en"),
        ("no", "nb"),
        ("nb-NO", "nb"),
        ("nn-NO, nb;q=0.9", "nn"),
        ("iw", "he"),
        ("he-IL", "he"),
        ("in", "id"),
        ("ar-EG", "ar"),
        ("ar-SA;q=0.9, en;q=0.8", "ar"),
        ("fa-AF", "fa"),
        ("hi-IN, en-IN;q=0.9", "hi"),
        ("ru-UA, uk;q=0.9", "ru"),
        ("uk-UA", "uk"),
        ("ko-KR", "ko"),
        ("de-DE-u-co-phonebk", "de"),
        ("de-CH-1996", "de"),
        ("x-klingon, fr", "fr"),
        ("de_AT", "de"),
        ("en-US, fr;q=0.9", "en"),
        ("fr-FR;q=abc, it", "it"),
        ("??, pl", "pl"),
        ("12-34, sv", "sv"),
        ("ca-ES-valencia", "ca"),
        ("ms-Arab", "en"),
        ("km-KH", "km"),
        ("", "en"),
        (" \t ", "en"),
        (" de", "de"),
    ])
    func acceptLanguageIsNegotiated(_ header: String, _ expected: String) {
        #expect(MessageCatalog(acceptLanguage: header).language == expected)
        if expected == "en" { #expect(MessageCatalog(acceptLanguage: header) == .english) }
    }

    /// In a language written right to left, each inserted text (the field's name, the value, a number) is isolated
    /// between U+2068 and U+2069, so that a name or a value in another script keeps its place and its order; a
    /// language written left to right inserts them as they are.
    @Test(arguments: ["ar", "he", "fa", "ar-EG"])
    func rightToLeftMessagesIsolateWhatTheyInsert(_ language: String) {
        let rules = RuleSet<String>(
            .minimumLength(5), .email(), field: "E-mail 2", messages: MessageCatalog(languages: [language]))
        let messages = rules.validate("ab").errorMessages
        #expect(messages.count == 2)
        for message in messages { #expect(message.contains("\u{2068}E-mail 2\u{2069}"), "\(message)") }
        // 5 in the locale's digits: Latin, Arabic-Indic (ar-EG) or Persian (fa).
        #expect(
            ["5", "\u{0665}", "\u{06F5}"].contains { messages[0].contains("\u{2068}\($0)\u{2069}") }, "\(messages[0])")
        let isolates = messages.joined().unicodeScalars.filter { $0 == "\u{2068}" || $0 == "\u{2069}" }
        #expect(isolates.count.isMultiple(of: 2))
    }

    @Test(arguments: ["de", "ru", "ja", "hi"])
    func leftToRightMessagesInsertAsWritten(_ language: String) {
        let rules = RuleSet<String>(.minimumLength(5), field: "Name", messages: MessageCatalog(languages: [language]))
        let message = rules.validate("ab").errorMessages.joined()
        #expect(message.contains("Name") && !message.unicodeScalars.contains { $0 == "\u{2068}" })
    }

    @Test func englishIsTheLibrarysOwnText() {
        #expect(MessageCatalog.english.language == "en")
        #expect(MessageCatalog(locale: Locale(identifier: "en_GB")) == MessageCatalog.english)
    }

    /// A spec's own labels and messages in several languages, and the library's defaults in the same language,
    /// per record: what a server answering each request in its language does.
    @Test func aSpecSpeaksEachRequestsLanguage() async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [
                  {"name": "user", "label": {"en": "Username", "de": "Benutzername", "fr": "Nom d’utilisateur"},
                   "rules": [{"rule": "required"}, {"rule": "length", "min": 3, "max": 8,
                              "message": {"en": "{field}: 3 to 8, please.", "de": "{field}: bitte 3 bis 8."}}]}]}
                """#)
        let validator = try FormSpecValidator(spec, messages: .english)
        func messages(_ record: [String: JSONValue], _ catalog: MessageCatalog?) async -> [String] {
            let result =
                if let catalog { await validator.validate(record, messages: catalog) } else {
                    await validator.validate(record)
                }
            return result.errors.map(\.message)
        }
        #expect(await messages([:], nil) == ["Username is required."])
        #expect(await messages([:], MessageCatalog(acceptLanguage: "de-AT")) == ["Benutzername ist erforderlich."])
        #expect(await messages(["user": "x"], MessageCatalog(languages: ["de"])) == ["Benutzername: bitte 3 bis 8."])
        // French has a label but no message of its own: the spec's default message, French label.
        #expect(await messages(["user": "x"], Self.catalog("fr_FR")) == ["Nom d’utilisateur: 3 to 8, please."])
        #expect(await messages([:], Self.catalog("ja_JP")) == ["Usernameを入力してください。"])
    }

    /// Remote checks of a record validated in another language ask the server to answer in it.
    @Test func remoteChecksSendTheLanguage() async throws {
        let transport = FakeTransport()
        let spec = try FormSpec(
            name: "f", fields: [FieldSpec(name: "user", rules: [.remote("https://example.com/check")])])
        let validator = try FormSpecValidator(spec, transport: transport, messages: .english)
        _ = await validator.validate(["user": "ada"])
        _ = await validator.validate(["user": "bob"], messages: Self.catalog("pt_BR"))
        #expect(transport.requests.map(\.language) == [nil, "pt-BR"])
        #expect(
            transport.requests.map { $0.urlRequest.value(forHTTPHeaderField: "Accept-Language") } == [nil, "pt-BR"])
    }

    /// A validator's remote checks ask the server to answer in the validator's language.
    @MainActor @Test func validatorsSendTheirLanguage() async throws {
        let transport = FakeTransport()
        let german = FormValidator<String>(field: "Name", messages: Self.catalog("de_DE"))
        german.add(try .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: transport))
        let english = FormValidator<String>(field: "Name", messages: .english)
        english.add(try .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: transport))
        _ = await german.validated("ada")
        _ = await english.validated("bob")
        #expect(transport.requests.map(\.language) == ["de", nil])
    }

    /// A country named by its code is written as its name in the message's language.
    @Test(arguments: [
        ("fr_FR", "Code postal doit être un code postal valide (Allemagne), par exemple 10115."),
        ("ja_JP", "Code postalにはドイツの郵便番号を入力してください（例：10115）。"),
        ("de_DE", "Code postal muss eine gültige Postleitzahl sein (Deutschland), z. B. 10115."),
        ("en_US", "Code postal must be a postal code of Germany, such as 10115."),
    ])
    func countriesAreNamedInTheMessagesLanguage(_ locale: String, _ message: String) {
        let rules = RuleSet<String>(.postalCode(country: .de), field: "Code postal", messages: Self.catalog(locale))
        #expect(rules.validate("123").errorMessages == [message])
    }
}
