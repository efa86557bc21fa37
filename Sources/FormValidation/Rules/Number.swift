public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that is a number in `locale`'s notation, optionally within `range` (both ends inclusive).
    ///
    /// Parsing follows the locale: in `de_DE`, "1,5" is one and a half and "1.234,5" uses a grouping
    /// separator; in `en_US`, "1,234.5". Grouping separators must sit between groups of digits, so "1,5" is not a
    /// number in `en_US`. Digits of any script are read ("٣" is 3), a leading `+` or `-` (or U+2212 −) is
    /// allowed, and surrounding whitespace is not. Text that is not a number fails with
    /// ``ValidationError/Code/notANumber``; it never becomes 0. The value is parsed into `Decimal`, so
    /// "0.1" is exactly one tenth and bounds compare without float rounding.
    ///
    /// Default messages: "{field} must be a number." and "{field} must be between {min} and {max}."
    /// (codes ``ValidationError/Code/notANumber``, ``ValidationError/Code/tooSmall``,
    /// ``ValidationError/Code/tooLarge``).
    ///
    /// - Parameters:
    ///   - range: The allowed values, or `nil` to accept any number.
    ///   - locale: The locale whose decimal and grouping separators to accept.
    ///   - message: A custom message.
    /// - Returns: A rule for numbers typed as text.
    /// - Complexity: O(*n*).
    public static func number(
        in range: ClosedRange<Decimal>? = nil, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        let parser = NumberParser(locale: locale)
        let bounds = range.map { NumericBounds(min: .number($0.lowerBound), max: .number($0.upperBound)) }
        return Self(name: "number", message: message) { value, failures in
            guard let number = parser.parse(value) else {
                failures.append(RuleFailure(code: .notANumber, template: "{field} must be a number."))
                return
            }
            guard let range, let bounds else { return }
            if number < range.lowerBound {
                failures.append(bounds.failure(tooSmall: true))
            } else if number > range.upperBound {
                failures.append(bounds.failure(tooSmall: false))
            }
        }
    }
}
