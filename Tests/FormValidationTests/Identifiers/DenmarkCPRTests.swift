import FormValidation
import Testing

/// The CPR number: the century its seventh digit gives, and the birth date; there is no check digit.
@Suite struct DenmarkCPRTests {
    @Test(arguments: [
        ("211062-5629", "2110625629", "211062-5629"),
        ("2902044000", "2902044000", "290204-4000"),
        ("0101585000", "0101585000", "010158-5000"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.denmarkCPR, input, compact, display)
    }

    @Test(
        arguments: [
            ("2902000000", .invalidIdentifierDate),
            ("3102625629", .invalidIdentifierDate),
            ("1313625629", .invalidIdentifierDate),
            ("211062562", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.denmarkCPR, input, code)
    }
}
