import FormValidation
import Testing

/// The IdNr: its digit-repetition rule and its MOD 11,10 check digit.
@Suite struct GermanyIdNrTests {
    @Test(arguments: [
        ("36574261809", "36574261809", "36 574 261 809"),
        ("11 123 456 786", "11123456786", "11 123 456 786"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.germanyIdNr, input, compact, display)
    }

    @Test(
        arguments: [
            ("36574261890", .invalidIdentifierCheckDigit),
            ("36554266806", .invalidIdentifier),
            ("12345678903", .invalidIdentifier),
            ("06574261809", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.germanyIdNr, input, code)
    }
}
