import FormValidation
import Testing

@Suite struct IndiaAadhaarTests {
    @Test(arguments: [
        ("234123412346", "234123412346", "2341 2341 2346"),
        ("2341-2341-2346", "234123412346", "2341 2341 2346"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.indiaAadhaar, input, compact, display)
    }

    @Test(arguments: [
        ("2341 2341 2347", ValidationError.Code.invalidIdentifierCheckDigit),
        ("1234 1234 1234", .invalidIdentifier),
        // A number that reads the same backwards is never issued.
        ("2222 2222 2222", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.indiaAadhaar, input, code)
    }
}
