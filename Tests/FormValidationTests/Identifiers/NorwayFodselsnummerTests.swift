import FormValidation
import Testing

/// The fødselsnummer: D- and H-numbers, the century its individual digits give, two check digits.
@Suite struct NorwayFodselsnummerTests {
    @Test(arguments: [
        ("151086 95088", "15108695088", "151086 95088"),
        ("55108695071", "55108695071", "551086 95071"),
        ("15508695060", "15508695060", "155086 95060"),
        ("29020445066", "29020445066", "290204 45066"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.norwayFodselsnummer, input, compact, display)
    }

    @Test(
        arguments: [
            ("15108695077", .invalidIdentifierCheckDigit),
            ("29020045092", .invalidIdentifierDate),
            ("55908695037", .invalidIdentifierDate),
            ("01016075015", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.norwayFodselsnummer, input, code)
    }
}
