package import Foundation

/// A decimal number of up to 19 significant digits as a 64-bit significand and a count of fraction digits.
///
/// Numbers typed into forms fit easily. Comparing two of these is integer arithmetic, whereas comparing
/// Foundation `Decimal`s allocates on Linux, and the number rule runs on every keystroke.
package struct ExactDecimal: Sendable, Hashable, Comparable {
    package var isNegative: Bool
    package var significand: UInt64
    /// Digits after the decimal point: the value is `significand × 10^-scale`.
    package var scale: Int

    package var isZero: Bool { significand == 0 }

    /// The same number as a Foundation `Decimal`.
    package var decimal: Decimal {
        let magnitude = Decimal(sign: .plus, exponent: -scale, significand: Decimal(significand))
        return isNegative ? -magnitude : magnitude
    }

    /// The decimal's exact form, or `nil` when it needs more than 19 significant digits.
    package init?(_ decimal: Decimal) {
        guard decimal.isFinite else { return nil }
        guard let parsed = NumberParser.posix.parseExact(decimal.description) else { return nil }
        self = parsed
    }

    package init(isNegative: Bool, significand: UInt64, scale: Int) {
        self.isNegative = isNegative && significand != 0
        self.significand = significand
        self.scale = scale
    }

    package static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeOrder = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? magnitudeOrder > 0 : magnitudeOrder < 0
    }

    package static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        lhs.isNegative == rhs.isNegative && compareMagnitudes(lhs, rhs) == 0
    }

    package func hash(into hasher: inout Hasher) {
        // Equal values may differ in scale (1.50 and 1.5): hash the normalised form.
        var significand = significand
        var scale = scale
        while scale > 0, significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        hasher.combine(isNegative)
        hasher.combine(significand)
        hasher.combine(significand == 0 ? 0 : scale)
    }

    /// -1, 0 or 1 as |lhs| is below, equal to or above |rhs|.
    private static func compareMagnitudes(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.isZero || rhs.isZero { return lhs.isZero ? (rhs.isZero ? 0 : -1) : 1 }
        // Bring both to the larger scale; a side that overflows while scaling up is the larger one.
        var left = lhs.significand
        var right = rhs.significand
        if lhs.scale < rhs.scale {
            guard let scaled = scaleUp(left, by: rhs.scale - lhs.scale) else { return 1 }
            left = scaled
        } else if rhs.scale < lhs.scale {
            guard let scaled = scaleUp(right, by: lhs.scale - rhs.scale) else { return -1 }
            right = scaled
        }
        return left < right ? -1 : (left == right ? 0 : 1)
    }

    private static func scaleUp(_ value: UInt64, by digits: Int) -> UInt64? {
        var result = value
        for _ in 0..<digits {
            let (product, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = product
        }
        return result
    }
}
