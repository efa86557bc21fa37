import FormValidation
import Foundation
import Testing

/// How often the phone-number rule agrees with libphonenumber, per country: for any valid number, and for mobile
/// numbers only.
///
/// The cases and libphonenumber's verdicts are in `Fixtures/phone-number-agreement.json`, written by
/// `scripts/phone-numbers/generate-agreement-table.py` (see there for how the cases are drawn). Each country must
/// agree on at least 97% of its cases, both ways; the disagreements are printed, and every kind of them is a
/// decision documented on ``ValidationRule/phoneNumber(defaultCountry:allowedCountries:mobileOnly:message:)``.
@Suite struct PhoneNumberAgreementTests {
    struct Case: Decodable, Sendable {
        let input: String
        let kind: String
        let valid: Bool
        let mobile: Bool
        let e164: String?
    }

    struct Table: Decodable {
        let source: String
        let countries: [String: [Case]]
    }

    /// The committed table, or the one `PHONE_AGREEMENT_TABLE` names (a fresh one drawn with another seed).
    static let table: Table? = {
        let url =
            ProcessInfo.processInfo.environment["PHONE_AGREEMENT_TABLE"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/phone-number-agreement.json")
        return try? JSONDecoder().decode(Table.self, from: Data(contentsOf: url))
    }()

    static let countries = ["US", "CA", "GB", "DE", "FR", "JP", "BR", "IN", "ES", "IT", "MX", "CN", "AU", "NL", "KR"]

    /// The share of agreement required, per country and per question.
    static let required = 0.97

    @Test func theTableCoversEveryCountryWithAPlan() throws {
        let table = try #require(Self.table, "cannot read Fixtures/phone-number-agreement.json")
        #expect(Set(table.countries.keys) == Set(Self.countries))
        for (country, cases) in table.countries {
            #expect(cases.count >= 200, "\(country) has \(cases.count) cases")
            #expect(cases.contains(where: \.valid) && cases.contains(where: { !$0.valid }), "\(country)")
        }
    }

    @Test(arguments: countries)
    func agreesWithLibphonenumber(_ country: String) throws {
        let cases = try #require(Self.table?.countries[country])
        let any = RuleSet<String>(.phoneNumber(defaultCountry: country))
        let mobile = RuleSet<String>(.phoneNumber(defaultCountry: country, mobileOnly: true))
        var agreeAny = 0
        var agreeMobile = 0
        var disagreements: [String] = []
        for example in cases {
            let result = any.validate(example.input)
            // A valid verdict agrees only with the same E.164 number.
            let ours = result.isValid ? result.value : nil
            if result.isValid == example.valid && (!example.valid || ours == example.e164) {
                agreeAny += 1
            } else {
                let why = result.errors.first.map { "\($0.code)" } ?? "valid \(ours ?? "")"
                disagreements.append(
                    "any    \(example.kind) \(example.input): libphonenumber \(example.valid ? "valid \(example.e164 ?? "")" : "invalid"), ours \(why)"
                )
            }
            let mobileResult = mobile.validate(example.input)
            if mobileResult.isValid == example.mobile {
                agreeMobile += 1
            } else {
                let why = mobileResult.errors.first.map { "\($0.code)" } ?? "valid"
                disagreements.append(
                    "mobile \(example.kind) \(example.input): libphonenumber \(example.mobile ? "mobile" : "not mobile"), ours \(why)"
                )
            }
        }
        let shareAny = Double(agreeAny) / Double(cases.count)
        let shareMobile = Double(agreeMobile) / Double(cases.count)
        let figures = String(
            format: "%@: any %.1f%% (%d/%d), mobile only %.1f%% (%d/%d)", country, shareAny * 100, agreeAny,
            cases.count, shareMobile * 100, agreeMobile, cases.count)
        print("phone-number agreement with libphonenumber: \(figures)")
        for line in disagreements { print("  \(country) \(line)") }
        #expect(shareAny >= Self.required, "\(figures)\n\(disagreements.joined(separator: "\n"))")
        #expect(shareMobile >= Self.required, "\(figures)\n\(disagreements.joined(separator: "\n"))")
    }
}
