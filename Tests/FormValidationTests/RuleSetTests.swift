import FormValidation
import Foundation
import Testing

@Suite struct RuleSetTests {
    /// ALPValidator's multi-rule spec: minimum length 5, email, and a custom "no A" rule; every rule runs.
    @Test func alpvalidatorMultipleRules() throws {
        let corpus = Corpus.load("alpvalidator.multiple")
        let rules = RuleSet<String>(.minimumLength(5), .email(), .custom { !$0.contains("A") })
        let counts = try #require(corpus.raw["expected_error_counts"])
        for text in corpus.strings(valid: true) + corpus.strings(valid: false) {
            let expected = try #require(counts[text]?.numberValue)
            #expect(Decimal(rules.validate(text).errors.count) == expected, "\(text)")
        }
    }

    @Test func errorsComeInRuleOrder() {
        let rules = RuleSet<String>(.containsNumber(), .minimumLength(5), .email(), .custom { !$0.contains("A") })
        #expect(rules.validate("hAhA").errors.map(\.code) == [.missingNumber, .tooShort, .invalidEmail, .custom])
        let reversed = RuleSet<String>(.custom { !$0.contains("A") }, .email(), .minimumLength(5), .containsNumber())
        #expect(reversed.validate("hAhA").errors.map(\.code) == [.custom, .invalidEmail, .tooShort, .missingNumber])
    }

    @Test func stopAtFirstFailure() {
        let rules = RuleSet<String>(.minimumLength(5), .email(), failureMode: .stopAtFirstFailure)
        #expect(rules.validate("ab").errors.map(\.code) == [.tooShort])
        #expect(rules.validate("abcdef").errors.map(\.code) == [.invalidEmail])
    }

    @Test func correctionsFlowToLaterRulesAndTheResult() {
        let rules = RuleSet<String>(.trimmingWhitespace(), .maximumLength(5), .oneOf(["hello"]))
        #expect(rules.validate("  hello \n") == .valid("hello"))
        let upper = ValidationRule<String>(name: "uppercased") { value, _ in value = value.uppercased() }
        #expect(RuleSet(upper, .equal(to: "ABC")).validate("abc") == .valid("ABC"))
    }

    @Test func correctionsApplyToEmptyValuesToo() {
        let optional = RuleSet<String>(.trimmingWhitespace(), .email())
        #expect(optional.validate("   ") == .valid(""))
        let lowercased = ValidationRule<String>.correcting("lowercased") { $0 = $0.lowercased() }
        #expect(RuleSet(.trimmingWhitespace(), lowercased, .email()).validate(" Ada@Example.com ") == .valid("ada@example.com"))
        // A check never runs on an empty value, corrections or not.
        let required = RuleSet<String>(.trimmingWhitespace(), .required())
        #expect(required.validate("  ").errors.map(\.code) == [.required])
    }

    @Test func failingResultCarriesNoValue() {
        let result = RuleSet<String>(.trimmingWhitespace(), .email()).validate(" nope ")
        #expect(result.value == nil)
        #expect(result.firstError?.code == .invalidEmail)
    }

    // MARK: Empty values

    @Test(arguments: ["", " ", "\t\n"])
    func emptyValuesSkipRulesWithoutPresence(_ text: String) {
        let rules = RuleSet<String>(.email(), .minimumLength(3), .containsNumber())
        #expect(rules.validate(text).isValid)
        #expect(rules.validate(nil as String?) == .valid(nil))
    }

    @Test(arguments: ["", "   "])
    func emptyValuesFailPresenceOnly(_ text: String) {
        let rules = RuleSet<String>(.email(), .required(), .minimumLength(3))
        #expect(rules.validate(text).errors.map(\.code) == [.required])
        #expect(rules.validate(nil as String?).errors.map(\.code) == [.required])
    }

    @Test func presenceRuleRunsInItsPlaceForRealValues() {
        let rules = RuleSet<String>(.minimumLength(3), .required())
        #expect(rules.validate("ab").errors.map(\.code) == [.tooShort])
        #expect(rules.count == 2)
    }

    @Test func emptyCollectionsAndOptionals() {
        let tags = RuleSet<[String]>(.required(), .custom { $0.count <= 3 })
        #expect(tags.validate([]).errors.map(\.code) == [.required])
        #expect(tags.validate(["a"]).isValid)
        #expect(tags.validate(["a", "b", "c", "d"]).errors.map(\.code) == [.custom])
    }

    @Test func appendAndRemove() {
        var rules = RuleSet<String>()
        rules.append(.required())
        rules.append(.minimumLength(2))
        #expect(rules.rules.map(\.name) == ["required", "minimumLength"])
        #expect(rules.validate("").errors.map(\.code) == [.required])
        rules.removeAll()
        #expect(rules.count == 0)
        #expect(rules.validate("").isValid)
    }

    @Test func sharedAcrossThreads() async {
        let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .email(), .length(6...40))
        let valid = await withTaskGroup(of: Bool.self, returning: Int.self) { group in
            for index in 0..<200 {
                group.addTask { rules.validate(index.isMultiple(of: 2) ? " user\(index)@example.com " : "user\(index)").isValid }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(valid == 100)
    }
}
