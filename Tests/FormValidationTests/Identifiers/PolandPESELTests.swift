import FormValidation
import Testing

/// The PESEL: the century its month gives, the birth date, the check digit.
@Suite struct PolandPESELTests {
    @Test(arguments: [
        ("44051401359", "44051401359", "44051401359"),
        ("02211307589", "02211307589", "02211307589"),
        ("44851401353", "44851401353", "44851401353"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.polandPESEL, input, compact, display)
    }

    @Test(
        arguments: [
            ("44051401358", .invalidIdentifierCheckDigit),
            ("02381307589", .invalidIdentifierDate),
            ("01022912345", .invalidIdentifierDate),
            ("4405140135", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.polandPESEL, input, code)
    }
}
