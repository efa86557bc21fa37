public import Foundation

/// A day of the Gregorian calendar — a year, a month and a day, with no time and no time zone — such as a date of
/// birth or the bound of a date rule.
///
/// Written as ISO 8601 (`2026-11-23`) in JSON, in messages and as the corrected value of
/// ``ValidationRule/date(locale:message:)``. Years run from 1 to 9999.
///
/// ```swift
/// let opening = CalendarDate(2026, 11, 23)
/// print(opening)                                      // 2026-11-23
/// // 2026 is not a leap year:
/// print(CalendarDate(iso8601: "2026-02-29") == nil)   // true
/// ```
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The date `year`-`month`-`day`, or `nil` when there is no such day (`2026-02-29`, `2026-04-31`, month 13) or
    /// the year is outside 1 to 9999.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysInMonth(month, of: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `year`-`month`-`day`, which must exist: for dates written in code, such as a rule's bounds.
    ///
    /// - Precondition: The day exists (see ``init(year:month:day:)``).
    ///
    /// - Parameters:
    ///   - year: The year, in the proleptic Gregorian calendar.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month, from 1.
    public init(_ year: Int, _ month: Int, _ day: Int) {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("there is no day \(year)-\(month)-\(day)")
        }
        self = date
    }

    /// The date an ISO 8601 calendar date names, `YYYY-MM-DD` (`2026-11-23`), or `nil` for any other text or a
    /// day that does not exist.
    ///
    /// - Parameter text: The text.
    public init?(iso8601 text: String) {
        guard let date = DateScanner.iso8601(text.utf8) else { return nil }
        self = date
    }

    /// The day `date` falls on in `timeZone`.
    ///
    /// - Parameters:
    ///   - date: An instant.
    ///   - timeZone: Where the day is counted.
    public init(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let days = Int((seconds / 86_400).rounded(.down))
        self = Self(daysSince1970: days)
    }

    /// The ISO 8601 spelling: `2026-11-23`.
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { buffer in
            var year = year
            for index in (0..<4).reversed() {
                buffer[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            buffer[4] = UInt8(ascii: "-")
            buffer[5] = UInt8(ascii: "0") + UInt8(month / 10)
            buffer[6] = UInt8(ascii: "0") + UInt8(month % 10)
            buffer[7] = UInt8(ascii: "-")
            buffer[8] = UInt8(ascii: "0") + UInt8(day / 10)
            buffer[9] = UInt8(ascii: "0") + UInt8(day % 10)
            return 10
        }
    }

    /// Whether `lhs` comes before `rhs` in time.
    ///
    /// - Parameters:
    ///   - lhs: A date.
    ///   - rhs: Another date.
    /// - Returns: Whether `lhs` is the earlier.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` has a 29 February.
    ///
    /// - Parameter year: The year, in the proleptic Gregorian calendar.
    /// - Returns: Whether it is a leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` in `year`.
    package static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The age in whole years on `today` of someone born on this date: the years since, less one before the
    /// birthday. Someone born on 29 February has a birthday on 1 March in a common year. Negative for a date
    /// after `today`.
    ///
    /// - Parameter today: The day to count to.
    /// - Returns: The age in years.
    public func age(on today: CalendarDate) -> Int {
        let years = today.year - year
        // A 29 February birthday falls on 1 March in a common year: before that, it has not come yet.
        let hadBirthday = (today.month, today.day) >= (month, day)
        return hadBirthday ? years : years - 1
    }

    /// The day `days` days after 1 January 1970 (Howard Hinnant's `civil_from_days`); clamped to the years 1 to
    /// 9999.
    package init(daysSince1970 days: Int) {
        let z = min(max(days, -719_162), 2_932_896) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = year
        self.month = month
        self.day = day
    }

    /// Decodes a date from its ISO 8601 string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not an ISO 8601 date that exists.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(text) is not an ISO 8601 date such as 2026-11-23")
        }
        self = date
    }

    /// Encodes the date as its ISO 8601 string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
