import Foundation

/// A month of the Gregorian calendar, counted as `year * 12 + (month - 1)` so that months compare and subtract.
///
/// Card expiry dates are Gregorian whatever calendar a person uses, so the month of an instant is computed here
/// with the proleptic Gregorian calendar (H. Hinnant's `civil_from_days`), in integer arithmetic, not with
/// `Calendar.current`, which may be Buddhist or Japanese and which allocates.
struct CalendarMonth: Sendable, Hashable, Comparable {
    /// Months since January of year 0.
    let index: Int

    init(year: Int, month: Int) { index = year * 12 + (month - 1) }

    /// The month `date` falls in, in `timeZone`.
    init(_ date: Date, in timeZone: TimeZone) {
        // Beyond ±30 million years the arithmetic would overflow; no card lives there.
        let interval = date.timeIntervalSince1970
        let bounded = interval.isNaN ? 0 : min(max(interval, -1e15), 1e15)
        let seconds = Int(bounded.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        var days = seconds / 86_400
        if seconds % 86_400 < 0 { days -= 1 }
        // civil_from_days: days since 1970-01-01 to a proleptic Gregorian year and month.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month)
    }

    var year: Int { index / 12 }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
