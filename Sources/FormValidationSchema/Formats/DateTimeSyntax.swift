/// RFC 3339's `date-time`, `full-time` and `duration` (section 5.6 and appendix A), in ASCII: what JSON Schema's
/// `date-time`, `time` and `duration` formats name.
///
/// - `date-time`: `full-date "T" full-time`, `T` and `Z` in either case.
/// - `time`: `partial-time time-offset`: `HH:MM:SS`, an optional fraction of a second, then `Z` or `+HH:MM` /
///   `-HH:MM`. Hours 00–23, minutes 00–59, seconds 00–59, or 60 (a leap second) when the time in UTC is 23:59, as
///   leap seconds are inserted at the end of a UTC day; offsets up to 23:59.
/// - `duration`: `P`, then years, months and days in that order (a month and a day only after the unit before
///   them, or alone), then `T` and hours, minutes and seconds likewise, or weeks alone; whole numbers only.
enum DateTimeSyntax {
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
        return FullDate.isValid(String(decoding: bytes[..<10], as: UTF8.self)) && isFullTime(bytes[11...])
    }

    static func isTime(_ text: String) -> Bool {
        isFullTime(Array(text.utf8)[...])
    }

    /// `HH:MM:SS[.fraction](Z|±HH:MM)`.
    private static func isFullTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        func twoDigits() -> Int? {
            guard index + 1 < bytes.endIndex, let tens = digit(bytes[index]), let units = digit(bytes[index + 1])
            else { return nil }
            index += 2
            return tens * 10 + units
        }
        func colon() -> Bool {
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            return true
        }
        guard let hour = twoDigits(), hour <= 23, colon(), let minute = twoDigits(), minute <= 59, colon(),
            let second = twoDigits(), second <= 60
        else { return false }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.endIndex, digit(bytes[index]) != nil { index += 1 }
            guard index > start else { return false }
        }
        guard index < bytes.endIndex else { return false }
        var offset = 0  // minutes east of UTC
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[index] == UInt8(ascii: "+") ? 1 : -1
            index += 1
            guard let hours = twoDigits(), hours <= 23, colon(), let minutes = twoDigits(), minutes <= 59 else {
                return false
            }
            offset = sign * (hours * 60 + minutes)
        default:
            return false
        }
        guard index == bytes.endIndex else { return false }
        if second == 60 {
            // The same instant in UTC must be 23:59.
            let utc = ((hour * 60 + minute - offset) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
    }

    static func isDuration(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.popFirst() == UInt8(ascii: "P"), !bytes.isEmpty else { return false }
        /// The next number and its unit, or `nil` when there is none (or no unit after the digits).
        func component() -> UInt8? {
            let digits = bytes.prefix { digit($0) != nil }
            guard !digits.isEmpty, digits.endIndex < bytes.endIndex else { return nil }
            let unit = bytes[digits.endIndex]
            bytes = bytes[(digits.endIndex + 1)...]
            return unit
        }
        // The date part: `W` alone, or units from Y, M, D, each only after the one before it.
        var order: [UInt8] = Array("YMD".utf8)
        var last: Int?
        while let first = bytes.first, first != UInt8(ascii: "T") {
            guard let unit = component() else { return false }
            if unit == UInt8(ascii: "W") { return last == nil && bytes.isEmpty }
            guard let position = order.firstIndex(of: unit), last.map({ position == $0 + 1 }) ?? true else {
                return false
            }
            last = position
        }
        guard bytes.popFirst() == UInt8(ascii: "T") else { return last != nil }
        order = Array("HMS".utf8)
        last = nil
        while !bytes.isEmpty {
            guard let unit = component(), let position = order.firstIndex(of: unit),
                last.map({ position == $0 + 1 }) ?? true
            else { return false }
            last = position
        }
        return last != nil
    }
}
