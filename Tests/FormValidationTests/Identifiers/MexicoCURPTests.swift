import FormValidation
import Testing

@Suite struct MexicoCURPTests {
    @Test(arguments: [
        ("boxw310820hnerxn09", "BOXW310820HNERXN09", "BOXW310820HNERXN09"),
        ("BOXW 310820 HNERXN 09", "BOXW310820HNERXN09", "BOXW310820HNERXN09"),
        // A letter before the check digit: born in 2000, a leap year.
        ("BOXW000229HNERXNA9", "BOXW000229HNERXNA9", "BOXW000229HNERXNA9"),
    ])
    func correctsAValidValue(_ input: String, _ compact: String, _ display: String) {
        #expect(RuleSet<String>(.identifier(.mexicoCURP)).validate(input) == .valid(compact))
        #expect(RuleSet<String>(.identifier(.mexicoCURP, format: .display)).validate(input) == .valid(display))
    }

    @Test(arguments: [
        ("BOXW310820HNERXN08", ValidationError.Code.invalidIdentifierCheckDigit),
        ("BOXW310230HNERXN09", .invalidIdentifierDate),
        // A digit before the check digit: born in 1900, not a leap year.
        ("BOXW000229HNERXN09", .invalidIdentifierDate),
        ("BOXW310820XNERXN09", .invalidIdentifier),
        ("BOXW310820HZZRXN09", .invalidIdentifier),
        ("BUEI310820HNERXN09", .invalidIdentifier),
        ("BOXW310820HNERXN0", .invalidIdentifier),
    ])
    func refuses(_ input: String, _ code: ValidationError.Code) {
        #expect(RuleSet<String>(.identifier(.mexicoCURP)).validate(input).errors.map(\.code) == [code])
    }
}
