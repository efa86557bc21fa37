import FormValidation
import Testing

/// The codice fiscale: a person's with omocodia letters and its birth date, and an organisation's.
@Suite struct ItalyCodiceFiscaleTests {
    @Test(arguments: [
        ("RCCMNL83S18D969H", "RCCMNL83S18D969H", "RCCMNL83S18D969H"),
        ("rccmnl83s18d969h", "RCCMNL83S18D969H", "RCCMNL83S18D969H"),
        ("RCCMNL83S18DL69Q", "RCCMNL83S18DL69Q", "RCCMNL83S18DL69Q"),
        ("RCCMNL83S58D969L", "RCCMNL83S58D969L", "RCCMNL83S58D969L"),
        ("00743110157", "00743110157", "00743110157"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.italyCodiceFiscale, input, compact, display)
    }

    @Test(
        arguments: [
            ("RCCMNL83S18D969X", .invalidIdentifierCheckDigit),
            ("00743110158", .invalidIdentifierCheckDigit),
            ("RCCMNL83B30D969H", .invalidIdentifierDate),
            ("RCCMNL83S72D969H", .invalidIdentifierDate),
            ("RCCMNL83F18D969H", .invalidIdentifier),
            ("00743111221", .invalidIdentifier),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.italyCodiceFiscale, input, code)
    }
}
