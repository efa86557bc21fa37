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
        IdentifierExpectation.valid(.mexicoCURP, input, compact, display)
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
        IdentifierExpectation.invalid(.mexicoCURP, input, code)
    }

    /// RENAPO's states (and `NE`, born abroad) in RENAPO's catalogue.
    static let states = [
        "AS", "BC", "BS", "CC", "CH", "CL", "CM", "CS", "DF", "DG", "GR", "GT", "HG", "JC", "MC", "MN", "MS", "NE",
        "NL", "NT", "OC", "PL", "QR", "QT", "SL", "SP", "SR", "TC", "TL", "TS", "VZ", "YN", "ZS",
    ]

    /// The CURP `BOXW310820H`, `state`, `RXN0` and its check digit, written here from RENAPO's rule: the characters
    /// valued 0–9, A–N, Ñ, O–Z, weighted 18 down to 2.
    static func curp(state: String) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ")
        let body = Array("BOXW310820H" + state + "RXN0")
        let sum = body.enumerated().reduce(0) { $0 + alphabet.firstIndex(of: $1.element)! * (18 - $1.offset) }
        return String(body) + String((10 - sum % 10) % 10)
    }

    /// Every state's code passes, and no other pair of letters.
    @Test func theStateIsOneOfRENAPOs() {
        let rule = RuleSet<String>(.identifier(.mexicoCURP))
        for first in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            for second in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                let state = String(decoding: [first, second], as: UTF8.self)
                let curp = Self.curp(state: state)
                if Self.states.contains(state) {
                    #expect(rule.validate(curp) == .valid(curp))
                } else {
                    #expect(rule.validate(curp).errors.map(\.code) == [.invalidIdentifier], "\(curp)")
                }
            }
        }
    }
}
