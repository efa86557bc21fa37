import FormValidation
import Foundation
import Testing

@Suite struct FallbackTests {
    let rules = RuleSet<String>(
        .trimmingWhitespace(), .required().fallback("none@example.com"), .length(3...40),
        .email().fallback("invalid@example.com"))

    @Test(arguments: [
        ("", "none@example.com"),  // empty: only presence fails
        ("ab", "invalid@example.com"),  // length has no fallback; email, the next failing rule, has one
        ("not an address", "invalid@example.com"),
    ])
    func firstFailingRuleWithAFallbackWins(_ value: String, _ expected: String) {
        #expect(rules.fallback(for: value) == expected)
    }

    @Test func validValuesAndRulesWithoutFallbacksHaveNone() {
        #expect(rules.fallback(for: "ada@example.com") == nil)
        #expect(RuleSet<String>(.email()).fallback(for: "nope") == nil)
        #expect(rules.fallback(for: nil as String?) == "none@example.com")
    }

    /// A rule that does not apply (its condition does not hold) rejects nothing, so its fallback is not used:
    /// the fallback is that of the first rule that validation reports.
    @Test func aRuleThatDoesNotApplyGivesNoFallback() {
        let newsletter = LiveValue("no")
        let subscribed = Condition(reading: ["newsletter"]) { newsletter.value == "yes" }
        let rules = RuleSet<String>(
            .required().when(subscribed).fallback("none@example.com"), .email().when(subscribed).fallback("x@x.io"),
            .minimumLength(3).fallback("???"))
        #expect(rules.fallback(for: "") == nil, "valid: nothing applies to an empty value")
        #expect(rules.fallback(for: "ab") == "???", "only the length rule applies")
        #expect(rules.fallback(for: "abcd") == nil)
        newsletter.value = "yes"
        #expect(rules.fallback(for: "") == "none@example.com")
        #expect(rules.fallback(for: "abcd") == "x@x.io")
        // Inside a composed rule, a rule that does not apply gives none either.
        newsletter.value = "no"
        let composed = RuleSet<String>(.all(of: [.email().when(subscribed).fallback("x@x.io")]))
        #expect(composed.fallback(for: "abcd") == nil)
    }

    struct Profile: Encodable {
        @Validated(.trimmingWhitespace(), .email().fallback("")) var email = ""
        @Validated(.range(13...130).fallback(0), fallback: 18) var age = 0
        @Validated(.length(2...5), fallback: "??") var code = ""
    }

    @Test func encodingWritesTheRuleFallbackThenTheWrapperFallback() throws {
        var profile = Profile()
        profile.email = "ada@"
        profile.age = 200
        profile.code = "x"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == #"{"age":0,"code":"??","email":""}"#)
        profile.email = " ada@example.com "
        profile.age = 36
        profile.code = "abc"
        #expect(
            String(decoding: try encoder.encode(profile), as: UTF8.self)
                == #"{"age":36,"code":"abc","email":"ada@example.com"}"#)
    }
}
