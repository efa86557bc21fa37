/// Up to 19 decimal digits held in one 64-bit integer, leading zeros included: the digits of a phone number,
/// kept without allocating.
///
/// E.164 allows 15 digits after the `+`; 19 leaves room for an international call prefix (`011`) or a trunk prefix
/// in front of them. Appending beyond ``capacity`` is refused; callers count the extra digits themselves.
struct PhoneDigits: Hashable, Sendable {
    /// The most digits a value holds.
    static let capacity = 19

    /// The digits as a number (leading zeros do not show; ``count`` keeps them).
    private(set) var value: UInt64 = 0
    /// How many digits there are.
    private(set) var count: Int = 0

    init() {}

    /// The digits of `text`, which must be ASCII digits, at most ``capacity`` of them (for tables and tests).
    init(_ text: Substring) {
        for byte in text.utf8 { _ = append(byte &- 0x30) }
    }

    /// Appends `digit` (0–9); returns `false`, changing nothing, when the value is full.
    @discardableResult
    mutating func append(_ digit: UInt8) -> Bool {
        guard count < Self.capacity else { return false }
        value = value &* 10 &+ UInt64(digit)
        count += 1
        return true
    }

    /// The digit at `index`, counted from the left.
    func digit(at index: Int) -> UInt8 {
        UInt8((value / Self.powerOfTen(count - index - 1)) % 10)
    }

    /// The first `length` digits, as a number.
    func leading(_ length: Int) -> UInt64 {
        value / Self.powerOfTen(count - length)
    }

    /// These digits without the first `length`.
    func dropFirst(_ length: Int) -> PhoneDigits {
        var rest = PhoneDigits()
        rest.count = count - length
        rest.value = value % Self.powerOfTen(rest.count)
        return rest
    }

    /// Whether the digits start with `prefix`.
    func hasPrefix(_ prefix: PhoneDigits) -> Bool {
        prefix.count <= count && leading(prefix.count) == prefix.value
    }

    /// The digits as text: ASCII digits, leading zeros included.
    var text: String {
        var digits = String(value)
        if digits.count < count { digits = String(repeating: "0", count: count - digits.count) + digits }
        return count == 0 ? "" : digits
    }

    /// 10 to the power `exponent` (0...19).
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result &*= 10 }
        return result
    }
}

extension PhoneDigits: ExpressibleByStringLiteral {
    init(stringLiteral text: String) { self.init(text[...]) }
}
