/// A payment card network: Visa, Mastercard, American Express, Discover, Diners Club, JCB, UnionPay, Maestro or
/// Mir.
///
/// A card number's brand follows from its first digits, its issuer identification number (IIN), by the ranges
/// the networks publish; each brand also fixes the lengths its numbers have and the length of its security code.
/// Show the brand's logo while a person types with ``detect(_:)``:
///
/// ```swift
/// print(CardBrand.detect("4")?.displayName ?? "")         // Visa
/// print(CardBrand.detect("37")?.displayName ?? "")        // American Express
/// // "5" may still become Mastercard (51–55) or Maestro (50, 56–59):
/// print(CardBrand.detect("5") == nil)                     // true
/// print(CardBrand.detect("2221 00")?.displayName ?? "")   // Mastercard
/// ```
///
/// Where networks' ranges overlap, the number belongs to the issuing network: 622126–622925 are UnionPay cards
/// (which Discover's network also accepts), and Maestro holds the "6" numbers that no other network claims
/// (Mastercard's acceptance rules give Maestro 50 and 56–69).
public struct CardBrand: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    enum Kind: UInt8, Sendable, Hashable, CaseIterable {
        case visa, mastercard, americanExpress, discover, dinersClub, jcb, unionPay, maestro, mir
    }

    let kind: Kind

    /// Visa: numbers starting with 4, of 13, 16 or 19 digits.
    public static let visa = CardBrand(kind: .visa)
    /// Mastercard: 51–55 and 2221–2720, 16 digits.
    public static let mastercard = CardBrand(kind: .mastercard)
    /// American Express: 34 and 37, 15 digits, a four-digit security code.
    public static let americanExpress = CardBrand(kind: .americanExpress)
    /// Discover: 6011, 644–649 and 65, 16 to 19 digits.
    public static let discover = CardBrand(kind: .discover)
    /// Diners Club International: 300–305, 3095, 36 and 38–39, 14 to 19 digits.
    public static let dinersClub = CardBrand(kind: .dinersClub)
    /// JCB: 3528–3589, 16 to 19 digits.
    public static let jcb = CardBrand(kind: .jcb)
    /// UnionPay: 62 and 8100–8171, 16 to 19 digits.
    public static let unionPay = CardBrand(kind: .unionPay)
    /// Maestro: 50, 56–59 and the 6 ranges no other network holds, 12 to 19 digits.
    public static let maestro = CardBrand(kind: .maestro)
    /// Mir: 2200–2204, 16 to 19 digits.
    public static let mir = CardBrand(kind: .mir)

    /// Every brand, in the order documentation and messages list them.
    public static let allCases: [CardBrand] = Kind.allCases.map(CardBrand.init(kind:))

    init(kind: Kind) { self.kind = kind }

    /// Looks a brand up by its ``name``.
    ///
    /// - Parameter name: `visa`, `mastercard`, `amex`, `discover`, `diners`, `jcb`, `unionpay`, `maestro` or `mir`.
    public init?(name: String) {
        guard let brand = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = brand
    }

    /// The brand's name in form specs and on `formcheck`'s command line: `visa`, `mastercard`, `amex`,
    /// `discover`, `diners`, `jcb`, `unionpay`, `maestro` or `mir`.
    public var name: String {
        switch kind {
        case .visa: "visa"
        case .mastercard: "mastercard"
        case .americanExpress: "amex"
        case .discover: "discover"
        case .dinersClub: "diners"
        case .jcb: "jcb"
        case .unionPay: "unionpay"
        case .maestro: "maestro"
        case .mir: "mir"
        }
    }

    /// The brand as people read it: `Visa`, `American Express`, `Diners Club`, `UnionPay`, ….
    public var displayName: String {
        switch kind {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .americanExpress: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        }
    }

    /// The brand's ``displayName``.
    public var description: String { displayName }

    /// The numbers of digits the brand's card numbers have, when they form one range (all but Visa's).
    private var numberLengths: ClosedRange<Int>? {
        switch kind {
        case .visa: nil
        case .mastercard: 16...16
        case .americanExpress: 15...15
        case .discover, .jcb, .unionPay, .mir: 16...19
        case .dinersClub: 14...19
        case .maestro: 12...19
        }
    }

    /// The numbers of digits the brand's card numbers have: `[13, 16, 19]` for Visa, `[15]` for American Express.
    public var cardNumberLengths: [Int] {
        numberLengths.map(Array.init) ?? [13, 16, 19]
    }

    /// The most digits the brand's card numbers have: 15 for American Express, 19 for Visa. Allocates nothing.
    var longestNumberLength: Int { numberLengths?.upperBound ?? 19 }

    /// Whether the brand's card numbers may have `count` digits.
    func allowsLength(_ count: Int) -> Bool {
        if let numberLengths { return numberLengths.contains(count) }
        return count == 13 || count == 16 || count == 19
    }

    /// The lengths as a message shows them: "16", "13, 16 or 19", "16 to 19".
    var lengthsText: String {
        guard let numberLengths else { return "13, 16 or 19" }
        if numberLengths.count == 1 { return String(numberLengths.lowerBound) }
        return "\(numberLengths.lowerBound) to \(numberLengths.upperBound)"
    }

    /// The number of digits of the brand's security code (CVV, CVC, CID): 4 for American Express, 3 for the others.
    public var securityCodeLength: Int { kind == .americanExpress ? 4 : 3 }

    /// The brand of a card number that is still being typed, as soon as its first digits tell it.
    ///
    /// Spaces and dashes are skipped. The brand is known once the digits typed so far can begin numbers of one
    /// brand only: `"4"` is Visa, `"34"` American Express, `"35"` JCB (3528–3589 are the only cards starting
    /// with 35), while `"5"` could still be Mastercard or Maestro and `"3"` several brands. Only the first six
    /// digits matter; a full number whose prefix no network issues (`"2205…"`) has no brand.
    ///
    /// - Parameter partial: The digits typed so far, possibly a whole card number.
    /// - Returns: The brand, or `nil` when the digits do not tell it yet, match no known range, or the text
    ///   holds something other than ASCII digits, spaces and dashes before its seventh digit.
    /// - Complexity: O(*n*) in the length of `partial`, reading no further than its seventh digit. Allocates
    ///   nothing.
    public static func detect(_ partial: String) -> CardBrand? {
        // Only the first six digits matter; reading stops at the seventh.
        let scan = CardNumberScan(partial, maximumDigits: 6)
        guard !scan.hasOtherCharacters else { return nil }
        return CardIssuerRanges.brand(prefix: scan.prefix, count: scan.prefixCount).map(CardBrand.init(kind:))
    }
}

extension CardBrand {
    /// Every brand's name, in order, for argument messages.
    package static var names: [String] { allCases.map(\.name) }
}

extension ArgumentType where Value == [CardBrand] {
    /// Brand names: a JSON array (`["visa", "mastercard"]`) or `visa,mastercard` on the command line.
    static var cardBrands: ArgumentType {
        .choices(CardBrand.names, value: CardBrand.init(name:), name: \.name)
    }
}

extension ArgumentType where Value == CardBrand {
    /// One brand's name.
    static var cardBrand: ArgumentType {
        .choice(CardBrand.names, value: CardBrand.init(name:), name: \.name)
    }
}
