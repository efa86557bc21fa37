import FormValidation
import Foundation
import Testing

/// One edit of an input formatter: the text shown before (a `|` marks the caret), the edit, and the text after.
struct FormattingCase: Sendable, CustomTestStringConvertible {
    let before: String
    let edit: TextEdit
    let after: String

    init(_ before: String, _ edit: TextEdit, _ after: String) {
        self.before = before
        self.edit = edit
        self.after = after
    }

    var testDescription: String { "\(before) + \(edit) → \(after)" }
}

/// `text` with a `|` at its caret read into an ``InputText``.
func marked(_ text: String) -> InputText {
    guard let bar = text.firstIndex(of: "|") else { return InputText(text) }
    var plain = text
    plain.remove(at: bar)
    return InputText(plain, caret: text.distance(from: text.startIndex, to: bar))
}

func expect(
    _ formatter: some InputFormatter, _ example: FormattingCase, sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = formatter.applying(example.edit, to: marked(example.before))
    #expect(result.description == example.after, sourceLocation: sourceLocation)
}

@Suite struct InputFormatterTests {
    // MARK: Caret behaviour, shown on card numbers

    @Test(arguments: [
        // Typing at the end, the caret follows; a group is opened by the fifth digit.
        FormattingCase("4111|", .insert("1", at: 4), "4111 1|"),
        // Inserting in the middle regroups what follows and keeps the caret after the typed digit.
        FormattingCase("4111 |1111", .insert("2", at: 5), "4111 2|111 1"),
        FormattingCase("41|11 1111", .insert("9", at: 2), "419|1 1111 1"),
        // The backspace key just after a separator deletes the digit before it.
        FormattingCase("4111 |1111", .deleteBackward(at: 5), "411|1 111"),
        // Deleting a digit in the middle pulls what follows back across the separator.
        FormattingCase("4111 1|111", .deleteBackward(at: 6), "4111 |111"),
        // A selection across a separator replaced by one digit.
        FormattingCase("4111 1111 1111", .init(replacing: 2..<7, with: "0"), "410|1 1111 1"),
        // A selection deleted.
        FormattingCase("4111 1111 1111", .delete(0..<5), "|1111 1111"),
        // Pasting a number with dashes into an empty field.
        FormattingCase("|", .insert("5555-5555-5555-4444", at: 0), "5555 5555 5555 4444|"),
        // Pasting into the middle.
        FormattingCase("4111 |1111", .insert("2222", at: 5), "4111 2222 |1111"),
        // A letter typed changes nothing, and the caret stays.
        FormattingCase("4111 1|1", .insert("x", at: 6), "4111 1|1"),
        // The backspace key at the start changes nothing.
        FormattingCase("|4111", .deleteBackward(at: 0), "|4111"),
    ])
    func caretOnCardNumbers(_ example: FormattingCase) {
        expect(CardNumberInputFormatter(), example)
    }

    @Test func aChangeOfTheWholeTextIsFormattedAsItsEdit() {
        let card = CardNumberInputFormatter()
        #expect(card.formattingChange(from: "4111 1111", to: "4111 11112").description == "4111 1111 2|")
        #expect(card.formattingChange(from: "4111 1111 2", to: "4111 1111 ").description == "4111 1111|")
        #expect(card.formattingChange(from: "", to: "4111-1111-1111-1111").description == "4111 1111 1111 1111|")
    }

    @Test func editFromTwoTextsIsTheirDifference() {
        #expect(TextEdit(from: "4111 1111", to: "4111 11511") == .insert("5", at: 7))
        #expect(TextEdit(from: "4111 1111", to: "4111 111") == .delete(8..<9))
        #expect(TextEdit(from: "12/", to: "12/2") == .insert("2", at: 3))
        #expect(TextEdit(from: "abc", to: "xyz") == TextEdit(replacing: 0..<3, with: "xyz"))
    }

    // MARK: Card numbers

    @Test(arguments: [
        ("4111111111111111", "4111 1111 1111 1111"),
        ("378282246310005", "3782 822463 10005"),  // American Express: 4-6-5
        ("30569309025904", "3056 930902 5904"),  // Diners Club: 4-6-4
        ("6212345678901234567", "6212 3456 7890 1234 567"),  // UnionPay, 19 digits
        ("55555555555544449999", "5555 5555 5555 4444"),  // Mastercard stops at 16
        ("3782822463100059", "3782 822463 10005"),  // American Express stops at 15
        ("4111 1111-1111 1111", "4111 1111 1111 1111"),
        ("٤١١١١١١١١١١١١١١١", "4111 1111 1111 1111"),  // Arabic-Indic digits
        ("", ""),
    ])
    func cardNumbers(_ typed: String, _ shown: String) {
        #expect(CardNumberInputFormatter().format(typed) == shown)
        #expect(CardNumberInputFormatter().format(shown) == shown)
    }

    @Test func cardNumberKeystrokes() {
        #expect(
            CardNumberInputFormatter().keystrokes(typing: "378282") == ["3", "37", "378", "3782", "3782 8", "3782 82"])
    }

    // MARK: IBANs

    @Test(arguments: [
        ("de89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ("DE89 3704 0044 0532 0130 0099", "DE89 3704 0044 0532 0130 00"),  // Germany: 22 characters
        ("GB82-WEST-1234-5698-7654-32", "GB82 WEST 1234 5698 7654 32"),
        ("fr1420041010050500013m02606", "FR14 2004 1010 0505 0001 3M02 606"),
        ("XX12345678901234567890123456789012345", "XX12 3456 7890 1234 5678 9012 3456 7890 12"),  // 34 at most
    ])
    func ibans(_ typed: String, _ shown: String) {
        #expect(IBANInputFormatter().format(typed) == shown)
        #expect(IBANInputFormatter().format(shown) == shown)
    }

    @Test func ibanKeystrokes() {
        #expect(IBANInputFormatter().keystrokes(typing: "gb82w") == ["G", "GB", "GB8", "GB82", "GB82 W"])
    }

    // MARK: Card expiry dates

    @Test(arguments: [
        ("4", ["04/"]),
        ("12", ["1", "12/"]),
        ("13", ["1", "01/3"]),
        ("1229", ["1", "12/", "12/2", "12/29"]),
        ("1/29", ["1", "01/", "01/2", "01/29"]),
        ("00", ["0", "0"]),
        ("122029", ["1", "12/", "12/2", "12/20", "12/202", "12/2029"]),
        ("12299", ["1", "12/", "12/2", "12/29", "12/29"]),
    ])
    func expiryKeystrokes(_ typed: String, _ shown: [String]) {
        #expect(CardExpiryInputFormatter().keystrokes(typing: typed) == shown)
    }

    @Test(arguments: [
        FormattingCase("04/|", .deleteBackward(at: 3), "0|"),
        FormattingCase("12/2|9", .deleteBackward(at: 4), "12/|9"),
        FormattingCase("|", .insert("08/29", at: 0), "08/29|"),
        FormattingCase("|", .insert("8/29", at: 0), "08/29|"),
    ])
    func expiryEdits(_ example: FormattingCase) {
        expect(CardExpiryInputFormatter(), example)
    }

    // MARK: Postal codes

    @Test(arguments: [
        ("GB", "sw1a1aa", "SW1A 1AA"),
        ("GB", "m11aa", "M1 1AA"),
        ("GB", "m111aa", "M11 1AA"),
        ("GB", "SW1A  1AA", "SW1A 1AA"),
        ("NL", "1234ab", "1234 AB"),
        ("BR", "01310100", "01310-100"),
        ("JP", "1000001", "100-0001"),
        ("US", "941031234", "94103-1234"),
        ("US", "94103", "94103"),
        ("CA", "k1a0b1", "K1A 0B1"),
        ("PL", "00950", "00-950"),
        ("DE", "10115", "10115"),
        ("DE", "1011x", "1011X"),  // fits no shape: kept, as typed
    ])
    func postalCodes(_ country: String, _ typed: String, _ shown: String) throws {
        let formatter = PostalCodeInputFormatter(country: try #require(PostalCodeCountry(country)))
        #expect(formatter.format(typed) == shown)
        #expect(formatter.format(shown) == shown)
    }

    @Test func postalCodeKeystrokesWaitForTheShape() {
        let formatter = PostalCodeInputFormatter(country: .gb)
        #expect(formatter.keystrokes(typing: "m11aa") == ["M", "M1", "M11", "M1 1A", "M1 1AA"])
        #expect(formatter.keystrokes(typing: "sw1a1") == ["S", "SW", "SW1", "SW1A", "SW1A 1"])
    }

    // MARK: Phone numbers

    @Test(arguments: [
        ("US", "6502530000", "(650) 253-0000"),
        ("US", "650.253.0000", "(650) 253-0000"),  // pasted in another notation
        ("US", "+44 20 7946 0958", "+44 20 7946 0958"),
        ("US", "011 44 20 7946 0958", "011 44 20 7946 0958"),  // the US international prefix
        ("GB", "02079460958", "020 7946 0958"),
        ("GB", "00 1 650 253 0000", "00 1 650-253-0000"),
        ("DE", "030123456", "030 123456"),
        ("FR", "0123456789", "01 23 45 67 89"),
        ("JP", "0312345678", "03-1234-5678"),
        ("IN", "９８７６５４３２１０", "98765 43210"),  // full-width digits
    ])
    func phoneNumbers(_ country: String, _ typed: String, _ shown: String) {
        let formatter = PhoneNumberInputFormatter(defaultCountry: country)
        #expect(formatter.format(typed) == shown)
        #expect(formatter.format(shown) == shown)
    }

    @Test func phoneKeystrokesFollowLibphonenumber() {
        #expect(
            PhoneNumberInputFormatter(defaultCountry: "US").keystrokes(typing: "6502530000") == [
                "6", "65", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00", "(650) 253-000",
                "(650) 253-0000",
            ])
    }

    @Test(arguments: [
        // The backspace key after the space a country code is followed by deletes the code's last digit.
        FormattingCase("+44 |", .deleteBackward(at: 4), "+4|"),
        // An eleventh digit fits no US format: libphonenumber shows the digits as typed, the caret after it.
        FormattingCase("(650) |253-0000", .insert("1", at: 6), "6501|2530000"),
        // The backspace key after a dash deletes the digit before it; the rest regroups.
        FormattingCase("(650) 253-|0000", .deleteBackward(at: 10), "(650) 25|0-000"),
        FormattingCase("(650) 253-0000", .delete(0..<14), "|"),
    ])
    func phoneEdits(_ example: FormattingCase) {
        expect(PhoneNumberInputFormatter(defaultCountry: "US"), example)
    }

    // MARK: Dates

    @Test(arguments: [
        ("en_GB", "23112026", "23/11/2026"),
        ("en_US", "11232026", "11/23/2026"),
        ("de_DE", "23112026", "23.11.2026"),
        ("sv_SE", "20261123", "2026-11-23"),
        ("en_GB", "4", "04/"),
        ("en_GB", "7/", "07/"),
        ("en_GB", "3111", "31/11/"),
        ("en_GB", "32", "03/02/"),
        ("en_US", "2", "02/"),
        ("en_GB", "231120261", "23/11/2026"),
    ])
    func dates(_ locale: String, _ typed: String, _ shown: String) {
        let formatter = DateInputFormatter(locale: Locale(identifier: locale))
        #expect(formatter.format(typed) == shown)
        #expect(formatter.format(shown) == shown)
    }

    @Test func dateKeystrokes() {
        let formatter = DateInputFormatter(locale: Locale(identifier: "en_GB"))
        #expect(formatter.keystrokes(typing: "2311") == ["2", "23/", "23/1", "23/11/"])
    }

    @Test func formattedValuesPassTheirRules() throws {
        #expect(RuleSet<String>(.paymentCard()).validate(CardNumberInputFormatter().format("4111111111111111")).isValid)
        #expect(RuleSet<String>(.iban()).validate(IBANInputFormatter().format("de89370400440532013000")).isValid)
        #expect(
            RuleSet<String>(.postalCode(country: .gb)).validate(
                PostalCodeInputFormatter(country: .gb).format("sw1a1aa")
            ).isValid)
        let british = Locale(identifier: "en_GB")
        #expect(
            RuleSet<String>(.date(locale: british)).validate(DateInputFormatter(locale: british).format("23112026"))
                .isValid)
    }
}
