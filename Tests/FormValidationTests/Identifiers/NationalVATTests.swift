import FormValidation
import Testing

/// The national tax and VAT numbers the EU VAT number builds on: their VAT prefix is dropped, and their display
/// forms are python-stdnum's.
@Suite struct NationalVATTests {
    @Test(arguments: [
        IdentifierExample.valid(.spainNIF, "ES B-58378431", "B58378431", "B58378431"),
        .valid(.spainNIF, "x-5253868-r", "X5253868R", "X5253868R"),
        .valid(.spainNIF, "54362315K", "54362315K", "54362315K"),
        .invalid(.spainNIF, "54362315Z", .invalidIdentifierCheckDigit),
        .invalid(.spainNIF, "I58378431", .invalidIdentifier),
        .valid(.italyIVA, "IT 00743110157", "00743110157", "00743110157"),
        .invalid(.italyIVA, "00743110158", .invalidIdentifierCheckDigit),
        .invalid(.italyIVA, "00743112007", .invalidIdentifier),
        .valid(.polandNIP, "PL 8567346215", "8567346215", "856-734-62-15"),
        .valid(.polandNIP, "8567346215", "8567346215", "856-734-62-15"),
        .invalid(.polandNIP, "8567346216", .invalidIdentifierCheckDigit),
        .valid(.portugalNIF, "PT 501 964 843", "501964843", "501964843"),
        .invalid(.portugalNIF, "501964842", .invalidIdentifierCheckDigit),
        .valid(.franceSIREN, "404.833.048", "404833048", "404 833 048"),
        .invalid(.franceSIREN, "404833047", .invalidIdentifierCheckDigit),
        .valid(.franceSIRET, "73282932000074", "73282932000074", "732 829 320 00074"),
        .valid(.franceSIRET, "35600000000048", "35600000000048", "356 000 000 00048"),
        .valid(.franceSIRET, "35600000000001", "35600000000001", "356 000 000 00001"),
        .invalid(.franceSIRET, "35600000039640", .invalidIdentifierCheckDigit),
        .invalid(.franceSIRET, "55400000900056", .invalidIdentifierCheckDigit),
        .invalid(.franceSIRET, "73282932000079", .invalidIdentifierCheckDigit),
        .valid(.unitedKingdomVAT, "GB 980 7806 84", "980780684", "980 7806 84"),
        .valid(.unitedKingdomVAT, "980780684", "980780684", "980 7806 84"),
        .valid(.unitedKingdomVAT, "980780684001", "980780684001", "980 7806 84 001"),
        .valid(.unitedKingdomVAT, "gbgd001", "GD001", "GD001"),
        .invalid(.unitedKingdomVAT, "GD500", .invalidIdentifier),
        .invalid(.unitedKingdomVAT, "HA499", .invalidIdentifier),
        .invalid(.unitedKingdomVAT, "802311781", .invalidIdentifierCheckDigit),
        .valid(.switzerlandVAT, "che107787577iva", "CHE107787577IVA", "CHE-107.787.577 IVA"),
        .valid(.switzerlandVAT, "CHE-107.787.577 MWST", "CHE107787577MWST", "CHE-107.787.577 MWST"),
        .invalid(.switzerlandVAT, "CHE-107.787.578 IVA", .invalidIdentifierCheckDigit),
        .invalid(.switzerlandVAT, "CHE-107.787.577 VAT", .invalidIdentifier),
    ])
    func checksAndCorrects(_ example: IdentifierExample) {
        example.check()
    }
}
