import FormValidation
import Testing

/// The isikukood: the century its first digit gives, the birth date, the check digit of either stage.
@Suite struct EstoniaIKTests {
    @Test(arguments: [
        ("36805280109", "36805280109", "36805280109"),
        ("49403136526", "49403136526", "49403136526"),
        ("60001017716", "60001017716", "60001017716"),
        ("38501010087", "38501010087", "38501010087"),  // the first stage's remainder is 10
        ("49001010580", "49001010580", "49001010580"),  // both stages' remainders are 10: 0
        ("500022 90002", "50002290002", "50002290002"),  // 29 February 2000, typed with a space
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.estoniaIK, input, compact, display)
    }

    @Test(
        arguments: [
            ("36805280108", .invalidIdentifierCheckDigit),
            ("49001010582", .invalidIdentifierCheckDigit),
            ("39002290004", .invalidIdentifierDate),  // 1990 is not a leap year
            ("18000229005", .invalidIdentifierDate),  // nor is 1800
            ("38513010000", .invalidIdentifierDate),
            ("06805280109", .invalidIdentifier),
            ("96805280109", .invalidIdentifier),
            ("3680528010", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.estoniaIK, input, code)
    }
}
