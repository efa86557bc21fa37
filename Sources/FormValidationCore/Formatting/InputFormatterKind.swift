/// A built-in formatter by the name a form spec (`"formatter": "card"`) and `formcheck format card` give it.
///
/// Each formatter is declared here once, with what it needs: a country (a phone's default country, a postal
/// code's country), a locale (a date's) or an identifier type. Specs and the command line read their names and options from ``all``.
///
/// ```swift
/// let formatter = try InputFormatterKind.named("postal-code")?.formatter(country: "GB")
/// print(formatter?.format("sw1a1aa") ?? "")   // SW1A 1AA
/// ```
public struct InputFormatterKind: Sendable, Hashable, CustomStringConvertible {
    /// The name in specs and on the command line: `phone`, `card`, `iban`, `expiry`, `postal-code`,
    /// `identifier`, `date`.
    public let name: String
    /// What the formatter does, for help texts.
    public let summary: String
    /// What the formatter's country is, or `nil` when it takes none.
    public let country: CountryUse?
    /// Whether the formatter takes a locale (`date`).
    public let takesLocale: Bool
    /// The rule whose country or locale a spec's formatter takes when it names none (`phoneNumber`).
    package let ruleName: String?
    /// Whether the formatter takes an identifier type (`identifier`).
    public let takesType: Bool
    private let make: @Sendable (Options) throws(InputFormatterError) -> any InputFormatter

    /// What a formatter is made with.
    struct Options {
        var country: String?
        var locale: String?
        var type: String?
    }

    /// What a formatter's country is for.
    public enum CountryUse: Sendable, Hashable {
        /// The country of numbers typed without a country code (a phone's default country); optional.
        case defaultCountry
        /// The country whose codes are typed (a postal code's); required.
        case country

        /// The key that names the country in a spec, as in the formatter's rule: `defaultCountry`, `country`.
        public var key: String {
            switch self {
            case .defaultCountry: "defaultCountry"
            case .country: "country"
            }
        }
    }

    private init(
        _ name: String, country: CountryUse? = nil, takesLocale: Bool = false, takesType: Bool = false,
        rule: String? = nil, summary: String,
        make: @escaping @Sendable (Options) throws(InputFormatterError) -> any InputFormatter
    ) {
        self.name = name
        self.country = country
        self.takesLocale = takesLocale
        self.takesType = takesType
        ruleName = rule
        self.summary = summary
        self.make = make
    }

    /// The formatter with the options given.
    ///
    /// - Parameters:
    ///   - country: For `phone`, the country of numbers typed without a country code (`US`); for `postal-code`,
    ///     the country whose codes are typed (required). Ignored by the others.
    ///   - locale: For `date`, the identifier of the locale whose order is typed (`en_GB`); the current locale
    ///     when `nil`. Ignored by the others.
    ///   - type: For `identifier`, the identifier type's name (`br.cpf`; `vat`, `taxID` or `nationalID` with
    ///     `country`). Required by it, ignored by the others.
    /// - Throws: ``InputFormatterError`` for a missing or unknown country or type, or an unknown locale.
    /// - Returns: The formatter.
    public func formatter(country: String? = nil, locale: String? = nil, type: String? = nil)
        throws(InputFormatterError) -> any InputFormatter
    {
        try make(Options(country: country, locale: locale, type: type))
    }

    /// The formatter kind called `name`, or `nil`.
    ///
    /// - Parameter name: A formatter's name: `phone`, `card`, `iban`, `expiry`, `postal-code`, `identifier` or
    ///   `date`.
    /// - Returns: The kind, or `nil` for an unknown name.
    public static func named(_ name: String) -> InputFormatterKind? {
        all.first { $0.name == name }
    }

    /// Every built-in formatter, in the order help texts list them.
    public static let all: [InputFormatterKind] = [
        InputFormatterKind(
            "phone", country: .defaultCountry, rule: PhoneNumberRule.name,
            summary: "A phone number grouped as libphonenumber groups it while it is typed ((650) 253-0000)."
        ) { options throws(InputFormatterError) in
            // An unknown country would format nothing typed without a calling code: refused, not ignored.
            let country = options.country
            if let country, PhoneMetadata.region(country.uppercased()) == nil {
                throw .unknownCountry(country, formatter: "phone")
            }
            return PhoneNumberInputFormatter(defaultCountry: country)
        },
        InputFormatterKind(
            "card", summary: "A card number in the groups of its brand (4111 1111 1111 1111, 3782 822463 10005)."
        ) { _ in CardNumberInputFormatter() },
        InputFormatterKind("iban", summary: "An IBAN in groups of four, upper case (DE89 3704 0044 0532 0130 00).") {
            _ in IBANInputFormatter()
        },
        InputFormatterKind("expiry", summary: "A card expiry date as MM/YY, the slash put in (04/29).") { _ in
            CardExpiryInputFormatter()
        },
        InputFormatterKind(
            "postal-code", country: .country, rule: PostalCodeRule.name,
            summary: "A postal code in its country's canonical case and spacing (SW1A 1AA)."
        ) { options throws(InputFormatterError) in
            guard let country = options.country else { throw .missingCountry(formatter: "postal-code") }
            guard let postal = PostalCodeCountry(country) else {
                throw .unknownCountry(country, formatter: "postal-code")
            }
            return PostalCodeInputFormatter(country: postal)
        },
        InputFormatterKind(
            "identifier", country: .country, takesType: true, rule: IdentifierRule.name,
            summary: "An identifier in its display form (050.473.704-02 for a br.cpf); for vat, taxID and "
                + "nationalID, that of the country's type that what is typed fits."
        ) { options throws(InputFormatterError) in
            guard let name = options.type else { throw .missingType(formatter: "identifier") }
            guard let type = IdentifierType(name: name) else { throw .unknownType(name, formatter: "identifier") }
            guard let role = type.role, let country = options.country else {
                return IdentifierInputFormatter(type: type)
            }
            guard IdentifierCountries.iso3166.contains(country.uppercased()) else {
                throw .unknownCountry(country, formatter: "identifier")
            }
            return IdentifierInputFormatter(role, country: country)
        },
        InputFormatterKind(
            "date", takesLocale: true, rule: DateRule.name,
            summary: "A date in the locale's order, with its separator (23/11/2026)."
        ) { options throws(InputFormatterError) in
            let locale = options.locale
            if let locale, LocaleArgument.problem(key: "locale")(locale) != nil { throw .unknownLocale(locale) }
            return DateInputFormatter(locale: LocaleArgument.locale(locale))
        },
    ]

    /// The names of every built-in formatter, for messages: `card, iban, …`.
    public static var names: [String] { all.map(\.name) }

    /// The ``name``.
    public var description: String { name }

    /// Whether two kinds have the same name.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Why a built-in formatter cannot be made with the options given.
public enum InputFormatterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The formatter needs a country (`postal-code`).
    case missingCountry(formatter: String)
    /// The country is not one the formatter knows.
    case unknownCountry(String, formatter: String)
    /// The locale identifier names no locale.
    case unknownLocale(String)
    /// The formatter needs an identifier type (`identifier`).
    case missingType(formatter: String)
    /// The identifier type is not one the library knows.
    case unknownType(String, formatter: String)

    /// The reason, as a message shows it.
    public var description: String {
        switch self {
        case .missingCountry(let formatter): "the \(formatter) formatter needs a country"
        case .unknownCountry(let country, let formatter):
            "the \(formatter) formatter does not know the country \"\(country)\""
        case .unknownLocale(let locale): "unknown locale \"\(locale)\""
        case .missingType(let formatter): "the \(formatter) formatter needs an identifier type, such as br.cpf"
        case .unknownType(let type, let formatter):
            "the \(formatter) formatter does not know the identifier type \"\(type)\""
        }
    }
}
