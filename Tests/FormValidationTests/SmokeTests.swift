import FormValidation
import Foundation
import Testing

@Suite struct SmokeTests {
    @Test func basics() throws {
        let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .minimumLength(3), .email(), field: "Email")
        #expect(rules.validate("  a@b.co ") == .valid("a@b.co"))
        #expect(rules.validate("x").errorMessages == ["Email must be at least 3 characters long.", "Email is not a valid email address."])
        #expect(rules.validate("   ").errorMessages == ["Email is required."])
        #expect(rules.validate(nil as String?).errorMessages == ["Email is required."])
        let n = RuleSet<String>(.number(in: 1...10, locale: .init(identifier: "de_DE")))
        #expect(n.validate("1,5").isValid)
        #expect(n.validate("abc").errors.map(\.code) == [.notANumber])
        let r = try RuleSet<String>(.regularExpression("a|ab"))
        #expect(r.validate("ab").isValid)
        #expect(throws: InvalidPatternError.self) { try ValidationRule<String>.regularExpression("a(") }
    }
}
