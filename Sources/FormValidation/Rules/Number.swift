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
    /// rounding.
    ///
    /// Default message: "{field} must be a number." (code ``ValidationError/Code/notANumber``).
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
    /// See ``number(locale:message:)`` for the notation. Default messages: "{field} must be a number." and
    /// "{field} must be between {min} and {max}." (codes ``ValidationError/Code/notANumber``,
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
        number(bounds: NumericBounds(lower: range.lowerBound, upper: range.upperBound), locale: locale, message: message)
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

    private static func number(bounds: NumericBounds<Decimal>?, locale: Locale, message: String?) -> Self {
        let parser = NumberParser(locale: locale)
        return Self(name: "number", message: message) { value, failures in
            guard let number = parser.parse(value) else {
                failures.append(RuleFailure(code: .notANumber, template: "{field} must be a number."))
                return
            }
            if let failure = bounds?.check(number) { failures.append(failure) }
        }
    }
}
