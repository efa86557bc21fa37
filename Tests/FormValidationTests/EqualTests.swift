import FormValidation
import Foundation
import Testing

@Suite struct EqualTests {
    @Test func alpvalidatorString() {
        let corpus = Corpus.load("alpvalidator.equal.string")
        let rules = RuleSet<String>(.equal(to: "p4ssword"))
        for text in corpus.strings(valid: true) { expect(rules, accepts: text) }
        for text in corpus.strings(valid: false) {
            expect(rules, rejects: text, codes: [.notEqual], messages: ["This field does not match."])
        }
    }

    @Test(arguments: [("alpvalidator.equal.numeric", Decimal(5)), ("swift-validator.equality.double", Decimal(1))])
    func numeric(_ name: String, _ target: Decimal) {
        let corpus = Corpus.load(name)
        let rules = RuleSet<Decimal>(.equal(to: target))
        #expect(!corpus.valid.isEmpty && !corpus.invalid.isEmpty)
        for value in corpus.valid.compactMap(\.numberValue) { expect(rules, accepts: value) }
        for value in corpus.invalid.compactMap(\.numberValue) { expect(rules, rejects: value, codes: [.notEqual]) }
    }

    @Test func swiftValidatorString() {
        let corpus = Corpus.load("swift-validator.equality.string")
        let rules = RuleSet<String>(.equal(to: "password"))
        for text in corpus.strings(valid: true) { expect(rules, accepts: text) }
        for text in corpus.strings(valid: false) { expect(rules, rejects: text, codes: [.notEqual]) }
    }

    /// The other value is read when the rule runs: ALPValidator compared with a mutable string.
    @Test(
        arguments: CorpusCase.all(
            "alpvalidator.equal.dynamic", "swift-validator.equality.dynamic", "jquery-validation.equalTo"))
    func liveTarget(_ example: CorpusCase) throws {
        let value = try #require(example.value["value"]?.stringValue)
        let other = try #require(example.value["other"]?.stringValue)
        let target = LiveValue<String>("something else")
        let rules = RuleSet<String>(.equal(to: target))
        target.value = other  // changed after the rule was made
        #expect(rules.validate(value).isValid == example.expectedValid)
    }

    @Test func liveTargetFollowsChanges() {
        let password = LiveValue("hey")
        let confirmation = RuleSet<String>(.equal(to: password, message: "Passwords do not match."))
        expect(confirmation, accepts: "hey")
        password.value = "heya"
        expect(confirmation, rejects: "hey", codes: [.notEqual], messages: ["Passwords do not match."])
        password.value = nil
        expect(confirmation, rejects: "hey", codes: [.notEqual])
    }

    @Test func closureTarget() {
        let source = LiveValue(3)
        let rules = RuleSet<Int>(.equal(toValueOf: { source.value }))
        expect(rules, accepts: 3)
        source.value = 4
        expect(rules, rejects: 3, codes: [.notEqual])
    }

    @Test func liveValueIsSafeAcrossThreads() async {
        let shared = LiveValue(0)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for step in 0..<1_000 { shared.value = index * 1_000 + step }
                }
                group.addTask {
                    for _ in 0..<1_000 { _ = RuleSet<Int>(.equal(to: shared)).validate(1) }
                }
            }
        }
        #expect(shared.value != nil)
    }
}
