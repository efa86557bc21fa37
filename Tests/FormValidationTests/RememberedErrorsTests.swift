import FormValidation
import Testing

/// A rule set remembers the errors of failures without parameters whose message does not show the value, and hands
/// them out again: what comes back must be exactly what rendering afresh would give.
@Suite struct RememberedErrorsTests {
    /// The errors a brand-new rule set (which remembers nothing yet) gives `value`.
    static func fresh(_ make: () -> RuleSet<String>, _ value: String) -> [ValidationError] {
        make().validate(value).errors
    }

    static let sets: [(String, @Sendable () -> RuleSet<String>)] = [
        ("email", { RuleSet(.email(), field: "Email", messages: .english) }),
        ("custom message", { RuleSet(.email(message: "{field} needs an @."), field: "Email", messages: .english) }),
        ("required", { RuleSet(.required(), .email(), field: "Email", messages: .english) }),
        ("two rules", { RuleSet(.containsNumber(), .containsUppercase(), field: "Password", messages: .english) }),
        ("shows the value", { RuleSet(.email(message: "“{value}” is not an address."), messages: .english) }),
        ("secret", { RuleSet(.email(message: "“{value}” is not an address."), isSecret: true, messages: .english) }),
        (
            "one failure, two messages",
            { RuleSet(.email(message: "A {field}"), .email(message: "B {field}"), field: "E") }
        ),
        (
            "one failure, a message per rule",
            {
                RuleSet(
                    .not(.oneOf(["x"]), message: "A {field}"), .not(.oneOf(["y"]), message: "B {field}"), field: "E")
            }
        ),
        ("with parameters", { RuleSet(.minimumLength(8), field: "Password", messages: .english) }),
    ]

    @Test(arguments: 0..<sets.count)
    func againAndAgainTheSameAsFresh(_ index: Int) {
        let (_, make) = Self.sets[index]
        let rules = make()
        let values = ["ada", "", "   ", "bob@", "carol", "ada", "bob@", "x", "", "Ab1", "abc", "ABC", "y", "x"]
        for _ in 0..<3 {
            for value in values {
                #expect(rules.validate(value).errors == Self.fresh(make, value), "\(Self.sets[index].0): \(value)")
            }
        }
    }

    @Test func aMessageThatShowsTheValueFollowsIt() {
        let rules = RuleSet<String>(.email(message: "“{value}” is not an address."), messages: .english)
        #expect(rules.validate("ada").errors.map(\.message) == ["“ada” is not an address."])
        #expect(rules.validate("bob").errors.map(\.message) == ["“bob” is not an address."])
    }

    @Test func twoSetsOfTheSameRulesKeepTheirOwnWording() {
        let german = RuleSet<String>(.email(), field: "E-Mail", messages: MessageCatalog(localeIdentifier: "de")!)
        let english = RuleSet<String>(.email(), field: "Email", messages: .english)
        for _ in 0..<2 {
            #expect(german.validate("ada").errors.first?.field == "E-Mail")
            #expect(english.validate("ada").errors.first?.message == "Email is not a valid email address.")
            #expect(german.validate("ada").errors.first?.message != english.validate("ada").errors.first?.message)
        }
    }
}
