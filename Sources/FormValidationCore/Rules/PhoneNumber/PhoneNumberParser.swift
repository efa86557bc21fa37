/// Reads a phone number as people type it and resolves it against the numbering plans: the engine behind
/// ``ValidationRule/phoneNumber(country:countries:types:mobileOnly:format:message:)`` and ``PhoneNumber``.
///
/// Reading is one pass over the text that keeps at most ``PhoneDigits/capacity`` digits and counts the rest, so
/// it takes linear time and allocates nothing; resolving looks at those digits only.
enum PhoneNumberParser {
    /// What was typed: the digits, and whether they were preceded by `+`.
    struct Typed: Sendable {
        /// Whether a `+` came before the first digit.
        var hasPlus = false
        /// The first ``PhoneDigits/capacity`` digits.
        var digits = PhoneDigits()
        /// How many digits there are in all.
        var digitCount = 0
        /// Whether the text is exactly `+` and ASCII digits: already in E.164 form when the number is valid.
        var isPlusAndDigits = true
    }

    /// A number that exists, or might: its calling code, national number, region and type.
    struct Resolved: Sendable {
        var callingCode: Int
        var nationalNumber: PhoneDigits
        /// The region (`GB`), or `nil` for a global service such as +800.
        var region: String?
        /// The type, as the region's plan assigns it.
        var type: PhoneNumberType
        /// Whether the text typed is this number in E.164 form, character for character.
        var isE164AsTyped: Bool

        /// `+` and the digits, written in place: at most 1 + 3 + 17 bytes.
        var e164: String {
            String(unsafeUninitializedCapacity: 4 + nationalNumber.count) { buffer in
                var writer = ByteWriter(buffer)
                writer.append(UInt8(ascii: "+"))
                writer.append(callingCode)
                for index in 0..<nationalNumber.count { writer.append(nationalNumber.digit(at: index) + 0x30) }
                return writer.count
            }
        }

        /// `number` of `plan`'s region (none for a global service's plan, region `001`).
        init(_ number: PhoneDigits, of plan: PhoneMetadata, type: PhoneNumberType, isE164AsTyped: Bool) {
            callingCode = plan.callingCode
            nationalNumber = number
            region = plan.region == "001" ? nil : plan.region
            self.type = type
            self.isE164AsTyped = isE164AsTyped
        }
    }

    /// Why text is not a phone number that passes.
    enum Problem: Error, Hashable {
        /// A character that is neither a digit nor a separator, a misplaced `+`, or no digit at all.
        case notAPhoneNumber
        /// International form, but no known country calling code at the start.
        case unknownCallingCode
        /// National form, but no (known) country to read it for.
        case needsCountry
        /// Fewer digits than any number of the country has; `lengths` are its national numbers' lengths.
        case tooShort(country: String, lengths: ClosedRange<Int>, length: Int)
        /// More digits than any number of the country has.
        case tooLong(country: String, lengths: ClosedRange<Int>, length: Int)
        /// A length the country uses, but no number of the country.
        case invalidForCountry(country: String)
        /// A valid number, but of a country not allowed.
        case countryNotAllowed(country: String)
        /// A valid number, but not a mobile one, where only mobile numbers pass.
        case notMobile(country: String, type: PhoneNumberType)
        /// A valid number, but of a type that does not pass.
        case typeNotAllowed(country: String, type: PhoneNumberType, allowed: PhoneTypeFilter)
    }

    // MARK: Reading

    /// Reads the digits of `text`: ASCII or other decimal digits, with spaces, dashes, dots, slashes and
    /// parentheses between them, and one `+` before the first digit. An RFC 3966 `tel:` URI without parameters
    /// reads as its number (`tel:+44-20-7946-0000`, what the rule writes for `.rfc3966`), and the invisible marks
    /// that text copied from a right-to-left page carries (LRM, RLM, ALM, bidi embeddings and isolates, zero-width
    /// spaces and joiners, a byte order mark, a soft hyphen) are skipped, as libphonenumber skips them.
    ///
    /// - Returns: What was typed, or `nil` for text that is no phone number (a letter, a second `+`, no digit).
    /// - Complexity: O(*n*); allocates nothing.
    static func read(_ text: String) -> Typed? {
        var typed = Typed()
        var sawPlus = false
        var scalars = Substring(text).unicodeScalars[...]
        if Self.startsWithTelScheme(scalars) { scalars = scalars.dropFirst(4) }
        for scalar in scalars {
            let value = scalar.value
            if value >= 0x30 && value <= 0x39 {
                typed.digits.append(UInt8(value - 0x30))
                typed.digitCount += 1
                continue
            }
            typed.isPlusAndDigits = typed.isPlusAndDigits && value == 0x2B && !sawPlus && typed.digitCount == 0
            switch value {
            case 0x2B, 0xFF0B:  // + ＋
                if sawPlus || typed.digitCount > 0 { return nil }
                sawPlus = true
                typed.hasPlus = true
            case 0x20, 0x09, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0xA0, 0x2010...0x2015, 0x2212, 0x2007, 0x2009, 0x202F,
                0x3000, 0xFF0D, 0xFF0E, 0xFF08, 0xFF09:
                // Spaces (also no-break and thin ones), hyphens and dashes, dots, slashes, parentheses.
                continue
            case 0xAD, 0x61C, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF:
                // Invisible: a soft hyphen, bidi marks, embeddings and isolates, zero-width spaces and joiners,
                // a word joiner, a byte order mark. Not a change of `isPlusAndDigits`: the text is no E.164 form.
                continue
            default:
                guard scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue else {
                    return nil
                }
                typed.digits.append(UInt8(digit))
                typed.digitCount += 1
            }
        }
        guard typed.digitCount > 0 else { return nil }
        if !typed.hasPlus { typed.isPlusAndDigits = false }
        return typed
    }

    /// Whether the text starts with `tel:`, in any case (a URI scheme is case-insensitive).
    private static func startsWithTelScheme(_ scalars: Substring.UnicodeScalarView) -> Bool {
        var index = scalars.startIndex
        for expected in "tel:".unicodeScalars {
            guard index < scalars.endIndex else { return false }
            let scalar = scalars[index]
            let folded = scalar.value >= 0x41 && scalar.value <= 0x5A ? scalar.value + 0x20 : scalar.value
            guard folded == expected.value else { return false }
            index = scalars.index(after: index)
        }
        return true
    }

    // MARK: Resolving

    /// Resolves what was typed.
    ///
    /// - Parameters:
    ///   - typed: What ``read(_:)`` found.
    ///   - defaultCountry: The region national input is read for (upper-case ISO code), if any.
    ///   - allowedCountries: The regions a number may belong to; `nil` for any.
    ///   - types: The types of number that pass.
    /// - Returns: The number, or why it does not pass.
    static func resolve(
        _ typed: Typed, defaultCountry: String?, allowedCountries: Set<String>?, types: PhoneTypeFilter
    ) -> Result<Resolved, Problem> {
        let number: Resolved
        switch locate(typed, defaultCountry: defaultCountry, allowedCountries: allowedCountries) {
        case .success(let located): number = located
        case .failure(let problem): return .failure(problem)
        }
        if let allowedCountries, !isAllowed(number.region, allowedCountries) {
            return .failure(.countryNotAllowed(country: number.region ?? "+\(number.callingCode)"))
        }
        if !types.accepts(number.type) {
            let country = number.region ?? "+\(number.callingCode)"
            return .failure(
                types == .mobile
                    ? .notMobile(country: country, type: number.type)
                    : .typeNotAllowed(country: country, type: number.type, allowed: types))
        }
        return .success(number)
    }

    private static func isAllowed(_ region: String?, _ allowedCountries: Set<String>) -> Bool {
        guard let region else { return false }
        return allowedCountries.contains(region)
    }

    /// The number typed, before the allowed countries and types are checked.
    private static func locate(
        _ typed: Typed, defaultCountry: String?, allowedCountries: Set<String>?
    ) -> Result<Resolved, Problem> {
        let digits = typed.digits
        let extra = typed.digitCount - digits.count
        let home = defaultCountry.flatMap(PhoneMetadata.region)
        if typed.hasPlus {
            return international(
                digits, extraDigits: extra, isE164AsTyped: typed.isPlusAndDigits, home: home,
                allowedCountries: allowedCountries, nationalInput: false)
        }
        guard let home else { return .failure(.needsCountry) }
        if let prefix = internationalPrefix(of: digits, home: home) {
            return international(
                digits.dropFirst(prefix), extraDigits: extra, isE164AsTyped: false, home: home,
                allowedCountries: allowedCountries, nationalInput: false)
        }
        if extra == 0, let rest = afterOwnCallingCode(digits, home: home),
            let main = PhoneMetadata.regions(callingCode: home.callingCode)?.first
        {
            return national(
                rest, extraDigits: 0, isE164AsTyped: false, home: main, preferred: home,
                allowedCountries: allowedCountries, nationalInput: true)
        }
        return national(
            digits, extraDigits: extra, isE164AsTyped: false, home: home, preferred: home,
            allowedCountries: allowedCountries, nationalInput: true)
    }

    /// The length of the international call prefix of `home` (`00`, `0011`, `011`, `8~10` read as `810`) that
    /// `digits` start with, when a digit other than 0 follows (no calling code starts with 0).
    private static func internationalPrefix(of digits: PhoneDigits, home: PhoneMetadata) -> Int? {
        guard let length = home.internationalPrefix.longestPrefix(of: digits), length > 0, length < digits.count,
            digits.digit(at: length) != 0
        else { return nil }
        return length
    }

    /// The national number after the country's own calling code, when national input starts with it, typed
    /// without `+` (`47 57 87 55 47` in Norway), as libphonenumber decides it: the digits after the code, without a
    /// national prefix, are a number of the country's pattern and all the digits are not, or all the digits are too
    /// many for a national number.
    private static func afterOwnCallingCode(_ digits: PhoneDigits, home: PhoneMetadata) -> PhoneDigits? {
        let length = home.callingCodeLength
        guard digits.count > length, digits.leading(length) == UInt64(home.callingCode) else { return nil }
        let rest = home.strippingNationalPrefix(digits.dropFirst(length))
        guard
            !home.matchesPattern(digits) && home.matchesPattern(rest)
                || digits.count > home.lengthBounds.upperBound
        else { return nil }
        return rest
    }

    /// A number in international form: the calling code, then the national number. The national prefix is
    /// stripped as the code's main region says (libphonenumber's reading); the number belongs preferably to the
    /// default country, and problems are reported for it, when it shares the calling code, or else for the code's
    /// main region.
    private static func international(
        _ digits: PhoneDigits, extraDigits: Int, isE164AsTyped: Bool, home: PhoneMetadata?,
        allowedCountries: Set<String>?, nationalInput: Bool
    ) -> Result<Resolved, Problem> {
        guard let (callingCode, length) = CallingCodes.code(at: digits),
            let regions = PhoneMetadata.regions(callingCode: callingCode)
        else {
            return .failure(digits.count + extraDigits < 2 ? .notAPhoneNumber : .unknownCallingCode)
        }
        let preferred = home.flatMap { $0.callingCode == callingCode ? $0 : nil } ?? regions[0]
        return national(
            digits.dropFirst(length), extraDigits: extraDigits, isE164AsTyped: isE164AsTyped, home: regions[0],
            preferred: preferred, allowedCountries: allowedCountries, nationalInput: nationalInput)
    }

    /// A national number, read as libphonenumber reads it: the national prefix (and a carrier code) stripped as
    /// `home`'s metadata says, then a number of the region that claims it (by its leading digits, or else by being
    /// one of its numbers, the calling code's main region first), or of `preferred` when it is one of its numbers
    /// too, or of an allowed country that has it when the claiming one is not allowed. Problems are reported for
    /// `preferred`.
    ///
    /// Without allowed countries, national input must be a number of `preferred`, as libphonenumber's
    /// `isValidNumberForRegion` says (`(505) 864-8140` is no Canadian number). With them, it may be a number of
    /// another region of the calling code, which the allowed countries then accept or refuse by name.
    private static func national(
        _ national: PhoneDigits, extraDigits: Int, isE164AsTyped: Bool, home: PhoneMetadata,
        preferred: PhoneMetadata, allowedCountries: Set<String>?, nationalInput: Bool
    ) -> Result<Resolved, Problem> {
        let callingCode = home.callingCode
        let country = preferred.region == "001" ? "+\(callingCode)" : preferred.region
        var length = national.count + extraDigits
        if extraDigits == 0 {
            let number = home.strippingNationalPrefix(national)
            length = number.count
            let asTyped = isE164AsTyped && number.count == national.count
            let preferredType = preferred.type(of: number)
            if let type = preferredType, allowedCountries?.contains(preferred.region) ?? true {
                return .success(Resolved(number, of: preferred, type: type, isE164AsTyped: asTyped))
            }
            let regions = PhoneMetadata.regions(callingCode: callingCode) ?? []
            var region: PhoneMetadata?
            if preferredType != nil {
                region = preferred  // The default country's number too (toll-free in the US and in Canada).
            } else if !nationalInput || allowedCountries != nil {
                region = regions.first { $0.claims(number) }
            }  // else no number of the country it was typed for.
            if let allowedCountries, let claimed = region, !allowedCountries.contains(claimed.region),
                let allowed = regions.first(where: {
                    allowedCountries.contains($0.region) && $0.type(of: number) != nil
                })
            {
                region = allowed
            }
            if let region, let type = region.type(of: number) {
                return .success(Resolved(number, of: region, type: type, isE164AsTyped: asTyped))
            }
        }
        let bounds = preferred.lengthBounds
        if length < bounds.lowerBound {
            return .failure(.tooShort(country: country, lengths: bounds, length: length))
        }
        if length > bounds.upperBound {
            return .failure(.tooLong(country: country, lengths: bounds, length: length))
        }
        return .failure(.invalidForCountry(country: country))
    }
}
