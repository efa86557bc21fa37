public import Foundation

extension ValidationRule where Value == String {
    /// Requires a card's expiry date: a month and year, not in the past, at most `maximumYearsAhead` years ahead.
    ///
    /// Accepted forms: `MM/YY`, `MM/YYYY`, `MM-YY`, `MM-YYYY`, `MMYY` and `MMYYYY`, with a one-digit month before a
    /// separator (`8/29`), and spaces around the separator or at either end (`08 / 29`, as card forms often
    /// format it). A two-digit year is the one within 50 years of the current year (from 50 years before it to 49
    /// years after). The corrected value is `MM/YY` when its two-digit year reads back as the same year, and
    /// `MM/YYYY` otherwise (December 2099, 100 years ahead of 1999, is `12/2099`, since `12/99` would read as
    /// 1999), so a corrected value validates again unchanged.
    ///
    /// A card is valid through the last day of its month, so `08/29` passes until August 2029 has ended in
    /// `timeZone`. The month is computed in the Gregorian calendar, which card dates use whatever the user's
    /// calendar; pass the time zone explicitly where the verdict must not depend on the machine (a server:
    /// `TimeZone(identifier: "UTC")!`), and inject `now` in tests.
    ///
    /// Failures (one is reported): ``ValidationError/Code/invalidCardExpiry`` for text that is none of those
    /// forms or a month outside 1–12; ``ValidationError/Code/cardExpired`` (parameters `month`, `year`);
    /// ``ValidationError/Code/cardExpiryTooFarAhead`` (parameters `month`, `year`, `max`). Default messages:
    /// "{field} must be a month and year such as 08/29.", "{field} is in the past." and "{field} is more than
    /// {max} years ahead."
    ///
    /// - Parameters:
    ///   - timeZone: Where the month is judged; the current time zone by default.
    ///   - maximumYearsAhead: How far ahead an expiry may be, in years; 20 by default.
    ///   - now: The current instant; `Date()` by default.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A card expiry rule.
    /// - Complexity: O(1): text longer than 16 bytes is refused unread. A valid value already in its corrected form
    ///   allocates nothing; other forms allocate their corrected value.
    public static func cardExpiry(
        timeZone: TimeZone = .autoupdatingCurrent,
        maximumYearsAhead: Int = 20,
        now: @escaping @Sendable () -> Date = { Date() },
        message: String? = nil
    ) -> Self {
        Self(name: "cardExpiry", message: message) { value, failures in
            let current = CalendarMonth(now(), in: timeZone)
            guard let expiry = CardExpiryText(value, currentYear: current.year) else {
                failures.append(RuleFailure(.invalidCardExpiry))
                return
            }
            let month = CalendarMonth(year: expiry.year, month: expiry.month)
            if month < current {
                failures.append(
                    RuleFailure(
                        .cardExpired, parameters: ["month": .integer(expiry.month), "year": .integer(expiry.year)]))
            } else if month.index - current.index > maximumYearsAhead * 12 {
                failures.append(
                    RuleFailure(
                        .cardExpiryTooFarAhead,
                        parameters: [
                            "month": .integer(expiry.month), "year": .integer(expiry.year),
                            "max": .integer(maximumYearsAhead),
                        ]))
            } else if !expiry.isCanonical, let canonical = expiry.canonical {
                value = canonical
            }
        }
    }
}

/// An expiry date as typed: its month and year, read in one pass without allocating.
struct CardExpiryText {
    let month: Int
    let year: Int
    /// Whether the year is one a two-digit year reads as, so that `MM/YY` names this month unambiguously.
    let hasTwoDigitYear: Bool
    /// Whether the text is already in its corrected form (see ``canonical``).
    let isCanonical: Bool

    /// Reads `text`, or returns `nil` when it is no expiry date.
    ///
    /// - Parameter currentYear: The year a two-digit year is read near.
    init?(_ text: String, currentYear: Int) {
        let bytes = text.utf8
        guard bytes.count <= 16 else { return nil }
        var values = (0, 0)
        var lengths = (0, 0)
        var inSecondGroup = false
        var spaceAfterDigits = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte &- UInt8(ascii: "0"))
                if inSecondGroup {
                    guard !(spaceAfterDigits && lengths.1 > 0) else { return nil }
                    values.1 = values.1 * 10 + digit
                    lengths.1 += 1
                } else {
                    guard !(spaceAfterDigits && lengths.0 > 0), lengths.0 < 6 else { return nil }
                    values.0 = values.0 * 10 + digit
                    lengths.0 += 1
                }
                spaceAfterDigits = false
            case UInt8(ascii: " "):
                spaceAfterDigits = true
            case UInt8(ascii: "/"), UInt8(ascii: "-"):
                guard !inSecondGroup, lengths.0 > 0 else { return nil }
                inSecondGroup = true
                spaceAfterDigits = false
            default:
                return nil
            }
        }
        let month: Int
        let year: Int
        let yearDigits: Int
        if inSecondGroup {
            guard (1...2).contains(lengths.0), lengths.1 == 2 || lengths.1 == 4 else { return nil }
            (month, year, yearDigits) = (values.0, values.1, lengths.1)
        } else if lengths.0 == 4 {
            (month, year, yearDigits) = (values.0 / 100, values.0 % 100, 2)
        } else if lengths.0 == 6 {
            (month, year, yearDigits) = (values.0 / 10_000, values.0 % 10_000, 4)
        } else {
            return nil
        }
        guard (1...12).contains(month) else { return nil }
        self.month = month
        // A two-digit year is the year ending so that lies within 50 years of now: 29 is 2029 from 2026, and 2129
        // from 2099.
        let window = (currentYear - 50)...(currentYear + 49)
        if yearDigits == 2 {
            var full = currentYear - currentYear % 100 + year
            if full < window.lowerBound { full += 100 } else if full > window.upperBound { full -= 100 }
            self.year = full
        } else {
            self.year = year
        }
        hasTwoDigitYear = window.contains(self.year)
        isCanonical =
            lengths.0 == 2 && bytes.count == (hasTwoDigitYear ? 5 : 7) && yearDigits == (hasTwoDigitYear ? 2 : 4)
            && bytes.dropFirst(2).first == UInt8(ascii: "/")
    }

    /// The date as `MM/YY` when the two-digit year reads back as ``year``, else as `MM/YYYY`; `nil` for a year
    /// that four digits cannot write either (beyond 9999, reachable only with a clock thousands of years ahead),
    /// which is left as typed.
    var canonical: String? {
        let monthText = (month < 10 ? "0" : "") + String(month) + "/"
        if hasTwoDigitYear {
            let twoDigitYear = ((year % 100) + 100) % 100
            return monthText + (twoDigitYear < 10 ? "0" : "") + String(twoDigitYear)
        }
        guard (0...9999).contains(year) else { return nil }
        let digits = String(year)
        return monthText + String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// A card expiry date (MM/YY, MM/YYYY, MM-YY or MMYY), not before this month in `timeZone` and at most
/// `maximumYearsAhead` years ahead; corrected to MM/YY, or MM/YYYY for a year that two digits would not name (more than
/// 49 years ahead).
struct CardExpiryRule: RuleDefinition {
    static let example = ".cardExpiry(timeZone: TimeZone(identifier: \"UTC\")!)"
    static let messages: [DefaultMessage] = [.invalidCardExpiry, .cardExpired, .cardExpiryTooFarAhead]

    /// The identifier of the time zone where the month is judged (`UTC`); the current one when absent.
    @Argument(.string, checks: [.knownTimeZone], commandLine: .option("TZ"))
    var timeZone: String? = nil
    /// How many years ahead an expiry may be (default 20, at most 100).
    @Argument(
        .count, checks: [.atMost(100)],
        commandLine: .option("N", formerNames: ["--max-years"]), formerKeys: ["maxYears"])
    var maximumYearsAhead: Int = 20

    func build(_ context: RuleBuildContext) -> BuiltRule {
        let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .autoupdatingCurrent
        return .local(.cardExpiry(timeZone: zone, maximumYearsAhead: maximumYearsAhead, message: context.message))
    }
}
