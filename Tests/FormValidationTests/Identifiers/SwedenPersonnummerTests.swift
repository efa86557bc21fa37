import FormValidation
import Testing

/// The personnummer: ten or twelve digits, coordination numbers, the hyphen or plus the compact form keeps.
@Suite struct SwedenPersonnummerTests {
    @Test(arguments: [
        ("880320-0016", "880320-0016", "880320-0016"),
        ("8803200016", "880320-0016", "880320-0016"),
        ("198803200016", "19880320-0016", "19880320-0016"),
        ("880380-0013", "880380-0013", "880380-0013"),
        ("000229-0013", "000229-0013", "000229-0013"),
        // A person past 100 is written with a plus, which the compact form keeps.
        ("880320+0016", "880320+0016", "880320+0016"),
        ("880320 - 0016", "880320-0016", "880320-0016"),
        ("19880320+0016", "19880320+0016", "19880320+0016"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.swedenPersonnummer, input, compact, display)
    }

    @Test(
        arguments: [
            ("880320-0018", .invalidIdentifierCheckDigit),
            ("880230-0016", .invalidIdentifierDate),
            ("19000229-0013", .invalidIdentifierDate),
            ("880392-0016", .invalidIdentifierDate),
            ("88032-00016", .invalidIdentifier),
            // 1900 and 1800 are not leap years: a plus on 29 February 00 is no date.
            ("000229+0013", .invalidIdentifierDate),
            // A twelve-digit number spells its year: 0000 is none (its check digit is right).
            ("00000126-0801", .invalidIdentifierDate),
        ] as [(String, ValidationError.Code)])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.swedenPersonnummer, input, code)
    }
}
