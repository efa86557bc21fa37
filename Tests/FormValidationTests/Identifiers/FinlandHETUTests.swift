import FormValidation
import Testing

/// The HETU: its century signs, old and of 2023, the individual number's range, the check character.
@Suite struct FinlandHETUTests {
    @Test(arguments: [
        ("131052-308T", "131052-308T", "131052-308T"),
        ("131052a308t", "131052A308T", "131052A308T"),
        ("131052Y308T", "131052Y308T", "131052Y308T"),
        ("131052F308T", "131052F308T", "131052F308T"),
        ("131052+308T", "131052+308T", "131052+308T"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.finlandHETU, input, compact, display)
    }

    @Test(
        arguments: [
            ("131052-308U", .invalidIdentifierCheckDigit),
            ("310252-308Y", .invalidIdentifierDate),
            ("290200-3088", .invalidIdentifierDate),
            ("131052-900W", .invalidIdentifier),
            ("131052G308T", .invalidIdentifier),
            ("131052308T", .invalidIdentifier),
            ("13105-2308T", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.finlandHETU, input, code)
    }
}
