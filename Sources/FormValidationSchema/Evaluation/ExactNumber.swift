import Foundation

/// A number as a sign, up to 64 bits of decimal digits and a power of ten: what JSON numbers in forms and records
/// are, compared exactly without allocating (Foundation's `Decimal` comparison allocates).
struct ExactNumber: Sendable, Hashable {
    /// -1, 0 or 1.
    let sign: Int
    /// The digits, without sign: `123` for `-1.23`.
    let digits: UInt64
    /// The power of ten they are multiplied by: `-2` for `-1.23`.
    let exponent: Int

    /// The number `sign` × `digits` × 10^`exponent`; a zero has sign 0, whatever it is given.
    init(sign: Int, digits: UInt64, exponent: Int) {
        self.sign = digits == 0 ? 0 : sign
        self.digits = digits
        self.exponent = exponent
    }

    /// Whether the number has no fractional part.
    var isWhole: Bool {
        guard exponent < 0, digits != 0 else { return true }
        var digits = digits
        for _ in 0..<(-exponent) {
            guard digits % 10 == 0 else { return false }
            digits /= 10
        }
        return true
    }

    /// How the number compares with `other`.
    func compared(to other: ExactNumber) -> ComparisonResult {
        if sign != other.sign { return sign < other.sign ? .orderedAscending : .orderedDescending }
        if sign == 0 { return .orderedSame }
        let magnitudes = compareMagnitude(to: other)
        guard sign < 0 else { return magnitudes }
        switch magnitudes {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    private func compareMagnitude(to other: ExactNumber) -> ComparisonResult {
        var (mine, theirs) = (digits, other.digits)
        // Both nonzero: the digits with the larger power of ten are scaled to the other's; past 64 bits they are
        // the larger.
        if exponent != other.exponent {
            let larger = exponent > other.exponent
            var scaled = larger ? mine : theirs
            for _ in 0..<abs(exponent - other.exponent) {
                let (product, overflow) = scaled.multipliedReportingOverflow(by: 10)
                if overflow { return larger ? .orderedDescending : .orderedAscending }
                scaled = product
            }
            if larger { mine = scaled } else { theirs = scaled }
        }
        return mine < theirs ? .orderedAscending : mine == theirs ? .orderedSame : .orderedDescending
    }
}

extension Decimal {
    /// How the number compares with `other`, exactly; without allocating when both fit an ``ExactNumber``.
    func compared(to other: Decimal) -> ComparisonResult {
        guard let first = exactNumber, let second = other.exactNumber else {
            return self < other ? .orderedAscending : self == other ? .orderedSame : .orderedDescending
        }
        return first.compared(to: second)
    }

    /// The number as an ``ExactNumber``, when its digits fit in 64 bits; `nil` also where Foundation lays a
    /// `Decimal` out otherwise than this reads it (checked once, on sample numbers).
    var exactNumber: ExactNumber? {
        guard let layout = Self.layout else { return nil }
        return exactNumber(layout)
    }

    /// Where a `Decimal`'s second byte keeps its length and sign. Laid out as `NSDecimal`, the value is an 8-bit
    /// exponent; a byte of length (in 16-bit words of digits, 4 bits) and flags; 2 bytes reserved; 8 little-endian
    /// words of digits. Apple's Foundation keeps the length in the byte's low bits and the sign in bit 4;
    /// swift-foundation the length in its high bits and the sign in bit 3.
    private struct Layout {
        let lengthShift: UInt8
        let negative: UInt8
    }

    private func exactNumber(_ layout: Layout) -> ExactNumber? {
        guard MemoryLayout<Decimal>.size == 20 else { return nil }
        return withUnsafeBytes(of: self) { bytes -> ExactNumber? in
            let flags = bytes[1]
            let length = Int((flags >> layout.lengthShift) & 0x0F)
            guard length <= 4 else { return nil }
            var digits: UInt64 = 0
            for word in 0..<length {
                let low = UInt64(bytes[4 + 2 * word])
                let high = UInt64(bytes[5 + 2 * word])
                digits |= (low | high << 8) << (16 * UInt64(word))
            }
            return ExactNumber(
                sign: flags & layout.negative != 0 ? -1 : 1, digits: digits, exponent: Int(Int8(bitPattern: bytes[0])))
        }
    }

    /// The layout that reads sample numbers as Foundation made them; `nil` when neither does.
    private static let layout: Layout? = {
        // Made without parsing text, which would load a locale: 0, 1, -1, -123456.789, 1e-7, -42e5, 2^64 - 1,
        // 123.4500 and -0.5.
        let samples = [
            Decimal(0), Decimal(1), Decimal(-1), Decimal(sign: .minus, exponent: -3, significand: 123_456_789),
            Decimal(sign: .plus, exponent: -7, significand: 1), Decimal(sign: .minus, exponent: 5, significand: 42),
            Decimal(UInt64.max), Decimal(sign: .plus, exponent: -4, significand: 1_234_500),
            Decimal(sign: .minus, exponent: -1, significand: 5),
        ]
        let candidates = [Layout(lengthShift: 4, negative: 0x08), Layout(lengthShift: 0, negative: 0x10)]
        return candidates.first { layout in
            samples.count == 9
                && samples.allSatisfy { number in
                    guard let parts = number.exactNumber(layout) else { return false }
                    let rebuilt = Decimal(
                        sign: parts.sign < 0 ? .minus : .plus, exponent: parts.exponent,
                        significand: Decimal(parts.digits))
                    return rebuilt == number && (parts.sign < 0) == (number < 0) && (parts.sign == 0) == number.isZero
                }
        }
    }()
}
