extension ValidationRule where Value == String {
    /// Requires a phone number that exists in its country's numbering plan, and corrects it to E.164
    /// (`+14155550123`), or to another ``PhoneNumberFormat``.
    ///
    /// Accepted is what people type: digits with spaces, dashes, dots, slashes and parentheses between them
    /// (`(415) 555-0123`, `020 7946 0000`, `06.12.34.56.78`); national input for `country`, with or without
    /// its trunk prefix (`0` in most of Europe, Japan, Australia and Brazil, `1` in North America; Italy keeps its
    /// leading `0`, Spain and Mexico have none); and international input with `+`, `00`, or the default country's
    /// own international prefix (`011` in North America, `010` in Japan, `0011` in Australia), including a trunk
    /// prefix typed after the country code (`+44 (0)20 7946 0000`).
    ///
    /// Every number is read as libphonenumber reads it, from its published metadata for 245 regions and the
    /// non-geographic codes (+800, +808, +870, +878, +881, +882, +883, +888, +979), compiled into digit automata
    /// when the library is built (PyPI phonenumbers 9.0.43; no regular expression runs):
    /// - each region's international prefix (`011` in North America, `0011` in Australia, `810` in Russia), so
    ///   `0061 2 1234 5678` is no number in Australia and `0011 61 2 1234 5678` is;
    /// - its national prefix and carrier codes (Brazil's `0 21 11 …`), the local numbers it rewrites (Norfolk
    ///   Island's five digits), and its own calling code typed without `+` (`47 57 87 55 47` in Norway);
    /// - the possible lengths and the pattern of each type of number (fixed line, mobile, toll-free, premium rate,
    ///   shared cost, VoIP, personal, pager, UAN, voicemail), so `+48 12 345 67 8` is not a Polish number and
    ///   `+48 12 345 67 89` is;
    /// - which region of a shared calling code a number belongs to: NANP area codes tell the United States from
    ///   Canada and the Caribbean, leading digits tell Guernsey, the Isle of Man and Jersey from the United Kingdom,
    ///   and Kazakhstan from Russia. National input must be a number of the default country (`(505) 864-8140` is
    ///   no Canadian number), or of an allowed country of the same calling code.
    ///
    /// A test compares the rule with libphonenumber in each of the 245 regions, on the verdict, the E.164 number
    /// and the type. See ``PhoneNumber`` to read a number's country and type.
    ///
    /// Where other validators decide differently on purpose:
    /// - libphonenumber (Google) reads letters (`1-800-FLOWERS`) and extensions (`ext. 12`); here they are not a
    ///   phone number: a form field wants the number alone. It makes a mobile number of an Argentine number typed
    ///   with the carrier's `15` after the area code (`011 15 …`); here that is not done: type it as `+54 9 …`.
    /// - jQuery Validation's `phoneUK` rejects `+44 07222 555555` (a trunk `0` after `+44`) and `7222 555555`
    ///   (national input without the trunk `0`): people type both, and each means one number, so both pass here,
    ///   as in libphonenumber. It accepts `0500` numbers, withdrawn by Ofcom in 2017; here they fail.
    /// - jQuery Validation's `mobileUK` accepts `07624…`, an Isle of Man mobile, typed nationally for GB. Here it is
    ///   no GB number; `+44 7624 …` is a number of `IM`, which `countries: ["GB"]` refuses.
    /// - jQuery Validation's `phoneUS` accepts any area code that is not N11; here the area code must be in
    ///   service in the default country.
    ///
    /// `types` lets only numbers of those types pass (`[.mobile, .fixedLine]` refuses toll-free and premium-rate
    /// numbers), and `mobileOnly` is the shorthand for mobile phones (it narrows `types` when both are given). A
    /// number of type ``PhoneNumberType/fixedLineOrMobile`` (any geographic number in the NANP countries, which do
    /// not tell them apart) may be either, so it passes where fixed lines or mobile phones do.
    ///
    /// Default messages (codes ``ValidationError/Code/notAPhoneNumber``,
    /// ``ValidationError/Code/phoneNumberTooShort``, ``ValidationError/Code/phoneNumberTooLong``,
    /// ``ValidationError/Code/invalidPhoneNumber``, ``ValidationError/Code/notAMobileNumber``,
    /// ``ValidationError/Code/phoneNumberTypeNotAllowed``, ``ValidationError/Code/phoneCountryNotAllowed``;
    /// parameters `country`, `length`, `min`, `max`, `type`, `types`, `countries`): "{field} is not a phone
    /// number.", "{field} is too short for a {country} phone number.", "{field} is not a valid {country} phone
    /// number.", "{field} must be a mobile number.", ….
    ///
    /// `countries` must name at least one country, each one with a country calling code: an empty list
    /// would refuse every number, and an unknown code (`UK` for `GB`) the numbers it seems to allow, so the
    /// factory stops the program with a message saying which (`precondition`), as a form spec refuses such a list
    /// with an argument problem. So does a `types` that lets no number pass: an empty set, or one without a mobile
    /// type with `mobileOnly`.
    ///
    /// - Parameters:
    ///   - country: The country of national input (ISO 3166-1 alpha-2, any case: `US`, `gb`); without one,
    ///     only international input passes.
    ///   - countries: The only countries a number may belong to (ISO 3166-1 alpha-2, any case: `["us"]` is
    ///     `["US"]`, in the check and in the messages); `nil` for any. At least one, each a known country.
    ///   - types: The only types of number that pass (`[.mobile, .fixedLine]`); `nil` for any.
    ///   - mobileOnly: Whether only mobile numbers pass: the shorthand for `types: [.mobile]`.
    ///   - format: How the corrected value is written: ``PhoneNumberFormat/e164`` (the default),
    ///     ``PhoneNumberFormat/international`` (`+44 20 7946 0000`), ``PhoneNumberFormat/national``
    ///     (`020 7946 0000`) or ``PhoneNumberFormat/rfc3966`` (`tel:+44-20-7946-0000`).
    ///   - message: A custom message.
    /// - Returns: A phone-number rule.
    /// - Precondition: `countries` is `nil`, or holds at least one code, each of a country with a calling
    ///   code; `types` and `mobileOnly` let some type pass.
    /// - Complexity: O(*n*) to read the text, then a walk of the plan's automata over at most 19 digits;
    ///   allocates nothing for a valid value already in E.164 form.
    public static func phoneNumber(
        country: String? = nil, countries: [String]? = nil, types: Set<PhoneNumberType>? = nil,
        mobileOnly: Bool = false, format: PhoneNumberFormat = .e164, message: String? = nil
    ) -> Self {
        let country = country.map(CountryArgument.uppercased)
        return phoneNumber(
            reading: { _ in country }, countries: countries, types: types, mobileOnly: mobileOnly,
            format: format, message: message)
    }

    /// Requires a phone number, reading national input for the country that `country` returns when the
    /// rule runs, such as the value of a form's country field.
    ///
    /// See ``phoneNumber(country:countries:types:mobileOnly:format:message:)``.
    ///
    /// - Parameters:
    ///   - country: Returns the country of national input (ISO 3166-1 alpha-2, any case), or `nil`; called
    ///     once per validation.
    ///   - countries: The only countries a number may belong to (any case); `nil` for any. At least one,
    ///     each a known country.
    ///   - types: The only types of number that pass; `nil` for any.
    ///   - mobileOnly: Whether only mobile numbers pass.
    ///   - format: How the corrected value is written (E.164 by default).
    ///   - message: A custom message.
    /// - Returns: A phone-number rule.
    /// - Precondition: `countries` is `nil`, or holds at least one code, each of a country with a calling
    ///   code; `types` and `mobileOnly` let some type pass.
    public static func phoneNumber(
        countryFrom country: @escaping @Sendable () -> String?, countries: [String]? = nil,
        types: Set<PhoneNumberType>? = nil, mobileOnly: Bool = false, format: PhoneNumberFormat = .e164,
        message: String? = nil
    ) -> Self {
        phoneNumber(
            reading: { _ in country().map(CountryArgument.uppercased) }, countries: countries,
            types: types, mobileOnly: mobileOnly, format: format, message: message)
    }

    /// A phone-number rule whose country of national input `country` reads from the validation's context (a
    /// spec's `countryField`), already upper case.
    package static func phoneNumber(
        reading country: @escaping @Sendable (FieldContext) -> String?, countries: [String]?,
        types: Set<PhoneNumberType>?, mobileOnly: Bool, format: PhoneNumberFormat, message: String?
    ) -> Self {
        let filter = PhoneTypeFilter(types: types.map(Array.init), mobileOnly: mobileOnly)
        precondition(
            !filter.isEmpty,
            "phoneNumber(types:mobileOnly:) lets no number pass: "
                + (types?.isEmpty == true ? "types is empty" : "types holds no mobile type, and mobileOnly is true"))
        let allowedCountries = countries.map {
            CountryArgument.checkedList(
                $0, of: "phoneNumber(countries:)",
                expecting: "an ISO 3166-1 alpha-2 country code such as US, GB or DE",
                isKnown: { CallingCodes.codeOfRegion[$0] != nil })
        }
        let allowed = allowedCountries.map(Set.init)
        let allowedList = allowedCountries.map(ValidationParameter.list)
        return Self(name: "phoneNumber", message: message) { value, failures, context in
            guard let typed = PhoneNumberParser.read(value) else {
                failures.append(RuleFailure(.notAPhoneNumber))
                return
            }
            switch PhoneNumberParser.resolve(
                typed, defaultCountry: country(context), allowedCountries: allowed, types: filter)
            {
            case .success(let number):
                if format == .e164 {
                    if !number.isE164AsTyped { value = number.e164 }
                    return
                }
                // A value already written so stays as it is, unallocated.
                let national = number.nationalNumber
                let written = PhoneFormats.withWritten(national, callingCode: number.callingCode, in: format) {
                    value.utf8.elementsEqual($0)
                }
                if !written { value = PhoneFormats.write(national, callingCode: number.callingCode, in: format) }
            case .failure(let problem):
                failures.append(PhoneNumberFailure.report(problem, allowed: allowedList))
            }
        }
    }
}

/// A phone number read and checked against its country's numbering plan: its country calling code, national
/// number, country and type, and its E.164 form.
///
/// ```swift
/// let number = PhoneNumber("(415) 555-0123", defaultCountry: "US")
/// print(number?.e164 ?? "", number?.country ?? "")           // +14155550123 US
/// print(PhoneNumber("+44 7400 123456")?.type == .mobile)   // true
/// ```
///
/// It reads text as ``ValidationRule/phoneNumber(country:countries:types:mobileOnly:format:message:)`` does, and
/// exists for the same numbers: use it to show a flag or the number's type while the person types.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The country calling code: `1`, `44`, `49`.
    public let callingCode: Int
    /// The national significant number: the digits after the country calling code (`4155550123`).
    public let nationalNumber: String
    /// The country (ISO 3166-1 alpha-2: `US`, `CA`, `GB`), or `nil` for a global service such as +800.
    public let country: String?
    /// The type, as the country's numbering plan assigns it: ``PhoneNumberType/mobile``,
    /// ``PhoneNumberType/fixedLine``, ``PhoneNumberType/tollFree``, ….
    public let type: PhoneNumberType

    /// Reads `text` as a phone number.
    ///
    /// - Parameters:
    ///   - text: What was typed: national or international, with any spaces, dashes, dots or parentheses.
    ///   - defaultCountry: The country of national input (ISO 3166-1 alpha-2, any case).
    /// - Returns: `nil` when the text is not a valid phone number.
    /// - Complexity: O(*n*).
    public init?(_ text: String, defaultCountry: String? = nil) {
        guard let typed = PhoneNumberParser.read(text),
            case .success(let number) = PhoneNumberParser.resolve(
                typed, defaultCountry: defaultCountry.map(CountryArgument.uppercased), allowedCountries: nil,
                types: .any)
        else { return nil }
        callingCode = number.callingCode
        nationalNumber = number.nationalNumber.text
        country = number.region
        type = number.type
    }

    /// The number in E.164 form: `+`, the country calling code and the national number (`+14155550123`).
    public var e164: String { "+\(callingCode)\(nationalNumber)" }

    /// The number written in `format`, as libphonenumber writes it: `+44 20 7946 0000` (international),
    /// `020 7946 0000` (national), `tel:+44-20-7946-0000` (RFC 3966), or E.164.
    ///
    /// - Parameter format: How to write the number.
    /// - Returns: The number as text.
    public func formatted(_ format: PhoneNumberFormat) -> String {
        PhoneFormats.write(PhoneDigits(nationalNumber[...]), callingCode: callingCode, in: format)
    }

    /// The E.164 form.
    public var description: String { e164 }
}

/// The failures of the phone-number rule.
enum PhoneNumberFailure {
    static func report(_ problem: PhoneNumberParser.Problem, allowed: ValidationParameter?) -> RuleFailure {
        switch problem {
        case .notAPhoneNumber:
            RuleFailure(.notAPhoneNumber)
        case .unknownCallingCode:
            RuleFailure(.notAPhoneNumberCallingCode)
        case .needsCountry:
            RuleFailure(.notAPhoneNumberInternational)
        case .tooShort(let country, let lengths, let length):
            lengthFailure(.phoneNumberTooShort, country: country, lengths: lengths, length: length)
        case .tooLong(let country, let lengths, let length):
            lengthFailure(.phoneNumberTooLong, country: country, lengths: lengths, length: length)
        case .invalidForCountry(let country):
            RuleFailure(.invalidPhoneNumber, parameters: ["country": .text(country)])
        case .countryNotAllowed(let country):
            RuleFailure(
                .phoneCountryNotAllowed, parameters: ["country": .text(country), "countries": allowed ?? .list([])])
        case .notMobile(let country, let type):
            RuleFailure(.notAMobileNumber, parameters: ["country": .text(country), "type": .text(type.description)])
        case .typeNotAllowed(let country, let type, let allowed):
            RuleFailure(
                .phoneNumberTypeNotAllowed,
                parameters: [
                    "country": .text(country), "type": .text(type.description),
                    "types": .list(allowed.names),
                ])
        }
    }

    /// A number of `length` digits, outside the `lengths` of `country`'s plan.
    private static func lengthFailure(
        _ message: DefaultMessage, country: String, lengths: ClosedRange<Int>, length: Int
    ) -> RuleFailure {
        RuleFailure(
            message,
            parameters: [
                "country": .text(country), "length": .integer(length), "min": .integer(lengths.lowerBound),
                "max": .integer(lengths.upperBound),
            ])
    }
}

/// A phone number, national for `country` or international, of `countries` (any by default) and of `types` (any by
/// default; mobile only with `mobileOnly`); corrected to `format` (E.164, +14155550123, by default).
struct PhoneNumberRule: RuleDefinition {
    static let commandName: String? = "phone"
    static let example = ".phoneNumber(country: \"US\")"
    static let messages: [DefaultMessage] = [
        .notAPhoneNumber, .notAPhoneNumberCallingCode, .notAPhoneNumberInternational, .phoneNumberTooShort,
        .phoneNumberTooLong, .invalidPhoneNumber, .notAMobileNumber, .phoneNumberTypeNotAllowed,
        .phoneCountryNotAllowed,
    ]
    static let known = Set(CallingCodes.knownRegions)

    /// The country of national input (`GB`); without it, only international input passes.
    @Argument(.countryCode, checks: [.knownCountry(known)], commandLine: .option("CC"))
    var country: String? = nil
    /// Another field whose value, a country code, is the country of national input.
    @Argument(.string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var countryField: String? = nil
    /// The only countries allowed (`["GB", "IE"]`); any when absent.
    @Argument(.countryCodes, checks: [.knownCountries(known)], commandLine: .option("CC,CC", takesList: true))
    var countries: [String]? = nil
    /// The only types of number that pass (``PhoneNumberType``); any when absent.
    @Argument(
        .phoneNumberTypes,
        summary: "the only types of number that pass: "
            + PhoneNumberType.allCases.map { "`\($0)`" }.joined(separator: ", ") + "; any when absent",
        checks: [.notEmptyList], commandLine: .option("T,T", takesList: true))
    var types: [PhoneNumberType]? = nil
    /// Whether only mobile numbers pass (default false).
    @Argument(.bool, commandLine: .flag(formerNames: ["--mobile"]))
    var mobileOnly: Bool = false
    /// How the corrected value is written: `e164` (default), `international`, `national` or `rfc3966`.
    @Argument(.phoneNumberFormat, commandLine: .option("F"))
    var format: PhoneNumberFormat = .e164

    func checkArguments() throws(ArgumentProblem) {
        guard let types, !types.isEmpty, mobileOnly, PhoneTypeFilter(types: types, mobileOnly: true).isEmpty else {
            return
        }
        throw "\(nameAndValue: "types") holds no mobile type, so with \(name: "mobileOnly") no number would pass"
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        let country = country.map(CountryArgument.uppercased)
        let types = types.map(Set.init)
        guard let field = countryField else {
            return .local(
                .phoneNumber(
                    country: country, countries: countries, types: types, mobileOnly: mobileOnly,
                    format: format, message: context.message))
        }
        guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
        return .local(
            .phoneNumber(
                reading: { fields in
                    guard let text = read(fields) else { return country }
                    let code = CountryArgument.uppercased(text)
                    return CallingCodes.codeOfRegion[code] == nil ? country : code
                },
                countries: countries, types: types, mobileOnly: mobileOnly, format: format,
                message: context.message))
    }
}
