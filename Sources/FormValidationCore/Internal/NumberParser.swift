package import Foundation

/// Reads a number written in a locale's notation into an exact `Decimal`.
///
/// The grammar: an optional sign (`+`, `-` or `−`), then digits of any single script, optionally grouped by the
/// locale's grouping separator into groups of three after a first group of one to three, then optionally the
/// locale's decimal separator and at least one digit. "1.234,5" in `de_DE`, "1,234.5" and ".5" in `en_US`.
/// Everything else — "", "-", "1,5" in `en_US`, "12abc", "1e5", "NaN", spaces — is not a number.
///
/// A number that `Decimal` cannot hold exactly is out of range, and refused rather than rounded: more than 38
/// significant digits, a magnitude of 10^165 or more, or one below 10^-128 (other than zero). Rounded, such a
/// number became NaN or 0 — and -1e-131 passed `0...13`.
package struct NumberParser: Sendable {
    package let decimalSeparator: Unicode.Scalar
    /// The grouping separators accepted: the locale's own, plus the ordinary and no-break spaces when the
    /// locale groups with a space (French writes U+202F, people type U+0020).
    package let groupingSeparators: [Unicode.Scalar]

    package init(locale: Locale) {
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
    package static let posix = NumberParser(locale: Locale(identifier: "en_US_POSIX"))

    /// A parsed number: exact in 64 bits when it fits, a `Decimal` otherwise.
    package enum Number {
        case exact(ExactDecimal)
        case wide(Decimal)

        package var decimal: Decimal {
            switch self {
            case .exact(let value): value.decimal
            case .wide(let value): value
            }
        }
    }

    /// What a text reads as: a number, a number out of range, or not a number.
    package enum Reading {
        case number(Number)
        /// A number that `Decimal` cannot hold exactly.
        case outOfRange
        case notANumber
    }

    /// Parses `text`, or returns `nil` when it is not a number in this notation or is out of range.
    package func parse(_ text: String) -> Number? {
        if case .number(let number) = read(text) { return number }
        return nil
    }

    /// Reads `text` as a number in this notation.
    ///
    /// - Complexity: O(*n*); allocates only for numbers of more than 19 significant digits.
    package func read(_ text: String) -> Reading {
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
                if sawGrouping, groupLength != 3 { return .notANumber }
                inFraction = true
                previousWasSeparator = true
            } else if !inFraction, groupingSeparators.contains(scalar) {
                // The first group has one to three digits, every later one exactly three.
                guard !previousWasSeparator, groupLength > 0, sawGrouping ? groupLength == 3 : groupLength <= 3 else {
                    return .notANumber
                }
                sawGrouping = true
                groupLength = 0
                previousWasSeparator = true
            } else {
                return .notANumber
            }
        }
        // At least one digit; no trailing separator ("5." and "1,234," are not numbers).
        guard accumulator.digitCount > 0, !previousWasSeparator else { return .notANumber }
        if !inFraction, sawGrouping, groupLength != 3 { return .notANumber }
        guard let number = accumulator.number(negative: negative, fractionDigits: fractionDigits) else {
            return .outOfRange
        }
        return .number(number)
    }

    /// Parses `text` into an exact 64-bit form, or `nil` when it is not a number or does not fit.
    package func parseExact(_ text: String) -> ExactDecimal? {
        if case .exact(let value)? = parse(text) { return value }
        return nil
    }

    /// The value of a decimal digit of any script, or `nil` for anything else.
    package static func digitValue(_ scalar: Unicode.Scalar) -> UInt64? {
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

        /// The number, or `nil` when `Decimal` cannot hold it exactly.
        func number(negative: Bool, fractionDigits: Int) -> Number? {
            guard let overflow else {
                guard significand != 0 else { return .exact(ExactDecimal(isNegative: false, significand: 0, scale: 0)) }
                // Exact as it is, but it must also be a `Decimal` (values are reported as one): trailing zeros of
                // the fraction only lengthen the scale, and past them the smallest exponent is -128.
                var significand = significand
                var scale = fractionDigits
                while scale > -Decimal.smallestExponent, significand % 10 == 0 {
                    significand /= 10
                    scale -= 1
                }
                guard scale <= -Decimal.smallestExponent else { return nil }
                return .exact(ExactDecimal(isNegative: negative, significand: significand, scale: scale))
            }
            guard let value = Decimal(exactDigits: overflow.utf8[...], exponent: -fractionDigits, negative: negative)
            else { return nil }
            return .wide(value)
        }
    }
}

extension Decimal {
    /// The most significant digits a `Decimal` holds exactly (its 128-bit mantissa holds any 38-digit integer).
    package static let significantDigits = 38
    /// The smallest exponent a `Decimal` has: its smallest nonzero magnitude is 10^-128.
    package static let smallestExponent = -128
    /// The largest exponent a `Decimal` has: with 38 digits, magnitudes stay below 10^165.
    package static let largestExponent = 127

    /// The number `digits × 10^exponent`, exactly, or `nil` when a `Decimal` cannot hold it exactly: more than 38
    /// significant digits, a magnitude of 10^165 or more, or a nonzero one below 10^-128.
    ///
    /// - Parameters:
    ///   - digits: ASCII decimal digits without leading zeros (empty for zero).
    ///   - exponent: The power of ten the digits are scaled by.
    ///   - negative: Whether the number is negative.
    package init?(exactDigits digits: Substring.UTF8View, exponent: Int, negative: Bool) {
        // Trailing zeros only move the exponent; what is left must fit Decimal's 38 digits, or the number would be
        // rounded — and compared inexactly.
        let trailingZeros = digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
        let significant = digits.count - trailingZeros
        guard significant > 0 else {
            self = 0
            return
        }
        guard significant <= Self.significantDigits else { return nil }
        var mantissa = String(decoding: digits.prefix(significant), as: UTF8.self)
        // Checked arithmetic: a JSON exponent may be anything.
        var (scale, overflow) = exponent.addingReportingOverflow(trailingZeros)
        guard !overflow else { return nil }
        // An exponent past Decimal's largest moves its excess into the mantissa, as zeros, while they fit.
        if scale > Self.largestExponent {
            let excess = scale - Self.largestExponent
            guard excess <= Self.significantDigits - significant else { return nil }
            mantissa += String(repeating: "0", count: excess)
            scale = Self.largestExponent
        }
        // Written with its exponent: `Decimal(sign:exponent:significand:)` would add the mantissa's own exponent
        // (its trailing zeros) and overflow into NaN.
        guard scale >= Self.smallestExponent,
            let magnitude = Decimal(string: "\(mantissa)e\(scale)", locale: Locale(identifier: "en_US_POSIX")),
            magnitude.isFinite
        else { return nil }
        self = negative ? -magnitude : magnitude
    }
}

extension Decimal {
    /// Whether this number is an integer multiple of `divisor`, exactly, whatever their magnitudes: `1e100` is
    /// no multiple of 3, though their quotient, rounded to a `Decimal`'s 38 digits, looks whole; `1e162` is a
    /// multiple of `0.0001`, though their quotient, 10^166, is beyond a `Decimal`.
    ///
    /// - Parameter divisor: A number other than zero (NaN is a multiple of nothing).
    /// - Complexity: At most one 256-by-128-bit division for each power of ten between the two numbers' exponents.
    package func isMultiple(of divisor: Decimal) -> Bool {
        guard isFinite, divisor.isFinite, !divisor.isZero else { return false }
        if isZero { return true }
        // self = a × 10^ea and divisor = b × 10^eb, with integers a and b below 2^128 (a Decimal's mantissa).
        guard let (a, ea) = magnitude.integerScaled, let (b, eb) = divisor.magnitude.integerScaled else {
            return false
        }
        if ea >= eb {
            // Whether b divides a × 10^(ea - eb): the remainder, carried through each power of ten.
            var remainder = a % b
            var powers = ea - eb
            while powers > 0, remainder != 0 {
                remainder = b.dividingFullWidth(remainder.multipliedFullWidth(by: 10)).remainder
                powers -= 1
            }
            return remainder == 0
        }
        // Whether b × 10^(eb - ea) divides a: never once it is larger than any mantissa.
        var scaled = b
        for _ in 0..<(eb - ea) {
            let (product, overflow) = scaled.multipliedReportingOverflow(by: 10)
            if overflow { return false }
            scaled = product
        }
        return a % scaled == 0
    }

    /// The number, when it is not negative, as an integer and the power of ten that scales it.
    private var integerScaled: (UInt128, Int)? {
        guard let integer = UInt128(significand.description) else { return nil }
        return (integer, exponent)
    }
}
