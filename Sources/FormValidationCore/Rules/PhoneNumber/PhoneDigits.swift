/// Up to 19 decimal digits held in two 64-bit integers, four bits a digit, leading zeros included: the digits of a
/// phone number, kept without allocating, and read one by one with a shift.
///
/// E.164 allows 15 digits after the `+`; 19 leaves room for an international call prefix (`011`) or a trunk prefix
/// in front of them. Appending beyond ``capacity`` is refused; callers count the extra digits themselves.
struct PhoneDigits: Hashable, Sendable {
    /// The most digits a value holds.
    static let capacity = 19

    /// Digit *i* (from the left) in bits 4*i*…4*i*+3 of `low` for the first 16, of `high` for the others; the bits
    /// past ``count`` are zero.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
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
        if count < 16 {
            low |= UInt64(digit) << (4 * UInt64(count))
        } else {
            high |= UInt64(digit) << (4 * UInt64(count - 16))
        }
        count += 1
        return true
    }

    /// The digit at `index`, counted from the left.
    @inline(__always)
    func digit(at index: Int) -> UInt8 {
        let word = index < 16 ? low >> (4 * UInt64(index)) : high >> (4 * UInt64(index - 16))
        return UInt8(truncatingIfNeeded: word) & 0xF
    }

    /// The first `length` digits, as a number.
    func leading(_ length: Int) -> UInt64 {
        var result: UInt64 = 0
        for index in 0..<length { result = result &* 10 &+ UInt64(digit(at: index)) }
        return result
    }

    /// These digits without the first `length`.
    func dropFirst(_ length: Int) -> PhoneDigits {
        var rest = PhoneDigits()
        rest.count = count - length
        let shift = 4 * UInt64(length)
        if length < 16 {
            // Shifts of 64 bits or more give 0.
            rest.low = low >> shift | high << (64 - shift)
            rest.high = high >> shift
        } else {
            rest.low = high >> (shift - 64)
        }
        return rest
    }

    /// The digits as text: ASCII digits, leading zeros included.
    var text: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = digit(at: index) + 0x30 }
            return count
        }
    }
}

extension PhoneDigits: ExpressibleByStringLiteral {
    init(stringLiteral text: String) { self.init(text[...]) }
}
