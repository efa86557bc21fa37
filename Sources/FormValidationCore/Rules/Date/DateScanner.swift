import Foundation

/// Reads a calendar date typed as text: ISO 8601 (`2026-11-23`), or three numbers in the order a locale writes
/// them (`23/11/2026` in en-GB, `11/23/2026` in en-US, `2026/11/23` in ja-JP).
///
/// A linear scan of the UTF-8 bytes, with no formatter and no leniency:
///
/// - ISO 8601 is `YYYY-MM-DD`, exactly ten characters.
/// - Otherwise the text is three groups of ASCII digits: the year of exactly four digits, the month and the day of
///   one or two. A year written first is followed by the month, then the day (`2026/11/23`, `2026. 11. 23.`,
///   `2026年11月23日`), whatever the locale; otherwise the locale's order says whether the day or the month comes
///   first (`dd/MM/yyyy` or `MM/dd/yyyy`).
/// - The groups are separated twice by the same `/`, `.` or `-`, each optionally followed by one space, or by one
///   space; after the last group a `.` may end a date separated by dots. Year first, `年` and `月` may separate the
///   groups, and then `日` ends the date.
/// - Two-digit years are refused (there is no pivot to guess the century), and so are days that do not exist
///   (`31/02/2026`, `29/02/2027`), years outside 1 to 9999, other digits than ASCII and surrounding whitespace.
///
/// Text longer than 40 bytes is refused at once, so any input costs constant time after its length is known.
enum DateScanner {
    /// Which of day and month a locale writes first, when the year is last.
    enum Order: Sendable, Hashable {
        case dayFirst, monthFirst
    }

    /// What the scanner read: the date, and whether the text was already its ISO 8601 spelling.
    struct Reading {
        var date: CalendarDate
        var isISO8601: Bool
    }

    /// The order in which `locale` writes day and month (from its `yMd` date pattern).
    static func order(for locale: Locale) -> Order {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yyyyMMdd", options: 0, locale: locale) ?? "MM/dd/yyyy"
        guard let day = pattern.firstIndex(of: "d"), let month = pattern.firstIndex(of: "M") else { return .monthFirst }
        return day < month ? .dayFirst : .monthFirst
    }

    /// Reads `text` as a date written in `order`.
    ///
    /// - Complexity: O(1) beyond the length of `text`; allocates nothing for native strings.
    static func read(_ text: String, order: Order) -> Reading? {
        let utf8 = text.utf8
        guard utf8.count <= 40 else { return nil }
        if let reading = utf8.withContiguousStorageIfAvailable({ scan($0, order: order) }) { return reading }
        return Array(utf8).withUnsafeBufferPointer { scan($0, order: order) }
    }

    /// An ISO 8601 calendar date, `YYYY-MM-DD`, or `nil`.
    static func iso8601(_ bytes: some Collection<UInt8>) -> CalendarDate? {
        guard bytes.count == 10 else { return nil }
        var values = (0, 0, 0)
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = digitValue(byte) else { return nil }
            switch offset {
            case 0..<4: values.0 = values.0 * 10 + digit
            case 5, 6: values.1 = values.1 * 10 + digit
            default: values.2 = values.2 * 10 + digit
            }
        }
        return CalendarDate(year: values.0, month: values.1, day: values.2)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    /// A separator between two groups.
    private enum Separator: Equatable {
        case mark(UInt8)  // `/`, `.` or `-`, maybe followed by a space
        case space
        case year  // 年
        case month  // 月
    }

    private static let yearMark: [UInt8] = [0xE5, 0xB9, 0xB4]  // 年
    private static let monthMark: [UInt8] = [0xE6, 0x9C, 0x88]  // 月
    private static let dayMark: [UInt8] = [0xE6, 0x97, 0xA5]  // 日

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, order: Order) -> Reading? {
        if let date = iso8601(bytes) { return Reading(date: date, isISO8601: true) }
        var position = 0

        /// One to four digits.
        func group() -> (value: Int, digits: Int)? {
            var value = 0
            var digits = 0
            while position < bytes.count, let digit = digitValue(bytes[position]) {
                digits += 1
                guard digits <= 4 else { return nil }
                value = value * 10 + digit
                position += 1
            }
            return digits > 0 ? (value, digits) : nil
        }

        func matches(_ mark: [UInt8]) -> Bool {
            guard position + mark.count <= bytes.count else { return false }
            for (offset, byte) in mark.enumerated() where bytes[position + offset] != byte { return false }
            position += mark.count
            return true
        }

        func separator() -> Separator? {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"):
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                return .mark(byte)
            case UInt8(ascii: " "):
                position += 1
                return .space
            default:
                if matches(yearMark) { return .year }
                if matches(monthMark) { return .month }
                return nil
            }
        }

        guard let first = group(), let firstSeparator = separator(), let second = group(),
            let secondSeparator = separator(), let third = group()
        else { return nil }
        switch (firstSeparator, secondSeparator) {
        case (.year, .month):
            guard matches(dayMark) else { return nil }
        case (.mark(let mark), .mark(let other)) where mark == other:
            if mark == UInt8(ascii: "."), position < bytes.count, bytes[position] == UInt8(ascii: ".") { position += 1 }
        case (.space, .space):
            break
        default:
            return nil
        }
        guard position == bytes.count else { return nil }

        let year: (value: Int, digits: Int)
        let month: (value: Int, digits: Int)
        let day: (value: Int, digits: Int)
        if first.digits == 4 {
            (year, month, day) = (first, second, third)
        } else if case .year = firstSeparator {
            return nil
        } else if order == .dayFirst {
            (day, month, year) = (first, second, third)
        } else {
            (month, day, year) = (first, second, third)
        }
        guard year.digits == 4, month.digits <= 2, day.digits <= 2,
            let date = CalendarDate(year: year.value, month: month.value, day: day.value)
        else { return nil }
        return Reading(date: date, isISO8601: false)
    }
}
