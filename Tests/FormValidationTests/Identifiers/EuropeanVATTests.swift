import FormValidation
import Testing

/// The EU VAT number: prefixes, the corrections of Belgian, Greek and Dutch numbers, and the birth dates held by
/// Czech, Latvian and Romanian numbers, beside the reference table's random draws.
@Suite struct EuropeanVATTests {
    @Test(arguments: [
        IdentifierExample.valid(.europeanVAT, "DE 136 695 976", "DE136695976", "DE136695976"),
        .valid(.europeanVAT, "de136695976", "DE136695976", "DE136695976"),
        .valid(.europeanVAT, "BE403019261", "BE0403019261", "BE0403019261"),
        .valid(.europeanVAT, "BE 0403.019.261", "BE0403019261", "BE0403019261"),
        .valid(.europeanVAT, "EL94259216", "EL094259216", "EL094259216"),
        .valid(.europeanVAT, "GR094259216", "GR094259216", "GR094259216"),
        .valid(.europeanVAT, "NL4495445B01", "NL004495445B01", "NL004495445B01"),
        .valid(.europeanVAT, "XI 980 7806 84", "XI980780684", "XI980780684"),
        .valid(.europeanVAT, "FRK7399859412", "FRK7399859412", "FRK7399859412"),
        .valid(.europeanVAT, "FR 61 954 506 077", "FR61954506077", "FR61954506077"),
        .valid(.europeanVAT, "ATU 13585627", "ATU13585627", "ATU13585627"),
        .valid(.europeanVAT, "ESX5253868R", "ESX5253868R", "ESX5253868R"),
        .valid(.europeanVAT, "IE8D79739I", "IE8D79739I", "IE8D79739I"),
        .valid(.europeanVAT, "CZ7103192745", "CZ7103192745", "CZ7103192745"),
        .valid(.europeanVAT, "CZ640903926", "CZ640903926", "CZ640903926"),
        .valid(.europeanVAT, "BG7523169263", "BG7523169263", "BG7523169263"),
        .valid(.europeanVAT, "RO1630615123457", "RO1630615123457", "RO1630615123457"),
        .valid(.europeanVAT, "EU372022452", "EU372022452", "EU372022452"),
        .invalid(.europeanVAT, "DE136695978", .invalidIdentifierCheckDigit),
        .invalid(.europeanVAT, "FR61954506078", .invalidIdentifierCheckDigit),
        .invalid(.europeanVAT, "CZ7103192746", .invalidIdentifierCheckDigit),
        .invalid(.europeanVAT, "CZ7102302745", .invalidIdentifierDate),
        .invalid(.europeanVAT, "LV31027813910", .invalidIdentifierDate),
        .invalid(.europeanVAT, "RO1630231123457", .invalidIdentifierDate),
        .invalid(.europeanVAT, "GB980780684", .invalidIdentifier),
        .invalid(.europeanVAT, "XX123456789", .invalidIdentifier),
        .invalid(.europeanVAT, "DE13669597", .invalidIdentifier),
        .invalid(.europeanVAT, "EU999022452", .invalidIdentifier),
    ])
    func checksAndCorrects(_ example: IdentifierExample) {
        example.check()
    }
}
