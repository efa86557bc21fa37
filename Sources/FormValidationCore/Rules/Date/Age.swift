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

extension RuleSpec {
    /// ``ValidationRule/age(atLeast:atMost:locale:timeZone:today:message:)`` as data.
    ///
    /// - Parameters:
    ///   - minimum: The youngest allowed age in years, or `nil` for none.
    ///   - maximum: The oldest allowed age in years, or `nil` for none.
    ///   - locale: The identifier of the locale whose order of day and month to read (`"en_GB"`), or `nil` for the
    ///     current locale of whoever validates.
    ///   - timeZone: The identifier of the time zone where today is counted (`"Europe/Berlin"`), or `nil` for the
    ///     current time zone of whoever validates.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func age(
        atLeast minimum: Int? = nil, atMost maximum: Int? = nil, locale: String? = nil, timeZone: String? = nil,
        message: String? = nil
    ) -> RuleSpec {
        RuleSpec(
            .age, AgeArguments(min: minimum, max: maximum, locale: locale, timeZone: timeZone), message: message)
    }
}

extension RuleDeclaration {
    /// `age`: a date of birth giving an age from `min` to `max` years today.
    static let age = RuleDeclaration(
        name: "age",
        summary: "A date of birth, read as date reads it, of someone \(name: "min") to \(name: "max") years old "
            + "today in \(name: "timeZone"); corrected to ISO 8601.",
        example: ".age(atLeast: 18)",
        symbol: "ValidationRule/age(atLeast:atMost:locale:timeZone:today:message:)",
        arguments: AgeArguments.self,
        messages: [.invalidDate, .dateInFuture, .tooYoung, .tooOld]
    ) { arguments, context in
        .local(
            .age(
                atLeast: arguments.min, atMost: arguments.max, locale: LocaleArgument.locale(arguments.locale),
                timeZone: arguments.timeZone.flatMap(TimeZone.init(identifier:)) ?? .autoupdatingCurrent,
                today: context.now, message: context.message))
    }
}

private struct AgeArguments: DeclaredArguments {
    var min: Int?
    var max: Int?
    var locale: String?
    var timeZone: String?
    static let fields: [ArgumentField<Self>] = [
        .init(\.min, .lowerBound(.count, summary: "the youngest allowed age in years (none when absent)")),
        .init(\.max, .upperBound(.count, summary: "the oldest allowed age in years (none when absent)")),
        .init(\.locale, LocaleArgument.argument), .init(\.timeZone, timeZoneArgument),
    ]
    static let checks = [ordered(\.min, \.max)]

    static let timeZoneArgument = RuleArgument<String?>(
        optional: "timeZone", .string,
        summary:
            "the identifier of the time zone where today is counted (`Europe/Berlin`); the current one when absent",
        checks: [
            { identifier in
                TimeZone(identifier: identifier) == nil
                    ? "unknown \(name: "timeZone") value \(given: "timeZone") (expected a time zone such as Europe/Berlin or UTC)"
                    : nil
            }
        ])
}
