import FormValidation
import Testing

/// South Africa's identity number: the birth date without its century, the citizenship digit, the Luhn check.
@Suite struct SouthAfricaIDNumberTests {
    @Test(arguments: [
        ("7503305044089", "7503305044089", "750330 5044 08 9"),
        // 29 February of the year 00: a date in 2000.
        ("000229 5044 08 1", "0002295044081", "000229 5044 08 1"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.southAfricaIDNumber, input, compact, display)
    }

    @Test(arguments: [
        // 29 February 1975 or 2075, neither a leap year; 30 February.
        ("7502295044083", ValidationError.Code.invalidIdentifierDate),
        ("0002305044089", .invalidIdentifierDate),
        ("8503305044089", .invalidIdentifierCheckDigit),
        // The citizenship digit is 0 or 1.
        ("7503305044287", .invalidIdentifier),
        ("750330504408", .invalidIdentifier),
    ])
    func invalid(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.southAfricaIDNumber, input, code)
    }
}
