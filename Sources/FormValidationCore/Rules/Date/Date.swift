public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that is a date: ISO 8601 (`2026-11-23`), or day, month and year in `locale`'s order
    /// (`23/11/2026` in en-GB, `11/23/2026` in en-US, `2026/11/23` in ja-JP).
    ///
    /// The year has four digits (a two-digit year is refused: there is no pivot to guess its century), the day
    /// must exist (`31/02/2026` and `29/02/2027` are refused), and the three numbers are separated by the same
    /// `/`, `.` or `-` (or a space); a year written first is followed by the month and the day in any locale, and
    /// `2026年11月23日` is read too. Dates are of the Gregorian calendar whatever the locale's own. Surrounding
    /// whitespace is not allowed (put ``trimmingWhitespace()`` first). A valid value is corrected to its ISO 8601
    /// spelling, so `23/11/2026` is stored as `2026-11-23`.
    ///
    /// Default message: "{field} must be a valid date." (code ``ValidationError/Code/invalidDate``).
    ///
    /// - Parameters:
    ///   - locale: The locale whose order of day and month to read.
    ///   - message: A custom message.
    /// - Returns: A date rule that corrects to ISO 8601.
    /// - Complexity: O(1) after the length of the value is known (longer text than a date is refused at once);
    ///   allocates nothing for a date already in ISO 8601, or any ASCII date.
    public static func date(locale: Locale = .autoupdatingCurrent, message: String? = nil) -> Self {
        date(minimum: nil, maximum: nil, locale: locale, message: message)
    }

    /// Requires text that is a date within `range`, both ends inclusive.
    ///
    /// See ``date(locale:message:)`` for what is read. Default messages: "{field} must be a valid date." and
    /// "{field} must be between {min} and {max}." (codes ``ValidationError/Code/invalidDate``,
    /// ``ValidationError/Code/dateTooEarly``, ``ValidationError/Code/dateTooLate``), the bounds written as ISO 8601.
    ///
    /// - Parameters:
    ///   - range: The allowed dates, such as `CalendarDate(2000, 1, 1)...CalendarDate(2030, 12, 31)`.
    ///   - locale: The locale whose order of day and month to read.
    ///   - message: A custom message.
    /// - Returns: A date rule that corrects to ISO 8601.
    public static func date(
        in range: ClosedRange<CalendarDate>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        date(minimum: range.lowerBound, maximum: range.upperBound, locale: locale, message: message)
    }

    /// Requires text that is a date on or after `range.lowerBound`.
    ///
    /// - Parameters:
    ///   - range: The allowed dates, such as `CalendarDate(2000, 1, 1)...`.
    ///   - locale: The locale whose order of day and month to read.
    ///   - message: A custom message.
    /// - Returns: A date rule that corrects to ISO 8601.
    public static func date(
        in range: PartialRangeFrom<CalendarDate>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        date(minimum: range.lowerBound, maximum: nil, locale: locale, message: message)
    }

    /// Requires text that is a date on or before `range.upperBound`.
    ///
    /// - Parameters:
    ///   - range: The allowed dates, such as `...CalendarDate(2030, 12, 31)`.
    ///   - locale: The locale whose order of day and month to read.
    ///   - message: A custom message.
    /// - Returns: A date rule that corrects to ISO 8601.
    public static func date(
        in range: PartialRangeThrough<CalendarDate>, locale: Locale = .autoupdatingCurrent, message: String? = nil
    ) -> Self {
        date(minimum: nil, maximum: range.upperBound, locale: locale, message: message)
    }

    fileprivate static func date(minimum: CalendarDate?, maximum: CalendarDate?, locale: Locale, message: String?)
        -> Self
    {
        let order = DateScanner.order(for: locale)
        // Its failures, made now: not a date, too early, too late.
        let failures = [
            RuleFailure(.invalidDate), DateBounds.failure(minimum, maximum, tooEarly: true),
            DateBounds.failure(minimum, maximum, tooEarly: false),
        ]
        return Self(name: "date", message: message, failures: failures, rewritesValue: true) { value in
            guard let reading = DateScanner.read(value, order: order) else { return .fails(0) }
            let date = reading.date
            if let minimum, date < minimum { return .fails(1) }
            if let maximum, date > maximum { return .fails(2) }
            if !reading.isISO8601 { value = date.description }
            return .passes
        }
    }
}

/// The failures of a date out of its bounds.
enum DateBounds {
    static func failure(_ minimum: CalendarDate?, _ maximum: CalendarDate?, tooEarly: Bool) -> RuleFailure {
        var parameters: [String: ValidationParameter] = [:]
        if let minimum { parameters["min"] = .text(minimum.description) }
        if let maximum { parameters["max"] = .text(maximum.description) }
        let message: DefaultMessage =
            switch (minimum != nil && maximum != nil, tooEarly) {
            case (true, true): .dateTooEarlyRange
            case (true, false): .dateTooLateRange
            case (false, true): .dateTooEarly
            case (false, false): .dateTooLate
            }
        return RuleFailure(message, parameters: parameters)
    }
}

/// A date from `earliest` to `latest`, as ISO 8601 (2026-11-23) or in `locale`'s order (23/11/2026); corrected to ISO
/// 8601.
struct DateRule: RuleDefinition {
    static let example = ".date(in: CalendarDate(2000, 1, 1)..., locale: Locale(identifier: \"en_GB\"))"
    static let messages: [DefaultMessage] = [
        .invalidDate, .dateTooEarlyRange, .dateTooLateRange, .dateTooEarly, .dateTooLate,
    ]

    /// The earliest allowed date, as ISO 8601 (none when absent).
    @Argument(.calendarDate, commandLine: .option("DATE"), formerKeys: ["min"])
    var earliest: CalendarDate? = nil
    /// The latest allowed date, as ISO 8601 (none when absent).
    @Argument(.calendarDate, commandLine: .option("DATE"), formerKeys: ["max"])
    var latest: CalendarDate? = nil
    @Argument(.locale) var locale: String? = nil

    func checkArguments() throws(ArgumentProblem) {
        if let earliest, let latest, earliest > latest { throw .outOfOrder("earliest", "latest") }
    }

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(
            .date(
                minimum: earliest, maximum: latest, locale: LocaleArgument.locale(locale), message: context.message))
    }
}

extension ArgumentType where Value == CalendarDate {
    /// A calendar date written as ISO 8601: a JSON string or the command-line text (`2026-11-23`).
    package static let calendarDate = ArgumentType<String>.string.map(
        { text, key throws(ArgumentProblem) in
            guard let date = CalendarDate(iso8601: text) else {
                throw .notISO8601Date(key)
            }
            return date
        }, back: \.description)
}
