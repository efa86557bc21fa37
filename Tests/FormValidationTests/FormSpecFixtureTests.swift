import FormValidation
import Foundation
import Testing

/// `Fixtures/signup.form.json`, the form the demo server's `/api/signup` validates with, checked as shipped.
@Suite struct FormSpecFixtureTests {
    static let base = URL(string: "https://api.example.com")!

    /// Answers the username check like the demo server: "admin" and "root" are taken.
    static func transport() -> FakeTransport {
        FakeTransport { instance in
            let taken = ["admin", "root"].contains(instance)
            return RemoteResponse(
                statusCode: 200,
                body: Data((taken ? #"{"valid":false,"message":"That username is taken."}"# : #"{"valid":true}"#).utf8))
        }
    }

    static let valid: [String: JSONValue] = [
        "username": " ada_lovelace ", "email": "ada@example.com", "password": "Analytical1",
        "passwordConfirmation": "Analytical1", "age": 36, "dateOfBirth": "10/12/1815", "country": "GB",
        "contactByPhone": "yes", "phone": "020 7946 0000",
    ]

    func validate(_ record: [String: JSONValue], transport: FakeTransport = transport()) async throws -> FormSpecResult
    {
        let spec = try FormSpec.load(contentsOf: FormSpecFixture.signupURL)
        return try await spec.validate(record, baseURL: Self.base, transport: transport)
    }

    @Test func theFileDescribesTheSignupForm() throws {
        let spec = try FormSpec.load(contentsOf: FormSpecFixture.signupURL)
        #expect(spec.name == "signup")
        #expect(
            spec.fieldNames == [
                "username", "email", "password", "passwordConfirmation", "age", "dateOfBirth", "country",
                "contactByPhone", "phone", "otherPhones",
            ])
        #expect(spec.fields.filter(\.isSecret).map(\.name) == ["password", "passwordConfirmation"])
        #expect(spec.dependents(of: "password") == ["passwordConfirmation"])
        #expect(spec[field: "passwordConfirmation"]?.label == "Password confirmation")
        #expect(spec[field: "age"]?.kind == .number)
        #expect(
            spec[field: "username"]?.rules.map(\.name) == [
                "trimmingWhitespace", "required", "length", "regularExpression", "remote",
            ])
        #expect(spec[field: "username"]?.rules.last?.message == "{field} is not available.")
        #expect(spec[field: "username"]?.rules.last?.localizedMessages["de"] == "{field} ist nicht verfügbar.")
        #expect(spec[field: "username"]?.labels["ja"] == "ユーザー名")
        #expect(spec[field: "passwordConfirmation"]?.rules.last?.message == "Passwords do not match.")
        #expect(spec[field: "passwordConfirmation"]?.rules.last?.comparedField == "password")
        // Every label and custom message speaks every language the library speaks.
        for field in spec.fields {
            #expect(Set(field.labels.keys) == Set(MessageCatalog.supportedLanguages.dropFirst()), "\(field.name)")
            for rule in field.rules where rule.message != nil {
                #expect(Set(rule.localizedMessages.keys) == Set(field.labels.keys), "\(field.name) \(rule.name)")
            }
        }
        #expect(spec[field: "age"]?.rules.last == .number(min: 13, max: 130, locale: "en_US_POSIX"))
        #expect(spec[field: "dateOfBirth"]?.rules.last == .age(atLeast: 13, locale: "en_GB"))
        #expect(spec[field: "dateOfBirth"]?.labels["de"] == "Geburtsdatum")
        #expect(spec[field: "phone"]?.rules.last == .phoneNumber(countryField: "country"))
        #expect(spec[field: "phone"]?.rules[1] == .required().when(.field("contactByPhone", equals: "yes")))
        #expect(spec.dependents(of: "country") == ["phone", "otherPhones"])
        #expect(spec[field: "otherPhones"]?.kind == .list)
        #expect(spec[field: "otherPhones"]?.maxItems == 2)
        #expect(spec[field: "otherPhones"]?.item?.rules.last == .phoneNumber(countryField: "country"))
        #expect(spec[field: "otherPhones"]?.item?.labels["de"] == "Weitere Telefonnummer")
        #expect(spec.dependents(of: "contactByPhone") == ["phone"])
    }

    @Test func aGoodSubmission() async throws {
        let transport = Self.transport()
        let result = try await validate(Self.valid, transport: transport)
        #expect(result.errors == [])
        #expect(
            result.values == [
                "username": "ada_lovelace", "email": "ada@example.com", "password": "Analytical1",
                "passwordConfirmation": "Analytical1", "age": 36, "dateOfBirth": "1815-12-10", "country": "GB",
                "contactByPhone": "yes", "phone": "+442079460000", "otherPhones": [],
            ])
        #expect(
            result.nonSecretValues == [
                "username": "ada_lovelace", "email": "ada@example.com", "age": 36, "dateOfBirth": "1815-12-10",
                "country": "GB",
                "contactByPhone": "yes", "phone": "+442079460000", "otherPhones": [],
            ])
        #expect(transport.requests.map(\.url.absoluteString) == ["https://api.example.com/api/username-available"])
        #expect(transport.instances == ["ada_lovelace"])
    }

    @Test func everyFieldWrong() async throws {
        let transport = Self.transport()
        let result = try await validate(
            [
                "username": "A!", "email": "ada@", "password": "short", "passwordConfirmation": "x", "age": 12,
                "dateOfBirth": "31/02/2010", "country": "XX", "contactByPhone": "yes",
            ],
            transport: transport)
        #expect(
            result.errors.map(\.field) == [
                "username", "username", "email", "password", "password", "password", "passwordConfirmation", "age",
                "dateOfBirth", "country", "phone",
            ])
        #expect(
            result.errors.map(\.code) == [
                .tooShort, .patternMismatch, .invalidEmail, .tooShort, .missingUppercase, .missingNumber, .notEqual,
                .tooSmall,
                .invalidDate, .notAllowed, .required,
            ])
        #expect(
            result.errors.map(\.message) == [
                "Username must be 3 to 20 characters long.",
                "Username may only use a–z, 0–9 and _.",
                "Email must be an address like name@example.com.",
                "Password must be at least 8 characters long.",
                "Password must contain an uppercase letter.",
                "Password must contain a digit.",
                "Passwords do not match.",
                "Age must be between 13 and 130.",
                "Date of birth must be a valid date.",
                "Country must be a two-letter code of a country we serve, such as NL, DE or US.",
                "Phone is required.",
            ])
        #expect(transport.requests.isEmpty)
    }

    /// The phone is required only while contact by phone is chosen, and is checked whenever it is given.
    @Test(
        arguments: [
            (nil, nil, []),
            ("no", nil, []),
            ("yes", nil, ["phone: Phone is required."]),
            (" yes ", "020 7946 0000", []),
            ("no", "020 7946 000", ["phone: Phone is not a valid GB phone number."]),
            ("maybe", nil, ["contactByPhone: Contact me by phone must be one of: yes or no."]),
        ] as [(String?, String?, [String])])
    func phoneRequiredOnlyForContactByPhone(_ choice: String?, _ phone: String?, _ errors: [String]) async throws {
        var record = Self.valid
        record["contactByPhone"] = choice.map(JSONValue.string)
        record["phone"] = phone.map(JSONValue.string)
        let result = try await validate(record)
        #expect(result.errors.map { "\($0.field ?? "-"): \($0.message)" } == errors)
    }

    @Test func anEmptySubmission() async throws {
        let result = try await validate([:])
        #expect(
            result.errors.map(\.message) == [
                "Username is required.", "Email is required.", "Password is required.", "Please repeat the password.",
                "Country is required.",
            ])
    }

    @Test func aTakenUsername() async throws {
        let result = try await validate(Self.valid.merging(["username": "admin"]) { $1 })
        #expect(
            result.errors == [
                ValidationError(
                    code: .remoteRejected, message: "That username is taken.", field: "username", path: ["username"])
            ])
    }

    @Test(
        arguments: [
            (JSONValue.string("13"), true), ("130", true), (" 42 ", true), ("13.5", true), (nil, true), ("", true),
            ("12", false), ("131", false), ("1,5", false), ("1e2", false), ("forty", false), (130.5, false),
        ] as [(JSONValue?, Bool)])
    func ages(_ age: JSONValue?, _ valid: Bool) async throws {
        var record = Self.valid
        record["age"] = age
        #expect(try await validate(record)[field: "age"]?.isValid == valid)
    }

    /// Dates of birth, around the 13th birthday as the test runs.
    @Test func datesOfBirth() async throws {
        let today = CalendarDate(Date(), in: .autoupdatingCurrent)
        let thirteen = CalendarDate(year: today.year - 13, month: today.month, day: min(today.day, 28))!
        let twelve = CalendarDate(year: today.year - 12, month: today.month, day: min(today.day, 28))!
        for (value, message) in [
            (JSONValue.string("\(thirteen.day)/\(thirteen.month)/\(thirteen.year)"), nil),
            (.string(twelve.description), "You must be at least 13 years old."),
            (.string("2999-01-01"), "Date of birth must not be in the future."),
            (.string("12/31/1990"), "Date of birth must be a valid date."),
            (.string(" 1990-12-31 "), nil), (.null, nil), (.string(""), nil),
        ] as [(JSONValue, String?)] {
            var record = Self.valid
            record["dateOfBirth"] = value
            let result = try await validate(record)
            #expect(result.errors.map(\.message) == (message.map { [$0] } ?? []), "\(value)")
        }
    }

    @Test(arguments: [("NL", true), ("US", true), (" DE ", true), ("nl", false), ("Netherlands", false), ("", false)])
    func countries(_ country: String, _ valid: Bool) async throws {
        #expect(
            try await validate(Self.valid.merging(["country": .string(country)]) { $1 })[field: "country"]?.isValid
                == valid)
    }

    @Test func aPasswordMessageNeverShowsThePassword() async throws {
        let result = try await validate(Self.valid.merging(["password": "hunter2hunter2"]) { $1 })
        #expect(
            result.errors.map(\.message) == ["Password must contain an uppercase letter.", "Passwords do not match."])
        #expect(!result.errors.contains { $0.message.contains("hunter2") })
    }
}
