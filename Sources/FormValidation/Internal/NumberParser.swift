import Foundation

/// Reads a number written in a locale's notation into an exact `Decimal`.
///
/// The grammar: an optional sign (`+`, `-` or `−`), then digits of any single script, optionally grouped by the
/// locale's grouping separator into groups of three after a first group of one to three, then optionally the
/// locale's decimal separator and at least one digit. "1.234,5" in `de_DE`, "1,234.5" and ".5" in `en_US`.
/// Everything else — "", "-", "1,5" in `en_US`, "12abc", "1e5", "NaN", spaces — is not a number, and neither is
/// a number of more than 38 significant digits, which `Decimal` could only round.
struct NumberParser: Sendable {
    let decimalSeparator: Unicode.Scalar
    /// The grouping separators accepted: the locale's own, plus the ordinary and no-break spaces when the
    /// locale groups with a space (French writes U+202F, people type U+0020).
    let groupingSeparators: [Unicode.Scalar]

    init(locale: Locale) {
        decimalSeparator = locale.decimalSeparator?.unicodeScalars.first ?? "."
        var grouping: [Unicode.Scalar] = []
        if let separator = locale.groupingSeparator?.unicodeScalars.first, separator != decimalSeparator {
            grouping.append(separator)
            if separator.properties.isWhitespace {
                grouping.append(contentsOf: ["\u{20}", "\u{A0}", "\u{202F}"].filter { $0 != separator })
            }
        }
        groupingSeparators = grouping
    }

    /// The notation of `en_US_POSIX`: "-1234.5", no grouping.
    static let posix = NumberParser(locale: Locale(identifier: "en_US_POSIX"))

    /// A parsed number: exact in 64 bits when it fits, a `Decimal` otherwise.
    enum Number {
        case exact(ExactDecimal)
        case wide(Decimal)

        var decimal: Decimal {
            switch self {
            case .exact(let value): value.decimal
            case .wide(let value): value
            }
        }
    }

    /// Parses `text`, or returns `nil` when it is not a number in this notation.
    ///
    /// - Complexity: O(*n*); allocates only for numbers of more than 19 significant digits.
    func parse(_ text: String) -> Number? {
        var scalars = text.unicodeScalars[...]
        var negative = false
        if let first = scalars.first, first == "+" || first == "-" || first == "\u{2212}" {
            negative = first != "+"
            scalars = scalars.dropFirst()
        }
        var accumulator = DigitAccumulator()
        var groupLength = 0  // digits since the start or the last grouping separator
        var sawGrouping = false
        var inFraction = false
        var fractionDigits = 0
        var previousWasSeparator = false
        for scalar in scalars {
            if let digit = Self.digitValue(scalar) {
                accumulator.append(digit)
                if inFraction { fractionDigits += 1 } else { groupLength += 1 }
                previousWasSeparator = false
            } else if scalar == decimalSeparator, !inFraction {
                if sawGrouping, groupLength != 3 { return nil }
                inFraction = true
                previousWasSeparator = true
            } else if !inFraction, groupingSeparators.contains(scalar) {
                // The first group has one to three digits, every later one exactly three.
                guard !previousWasSeparator, groupLength > 0, sawGrouping ? groupLength == 3 : groupLength <= 3 else {
                    return nil
                }
                sawGrouping = true
                groupLength = 0
                previousWasSeparator = true
            } else {
                return nil
            }
        }
        // At least one digit; no trailing separator ("5." and "1,234," are not numbers).
        guard accumulator.digitCount > 0, !previousWasSeparator else { return nil }
        if !inFraction, sawGrouping, groupLength != 3 { return nil }
        return accumulator.number(negative: negative, fractionDigits: fractionDigits)
    }

    /// Parses `text` into an exact 64-bit form, or `nil` when it is not a number or does not fit.
    func parseExact(_ text: String) -> ExactDecimal? {
        if case .exact(let value)? = parse(text) { return value }
        return nil
    }

    /// The value of a decimal digit of any script, or `nil` for anything else.
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt64? {
        if scalar.value >= 0x30 && scalar.value <= 0x39 { return UInt64(scalar.value - 0x30) }
        guard !scalar.isASCII, scalar.properties.numericType == .decimal,
            let value = scalar.properties.numericValue
        else { return nil }
        return UInt64(value)
    }

    /// Collects digits into a 64-bit significand, switching to text past 19 significant digits.
    private struct DigitAccumulator {
        var significand: UInt64 = 0
        var digitCount = 0
        var significantDigits = 0
        var overflow: String?

        mutating func append(_ digit: UInt64) {
            digitCount += 1
            if significand == 0 && digit == 0 && overflow == nil { return }
            significantDigits += 1
            if overflow == nil, significantDigits <= 19 {
                significand = significand * 10 + digit
                return
            }
            if overflow == nil { overflow = String(significand) }
            overflow!.unicodeScalars.append(Unicode.Scalar(UInt8(digit) + 0x30))
        }

        func number(negative: Bool, fractionDigits: Int) -> Number? {
            guard let overflow else {
                return .exact(ExactDecimal(isNegative: negative, significand: significand, scale: fractionDigits))
            }
            // Trailing zeros only move the exponent; what is left must fit Decimal's 38 digits, or the number
            // would be rounded — and compared inexactly. Such a number is refused rather than rounded.
            let digits = overflow.utf8
            let significant = digits.count - digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
            guard significant <= 38,
                let whole = Decimal(string: String(overflow.prefix(significant)), locale: Locale(identifier: "en_US_POSIX"))
            else { return nil }
            let magnitude = Decimal(sign: .plus, exponent: digits.count - significant - fractionDigits, significand: whole)
            return .wide(negative ? -magnitude : magnitude)
        }
    }
}
