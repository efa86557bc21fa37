import FormValidation
import Testing

@Suite struct LEITests {
    /// The check digits of 18 characters by ISO 7064 MOD 97-10, written here as the standard does: the number the
    /// characters write (each letter two digits, A is 10) followed by 00, taken modulo 97 digit by digit; 98 less it.
    static func checkDigits(_ body: String) -> String {
        let digits = body.map { character in
            String(character.isLetter ? character.asciiValue! - 55 : character.asciiValue! - 48)
        }
        let remainder = (digits.joined() + "00").reduce(0) { ($0 * 10 + Int($1.asciiValue! - 48)) % 97 }
        let check = 98 - remainder
        return check < 10 ? "0\(check)" : "\(check)"
    }

    /// Random LEIs, of letters and digits in every mix, pass; with a check digit changed, they fail.
    @Test func checksTheMOD97CheckDigits() {
        var random = SeededRandom(seed: 0x1E1)
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rule = RuleSet<String>(.identifier(.lei))
        for _ in 0..<2_000 {
            let letters = Int.random(in: 0...18, using: &random)
            let body = String(
                (0..<18).map { index in
                    index < letters
                        ? characters[Int.random(in: 10..<36, using: &random)]
                        : characters[Int.random(in: 0..<10, using: &random)]
                }.shuffled(using: &random))
            let lei = body + Self.checkDigits(body)
            #expect(rule.validate(lei) == .valid(lei))
            let last = lei.last!.wholeNumberValue!
            let wrong = String(lei.dropLast()) + String((last + Int.random(in: 1...9, using: &random)) % 10)
            #expect(rule.validate(wrong).errors.map(\.code) == [.invalidIdentifierCheckDigit], "\(wrong)")
        }
    }
}
