import FormValidation
import FormValidationSampling
import Foundation
import Testing

/// Decoding form specs: every rule kind, the field and form members, defaults, and encode → decode round trips.
@Suite struct FormSpecDecodingTests {
    /// A form with one field "x" whose rules are `rules` (JSON), and a field "other" to refer to.
    static func form(rules: String) -> String {
        #"{"name": "f", "fields": [{"name": "x", "rules": [\#(rules)]}, {"name": "other"}]}"#
    }

    static let ruleCases: [(json: String, expected: RuleSpec)] = [
        (#"{"rule": "required"}"#, .required()),
        (#"{"rule": "required", "ignoringWhitespace": false}"#, .required(ignoringWhitespace: false)),
        (#"{"rule": "required", "message": "Fill in {field}."}"#, .required(message: "Fill in {field}.")),
        (#"{"rule": "minimumLength", "min": 8}"#, .minimumLength(8)),
        (#"{"rule": "minimumLength", "min": 8, "counting": "utf8"}"#, .minimumLength(8, counting: .utf8)),
        (#"{"rule": "maximumLength", "max": 20, "counting": "utf16"}"#, .maximumLength(20, counting: .utf16)),
        (#"{"rule": "length", "min": 3, "max": 20}"#, .length(3...20)),
        (#"{"rule": "length", "min": 1, "max": 1, "counting": "scalars"}"#, .length(1...1, counting: .unicodeScalars)),
        (
            #"{"rule": "length", "min": 1, "max": 2, "counting": "unicodeScalars"}"#,
            .length(1...2, counting: .unicodeScalars)
        ),
        (#"{"rule": "length", "min": 0, "max": 5, "counting": "characters"}"#, .length(0...5)),
        (#"{"rule": "number"}"#, .number()),
        (
            #"{"rule": "number", "min": 13, "max": 130, "locale": "en_US_POSIX"}"#,
            .number(min: 13, max: 130, locale: "en_US_POSIX")
        ),
        (#"{"rule": "number", "min": 0.5}"#, .number(min: Decimal(string: "0.5")!)),
        (#"{"rule": "number", "max": -1, "locale": "de_DE"}"#, .number(max: -1, locale: "de_DE")),
        (#"{"rule": "email"}"#, .email()),
        (#"{"rule": "containsNumber", "message": "Add a digit."}"#, .containsNumber(message: "Add a digit.")),
        (#"{"rule": "containsUppercase"}"#, .containsUppercase()),
        (#"{"rule": "containsLowercase"}"#, .containsLowercase()),
        (
            #"{"rule": "email", "message": {"en": "Bad.", "de": "Schlecht."}}"#,
            {
                var rule = RuleSpec.email(message: "Bad.")
                rule.localizedMessages = ["de": "Schlecht."]
                return rule
            }()
        ),
        (#"{"rule": "phoneNumber"}"#, .phoneNumber()),
        (
            #"{"rule": "phoneNumber", "country": "US", "countries": ["US", "CA"], "mobileOnly": true}"#,
            .phoneNumber(country: "US", countries: ["US", "CA"], mobileOnly: true)
        ),
        (
            #"{"rule": "phoneNumber", "countryField": "other", "mobileOnly": false}"#,
            .phoneNumber(countryField: "other")
        ),
        (#"{"rule": "postalCode", "country": "GB"}"#, .postalCode(country: .gb)),
        (
            #"{"rule": "postalCode", "country": "any", "message": "Check {field}."}"#,
            .postalCode(country: .any, message: "Check {field}.")
        ),
        (#"{"rule": "url"}"#, .url()),
        (
            #"{"rule": "url", "schemes": ["https", "ftp"], "schemeOptional": true, "allowLocalhost": true, "allowIPAddress": true}"#,
            .url(schemes: ["https", "ftp"], schemeOptional: true, allowLocalhost: true, allowIPAddress: true)
        ),
        (#"{"rule": "paymentCard"}"#, .paymentCard()),
        (#"{"rule": "paymentCard", "brands": ["visa", "mir"]}"#, .paymentCard(brands: [.visa, .mir])),
        (#"{"rule": "cardExpiry", "timeZone": "UTC"}"#, .cardExpiry(timeZone: "UTC")),
        (#"{"rule": "cardExpiry", "maxYears": 5}"#, .cardExpiry(maximumYearsAhead: 5)),
        (#"{"rule": "cardSecurityCode"}"#, .cardSecurityCode()),
        (#"{"rule": "cardSecurityCode", "brand": "amex"}"#, .cardSecurityCode(brand: .americanExpress)),
        (#"{"rule": "cardSecurityCode", "cardNumberField": "other"}"#, .cardSecurityCode(cardNumberField: "other")),
        (#"{"rule": "iban"}"#, .iban()),
        (#"{"rule": "file"}"#, .file()),
        (#"{"rule": "file", "types": ["pdf"], "maxBytes": 5000000}"#, .file(types: [.pdf], maximumBytes: 5_000_000)),
        (
            #"{"rule": "iban", "countries": ["DE", "NL"], "format": "print"}"#,
            .iban(countries: ["DE", "NL"], format: .print)
        ),
        (#"{"rule": "regularExpression", "pattern": "[a-z]+"}"#, .regularExpression("[a-z]+")),
        (
            #"{"rule": "regularExpression", "pattern": "[a-z]+", "caseInsensitive": true}"#,
            .regularExpression("[a-z]+", caseInsensitive: true)
        ),
        (#"{"rule": "oneOf", "values": ["NL", "DE"]}"#, .oneOf(["NL", "DE"])),
        (#"{"rule": "equal", "value": "yes"}"#, .equal(to: "yes")),
        (
            #"{"rule": "equalToField", "field": "other", "message": "No match."}"#,
            .equalToField("other", message: "No match.")
        ),
        (#"{"rule": "trimmingWhitespace"}"#, .trimmingWhitespace()),
        (#"{"rule": "remote", "url": "/api/check"}"#, .remote("/api/check")),
        (
            #"{"rule": "remote", "url": "https://api.example.com/check", "extra": {"lang": "en", "n": 3}, "timeout": 2.5, "debounce": 0, "failurePolicy": "valid", "message": "Taken."}"#,
            .remote(
                "https://api.example.com/check", extra: ["lang": "en", "n": 3], message: "Taken.",
                timeout: .milliseconds(2500), debounce: .zero, failurePolicy: .valid)
        ),
        (
            #"{"rule": "remote", "url": "/c", "failurePolicy": "invalidWithRetry"}"#,
            .remote("/c", failurePolicy: .invalidWithRetry())
        ),
        (
            #"{"rule": "remote", "url": "/c", "failurePolicy": "invalidWithRetry", "retryAttempts": 4, "retryDelay": 0.25}"#,
            .remote("/c", failurePolicy: .invalidWithRetry(attempts: 4, delay: .milliseconds(250)))
        ),
        (#"{"rule": "length", "min": 3, "max": 20, "message": null}"#, .length(3...20)),
        (#"{"rule": "date"}"#, .date()),
        (
            #"{"rule": "date", "min": "2000-01-01", "max": "2030-12-31", "locale": "en_GB"}"#,
            .date(earliest: CalendarDate(2000, 1, 1), latest: CalendarDate(2030, 12, 31), locale: "en_GB")
        ),
        (#"{"rule": "age", "min": 18, "max": 130}"#, .age(atLeast: 18, atMost: 130)),
        (
            #"{"rule": "age", "min": 13, "locale": "en_GB", "timeZone": "Europe/London"}"#,
            .age(atLeast: 13, locale: "en_GB", timeZone: "Europe/London")
        ),
        (
            #"{"rule": "anyOf", "rules": [{"rule": "email"}, {"rule": "length", "min": 6, "max": 15, "message": "Six to 15."}]}"#,
            .anyOf([.email(), .length(6...15, message: "Six to 15.")])
        ),
        (
            #"{"rule": "not", "of": {"rule": "oneOf", "values": ["admin"]}, "message": "Reserved."}"#,
            .not(.oneOf(["admin"]), message: "Reserved.")
        ),
        (
            #"{"rule": "required", "when": {"field": "other", "equals": "US"}}"#,
            .required().when(.field("other", equals: "US"))
        ),
        (
            #"{"rule": "email", "when": {"not": {"field": "other", "in": ["a", 1, false]}}}"#,
            .email().when(.not(.field("other", isIn: ["a", 1, false])))
        ),
        (
            #"{"rule": "anyOf", "rules": [{"rule": "email", "when": {"field": "other", "notEmpty": true}}]}"#,
            .anyOf([.email().when(.field("other"))])
        ),
    ]

    @Test(arguments: ruleCases)
    func decodesEachRuleKind(_ json: String, _ expected: RuleSpec) throws {
        let spec = try FormSpec(json: Self.form(rules: json))
        #expect(spec.fields[0].rules == [expected])
    }

    @Test(arguments: ruleCases)
    func ruleRoundTrips(_ json: String, _ expected: RuleSpec) throws {
        let data = try JSONEncoder().encode(expected)
        #expect(try JSONDecoder().decode(RuleSpec.self, from: data) == expected)
    }

    /// Every rule of the catalog, with arguments drawn from a fixed seed (so a new rule is covered as soon as it is
    /// in the catalog): its spec encodes and decodes to itself, alone and inside a form.
    @Test(arguments: RuleSpec.ruleNames)
    func everyRuleRoundTrips(_ name: String) async throws {
        let samples = await ReliabilityTests.RulePropertyTests.samples(of: name, count: 4, seed: 11)
        #expect(!samples.isEmpty, "\(name) has samples")
        for sampled in samples {
            let data = try JSONEncoder().encode(sampled.spec)
            #expect(try JSONDecoder().decode(RuleSpec.self, from: data) == sampled.spec)
            // In a form, with the fields the rule names beside its own.
            // The names as JSON strings: a sampled name may hold quotes or backslashes.
            var named: [String] = []
            for field in sampled.spec.namedFields where !named.contains(field) { named.append(field) }
            let others = try named.map {
                #"{"name": "# + String(decoding: try JSONEncoder().encode($0), as: UTF8.self) + "}"
            }
            let form =
                #"{"name": "f", "fields": [{"name": "x", "rules": ["#
                + String(decoding: data, as: UTF8.self) + "]}" + others.map { ", " + $0 }.joined() + "]}"
            let spec = try FormSpec(json: form)
            #expect(spec.fields[0].rules == [sampled.spec], "\(form)")
        }
    }

    @Test(
        arguments: [
            (RuleSpec.length(3...20), #"{"max":20,"min":3,"rule":"length"}"#),
            (
                .required(ignoringWhitespace: false, message: "Say something."),
                #"{"ignoringWhitespace":false,"message":"Say something.","rule":"required"}"#
            ),
            (.minimumLength(8), #"{"min":8,"rule":"minimumLength"}"#),
            (.maximumLength(8, counting: .unicodeScalars), #"{"counting":"scalars","max":8,"rule":"maximumLength"}"#),
            (
                .number(min: 13, max: 130, locale: "en_US_POSIX"),
                #"{"locale":"en_US_POSIX","max":130,"min":13,"rule":"number"}"#
            ),
            (
                .regularExpression("[a-z]+", caseInsensitive: true),
                #"{"caseInsensitive":true,"pattern":"[a-z]+","rule":"regularExpression"}"#
            ),
            (.oneOf(["NL", "DE"]), #"{"rule":"oneOf","values":["NL","DE"]}"#),
            (
                .equalToField("password", message: "Passwords do not match."),
                #"{"field":"password","message":"Passwords do not match.","rule":"equalToField"}"#
            ),
            (.trimmingWhitespace(), #"{"rule":"trimmingWhitespace"}"#),
            (.remote("/api/username-available"), #"{"rule":"remote","url":"/api/username-available"}"#),
            (
                .remote(
                    "/c", timeout: .milliseconds(1500), debounce: .milliseconds(100),
                    failurePolicy: .invalidWithRetry(attempts: 1)),
                #"{"debounce":0.1,"failurePolicy":"invalidWithRetry","retryAttempts":1,"rule":"remote","timeout":1.5,"url":"/c"}"#
            ),
            (
                .remote("/c", extra: ["a": [1, true]], failurePolicy: .invalidWithRetry(delay: .seconds(2))),
                #"{"extra":{"a":[1,true]},"failurePolicy":"invalidWithRetry","retryDelay":2,"rule":"remote","url":"/c"}"#
            ),
        ] as [(RuleSpec, String)])
    /// Defaults are left out, so an encoded spec stays close to a hand-written one.
    func encodesReadably(_ rule: RuleSpec, _ json: String) {
        #expect(rule.description == json)
    }

    @Test func ruleAccessors() {
        let rule = RuleSpec.length(3...20, counting: .utf8, message: "{field}: {min}–{max}.")
        #expect(rule.name == "length")
        #expect(rule.message == "{field}: {min}–{max}.")
        #expect(rule.arguments == ["min": 3, "max": 20, "counting": "utf8"])
        #expect(!rule.isAsync)
        #expect(rule.comparedField == nil)
        #expect(RuleSpec.remote("/x").isAsync)
        #expect(RuleSpec.equalToField("password").comparedField == "password")
        #expect(RuleSpec.required().arguments == [:])
    }

    @Test func fieldMembersAndDefaults() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "signup", "fields": [
                  {"name": "password", "label": "Password", "secret": true, "rules": [{"rule": "required"}]},
                  {"name": "confirmation", "label": null, "dependsOn": ["password"], "kind": "text"},
                  {"name": "age", "kind": "number", "rules": []}
                ]}
                """#)
        #expect(spec.name == "signup")
        #expect(spec.fieldNames == ["password", "confirmation", "age"])
        #expect(spec.fields[0] == FieldSpec(name: "password", label: "Password", isSecret: true, rules: [.required()]))
        #expect(spec.fields[1] == FieldSpec(name: "confirmation", dependsOn: ["password"]))
        #expect(spec.fields[2] == FieldSpec(name: "age", kind: .number))
        #expect(spec.fields[1].displayName == "confirmation")
        #expect(spec.fields[0].displayName == "Password")
        #expect(spec[field: "age"]?.kind == .number)
        #expect(spec[field: "nope"] == nil)
        #expect(spec.dependents(of: "password") == ["confirmation"])
        #expect(spec.dependents(of: "age") == [])
    }

    @Test func fieldKinds() {
        #expect(FieldKind(name: "text") == .text)
        #expect(FieldKind(name: "number") == .number)
        #expect(FieldKind(name: "date") == nil)
        #expect(FieldKind.number.description == "number")
    }

    @Test func formRoundTrips() throws {
        let spec = try FormSpec(
            name: "signup",
            fields: [
                FieldSpec(
                    name: "username", label: "Username",
                    rules: [
                        .trimmingWhitespace(), .required(), .length(3...20),
                        .regularExpression("[a-z0-9_]+", message: "{field} may only use a–z, 0–9 and _."),
                        .remote("/api/username-available", extra: ["source": "app"]),
                    ]),
                FieldSpec(name: "password", isSecret: true, rules: [.required(), .minimumLength(8)]),
                FieldSpec(
                    name: "passwordConfirmation", label: "Password confirmation", isSecret: true,
                    dependsOn: ["password"], rules: [.equalToField("password", message: "Passwords do not match.")]),
                FieldSpec(
                    name: "age", kind: .number, rules: [.number(min: 13, max: 130, locale: "en_US_POSIX")]),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(spec)
        #expect(try JSONDecoder().decode(FormSpec.self, from: data) == spec)
        #expect(try FormSpec(json: data) == spec)
    }

    /// A spec reads the same from text, `Data`, an array of bytes or a string's UTF-8 view, errors included.
    @Test func aSpecReadsFromTextOrBytes() throws {
        let json = #"{"name": "f", "fields": [{"name": "a", "rules": [{"rule": "required"}]}]}"#
        let spec = try FormSpec(name: "f", fields: [FieldSpec(name: "a", rules: [.required()])])
        #expect(try FormSpec(json: json) == spec)
        #expect(try FormSpec(json: Data(json.utf8)) == spec)
        #expect(try FormSpec(json: Array(json.utf8)) == spec)
        #expect(try FormSpec(json: json.utf8) == spec)
        let duplicate = #"{"name": "f", "fields": [], "fields": []}"#
        for error in [
            #expect(throws: FormSpecError.self) { try FormSpec(json: duplicate) },
            #expect(throws: FormSpecError.self) { try FormSpec(json: Array(duplicate.utf8)) },
        ] {
            #expect(error?.description == #"the spec holds the key "fields" twice in one object"#)
        }
    }

    @Test func fieldSpecDecodesAlone() throws {
        let field = try JSONDecoder().decode(
            FieldSpec.self, from: Data(#"{"name": "a", "secret": true, "rules": [{"rule": "email"}]}"#.utf8))
        #expect(field == FieldSpec(name: "a", isSecret: true, rules: [.email()]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            try String(decoding: encoder.encode(field), as: UTF8.self)
                == #"{"name":"a","rules":[{"rule":"email"}],"secret":true}"#)
    }

    @Test func fixtureRoundTrips() throws {
        let spec = try FormSpec.load(contentsOf: FormSpecFixture.signupURL)
        #expect(try JSONDecoder().decode(FormSpec.self, from: JSONEncoder().encode(spec)) == spec)
    }
}

/// Where the fixture lives.
enum FormSpecFixture {
    static let signupURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/signup.form.json")
}
