import Foundation
import Testing

@testable import FormValidation

/// Rules and conditions that read other fields read them from the context the validation hands them
/// (``FieldContext``), never from state kept on the side: the same rule, built once, reads whichever object it is
/// validated in, and nothing when it is handed none.
@Suite struct FieldContextTests {
    /// Calls `body` with the context of one object whose first field's text is `text`.
    static func withObject<Result>(holding text: String?, _ body: (FieldContext) -> Result) -> Result {
        let record = PlannedObject(empty: JSONObjectPlan(names: ["password"], members: [.value]))
        return ObjectTexts.withRecord(record) { root in
            ObjectTexts.withTexts(count: 1, root: root) { texts in
                texts.texts[0] = text
                return texts.withContext(body)
            }
        }
    }

    @Test func aRuleReadsTheOtherFieldFromTheContextItIsHanded() {
        let confirmation = RuleSet<String>(.equal(toField: { $0.text(at: 0) }, message: nil))
        #expect(Self.withObject(holding: "s3cret") { confirmation.validate("s3cret", in: $0) }.isValid)
        #expect(!Self.withObject(holding: "other") { confirmation.validate("s3cret", in: $0) }.isValid)
        // Handed no object, it finds no other value, and nothing matches it.
        #expect(!confirmation.validate("s3cret").isValid)
    }

    @Test func aConditionAndTheRulesInsideCompositesReadTheSameContext() {
        let password: FieldReader = { $0.text(at: 0) }
        let rules = RuleSet<String>(
            .required().when(.text(of: "password", reading: password, isIn: ["set"])),
            .anyOf([.all(of: [.equal(toField: password, message: nil)])]),
            .not(.equal(toField: password, message: nil)).when(.text(of: "password", reading: password, isIn: ["x"])))
        #expect(!Self.withObject(holding: "set") { rules.validate(nil as String?, in: $0) }.isValid)
        #expect(Self.withObject(holding: "other") { rules.validate(nil as String?, in: $0) }.isValid)
        #expect(Self.withObject(holding: "set") { rules.validate("set", in: $0) }.isValid)
        #expect(!Self.withObject(holding: "set") { rules.validate("sett", in: $0) }.isValid)
    }

    /// Spec records validated at once on many threads each read their own fields.
    @Test func concurrentRecordsEachReadTheirOwnFields() async throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [
                  {"name": "password", "rules": [{"rule": "required"}]},
                  {"name": "confirmation", "rules": [{"rule": "equalToField", "field": "password"}]},
                  {"name": "state", "when": {"field": "country", "equals": "US"}, "rules": [{"rule": "required"}]},
                  {"name": "country"}
                ]}
                """#)
        let validator = try FormSpecValidator(spec)
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let matches = index % 2 == 0
                    let record: [String: JSONValue] = [
                        "password": .string("p\(index)"), "confirmation": .string(matches ? "p\(index)" : "q"),
                        "country": .string(index % 3 == 0 ? "US" : "NL"),
                    ]
                    let valid = validator.validateLocally(record).isValid
                    return valid == (matches && index % 3 != 0)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }
}

/// `allOf` runs its rules through the rule set's engine: inside `anyOf` or `not`, a composed rule judges a value
/// exactly as a rule set of the same rules does.
@Suite struct AllOfThroughTheEngineTests {
    static let lists: [[ValidationRule<String>]] = [
        [.trimmingWhitespace(), .minimumLength(3)],
        [.trimmingWhitespace(), .required(), .minimumLength(3)],
        [.minimumLength(2), .containsNumber(), .maximumLength(6)],
        [.required(ignoringWhitespace: false), .oneOf(["a", "b"])],
        [.correcting { $0 = $0.uppercased() }, .oneOf(["NL", "DE"])],
    ]

    @Test(arguments: 0..<lists.count, ["", " ", "   ", "a", "ab1", " ab1 ", "abcdefg1", "nl", "b"])
    func allOfAgreesWithARuleSetOfTheSameRules(list: Int, value: String) {
        let rules = Self.lists[list]
        let alone = RuleSet<String>(rules).validate(value).isValid
        let composed = RuleSet<String>(.anyOf([.all(of: rules)])).validate(value).isValid
        let negated = RuleSet<String>(.not(.all(of: rules))).validate(value).isValid
        // A rule set without a presence rule skips its checks for whitespace-only text, `anyOf` and `not` included.
        guard !value.allSatisfy(\.isWhitespace) else { return }
        #expect(composed == alone, "anyOf(allOf) of list \(list) on \(value.debugDescription)")
        #expect(negated == !alone, "not(allOf) of list \(list) on \(value.debugDescription)")
    }
}
