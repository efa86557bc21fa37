import FormValidation
import Foundation
import Testing

/// Rules built from a spec behave exactly like the same rules written in Swift.
@Suite struct FormSpecRulesTests {
    /// A rule spec, the same rule written in Swift, and values to compare them on.
    struct Case: Sendable, CustomTestStringConvertible {
        let spec: RuleSpec
        let rule: ValidationRule<String>
        let values: [String]
        var testDescription: String { spec.description }

        init(_ spec: RuleSpec, _ rule: ValidationRule<String>, _ values: [String]) {
            self.spec = spec
            self.rule = rule
            self.values = values
        }
    }

    static let texts = ["", " ", "a", "ab", "abc", "Abc1", "hello world", "🇯🇵🇯🇵", "née", "  padded  ", "UPPER", "x@y.io"]

    static let cases: [Case] = [
        Case(.required(), .required(), texts),
        Case(.required(ignoringWhitespace: false), .required(ignoringWhitespace: false), texts),
        Case(.required(message: "Say {field}!"), .required(message: "Say {field}!"), texts),
        Case(.minimumLength(3), .minimumLength(3), texts),
        Case(.minimumLength(3, counting: .utf8), .minimumLength(3, counting: .utf8), texts),
        Case(.maximumLength(2), .maximumLength(2), texts),
        Case(.maximumLength(4, counting: .utf16), .maximumLength(4, counting: .utf16), texts),
        Case(.length(2...4), .length(2...4), texts),
        Case(
            .length(3...3, counting: .unicodeScalars, message: "{min}/{max}/{length}"),
            .length(3...3, counting: .unicodeScalars, message: "{min}/{max}/{length}"), texts),
        Case(.number(), .number(locale: .autoupdatingCurrent), ["1", "1.5", "abc", "-3", ""]),
        Case(
            .number(min: 13, max: 130, locale: "en_US_POSIX"),
            .number(in: 13...130, locale: Locale(identifier: "en_US_POSIX")),
            ["13", "130", "12", "131", "12.99", "42.0", "1,5", "abc", "+20", "−20", "1e2"]),
        Case(
            .number(min: Decimal(string: "0.5")!, locale: "de_DE"),
            .number(in: Decimal(string: "0.5")!..., locale: Locale(identifier: "de_DE")),
            ["0,5", "0,4", "1.234,5", "1,234.5", "x"]),
        Case(
            .number(max: 10, locale: "en_US"), .number(in: ...10, locale: Locale(identifier: "en_US")),
            ["10", "10.001", "1,000", "-5"]),
        Case(.email(), .email(), ["ada@example.com", "ada@", "a b@c.de", "x@y.museum", ""]),
        Case(.containsNumber(), .containsNumber(), texts + ["pass٣word"]),
        Case(.containsUppercase(message: "Caps!"), .containsUppercase(message: "Caps!"), texts),
        Case(.regularExpression("[a-z]+"), try! .regularExpression("[a-z]+"), texts),
        Case(
            .regularExpression("[a-z]+", caseInsensitive: true),
            try! .regularExpression("[a-z]+", options: [.caseInsensitive]), texts),
        Case(.oneOf(["a", "abc"]), .oneOf(["a", "abc"]), texts),
        Case(.equal(to: "abc"), .equal(to: "abc"), texts),
        Case(.trimmingWhitespace(), .trimmingWhitespace(), texts),
    ]

    @Test(arguments: cases)
    func specRulesMatchSwiftRules(_ example: Case) throws {
        let field = FieldSpec(name: "thing", label: "Thing", rules: [example.spec])
        let built = try field.makeRules()
        #expect(built.asyncRules.isEmpty)
        let swift = RuleSet<String>(example.rule, field: "thing", label: "Thing")
        for value in example.values {
            #expect(built.rules.validate(value) == swift.validate(value), "\(value)")
        }
    }

    @Test func aWholeFieldMatchesItsSwiftTwin() throws {
        let spec = FieldSpec(
            name: "username", label: "Username",
            rules: [
                .trimmingWhitespace(), .required(), .length(3...20),
                .regularExpression("[a-z0-9_]+", message: "{field} may only use a–z, 0–9 and _."),
            ])
        let swift = RuleSet<String>(
            .trimmingWhitespace(), .required(), .length(3...20),
            try .regularExpression("[a-z0-9_]+", message: "{field} may only use a–z, 0–9 and _."), field: "username",
            label: "Username")
        let built = try spec.makeRules().rules
        for value in ["", "  ", " ada_l ", "A!", "ab", "ada lovelace", String(repeating: "a", count: 21), "ok_1"] {
            #expect(built.validate(value) == swift.validate(value), "\(value)")
            #expect(built.validate(value as String?) == swift.validate(value as String?), "\(value)")
        }
        #expect(
            built.validate(nil as String?)
                == .invalid([
                    ValidationError(code: .required, message: "Username is required.", field: "username")
                ]))
    }

    @Test func labelAndSecretReachTheRuleSet() throws {
        let secret = try FieldSpec(name: "pin", isSecret: true, rules: [.equal(to: "1234", message: "{field} {value}")])
            .makeRules()
        #expect(secret.name == "pin")
        #expect(secret.rules.fieldName == "pin")
        #expect(secret.rules.isSecret)
        #expect(secret.rules.validate("9999").errorMessages == ["pin ••••"])
        var german = MessageCatalog(fieldName: "Dieses Feld")
        german[.required] = "{field} ist erforderlich."
        let labelled = try FieldSpec(name: "name", label: "Name", rules: [.required()]).makeRules(messages: german)
        #expect(labelled.rules.validate("").errorMessages == ["Name ist erforderlich."])
    }

    @Test func equalToFieldReadsTheOtherFieldLive() throws {
        let password = LiveValue<String>("Tr0ub4dor")
        let confirmation = FieldSpec(
            name: "passwordConfirmation", label: "Password confirmation", isSecret: true, dependsOn: ["password"],
            rules: [.required(), .equalToField("password", message: "Passwords do not match.")])
        let rules = try confirmation.makeRules(values: ["password": password]).rules
        #expect(rules.validate("Tr0ub4dor").isValid)
        password.value = "changed"
        #expect(rules.validate("Tr0ub4dor").errorMessages == ["Passwords do not match."])
        #expect(rules.validate("changed").isValid)
        password.value = nil
        #expect(rules.validate("changed").errors.map(\.code) == [.notEqual])

        let closure = try confirmation.makeRules(valueOf: { $0 == "password" ? "abc" : nil }).rules
        #expect(closure.validate("abc").isValid)
        // The error names the field by its name, as the server's errors do; the label is for messages.
        #expect(closure.validate("abd").errors.first?.field == "passwordConfirmation")
    }

    @Test func buildErrors() {
        let confirmation = FieldSpec(name: "c", rules: [.required(), .equalToField("p")])
        let noReader = #expect(throws: FormSpecError.self) { try confirmation.makeRules() }
        #expect(noReader?.description == #"field "c", rule 2 (equalToField): pass valueOf or values to read field "p""#)
        let missingValue = #expect(throws: FormSpecError.self) {
            try confirmation.makeRules(values: ["q": LiveValue<String>()])
        }
        #expect(missingValue?.description == #"field "c", rule 2 (equalToField): no live value given for field "p""#)

        let relative = FieldSpec(name: "username", rules: [.remote("/api/username-available")])
        let noBase = #expect(throws: FormSpecError.self) { try relative.makeRules() }
        #expect(
            noBase?.description
                == #"field "username", rule 1 (remote): "/api/username-available" is a relative URL and no base URL was given"#
        )

        let insecure = FieldSpec(name: "username", rules: [.remote("/check")])
        let refused = #expect(throws: FormSpecError.self) {
            try insecure.makeRules(baseURL: URL(string: "http://api.example.com"))
        }
        #expect(
            refused?.description
                == #"field "username", rule 1 (remote): cannot check values at http://api.example.com/check: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"#
        )

        let pattern = FieldSpec(name: "p", rules: [.regularExpression("a(")])
        let badPattern = #expect(throws: FormSpecError.self) { try pattern.makeRules() }
        #expect(badPattern?.location == #"field "p", rule 1 (regularExpression)"#)
    }

    @Test(arguments: [
        ("/api/username-available", "https://api.example.com", "https://api.example.com/api/username-available"),
        ("/api/username-available", "https://api.example.com/v2/", "https://api.example.com/api/username-available"),
        ("check", "https://api.example.com/v2/", "https://api.example.com/v2/check"),
        ("https://other.example.com/x", "https://api.example.com", "https://other.example.com/x"),
        ("http://127.0.0.1:4567/validate", "https://api.example.com", "http://127.0.0.1:4567/validate"),
    ])
    func remoteURLsResolveAgainstTheBaseURL(_ url: String, _ base: String, _ resolved: String) throws {
        let field = FieldSpec(
            name: "u",
            rules: [.remote(url, timeout: .seconds(3), debounce: .milliseconds(50), failurePolicy: .valid)])
        let rule = try #require(try field.makeRules(baseURL: URL(string: base)!).asyncRules.first)
        #expect(rule.url?.absoluteString == resolved)
        #expect(rule.timeout == .seconds(3))
        #expect(rule.debounce == .milliseconds(50))
        #expect(rule.failurePolicy == .valid)
        #expect(rule.name == "remote")
    }

    @Test func remoteRulesUseTheTransportExtraAndMessage() async throws {
        let transport = FakeTransport { instance in
            RemoteResponse(statusCode: 200, body: Data((instance == "taken" ? "false" : "true").utf8))
        }
        let field = FieldSpec(
            name: "username", label: "Username",
            rules: [.required(), .remote("/check", extra: ["source": "spec"], message: "{field} is taken.")])
        let built = try field.makeRules(baseURL: URL(string: "https://api.example.com")!, transport: transport)
        #expect(built.rules.count == 1)
        #expect(built.asyncRules.count == 1)
        #expect(await built.asyncRules[0].check("taken") == .answered(RemoteAnswer(isValid: false)))
        #expect(await built.asyncRules[0].check("free") == .answered(RemoteAnswer(isValid: true)))
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "https://api.example.com/check", "https://api.example.com/check",
            ])
        #expect(
            transport.requests.map { String(decoding: $0.body, as: UTF8.self) }
                == [
                    #"{"extra":{"source":"spec"},"instance":"taken"}"#,
                    #"{"extra":{"source":"spec"},"instance":"free"}"#,
                ])
        #expect(built.asyncRules[0].customMessage == "{field} is taken.")
    }

    @MainActor
    @Test func makeValidatorRunsLocalAndRemoteRules() async throws {
        let transport = FakeTransport()
        let field = FieldSpec(
            name: "code", label: "Code",
            rules: [
                .trimmingWhitespace(), .required(),
                .remote("/validate", message: "{field} was refused.", debounce: .zero),
            ])
        let validator = try field.makeRules(baseURL: URL(string: "https://api.example.com")!, transport: transport)
            .makeValidator()
        #expect(validator.ruleCount == 3)
        #expect(await validator.validated("") == .invalid)
        #expect(validator.errorMessages == ["Code is required."])
        #expect(await validator.validated(" fine ") == .valid)
        #expect(validator.validatedValue == "fine")
        #expect(await validator.validated("invalid") == .invalid)
        #expect(validator.errorMessages == ["Code was refused."])
        #expect(transport.instances == ["fine", "invalid"])
    }
}
