import FormValidation
import Foundation
import Testing

/// A form built from `Fixtures/signup.form.json` behaves exactly like the same form written in Swift.
@MainActor
@Suite struct FormFromSpecTests {
    nonisolated static let specURL = DemoServer.packageRoot.appendingPathComponent("Fixtures/signup.form.json")
    let base = URL(string: "http://127.0.0.1:4567")!

    /// The signup form written by hand with the Swift API.
    func swiftBuiltForm(_ transport: FakeTransport) throws -> FormModel {
        let username = Field<String>("username")
        let usernameValidator = FormValidator<String>(
            field: "username", label: "Username",
            rules: [
                .trimmingWhitespace(), .required(), .length(3...20),
                try .regularExpression("[a-z0-9_]+", message: "{field} may only use a–z, 0–9 and _."),
            ])
        usernameValidator.add(
            try .remote(
                base.appendingPathComponent("api/username-available"), message: "{field} is not available.",
                transport: transport))
        username.attach(usernameValidator)
        let email = Field<String>(
            "email", label: "Email",
            rules: [
                .trimmingWhitespace(), .required(),
                .email(message: "{field} must be an address like name@example.com."),
            ])
        let password = Field<String>(
            "password", label: "Password", isSecret: true,
            rules: [
                .required(), .minimumLength(8), .containsUppercase(),
                .containsNumber(message: "{field} must contain a digit."),
            ])
        let confirmation = Field<String>(
            "passwordConfirmation", label: "Password confirmation", isSecret: true,
            rules: [
                .required(message: "Please repeat the password."),
                .equal(to: password, message: "Passwords do not match."),
            ])
        confirmation.dependsOn(password)
        let age = Field<String>(
            "age", label: "Age",
            rules: [
                .trimmingWhitespace(), .number(in: 13...130, locale: Locale(identifier: "en_US_POSIX")),
            ])
        let countries = [
            "AE", "AR", "AT", "AU", "BE", "BR", "CA", "CH", "CL", "CN", "CO", "DE", "DK", "EG", "ES", "FI", "FR", "GB",
            "ID", "IE", "IL", "IN", "IT", "JP", "KE", "KR", "LU", "MX", "NG", "NL", "NO", "NZ", "PH", "PL", "PT", "SE",
            "SG", "TR", "US", "ZA",
        ]
        let country = Field<String>(
            "country", label: "Country",
            rules: [
                .trimmingWhitespace(), .required(),
                .oneOf(
                    countries, message: "{field} must be a two-letter code of a country we serve, such as NL, DE or US."
                ),
            ])
        let dateOfBirth = Field<String>(
            "dateOfBirth", label: "Date of birth",
            rules: [
                .trimmingWhitespace(), .age(atLeast: 13, locale: Locale(identifier: "en_GB")),
            ])
        let contactByPhone = Field<String>(
            "contactByPhone", label: "Contact me by phone",
            rules: [
                .trimmingWhitespace(), .oneOf(["yes", "no"]),
            ])
        let countryValue = country.liveValue
        let phone = Field<String>(
            "phone", label: "Phone",
            rules: [
                .trimmingWhitespace(), .required().when(.field(contactByPhone, equals: "yes")),
                .phoneNumber(countryFrom: { countryValue.value }),
            ])
        phone.dependsOn(country)
        let otherPhones = FieldList(
            "otherPhones", label: "Other phone numbers", maximumCount: 2, uniqueness: FieldList.Uniqueness(items: true)
        ) { _ in
            let field = Field<String>(
                "otherPhones", label: "Other phone",
                rules: [.trimmingWhitespace(), .required(), .phoneNumber(countryFrom: { countryValue.value })])
            field.dependsOn(country)
            return field
        }
        return FormModel(
            fields: [
                username, email, password, confirmation, age, dateOfBirth, country, contactByPhone, phone, otherPhones,
            ])
    }

    /// Sessions of edits, each ending in a submit.
    nonisolated static let sessions: [[(String, String)]] = [
        [
            ("username", "ada"), ("email", "ada@example.com"), ("password", "Secret123"),
            ("passwordConfirmation", "Secret123"), ("age", "36"), ("dateOfBirth", " 10/12/1815 "), ("country", "NL"),
            ("phone", "06 12345678"),
        ],
        [
            ("username", "A!"), ("email", "ada@"), ("password", "short"), ("passwordConfirmation", "shorter"),
            ("age", "twelve"), ("dateOfBirth", "31/02/2010"), ("country", "XX"), ("phone", "020 7946 0000"),
        ],
        [
            ("username", " invalid_name "), ("email", " ada@example.com "), ("password", "NoDigitsHere"),
            ("passwordConfirmation", "NoDigitsHere"), ("age", "12"), ("dateOfBirth", "2999-01-01"), ("country", " de "),
            ("phone", "+1 (415) 555-0123"), ("phone", "030 123456"), ("country", "DE"),
        ],
        [("password", "Secret123"), ("passwordConfirmation", "Secret123"), ("password", "Secret1234")],
        // Other phone numbers: read for the country, re-validated when it changes, never the same one twice.
        [
            ("otherPhones/0", "020 7946 0000"), ("country", "GB"), ("otherPhones/1", "07400 123456"),
            ("otherPhones/1", "020 7946 0000"), ("country", "FR"), ("otherPhones/2", "12"),
        ],
        // The phone is required only while contact by phone is chosen; a change of the choice re-validates it.
        [
            ("country", "GB"), ("phone", ""), ("contactByPhone", "yes"), ("contactByPhone", " no "),
            ("contactByPhone", "maybe"), ("contactByPhone", "yes"), ("phone", "020 7946 0000"), ("phone", ""),
        ],
        [],
    ]

    @Test(arguments: 0..<sessions.count)
    func specBuiltFormMatchesSwiftBuiltForm(_ session: Int) async throws {
        let spec = try FormSpec.load(contentsOf: Self.specURL)
        let specTransport = FakeTransport()
        let swiftTransport = FakeTransport()
        let fromSpec = try FormModel(spec: spec, baseURL: base, transport: specTransport)
        let inSwift = try swiftBuiltForm(swiftTransport)
        #expect(fromSpec.fields.map(\.name) == inSwift.fields.map(\.name))

        for (name, value) in Self.sessions[session] {
            for form in [fromSpec, inSwift] {
                let parts = name.split(separator: "/")
                guard parts.count == 2, let list = form.field(named: String(parts[0])) as? FieldList,
                    let index = Int(parts[1])
                else {
                    form.textField(named: name)?.value = value
                    continue
                }
                while list.items.count <= index { list.append() }
                list.items[index].textField?.value = value
            }
            #expect(fromSpec.state == inSwift.state, "after \(name)=\(value)")
            #expect(fromSpec.errors == inSwift.errors, "after \(name)=\(value)")
        }
        let a = await fromSpec.submit()
        let b = await inSwift.submit()
        #expect(a.isValid == b.isValid)
        #expect(a.errors == b.errors)
        #expect(a.values.keys.sorted() == b.values.keys.sorted())
        for key in a.values.keys {
            #expect(a.values[key] as? String == b.values[key] as? String, "\(key)")
            #expect(a.values[key] as? [String?] == b.values[key] as? [String?], "\(key)")
        }
        #expect(specTransport.instances == swiftTransport.instances)
    }
}
