import DemoServer
import Hummingbird
import Testing

/// `/api/signup` and `/api/username-available` answer in the language the request asks for.
@Suite struct AcceptLanguageTests {
    static func run<Value: Sendable>(
        _ transport: Transport, _ test: @Sendable (LoopbackClient) async throws -> Value
    ) async throws -> Value {
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            try buildApplication(
                configuration: DemoServerConfiguration(port: 0), logger: TestServer.quietLogger,
                onListening: onListening)
        }
        return try await TestServer.serve(transport, building: build, test)
    }

    @Test("an empty submission gets every error in the negotiated language", arguments: Transport.allCases)
    func signupInGerman(transport: Transport) async throws {
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", body: "{}", acceptLanguage: "de-CH, fr;q=0.5")
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentLanguage] == "de")
            let rejected = try JSONText.decode(Rejected.self, from: response.text)
            #expect(rejected.detail == "Die Anfrage enthält 5 Fehler.")
            #expect(rejected.title == "Validierung fehlgeschlagen")
            #expect(
                rejected.errors.map(\.message) == [
                    "Benutzername ist erforderlich.", "E-Mail ist erforderlich.", "Passwort ist erforderlich.",
                    "Bitte wiederholen Sie das Passwort.", "Land ist erforderlich.",
                ], "\(response.text)")
        }
    }

    @Test(
        "q-values and language fallback choose the language",
        arguments: [
            ("fr;q=0.5, de-CH", "de"), ("pt-PT", "pt-PT"), ("pt", "pt-BR"), ("tlh, es;q=0.3", "es"), ("ja", "ja"),
            ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"), ("ar-EG", "ar"), ("hi-IN", "hi"), ("ru", "ru"), ("tlh", "en"),
            ("de;q=0", "en"),
        ])
    func negotiation(header: String, language: String) async throws {
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post("/api/signup", body: "{}", acceptLanguage: header)
            #expect(response.headers[.contentLanguage] == language)
        }
    }

    @Test("a taken username's message follows Accept-Language")
    func usernameTakenInFrench() async throws {
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post(
                "/api/username-available", body: #"{"instance": "admin"}"#, acceptLanguage: "fr-FR")
            #expect(response.text == #"{"message":"Ce nom d’utilisateur est déjà pris.","valid":false}"#)
        }
    }

    @Test("a signup in Japanese gets the username check's message in Japanese too")
    func remoteMessageInTheSubmissionsLanguage() async throws {
        try await Self.run(.connectionPerRequest) { client in
            let body =
                #"{"username": "admin", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1", "country": "JP"}"#
            let response = try await client.post("/api/signup", body: body, acceptLanguage: "ja")
            let rejected = try JSONText.decode(Rejected.self, from: response.text)
            #expect(rejected.errors.map(\.message) == ["このユーザー名は既に使われています。"])
        }
    }

    /// Arabic, Russian and Hindi: the spec's labels, the library's messages and the server's own answer for a
    /// taken username, all in the request's language (Arabic with each inserted label isolated, U+2068…U+2069).
    @Test(
        "a signup in Arabic, Russian or Hindi answers in that language",
        arguments: [
            ("ar", "يجب ملء \u{2068}الدولة\u{2069}.", "اسم المستخدم هذا محجوز بالفعل."),
            ("ru", "Страна — обязательное поле.", "Это имя пользователя уже занято."),
            ("hi", "देश आवश्यक है।", "यह उपयोगकर्ता नाम पहले ही लिया जा चुका है।"),
        ])
    func signupInArabicRussianAndHindi(language: String, countryRequired: String, taken: String) async throws {
        try await Self.run(.connectionPerRequest) { client in
            let body =
                #"{"username": "admin", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1"}"#
            let response = try await client.post("/api/signup", body: body, acceptLanguage: language)
            #expect(response.headers[.contentLanguage] == language)
            let rejected = try JSONText.decode(Rejected.self, from: response.text)
            #expect(Set(rejected.errors.map(\.message)) == [countryRequired, taken], "\(response.text)")
        }
    }

    /// The body of a `422` answer (an RFC 9457 problem), as a client reads it.
    struct Rejected: Decodable {
        var title: String
        var detail: String
        var errors: [Error]

        struct Error: Decodable {
            var message: String
        }
    }
}
