extension ValidationRule where Value == String {
    /// Requires a card security code (CVV, CVC, CID): 4 digits for American Express, 3 for every other brand,
    /// and 3 or 4 when the brand is not known.
    ///
    /// ASCII digits only; nothing is corrected. Default messages: "{field} must be {length} digits." and
    /// "{field} must be 3 or 4 digits." (code ``ValidationError/Code/invalidSecurityCode``, parameter `length`
    /// when the brand is known).
    ///
    /// - Parameters:
    ///   - brand: The card's brand, or `nil` to accept 3 or 4 digits.
    ///   - message: A custom message.
    /// - Returns: A security code rule.
    /// - Complexity: O(1): text longer than 4 bytes is refused unread. Allocates nothing.
    public static func cardSecurityCode(brand: CardBrand? = nil, message: String? = nil) -> Self {
        Self(name: "cardSecurityCode", message: message, failures: securityCodeFailures) { value in
            securityCodeVerdict(value, brand: brand)
        }
    }

    /// Requires a card security code whose length follows the brand `brandOf` returns when the rule runs: the
    /// brand of the card number another field holds.
    ///
    /// ```swift
    /// let number = LiveValue("")
    /// let code = RuleSet<String>(.cardSecurityCode(brandOf: { CardBrand.detect(number.value ?? "") }))
    /// ```
    ///
    /// Re-validate the code when the number changes (``Field/dependsOn(_:)``).
    ///
    /// - Parameters:
    ///   - brandOf: Returns the card's brand, or `nil` to accept 3 or 4 digits; called once per validation.
    ///   - message: A custom message.
    /// - Returns: A security code rule with a live brand.
    public static func cardSecurityCode(brandOf: @escaping @Sendable () -> CardBrand?, message: String? = nil) -> Self {
        cardSecurityCode(brandIn: { _ in brandOf() }, message: message)
    }

    /// A security code rule whose brand `brandIn` reads from the validation's context: a spec's
    /// `cardNumberField`.
    package static func cardSecurityCode(
        brandIn brandOf: @escaping @Sendable (FieldContext) -> CardBrand?, message: String?
    ) -> Self {
        Self(name: "cardSecurityCode", message: message, failures: securityCodeFailures) { value, context in
            securityCodeVerdict(value, brand: brandOf(context))
        }
    }

    /// The rule's failures: a code of 3 digits wanted, of 4, of 3 or 4 (the brand unknown).
    private static var securityCodeFailures: [RuleFailure] {
        [
            RuleFailure(.invalidSecurityCode, parameters: ["length": .integer(3)]),
            RuleFailure(.invalidSecurityCode, parameters: ["length": .integer(4)]),
            RuleFailure(.invalidSecurityCodeAnyBrand),
        ]
    }

    /// The decision on `value` for a card of `brand` (`nil`: 3 or 4 digits).
    @inline(__always)
    private static func securityCodeVerdict(_ value: String, brand: CardBrand?) -> Verdict {
        let bytes = value.utf8
        let count = bytes.count
        let lengthFits = brand.map { count == $0.securityCodeLength } ?? (count == 3 || count == 4)
        if lengthFits && bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return .passes }
        guard let brand else { return .fails(2) }
        return .fails(brand.securityCodeLength == 4 ? 1 : 0)
    }
}

/// `cardSecurityCode`: 3 or 4 digits, as the card's brand asks.
struct CardSecurityCodeRule: RuleDefinition {
    static let summary: ArgumentText =
        "A card security code: 4 digits for \(quoted: "amex"), 3 for another \(name: "brand"), 3 or 4 when the "
        + "brand is unknown."
    static let example = ".cardSecurityCode(brand: .americanExpress)"
    static let messages: [DefaultMessage] = [.invalidSecurityCode, .invalidSecurityCodeAnyBrand]

    /// The card's brand (`amex`, `visa`, …); 3 or 4 digits when absent.
    @Argument(.cardBrand, commandLine: .option("B"))
    var brand: CardBrand? = nil
    /// The field holding the card number, whose brand sets the length.
    @Argument(.string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var cardNumberField: String? = nil

    func checkArguments() throws(ArgumentProblem) {
        if brand != nil && cardNumberField != nil {
            throw "give \(name: "brand") or \(name: "cardNumberField"), not both"
        }
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        guard let field = cardNumberField else {
            return .local(.cardSecurityCode(brand: brand, message: context.message))
        }
        guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
        return .local(.cardSecurityCode(brandIn: { read($0).flatMap(CardBrand.detect) }, message: context.message))
    }
}
