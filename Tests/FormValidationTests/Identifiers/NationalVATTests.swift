import FormValidation
import Testing

/// The national tax and VAT numbers the EU VAT number builds on: their VAT prefix is dropped, and their display
/// forms are python-stdnum's.
@Suite struct NationalVATTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let type: IdentifierType
        let input: String
        /// The corrected value, compact and in the display form, or `nil` with the code of an invalid one.
        let compact: String?
        let display: String?
        let code: ValidationError.Code?
        var testDescription: String { "\(type.name) \(input)" }

        static func valid(_ type: IdentifierType, _ input: String, _ compact: String, _ display: String) -> Self {
            Example(type: type, input: input, compact: compact, display: display, code: nil)
        }

        static func invalid(_ type: IdentifierType, _ input: String, _ code: ValidationError.Code) -> Self {
            Example(type: type, input: input, compact: nil, display: nil, code: code)
        }
    }

    @Test(arguments: [
        Example.valid(.spainNIF, "ES B-58378431", "B58378431", "B58378431"),
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
    func checksAndCorrects(_ example: Example) {
        let compact = RuleSet<String>(.identifier(example.type)).validate(example.input)
        let display = RuleSet<String>(.identifier(example.type, format: .display)).validate(example.input)
        if let code = example.code {
            #expect(compact.errors.map(\.code) == [code])
            #expect(display.errors.map(\.code) == [code])
        } else {
            #expect(compact == .valid(example.compact ?? ""))
            #expect(display == .valid(example.display ?? ""))
        }
    }
}
