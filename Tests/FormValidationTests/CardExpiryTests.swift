import FormValidation
import Foundation
import Testing

@Suite struct CardExpiryTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 15 March 2026, 12:00 UTC.
    static let march2026 = Date(timeIntervalSince1970: 1_773_576_000)

    static func rules(now: Date = march2026, timeZone: TimeZone = utc, years: Int = 20) -> RuleSet<String> {
        RuleSet(.cardExpiry(timeZone: timeZone, maximumYearsAhead: years, now: { now }), field: "Expiry date")
    }

    @Test(arguments: [
        ("03/26", "03/26"), ("12/29", "12/29"), ("08/2029", "08/29"), ("08-29", "08/29"), ("08-2029", "08/29"),
        ("0829", "08/29"), ("082029", "08/29"), ("8/29", "08/29"), ("08 / 29", "08/29"), (" 08/29 ", "08/29"),
        ("03/46", "03/46"), ("1/2030", "01/30"),
    ])
    func acceptsTheUsualForms(_ typed: String, _ canonical: String) {
        expect(Self.rules(), accepts: typed, correctedTo: canonical)
    }

    static let invalid = "Expiry date must be a month and year such as 08/29."

    @Test(arguments: [
        "13/29", "00/29", "0/29", "08/2", "08/029", "08/20290", "829", "08290", "08//29", "/29", "08/", "08.29",
        "0 8/29",
        "08/2 9", "O8/29", "０８/２９", "08\\29", "aug 29", "08/29/01", "1234567", "08/29 x",
    ])
    func rejectsWhatIsNoMonthAndYear(_ typed: String) {
        expect(Self.rules(), rejects: typed, codes: [.invalidCardExpiry], messages: [Self.invalid])
    }

    @Test func validThroughTheEndOfItsMonth() {
        // 31 March 2026 23:59:59 UTC: still March.
        let lastSecond = Date(timeIntervalSince1970: 1_775_001_599)
        expect(Self.rules(now: lastSecond), accepts: "03/26")
        // 1 April 2026 00:00 UTC: March has ended.
        let april = Date(timeIntervalSince1970: 1_775_001_600)
        expect(
            Self.rules(now: april), rejects: "03/26", codes: [.cardExpired], messages: ["Expiry date is in the past."])
        expect(Self.rules(now: april), rejects: "02/2026", codes: [.cardExpired])
        expect(Self.rules(), rejects: "12/25", codes: [.cardExpired])
        #expect(Self.rules(now: april).validate("03/26").firstError?.parameters == ["month": 3, "year": 2026])
    }

    @Test func theMonthIsJudgedInTheTimeZone() {
        // 1 April 2026 02:00 UTC is still 31 March in New York.
        let early = Date(timeIntervalSince1970: 1_775_008_800)
        let newYork = TimeZone(identifier: "America/New_York")!
        expect(Self.rules(now: early, timeZone: newYork), accepts: "03/26")
        expect(Self.rules(now: early, timeZone: Self.utc), rejects: "03/26", codes: [.cardExpired])
    }

    @Test func atMostTwentyYearsAhead() {
        expect(Self.rules(), accepts: "03/46")
        expect(
            Self.rules(), rejects: "04/46", codes: [.cardExpiryTooFarAhead],
            messages: ["Expiry date is more than 20 years ahead."])
        expect(
            Self.rules(years: 5), rejects: "04/31", codes: [.cardExpiryTooFarAhead],
            messages: ["Expiry date is more than 5 years ahead."])
        #expect(Self.rules().validate("04/2046").firstError?.parameters == ["month": 4, "year": 2046, "max": 20])
    }

    @Test func twoDigitYearsAreReadNearNow() {
        // From 2098, "01/01" is January 2101, not 2001.
        let late = Date(timeIntervalSince1970: 4_070_908_800)  // 1 January 2099
        expect(Self.rules(now: late), accepts: "01/01", correctedTo: "01/01")
        expect(Self.rules(now: late), rejects: "01/2001", codes: [.cardExpired])
        // From 2026, "75" is 2075 and "77" 1977.
        expect(Self.rules(), rejects: "01/75", codes: [.cardExpiryTooFarAhead])
        expect(Self.rules(), rejects: "01/77", codes: [.cardExpired])
    }

    /// 15 June 2026, 12:00 UTC.
    static let june2026 = Date(timeIntervalSince1970: 1_781_524_800)
    /// 1 January 2099, 00:00 UTC.
    static let january2099 = Date(timeIntervalSince1970: 4_070_908_800)

    @Test func keepsTheCenturyWhereTwoDigitsWouldNotNameIt() {
        // From 2026 a two-digit year reads as 1976-2075: "12/99" would be December 1999 and "05/26" May 2026.
        let rules = Self.rules(now: Self.june2026, years: 100)
        expect(rules, accepts: "12/2099", correctedTo: "12/2099")
        expect(rules, accepts: "05/2126", correctedTo: "05/2126")
        expect(rules, accepts: "12-2099", correctedTo: "12/2099")
        expect(rules, accepts: "052126", correctedTo: "05/2126")
        expect(rules, accepts: "12/2075", correctedTo: "12/75")
        expect(rules, accepts: "01/2076", correctedTo: "01/2076")
        for corrected in ["12/2099", "05/2126"] {
            #expect(rules.validate(rules.validate(corrected).value).value == corrected)
        }
        expect(rules, rejects: "12/99", codes: [.cardExpired], messages: ["Expiry date is in the past."])
        expect(rules, rejects: "05/26", codes: [.cardExpired], messages: ["Expiry date is in the past."])
    }

    @Test(arguments: [
        (june2026, "06/26"), (june2026, "6/2026"), (june2026, "12 / 2050"), (june2026, "12/2075"),
        (june2026, "01/2076"), (june2026, "12/2099"), (june2026, "5-2100"), (june2026, "05/2126"),
        (june2026, "052126"), (january2099, "01/01"), (january2099, "01/2101"), (january2099, "12/2148"),
        (january2099, "01/2149"), (january2099, "12/2198"),
    ])
    func aCorrectedValueValidatesAgainUnchanged(_ now: Date, _ typed: String) throws {
        let rules = Self.rules(now: now, years: 100)
        let first = rules.validate(typed)
        #expect(first.errors == [], "\(typed) should pass")
        let second = rules.validate(first.value)
        #expect(second.errors == [], "\(first.value), corrected from \(typed), should pass")
        #expect(second.value == first.value)
    }

    @Test func anyCalendarAndExtremeClocks() {
        expect(Self.rules(now: .distantFuture), rejects: "01/2030", codes: [.cardExpired])
        expect(Self.rules(now: Date(timeIntervalSince1970: .nan)), rejects: "01/1969", codes: [.cardExpired])
        expect(Self.rules(now: Date(timeIntervalSince1970: 0)), accepts: "01/70")
    }

    @Test func aMegabyteAnswersAtOnce() {
        let long = String(repeating: "08/29", count: 200_000)
        expect(Self.rules(), rejects: long, codes: [.invalidCardExpiry])
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "e", "rules": [{"rule": "cardExpiry", "timeZone": "UTC", "maxYears": 10}]}]}
                """#)
        #expect(spec.fields[0].rules == [.cardExpiry(timeZone: "UTC", maximumYearsAhead: 10)])
        #expect(try JSONEncoder().encode(RuleSpec.cardExpiry()) == Data(#"{"rule":"cardExpiry"}"#.utf8))
        let next = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        let nextYear = String(next % 100)
        let result = FormCheckHarness.run(
            ["card-expiry", "--time-zone", "UTC"], input: "12/\(nextYear)\n12-\(next)\n01/20\nnope\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output: "valid\nvalid\t12/\(nextYear)\ninvalid\tThis field is in the past.\n"
                        + "invalid\tThis field must be a month and year such as 08/29.\n",
                    error: ""))
        let farYear = next + 72
        let far = FormCheckHarness.run(
            ["card-expiry", "--max-years", "100", "--time-zone", "UTC"], input: "12-\(farYear)\n12/\(farYear)\n")
        #expect(far == FormCheckResult(status: 0, output: "valid\t12/\(farYear)\nvalid\n", error: ""))
    }
}
