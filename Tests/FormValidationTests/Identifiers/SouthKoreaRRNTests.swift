import FormValidation
import Testing

/// South Korea's resident registration number: the birth date with its century digit, the place code, the check
/// digit.
@Suite struct SouthKoreaRRNTests {
    @Test(arguments: [
        ("971013-9019902", "9710139019902", "971013-9019902"),
        ("0402293123453", "0402293123453", "040229-3123453"),
        ("990101 3029906", "9901013029906", "990101-3029906"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.southKoreaRRN, input, compact, display)
    }

    @Test(arguments: [
        // 29 February 1900 (the digit 1 is the 1900s), not a leap year; a 13th month.
        ("000229-1019907", ValidationError.Code.invalidIdentifierDate),
        ("971313-9019902", .invalidIdentifierDate),
        ("971013-9019903", .invalidIdentifierCheckDigit),
        // A place code above 96.
        ("971013-9979908", .invalidIdentifier),
        ("971013-901990", .invalidIdentifier),
    ])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.southKoreaRRN, input, code)
    }
}
