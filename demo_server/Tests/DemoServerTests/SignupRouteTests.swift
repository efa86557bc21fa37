import ArgumentParser
import DemoServer
import FormValidation
import FormValidationHummingbird
import FormValidationTestSupport
import Foundation
import Hummingbird
import Testing

/// `POST /api/signup`: a submission validated with `Fixtures/signup.form.json`, the file the app uses.
@Suite struct SignupRouteTests {
    /// The server as the executable builds it: the fixture usernames and the fixture form spec.
    static func run<Value: Sendable>(
        _ transport: Transport,
        _ test: @Sendable (LoopbackClient) async throws -> Value
    ) async throws -> Value {
        let build = { @Sendable (onListening: @escaping @Sendable (ListeningAddress) async -> Void) in
            try buildApplication(
                configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: true),
                logger: TestServer.quietLogger,
                onListening: onListening
            )
        }
        return try await TestServer.serve(transport, building: build, test)
    }

    static let good = #"""
        {"username": " ada_lovelace ", "email": "ada@example.com", "password": "Analytical1",
         "passwordConfirmation": "Analytical1", "age": 36, "dateOfBirth": "10/12/1815", "country": "GB",
         "contactByPhone": "yes", "phone": "020 7946 0000"}
        """#

    @Test("accepts a good submission with 201 and the corrected, non-secret values", arguments: Transport.allCases)
    func accepted(transport: Transport) async throws {
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", body: Self.good)
            #expect(response.status == .created)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(
                response.text
                    == #"{"values":{"age":36,"contactByPhone":"yes","country":"GB","dateOfBirth":"1815-12-10","email":"ada@example.com","otherPhones":[],"phone":"+442079460000","username":"ada_lovelace"}}"#
            )
        }
    }

    @Test(
        "reads numbers given as text and leaves out optional fields as null",
        arguments: [
            (#""age": "42""#, #""age":42"#),
            (#""age": " 13.5 ""#, #""age":13.5"#),
            (#""age": null"#, #""age":null"#),
            (#""age": """#, #""age":null"#),
            (#""nickname": "ignored""#, #""age":null"#),
        ]
    )
    func optionalAndNumericValues(member: String, expected: String) async throws {
        try await Self.run(.connectionPerRequest) { client in
            let body = #"""
                {"username": "ada_l", "email": "ada@example.com", "password": "Analytical1",
                 "passwordConfirmation": "Analytical1", "country": "NL", \#(member)}
                """#
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .created)
            #expect(
                response.text
                    == #"{"values":{\#(expected),"contactByPhone":null,"country":"NL","dateOfBirth":null,"email":"ada@example.com","otherPhones":[],"phone":null,"username":"ada_l"}}"#
            )
        }
    }

    @Test(
        "rejects an invalid submission with 422 and every error in field order, then rule order",
        arguments: Transport.allCases)
    func rejected(transport: Transport) async throws {
        try await Self.run(transport) { client in
            let response = try await client.post(
                "/api/signup",
                body: #"""
                    {"username": "A!", "email": "ada@", "password": "short", "passwordConfirmation": "x",
                     "age": 12, "dateOfBirth": "2999-01-01", "country": "XX", "phone": "020 7946 0000"}
                    """#
            )
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.text == Self.everyFieldWrong)
        }
    }

    static let everyFieldWrong = [
        #"{"detail":"The request has 11 errors.","errors":["#,
        #"{"code":"tooShort","message":"Username must be 3 to 20 characters long.","parameters":{"counting":"characters","length":2,"max":20,"min":3,"unit":"characters"},"pointer":"/username"},"#,
        #"{"code":"patternMismatch","message":"Username may only use a–z, 0–9 and _.","parameters":{"pattern":"[a-z0-9_]+"},"pointer":"/username"},"#,
        #"{"code":"invalidEmail","message":"Email must be an address like name@example.com.","parameters":{},"pointer":"/email"},"#,
        #"{"code":"tooShort","message":"Password must be at least 8 characters long.","parameters":{"counting":"characters","length":5,"min":8,"unit":"characters"},"pointer":"/password"},"#,
        #"{"code":"missingUppercase","message":"Password must contain an uppercase letter.","parameters":{},"pointer":"/password"},"#,
        #"{"code":"missingNumber","message":"Password must contain a digit.","parameters":{},"pointer":"/password"},"#,
        #"{"code":"notEqual","message":"Passwords do not match.","parameters":{},"pointer":"/passwordConfirmation"},"#,
        #"{"code":"tooSmall","message":"Age must be between 13 and 130.","parameters":{"max":130,"min":13},"pointer":"/age"},"#,
        #"{"code":"dateInFuture","message":"Date of birth must not be in the future.","parameters":{},"pointer":"/dateOfBirth"},"#,
        #"{"code":"notAllowed","message":"Country must be a two-letter code of a country we serve, such as NL, DE or US.","parameters":{"options":["AE","AR","AT","AU","BE","BR","CA","CH","CL","CN","CO","DE","DK","EG","ES","FI","FR","GB","ID","IE","IL","IN","IT","JP","KE","KR","LU","MX","NG","NL","NO","NZ","PH","PL","PT","SE","SG","TR","US","ZA"]},"pointer":"/country"},"#,
        #"{"code":"notAPhoneNumber","message":"Phone must start with + and the country calling code.","parameters":{},"pointer":"/phone"}"#,
        #"],"status":422,"title":"Validation failed","type":"urn:formvalidation:problem:validation-failed"}"#,
    ].joined()

    @Test("a date of birth less than 13 years ago is refused, in the request's language")
    func tooYoung() async throws {
        // Ten years before today (as the server counts it), written the way the fixture reads it: day/month/year.
        let today = CalendarDate(Date(), in: .autoupdatingCurrent)
        let born = CalendarDate(year: today.year - 10, month: today.month, day: min(today.day, 28))!
        let body = Self.good.replacingOccurrences(of: "10/12/1815", with: "\(born.day)/\(born.month)/\(born.year)")
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text
                    == #"{"detail":"The request has 1 error.","errors":[{"code":"tooYoung","message":"You must be at least 13 years old.","parameters":{"age":10,"min":13},"pointer":"/dateOfBirth"}],"status":422,"title":"Validation failed","type":"urn:formvalidation:problem:validation-failed"}"#
            )
            let german = try await client.post("/api/signup", body: body, acceptLanguage: "de")
            #expect(german.text.contains(#""message":"Sie müssen mindestens 13 Jahre alt sein.""#), "\(german.text)")
        }
    }

    @Test("an empty object fails every required field")
    func empty() async throws {
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post("/api/signup", body: "{}")
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text
                    == #"{"detail":"The request has 5 errors.","errors":[{"code":"required","message":"Username is required.","parameters":{},"pointer":"/username"},{"code":"required","message":"Email is required.","parameters":{},"pointer":"/email"},{"code":"required","message":"Password is required.","parameters":{},"pointer":"/password"},{"code":"required","message":"Please repeat the password.","parameters":{},"pointer":"/passwordConfirmation"},{"code":"required","message":"Country is required.","parameters":{},"pointer":"/country"}],"status":422,"title":"Validation failed","type":"urn:formvalidation:problem:validation-failed"}"#
            )
        }
    }

    @Test(
        "asks its own username check, in-process, and counts it",
        arguments: Transport.allCases,
        [("alice", false), ("webmaster", false), ("zelda", true)]
    )
    func usernameAvailability(transport: Transport, example: (username: String, available: Bool)) async throws {
        try await Self.run(transport) { client in
            _ = try await client.executeRequest(uri: "/fault/requests", method: .delete, headers: [:], body: nil)
            let body = Self.good.replacingOccurrences(of: " ada_lovelace ", with: example.username)
            let response = try await client.post("/api/signup", body: body)
            if example.available {
                #expect(response.status == .created)
            } else {
                #expect(response.status == .unprocessableContent)
                #expect(
                    response.text
                        == #"{"detail":"The request has 1 error.","errors":[{"code":"remoteRejected","message":"That username is taken.","parameters":{},"pointer":"/username"}],"status":422,"title":"Validation failed","type":"urn:formvalidation:problem:validation-failed"}"#
                )
            }
            let counts = try await client.executeRequest(uri: "/fault/requests", method: .get, headers: [:], body: nil)
            #expect(counts.text == #"{"paths":{"/api/signup":1,"/api/username-available":1},"total":2}"#)
            let last = try await client.executeRequest(
                uri: "/fault/last-request?path=/api/username-available", method: .get, headers: [:], body: nil)
            #expect(last.text == #"{"extra":{},"instance":"\#(example.username)"}"#)
        }
    }

    @Test("no username check when the username already fails a local rule")
    func noCheckAfterALocalFailure() async throws {
        try await Self.run(.connectionPerRequest) { client in
            let body = Self.good.replacingOccurrences(of: " ada_lovelace ", with: "x")
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .unprocessableContent)
            let counts = try await client.executeRequest(uri: "/fault/requests", method: .get, headers: [:], body: nil)
            #expect(counts.text == #"{"paths":{"/api/signup":1},"total":1}"#)
        }
    }

    /// Bad bodies: the same checks, in the same order, as the other POST routes, answered as RFC 9457 problems by
    /// the library's Hummingbird integration; a body that is JSON but no object fails validation at the root.
    static let badInputs: [BadInput] = BadInput.all.filter(\.refusal.isTheIntegrations)

    @Test("bad input gets a problem, then a good submission still works", arguments: Transport.allCases, badInputs)
    func badInput(transport: Transport, input: BadInput) async throws {
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", bytes: input.body, contentType: input.contentType)
            #expect(response.status.code == input.refusal.status)
            #expect(response.headers[.contentType] == "application/problem+json")
            let problem = try ProblemDetails.decode(response.text)
            #expect(problem.type == input.refusal.type)
            #expect(problem.status.code == input.refusal.status)
            let next = try await client.post("/api/signup", body: Self.good)
            #expect(next.status == .created)
        }
    }

    @Test(
        "a body that is JSON but not an object fails validation at the root",
        arguments: [#"["a"]"#, #""a""#, "1", "null"])
    func notAnObject(body: String) async throws {
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text
                    == #"{"detail":"The request has 1 error.","errors":[{"code":"invalidType","message":"The body must be a JSON object.","parameters":{},"pointer":""}],"status":422,"title":"Validation failed","type":"urn:formvalidation:problem:validation-failed"}"#
            )
        }
    }

    /// Valid JSON with a number no Decimal holds was answered `400 malformed-json`: it is `422 unreadable-json`.
    @Test("a number beyond Decimal is out of range, not malformed JSON", arguments: Transport.allCases)
    func numberOutOfRange(transport: Transport) async throws {
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", body: #"{"username": "ada", "age": 1e400}"#)
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text
                    == #"{"detail":"The body cannot be read as JSON: the number 1e400 is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165).","status":422,"title":"JSON without one meaning","type":"urn:formvalidation:problem:unreadable-json"}"#
            )
        }
    }

    /// `{"username": "ada_l", …, "username": "admin"}` was answered 201 with `ada_l` (the first value), while
    /// JavaScript, Python and `JSONSerialization` reading the same body take `admin`, which was never validated.
    @Test(
        "a key given twice is refused with 422 unreadable-json naming the key and where it is",
        arguments: Transport.allCases,
        [
            (#""username": "ada_l", "username": "admin""#, "username"),
            (#""username": "ada_l", "country": "NL", "country": "XX""#, "country"),
            (#""username": "ada_l", "age": 36, "age": 1e400"#, "age"),
        ]
    )
    func duplicateKey(transport: Transport, members: (String, String)) async throws {
        let body = #"""
            {"email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1",
             \#(members.0)}
            """#
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentType] == "application/problem+json")
            let problem = try JSONText.decode(ProblemDetails.self, from: response.text)
            #expect(problem.type == "urn:formvalidation:problem:unreadable-json")
            let offset = try #require(problem.offset)
            #expect(body.utf8.dropFirst(offset).starts(with: "\"\(members.1)\"".utf8), "the offset is the later key's")
            #expect(
                problem.detail
                    == "The body cannot be read as JSON: the key \"\(members.1)\" appears twice in one object (at byte \(offset))."
            )
            let counts = try await client.executeRequest(uri: "/fault/requests", method: .get, headers: [:], body: nil)
            #expect(counts.text == #"{"paths":{"/api/signup":1},"total":1}"#, "no username check was asked")
        }
    }

    /// `…,"country":"NL",}` was answered 201: JSONDecoder takes a trailing comma, RFC 8259 does not.
    @Test("a trailing comma is malformed JSON", arguments: Transport.allCases)
    func trailingComma(transport: Transport) async throws {
        let body = #"""
            {"username": "ada_l", "email": "ada@example.com", "password": "Analytical1",
             "passwordConfirmation": "Analytical1", "country": "NL",}
            """#
        try await Self.run(transport) { client in
            let response = try await client.post("/api/signup", body: body)
            #expect(response.status == .badRequest)
            let problem = try JSONText.decode(ProblemDetails.self, from: response.text)
            #expect(problem.type == "urn:formvalidation:problem:malformed-json")
            #expect(problem.offset == body.utf8.count - 1, "at the closing brace after the comma")
            let fixed = try await client.post(
                "/api/signup", body: body.replacingOccurrences(of: #""NL",}"#, with: #""NL"}"#))
            #expect(fixed.status == .created)
        }
    }

    @Test("other methods get 405 with Allow: POST, an RFC 9457 problem in the request's language")
    func methodNotAllowed() async throws {
        try await Self.run(.connectionPerRequest) { client in
            for path in ["/api/signup", "/api/order"] {
                let response = try await client.executeRequest(
                    uri: path, method: .get, headers: [.acceptLanguage: "de"], body: nil)
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(response.headers[.contentLanguage] == "de")
                #expect(
                    response.text
                        == #"{"detail":"GET ist hier nicht erlaubt; verwenden Sie POST.","status":405,"title":"Methode nicht erlaubt","type":"urn:formvalidation:problem:method-not-allowed"}"#
                )
            }
        }
    }

    /// Every refusal speaks the request's language (`400`, `413`, `415` and `422` spoke English only), and a body
    /// sent with a content coding is refused with `415` and `Accept-Encoding: identity`, never read as JSON.
    @Test(
        "refusals speak the request's language",
        arguments: [
            ("{", "application/json", nil, "fr", 400, "JSON mal formé"),
            (#"{"a": 1, "a": 2}"#, "application/json", nil, "ja", 422, "意味が一つに定まらない JSON"),
            ("{}", "text/plain", nil, "es", 415, "Tipo de medio no admitido"),
            ("{}", "application/json", "gzip", "de", 415, "Nicht unterstützte Inhaltskodierung"),
            ("{}", "application/json", "br", "pt-BR", 415, "Codificação de conteúdo não suportada"),
        ] as [(String, String, String?, String, Int, String)])
    func refusalsSpeakTheRequestsLanguage(
        body: String, contentType: String, coding: String?, language: String, status: Int, title: String
    ) async throws {
        try await Self.run(.connectionPerRequest) { client in
            var headers: HTTPFields = [.contentType: contentType, .acceptLanguage: language]
            if let coding { headers[.contentEncoding] = coding }
            for path in ["/api/signup", "/api/order"] {
                let response = try await client.post(path, headers: headers, body: ByteBuffer(string: body))
                #expect(response.status.code == status)
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(response.headers[.contentLanguage] == language)
                #expect(try JSONText.decode(ProblemTitle.self, from: response.text).title == title, "\(response.text)")
                if coding != nil { #expect(response.headers[.acceptEncoding] == "identity") }
            }
        }
    }

    @Test("a body too large is refused in the request's language")
    func tooLargeInTheRequestsLanguage() async throws {
        try await Self.run(.connectionPerRequest) { client in
            let response = try await client.post(
                "/api/signup", headers: [.contentType: "application/json", .acceptLanguage: "zh-Hans"],
                body: ByteBuffer(string: "[" + String(repeating: "1,", count: 40_000) + "1]"))
            #expect(response.status == .contentTooLarge)
            #expect(try JSONText.decode(ProblemTitle.self, from: response.text).title == "请求体过大")
        }
    }

    struct ProblemTitle: Decodable {
        var title: String
    }

    @Test("is mounted only with a form spec")
    func notMountedWithoutASpec() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            let response = try await client.post("/api/signup", body: Self.good)
            #expect(response.status == .notFound)
        }
    }

    @Test("--form-spec sets the file, which defaults to the fixture")
    func option() throws {
        #expect(try DemoServerCommand.parse([]).serverConfiguration.formSpecFile == nil)
        #expect(
            try DemoServerCommand.parse(["--form-spec", "/tmp/form.json"]).serverConfiguration.formSpecFile
                == "/tmp/form.json")
        let fixture = try #require(DemoServerConfiguration.defaultFormSpecFile())
        #expect(fixture.hasSuffix("/Fixtures/signup.form.json"))
        #expect(FileManager.default.fileExists(atPath: fixture))
    }

    @Test("a form spec that cannot be loaded stops the server at start")
    func unloadableSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.form.json")
        try Data(#"{"name": "f", "fields": [{"name": "age", "rules": [{"rule": "number", "min": 9, "max": 1}]}]}"#.utf8)
            .write(to: bad)
        let insecure = folder.appendingPathComponent("insecure.form.json")
        try Data(
            #"{"name": "f", "fields": [{"name": "u", "rules": [{"rule": "remote", "url": "http://example.com/x"}]}]}"#
                .utf8
        )
        .write(to: insecure)
        let cases: [(String, String)] = [
            (
                "/nonexistent/form.json",
                "cannot load the form spec /nonexistent/form.json: cannot read the file: no such file or directory"
            ),
            (
                bad.path,
                #"cannot load the form spec \#(bad.path): field "age", rule 1 (number): "min" must not be greater than "max""#
            ),
            (
                insecure.path,
                #"cannot load the form spec \#(insecure.path): field "u", rule 1 (remote): cannot check values at http://example.com/x: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"#
            ),
        ]
        for (path, message) in cases {
            let error = #expect(throws: FormSpecFileError.self) {
                _ = try buildApplication(
                    configuration: DemoServerConfiguration(formSpecFile: path), logger: TestServer.quietLogger)
            }
            #expect(error?.description == message)
        }
    }

    @Test("the executable reports an unloadable form spec and exits")
    func executableReportsTheSpec() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--form-spec", "/nonexistent/form.json"])
        let exit = await server.waitForExit()
        #expect(exit.status != 0)
        #expect(exit.standardOutput == "")
        #expect(
            exit.standardError.contains(
                "cannot load the form spec /nonexistent/form.json: cannot read the file: no such file or directory"))
    }
}
