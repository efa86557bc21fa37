import FormValidation
import Foundation
import Testing

@Suite struct PhoneNumberTests {
    /// A value, the rule's default country, and the E.164 number it must be corrected to.
    struct Accepted: Sendable, CustomTestStringConvertible {
        let country: String?
        let input: String
        let e164: String
        init(_ country: String?, _ input: String, _ e164: String) {
            self.country = country
            self.input = input
            self.e164 = e164
        }
        var testDescription: String { "\(country ?? "-") \(input)" }
    }

    /// What people type, from the national plans' own examples and formats.
    static let accepted: [Accepted] = [
        // NANP: trunk 1 optional, 011 for international calls; area codes tell the US from Canada.
        Accepted("US", "(415) 555-0123", "+14155550123"),
        Accepted("US", "415.555.0123", "+14155550123"),
        Accepted("US", "1 (415) 555-0123", "+14155550123"),
        Accepted("US", "1-800-555-0199", "+18005550199"),
        Accepted("US", "011 44 20 7946 0000", "+442079460000"),
        Accepted("CA", "(416) 555-0123", "+14165550123"),
        Accepted("CA", "613 555 0123", "+16135550123"),
        Accepted(nil, "+1 416 555 0123", "+14165550123"),
        // United Kingdom: trunk 0, also after +44, and national input without it.
        Accepted("GB", "020 7946 0000", "+442079460000"),
        Accepted("GB", "+44 (0)20 7946 0000", "+442079460000"),
        Accepted("GB", "0044 20 7946 0000", "+442079460000"),
        Accepted("GB", "07400 123456", "+447400123456"),
        Accepted("GB", "7400 123456", "+447400123456"),
        Accepted("GB", "0800 123 4567", "+448001234567"),
        Accepted("GB", "+1 415 555 0123", "+14155550123"),
        // Germany, France, Japan (010 for international calls), Brazil (a carrier code after the trunk 0).
        Accepted("DE", "030 123456", "+4930123456"),
        Accepted("DE", "0151 23456789", "+4915123456789"),
        Accepted("DE", "+49 (0)30 123456", "+4930123456"),
        Accepted("FR", "06 12 34 56 78", "+33612345678"),
        Accepted("FR", "01.23.45.67.89", "+33123456789"),
        Accepted("JP", "03-1234-5678", "+81312345678"),
        Accepted("JP", "090-1234-5678", "+819012345678"),
        Accepted("JP", "010 1 415 555 0123", "+14155550123"),
        Accepted("BR", "(11) 96123-4567", "+5511961234567"),
        Accepted("BR", "0 21 11 96123-4567", "+5511961234567"),
        // India, Spain and Italy (no trunk prefix; Italy keeps its leading 0), Mexico, China, Australia, the
        // Netherlands, South Korea.
        Accepted("IN", "081234 56789", "+918123456789"),
        Accepted("IN", "+91 98765 43210", "+919876543210"),
        Accepted("ES", "612 34 56 78", "+34612345678"),
        Accepted("IT", "02 1234 5678", "+390212345678"),
        Accepted("IT", "+39 06 6988 0000", "+390669880000"),
        Accepted("IT", "312 345 6789", "+393123456789"),
        Accepted("MX", "55 1234 5678", "+525512345678"),
        Accepted("CN", "010 1234 5678", "+861012345678"),
        Accepted("CN", "131 2345 6789", "+8613123456789"),
        Accepted("AU", "(02) 1234 5678", "+61212345678"),
        Accepted("AU", "0412 345 678", "+61412345678"),
        Accepted("AU", "0011 44 20 7946 0000", "+442079460000"),
        Accepted("AU", "0011 61 2 1234 5678", "+61212345678"),
        Accepted("BR", "0 21 11 91234 5678", "+5511912345678"),
        Accepted("BR", "021 98765 4321", "+5521987654321"),
        Accepted("NL", "06-12345678", "+31612345678"),
        Accepted("KR", "010-2000-0000", "+821020000000"),
        Accepted("KR", "001 1 415 555 0123", "+14155550123"),
        // Countries read from libphonenumber's published metadata: their national prefix (8 in Russia and
        // Kazakhstan), international prefix (810 in Russia) and local numbers (Norfolk Island's 5 digits).
        Accepted(nil, "+41 44 668 18 00", "+41446681800"),
        Accepted("CH", "044 668 18 00", "+41446681800"),
        Accepted("PL", "+48 12 345 67 89", "+48123456789"),
        Accepted("PL", "12 345 67 89", "+48123456789"),
        Accepted("KZ", "8 701 123 4567", "+77011234567"),
        Accepted("RU", "8 (912) 345-67-89", "+79123456789"),
        Accepted("RU", "810 48 12 345 67 89", "+48123456789"),
        Accepted("NF", "10613", "+672310613"),
        Accepted(nil, "+800 1234 5678", "+80012345678"),
        // Other separators and digits people paste.
        Accepted("GB", "020\u{00A0}7946\u{2009}0000", "+442079460000"),
        Accepted("GB", "020–7946–0000", "+442079460000"),
        Accepted("GB", "０２０ ７９４６ ００００", "+442079460000"),
    ]

    @Test(arguments: accepted)
    func correctsToE164(_ example: Accepted) {
        expect(
            RuleSet(.phoneNumber(country: example.country)), accepts: example.input, correctedTo: example.e164)
    }

    @Test func anE164ValueIsKeptAsTyped() {
        let value = "+14155550123"
        let result = RuleSet(.phoneNumber()).validate(value)
        #expect(result.value == value)
        #expect(result.value?.utf8.elementsEqual(value.utf8) == true)
    }

    /// A value the rule rejects, with the one message it must give.
    struct Rejected: Sendable, CustomTestStringConvertible {
        let rule: ValidationRule<String>
        let label: String
        let input: String
        let code: ValidationError.Code
        let message: String
        let parameters: [String: ValidationParameter]?
        var testDescription: String { "\(label) \(input)" }
    }

    static let rejected: [Rejected] = [
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "415-555-CALL", code: .notAPhoneNumber,
            message: "Phone is not a phone number.", parameters: [:]),
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "415 555 0123 ext. 12",
            code: .notAPhoneNumber, message: "Phone is not a phone number.", parameters: [:]),
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "4+15 555 0123", code: .notAPhoneNumber,
            message: "Phone is not a phone number.", parameters: [:]),
        Rejected(
            rule: .phoneNumber(), label: "none", input: "+999 1234 5678", code: .notAPhoneNumber,
            message: "Phone does not start with a known country calling code.", parameters: [:]),
        Rejected(
            rule: .phoneNumber(), label: "none", input: "020 7946 0000", code: .notAPhoneNumber,
            message: "Phone must start with + and the country calling code.", parameters: [:]),
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "415 555 012",
            code: .phoneNumberTooShort, message: "Phone is too short for a US phone number.",
            parameters: ["country": "US", "length": 9, "min": 10, "max": 10]),
        Rejected(
            rule: .phoneNumber(country: "GB"), label: "GB", input: "07400 1234567",
            code: .phoneNumberTooLong, message: "Phone is too long for a GB phone number.",
            parameters: ["country": "GB", "length": 11, "min": 7, "max": 10]),
        Rejected(
            rule: .phoneNumber(), label: "none", input: "+41 123", code: .phoneNumberTooShort,
            message: "Phone is too short for a CH phone number.",
            parameters: ["country": "CH", "length": 3, "min": 9, "max": 12]),
        Rejected(
            rule: .phoneNumber(), label: "none", input: "+41 1234 5678 9012 34", code: .phoneNumberTooLong,
            message: "Phone is too long for a CH phone number.",
            parameters: ["country": "CH", "length": 14, "min": 9, "max": 12]),
        // Countries read from libphonenumber's published metadata: a Polish number has 9 digits.
        Rejected(
            rule: .phoneNumber(country: "PL"), label: "PL", input: "+48 12 345 67 8", code: .invalidPhoneNumber,
            message: "Phone is not a valid PL phone number.", parameters: ["country": "PL"]),
        Rejected(
            rule: .phoneNumber(country: "PL"), label: "PL", input: "0800 12", code: .invalidPhoneNumber,
            message: "Phone is not a valid PL phone number.", parameters: ["country": "PL"]),
        Rejected(
            rule: .phoneNumber(country: "PL"), label: "PL", input: "123 45", code: .phoneNumberTooShort,
            message: "Phone is too short for a PL phone number.",
            parameters: ["country": "PL", "length": 5, "min": 6, "max": 10]),
        Rejected(
            rule: .phoneNumber(), label: "none", input: "+27 12345", code: .invalidPhoneNumber,
            message: "Phone is not a valid ZA phone number.", parameters: ["country": "ZA"]),
        // Kazakhstan shares +7 with Russia: a Kazakh number is not a Russian one.
        Rejected(
            rule: .phoneNumber(country: "RU"), label: "RU", input: "8 701 123 4567",
            code: .invalidPhoneNumber, message: "Phone is not a valid RU phone number.", parameters: ["country": "RU"]),
        // N11 area codes and exchanges starting with 0 or 1 do not exist (jQuery Validation's phoneUS cases).
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "911-333-5678",
            code: .invalidPhoneNumber, message: "Phone is not a valid US phone number.",
            parameters: ["country": "US"]),
        Rejected(
            rule: .phoneNumber(country: "US"), label: "US", input: "111-123-5434",
            code: .invalidPhoneNumber, message: "Phone is not a valid US phone number.",
            parameters: ["country": "US"]),
        // Without its trunk 0 the number would be too short, so the 0 is read as part of it, as libphonenumber reads
        // it: nine digits, a length French numbers have, that are no French number.
        Rejected(
            rule: .phoneNumber(country: "FR"), label: "FR", input: "05 12 34 56 7",
            code: .invalidPhoneNumber, message: "Phone is not a valid FR phone number.",
            parameters: ["country": "FR"]),
        Rejected(
            rule: .phoneNumber(country: "FR"), label: "FR", input: "05 12 34 5",
            code: .phoneNumberTooShort, message: "Phone is too short for a FR phone number.",
            parameters: ["country": "FR", "length": 7, "min": 9, "max": 9]),
        // A number of another NANP country, typed nationally, is no number of the default country.
        Rejected(
            rule: .phoneNumber(country: "CA"), label: "CA", input: "(505) 864-8140",
            code: .invalidPhoneNumber, message: "Phone is not a valid CA phone number.",
            parameters: ["country": "CA"]),
        // Australia dials out with 0011: 0061 is no way to write an Australian number there.
        Rejected(
            rule: .phoneNumber(country: "AU"), label: "AU", input: "0061 2 1234 5678",
            code: .invalidPhoneNumber, message: "Phone is not a valid AU phone number.",
            parameters: ["country": "AU"]),
        Rejected(
            rule: .phoneNumber(country: "FR"), label: "FR", input: "05 94 12 34 56",
            code: .invalidPhoneNumber, message: "Phone is not a valid FR phone number.",
            parameters: ["country": "FR"]),
        Rejected(
            rule: .phoneNumber(country: "GB", mobileOnly: true), label: "GB mobile",
            input: "020 7946 0000", code: .notAMobileNumber, message: "Phone must be a mobile number.",
            parameters: ["country": "GB", "type": "fixedLine"]),
        Rejected(
            rule: .phoneNumber(country: "GB", types: [.mobile, .fixedLine]), label: "GB mobile or fixed",
            input: "0800 123 4567", code: .phoneNumberTypeNotAllowed,
            message: "Phone is a type of phone number that is not accepted here.",
            parameters: [
                "country": "GB", "type": "tollFree", "types": .list(["fixedLine", "mobile", "fixedLineOrMobile"]),
            ]),
        Rejected(
            rule: .phoneNumber(country: "US", types: [.tollFree]), label: "US toll-free",
            input: "(415) 555-0123", code: .phoneNumberTypeNotAllowed,
            message: "Phone is a type of phone number that is not accepted here.",
            parameters: ["country": "US", "type": "fixedLineOrMobile", "types": .list(["tollFree"])]),
        Rejected(
            rule: .phoneNumber(country: "GB", types: [.mobile, .tollFree], mobileOnly: true),
            label: "GB mobile of mobile or toll-free", input: "0800 123 4567", code: .notAMobileNumber,
            message: "Phone must be a mobile number.", parameters: ["country": "GB", "type": "tollFree"]),
        Rejected(
            rule: .phoneNumber(country: "GB", countries: ["GB", "IE"]), label: "GB,IE",
            input: "+33 6 12 34 56 78", code: .phoneCountryNotAllowed,
            message: "Phone must be a phone number of one of these countries: GB or IE.",
            parameters: ["country": "FR", "countries": .list(["GB", "IE"])]),
        Rejected(
            rule: .phoneNumber(country: "gb", countries: ["gb", "Ie"]), label: "gb,Ie",
            input: "+33 6 12 34 56 78", code: .phoneCountryNotAllowed,
            message: "Phone must be a phone number of one of these countries: GB or IE.",
            parameters: ["country": "FR", "countries": .list(["GB", "IE"])]),
        Rejected(
            rule: .phoneNumber(country: "US", countries: ["US"]), label: "US only",
            input: "(416) 555-0123", code: .phoneCountryNotAllowed,
            message: "Phone must be a phone number of one of these countries: US.",
            parameters: ["country": "CA", "countries": .list(["US"])]),
        Rejected(
            rule: .phoneNumber(country: "GB", countries: ["GB"]), label: "GB only",
            input: "07624 234323", code: .phoneCountryNotAllowed,
            message: "Phone must be a phone number of one of these countries: GB.",
            parameters: ["country": "IM", "countries": .list(["GB"])]),
    ]

    @Test(arguments: rejected)
    func rejects(_ example: Rejected) {
        let result = RuleSet(example.rule, field: "Phone").validate(example.input)
        #expect(result.errors.map(\.code) == [example.code])
        #expect(result.errorMessages == [example.message])
        if let parameters = example.parameters {
            #expect(result.errors.first?.parameters == parameters)
        }
    }

    @Test func knowsTheCountryAndTheType() throws {
        let us = try #require(PhoneNumber("(415) 555-0123", defaultCountry: "us"))
        #expect(us.e164 == "+14155550123")
        #expect(us.country == "US")
        #expect(us.callingCode == 1)
        #expect(us.nationalNumber == "4155550123")
        #expect(us.type == .fixedLineOrMobile)
        #expect(us.type.isMobile)
        #expect(PhoneNumber("+1 416 555 0123")?.country == "CA")
        #expect(PhoneNumber("+1 876 555 0123")?.country == "JM")
        #expect(PhoneNumber("+1 876 555 0123")?.type == .mobile)
        #expect(PhoneNumber("+44 7400 123456")?.type == .mobile)
        #expect(PhoneNumber("+44 20 7946 0000")?.type == .fixedLine)
        #expect(PhoneNumber("0800 123 4567", defaultCountry: "GB")?.type == .tollFree)
        #expect(PhoneNumber("+7 701 123 4567")?.country == "KZ")
        #expect(PhoneNumber("+7 495 123 4567")?.country == "RU")
        #expect(PhoneNumber("+800 1234 5678")?.country == nil)
        #expect(PhoneNumber("020 7946 0000") == nil)
        #expect(PhoneNumber("+44 7400 123456")?.description == "+447400123456")
    }

    /// A toll-free number exists in the United States and in Canada: it belongs to the default country, or to an
    /// allowed one.
    @Test func aSharedNumberBelongsToTheDefaultOrAnAllowedCountry() {
        #expect(PhoneNumber("800 555 0199", defaultCountry: "CA")?.country == "CA")
        #expect(PhoneNumber("+1 800 555 0199")?.country == "US")
        expect(RuleSet(.phoneNumber(countries: ["CA"])), accepts: "+1 800 555 0199")
    }

    /// An empty list, or a code that is no country with a calling code, is a programmer error the factory stops
    /// at, as a spec refuses it (`ArgumentParityTests`).
    @Test func anEmptyListOfAllowedCountriesStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.phoneNumber(countries: [])
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("phoneNumber(countries:) needs at least one country"), "\(error)")
    }

    @Test func anUnknownAllowedCountryStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.phoneNumber(countries: ["GB", "uk"])
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            error.contains(
                #"phoneNumber(countries:): unknown country code "UK" (expected an ISO 3166-1 alpha-2 country code such as US, GB or DE)"#
            ), "\(error)")
    }

    /// A fixed-line-or-mobile number (the NANP's) is a fixed line and a mobile phone; accepting
    /// `fixedLineOrMobile` accepts both.
    @Test func typesLetTheirNumbersPass() {
        expect(RuleSet(.phoneNumber(country: "US", types: [.fixedLine])), accepts: "(415) 555-0123")
        expect(RuleSet(.phoneNumber(country: "US", types: [.mobile])), accepts: "(415) 555-0123")
        expect(RuleSet(.phoneNumber(country: "US", types: [.tollFree])), accepts: "(800) 555-0199")
        let either = RuleSet<String>(.phoneNumber(country: "GB", types: [.fixedLineOrMobile]))
        expect(either, accepts: "020 7946 0000")
        expect(either, accepts: "07400 123456")
        let fixed = RuleSet<String>(.phoneNumber(country: "GB", types: [.fixedLine]))
        #expect(fixed.validate("07400 123456").errors.map(\.code) == [.phoneNumberTypeNotAllowed])
        #expect(PhoneNumberType(name: "tollFree") == .tollFree)
        #expect(PhoneNumberType(name: "TollFree") == nil)
        #expect(PhoneNumberType.allCases.count == 11)
    }

    @Test func typesThatLetNoNumberPassStopTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.phoneNumber(types: [.tollFree], mobileOnly: true)
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("phoneNumber(types:mobileOnly:) lets no number pass"), "\(error)")
        await #expect(processExitsWith: .failure) {
            _ = ValidationRule<String>.phoneNumber(types: [])
        }
    }

    @Test func readsTheDefaultCountryWhenItRuns() {
        let country = LiveValue<String>("GB")
        let rules = RuleSet<String>(.phoneNumber(countryFrom: { country.value }), field: "Phone")
        expect(rules, accepts: "020 7946 0000", correctedTo: "+442079460000")
        country.value = "fr"
        expect(rules, accepts: "01 23 45 67 89", correctedTo: "+33123456789")
    }

    @Test func anEmptyValueSkipsTheRule() {
        expect(RuleSet(.phoneNumber(country: "US")), accepts: "")
        expect(RuleSet(.phoneNumber(country: "US")), accepts: "   ")
    }

    /// A megabyte of digits, or of text, answers at once: the rule reads each character once and keeps at most
    /// 19 digits (the benchmark's growth rows measure it).
    @Test func aMegabyteLineAnswersAtOnce() {
        let rules = RuleSet<String>(.phoneNumber(country: "US"), field: "Phone")
        let digits = "+1" + String(repeating: "4", count: 1 << 20)
        let separators = "+1 415 555 0123" + String(repeating: " ", count: 1 << 20)
        let letters = "+1 415 555 0123" + String(repeating: "a", count: 1 << 20)
        #expect(rules.validate(digits).errors.map(\.code) == [.phoneNumberTooLong])
        #expect(rules.validate(separators).value == "+14155550123")
        #expect(rules.validate(letters).errors.map(\.code) == [.notAPhoneNumber])
    }

    // MARK: Third-party corpora

    /// jQuery Validation's phoneUK, phoneUS and mobileUK cases, which this rule follows except where its
    /// documentation says why not.
    @Test(arguments: CorpusCase.all("jquery-validation.phoneUK", "jquery-validation.phoneUS"))
    func jQueryPhone(_ example: CorpusCase) throws {
        let value = try #require(example.value.stringValue)
        let country = example.corpus.hasSuffix("US") ? "US" : "GB"
        let expected = Self.jQueryDepartures[value] ?? example.expectedValid
        #expect(RuleSet(.phoneNumber(country: country)).validate(value).isValid == expected)
    }

    @Test(arguments: CorpusCase.all("jquery-validation.mobileUK"))
    func jQueryMobileUK(_ example: CorpusCase) throws {
        let value = try #require(example.value.stringValue)
        let expected = Self.jQueryMobileDepartures[value] ?? example.expectedValid
        #expect(RuleSet(.phoneNumber(country: "GB", mobileOnly: true)).validate(value).isValid == expected)
    }

    /// `07624…` is an Isle of Man mobile: typed nationally for GB it is no GB number (libphonenumber's
    /// `isValidNumberForRegion`); `+44 7624…`, or `countries: ["GB", "IM"]`, lets it pass.
    static let jQueryMobileDepartures: [String: Bool] = ["07624234323": false]

    /// Where this rule decides differently from jQuery Validation, on purpose (see the rule's documentation):
    /// national input without the trunk 0 and a trunk 0 after +44 are one number each, as in libphonenumber; 0500
    /// numbers were withdrawn in 2017.
    static let jQueryDepartures: [String: Bool] = ["7222 555555": true, "+44 07222 555555": true, "0500 555555": false]

    // MARK: Formats

    struct Written: Sendable, CustomTestStringConvertible {
        let input: String
        let national: String
        let international: String
        let rfc3966: String
        var testDescription: String { input }

        init(_ input: String, _ national: String, _ international: String, _ rfc3966: String) {
            (self.input, self.national, self.international, self.rfc3966) = (input, national, international, rfc3966)
        }
    }

    /// Numbers written as libphonenumber writes them (its `format_number`; `PhoneRegionAgreementTests` compares
    /// every valid number of its table).
    static let written: [Written] = [
        Written("+442079460000", "020 7946 0000", "+44 20 7946 0000", "tel:+44-20-7946-0000"),
        Written("+14155550123", "(415) 555-0123", "+1 415-555-0123", "tel:+1-415-555-0123"),
        Written("+33612345678", "06 12 34 56 78", "+33 6 12 34 56 78", "tel:+33-6-12-34-56-78"),
        Written("+4930123456", "030 123456", "+49 30 123456", "tel:+49-30-123456"),
        Written("+61212345678", "(02) 1234 5678", "+61 2 1234 5678", "tel:+61-2-1234-5678"),
        Written("+5491123456378", "011 15-2345-6378", "+54 9 11 2345-6378", "tel:+54-9-11-2345-6378"),
        Written("+390669880000", "06 6988 0000", "+39 06 6988 0000", "tel:+39-06-6988-0000"),
        Written("+80012345678", "1234 5678", "+800 1234 5678", "tel:+800-1234-5678"),
    ]

    @Test(arguments: written)
    func writesTheNumber(_ example: Written) throws {
        let number = try #require(PhoneNumber(example.input))
        #expect(number.formatted(.national) == example.national)
        #expect(number.formatted(.international) == example.international)
        #expect(number.formatted(.rfc3966) == example.rfc3966)
        #expect(number.formatted(.e164) == example.input)
        for format in [PhoneNumberFormat.national, .international, .rfc3966] {
            let rules = RuleSet<String>(.phoneNumber(format: format))
            #expect(rules.validate(example.input).value == number.formatted(format))
        }
    }

    /// The rule corrects to the format asked for, and a value already in it stays as it is.
    @Test func correctsToTheFormatAskedFor() {
        let national = RuleSet<String>(.phoneNumber(country: "GB", format: .national))
        expect(national, accepts: "+44 20 7946 0000", correctedTo: "020 7946 0000")
        expect(national, accepts: "020 7946 0000", correctedTo: "020 7946 0000")
        expect(national, accepts: "0207-946-0000", correctedTo: "020 7946 0000")
        let international = RuleSet<String>(.phoneNumber(country: "US", format: .international))
        expect(international, accepts: "(415) 555-0123", correctedTo: "+1 415-555-0123")
        #expect(PhoneNumberFormat(rawValue: "rfc3966") == .rfc3966)
        #expect(PhoneNumberFormat(rawValue: "E164") == nil)
        #expect(PhoneNumberFormat.allCases.map(\.description) == ["e164", "international", "national", "rfc3966"])
    }

    // MARK: Specs and the command line

    @Test func inASpec() throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [{"name": "country"}, {"name": "phone", "rules": [
                    {"rule": "phoneNumber", "country": "gb", "countries": ["GB", "ie"], "mobileOnly": true},
                    {"rule": "phoneNumber", "countryField": "country"}]}]}
                """)
        #expect(
            spec.fields[1].rules == [
                .phoneNumber(country: "GB", countries: ["GB", "IE"], mobileOnly: true),
                .phoneNumber(countryField: "country"),
            ])
        let encoded = String(decoding: try JSONEncoder().encode(spec.fields[1].rules[0]), as: UTF8.self)
        #expect(encoded.contains(#""countries":["GB","IE"]"#) && encoded.contains(#""mobileOnly":true"#))
        #expect(!encoded.contains("format"), "the default format is not written")
    }

    @Test func aSpecNamesTheFormat() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [{"name": "phone", "rules": [
                    {"rule": "phoneNumber", "country": "GB", "format": "national"}]}]}
                """)
        #expect(spec.fields[0].rules == [.phoneNumber(country: "GB", format: .national)])
        let result = try await FormSpecValidator(spec).validate(["phone": "+44 20 7946 0000"])
        #expect(result.values["phone"] == "020 7946 0000")
        #expect(throws: FormSpecError.self) {
            try FormSpec(
                json: """
                    {"name": "f", "fields": [{"name": "phone", "rules": [
                        {"rule": "phoneNumber", "format": "E.164"}]}]}
                    """)
        }
    }

    @Test func theCountryFieldGivesTheCountryOfNationalInput() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [{"name": "country"}, {"name": "phone", "dependsOn": ["country"], "rules": [
                    {"rule": "phoneNumber", "countryField": "country"}]}]}
                """)
        let validator = try FormSpecValidator(spec)
        let french = await validator.validate(["country": "FR", "phone": "06 12 34 56 78"])
        #expect(french.isValid)
        #expect(french.values["phone"] == .string("+33612345678"))
        let british = await validator.validate(["country": "GB", "phone": "06 12 34 56 78"])
        #expect(british.errors.map(\.message) == ["phone is not a valid GB phone number."])
        let unknown = await validator.validate(["country": "Atlantis", "phone": "06 12 34 56 78"])
        #expect(unknown.errors.map(\.message) == ["phone must start with + and the country calling code."])
    }

    @Test func aSpecNamesTypes() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [{"name": "phone", "rules": [
                    {"rule": "phoneNumber", "country": "GB", "types": ["mobile", "fixedLine"]}]}]}
                """)
        #expect(spec.fields[0].rules == [.phoneNumber(country: "GB", types: [.mobile, .fixedLine])])
        let encoded = String(decoding: try JSONEncoder().encode(spec.fields[0].rules[0]), as: UTF8.self)
        #expect(encoded.contains(#""types":["mobile","fixedLine"]"#), "\(encoded)")
        let validator = try FormSpecValidator(spec)
        #expect(await validator.validate(["phone": "07400 123456"]).isValid)
        let tollFree = await validator.validate(["phone": "0800 123 4567"])
        #expect(tollFree.errors.map(\.code) == [.phoneNumberTypeNotAllowed])
        for bad in [#""types": []"#, #""types": ["cellphone"]"#, #""types": ["tollFree"], "mobileOnly": true"#] {
            #expect(throws: FormSpecError.self, "\(bad)") {
                try FormSpec(
                    json: #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "phoneNumber", "#
                        + bad + "}]}]}")
            }
        }
    }

    @Test func aSpecNamesKnownCountries() {
        #expect(throws: FormSpecError.self) {
            try FormSpec(
                json: #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "phoneNumber", "country": "XX"}]}]}"#)
        }
        #expect(throws: FormSpecError.self) {
            try FormSpec(
                json:
                    #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "phoneNumber", "countryField": "nope"}]}]}"#
            )
        }
    }

    @Test func onTheCommandLine() {
        let input = "(415) 555-0123\n+14155550123\n020 7946 0000\n0151 23456789\n\n"
        #expect(
            FormCheckHarness.run(["phone", "--country", "US"], input: input)
                == FormCheckResult(
                    status: 1,
                    output: "valid\t+14155550123\nvalid\ninvalid\tThis field is too long for a US phone number.\n"
                        + "invalid\tThis field is too long for a US phone number.\nvalid\n",
                    error: ""))
        #expect(
            FormCheckHarness.run(
                ["phone", "--country", "DE", "--countries", "DE,AT", "--mobile"],
                input: "0151 23456789\n030 123456\n+33 6 12 34 56 78\n")
                == FormCheckResult(
                    status: 1,
                    output: "valid\t+4915123456789\ninvalid\tThis field must be a mobile number.\n"
                        + "invalid\tThis field must be a phone number of one of these countries: DE or AT.\n",
                    error: ""))
        #expect(
            FormCheckHarness.run(["phone", "--country", "GB", "--format", "national"], input: "+442079460000\n")
                == FormCheckResult(status: 0, output: "valid\t020 7946 0000\n", error: ""))
        #expect(
            FormCheckHarness.run(["phone", "--format", "rfc3966"], input: "+1 (415) 555-0123\n")
                == FormCheckResult(status: 0, output: "valid\ttel:+1-415-555-0123\n", error: ""))
        #expect(
            FormCheckHarness.run(
                ["phone", "--country", "GB", "--types", "mobile,fixedLine"],
                input: "07400 123456\n0800 123 4567\n")
                == FormCheckResult(
                    status: 1,
                    output: "valid\t+447400123456\ninvalid\tThis field is a type of phone number that is not "
                        + "accepted here.\n",
                    error: ""))
        let badTypes = FormCheckHarness.run(["phone", "--types", "cell"], input: "")
        #expect(badTypes.status == 2)
        #expect(badTypes.error.hasPrefix("formcheck: unknown --types item 'cell' (expected fixedLine, mobile, "))
        let noType = FormCheckHarness.run(["phone", "--types", "tollFree", "--mobile-only"], input: "")
        #expect(noType.status == 2)
        #expect(
            noType.error.hasPrefix(
                "formcheck: --types holds no mobile type, so with --mobile-only no number would pass"),
            "\(noType.error)")
        let badFormat = FormCheckHarness.run(["phone", "--format", "E164"], input: "")
        #expect(badFormat.status == 2)
        #expect(
            badFormat.error.hasPrefix(
                "formcheck: unknown --format value 'E164' (expected e164, international, national or rfc3966)\n"))
        // `--mobile` is the flag's former name: it still works, and errors name the flag as it is now.
        let misuse = FormCheckHarness.run(["phone", "--mobile=yes"], input: "")
        #expect(misuse.status == 2)
        #expect(misuse.error.hasPrefix("formcheck: option --mobile-only takes no value\n"))
        let wrongRule = FormCheckHarness.run(["email", "--mobile"], input: "")
        #expect(wrongRule.error.hasPrefix("formcheck: --mobile-only applies only to phone, not to rule 'email'\n"))
        #expect(
            FormCheckHarness.run(["phone", "--country", "GB", "--mobile"], input: "07400 123456\n")
                == FormCheckResult(status: 0, output: "valid\t+447400123456\n", error: ""))
    }
}
