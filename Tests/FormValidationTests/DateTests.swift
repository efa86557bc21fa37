import FormValidation
import Foundation
import Testing

/// `.date(...)`: ISO 8601 and the locale's order, read by a strict linear scanner, corrected to ISO 8601.
@Suite struct DateTests {
    static func rules(_ locale: String) -> RuleSet<String> {
        RuleSet<String>(.date(locale: Locale(identifier: locale)), field: "Date")
    }

    @Test(arguments: [
        ("en_GB", "2026-11-23", "2026-11-23"), ("en_GB", "23/11/2026", "2026-11-23"),
        ("en_GB", "1/2/2026", "2026-02-01"),
        ("en_GB", "23.11.2026", "2026-11-23"), ("en_GB", "23-11-2026", "2026-11-23"),
        ("en_GB", "23 11 2026", "2026-11-23"),
        ("en_US", "11/23/2026", "2026-11-23"), ("en_US", "2/1/2026", "2026-02-01"),
        ("en_US", "2026-11-23", "2026-11-23"),
        ("ja_JP", "2026/11/23", "2026-11-23"), ("ja_JP", "2026/1/5", "2026-01-05"),
        ("ja_JP", "2026年11月23日", "2026-11-23"),
        ("de_DE", "23.11.2026", "2026-11-23"), ("de_DE", "23. 11. 2026", "2026-11-23"),
        ("ko_KR", "2026. 11. 23.", "2026-11-23"), ("zh_Hans_CN", "2026/11/23", "2026-11-23"),
        ("fr_FR", "29/02/2028", "2028-02-29"), ("en_GB", "2000-02-29", "2000-02-29"),
        ("en_GB", "0001-01-01", "0001-01-01"),
        ("en_GB", "31/12/9999", "9999-12-31"),
    ])
    func readsDatesInTheLocalesOrderAndCorrectsToISO8601(_ locale: String, _ text: String, _ iso: String) {
        expect(Self.rules(locale), accepts: text, correctedTo: iso)
    }

    @Test(arguments: [
        ("en_GB", "11/23/2026"),  // month 23
        ("en_US", "23/11/2026"),  // month 23
        ("en_GB", "31/02/2026"), ("en_GB", "29/02/2027"), ("en_GB", "2026-02-29"), ("en_GB", "1900-02-29"),
        ("en_GB", "31/04/2026"), ("en_GB", "0/1/2026"), ("en_GB", "1/13/2026"), ("en_GB", "00/01/2026"),
        ("en_GB", "23/11/26"),  // two-digit year: no pivot
        ("en_GB", "23/11/02026"), ("en_GB", "0000-01-01"), ("en_GB", "23/11/0000"),
        ("en_GB", "2026-1-5 "), ("en_GB", " 2026-11-23"), ("en_GB", "2026-11-23T10:00"), ("en_GB", "23/11-2026"),
        ("en_GB", "23//11/2026"), ("en_GB", "23/11/2026/"), ("en_GB", "023/11/2026"), ("en_GB", "23/11"),
        ("en_GB", "today"), ("en_GB", "२३/११/२०२६"), ("en_GB", "２０２６/１１/２３"), ("en_GB", "2026年11月23"),
        ("en_GB", "23年11月2026日"), ("en_GB", "2026-11-23."), ("en_GB", "23.11.2026.."), ("en_GB", "23/11/2026."),
    ])
    func refusesWhatIsNotADay(_ locale: String, _ text: String) {
        expect(Self.rules(locale), rejects: text, codes: [.invalidDate], messages: ["Date must be a valid date."])
    }

    @Test func boundsAreInclusiveAndShownAsISO8601() {
        let bounded = RuleSet<String>(
            .date(in: CalendarDate(2000, 1, 1)...CalendarDate(2030, 12, 31), locale: Locale(identifier: "en_GB")),
            field: "Start")
        expect(bounded, accepts: "01/01/2000", correctedTo: "2000-01-01")
        expect(bounded, accepts: "31/12/2030", correctedTo: "2030-12-31")
        expect(
            bounded, rejects: "31/12/1999", codes: [.dateTooEarly],
            messages: ["Start must be between 2000-01-01 and 2030-12-31."])
        expect(
            bounded, rejects: "2031-01-01", codes: [.dateTooLate],
            messages: ["Start must be between 2000-01-01 and 2030-12-31."])
        let from = RuleSet<String>(
            .date(in: CalendarDate(2000, 1, 1)..., locale: Locale(identifier: "en_GB")), field: "Start")
        expect(from, rejects: "1999-12-31", codes: [.dateTooEarly], messages: ["Start must be on or after 2000-01-01."])
        let through = RuleSet<String>(.date(in: ...CalendarDate(2030, 12, 31)), field: "End")
        expect(
            through, rejects: "2031-01-01", codes: [.dateTooLate], messages: ["End must be on or before 2030-12-31."])
        #expect(from.validate("1999-12-31").errors.first?.parameters == ["min": "2000-01-01"])
    }

    @Test func messagesInOtherLanguages() {
        let german = RuleSet<String>(
            .date(in: CalendarDate(2000, 1, 1)..., locale: Locale(identifier: "de_DE")), field: "Beginn",
            messages: MessageCatalog(languages: ["de"]))
        expect(german, rejects: "31.02.2026", codes: [.invalidDate], messages: ["Beginn muss ein gültiges Datum sein."])
        expect(
            german, rejects: "31.12.1999", codes: [.dateTooEarly],
            messages: ["Beginn darf nicht vor dem 1.1.2000 liegen."])
    }

    @Test func correctionIsIdempotent() {
        let rules = RuleSet<String>(.trimmingWhitespace(), .date(locale: Locale(identifier: "en_US")))
        let first = rules.validate(" 11/23/2026 ")
        #expect(first.value == "2026-11-23")
        #expect(rules.validate(first.value!).value == "2026-11-23")
    }

    /// How the cost grows with the length is measured by the benchmark's growth rows, not here: tests carry no
    /// wall-clock bounds.
    @Test func absurdInputIsRefused() {
        let rules = Self.rules("en_GB")
        for text in [
            String(repeating: "1", count: 1 << 20), String(repeating: "1/", count: 1 << 19),
            "23/11/" + String(repeating: "2", count: 1 << 20), String(repeating: "🗓", count: 1 << 18),
        ] {
            expect(rules, rejects: text, codes: [.invalidDate])
        }
    }

    @Test func calendarDates() throws {
        #expect(CalendarDate(iso8601: "2026-11-23") == CalendarDate(2026, 11, 23))
        #expect(CalendarDate(iso8601: "2026-02-29") == nil)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2100, month: 2, day: 29) == nil)
        #expect(CalendarDate(2026, 1, 5).description == "2026-01-05")
        #expect(
            CalendarDate(Date(timeIntervalSince1970: 0), in: TimeZone(identifier: "UTC")!) == CalendarDate(1970, 1, 1))
        #expect(
            CalendarDate(Date(timeIntervalSince1970: -1), in: TimeZone(identifier: "UTC")!)
                == CalendarDate(1969, 12, 31))
        // 2026-11-23T23:30Z is already the 24th in Tokyo and still the 23rd in New York.
        let lateEvening = Date(timeIntervalSince1970: 1_795_476_600)
        #expect(CalendarDate(lateEvening, in: TimeZone(identifier: "UTC")!) == CalendarDate(2026, 11, 23))
        #expect(CalendarDate(lateEvening, in: TimeZone(identifier: "Asia/Tokyo")!) == CalendarDate(2026, 11, 24))
        #expect(CalendarDate(lateEvening, in: TimeZone(identifier: "America/New_York")!) == CalendarDate(2026, 11, 23))
        let json = try JSONEncoder().encode([CalendarDate(2000, 2, 29)])
        #expect(String(decoding: json, as: UTF8.self) == #"["2000-02-29"]"#)
        #expect(try JSONDecoder().decode([CalendarDate].self, from: json) == [CalendarDate(2000, 2, 29)])
    }

    @Test func specForm() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "start", "label": "Start", "rules": [
                  {"rule": "date", "min": "2000-01-01", "max": "2030-12-31", "locale": "en_GB"}]}]}
                """#)
        let rules = try #require(spec[field: "start"]).makeRules(messages: .english).rules
        expect(rules, accepts: "23/11/2026", correctedTo: "2026-11-23")
        expect(
            rules, rejects: "1999-01-01", codes: [.dateTooEarly],
            messages: ["Start must be between 2000-01-01 and 2030-12-31."])
        #expect(
            RuleSpec.date(earliest: CalendarDate(2000, 1, 1), locale: "en_GB").description
                == #"{"earliest":"2000-01-01","locale":"en_GB","rule":"date"}"#)
        // A spec written before the bounds were named earliest and latest reads the same; its problems name the
        // keys it wrote.
        #expect(
            try JSONDecoder().decode(
                RuleSpec.self, from: Data(#"{"rule": "date", "min": "2000-01-01", "max": "2030-12-31"}"#.utf8))
                == .date(earliest: CalendarDate(2000, 1, 1), latest: CalendarDate(2030, 12, 31)))
        for (json, reason) in [
            (
                #"{"rule": "date", "earliest": "2030-01-01", "latest": "2000-01-01"}"#,
                #""earliest" must not be greater than "latest""#
            ),
            (
                #"{"rule": "date", "min": "2000-01-01", "earliest": "2000-01-01"}"#,
                #""earliest" is given twice, also under its former name "min""#
            ),
            (
                #"{"rule": "date", "min": "01/01/2000"}"#,
                #""min" must be a date written as ISO 8601 such as 2026-11-23, got "01/01/2000""#
            ),
            (#"{"rule": "date", "min": "2030-01-01", "max": "2000-01-01"}"#, #""min" must not be greater than "max""#),
            (#"{"rule": "date", "max": 2030}"#, #""max" must be a string, not 2030"#),
        ] {
            do {
                _ = try FormSpec(json: #"{"name": "f", "fields": [{"name": "x", "rules": [\#(json)]}]}"#)
                Issue.record("\(json) should be refused")
            } catch {
                #expect(error.description == #"field "x", rule 1 (date): "# + reason)
            }
        }
    }
}
