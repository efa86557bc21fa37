import Testing

@testable import FormValidationCore

/// The template syntax on its own: placeholders, `plural` and `select` branches, and what is kept as written.
@Suite struct MessageTemplateTests {
    static let parameters: [String: ValidationParameter] = [
        "one": .integer(1), "three": .integer(3), "zero": .integer(0), "unit": .text("utf8"), "other": .text("x"),
        "größe": .integer(7), "codes": .list(["NL", "DE", "US"]),
    ]

    static let cases: [(template: String, expected: String)] = [
        ("{field} is too short.", "Name is too short."),
        ("no placeholder", "no placeholder"),
        ("{value} was given", "«v» was given"),
        ("{one, plural, one {# item} other {# items}}", "1 item"),
        ("{three, plural, one {# item} other {# items}}", "3 items"),
        ("{zero, plural, =0 {none} one {# item} other {# items}}", "none"),
        ("{three, plural, =0 {none} =3 {exactly three} other {# items}}", "exactly three"),
        ("{three, plural, one {# item}}", "{three, plural, one {# item}}"),
        ("{one ,  plural ,\n  one {# item}\n  other {# items} }", "1 item"),
        ("{three, plural, one{#}other{# (#)}}", "3 (3)"),
        ("{unit, select, utf8 {bytes} other {characters}}", "bytes"),
        ("{other, select, utf8 {bytes} other {characters}}", "characters"),
        ("{other, select, utf8 {bytes}}", "{other, select, utf8 {bytes}}"),
        ("{three, plural, one {{field} has # item} other {{field} has # items}}", "Name has 3 items"),
        ("{three, plural, one # item}", "{three, plural, one # item}"),
        ("{three, plural, {# items}}", "{three, plural, {# items}}"),
        ("{three, plural, other {# items}", "{three, plural, other {# items}"),
        ("{three, fancy, other {x}}", "{three, fancy, other {x}}"),
        ("{missing} stays", "{missing} stays"),
        ("{1abc} and { spaced} and {} stay", "{1abc} and { spaced} and {} stay"),
        ("open { brace", "open { brace"),
        ("{größe} cm", "7 cm"),
        ("{_x}", "{_x}"),
        ("{codes, list, and}", "NL, DE, and US"),
        ("{codes, list, or}", "NL, DE, or US"),
        ("{codes}", "NL, DE, or US"),
        ("# outside a plural", "# outside a plural"),
    ]

    @Test(arguments: cases)
    func renders(template: String, expected: String) {
        let rendered = MessageTemplate.render(template, parameters: Self.parameters, field: "Name", value: { "«v»" })
        #expect(rendered.message == expected)
    }

    @Test func tellsWhatTheMessageRead() {
        let rendered = MessageTemplate.render(
            "{field}: {three, plural, one {#} other {# of {unit}}}", parameters: Self.parameters, field: "Name",
            value: { "v" })
        #expect(rendered.message == "Name: 3 of utf8")
        #expect(!rendered.showsValue)
        #expect(rendered.readParameters == ["three": .some(.integer(3)), "unit": .some(.text("utf8"))])
    }
}
