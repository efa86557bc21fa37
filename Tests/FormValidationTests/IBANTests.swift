import FormValidation
import Foundation
import Testing

@Suite struct IBANTests {
    let rules = RuleSet<String>(.iban(), field: "IBAN")

    /// The registry's own example IBANs (the electronic format of each country's entry) for a spread of
    /// countries and structures.
    @Test(arguments: [
        "DE89370400440532013000", "GB29NWBK60161331926819", "FR1420041010050500013M02606", "NL91ABNA0417164300",
        "NO9386011117947", "MT84MALT011000012345MTLCAST001S", "LC55HEMM000100010012001200023015",
        "RU0304452522540817810538091310419", "BR1800000000141455123924100C2", "SC18SSCB11010000000000001497USD",
        "MU17BOMM0101101030300200000MUR", "BE68539007547034", "IT60X0542811101000000123456",
        "KW81CBKU0000000000001234560101",
    ])
    func acceptsRegistryExamples(_ iban: String) {
        expect(rules, accepts: iban, correctedTo: iban)
    }

    @Test(arguments: [
        ("de89 3704 0044 0532 0130 00", "DE89370400440532013000"),
        ("DE89 3704 0044 0532 0130 00", "DE89370400440532013000"),
        ("DE89-3704-0044-0532-0130-00", "DE89370400440532013000"),
        (" DE89370400440532013000\t", "DE89370400440532013000"),
        ("DE89\u{A0}3704\u{202F}0044 0532 0130 00", "DE89370400440532013000"),
        ("gb29nwbk60161331926819", "GB29NWBK60161331926819"),
    ])
    func toleratesSpacesDashesAndLowerCase(_ typed: String, _ compact: String) {
        expect(rules, accepts: typed, correctedTo: compact)
    }

    @Test(arguments: [
        ("DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ("de89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"),
        ("DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"),
        ("NO93 8601 1117 947", "NO93 8601 1117 947"),
        ("NO93 8601 1117 947 ", "NO93 8601 1117 947"),
        ("NO938601 1117947", "NO93 8601 1117 947"),
    ])
    func printFormatGroupsInFours(_ typed: String, _ grouped: String) {
        expect(RuleSet<String>(.iban(format: .print)), accepts: typed, correctedTo: grouped)
    }

    static let failures: [(String, ValidationError.Code, String)] = [
        ("1", .notAnIBAN, "IBAN is not an IBAN."),
        ("DE8", .notAnIBAN, "IBAN is not an IBAN."),
        ("D989370400440532013000", .notAnIBAN, "IBAN is not an IBAN."),
        ("DEX9370400440532013000", .notAnIBAN, "IBAN is not an IBAN."),
        ("DE89.3704.0044.0532.0130.00", .notAnIBAN, "IBAN is not an IBAN."),
        ("DE89370400440532013000_", .notAnIBAN, "IBAN is not an IBAN."),
        ("ＤＥ89370400440532013000", .notAnIBAN, "IBAN is not an IBAN."),
        (
            "XX40INGB000123456712341234", .unknownIBANCountry,
            "IBAN must start with the code of a country that uses IBANs, not XX."
        ),
        (
            "GF6720041010050500013M02606", .unknownIBANCountry,
            "IBAN must start with the code of a country that uses IBANs, not GF."
        ),
        (
            "US64SVBKUS6S3300958879", .unknownIBANCountry,
            "IBAN must start with the code of a country that uses IBANs, not US."
        ),
        ("DE8937040044053201300", .invalidIBANLength, "IBAN must have 22 characters for an IBAN from DE."),
        ("DE68 2105 0170 0012 3456 789", .invalidIBANLength, "IBAN must have 22 characters for an IBAN from DE."),
        ("DE89 37O4 0044 0532 0130 00", .invalidIBANStructure, "IBAN does not have the form of an IBAN from DE."),
        ("GB29 1WBK 6016 1331 9268 19", .invalidIBANStructure, "IBAN does not have the form of an IBAN from GB."),
        ("DE88370400440532013000", .invalidIBANChecksum, "IBAN has wrong check digits; check the IBAN for typos."),
        ("DE89370400440532031000", .invalidIBANChecksum, "IBAN has wrong check digits; check the IBAN for typos."),
        ("NL20INGB0001234566", .invalidIBANChecksum, "IBAN has wrong check digits; check the IBAN for typos."),
        // 01 is an alias of 98 (and 00 of 97): mod 97 passes, but ISO 13616 assigns only 02–98.
        ("GB01BARC20714583608387", .invalidIBANChecksum, "IBAN has wrong check digits; check the IBAN for typos."),
        ("GB00HLFX11016111455365", .invalidIBANChecksum, "IBAN has wrong check digits; check the IBAN for typos."),
    ]

    @Test(arguments: failures)
    func rejects(_ value: String, _ code: ValidationError.Code, _ message: String) {
        expect(rules, rejects: value, codes: [code], messages: [message])
    }

    @Test func failuresCarryParameters() {
        #expect(
            rules.validate("DE8937040044053201300").firstError?.parameters == [
                "country": "DE", "length": 22, "actual": 21,
            ])
        #expect(
            rules.validate("DE89 37O4 0044 0532 0130 00").firstError?.parameters
                == ["country": "DE", "position": 7, "expected": "digit"])
        #expect(
            rules.validate("GB29 1WBK 6016 1331 9268 19").firstError?.parameters
                == ["country": "GB", "position": 5, "expected": "letter"])
        #expect(rules.validate("XX00").firstError?.parameters == ["country": "XX"])
    }

    @Test func restrictingCountries() {
        let rules = RuleSet<String>(.iban(countries: ["DE", "AT"]), field: "Account")
        expect(rules, accepts: "DE89370400440532013000")
        expect(rules, accepts: "AT611904300234573201")
        expect(
            rules, rejects: "FR1420041010050500013M02606", codes: [.ibanCountryNotAllowed],
            messages: ["Account must be an IBAN from DE or AT, not FR."])
        #expect(
            rules.validate("FR1420041010050500013M02606").firstError?.parameters
                == ["country": "FR", "countries": .list(["DE", "AT"])])
        // A country outside the registry is unknown before it is not allowed.
        expect(rules, rejects: "XX40INGB000123456712341234", codes: [.unknownIBANCountry])
    }

    /// `["de"]` is `["DE"]`: in the check, in the messages, in a spec and on the command line.
    @Test func countryCodesInAnyCase() throws {
        let rules = RuleSet<String>(.iban(countries: ["de", "At"]), field: "Account")
        expect(rules, accepts: "DE89370400440532013000")
        expect(rules, accepts: "AT611904300234573201")
        expect(
            rules, rejects: "FR1420041010050500013M02606", codes: [.ibanCountryNotAllowed],
            messages: ["Account must be an IBAN from DE or AT, not FR."])
        #expect(
            rules.validate("FR1420041010050500013M02606").firstError?.parameters
                == ["country": "FR", "countries": .list(["DE", "AT"])])
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "iban", "rules": [{"rule": "iban", "countries": ["de", "nl"]}]}]}
                """#)
        #expect(spec.fields[0].rules == [.iban(countries: ["DE", "NL"])])
        let result = FormCheckHarness.run(
            ["iban", "--countries", "de"], input: "DE89370400440532013000\nNL91ABNA0417164300\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1, output: "valid\ninvalid\tThis field must be an IBAN from DE, not NL.\n", error: ""))
    }

    /// An empty list, or a country outside the registry, is a programmer error the factory stops at, as a spec
    /// refuses it (`ArgumentParityTests`).
    @Test func anEmptyListStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.iban(countries: [])
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("iban(countries:) needs at least one country"), "\(error)")
    }

    @Test func aCountryOutsideTheRegistryStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.iban(countries: ["DE", "us"])
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            error.contains(
                #"iban(countries:): unknown country code "US" (expected a country code of the IBAN registry such as DE, FR or GB)"#
            ), "\(error)")
    }

    // MARK: - Corpus

    /// jQuery Validation accepts a country it does not know when mod 97 passes; here it must be in the registry.
    static let decisions: Set<String> = ["XX40INGB000123456712341234"]

    @Test(arguments: CorpusCase.all("jquery-validation.iban"))
    func agreesWithJQueryValidation(_ example: CorpusCase) throws {
        let value = try #require(example.value.stringValue)
        let verdict = rules.validate(value).isValid
        if Self.decisions.contains(value) {
            #expect(verdict != example.expectedValid, "a documented decision no longer applies")
        } else {
            #expect(verdict == example.expectedValid)
        }
    }

    // MARK: - Linear time, in one pass

    /// Reading stops at the 35th letter or digit; only whitespace is read further, once: in release a megabyte takes
    /// about a millisecond (the benchmark's growth rows measure it).
    @Test func aMegabyteAnswersAtOnce() {
        let long = "DE89" + String(repeating: "3704 0044 ", count: 104_857)
        let spaces = "DE89" + String(repeating: " ", count: 1 << 20) + "!"
        expect(rules, rejects: long, codes: [.invalidIBANLength])
        expect(rules, rejects: long + "!", codes: [.invalidIBANLength])
        expect(rules, rejects: spaces, codes: [.notAnIBAN])
        #expect(rules.validate(long).firstError?.parameters == ["country": "DE", "length": 22, "actual": 35])
    }

    // MARK: - Spec and command line

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "iban", "rules": [{"rule": "iban", "countries": ["DE", "NL"], "format": "print"}]}]}
                """#)
        #expect(spec.fields[0].rules == [.iban(countries: ["DE", "NL"], format: .print)])
        #expect(try JSONEncoder().encode(RuleSpec.iban()) == Data(#"{"rule":"iban"}"#.utf8))
        let result = FormCheckHarness.run(
            ["iban"], input: "DE89370400440532013000\nde89 3704 0044 0532 0130 00\nDE88370400440532013000\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output: "valid\nvalid\tDE89370400440532013000\n"
                        + "invalid\tThis field has wrong check digits; check the IBAN for typos.\n",
                    error: ""))
        let grouped = FormCheckHarness.run(
            ["iban", "--format", "print", "--countries", "NL"], input: "nl91abna0417164300\n")
        #expect(grouped == FormCheckResult(status: 0, output: "valid\tNL91 ABNA 0417 1643 00\n", error: ""))
    }
}
