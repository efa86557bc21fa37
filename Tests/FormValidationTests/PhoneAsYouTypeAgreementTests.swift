import Foundation
import Testing

@testable import FormValidationCore

/// The as-you-type phone formatter against libphonenumber's `AsYouTypeFormatter`, keystroke by keystroke, in every
/// region of its metadata (`Rules/PhoneNumber/Generated/PhoneAsYouTypeTable.swift`): each type's example number
/// typed nationally, internationally and with the region's international prefix, and once more with its last digits
/// drawn at random (`Fixtures/phone-as-you-type.tsv`, written by `scripts/world-data/phone-as-you-type-cases.py`).
/// `PHONE_AS_YOU_TYPE=FILE` measures on a table drawn with another seed
/// (`phone-as-you-type-cases.py --seed N --output FILE`); `FORMVALIDATION_AGREEMENT=1` prints the figures and every
/// keystroke that disagrees.
@Suite struct PhoneAsYouTypeAgreementTests {
    /// A number typed, with libphonenumber's text after each character.
    struct Row: Sendable {
        /// The formatter's region.
        let region: String
        /// The characters typed.
        let typed: String
        /// libphonenumber's text after each character.
        let texts: [String]
    }

    /// The rows of the fixture, or of the table `PHONE_AS_YOU_TYPE` names.
    static let rows: [Row] = {
        let url =
            ProcessInfo.processInfo.environment["PHONE_AS_YOU_TYPE"].map(URL.init(fileURLWithPath:))
            ?? VerdictTable.directory.appendingPathComponent("phone-as-you-type.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("cannot read \(url.path)")
            return []
        }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { return nil }
            return Row(region: columns[0], typed: columns[1], texts: Array(columns[2...]))
        }
    }()

    /// The share of keystrokes each region must agree on.
    static let required = 99.0

    /// Every row typed character by character: the text after each agrees with libphonenumber's on at least
    /// ``required`` percent of the keystrokes of each region.
    @Test func agreesKeystrokeByKeystrokeInEveryRegion() {
        #expect(Self.rows.count > 4_000)
        var keystrokes = Agreement()
        var numbers = Agreement()
        var disagreements: [String] = []
        for row in Self.rows {
            var formatter = PhoneAsYouType(region: row.region)
            let characters = Array(row.typed.unicodeScalars)
            #expect(characters.count == row.texts.count, "\(row.region) \(row.typed)")
            var all = true
            for (index, (character, expected)) in zip(characters, row.texts).enumerated() {
                formatter.input(character)
                let text = formatter.text
                keystrokes.record(text == expected, group: row.region)
                if text != expected {
                    all = false
                    disagreements.append(
                        "\(row.region) \(row.typed): after \(index + 1) characters libphonenumber "
                            + "\(expected.debugDescription), here \(text.debugDescription)")
                }
            }
            numbers.record(all, group: row.region)
        }
        #expect(keystrokes.groups.count >= 245, "every region is measured")
        let below = keystrokes.groups(below: Self.required)
        #expect(below == [], "keystrokes: \(keystrokes); first disagreements: \(disagreements.prefix(20))")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("phone as you type: keystrokes \(keystrokes); whole numbers \(numbers)")
            for line in disagreements { print("  " + line) }
        }
    }

    /// A number typed in a region, and the text after each character.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The formatter's region.
        let region: String
        /// The characters typed.
        let typed: String
        /// libphonenumber's text after each character.
        let texts: [String]

        /// The region and what is typed.
        var testDescription: String { "\(region) \(typed)" }
    }

    /// libphonenumber's texts, as `phonenumbers` 9.0.43 shows them.
    static let cases: [Case] = [
        Case(
            region: "US", typed: "6502530000",
            texts: [
                "6", "65", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00", "(650) 253-000",
                "(650) 253-0000",
            ]),
        // The national prefix of a North American number stays apart.
        Case(
            region: "US", typed: "16502530000",
            texts: [
                "1", "16", "1 65", "1 (650", "1 (650) 2", "1 (650) 25", "1 (650) 253", "1 (650) 253-0",
                "1 (650) 253-00", "1 (650) 253-000", "1 (650) 253-0000",
            ]),
        Case(
            region: "DE", typed: "030123456",
            texts: ["0", "03", "030", "030 1", "030 12", "030 123", "030 1234", "030 12345", "030 123456"]),
        Case(
            region: "DE", typed: "0049301234567",
            texts: [
                "0", "00", "00 4", "00 49 ", "00 49 3", "00 49 30", "00 49 30 1", "00 49 30 12", "00 49 30 123",
                "00 49 30 1234", "00 49 30 12345", "00 49 30 123456", "00 49 30 1234567",
            ]),
        Case(
            region: "GB", typed: "02079460000",
            texts: [
                "0", "02", "020", "020 7", "020 79", "020 794", "020 7946", "020 7946 0", "020 7946 00",
                "020 7946 000", "020 7946 0000",
            ]),
        // A British number typed internationally in the United States: the calling code switches the metadata.
        Case(
            region: "US", typed: "+442079460000",
            texts: [
                "+", "+4", "+44 ", "+44 2", "+44 20", "+44 20 7", "+44 20 79", "+44 20 794", "+44 20 7946",
                "+44 20 7946 0", "+44 20 7946 00", "+44 20 7946 000", "+44 20 7946 0000",
            ]),
        // Australia's international prefix, 0011, is only known after four digits.
        Case(
            region: "AU", typed: "0011442079460000",
            texts: [
                "0", "00", "001", "0011", "00114", "0011 44 ", "0011 44 2", "0011 44 20", "0011 44 20 7",
                "0011 44 20 79", "0011 44 20 794", "0011 44 20 7946", "0011 44 20 7946 0", "0011 44 20 7946 00",
                "0011 44 20 7946 000", "0011 44 20 7946 0000",
            ]),
        // An unknown region formats only what starts with +.
        Case(
            region: "ZZ", typed: "+442079460000",
            texts: [
                "+", "+4", "+44 ", "+44 2", "+44 20", "+44 20 7", "+44 20 79", "+44 20 794", "+44 20 7946",
                "+44 20 7946 0", "+44 20 7946 00", "+44 20 7946 000", "+44 20 7946 0000",
            ]),
        Case(
            region: "xx", typed: "6502530000",
            texts: ["6", "65", "650", "6502", "65025", "650253", "6502530", "65025300", "650253000", "6502530000"]),
        Case(
            region: "001", typed: "+80012345678",
            texts: [
                "+", "+8", "+80", "+800 ", "+800 1", "+800 12", "+800 123", "+800 1234", "+800 1234 5",
                "+800 1234 56", "+800 1234 567", "+800 1234 5678",
            ]),
        // A character other than a digit stops the formatting: the text is then what was typed.
        Case(region: "US", typed: "650-253", texts: ["6", "65", "650", "650-", "650-2", "650-25", "650-253"]),
        Case(region: "us", typed: "65a0", texts: ["6", "65", "65a", "65a0"]),
        // Digits of other scripts are read as digits, and shown as typed until the formatting starts.
        Case(
            region: "US", typed: "６５０２５３００００",
            texts: [
                "６", "６５", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00", "(650) 253-000",
                "(650) 253-0000",
            ]),
        Case(
            region: "US", typed: "+1650²530000",
            texts: [
                "+", "+1", "+1 6", "+1 65", "+1 650", "+1 650-2", "+1 650-25", "+1 650-253", "+1 650-253-0",
                "+1 650-253-00", "+1 650-253-000", "+1 650-253-0000",
            ]),
        // A full-width plus starts a number, but no calling code follows it.
        Case(
            region: "US", typed: "＋16502530000",
            texts: [
                "＋", "＋1", "＋16", "＋165", "＋1650", "＋16502", "＋165025", "＋1650253", "＋16502530", "＋165025300",
                "＋1650253000", "＋16502530000",
            ]),
        // Brazil: the national prefix, then a carrier code; the number outgrows the last template.
        Case(
            region: "BR", typed: "0211196123456",
            texts: [
                "0", "02", "021", "021 1", "021 11", "021 119", "021 1196", "021 11961", "021 11961-2", "021 11961-23",
                "021 11961-234", "021 11961-2345", "0211196123456",
            ]),
    ]

    /// Each case typed: the texts, the last one by ``PhoneAsYouType/format(typed:region:)`` and by
    /// ``PhoneAsYouType/withText(_:)`` too.
    @Test(arguments: cases) func typesAsLibphonenumberDoes(_ example: Case) {
        var formatter = PhoneAsYouType(region: example.region)
        #expect(formatter.text == "")
        var texts: [String] = []
        for character in example.typed.unicodeScalars {
            formatter.input(character)
            texts.append(formatter.text)
        }
        #expect(texts == example.texts)
        #expect(PhoneAsYouType.format(typed: example.typed.unicodeScalars, region: example.region) == texts.last)
        formatter.withText { bytes in #expect(String(decoding: bytes, as: UTF8.self) == texts.last) }
    }

    /// A cleared formatter formats the next number in its region, with its region's metadata again.
    @Test func clearStartsAgain() {
        var formatter = PhoneAsYouType(region: "US")
        for character in "+442079460000".unicodeScalars { formatter.input(character) }
        formatter.clear()
        #expect(formatter.text == "")
        for character in "6502530000".unicodeScalars { formatter.input(character) }
        #expect(formatter.text == "(650) 253-0000")
    }

    /// More digits than the formatter keeps inline: the text is what was typed, as libphonenumber's is.
    @Test func keepsWhatWasTypedBeyondItsCapacity() {
        let typed = String(repeating: "1234567890", count: 12)
        let text = PhoneAsYouType.format(typed: typed.unicodeScalars, region: "DE")
        #expect(text == typed)
        let spaced = String(repeating: "12 ", count: 40)
        #expect(PhoneAsYouType.format(typed: spaced.unicodeScalars, region: "FR") == spaced)
    }
}
