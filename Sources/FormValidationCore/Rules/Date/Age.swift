public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that is a date of birth of someone at least `minimum` and at most `maximum` years old today.
    ///
    /// The date is read as ``date(locale:message:)`` reads it and corrected to ISO 8601. The age is the whole
    /// years from the date of birth to today, a year less before the birthday; someone born on 29 February has a
    /// birthday on 1 March in a common year (and turns 18 then). "Today" is the day `today()` falls on in
    /// `timeZone`, so that a test can fix both.
    ///
    /// Default messages: "{field} must be a valid date.", "{field} must not be in the future.", "You must be at
    /// least {min} years old." and "You must be at most {max} years old." (codes
    /// ``ValidationError/Code/invalidDate``, ``ValidationError/Code/dateInFuture``,
    /// ``ValidationError/Code/tooYoung``, ``ValidationError/Code/tooOld``; parameters `min`, `max`, `age`).
    ///
    /// ```swift
    /// let birth = RuleSet<String>(.age(atLeast: 18, locale: Locale(identifier: "en_GB")), field: "Date of birth")
    /// print(birth.validate("23/11/1990"))   // valid("1990-11-23")
    /// ```
    ///
    /// - Parameters:
    ///   - minimum: The youngest allowed age in years, or `nil` for none.
    ///   - maximum: The oldest allowed age in years, or `nil` for none.
    ///   - locale: The locale whose order of day and month to read.
    ///   - timeZone: Where today is counted.
    ///   - today: Returns the current instant; a test passes a fixed one.
    ///   - message: A custom message.
    /// - Returns: A date-of-birth rule that corrects to ISO 8601.
    /// - Complexity: O(1) after the length of the value is known.
    public static func age(
        atLeast minimum: Int? = nil,
        atMost maximum: Int? = nil,
        locale: Locale = .autoupdatingCurrent,
        timeZone: TimeZone = .autoupdatingCurrent,
        today: @escaping @Sendable () -> Date = { Date() },
        message: String? = nil
    ) -> Self {
        let order = DateScanner.order(for: locale)
        return Self(name: "age", message: message) { value, failures in
            guard let reading = DateScanner.read(value, order: order) else {
                failures.append(RuleFailure(.invalidDate))
                return
            }
            let now = CalendarDate(today(), in: timeZone)
            if reading.date > now {
                failures.append(RuleFailure(.dateInFuture))
                return
            }
            let age = reading.date.age(on: now)
            if let minimum, age < minimum {
                failures.append(RuleFailure(.tooYoung, parameters: AgeBounds.parameters(minimum, maximum, age)))
            } else if let maximum, age > maximum {
                failures.append(RuleFailure(.tooOld, parameters: AgeBounds.parameters(minimum, maximum, age)))
            } else if !reading.isISO8601 {
                value = reading.date.description
            }
        }
    }
}

private enum AgeBounds {
    static func parameters(_ minimum: Int?, _ maximum: Int?, _ age: Int) -> [String: ValidationParameter] {
        var parameters: [String: ValidationParameter] = ["age": .integer(age)]
        if let minimum { parameters["min"] = .integer(minimum) }
        if let maximum { parameters["max"] = .integer(maximum) }
        return parameters
    }
}

/// A date of birth, read as date reads it, of someone `atLeast` to `atMost` years old today in `timeZone`; corrected to
/// ISO 8601.
struct AgeRule: RuleDefinition {
    static let example = ".age(atLeast: 18)"
    static let messages: [DefaultMessage] = [.invalidDate, .dateInFuture, .tooYoung, .tooOld]

    /// The youngest allowed age in years (none when absent).
    @Argument(.count, commandLine: .option("YEARS", formerNames: ["--min-age"]), formerKeys: ["min"])
    var atLeast: Int? = nil
    /// The oldest allowed age in years (none when absent).
    @Argument(.count, commandLine: .option("YEARS", formerNames: ["--max-age"]), formerKeys: ["max"])
    var atMost: Int? = nil
    @Argument(.locale) var locale: String? = nil
    /// The identifier of the time zone where today is counted (`Europe/Berlin`); the current one when absent.
    @Argument(.string, checks: [.knownTimeZone], commandLine: .option("TZ"))
    var timeZone: String? = nil

    func checkArguments() throws(ArgumentProblem) {
        if let atLeast, let atMost, atLeast > atMost { throw .outOfOrder("atLeast", "atMost") }
    }

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(
            .age(
                atLeast: atLeast, atMost: atMost, locale: LocaleArgument.locale(locale),
                timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .autoupdatingCurrent, today: context.now,
                message: context.message))
    }
}
