import FormValidation
import Testing

/// The BSN: the eleven test, and a dropped leading zero added back.
@Suite struct NetherlandsBSNTests {
    @Test(arguments: [
        ("1112.22.333", "111222333", "1112.22.333"),
        ("12345672", "012345672", "0123.45.672"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.netherlandsBSN, input, compact, display)
    }

    @Test(
        arguments: [
            ("1112.52.333", .invalidIdentifierCheckDigit),
            ("000000000", .invalidIdentifier),
            ("1112223334", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.netherlandsBSN, input, code)
    }
}
