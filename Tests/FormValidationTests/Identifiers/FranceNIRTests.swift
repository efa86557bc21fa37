import FormValidation
import Testing

/// The NIR: Corsica's departments, a month INSEE writes for an incomplete birth date, the key.
@Suite struct FranceNIRTests {
    @Test(arguments: [
        ("2 95 10 99 126 111 93", "295109912611193", "2 95 10 99 126 111 93"),
        ("253072b07300470", "253072B07300470", "2 53 07 2B 073 004 70"),
        ("2 95 20 99 126 111 59", "295209912611159", "2 95 20 99 126 111 59"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.franceNIR, input, compact, display)
    }

    @Test(
        arguments: [
            ("295109912611199", .invalidIdentifierCheckDigit),
            ("253072C07300443", .invalidIdentifier),
            ("29510991261119", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.franceNIR, input, code)
    }
}
