import FormValidation
import Foundation
import Testing

/// `.age(atLeast:atMost:)`: a date of birth, judged against an injected "today" in an explicit time zone.
@Suite struct AgeTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// Noon UTC on the given day.
    static func noon(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var components = DateComponents(year: year, month: month, day: day, hour: 12)
        components.timeZone = utc
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    static func rules(atLeast minimum: Int? = 18, atMost maximum: Int? = nil, today: Date) -> RuleSet<String> {
        RuleSet<String>(
            .age(
                atLeast: minimum, atMost: maximum, locale: Locale(identifier: "en_GB"), timeZone: utc, today: { today }),
            field: "Date of birth")
    }

    /// A birthday, the day of reckoning, and whether an age of at least 18 is reached.
    struct Case: Sendable, CustomTestStringConvertible {
        let born: String
        let today: (Int, Int, Int)
        let isEighteen: Bool
        var testDescription: String { "born \(born), today \(today)" }
    }

    @Test(arguments: [
        Case(born: "2008-11-23", today: (2026, 11, 22), isEighteen: false),  // the day before the birthday
        Case(born: "2008-11-23", today: (2026, 11, 23), isEighteen: true),  // the day of
        Case(born: "2008-11-23", today: (2026, 11, 24), isEighteen: true),
        Case(born: "2008-12-31", today: (2026, 12, 31), isEighteen: true),
        Case(born: "2009-01-01", today: (2026, 12, 31), isEighteen: false),
        // Born on a leap day: in a common year the birthday is 1 March, not 28 February.
        Case(born: "2008-02-29", today: (2026, 2, 28), isEighteen: false),
        Case(born: "2008-02-29", today: (2026, 3, 1), isEighteen: true),
        // In a leap year, 29 February itself.
        Case(born: "2012-02-29", today: (2030, 2, 28), isEighteen: false),
        Case(born: "2012-02-29", today: (2030, 3, 1), isEighteen: true),
        Case(born: "1996-02-29", today: (2014, 2, 28), isEighteen: false),
        Case(born: "1996-02-29", today: (2014, 3, 1), isEighteen: true),
        // Reaching 18 on a leap day itself.
        Case(born: "2010-02-28", today: (2028, 2, 28), isEighteen: true),
        Case(born: "2010-03-01", today: (2028, 2, 29), isEighteen: false),
        Case(born: "2010-03-01", today: (2028, 3, 1), isEighteen: true),
    ])
    func agesAroundABirthday(_ example: Case) {
        let rules = Self.rules(today: Self.noon(example.today.0, example.today.1, example.today.2))
        if example.isEighteen {
            expect(rules, accepts: example.born, correctedTo: example.born)
        } else {
            expect(rules, rejects: example.born, codes: [.tooYoung], messages: ["You must be at least 18 years old."])
        }
    }

    @Test func readsTheLocalesOrderAndCorrectsToISO8601() {
        let rules = Self.rules(today: Self.noon(2026, 11, 23))
        expect(rules, accepts: "23/11/1990", correctedTo: "1990-11-23")
        expect(rules, rejects: "31/02/1990", codes: [.invalidDate], messages: ["Date of birth must be a valid date."])
        expect(
            rules, rejects: "24/11/2026", codes: [.dateInFuture], messages: ["Date of birth must not be in the future."]
        )
    }

    @Test func upperBoundAndParameters() throws {
        let rules = Self.rules(atLeast: 13, atMost: 130, today: Self.noon(2026, 11, 23))
        expect(rules, accepts: "1895-11-24")
        expect(rules, rejects: "1895-11-23", codes: [.tooOld], messages: ["You must be at most 130 years old."])
        let error = try #require(rules.validate("2020-01-01").errors.first)
        #expect(error.parameters == ["min": 13, "max": 130, "age": 6])
        #expect(error.message == "You must be at least 13 years old.")
        let one = Self.rules(atLeast: 1, today: Self.noon(2026, 11, 23))
        expect(one, rejects: "2026-01-01", codes: [.tooYoung], messages: ["You must be at least 1 year old."])
    }

    @Test func todayIsCountedInTheTimeZoneGiven() {
        // 2026-11-23T23:30Z: the 24th in Tokyo, where someone born on 2008-11-24 turns 18; not yet in UTC.
        let lateEvening = Date(timeIntervalSince1970: 1_795_476_600)
        let tokyo = RuleSet<String>(
            .age(atLeast: 18, timeZone: TimeZone(identifier: "Asia/Tokyo")!, today: { lateEvening }))
        let london = RuleSet<String>(.age(atLeast: 18, timeZone: Self.utc, today: { lateEvening }))
        expect(tokyo, accepts: "2008-11-24")
        expect(london, rejects: "2008-11-24", codes: [.tooYoung])
    }

    @Test(arguments: [
        ("de", "Sie müssen mindestens 18 Jahre alt sein."), ("fr", "Vous devez avoir au moins 18 ans."),
        ("es", "Debes tener al menos 18 años."), ("pt-BR", "Você precisa ter pelo menos 18 anos."),
        ("ja", "18歳以上である必要があります。"), ("zh-Hans", "您必须年满18岁。"),
    ])
    func messagesInEveryLanguage(_ language: String, _ message: String) {
        let rules = RuleSet<String>(
            .age(atLeast: 18, timeZone: Self.utc, today: { Self.noon(2026, 11, 23) }), field: "x",
            messages: MessageCatalog(languages: [language]))
        expect(rules, rejects: "2010-01-01", codes: [.tooYoung], messages: [message])
    }

    @Test func specFormUsesTheInjectedToday() async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "born", "label": "Date of birth", "rules": [
                  {"rule": "age", "min": 18, "max": 130, "locale": "en_GB", "timeZone": "UTC"}]}]}
                """#)
        let validator = try FormSpecValidator(spec, messages: .english, now: { Self.noon(2026, 11, 23) })
        #expect(await validator.validate(["born": "23/11/2008"]).values == ["born": "2008-11-23"])
        #expect(
            await validator.validate(["born": "24/11/2008"]).errors.map(\.message) == [
                "You must be at least 18 years old."
            ])
        #expect(RuleSpec.age(atLeast: 18, atMost: 130).description == #"{"atLeast":18,"atMost":130,"rule":"age"}"#)
        do {
            _ = try FormSpec(
                json: #"{"name": "f", "fields": [{"name": "x", "rules": [{"rule": "age", "timeZone": "Mars/Base"}]}]}"#)
            Issue.record("an unknown time zone should be refused")
        } catch {
            #expect(
                error.description
                    == #"field "x", rule 1 (age): unknown "timeZone" value "Mars/Base" (expected a time zone such as UTC or Europe/Paris)"#
            )
        }
    }
}
