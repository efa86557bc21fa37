import Foundation
import Testing

@testable import FormValidation

@Suite struct PostalCodeTests {
    /// A code that passes for a country, and what it is corrected to.
    struct Valid: Sendable, CustomTestStringConvertible {
        let country: PostalCodeCountry
        let typed: String
        let canonical: String
        var testDescription: String { "\(country) \(typed.debugDescription) → \(canonical)" }
    }

    /// A code that fails for a country, and whether it has the country's shape (then it is unassigned).
    struct Invalid: Sendable, CustomTestStringConvertible {
        let country: PostalCodeCountry
        let typed: String
        let unassigned: Bool
        var testDescription: String { "\(country) \(typed.debugDescription)" }
    }

    static func valid(_ country: PostalCodeCountry, _ rows: [(String, String)]) -> [Valid] {
        rows.map { Valid(country: country, typed: $0.0, canonical: $0.1) }
    }

    static func invalid(_ country: PostalCodeCountry, malformed: [String], unassigned: [String] = []) -> [Invalid] {
        malformed.map { Invalid(country: country, typed: $0, unassigned: false) }
            + unassigned.map { Invalid(country: country, typed: $0, unassigned: true) }
    }

    // MARK: - From the postal operators' formats

    static let validCodes: [Valid] =
        valid(.us, [("94103", "94103"), ("00501", "00501"), ("94103-1234", "94103-1234"), (" 10001 ", "10001")])
        + valid(.ca, [("K1A 0B1", "K1A 0B1"), ("k1a0b1", "K1A 0B1"), ("T2Z  2H7", "T2Z 2H7"), ("X0A 1H0", "X0A 1H0")])
        + valid(
            .gb,
            [
                ("SW1A 1AA", "SW1A 1AA"), ("sw1a1aa", "SW1A 1AA"), ("M1 1AE", "M1 1AE"), ("B33 8TH", "B33 8TH"),
                ("CR2 6XH", "CR2 6XH"), ("DN55 1PT", "DN55 1PT"), ("W1A 0AX", "W1A 0AX"), ("EC1A 1BB", "EC1A 1BB"),
                ("gir0aa", "GIR 0AA"), ("BT32 4PX", "BT32 4PX"), ("Ec1a1BB", "EC1A 1BB"), ("G2 3wt", "G2 3WT"),
                // The British Forces Post Office's numbers, which Google's address data accepts too.
                ("BFPO 20", "BFPO 20"), ("BFPO32", "BFPO 32"), ("bfpo 1234", "BFPO 1234"), ("BFPO 7", "BFPO 7"),
            ])
        + valid(.de, [("10115", "10115"), ("01067", "01067"), ("99998", "99998")])
        + valid(.fr, [("75001", "75001"), ("20090", "20090"), ("97400", "97400"), ("98000", "98000")])
        + valid(.jp, [("100-0001", "100-0001"), ("1000001", "100-0001"), ("251-0032", "251-0032")])
        + valid(.br, [("01310-100", "01310-100"), ("12345678", "12345-678"), ("99.999-999", "99999-999")])
        + valid(.in, [("110001", "110001"), ("110 001", "110001"), ("560034", "560034"), ("900001", "900001")])
        + valid(.nl, [("1012 AB", "1012 AB"), ("1234ab", "1234 AB"), ("1234 ab", "1234 AB"), ("9999 ZZ", "9999 ZZ")])
        + valid(.au, [("2000", "2000"), ("0800", "0800"), ("0200", "0200"), ("6000", "6000")])
        + valid(.es, [("28013", "28013"), ("01001", "01001"), ("52001", "52001"), ("08028", "08028")])
        + valid(.it, [("00184", "00184"), ("00010", "00010"), ("20121", "20121")])
        + valid(.cn, [("100000", "100000"), ("200001", "200001")])
        + valid(.mx, [("06000", "06000"), ("16000", "16000"), ("20000", "20000"), ("99999", "99999")])
        + valid(.kr, [("03154", "03154"), ("63644", "63644")])
        + valid(.pl, [("00-950", "00-950"), ("41403", "41-403")])
        + valid(.se, [("114 55", "114 55"), ("11455", "114 55"), ("984 99", "984 99")])
        + valid(.ch, [("8001", "8001"), ("9490", "9490")])
        + valid(.at, [("1010", "1010"), ("9992", "9992")])
        + valid(.be, [("1000", "1000"), ("9992", "9992")])
        + valid(
            .any,
            [
                ("sw1a 1aa", "SW1A 1AA"), ("12345", "12345"), ("12345-678", "12345-678"), ("1234  ab", "1234 AB"),
                ("D02 X285", "D02 X285"), ("ascn 1zz", "ASCN 1ZZ"), ("GX11 1AA", "GX11 1AA"), ("101", "101"),
                ("A0000", "A0000"), ("AI-2640", "AI-2640"),
            ])

    static let invalidCodes: [Invalid] =
        invalid(
            .us, malformed: ["9410", "941031", "94103-12", "941031234", "94103 1234", "94103--1234", "ABCDE"],
            unassigned: ["00000", "00012-3456", "00499"])
        + invalid(
            .ca, malformed: ["K1A-0B1", "K1A 0B", "KIA0B11", "1A1 0B1"],
            unassigned: ["Z1A 0B1", "W1A 0B1", "K1D 0B1", "K1A 0O1", "D1A 0B1"])
        + invalid(
            .gb,
            malformed: [
                "ASCN 1ZZ", "TKCA 1ZZ", "SW1A-1AA", "SW1 A1AA", "SWA1 1AA", "AAAA 9AA", "1NV 4L1D", "b0gUS", "SW1A 1A",
                "BFPO 12345", "BFPO-20",
            ],
            unassigned: [
                "QA1 1AA", "VA1 1AA", "XA1 1AA", "AI1 1AA", "AZ11 1AA", "A1L 1AA", "AA1C 1AA",
                "SW1A 1CA", "SW1A 1AK", "GIR 0AB", "ABC 1AA", "BFPA 20", "ABCD 12",
            ])
        + invalid(.de, malformed: ["1011", "101155", "10 115", "D-10115"], unassigned: ["00000", "00999"])
        + invalid(.fr, malformed: ["2A200", "7500", "75 001"], unassigned: ["00100", "96000", "99000"])
        + invalid(.jp, malformed: ["2510-032", "251 0032", "25100321"], unassigned: ["000-0000"])
        + invalid(.br, malformed: ["99.999999", "1234-123", "12345 678", "12345_123"], unassigned: ["00999-000"])
        + invalid(
            .in, malformed: ["36 0311", "3603111", "36031"],
            unassigned: [
                "012345", "100001", "290001", "350001", "540001", "550001", "650001", "660001", "860001", "890001",
            ])
        + invalid(
            .nl, malformed: ["1234-AB", "1234ABC", "AA 1245", "1234A"],
            unassigned: ["0123 AB", "1234 SA", "1234 SD", "1234 SS"])
        + invalid(.au, malformed: ["20001", "abcd", "200"], unassigned: ["0000", "0199", "0500"])
        + invalid(.es, malformed: ["0801", "080001", "08A01"], unassigned: ["53001", "00999", "99000"])
        + invalid(.it, malformed: ["0010", "I-00184"], unassigned: ["00000", "00009"])
        + invalid(.cn, malformed: ["09120", "09120916"], unassigned: ["001234"])
        + invalid(.mx, malformed: ["5812"], unassigned: ["17000", "18000", "19000", "00000"])
        + invalid(.kr, malformed: ["123-456", "1234"], unassigned: ["00123", "64000", "99999"])
        + invalid(.pl, malformed: ["43--434", "434-34", "4-3434"])
        + invalid(.se, malformed: ["1145 5", "114-55"], unassigned: ["01234", "985 00"])
        + invalid(.ch, malformed: ["80 01", "80000", "800x"], unassigned: ["0999"])
        + invalid(.at, malformed: ["111222", "eeffee"], unassigned: ["0123"])
        + invalid(.be, malformed: ["873", "35 74", "859A", "14309"], unassigned: ["0287"])
        + invalid(
            .any,
            malformed: [
                "12", "12345678901", "00000", "ABCDE", "12 34 56", "12.345", "1234 5678 90", "-1234", "1234-", "１２３４５",
                "hello world", "<script>", "12\u{0}34",
            ])

    /// Countries known from their published pattern only: the code is given the separators of the data's
    /// examples, or is taken as typed when the pattern allows it so.
    @Test(arguments: [
        ("ZA", " 0083 ", "0083"), ("LV", "lv1073", "LV-1073"), ("CZ", "11455", "114 55"), ("CZ", "114  55", "114 55"),
        ("MT", "bzn1130", "BZN 1130"), ("MT", "NXR01", "NXR 01"), ("MT", "abc123", "ABC123"),
        ("IE", "a65f4e2", "A65 F4E2"), ("PT", "2725079", "2725-079"), ("AR", "c1070aam", "C1070AAM"),
        ("KY", "ky1-1100", "KY1-1100"), ("BH", "317", "317"), ("PR", "00930 1234", "00930 1234"),
    ])
    func acceptsByThePublishedPattern(_ country: String, _ typed: String, _ canonical: String) {
        #expect(RuleSet<String>(.postalCode(country: PostalCodeCountry(country)!)).validate(typed) == .valid(canonical))
    }

    /// What the published patterns refuse, as a whole: Google's own library anchors only the first and the last
    /// alternative of a pattern, and so takes `0502J` in Costa Rica and `CALLAO 100` in Peru.
    @Test(arguments: [
        ("ZA", "12345"), ("ZA", "008"), ("LV", "LV 1073"), ("LV", "1073"), ("CR", "0502J"), ("PE", "CALLAO 100"),
        ("PE", "LIMA 2A"), ("AD", "AD800"), ("US", "12345 6789"), ("BH", "1317"), ("SO", "JH 0901"),
    ])
    func refusesByThePublishedPattern(_ country: String, _ typed: String) {
        let errors = RuleSet<String>(.postalCode(country: PostalCodeCountry(country)!)).validate(typed).errors
        #expect(errors.map(\.code) == [.invalidPostalCode])
    }

    @Test(arguments: validCodes)
    func acceptsAndCorrects(_ row: Valid) {
        #expect(RuleSet<String>(.postalCode(country: row.country)).validate(row.typed) == .valid(row.canonical))
    }

    @Test(arguments: invalidCodes)
    func rejects(_ row: Invalid) {
        let errors = RuleSet<String>(.postalCode(country: row.country)).validate(row.typed).errors
        #expect(errors.map(\.code) == [row.unassigned ? .unassignedPostalCode : .invalidPostalCode])
    }

    @Test func everyCountryWithAPublishedPatternIsSupported() {
        let supported = PostalCodeCountry.supported.map(\.code)
        #expect(supported.count == 181)
        #expect(supported == supported.sorted())
        let national = "US CA GB DE FR JP BR IN NL AU ES IT CN MX KR PL SE CH AT BE".split(separator: " ")
        for code in national {
            #expect(PostalCodeCountry(String(code))?.national != nil, "\(code) keeps its national rules")
        }
        for country in PostalCodeCountry.supported {
            let example = country.example!
            // Each country's example is valid and canonical.
            #expect(
                RuleSet<String>(.postalCode(country: country)).validate(example) == .valid(example), "\(country)")
            #expect(PostalCodeCountry(country.code.lowercased()) == country)
        }
        #expect(PostalCodeCountry("ZA")?.code == "ZA")
        #expect(PostalCodeCountry("ANY") == .any)
        #expect(PostalCodeCountry("XX") == nil)
        #expect(PostalCodeCountry("UK") == nil)
        #expect(PostalCodeCountry("AO") == nil, "Angola has no postal codes")
        // Found by its letters in either case; other text goes through Unicode's upper case.
        #expect(PostalCodeCountry("gB") == .gb)
        #expect(PostalCodeCountry("\u{131}t")?.code == "IT", "a dotless i is an I in upper case")
        #expect(PostalCodeCountry("G") == nil)
        #expect(PostalCodeCountry("GBR") == nil)
        #expect(PostalCodeCountry("G1") == nil)
        #expect(PostalCodeCountry("") == nil)
        #expect(PostalCodeCountry("gb").map { $0.national != nil && $0.pattern?.country == "GB" } == true)
    }

    // MARK: - Messages

    @Test func messagesNameTheCountry() {
        let rules = RuleSet<String>(.postalCode(country: .gb), field: "Postcode")
        #expect(
            rules.validate("SW1A-1AA")
                == .invalid([
                    ValidationError(
                        code: .invalidPostalCode,
                        parameters: ["country": "GB", "countryName": "the United Kingdom", "example": "SW1A 1AA"],
                        message: "Postcode must be a postal code of the United Kingdom, such as SW1A 1AA.",
                        field: "Postcode")
                ]))
        #expect(
            rules.validate("QA1 1AA").errorMessages == ["Postcode is not a postal code in use in the United Kingdom."])
        #expect(
            RuleSet<String>(.postalCode(country: .es)).validate("53001").errorMessages
                == ["This field is not a postal code in use in Spain."])
        #expect(
            RuleSet<String>(.postalCode(country: .nl)).validate("1234").errorMessages
                == ["This field must be a postal code of the Netherlands, such as 1012 AB."])
        #expect(
            RuleSet<String>(.postalCode(country: .any)).validate("12").errors
                == [ValidationError(code: .invalidPostalCode, message: "This field is not a valid postal code.")])
        #expect(
            RuleSet<String>(.postalCode(country: .de, message: "{field}: PLZ ({example})")).validate("1").errorMessages
                == ["This field: PLZ (10115)"])
    }

    @Test func emptyOptionalFieldIsValid() {
        #expect(RuleSet<String>(.postalCode(country: .us)).validate("") == .valid(""))
        #expect(RuleSet<String>(.required(), .postalCode(country: .us)).validate("").errors.map(\.code) == [.required])
    }

    // MARK: - Shared corpora (jQuery Validation)

    @Test(arguments: CorpusCase.all("jquery-validation.postalcodeBR"))
    func jqueryPostalcodeBR(_ row: CorpusCase) { expectCorpus(row, .br) }

    @Test(arguments: CorpusCase.all("jquery-validation.postalCodeCA"))
    func jqueryPostalCodeCA(_ row: CorpusCase) { expectCorpus(row, .ca) }

    /// jQuery's test passes the shapes themselves as postcodes (`AA9A 9AA`): the grammar takes them, but Royal
    /// Mail has no postcode area `A` or `AA`, so the area list of Google's address data refuses them, and so does
    /// the rule, which never accepts what the country's published pattern refuses.
    @Test(arguments: CorpusCase.all("jquery-validation.postcodeUK"))
    func jqueryPostcodeUK(_ row: CorpusCase) {
        guard row.expectedValid, let value = row.value.stringValue, value.hasPrefix("A9") || value.hasPrefix("AA")
        else {
            return expectCorpus(row, .gb)
        }
        #expect(
            RuleSet<String>(.postalCode(country: .gb)).validate(value).errors.map(\.code) == [.unassignedPostalCode])
    }

    @Test(arguments: CorpusCase.all("jquery-validation.zipcodeUS"))
    func jqueryZipcodeUS(_ row: CorpusCase) { expectCorpus(row, .us) }

    func expectCorpus(
        _ row: CorpusCase, _ country: PostalCodeCountry, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let value = row.value.stringValue else {
            Issue.record("not a string: \(row.value)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            RuleSet<String>(.postalCode(country: country)).validate(value).isValid == row.expectedValid,
            sourceLocation: sourceLocation)
    }

    // MARK: - Time and size

    /// How the cost grows with the length is measured by the benchmark's growth rows, not here: tests carry no
    /// wall-clock bounds.
    @Test func aMegabyteLineIsRefused() {
        let rules = RuleSet<String>(.postalCode(country: .gb))
        let huge = "SW1A 1AA" + String(repeating: " ", count: 1 << 20)
        #expect(rules.validate(huge).errors.map(\.code) == [.invalidPostalCode])
        #expect(RuleSet<String>(.postalCode(country: .any)).validate(huge).errors.map(\.code) == [.invalidPostalCode])
    }

    // MARK: - Specs and formcheck

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"{"name": "f", "fields": [{"name": "zip", "rules": [{"rule": "postalCode", "country": "nl"}]}]}"#)
        #expect(spec.fields[0].rules == [.postalCode(country: .nl)])
        #expect(RuleSpec.postalCode(country: .any).arguments == [:], "any country, the default, is left out")
        let result = FormCheckHarness.run(["postal-code", "--country", "GB"], input: "sw1a1aa\nSW1A 1AA\nQA1 1AA\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output:
                        "valid\tSW1A 1AA\nvalid\ninvalid\tThis field is not a postal code in use in the United Kingdom.\n",
                    error: ""))
        #expect(
            FormCheckHarness.run(["postal-code"], input: "sw1a  1aa\n000\n")
                == FormCheckResult(
                    status: 1, output: "valid\tSW1A 1AA\ninvalid\tThis field is not a valid postal code.\n", error: ""),
            "without --country, a code of any country")
    }
}
