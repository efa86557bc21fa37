import FormValidation
import Foundation
import Testing

/// The phone-number rule against libphonenumber in every region of its published metadata
/// (`Rules/PhoneNumber/Generated/PhoneMetadataTable.swift`): 245 regions, about 11,800 numbers
/// (`Fixtures/phone-region-verdicts.tsv`, written by `scripts/world-data/phone-verdicts.py`; see there for how the
/// cases are drawn and what the verdict is). `PHONE_REGION_VERDICTS=FILE` measures on a table drawn with another
/// seed (`phone-verdicts.py --seed N --output FILE`).
///
/// A verdict agrees when both call the text invalid, or both call it valid with the same E.164 number; a type agrees
/// when, for a number both call valid, ``PhoneNumber/type`` is libphonenumber's, and the forms agree when
/// ``PhoneNumber/formatted(_:)`` writes it as libphonenumber does, nationally, internationally and in RFC 3966. Set `FORMVALIDATION_AGREEMENT=1` to
/// print the figures.
@Suite struct PhoneRegionAgreementTests {
    struct Case: Sendable {
        let region: String
        let input: String
        let valid: Bool
        let e164: String
        let type: String
        /// libphonenumber's national, international and RFC 3966 forms of a valid number.
        let forms: [String]
        let origin: String
    }

    static let cases: [Case] = {
        let url =
            ProcessInfo.processInfo.environment["PHONE_REGION_VERDICTS"].map(URL.init(fileURLWithPath:))
            ?? VerdictTable.directory.appendingPathComponent("phone-region-verdicts.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 9 else { return nil }
            return Case(
                region: columns[0], input: columns[1], valid: columns[2] == "1", e164: columns[3], type: columns[4],
                forms: Array(columns[5...7]), origin: columns[8])
        }
    }()

    /// The formats of the table's `forms` column, in its order.
    static let formats: [PhoneNumberFormat] = [.national, .international, .rfc3966]

    /// The share of cases each region must agree on, for the verdict, the type and the written forms.
    static let required = 99.0

    @Test func agreesRegionByRegion() {
        #expect(Self.cases.count > 11_000)
        var verdicts = Agreement()
        var types = Agreement()
        var forms = Agreement()
        var disagreements: [String] = []
        var rules: [String: RuleSet<String>] = [:]
        for example in Self.cases {
            let rule = rules[example.region] ?? RuleSet<String>(.phoneNumber(country: example.region))
            rules[example.region] = rule
            let result = rule.validate(example.input)
            let agrees = result.isValid == example.valid && (!example.valid || result.value == example.e164)
            verdicts.record(agrees, group: example.region)
            if !agrees {
                disagreements.append(
                    "\(example.region) \(example.input.debugDescription) (\(example.origin)): libphonenumber "
                        + (example.valid ? example.e164 : "invalid") + ", here "
                        + (result.isValid ? result.value ?? "" : "invalid"))
            }
            guard example.valid, result.isValid else { continue }
            let number = PhoneNumber(example.input, defaultCountry: example.region)
            types.record(number?.type.description == example.type, group: example.region)
            let written = Self.formats.map { number?.formatted($0) ?? "" }
            forms.record(written == example.forms, group: example.region)
            if written != example.forms {
                disagreements.append(
                    "\(example.region) \(example.e164): libphonenumber \(example.forms), here \(written)")
            }
        }
        #expect(verdicts.groups.count == 245, "every region is measured")
        #expect(verdicts.groups(below: Self.required) == [], "verdicts: \(verdicts)")
        #expect(types.groups(below: Self.required) == [], "types: \(types)")
        #expect(forms.groups(below: Self.required) == [], "forms: \(forms)")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("phone numbers, published metadata: verdicts \(verdicts); types \(types); forms \(forms)")
            for line in disagreements { print("  " + line) }
        }
    }

    /// `types` lets a number of the table pass where its own type is accepted, and refuses it where only other
    /// types are (a fixed-line-or-mobile number is both a fixed line and a mobile phone).
    @Test func typesLetOnlyTheirNumbersPass() throws {
        var rules: [String: RuleSet<String>] = [:]
        func rule(_ region: String, _ types: Set<PhoneNumberType>) -> RuleSet<String> {
            let key = region + types.map(\.description).sorted().joined(separator: ",")
            if let rule = rules[key] { return rule }
            let rule = RuleSet<String>(.phoneNumber(country: region, types: types))
            rules[key] = rule
            return rule
        }
        var checked = 0
        for example in Self.cases where example.valid {
            let type = try #require(PhoneNumberType(name: example.type), "\(example.type)")
            let either: Set<PhoneNumberType> = [.fixedLine, .mobile, .fixedLineOrMobile]
            let same = either.contains(type) ? either : [type]
            #expect(rule(example.region, [type]).validate(example.input).isValid, "\(example.region) \(example.input)")
            let others = Set(PhoneNumberType.allCases).subtracting(same)
            #expect(
                rule(example.region, others).validate(example.input).errors.map(\.code) == [.phoneNumberTypeNotAllowed],
                "\(example.region) \(example.input) \(type)")
            checked += 1
        }
        #expect(checked > 6_000)
    }

    /// Every form libphonenumber writes of a valid number — national, international, RFC 3966 — reads back, in
    /// its region, as the same number: the rule's own `.rfc3966` output (`tel:+44-20-7946-0000`) and Argentina's
    /// national mobile form with its `15` (`011 15-2345-6789`) were refused.
    @Test func everyWrittenFormReadsBack() {
        var rules: [String: RuleSet<String>] = [:]
        var checked = 0
        var refused: [String] = []
        for example in Self.cases where example.valid {
            // The national form is the number's own region's (an international number valid in another region of
            // its calling code is written as that region writes it).
            let region = PhoneNumber(example.e164)?.country ?? example.region
            let rule = rules[region] ?? RuleSet<String>(.phoneNumber(country: region))
            rules[region] = rule
            for form in example.forms {
                // Gabon's seven-digit numbers are written nationally as its eight-digit ones are, with a leading 0:
                // libphonenumber itself reads `06 36 40 68` back as +241 06364068, another valid number.
                if region == "GA", example.e164.count == 11, form == example.forms[0] { continue }
                let result = rule.validate(form)
                if !result.isValid || result.value != example.e164 {
                    refused.append(
                        "\(region) \(form.debugDescription): \(result.value ?? "invalid") for \(example.e164)")
                }
                checked += 1
            }
        }
        #expect(checked > 18_000)
        #expect(refused == [], "\(refused.count) forms do not read back")
    }

    /// Numbers carry the invisible marks of text copied from a right-to-left page: they are skipped, as
    /// libphonenumber skips them.
    @Test(arguments: [
        "\u{200E}+44 20 7946 0000\u{200F}", "+44\u{2066}20 7946 0000\u{2069}", "\u{FEFF}020 7946 0000",
        "020\u{200B}7946\u{200B}0000", "\u{061C}020 7946 0000", "\u{202B}020 7946 0000\u{202C}", "020 7946\u{00AD}0000",
        "tel:+44-20-7946-0000", "TEL:+44-20-7946-0000",
    ])
    func invisibleMarksAndTelURIsAreRead(_ text: String) {
        let result = RuleSet<String>(.phoneNumber(country: "GB")).validate(text)
        #expect(result.value == "+442079460000")
    }
}
