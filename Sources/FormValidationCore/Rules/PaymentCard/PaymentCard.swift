extension ValidationRule where Value == String {
    /// Requires a payment card number of an accepted brand: known issuer range, right length, Luhn check digit.
    ///
    /// Spaces and dashes are tolerated anywhere (`4111 1111 1111 1111`, `4111-1111-1111-1111`) and dropped from
    /// the corrected value, which is digits only. The brand follows from the first six digits by the ranges the
    /// networks publish (see ``CardBrand``), and fixes the allowed lengths; the last digit must be the Luhn check
    /// digit (ISO/IEC 7812-1) for every brand. One failure is reported, the first of:
    ///
    /// 1. ``ValidationError/Code/invalidCardNumber``: something other than digits, spaces and dashes.
    /// 2. ``ValidationError/Code/unknownCardBrand``: no network issues numbers starting so (parameter `digits`).
    /// 3. ``ValidationError/Code/cardBrandNotAccepted``: the brand is not one of `brands` (parameters `brand`,
    ///    `brands`).
    /// 4. ``ValidationError/Code/invalidCardLength``: too few or too many digits for the brand (parameters `brand`,
    ///    `lengths`, `length`), or, when the brand is unknown, outside 12 to 19.
    /// 5. ``ValidationError/Code/invalidCardCheckDigit``: the Luhn check fails, as it does for most typos.
    ///
    /// Where other test suites decide differently, this rule follows the networks' ranges:
    /// - jQuery Validation's `creditcardtypes` accepts 2211… as Mastercard (its pattern is 22–27; Mastercard's
    ///   range starts at 2221), and with `all` any Luhn-valid number of an unknown brand; so does a Luhn-only
    ///   check such as `creditcard` or the Swift Validator's `paymentCard` (`49927398716`, 11 digits): here a
    ///   number must belong to a known brand and have one of its lengths.
    /// - Maestro is 50, 56–59 and the 6 ranges no other network holds (Mastercard's acceptance rules), wider
    ///   than the Swift Validator's 50, 56–58, 6304, 6390 and 67.
    /// - Python's validators package accepts 16 digits only for Visa, Discover, JCB, UnionPay and Mir (and 14 or
    ///   16 for Diners Club), and takes brands by coarser prefixes (JCB 35, Discover 60, 64 and 65, Diners Club
    ///   30); here each brand's published lengths (Visa 13, 16 and 19; the others up to 19) and ranges.
    /// - Some UnionPay cards were issued without a Luhn check digit; this rule requires one, as ISO/IEC 7812
    ///   does, so such a card fails with ``ValidationError/Code/invalidCardCheckDigit``.
    ///
    /// Default messages: "{field} is not a card number.", "{field} is not a number of a known card brand.",
    /// "{field} must be a card of an accepted brand ({brands}), not {brand}.", "{field} must have {lengths}
    /// digits for {brand}.", "{field} must have 12 to 19 digits." and "{field} has a wrong check digit; check
    /// the number for typos."
    ///
    /// `brands` must name at least one brand: an empty list would refuse every card, so the factory stops the
    /// program with a message saying so (`precondition`), as a form spec refuses it with an argument problem.
    ///
    /// - Parameters:
    ///   - brands: The accepted brands, at least one; every brand by default.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A payment card rule.
    /// - Precondition: `brands` is not empty.
    /// - Complexity: O(*n*), and reading stops at the 20th digit (a number too long for any brand is reported as
    ///   such, whatever follows). A valid number typed as digits only allocates nothing; one with separators
    ///   allocates its corrected value.
    public static func paymentCard(brands: [CardBrand] = CardBrand.allCases, message: String? = nil) -> Self {
        precondition(!brands.isEmpty, "paymentCard(brands:) needs at least one brand")
        var accepted: UInt16 = 0
        for brand in brands { accepted |= 1 << brand.kind.rawValue }
        let acceptedMask = accepted
        return Self(name: "paymentCard", message: message) { value, failures in
            // No brand has more than 19 digits: reading stops at the 20th.
            let scan = CardNumberScan(value, maximumDigits: 19)
            guard !scan.hasOtherCharacters, scan.digitCount > 0 else {
                failures.append(RuleFailure(.invalidCardNumber))
                return
            }
            let count = scan.digitCount
            guard let kind = CardIssuerRanges.brand(prefix: scan.prefix, count: scan.prefixCount) else {
                if count < 12 || count > 19 {
                    failures.append(RuleFailure(.invalidCardLengthAnyBrand, parameters: ["length": .integer(count)]))
                } else {
                    failures.append(RuleFailure(.unknownCardBrand, parameters: ["digits": .integer(count)]))
                }
                return
            }
            let brand = CardBrand(kind: kind)
            guard acceptedMask & (1 << kind.rawValue) != 0 else {
                failures.append(
                    RuleFailure(
                        .cardBrandNotAccepted,
                        parameters: ["brand": .text(brand.displayName), "brands": .list(brands.map(\.displayName))]))
                return
            }
            guard brand.allowsLength(count) else {
                failures.append(
                    RuleFailure(
                        .invalidCardLength,
                        parameters: [
                            "brand": .text(brand.displayName), "lengths": .text(brand.lengthsText),
                            "length": .integer(count),
                        ]))
                return
            }
            guard scan.passesLuhn else {
                failures.append(RuleFailure(.invalidCardCheckDigit))
                return
            }
            if scan.hasSeparators {
                value = String(
                    decoding: value.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self)
            }
        }
    }
}

/// A payment card number of a brand in `brands`: known range, length and Luhn check digit; corrected to digits only.
struct PaymentCardRule: RuleDefinition {
    static let commandName: String? = "credit-card"
    static let example = ".paymentCard(brands: [.visa, .mastercard])"
    static let messages: [DefaultMessage] = [
        .invalidCardNumber, .unknownCardBrand, .cardBrandNotAccepted, .invalidCardLength, .invalidCardLengthAnyBrand,
        .invalidCardCheckDigit,
    ]

    /// The accepted brands (``CardBrand``); all by default.
    @Argument(
        .cardBrands,
        summary: "the accepted brands: " + CardBrand.names.map { "`\($0)`" }.joined(separator: ", ")
            + " (all by default)",
        checks: [.notEmptyList], commandLine: .option("B,B", takesList: true))
    var brands: [CardBrand] = CardBrand.allCases

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.paymentCard(brands: brands, message: context.message))
    }
}
