import FormValidation
import Testing

/// The types that accept a value written with a country prefix their compact form leaves out (`PL` before a Polish
/// NIP, `GB` or `XI` before a UK VAT number): the prefix is dropped from the display form too, which is then the
/// one of the value written without it (python-stdnum 2.2's `format` where it has one).
@Suite struct PrefixedIdentifierTests {
    @Test(arguments: [
        IdentifierExample.valid(.chileRUT, "CL 12.531.909-2", "125319092", "12.531.909-2"),
        .valid(.chileRUT, "cl20000003k", "20000003K", "20.000.003-K"),
        .valid(.chileRUT, "CL1234567-4", "12345674", "1.234.567-4"),
        .valid(.polandNIP, "PL 8567346215", "8567346215", "856-734-62-15"),
        .valid(.polandNIP, "pl526-025-02-74", "5260250274", "526-025-02-74"),
        .valid(.unitedKingdomVAT, "GB 980 7806 84", "980780684", "980 7806 84"),
        .valid(.unitedKingdomVAT, "GB100000132", "100000132", "100 0001 32"),
        .valid(.unitedKingdomVAT, "xi980780684001", "980780684001", "980 7806 84 001"),
        .valid(.unitedKingdomVAT, "GBGD001", "GD001", "GD001"),
        .valid(.unitedKingdomVAT, "XI HA500", "HA500", "HA500"),
        // Types whose display form is their compact form.
        .valid(.spainNIF, "ES B-58378431", "B58378431", "B58378431"),
        .valid(.spainNIF, "es x5253868r", "X5253868R", "X5253868R"),
        .valid(.italyIVA, "IT 00743110157", "00743110157", "00743110157"),
        .valid(.portugalNIF, "PT 501 964 843", "501964843", "501964843"),
        // The prefix is part of an EU VAT number, which is displayed in its compact form.
        .valid(.europeanVAT, "PL 8567346215", "PL8567346215", "PL8567346215"),
        .valid(.europeanVAT, "pl 856-734-62-15", "PL8567346215", "PL8567346215"),
    ])
    func theDisplayFormLeavesOutThePrefix(_ example: IdentifierExample) {
        example.check()
    }

    /// Through a role, a country's type displays a prefixed value as the type does.
    @Test func aRoleDisplaysAPrefixedValueWithoutThePrefix() {
        let british = RuleSet<String>(.identifier(.vat, country: "GB", format: .display))
        #expect(british.validate("GB 980780684") == .valid("980 7806 84"))
        let polish = RuleSet<String>(.identifier(.taxID, country: "PL", format: .display))
        #expect(polish.validate("PL8567346215") == .valid("856-734-62-15"))
        let chilean = RuleSet<String>(.identifier(.nationalID, country: "CL", format: .display))
        #expect(chilean.validate("CL125319092") == .valid("12.531.909-2"))
    }

    /// Every type and example: written with a two-letter prefix (the type's country, and the UK's VAT prefixes
    /// `GB` and `XI`) that the type accepts, it gets the same compact and display forms as without.
    @Test(arguments: IdentifierType.allTypes)
    func aPrefixChangesNeitherForm(_ type: IdentifierType) {
        let compact = RuleSet<String>(.identifier(type))
        let display = RuleSet<String>(.identifier(type, format: .display))
        let country = type.name.split(separator: ".").first.map { $0.uppercased() }
        let prefixes = Set([country, "GB", "XI"].compactMap { $0 }.filter { $0.count == 2 })
        for example in [type.example] + type.otherExamples {
            guard case .valid(let bare?) = compact.validate(example),
                case .valid(let shown?) = display.validate(example)
            else {
                Issue.record("\(type.name): the example \(example) is not valid")
                continue
            }
            for prefix in prefixes {
                for written in [prefix + example, prefix + " " + example, prefix.lowercased() + example] {
                    guard case .valid(let prefixed?) = compact.validate(written), prefixed == bare else { continue }
                    #expect(display.validate(written) == .valid(shown), "\(type.name): \(written)")
                }
            }
        }
    }
}
