import FormValidationSampling
import Foundation
import Testing

@testable import FormValidation

/// A rule whose failures come from a list fixed when it is made (an email address or not; one failure per length
/// short of a minimum) gets the errors of each rendered once, when it joins a rule set, and the set hands out those
/// lists on every failing value. What it hands out must be exactly what rendering the failure afresh gives, in every
/// wording, and after the wording changes.
@Suite struct PresetErrorsTests {
    /// Rules with fixed failures, each with a value it rejects.
    static let rules: [(ValidationRule<String>, String)] = [
        (.email(), "ada@"),
        (.required(), "   "),
        (.required(ignoringWhitespace: false), ""),
        (.containsNumber(), "abc"),
        (.containsUppercase(), "abc"),
        (.containsLowercase(), "ABC"),
        (.equal(to: "yes"), "no"),
        (.oneOf(["red", "green"]), "blue"),
        (.custom(code: "noA") { !$0.contains("A") }, "BAR"),
        (.email(message: "{field} needs an @."), "ada"),
        (.containsNumber(message: "“{value}” has no digit."), "abc"),
        (.minimumLength(8), "abc"),
        (.minimumLength(8, counting: .utf8), "é"),
        (.minimumLength(40), String(repeating: "x", count: 30)),
        (.maximumLength(3), "abcd"),
        (.maximumLength(3), String(repeating: "x", count: 60)),
        (.length(3...5), "ab"),
        (.length(3...5), "abcdef"),
        (.length(30...40), String(repeating: "x", count: 25)),
        (.length(3...5, message: "{field}: {length} of {min}–{max}"), "abcdefgh"),
        (.number(in: 1...10, locale: Locale(identifier: "en_US")), "ten"),
        (.number(in: 1...10, locale: Locale(identifier: "en_US")), "11"),
        (.number(in: 1..., locale: Locale(identifier: "en_US")), "0.5"),
        (.number(locale: Locale(identifier: "en_US")), "0." + String(repeating: "0", count: 130) + "1"),
        (.date(in: CalendarDate(2000, 1, 1)...CalendarDate(2000, 12, 31), locale: Locale(identifier: "en_GB")), "x"),
        (.date(in: CalendarDate(2000, 1, 1)..., locale: Locale(identifier: "en_GB")), "31/12/1999"),
        (.cardSecurityCode(brand: .americanExpress), "123"),
        (.cardSecurityCode(brand: .visa), "12a"),
        (.cardSecurityCode(), "12"),
    ]

    /// Wordings of a rule set: field name, label, language, secrecy.
    static let wordings: [(String, @Sendable (ValidationRule<String>) -> RuleSet<String>)] = [
        ("no field", { RuleSet($0, messages: .english) }),
        ("field", { RuleSet($0, field: "email", messages: .english) }),
        ("label", { RuleSet($0, field: "email", label: "Email address", messages: .english) }),
        ("German", { RuleSet($0, field: "E-Mail", messages: MessageCatalog(localeIdentifier: "de")!) }),
        ("secret", { RuleSet($0, field: "Password", isSecret: true, messages: .english) }),
        ("stop at first", { RuleSet($0, field: "F", failureMode: .stopAtFirstFailure, messages: .english) }),
    ]

    /// The errors of `rule`'s failure on `value`, rendered afresh by `rules`, without what was rendered before.
    static func rendered(_ rule: ValidationRule<String>, by rules: RuleSet<String>, value: String) -> [ValidationError]
    {
        let fresh = RuleSet<String>(
            [], field: rules.fieldName, label: rules.label, isSecret: rules.isSecret, messages: rules.messages)
        var checked = value
        var failures: [RuleFailure] = []
        rule.check(&checked, &failures, in: .none)
        return failures.map { fresh.error(for: $0, customMessage: rule.customMessage, value: value) }
    }

    @Test(arguments: 0..<rules.count, 0..<wordings.count)
    func presetErrorsAreWhatRenderingGives(_ ruleIndex: Int, _ wordingIndex: Int) {
        let (rule, value) = Self.rules[ruleIndex]
        let rules = Self.wordings[wordingIndex].1(rule)
        #expect(rule.hasFixedFailures, "\(rule.name) has fixed failures")
        #expect(!Self.rendered(rule, by: rules, value: value).isEmpty, "\(rule.name) rejects \(value)")
        for _ in 0..<2 {
            #expect(rules.validate(value).errors == Self.rendered(rule, by: rules, value: value))
        }
    }

    @Test(arguments: 0..<rules.count)
    func changingTheWordingRendersThemAgain(_ ruleIndex: Int) {
        let (rule, value) = Self.rules[ruleIndex]
        var rules = RuleSet(rule, field: "email", messages: .english)
        let before = rules.validate(value).errors
        rules.fieldName = "contact"
        #expect(rules.validate(value).errors == Self.rendered(rule, by: rules, value: value))
        rules.label = "Contact address"
        #expect(rules.validate(value).errors == Self.rendered(rule, by: rules, value: value))
        rules.messages = MessageCatalog(localeIdentifier: "fr")!
        #expect(rules.validate(value).errors == Self.rendered(rule, by: rules, value: value))
        rules.isSecret = true
        #expect(rules.validate(value).errors == Self.rendered(rule, by: rules, value: value))
        #expect(rules.validate(value).errors != before || rule.customMessage != nil)
    }

    @Test func aMessageThatShowsTheValueIsRenderedForEachValue() {
        let rules = RuleSet<String>(.containsNumber(message: "“{value}” has no digit."), messages: .english)
        #expect(rules.presetErrors == [[nil]])
        #expect(rules.validate("abc").errorMessages == ["“abc” has no digit."])
        #expect(rules.validate("xyz").errorMessages == ["“xyz” has no digit."])
        let secret = RuleSet<String>(
            .containsNumber(message: "“{value}” has no digit."), isSecret: true, messages: .english)
        #expect(secret.validate("abc").errorMessages == ["“••••” has no digit."])
    }

    @Test func failuresAfterTheFirstFollowInRuleOrder() {
        let rules = RuleSet<String>(
            .containsNumber(), .minimumLength(8), .containsUppercase(), field: "Password", messages: .english)
        #expect(
            rules.validate("abc").errorMessages == [
                "Password must contain a number.", "Password must be at least 8 characters long.",
                "Password must contain an uppercase letter.",
            ])
        #expect(rules.validate("abcdefgh").errorMessages.count == 2)
    }

    @Test func conditionalYesNoRulesUseThemToo() {
        let contact = LiveValue("phone")
        let rules = RuleSet<String>(
            .email().when(Condition(reading: ["contact"]) { contact.value == "email" }), .containsNumber(),
            field: "Contact", messages: .english)
        #expect(rules.validate("abc").errorMessages == ["Contact must contain a number."])
        contact.value = "email"
        #expect(
            rules.validate("abc").errorMessages == [
                "Contact is not a valid email address.", "Contact must contain a number.",
            ])
    }

    @Test func appendingKeepsTheErrorsRenderedBefore() {
        var rules = RuleSet<String>(.email(), field: "Email", messages: .english)
        let first = rules.presetErrors[0]
        rules.append(.containsNumber())
        #expect(rules.presetErrors.count == 2)
        #expect(rules.presetErrors[0] == first)
        #expect(
            rules.validate("ada").errorMessages == [
                "Email is not a valid email address.", "Email must contain a number.",
            ])
    }
}

/// A rule set keeps a copy of the value as entered only when a rule may rewrite it; `{value}` always shows the
/// value as entered.
@Suite struct EnteredValueTests {
    @Test func aSetWhoseRulesNeverRewriteKeepsNoCopy() {
        #expect(!RuleSet<String>(.required(), .email(), .minimumLength(3), .containsNumber()).keepsEnteredValue)
        #expect(RuleSet<String>(.trimmingWhitespace(), .email()).keepsEnteredValue)
        #expect(RuleSet<String>(.phoneNumber(country: "GB")).keepsEnteredValue)
        #expect(RuleSet<String>(ValidationRule(name: "mine") { _, _ in }).keepsEnteredValue)
    }

    @Test func theValueShownIsTheValueAsEntered() {
        let trimmed = RuleSet<String>(
            .trimmingWhitespace(), .email(message: "“{value}” is not an address."), messages: .english)
        #expect(trimmed.validate("  ada ").errorMessages == ["“  ada ” is not an address."])
        let rewriting = RuleSet<String>(
            ValidationRule(name: "upper") { value, _ in value = value.uppercased() },
            .containsNumber(message: "“{value}” has no digit."), messages: .english)
        #expect(rewriting.validate("abc").errorMessages == ["“abc” has no digit."])
        let plain = RuleSet<String>(.containsNumber(message: "“{value}” has no digit."), messages: .english)
        #expect(plain.validate("abc").errorMessages == ["“abc” has no digit."])
    }

    /// Values that the rules which do rewrite put in canonical form (postal codes, phone numbers, cards, IBANs,
    /// dates, URLs), so that a rule wrongly declared as keeping the value is caught rewriting one.
    static let valuesRulesCorrect = [
        "ada@example.com", "sw1a1aa", "1234ab", "12345678", "90210", "020 7946 0000", "+44 20 7946 0000",
        "(415) 555-0123", "4111 1111 1111 1111", "12/30", "1230", "2000-01-01", "01/02/2000", "example.com",
        "https://example.com", "gb82 west 1234 5698 7654 32", "GB82WEST12345698765432", "12", "  x  ",
    ]

    /// Every catalog rule that declares it never rewrites the value (so that a rule set keeps no copy of the value
    /// as entered) leaves the value as it was; a rule with fixed failures names one of them by an index in its list,
    /// or reports failures made for the value, never an empty list.
    @Test(arguments: RuleCatalog.names)
    func rulesKeepWhatTheyDeclare(_ name: String) async {
        var random = SeededRandom(seed: 0x5EED ^ UInt64(name.utf8.count))
        let values =
            (0..<200).map { _ in UnicodeSamples.text(pieces: Int.random(in: 0...10, using: &random), using: &random) }
            + UnicodeSamples.pieces + Self.valuesRulesCorrect
        let samples = await ReliabilityTests.RulePropertyTests.samples(of: name, count: 4, seed: 7)
        for sampled in samples {
            guard let rule = sampled.rule else { continue }
            for value in values {
                var checked = value
                var failures: [RuleFailure] = []
                rule.check(&checked, &failures, in: .none)
                if !rule.mayRewrite { #expect(checked == value, "\(sampled.spec) rewrote \(value.debugDescription)") }
                // The decision as the rule set calls it.
                var decided = value
                switch rule.body.decide(&decided) {
                case .passes:
                    #expect(failures.isEmpty)
                case .fails(let index):
                    #expect(
                        rule.fixedFailures.indices.contains(index),
                        "\(sampled.spec) names failure \(index) of \(rule.fixedFailures.count) for \(value.debugDescription)"
                    )
                case .failed(let reported):
                    #expect(!reported.isEmpty, "\(sampled.spec) failed \(value.debugDescription) without a failure")
                }
            }
        }
    }
}
