import FormValidation
import Testing

@Suite struct MexicoRFCTests {
    @Test(arguments: [
        ("gode-561231-gr8", "GODE561231GR8", "GODE 561231 GR8"),
        ("MAB9307148T4", "MAB9307148T4", "MAB 930714 8T4"),
        ("COMG 600703", "COMG600703", "COMG 600703"),
        // 2000 was a leap year.
        ("GODE000229GR8", "GODE000229GR8", "GODE 000229 GR8"),
        // Its check character does not match, but the SAT issues such numbers: it is not checked.
        ("VACE-460910-SX6", "VACE460910SX6", "VACE 460910 SX6"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.mexicoRFC, input, compact, display)
    }

    @Test(arguments: [
        ("GODE 561331 GR8", ValidationError.Code.invalidIdentifierDate),
        ("GODE 990229 GR8", .invalidIdentifierDate),
        ("MAB 930230 ZZZ", .invalidIdentifierDate),
        ("BUEI 561231 GR8", .invalidIdentifier),
        ("GOD3 561231 GR8", .invalidIdentifier),
        ("GODE 561231 GR", .invalidIdentifier),
        ("MA9 930714 8T4", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.mexicoRFC, input, code)
    }
}
