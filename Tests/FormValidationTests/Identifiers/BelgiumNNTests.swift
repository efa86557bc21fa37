import FormValidation
import Testing

/// The national number: its check in either century, unknown months and days, a day counted on past the month's end.
@Suite struct BelgiumNNTests {
    @Test(arguments: [
        ("85.07.30-033.28", "85073003328", "85.07.30-033.28"),
        ("17073003384", "17073003384", "17.07.30-033.84"),
        ("00022903313", "00022903313", "00.02.29-033.13"),
        ("85000003306", "85000003306", "85.00.00-033.06"),
        ("85023103360", "85023103360", "85.02.31-033.60"),
        ("00003241778", "00003241778", "00.00.32-417.78"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.belgiumNN, input, compact, display)
    }

    @Test(
        arguments: [
            ("85073003329", .invalidIdentifierCheckDigit),
            ("85133003371", .invalidIdentifierDate),
            ("85273003371", .invalidIdentifier),
            ("85073000061", .invalidIdentifier),
            ("00000000097", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.belgiumNN, input, code)
    }
}
