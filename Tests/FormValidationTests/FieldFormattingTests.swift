import FormValidation
import Foundation
import Testing

/// Fields that shape their text as it is typed: `Field(formatter:)` and a spec's `formatter`.
@MainActor
@Suite struct FieldFormattingTests {
    @Test func aFieldShowsFormattedTextAndItsRulesSeeIt() {
        let card = Field("card", formatter: CardNumberInputFormatter(), rules: [.required(), .paymentCard()])
        card.text = "4111111111111111"
        #expect(card.text == "4111 1111 1111 1111")
        #expect(card.input.caret == 19)
        #expect(card.state == .valid)
        card.text = "4111 1111 1111 111"  // the backspace key, as SwiftUI reports it: the new text
        #expect(card.text == "4111 1111 1111 111")
        #expect(card.state != .valid)
    }

    @Test(arguments: [
        // Insert in the middle.
        FormattingCase("4111 |1111", .insert("2", at: 5), "4111 2|111 1"),
        // Delete across a separator.
        FormattingCase("4111 |1111", .deleteBackward(at: 5), "411|1 111"),
        // Paste.
        FormattingCase("|", .insert("4111-1111-1111-1111", at: 0), "4111 1111 1111 1111|"),
        // Select and replace.
        FormattingCase("4111 1111 1111", .init(replacing: 5..<14, with: "22"), "4111 22|"),
    ])
    func editsMoveTheCaret(_ example: FormattingCase) {
        let field = Field("card", formatter: CardNumberInputFormatter())
        field.input = marked(example.before)
        let caret = field.edit(example.edit)
        #expect(field.input.description == example.after)
        #expect(caret == field.input.caret)
    }

    @Test func anInitialValueIsFormatted() {
        let expiry = Field("expiry", value: "829", formatter: CardExpiryInputFormatter())
        #expect(expiry.text == "08/29")
        #expect(expiry.formatter != nil)
    }

    @Test func aFieldWithoutFormatterKeepsTextAsTyped() {
        let name = Field<String>("name")
        name.input = InputText("Ada", caret: 3)
        #expect(name.edit(.insert(" L", at: 3)) == 5)
        #expect(name.text == "Ada L")
    }

    @Test func specFormattersShapeTheFieldsOfAFormModel() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "checkout", "fields": [
                  {"name": "card", "formatter": "card", "rules": [{"rule": "paymentCard"}]},
                  {"name": "expiry", "formatter": "expiry", "rules": [{"rule": "cardExpiry"}]},
                  {"name": "country"},
                  {"name": "zip", "formatter": "postal-code", "rules": [{"rule": "postalCode", "countryField": "country"}]},
                  {"name": "iban", "formatter": {"name": "iban"}}
                ]}
                """#)
        let form = try FormModel(spec: spec)
        let card = try #require(form.field(named: "card") as? Field<String>)
        card.text = "378282246310005"
        #expect(card.text == "3782 822463 10005")
        let zip = try #require(form.field(named: "zip") as? Field<String>)
        let country = try #require(form.field(named: "country") as? Field<String>)
        country.text = "GB"
        zip.text = "sw1a1aa"
        #expect(zip.text == "SW1A 1AA")
        country.text = "NL"
        zip.text = ""
        zip.text = "1234ab"
        #expect(zip.text == "1234 AB")
        country.text = ""
        zip.text = "abc-12"
        #expect(zip.text == "abc-12")  // no country yet: kept as typed
    }

    @Test func aPhoneFieldFollowsItsCountryField() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "contact", "fields": [
                  {"name": "country"},
                  {"name": "phone", "formatter": "phone", "rules": [{"rule": "phoneNumber", "countryField": "country"}]}
                ]}
                """#)
        let form = try FormModel(spec: spec)
        let country = try #require(form.field(named: "country") as? Field<String>)
        let phone = try #require(form.field(named: "phone") as? Field<String>)
        country.text = "US"
        phone.text = "6502530000"
        #expect(phone.text == "(650) 253-0000")
        #expect(phone.state == .valid)
        country.text = "GB"
        phone.text = ""
        for digit in "02079460958" { phone.edit(.insert(String(digit), at: phone.input.caret)) }
        #expect(phone.text == "020 7946 0958")
        #expect(phone.input.caret == 13)
        #expect(phone.state == .valid)
    }

    @Test func specFormattersRoundTrip() throws {
        let json = #"""
            {"fields":[{"formatter":"card","name":"card"},{"formatter":{"country":"GB","name":"postal-code"},"name":"zip"},{"formatter":{"countryField":"country","name":"postal-code"},"name":"zip2"},{"name":"country"}],"name":"f"}
            """#
        let spec = try FormSpec(json: json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = String(decoding: try encoder.encode(spec), as: UTF8.self)
        #expect(encoded.contains(#""formatter":"card""#))
        #expect(encoded.contains(#""formatter":{"country":"GB","name":"postal-code"}"#))
        #expect(encoded.contains(#""formatter":{"countryField":"country","name":"postal-code"}"#))
        #expect(try FormSpec(json: encoded) == spec)
        #expect(try FormSpec(jsonSchema: spec.jsonSchema) == spec)
    }

    @Test(arguments: [
        (
            #"{"name": "zip", "formatter": "zip"}"#,
            #"field "zip", "formatter": unknown formatter "zip" (expected one of phone, card, iban, expiry, postal-code, identifier, date)"#
        ),
        (
            #"{"name": "zip", "formatter": "postal-code"}"#,
            #"field "zip", "formatter": the postal-code formatter needs a country"#
        ),
        (
            #"{"name": "zip", "formatter": {"name": "postal-code", "country": "QQ"}}"#,
            #"field "zip", "formatter": the postal-code formatter does not know the country "QQ""#
        ),
        (
            #"{"name": "zip", "formatter": {"name": "postal-code", "countryField": "land"}}"#,
            #"field "zip", "formatter": "countryField" names unknown field "land""#
        ),
        (
            #"{"name": "zip", "formatter": {"name": "card", "country": "US"}}"#,
            #"field "zip", "formatter": unknown key "country" (the card formatter takes name)"#
        ),
        (
            #"{"name": "when", "formatter": {"name": "date", "locale": "xx_YY"}}"#,
            #"field "when", "formatter": unknown locale "xx_YY""#
        ),
        (
            #"{"name": "items", "kind": "list", "item": {}, "formatter": "card"}"#,
            #"field "items": a list field takes no "formatter": its item has the rules"#
        ),
    ])
    func badFormattersAreReportedWhenTheSpecIsLoaded(_ field: String, _ message: String) {
        #expect(throws: FormSpecError.self) { try FormSpec(json: #"{"name": "f", "fields": [\#(field)]}"#) }
        do {
            _ = try FormSpec(json: #"{"name": "f", "fields": [\#(field)]}"#)
        } catch {
            #expect(error.description == message)
        }
    }
}
