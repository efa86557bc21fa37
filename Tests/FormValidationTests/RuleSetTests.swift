import FormValidation
import FormValidationSampling
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
        #expect(
            RuleSet(.trimmingWhitespace(), lowercased, .email()).validate(" Ada@Example.com ")
                == .valid("ada@example.com"))
        // A check never runs on an empty value, corrections or not.
        let required = RuleSet<String>(.trimmingWhitespace(), .required())
        #expect(required.validate("  ").errors.map(\.code) == [.required])
    }

    /// The issue's case: "   " passed as "" with the presence rule before the trim, and "" then failed it.
    @Test(arguments: ["   ", "\r", " \t\n"])
    func presenceBeforeTrimmingIsIdempotent(_ text: String) {
        let rules = RuleSet<String>(.required(ignoringWhitespace: false), .trimmingWhitespace())
        expect(rules, rejects: text, codes: [.required])
        expect(rules, rejects: "", codes: [.required])
        #expect(rules.validate(" ada ") == .valid("ada"))
        #expect(rules.validate("ada") == .valid("ada"))
    }

    /// Corrections run before every check, wherever they are placed: the checks judge the corrected value.
    @Test func correctionsRunBeforeTheChecksWhereverTheyArePlaced() {
        let rules = RuleSet<String>(.minimumLength(3), .email(), .trimmingWhitespace())
        expect(rules, rejects: "a  ", codes: [.tooShort, .invalidEmail])
        #expect(rules.validate(" ada@example.com ") == .valid("ada@example.com"))
        let lowercased = ValidationRule<String>.correcting("lowercased") { $0 = $0.lowercased() }
        #expect(RuleSet(.equal(to: "ada"), lowercased, .trimmingWhitespace()).validate(" ADA ") == .valid("ada"))
        // The fallback follows the same order: the value the checks judge is the corrected one.
        let withFallback = RuleSet<String>(.minimumLength(3).fallback("???"), .trimmingWhitespace())
        #expect(withFallback.fallback(for: "a  ") == "???")
        #expect(withFallback.fallback(for: " abc ") == nil)
    }

    /// A corrected value that passed passes again, unchanged, whatever the rules and their order: for random text
    /// and random lists of built-in rules in random order, `validate(v) == .valid(c)` implies
    /// `validate(c) == .valid(c)`.
    @Test func validationIsIdempotent() throws {
        var random = SplitMix64(seed: 13)
        let posix = Locale(identifier: "en_US_POSIX")
        let pool: [ValidationRule<String>] = [
            .required(), .required(ignoringWhitespace: false), .trimmingWhitespace(),
            .correcting("lowercased") { $0 = $0.lowercased() }, .minimumLength(1), .minimumLength(3),
            .maximumLength(2), .maximumLength(5), .length(2...4), .length(0...1, counting: .utf8),
            .containsNumber(), .containsUppercase(), .email(), .number(locale: posix),
            .number(in: 0...100, locale: posix), try .regularExpression("[a-z ]*"), try .regularExpression("\\S+"),
            .oneOf(["ada", " ada", "ada "]), .equal(to: "ada"), .custom { !$0.hasPrefix(" ") },
            .custom { !$0.hasSuffix("\r") },
        ]
        let pieces = [
            " ", "  ", "\t", "\r", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{2028}", "a", "ada", "ADA", "B", "z", "1",
            "42",
            "٣", "@", "ada@example.com", ".", "-", "é", "🇯🇵", "0.5", "1,5",
        ]
        var passed = 0
        for _ in 0..<4000 {
            let ruleCount = Int.random(in: 1...5, using: &random)
            let rules = (0..<ruleCount).map { _ in pool.randomElement(using: &random)! }.shuffled(using: &random)
            let mode: RuleSet<String>.FailureMode = Bool.random(using: &random) ? .collectAll : .stopAtFirstFailure
            let set = RuleSet(rules, failureMode: mode)
            let text = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            guard case .valid(let corrected) = set.validate(text) else { continue }
            passed += 1
            let again = set.validate(corrected)
            #expect(
                again == .valid(corrected),
                "\(rules.map(\.name)) passed \(text.debugDescription) as \(corrected.debugDescription), then gave \(again)"
            )
            if again != .valid(corrected) { break }
        }
        // The property was exercised, not vacuously true.
        #expect(passed > 500)
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
                group.addTask {
                    rules.validate(index.isMultiple(of: 2) ? " user\(index)@example.com " : "user\(index)").isValid
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(valid == 100)
    }
}
