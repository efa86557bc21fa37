import FormValidation
import Testing

@Suite struct ChileRUTTests {
    @Test(arguments: [
        ("12.531.909-2", "125319092", "12.531.909-2"),
        ("20000003k", "20000003K", "20.000.003-K"),
        ("1234567-4", "12345674", "1.234.567-4"),
        // The country prefix is dropped, from the display form too.
        ("CL 12.531.909-2", "125319092", "12.531.909-2"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.chileRUT, input, compact, display)
    }

    @Test(arguments: [
        ("12.531.909-3", ValidationError.Code.invalidIdentifierCheckDigit),
        ("20.000.003-9", .invalidIdentifierCheckDigit),
        ("76086A28-5", .invalidIdentifier),
        ("123.456-0", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.chileRUT, input, code)
    }
}
