import FormValidation
import Testing

@Suite struct IndiaGSTINTests {
    @Test(arguments: [
        ("27aapfu0939f1zv", "27AAPFU0939F1ZV", "27AAPFU0939F1ZV"),
        // Ladakh's code since 2020, and the one for other territories, which python-stdnum 2.2 does not list.
        ("38AAPFU0939F1ZS", "38AAPFU0939F1ZS", "38AAPFU0939F1ZS"),
        ("97AAPFU0939F1ZO", "97AAPFU0939F1ZO", "97AAPFU0939F1ZO"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.indiaGSTIN, input, compact, display)
    }

    @Test(arguments: [
        ("27AAPFU0939F1ZO", ValidationError.Code.invalidIdentifierCheckDigit),
        ("27AAPFU0939F1AA", .invalidIdentifier),
        ("39AAPFU0939F1ZV", .invalidIdentifier),
        // The PAN inside: its fourth letter is a kind of holder, its serial never 0000.
        ("27AAPXU0939F1ZV", .invalidIdentifier),
        ("27AAPFU0000F1ZV", .invalidIdentifier),
        ("27AAPFU0939F0ZV", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.indiaGSTIN, input, code)
    }
}
