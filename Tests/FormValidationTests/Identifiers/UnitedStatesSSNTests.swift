import FormValidation
import Testing

@Suite struct UnitedStatesSSNTests {
    @Test(arguments: [
        ("536904399", "536904399", "536-90-4399"),
        ("111-11-1111", "111111111", "111-11-1111"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.unitedStatesSSN, input, compact, display)
    }

    @Test(arguments: [
        ("078-05-1120", ValidationError.Code.invalidIdentifier),
        ("219-09-9999", .invalidIdentifier),
        ("457-55-5462", .invalidIdentifier),
        ("000-12-3456", .invalidIdentifier),
        ("666-12-3456", .invalidIdentifier),
        ("900-12-3456", .invalidIdentifier),
        ("123-00-4567", .invalidIdentifier),
        ("123-45-0000", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        IdentifierExpectation.invalid(.unitedStatesSSN, input, code)
    }
}
