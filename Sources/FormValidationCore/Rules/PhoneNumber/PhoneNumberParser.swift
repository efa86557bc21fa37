/// Reads a phone number as people type it and resolves it against the numbering plans: the engine behind
/// ``ValidationRule/phoneNumber(defaultCountry:allowedCountries:mobileOnly:message:)`` and ``PhoneNumber``.
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
        /// The type, or `nil` when there is no numbering plan here for the region (only its structure is known).
        var type: PhoneNumberType?
        /// Whether the text typed is this number in E.164 form, character for character.
        var isE164AsTyped: Bool

        /// `+` and the digits.
        var e164: String { "+\(callingCode)\(nationalNumber.text)" }
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
        /// A valid number, but not a mobile one.
        case notMobile(country: String, type: PhoneNumberType)
    }

    /// The national numbers of a country without a numbering plan here: from 4 digits (the shortest there are,
    /// in Niue and Tokelau) to what E.164's 15 leaves after the calling code.
    static func structuralLengths(callingCode: Int) -> ClosedRange<Int> {
        4...(15 - String(callingCode).utf8.count)
    }

    // MARK: Reading

    /// Reads the digits of `text`: ASCII or other decimal digits, with spaces, dashes, dots, slashes and
    /// parentheses between them, and one `+` before the first digit.
    ///
    /// - Returns: What was typed, or `nil` for text that is no phone number (a letter, a second `+`, no digit).
    /// - Complexity: O(*n*); allocates nothing.
    static func read(_ text: String) -> Typed? {
        var typed = Typed()
        var sawPlus = false
        for scalar in text.unicodeScalars {
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

    // MARK: Resolving

    /// Resolves what was typed.
    ///
    /// - Parameters:
    ///   - typed: What ``read(_:)`` found.
    ///   - defaultCountry: The region national input is read for (upper-case ISO code), if any.
    ///   - allowedCountries: The regions a number may belong to; `nil` for any.
    ///   - mobileOnly: Whether only mobile numbers pass.
    /// - Returns: The number, or why it does not pass.
    static func resolve(
        _ typed: Typed, defaultCountry: String?, allowedCountries: Set<String>?, mobileOnly: Bool
    ) -> Result<Resolved, Problem> {
        let number: Resolved
        switch locate(typed, defaultCountry: defaultCountry, allowedCountries: allowedCountries) {
        case .success(let located): number = located
        case .failure(let problem): return .failure(problem)
        }
        if let allowedCountries, !isAllowed(number.region, allowedCountries) {
            return .failure(.countryNotAllowed(country: number.region ?? "+\(number.callingCode)"))
        }
        if mobileOnly, let type = number.type, !type.isMobile {
            return .failure(.notMobile(country: number.region ?? "+\(number.callingCode)", type: type))
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
        var digits = typed.digits
        if typed.hasPlus {
            return international(
                digits, extraDigits: typed.digitCount - digits.count, isE164AsTyped: typed.isPlusAndDigits,
                preferring: defaultCountry, allowedCountries: allowedCountries)
        }
        let plan = defaultCountry.flatMap { NumberingPlans.byRegion[$0] }
        let metadata = plan == nil ? defaultCountry.flatMap { PhoneMetadata.byRegion[$0] } : nil
        if let prefix = internationalPrefix(of: digits, plan: plan, metadata: metadata) {
            return international(
                digits.dropFirst(prefix), extraDigits: typed.digitCount - digits.count, isE164AsTyped: false,
                preferring: defaultCountry, allowedCountries: allowedCountries)
        }
        guard let defaultCountry, let callingCode = CallingCodes.codeOfRegion[defaultCountry] else {
            return .failure(.needsCountry)
        }
        let extra = typed.digitCount - digits.count
        if let metadata {
            return published(
                digits, callingCode: callingCode, extraDigits: extra, isE164AsTyped: false, home: metadata,
                nationalInput: true)
        }
        guard let plan else {
            // No plan here: a leading 0 is taken for the trunk prefix most countries use.
            if digits.count > 1, digits.digit(at: 0) == 0 { digits = digits.dropFirst(1) }
            return structural(
                callingCode: callingCode, nationalNumber: digits, extraDigits: extra, isE164AsTyped: false,
                region: defaultCountry)
        }
        var national = digits
        if let trunk = plan.trunkPrefix, digits.hasPrefix(trunk), digits.count > trunk.count {
            // The digits after the trunk prefix, unless only the digits as typed are a number. In North America,
            // where the trunk 1 is optional, the message is about the digits as typed when only they have a length
            // the country uses: "111 123 5434" is a bad US number, not a short one.
            let stripped = withoutCarrierCode(digits.dropFirst(trunk.count), plan: plan)
            if extra > 0
                || match(stripped, callingCode: callingCode, preferring: defaultCountry, allowedCountries) != nil
            {
                national = stripped
            } else if match(digits, callingCode: callingCode, preferring: defaultCountry, allowedCountries) == nil,
                !plan.isNANP || plan.lengthBounds.contains(stripped.count) || !plan.lengthBounds.contains(digits.count)
            {
                national = stripped
            }
        }
        return planned(
            national, callingCode: callingCode, extraDigits: extra, isE164AsTyped: false, stripsTrunk: false,
            preferring: defaultCountry, allowedCountries: allowedCountries, reportingFor: plan)
    }

    /// The international call prefix every country but a few uses, and this rule accepts everywhere: no national
    /// number starts with it.
    private static let commonInternationalPrefix: PhoneDigits = "00"

    /// The length of the international call prefix `digits` start with: the plan's own (longest first), or `00`;
    /// for a region of the published metadata, its international prefix, followed by a digit other than 0 (no
    /// calling code starts with 0).
    private static func internationalPrefix(
        of digits: PhoneDigits, plan: NumberingPlan?, metadata: PhoneMetadata?
    ) -> Int? {
        if let metadata {
            guard let length = metadata.internationalPrefix.longestPrefix(of: digits), length > 0,
                length < digits.count, digits.digit(at: length) != 0
            else { return nil }
            return length
        }
        if let plan {
            for prefix in plan.internationalPrefixes where digits.hasPrefix(prefix) { return prefix.count }
        }
        return digits.hasPrefix(commonInternationalPrefix) ? commonInternationalPrefix.count : nil
    }

    /// A number in international form: the calling code, then the national number.
    private static func international(
        _ digits: PhoneDigits, extraDigits: Int, isE164AsTyped: Bool, preferring defaultCountry: String?,
        allowedCountries: Set<String>?
    ) -> Result<Resolved, Problem> {
        guard let (callingCode, length) = CallingCodes.code(at: digits) else {
            return .failure(digits.count + extraDigits < 2 ? .notAPhoneNumber : .unknownCallingCode)
        }
        let national = digits.dropFirst(length)
        guard let plans = NumberingPlans.byCallingCode[callingCode] else {
            if let regions = PhoneMetadata.byCallingCode[callingCode] {
                return published(
                    national, callingCode: callingCode, extraDigits: extraDigits, isE164AsTyped: isE164AsTyped,
                    home: regions[0], nationalInput: false)
            }
            return structural(
                callingCode: callingCode, nationalNumber: national, extraDigits: extraDigits,
                isE164AsTyped: isE164AsTyped,
                region: CallingCodes.region(of: callingCode, nationalNumber: national))
        }
        let home = plans.first { $0.region == defaultCountry } ?? plans[0]
        return planned(
            national, callingCode: callingCode, extraDigits: extraDigits, isE164AsTyped: isE164AsTyped,
            stripsTrunk: true, preferring: defaultCountry, allowedCountries: allowedCountries, reportingFor: home)
    }

    /// A national number of a calling code with numbering plans here; problems are reported for `plan`.
    private static func planned(
        _ national: PhoneDigits, callingCode: Int, extraDigits: Int, isE164AsTyped: Bool, stripsTrunk: Bool,
        preferring defaultCountry: String?, allowedCountries: Set<String>?, reportingFor plan: NumberingPlan
    ) -> Result<Resolved, Problem> {
        let length = national.count + extraDigits
        /// `digits` resolved in the plans of `callingCode`, if one of them has it.
        func resolved(_ digits: PhoneDigits, isE164AsTyped: Bool) -> Resolved? {
            guard
                let (region, type) = match(
                    digits, callingCode: callingCode, preferring: defaultCountry, allowedCountries)
            else { return nil }
            return Resolved(
                callingCode: callingCode, nationalNumber: digits, region: region, type: type,
                isE164AsTyped: isE164AsTyped)
        }
        if extraDigits == 0 {
            if let number = resolved(national, isE164AsTyped: isE164AsTyped) { return .success(number) }
            // "+44 (0)20 …": a trunk prefix typed after the calling code.
            if stripsTrunk, let trunk = plan.trunkPrefix, national.hasPrefix(trunk), national.count > trunk.count,
                let number = resolved(national.dropFirst(trunk.count), isE164AsTyped: false)
            {
                return .success(number)
            }
            if callingCode == 1, let region = otherNANPRegion(national) {
                return .success(
                    Resolved(
                        callingCode: 1, nationalNumber: national, region: region, type: nil,
                        isE164AsTyped: isE164AsTyped))
            }
        }
        if length < plan.lengthBounds.lowerBound {
            return .failure(.tooShort(country: plan.region, lengths: plan.lengthBounds, length: length))
        }
        if length > plan.lengthBounds.upperBound {
            return .failure(.tooLong(country: plan.region, lengths: plan.lengthBounds, length: length))
        }
        return .failure(.invalidForCountry(country: plan.region))
    }

    /// The region and type of `national` in the first plan of `callingCode` that has it: the default country's
    /// plan first, then those of allowed countries, then the others.
    private static func match(
        _ national: PhoneDigits, callingCode: Int, preferring defaultCountry: String?, _ allowedCountries: Set<String>?
    ) -> (region: String, type: PhoneNumberType)? {
        guard let plans = NumberingPlans.byCallingCode[callingCode] else { return nil }
        var fallback: (region: String, type: PhoneNumberType)?
        for plan in plans {
            guard let type = plan.type(of: national) else { continue }
            if plan.region == defaultCountry { return (plan.region, type) }
            if fallback == nil
                || (allowedCountries?.contains(plan.region) ?? false)
                    && !(allowedCountries?.contains(fallback!.region) ?? false)
            {
                fallback = (plan.region, type)
            }
        }
        return fallback
    }

    /// A national number of a calling code known from libphonenumber's published metadata, read as libphonenumber
    /// reads it: the national prefix (and a carrier code) stripped as `home`'s metadata says, then, for national
    /// input, valid when it is a number of `home`; for international input, of the region that claims it (by its
    /// leading digits, or else by being one of its numbers, the calling code's main region first).
    private static func published(
        _ national: PhoneDigits, callingCode: Int, extraDigits: Int, isE164AsTyped: Bool, home: PhoneMetadata,
        nationalInput: Bool
    ) -> Result<Resolved, Problem> {
        let country = home.region == "001" ? "+\(callingCode)" : home.region
        var length = national.count + extraDigits
        if extraDigits == 0 {
            let number = home.strippingNationalPrefix(national)
            length = number.count
            let region =
                nationalInput
                ? home : PhoneMetadata.byCallingCode[callingCode]?.first { $0.claims(number) }
            if let region, let type = region.type(of: number) {
                return .success(
                    Resolved(
                        callingCode: callingCode, nationalNumber: number,
                        region: region.region == "001" ? nil : region.region, type: type,
                        isE164AsTyped: isE164AsTyped && number.count == national.count))
            }
        }
        let bounds = home.lengthBounds
        if length < bounds.lowerBound {
            return .failure(.tooShort(country: country, lengths: bounds, length: length))
        }
        if length > bounds.upperBound {
            return .failure(.tooLong(country: country, lengths: bounds, length: length))
        }
        return .failure(.invalidForCountry(country: country))
    }

    /// The region of a NANP number outside the United States and Canada, by its area code.
    private static func otherNANPRegion(_ national: PhoneDigits) -> String? {
        guard national.count == 10, national.digit(at: 0) >= 2, national.digit(at: 3) >= 2 else { return nil }
        return CallingCodes.otherNANPRegions[Int(national.leading(3))]
    }

    /// Brazil: a carrier selection code (two digits) may follow the trunk prefix, as in `0 21 11 91234 5678`.
    private static func withoutCarrierCode(_ national: PhoneDigits, plan: NumberingPlan) -> PhoneDigits {
        guard plan.region == "BR", national.count == 12 || national.count == 13 else { return national }
        return national.dropFirst(2)
    }

    /// A number of a calling code without a numbering plan here: E.164's structure only.
    private static func structural(
        callingCode: Int, nationalNumber: PhoneDigits, extraDigits: Int, isE164AsTyped: Bool, region: String?
    ) -> Result<Resolved, Problem> {
        let lengths = structuralLengths(callingCode: callingCode)
        let length = nationalNumber.count + extraDigits
        let country = region ?? "+\(callingCode)"
        if length < lengths.lowerBound {
            return .failure(.tooShort(country: country, lengths: lengths, length: length))
        }
        if length > lengths.upperBound { return .failure(.tooLong(country: country, lengths: lengths, length: length)) }
        return .success(
            Resolved(
                callingCode: callingCode, nationalNumber: nationalNumber, region: region, type: nil,
                isE164AsTyped: isE164AsTyped))
    }
}
