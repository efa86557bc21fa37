/// The country whose postal codes ``ValidationRule/postalCode(country:message:)`` accepts, or any country.
///
/// ```swift
/// print(RuleSet<String>(.postalCode(country: .gb)).validate("sw1a1aa"))   // valid("SW1A 1AA")
/// print(PostalCodeCountry("nl") == .nl)                                   // true
/// ```
///
/// The countries are the 181 of ``supported``, every country whose postal-code pattern Google's address data
/// publishes (`PostalCodeCountry("ZA")`); the constants below name the twenty with stricter national rules.
/// ``any`` accepts what some country could use.
public struct PostalCodeCountry: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-2 code in upper case (`"GB"`), or `"any"`.
    public let code: String
    /// Where the country's pattern sits in ``PostalCodePattern/all``; -1 for ``any``. Found once, when the
    /// country is made, so that a rule reading the country of each record finds its pattern by position.
    private let position: Int16

    private init(known code: String) {
        self.code = code
        position = PostalCodePattern.position(ofLetters: code).map { Int16($0) } ?? -1
    }

    private init(position: Int) {
        code = PostalCodePattern.all[position].country
        self.position = Int16(position)
    }

    /// The country with the ISO 3166-1 alpha-2 code `code` (`"GB"`, `"gb"`), or any country for `"any"`;
    /// `nil` for a country without a published postal-code pattern (Angola, Hong Kong, …).
    ///
    /// - Parameter code: A two-letter country code in either case, or `any`.
    public init?(_ code: String) {
        if let position = PostalCodePattern.position(ofLetters: code) {
            self.init(position: position)
            return
        }
        if code.lowercased() == "any" {
            self = .any
            return
        }
        // Letters that are not ASCII may still change case into a code (`ıt` is `IT`).
        let upper = code.uppercased()
        guard let position = PostalCodePattern.position(ofLetters: upper) else { return nil }
        self.init(position: position)
    }

    /// Any country: 3 to 10 letters and digits with at least one digit, not all of them 0, in one group or two
    /// separated by spaces or a hyphen.
    public static let any = PostalCodeCountry(known: "any")
    /// The United States: a ZIP Code (`94103`) or ZIP+4 (`94103-1234`).
    public static let us = PostalCodeCountry(known: "US")
    /// Canada: `K1A 0B1`.
    public static let ca = PostalCodeCountry(known: "CA")
    /// The United Kingdom: `SW1A 1AA`, `M1 1AE`, `GIR 0AA`.
    public static let gb = PostalCodeCountry(known: "GB")
    /// Germany: `10115`.
    public static let de = PostalCodeCountry(known: "DE")
    /// France: `75001`.
    public static let fr = PostalCodeCountry(known: "FR")
    /// Japan: `100-0001`.
    public static let jp = PostalCodeCountry(known: "JP")
    /// Brazil: `01310-100`.
    public static let br = PostalCodeCountry(known: "BR")
    /// India: `110001`.
    public static let `in` = PostalCodeCountry(known: "IN")
    /// The Netherlands: `1012 AB`.
    public static let nl = PostalCodeCountry(known: "NL")
    /// Australia: `2000`.
    public static let au = PostalCodeCountry(known: "AU")
    /// Spain: `28013`.
    public static let es = PostalCodeCountry(known: "ES")
    /// Italy: `00184`.
    public static let it = PostalCodeCountry(known: "IT")
    /// China: `100000`.
    public static let cn = PostalCodeCountry(known: "CN")
    /// Mexico: `06000`.
    public static let mx = PostalCodeCountry(known: "MX")
    /// South Korea: `03154`.
    public static let kr = PostalCodeCountry(known: "KR")
    /// Poland: `00-950`.
    public static let pl = PostalCodeCountry(known: "PL")
    /// Sweden: `114 55`.
    public static let se = PostalCodeCountry(known: "SE")
    /// Switzerland: `8001`.
    public static let ch = PostalCodeCountry(known: "CH")
    /// Austria: `1010`.
    public static let at = PostalCodeCountry(known: "AT")
    /// Belgium: `1000`.
    public static let be = PostalCodeCountry(known: "BE")

    /// Every country whose postal codes the rule knows, by code, without ``any``.
    public static var supported: [PostalCodeCountry] {
        PostalCodePattern.all.map { PostalCodeCountry(known: $0.country) }
    }

    /// Whether Google's address data gives the country's subdivisions (states, provinces) the prefixes of their
    /// postal codes, which ``ValidationRule/postalCode(country:subdivisionFrom:message:)`` checks: true for 24
    /// countries, among them the United States, Canada, Mexico, Brazil, Spain, Italy, Japan and India.
    public var hasSubdivisions: Bool { PostalCodeSubdivision.hasSubdivisions(code) }

    /// The country's published pattern; `nil` for ``any``.
    package var pattern: PostalCodePattern? { position < 0 ? nil : PostalCodePattern.all[Int(position)] }

    /// The country's stricter national rules, where the rule has them.
    package var national: PostalCodeFormat? {
        guard position >= 0 else { return nil }
        let national = PostalCodeFormat.positionByPattern[Int(position)]
        return national < 0 ? nil : PostalCodeFormat.all[Int(national)]
    }

    /// A valid code in canonical form, for messages: `SW1A 1AA`; `nil` for ``any``.
    package var example: String? { national?.example ?? pattern?.example }

    /// The code: `GB`, or `any`.
    public var description: String { code }
}
