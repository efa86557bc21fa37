import FormValidation
import Testing

/// The input formatter of a role (`taxID` for Brazil: a CPF or a CNPJ) follows the country's type that what has
/// been typed fits, the type of the shortest longest form first.
@Suite struct IdentifierRoleFormatterTests {
    static let brazil = IdentifierInputFormatter(.taxID, country: "br")

    /// Typing a CPF shows a CPF, not a CNPJ; a twelfth digit makes it a CNPJ, and a fifteenth is dropped.
    @Test(arguments: [
        ("05047370402", "050.473.704-02"),
        ("050.473.704-02", "050.473.704-02"),
        ("0504737", "050.473.7"),
        ("00000000000191", "00.000.000/0001-91"),
        ("000000000001", "00.000.000/0001"),
        ("000000000001915", "00.000.000/0001-91"),
        ("", ""),
    ])
    func brazilsTaxNumberFollowsWhatIsTyped(_ typed: String, _ shown: String) throws {
        #expect(Self.brazil.format(typed) == shown)
        #expect(Self.brazil.keystrokes(typing: typed).last ?? "" == shown)
        let kind = try #require(InputFormatterKind.named("identifier"))
        #expect(try kind.formatter(country: "BR", type: "taxID").format(typed) == shown)
    }

    @Test func theCaretFollowsTheTypeChange() {
        var input = InputText("050.473.704-02")
        Self.brazil.apply(.insert("9", at: input.caret), to: &input)
        #expect(input == InputText("05.047.370/4029"))
        Self.brazil.apply(.deleteBackward(at: input.caret), to: &input)
        #expect(input == InputText("050.473.704-02"))
        var middle = InputText("050.473.704-02", caret: 5)
        Self.brazil.apply(.insert("1", at: middle.caret), to: &middle)
        #expect(middle == InputText("05.041.737/0402", caret: 7))
    }

    @Test func theFormatterKeepsItsRoleAndCountry() {
        #expect(Self.brazil.type == .taxID)
        #expect(Self.brazil.country == "BR")
        #expect(Self.brazil == IdentifierInputFormatter(.taxID, country: "BR"))
        #expect(Self.brazil != IdentifierInputFormatter(.nationalID, country: "BR"))
        // A country with no type in the role: upper-cased only.
        #expect(IdentifierInputFormatter(.taxID, country: "AQ").format("ab-12") == "AB12")
    }

    /// Every country's types in every role: an example is typed as its own type's formatter types it when its type
    /// is the only one of the country's with the shortest longest form that the example fits.
    @Test(arguments: IdentifierRole.allCases)
    func eachCountrysTypesAreTypedAsThemselves(_ role: IdentifierRole) {
        func length(_ example: String) -> Int { example.count { $0.isLetter || $0.isNumber } }
        func longest(_ type: IdentifierType) -> Int { ([type.example] + type.otherExamples).map(length).max() ?? 0 }
        for country in role.countries {
            let types = role.types(of: country)
            let formatter = IdentifierInputFormatter(role, country: country)
            for type in types {
                for example in [type.example] + type.otherExamples {
                    let fitting = types.map(longest).filter { $0 >= length(example) }
                    let alone = fitting.count(where: { $0 == longest(type) }) == 1
                    guard longest(type) == fitting.min(), alone else { continue }
                    let own = IdentifierInputFormatter(type: type).format(example)
                    #expect(formatter.format(example) == own, "\(role) \(country): \(type.name) \(example)")
                }
            }
        }
    }
}
