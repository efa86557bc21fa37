import FormValidation
import Foundation
import Testing

@Suite struct IdentifierTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let type: IdentifierType
        let input: String
        /// The corrected value, compact and in the display form, or `nil` with the message of an invalid one.
        let compact: String?
        let display: String?
        let message: String?
        var testDescription: String { "\(type.name) \(input)" }

        static func valid(_ type: IdentifierType, _ input: String, _ compact: String, _ display: String) -> Self {
            Example(type: type, input: input, compact: compact, display: display, message: nil)
        }

        static func invalid(_ type: IdentifierType, _ input: String, _ message: String) -> Self {
            Example(type: type, input: input, compact: nil, display: nil, message: message)
        }
    }

    @Test(arguments: [
        Example.valid(.brazilCPF, "050.473.704-02", "05047370402", "050.473.704-02"),
        .valid(.brazilCPF, "05047370402", "05047370402", "050.473.704-02"),
        .invalid(.brazilCPF, "050.473.704-03", "CPF has a wrong check digit; check the CPF for typos."),
        .invalid(.brazilCPF, "111.111.111-11", "CPF is not a valid CPF."),
        .invalid(.brazilCPF, "050.473.704", "CPF is not a valid CPF."),
        .valid(.brazilCNPJ, "00.000.000/0001-91", "00000000000191", "00.000.000/0001-91"),
        .invalid(.brazilCNPJ, "00.000.000/0001-92", "CNPJ has a wrong check digit; check the CNPJ for typos."),
        .valid(.isbn, "978-0-306-40615-7", "9780306406157", "978-0-306-40615-7"),
        .valid(.isbn, "0-306-40615-2", "0306406152", "0-306-40615-2"),
        .valid(.isbn, "080442957x", "080442957X", "0-8044-2957-X"),
        .valid(.isbn, "306406152", "0306406152", "0-306-40615-2"),
        .valid(.isbn, "9791090636071", "9791090636071", "979-10-90636-07-1"),
        .valid(.isbn, "9789995300005", "9789995300005", "978-99953-0-000-5"),
        .invalid(.isbn, "978-0-306-40615-8", "ISBN has a wrong check digit; check the ISBN for typos."),
        .invalid(.isbn, "977-0-306-40615-7", "ISBN is not a valid ISBN."),
        .valid(.issn, "0317-8471", "03178471", "0317-8471"),
        .valid(.issn, "1050-124x", "1050124X", "1050-124X"),
        .invalid(.issn, "0317-8472", "ISSN has a wrong check digit; check the ISSN for typos."),
        .valid(.ean, "4006381333931", "4006381333931", "4006381333931"),
        .valid(.ean, "7350053850019", "7350053850019", "7350053850019"),
        .invalid(.ean, "4006381333932", "EAN has a wrong check digit; check the EAN for typos."),
        .invalid(.ean, "40063813339", "EAN is not a valid EAN."),
        .valid(.imei, "35-686800-004141-8", "356868000041418", "35-686800-004141-8"),
        .valid(.imei, "35686800004141", "35686800004141", "35-686800-004141"),
        .invalid(.imei, "356868000041417", "IMEI has a wrong check digit; check the IMEI for typos."),
        .valid(.isin, "US0378331005", "US0378331005", "US0378331005"),
        .valid(.isin, "us0378331005", "US0378331005", "US0378331005"),
        .invalid(.isin, "US0378331006", "ISIN has a wrong check digit; check the ISIN for typos."),
        .invalid(.isin, "1S0378331005", "ISIN is not a valid ISIN."),
        .valid(.lei, "5493001KJTIIGC8Y1R12", "5493001KJTIIGC8Y1R12", "5493001KJTIIGC8Y1R12"),
        .invalid(.lei, "5493001KJTIIGC8Y1R13", "LEI has a wrong check digit; check the LEI for typos."),
        .valid(.bic, "deutdeff500", "DEUTDEFF500", "DEUTDEFF500"),
        .valid(.bic, "DEUTDEFF", "DEUTDEFF", "DEUTDEFF"),
        .invalid(.bic, "DEU1DEFF", "BIC is not a valid BIC."),
        .invalid(.bic, "DEUTDEF", "BIC is not a valid BIC."),
    ])
    func checksAndCorrects(_ example: Example) {
        let field = example.type.title
        let compact = RuleSet<String>(.identifier(example.type), field: field).validate(example.input)
        let display = RuleSet<String>(.identifier(example.type, format: .display), field: field)
            .validate(example.input)
        if let message = example.message {
            #expect(compact.errorMessages == [message])
            #expect(display.errorMessages == [message])
        } else {
            #expect(compact == .valid(example.compact ?? ""))
            #expect(display == .valid(example.display ?? ""))
        }
    }

    /// Each type's own examples are valid.
    @Test(arguments: IdentifierType.allTypes)
    func eachExampleIsValid(_ type: IdentifierType) {
        for example in [type.example] + type.otherExamples {
            #expect(RuleSet<String>(.identifier(type)).validate(example).isValid, "\(example)")
        }
        #expect(IdentifierType(name: type.name) == type)
    }

    /// Text far longer than any identifier, or with characters no identifier has, fails at once.
    @Test func refusesLongOrForeignText() {
        let rule = RuleSet<String>(.identifier(.lei))
        #expect(rule.validate(String(repeating: "1", count: 100_000)).errors.map(\.code) == [.invalidIdentifier])
        #expect(rule.validate("5493001KJTIIGC8Y1R1é").errors.map(\.code) == [.invalidIdentifier])
        #expect(rule.validate("5493001KJTIIGC8Y1R1\u{0}").errors.map(\.code) == [.invalidIdentifier])
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [
                    {"name": "cpf", "rules": [{"rule": "identifier", "type": "br.cpf", "format": "display"}]}]}
                """#)
        #expect(spec.fields[0].rules == [.identifier(.brazilCPF, format: .display)])
        let encoded = try JSONEncoder().encode(RuleSpec.identifier(.brazilCPF))
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""type":"br.cpf""#))
        let result = FormCheckHarness.run(
            ["identifier", "--type", "br.cpf", "--format", "display"], input: "05047370402\n050.473.704-03\nnope\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output: "valid\t050.473.704-02\n"
                        + "invalid\tThis field has a wrong check digit; check the CPF for typos.\n"
                        + "invalid\tThis field is not a valid CPF.\n",
                    error: ""))
    }

    @Test(arguments: [
        #"{"rule": "identifier"}"#,
        #"{"rule": "identifier", "type": "xx.nope"}"#,
        #"{"rule": "identifier", "type": "isbn", "format": "pretty"}"#,
        #"{"rule": "identifier", "type": 4}"#,
        #"{"rule": "identifier", "type": "vat"}"#,
        #"{"rule": "identifier", "type": "taxID", "country": "XX"}"#,
        #"{"rule": "identifier", "type": "br.cpf", "country": "BR"}"#,
        #"{"rule": "identifier", "type": "nationalID", "countryField": "nope"}"#,
    ])
    func aBadSpecIsRefusedWhenLoaded(_ rule: String) {
        #expect(throws: FormSpecError.self) {
            try FormSpec(json: #"{"name": "f", "fields": [{"name": "id", "rules": ["# + rule + "]}]}")
        }
    }

    @Test(arguments: [[String](), ["--type", "xx.nope"], ["--type", "isbn", "--format", "pretty"]])
    func badOptionsAreAUsageError(_ options: [String]) {
        let result = FormCheckHarness.run(["identifier"] + options, input: "9780306406157\n")
        #expect(result.status == 2)
        #expect(result.output == "")
    }

    // MARK: By country

    /// Brazil's tax number is a CPF for a person or a CNPJ for a company: either passes, and a failure names the
    /// type that came closest.
    @Test func aRoleChecksTheCountrysTypes() {
        let taxNumber = RuleSet<String>(.identifier(.taxID, country: "br"), field: "Tax number")
        #expect(taxNumber.validate("050.473.704-02") == .valid("05047370402"))
        #expect(taxNumber.validate("00.000.000/0001-91") == .valid("00000000000191"))
        #expect(
            taxNumber.validate("00.000.000/0001-92").errorMessages == [
                "Tax number has a wrong check digit; check the CNPJ for typos."
            ])
        #expect(taxNumber.validate("1234").errors.map(\.code) == [.invalidIdentifier])
        #expect(IdentifierRole.taxID.types(of: "BR") == [.brazilCNPJ, .brazilCPF])
        #expect(IdentifierRole.nationalID.types(of: "br") == [.brazilCPF])
    }

    /// A member state's VAT number may be written without its prefix, which it gets; Greece's is `EL`.
    @Test func aVATNumberGetsItsCountrysPrefix() {
        let german = RuleSet<String>(.identifier(.vat, country: "DE"), field: "VAT number")
        #expect(german.validate("136695976") == .valid("DE136695976"))
        #expect(german.validate("de 136 695 976") == .valid("DE136695976"))
        #expect(german.validate("136695977").errors.map(\.code) == [.invalidIdentifierCheckDigit])
        #expect(RuleSet<String>(.identifier(.vat, country: "GR")).validate("094259216") == .valid("EL094259216"))
        #expect(RuleSet<String>(.identifier(.vat, country: "GB")).validate("GB 980 7806 84") == .valid("980780684"))
    }

    /// A country the library knows no type of leaves the value as written; so does a form with no country yet.
    @Test func aCountryWithoutATypeLeavesTheValueUnchecked() {
        #expect(
            RuleSet<String>(.identifier(.nationalID, country: "AQ")).validate("anything at all")
                == .valid(
                    "anything at all"))
        #expect(RuleSet<String>(.identifier(.vat, countryFrom: { nil })).validate("x") == .valid("x"))
    }

    @Test func aSpecReadsTheCountryFromAField() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "company", "fields": [{"name": "country"},
                    {"name": "taxNumber", "dependsOn": ["country"], "rules": [
                        {"rule": "identifier", "type": "taxID", "countryField": "country", "format": "display"}]}]}
                """)
        #expect(spec.fields[1].rules == [.identifier(.taxID, format: .display, countryField: "country")])
        let validator = try FormSpecValidator(spec)
        let brazil = await validator.validate(["country": "br", "taxNumber": "05047370402"])
        #expect(brazil.values["taxNumber"] == "050.473.704-02")
        let wrong = await validator.validate(["country": "BR", "taxNumber": "05047370403"])
        #expect(wrong.errors.map(\.code) == [.invalidIdentifierCheckDigit])
        let elsewhere = await validator.validate(["country": "AQ", "taxNumber": "05047370403"])
        #expect(elsewhere.isValid)
        let result = FormCheckHarness.run(
            ["identifier", "--type", "taxID", "--country", "BR"], input: "05047370402\n00000000000192\n")
        #expect(result.output == "valid\ninvalid\tThis field has a wrong check digit; check the CNPJ for typos.\n")
    }

    // MARK: Formatting as it is typed

    @Test func theFormatterTypesTheDisplayForm() throws {
        let cpf = IdentifierInputFormatter(type: .brazilCPF)
        #expect(cpf.format("050473704021234") == "050.473.704-02")
        #expect(cpf.keystrokes(typing: "0504") == ["0", "05", "050", "050.4"])
        var input = InputText("050.473.704-02", caret: 7)
        cpf.apply(TextEdit(replacing: 6..<7, with: ""), to: &input)
        #expect(input == InputText("050.477.040-2", caret: 6))
        #expect(IdentifierInputFormatter(type: .issn).format("1050124x") == "1050-124X")
        #expect(IdentifierInputFormatter(type: .isin).format("us 0378 3310 05 9") == "US0378331005")
        let taxNumber = try InputFormatterKind.named("identifier")?.formatter(country: "BR", type: "taxID")
        #expect(taxNumber?.format("00000000000191") == "00.000.000/0001-91")
        #expect(throws: InputFormatterError.missingType(formatter: "identifier")) {
            try InputFormatterKind.named("identifier")?.formatter()
        }
        #expect(throws: InputFormatterError.unknownType("xx.nope", formatter: "identifier")) {
            try InputFormatterKind.named("identifier")?.formatter(type: "xx.nope")
        }
    }

    @Test func aSpecsFormatterTakesTheRulesType() throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [
                    {"name": "cpf", "formatter": "identifier", "rules": [{"rule": "identifier", "type": "br.cpf"}]},
                    {"name": "issn", "formatter": {"name": "identifier", "type": "issn"}}]}
                """)
        let kind = try #require(InputFormatterKind.named("identifier"))
        #expect(spec.fields[1].formatter == FormatterSpec(kind, type: "issn"))
        #expect(throws: FormSpecError.self) {
            try FormSpec(json: #"{"name": "f", "fields": [{"name": "x", "formatter": {"name": "identifier"}}]}"#)
        }
        let result = FormCheckHarness.run(["format", "identifier", "--type", "br.cpf"], input: "0504\n")
        #expect(result.output == "0\t05\t050\t050.4\n")
    }
}
