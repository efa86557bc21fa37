import FormValidation
import Testing

/// The EU VAT number: prefixes, the corrections of Belgian, Greek and Dutch numbers, and the birth dates held by
/// Czech, Latvian and Romanian numbers, beside the reference table's random draws.
@Suite struct EuropeanVATTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let input: String
        /// The corrected compact value, or `nil` with the code of an invalid one.
        let compact: String?
        let code: ValidationError.Code?
        var testDescription: String { input }

        static func valid(_ input: String, _ compact: String) -> Self {
            Example(input: input, compact: compact, code: nil)
        }

        static func invalid(_ input: String, _ code: ValidationError.Code) -> Self {
            Example(input: input, compact: nil, code: code)
        }
    }

    @Test(arguments: [
        Example.valid("DE 136 695 976", "DE136695976"),
        .valid("de136695976", "DE136695976"),
        .valid("BE403019261", "BE0403019261"),
        .valid("BE 0403.019.261", "BE0403019261"),
        .valid("EL94259216", "EL094259216"),
        .valid("GR094259216", "GR094259216"),
        .valid("NL4495445B01", "NL004495445B01"),
        .valid("XI 980 7806 84", "XI980780684"),
        .valid("FRK7399859412", "FRK7399859412"),
        .valid("FR 61 954 506 077", "FR61954506077"),
        .valid("ATU 13585627", "ATU13585627"),
        .valid("ESX5253868R", "ESX5253868R"),
        .valid("IE8D79739I", "IE8D79739I"),
        .valid("CZ7103192745", "CZ7103192745"),
        .valid("CZ640903926", "CZ640903926"),
        .valid("BG7523169263", "BG7523169263"),
        .valid("RO1630615123457", "RO1630615123457"),
        .valid("EU372022452", "EU372022452"),
        .invalid("DE136695978", .invalidIdentifierCheckDigit),
        .invalid("FR61954506078", .invalidIdentifierCheckDigit),
        .invalid("CZ7103192746", .invalidIdentifierCheckDigit),
        .invalid("CZ7102302745", .invalidIdentifierDate),
        .invalid("LV31027813910", .invalidIdentifierDate),
        .invalid("RO1630231123457", .invalidIdentifierDate),
        .invalid("GB980780684", .invalidIdentifier),
        .invalid("XX123456789", .invalidIdentifier),
        .invalid("DE13669597", .invalidIdentifier),
        .invalid("EU999022452", .invalidIdentifier),
    ])
    func checksAndCorrects(_ example: Example) {
        let compact = RuleSet<String>(.identifier(.europeanVAT)).validate(example.input)
        let display = RuleSet<String>(.identifier(.europeanVAT, format: .display)).validate(example.input)
        if let code = example.code {
            #expect(compact.errors.map(\.code) == [code])
            #expect(display.errors.map(\.code) == [code])
        } else {
            #expect(compact == .valid(example.compact ?? ""))
            #expect(display == .valid(example.compact ?? ""))
        }
    }
}
