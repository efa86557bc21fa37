extension ValidationRule where Value == String {
    /// Requires an International Bank Account Number (ISO 13616) of a country in SWIFT's IBAN registry.
    ///
    /// Checked: the country code is one of the registry's 89 countries (and one of `countries`, when given); the
    /// length is that country's; each position of the BBAN is what the registry says (digit, upper-case letter,
    /// or either); and the check digits pass ISO 7064 mod 97-10, which catches every single wrong character and
    /// every swap of two neighbours. Lower case and whitespace or dashes anywhere are tolerated
    /// (`de89 3704 0044 0532 0130 00`); the corrected value is compact upper case (``IBANFormat/electronic``),
    /// or groups of four (``IBANFormat/print``). National check digits inside the BBAN (Belgium's, Spain's, …)
    /// are not checked: the registry does not define them.
    ///
    /// One failure is reported, the first of:
    /// 1. ``ValidationError/Code/notAnIBAN``: a character other than letters, digits, whitespace and dashes, or
    ///    no two-letter country code and two check digits at the start.
    /// 2. ``ValidationError/Code/unknownIBANCountry``: not a country of the registry (parameter `country`).
    /// 3. ``ValidationError/Code/ibanCountryNotAllowed``: not one of `countries` (parameters `country`,
    ///    `countries`).
    /// 4. ``ValidationError/Code/invalidIBANLength``: not the country's length (parameters `country`, `length`,
    ///    `actual`).
    /// 5. ``ValidationError/Code/invalidIBANStructure``: a BBAN position holds a letter where the registry wants a
    ///    digit, or the reverse (parameters `country`, `position` counted from 1 in the compact IBAN, `expected`:
    ///    `digit`, `letter`).
    /// 6. ``ValidationError/Code/invalidIBANChecksum``: the check digits do not match, or are 00, 01 or 99,
    ///    which ISO 13616 never assigns.
    ///
    /// Where other libraries decide differently, this rule follows the registry:
    /// - jQuery Validation accepts a country it does not know when the check digits pass (`XX40INGB…`); here the
    ///   country must be in the registry.
    /// - schwifty accepts territories' own codes (AX, GF, GP, MQ, RE, GG, IM, JE, …) with their parent's format;
    ///   the registry files them under FI, FR and GB, whose codes their IBANs carry, so they are unknown here.
    /// - python-stdnum also checks Belgian, Spanish, Montenegrin and Norwegian national check digits and Belgian
    ///   bank codes (against its list of banks), and accepts check digits 00, 01 and 99 when mod 97 passes; here
    ///   the first are not checked and the second refused.
    /// - For Brazil the BBAN follows the later registry release that schwifty carries, with letters allowed in
    ///   the bank code and the last two positions; python-stdnum's copy wants digits and one letter there.
    /// - python-stdnum drops dots as separators; here a dot makes the text no IBAN.
    ///
    /// Default messages: "{field} is not an IBAN.", "{field} must start with the code of a country that uses
    /// IBANs, not {country}.", "{field} must be an IBAN from {countries}, not {country}.", "{field} must have
    /// {length} characters for an IBAN from {country}.", "{field} does not have the form of an IBAN from
    /// {country}." and "{field} has wrong check digits; check the IBAN for typos."
    ///
    /// `countries` must name at least one country, and only countries of the registry: an empty list or a code
    /// such as `US` (no IBANs) or `GF` (whose IBANs start with FR) would refuse IBANs the code seems to allow, so
    /// the factory stops the program with a message saying which (`precondition`), as a form spec refuses such a
    /// list with an argument problem.
    ///
    /// - Parameters:
    ///   - countries: The allowed country codes (`["DE", "FR"]`, in any case: `["de"]` is `["DE"]`, in the check
    ///     and in the messages), or `nil` for every country of the registry. At least one, each in the registry.
    ///   - format: How the corrected value is written; compact by default.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: An IBAN rule.
    /// - Precondition: `countries` is `nil`, or holds at least one code, each of a country in the registry.
    /// - Complexity: O(*n*), in one pass that stops at the 35th letter or digit (no IBAN is longer, so such text
    ///   is reported too long, whatever follows). A valid IBAN already in `format` allocates nothing; another
    ///   spelling allocates its corrected value.
    public static func iban(countries: [String]? = nil, format: IBANFormat = .electronic, message: String? = nil)
        -> Self
    {
        let countries = countries.map {
            CountryArgument.checkedList(
                $0, of: "iban(countries:)", expecting: IBANRegistry.expected, isKnown: IBANRegistry.isCountry)
        }
        var allowed = [UInt64](repeating: countries == nil ? .max : 0, count: (26 * 26 + 63) / 64)
        for code in countries ?? [] {
            if let index = IBANRegistry.index(code) { allowed[index / 64] |= 1 << UInt64(index % 64) }
        }
        let allowedCountries = allowed
        return Self(name: "iban", message: message) { value, failures in
            let scan = IBANScan(value)
            if case .notAnIBAN? = scan.problem {
                failures.append(RuleFailure(.notAnIBAN))
                return
            }
            guard let index = scan.countryIndex else { return }
            // Written out only for an error: a valid IBAN's check builds no text.
            var country: String { IBANRuleText.code(index) }
            if case .unknownCountry? = scan.problem {
                failures.append(RuleFailure(.unknownIBANCountry, parameters: ["country": .text(country)]))
                return
            }
            guard allowedCountries[index / 64] & (1 << UInt64(index % 64)) != 0 else {
                failures.append(
                    RuleFailure(
                        .ibanCountryNotAllowed,
                        parameters: ["country": .text(country), "countries": .list(countries ?? [])]))
                return
            }
            switch scan.problem {
            case .length(let expected)?:
                failures.append(
                    RuleFailure(
                        .invalidIBANLength,
                        parameters: [
                            "country": .text(country), "length": .integer(expected), "actual": .integer(scan.count),
                        ]))
            case .structure(let position, let expected)?:
                failures.append(
                    RuleFailure(
                        .invalidIBANStructure,
                        parameters: [
                            "country": .text(country), "position": .integer(position),
                            "expected": .text(expected == UInt8(ascii: "n") ? "digit" : "letter"),
                        ]))
            case .checksum?:
                failures.append(RuleFailure(.invalidIBANChecksum))
            case .notAnIBAN?, .unknownCountry?:
                break
            case nil:
                let isCanonical = format == .print ? scan.isPrintFormat : scan.isCompact
                if !isCanonical { value = IBANRuleText.corrected(value, grouped: format == .print) }
            }
        }
    }
}

/// Text the IBAN rule writes.
private enum IBANRuleText {
    /// The two letters of a country index.
    static func code(_ index: Int) -> String {
        String(decoding: [UInt8(ascii: "A") + UInt8(index / 26), UInt8(ascii: "A") + UInt8(index % 26)], as: UTF8.self)
    }

    /// The letters and digits of a valid IBAN, upper case, grouped in fours when `grouped`.
    static func corrected(_ text: String, grouped: Bool) -> String {
        var bytes: [UInt8] = []
        var count = 0
        for scalar in text.unicodeScalars where scalar.isASCII {
            var byte = UInt8(scalar.value)
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { byte -= 0x20 }
            guard
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            else { continue }
            if grouped && count > 0 && count % 4 == 0 { bytes.append(UInt8(ascii: " ")) }
            bytes.append(byte)
            count += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// An IBAN of a country in SWIFT's registry (or in `countries`): its length, BBAN structure and mod-97 check digits;
/// corrected to `format`.
struct IBANRule: RuleDefinition {
    static let example = ".iban(countries: [\"DE\", \"FR\"], format: .print)"
    static let messages: [DefaultMessage] = [
        .notAnIBAN, .unknownIBANCountry, .ibanCountryNotAllowed, .invalidIBANLength, .invalidIBANStructure,
        .invalidIBANChecksum,
    ]

    /// The allowed country codes (`DE`, `FR`, in any case); every country of the registry when absent.
    @Argument(
        ArgumentType.strings.map(checkedCodes, back: { $0 }),
        checks: [.notEmptyList], commandLine: .option("CC,CC", takesList: true))
    var countries: [String]? = nil
    /// How the corrected value is written: `electronic` (compact, default) or `print` (groups of four).
    @Argument(.ibanFormat, commandLine: .option("F"))
    var format: IBANFormat = .electronic

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.iban(countries: countries, format: format, message: context.message))
    }

    /// The codes in upper case, each a country of the registry.
    @Sendable static func checkedCodes(_ codes: [String], key: String) throws(ArgumentProblem) -> [String] {
        // `--countries ''` on the command line: no code, as `[]` in a spec.
        if codes == [""] { return [] }
        let codes = codes.map(CountryArgument.uppercased)
        for code in codes where !IBANRegistry.isCountry(code) {
            throw .unknownItem(key, item: code, expected: IBANRegistry.expected)
        }
        return codes
    }
}
