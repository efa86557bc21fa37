public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that is a number in `locale`'s notation.
    ///
    /// Parsing follows the locale: in `de_DE`, "1,5" is one and a half and "1.234,5" uses a grouping
    /// separator; in `en_US`, "1,234.5" and ".5". Grouping separators must sit between groups of three digits,
    /// so "1,5" is not a number in `en_US`. Digits of any script are read ("٣" is 3), a leading `+` or `-`
    /// (or U+2212 −) is allowed, and surrounding whitespace is not (put ``trimmingWhitespace()`` first to
    /// forgive it). Text that is not a number fails with ``ValidationError/Code/notANumber``; it never becomes
    /// 0. The value is parsed into `Decimal`, so "0.1" is exactly one tenth and bounds compare without float
    /// rounding. A number `Decimal` cannot hold exactly — more than 38 significant digits, a magnitude of 10^165
    /// or more, or a nonzero one below 10^-128 — fails with ``ValidationError/Code/numberOutOfRange``: it is
    /// refused, never rounded to 0 or NaN.
    ///
    /// Default messages: "{field} must be a number." (code ``ValidationError/Code/notANumber``) and "{field} has
    /// too many digits." (code ``ValidationError/Code/numberOutOfRange``).
    ///
    /// - Parameters:
    ///   - locale: The locale whose decimal and grouping separators to accept.
    ///   - message: A custom message.
    /// - Returns: A rule for numbers typed as text.
    /// - Complexity: O(*n*).
    public static func number(locale: Locale = .autoupdatingCurrent, message: String? = nil) -> Self {
        number(bounds: nil, locale: locale, message: message)
    }

    /// Requires text that is a number in `locale`'s notation within `range`, both ends inclusive.
    ///
    /// See ``number(locale:message:)`` for the notation and the numbers refused as out of range. Default messages:
    /// "{field} must be a number.", "{field} has too many digits." and "{field} must be between {min} and {max}."
    /// (codes ``ValidationError/Code/notANumber``, ``ValidationError/Code/numberOutOfRange``,
    /// ``ValidationError/Code/tooSmall``, ``ValidationError/Code/tooLarge``).
    ///
    /// - Parameters:
    ///   - range: The allowed values.
    ///   - locale: The locale whose decimal and grouping separators to accept.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A rule for numbers typed as text.
    public static func number(
        in range: ClosedRange<Decimal>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        number(
            bounds: NumericBounds(lower: range.lowerBound, upper: range.upperBound), locale: locale, message: message)
    }

    /// Requires text that is a number in `locale`'s notation, no smaller than `range.lowerBound`.
    ///
    /// - Parameters:
    ///   - range: The allowed values, such as `18...`.
    ///   - locale: The locale whose decimal and grouping separators to accept.
    ///   - message: A custom message.
    /// - Returns: A rule for numbers typed as text.
    public static func number(
        in range: PartialRangeFrom<Decimal>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        number(bounds: NumericBounds(lower: range.lowerBound, upper: nil), locale: locale, message: message)
    }

    /// Requires text that is a number in `locale`'s notation, no larger than `range.upperBound`.
    ///
    /// - Parameters:
    ///   - range: The allowed values, such as `...120`.
    ///   - locale: The locale whose decimal and grouping separators to accept.
    ///   - message: A custom message.
    /// - Returns: A rule for numbers typed as text.
    public static func number(
        in range: PartialRangeThrough<Decimal>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        number(bounds: NumericBounds(lower: nil, upper: range.upperBound), locale: locale, message: message)
    }

    fileprivate static func number(bounds: NumericBounds<Decimal>?, locale: Locale, message: String?) -> Self {
        let parser = NumberParser(locale: locale)
        let exactBounds = bounds.map(ExactBounds.init)
        // Its failures, made now: not a number, too many digits, and below or above the bounds.
        let failures = [RuleFailure(.notANumber), RuleFailure(.numberOutOfRange)] + (bounds?.failures ?? [])
        return Self(name: "number", message: message, failures: failures, numberNotation: parser) { value in
            let number: NumberParser.Number
            switch parser.read(value) {
            case .number(let parsed): number = parsed
            case .notANumber: return .fails(0)
            case .outOfRange: return .fails(1)
            }
            guard let bounds, let exactBounds else { return .passes }
            let position: NumericBounds<Decimal>.Position =
                if case .exact(let exact) = number, let position = exactBounds.position(of: exact) {
                    position
                } else {
                    bounds.position(of: number.decimal)
                }
            return Verdict(failing: position.failureIndex.map { 2 + $0 })
        }
    }
}

/// A number rule's bounds in exact 64-bit form, so that checking typical input needs no `Decimal` arithmetic.
private struct ExactBounds: Sendable {
    /// `nil` when the rule has no such bound; `.some(nil)` when the bound does not fit in 64 bits.
    let lower: ExactDecimal??
    let upper: ExactDecimal??

    init(_ bounds: NumericBounds<Decimal>) {
        lower = bounds.lower.map(ExactDecimal.init)
        upper = bounds.upper.map(ExactDecimal.init)
    }

    /// Where `value` lies, or `nil` when a bound is too wide to compare exactly.
    func position(of value: ExactDecimal) -> NumericBounds<Decimal>.Position? {
        if case .some(let lower) = lower {
            guard let lower else { return nil }
            if value < lower { return .below }
        }
        if case .some(let upper) = upper {
            guard let upper else { return nil }
            if upper < value { return .above }
        }
        return .within
    }
}

/// A number from `min` to `max` (written like 1.5 or -3), the value in `locale`'s notation.
struct NumberRule: RuleDefinition {
    static let commandName: String? = "range"
    static let example = ".number(in: 1...10, locale: Locale(identifier: \"de_DE\"))"
    static let messages: [DefaultMessage] = [
        .notANumber, .numberOutOfRange, .tooSmallRange, .tooLargeRange, .tooSmall, .tooLarge,
    ]

    /// The smallest allowed value (none when absent).
    @Argument(.decimal, commandLine: .positional("MIN"))
    var min: Decimal? = nil
    /// The largest allowed value (none when absent).
    @Argument(.decimal, commandLine: .positional("MAX"))
    var max: Decimal? = nil
    @Argument(.locale) var locale: String? = nil

    var numberLocale: Locale? { LocaleArgument.locale(locale) }

    func checkArguments() throws(ArgumentProblem) {
        if let min, let max, min > max { throw .outOfOrder("min", "max") }
    }

    func build(_ context: RuleBuildContext) -> BuiltRule {
        let bounds = min == nil && max == nil ? nil : NumericBounds(lower: min, upper: max)
        return .local(.number(bounds: bounds, locale: LocaleArgument.locale(locale), message: context.message))
    }
}
