import FormValidation
import Foundation
import Testing

/// Conditional rules and fields: each kind of condition, re-validation when the field a condition reads changes,
/// and the errors staying on the dependent field.
@MainActor
@Suite struct ConditionTests {
    /// A country, and a state required only in the US.
    func usForm() -> (country: Field<String>, state: Field<String>, form: FormModel) {
        let country = Field<String>("country", label: "Country", rules: [.required()])
        let state = Field<String>("state", label: "State", rules: [.required().when(.field(country, equals: "US"))])
        return (country, state, FormModel(fields: [country, state]))
    }

    @Test func requiredWhenAnotherFieldEqualsAValue() async {
        let (country, state, form) = usForm()
        country.value = "FR"
        state.value = ""
        #expect(state.state == .valid)
        country.value = "US"
        // The state was validated before: the country's change re-validates it, and the error is the state's.
        #expect(state.state == .invalid)
        #expect(state.errors.map(\.message) == ["State is required."])
        #expect(country.errors.isEmpty)
        #expect(form.errors.map(\.field) == ["state"])
        state.value = "CA"
        #expect(form.isValid)
        state.value = nil
        country.value = " US "  // whitespace at either end does not matter to a text condition
        #expect(state.state == .invalid)
        country.value = "NL"
        #expect(state.state == .valid)
        #expect(await form.submit().isValid)
    }

    @Test func aFieldNotYetValidatedIsNotRevalidated() {
        let (country, state, _) = usForm()
        country.value = "US"
        #expect(state.state == .notValidated)
        #expect(state.visibleErrors.isEmpty)
    }

    @Test func eachKindOfCondition() {
        let country = Field<String>("country")
        let email = Field<String>("email")
        let age = Field<Int>("age")
        let conditions: [(Condition, [(String?, String?, Int?)], [(String?, String?, Int?)])] = [
            (
                .field(country, equals: "US"), [("US", nil, nil), (" US", nil, nil)],
                [("FR", nil, nil), (nil, nil, nil)]
            ),
            (.field(country, isIn: ["US", "CA"]), [("CA", nil, nil)], [("FR", nil, nil), (nil, nil, nil)]),
            (.notEmpty(email), [(nil, "a", nil)], [(nil, nil, nil), (nil, "  ", nil)]),
            (.field(age, satisfies: { ($0 ?? 0) >= 18 }), [(nil, nil, 18)], [(nil, nil, 17), (nil, nil, nil)]),
            (.field(age, equals: 30), [(nil, nil, 30)], [(nil, nil, 31)]),
            (
                .all([.field(country, equals: "US"), .notEmpty(email)]), [("US", "a", nil)],
                [("US", nil, nil), ("FR", "a", nil)]
            ),
            (
                .any([.field(country, equals: "US"), .notEmpty(email)]), [("US", nil, nil), ("FR", "a", nil)],
                [("FR", nil, nil)]
            ),
            (.not(.field(country, equals: "US")), [("FR", nil, nil), (nil, nil, nil)], [("US", nil, nil)]),
            (.all([]), [(nil, nil, nil)], []),
            (.any([]), [], [(nil, nil, nil)]),
            (
                Condition(reading: ["country"]) { country.liveValue.value?.hasPrefix("U") == true }, [("UK", nil, nil)],
                [("FR", nil, nil)]
            ),
        ]
        for (index, (condition, holding, failing)) in conditions.enumerated() {
            for (values, expected) in holding.map({ ($0, true) }) + failing.map({ ($0, false) }) {
                country.value = values.0
                email.value = values.1
                age.value = values.2
                #expect(condition.holds() == expected, "condition \(index) with \(values)")
            }
        }
        #expect(
            Condition.all([.field(country, equals: "US"), .notEmpty(email), .field(country, isIn: ["CA"])]).fields
                == ["country", "email"])
    }

    @Test func aConditionalRuleReportsNothingWhileItsConditionDoesNotHold() {
        let newsletter = LiveValue("yes")
        let subscribed = Condition(reading: ["newsletter"]) { newsletter.value == "yes" }
        let rules = RuleSet<String>(
            .required().when(subscribed), .email().when(subscribed), .minimumLength(3), field: "Email")
        expect(rules, rejects: "", codes: [.required])
        expect(rules, rejects: "ab", codes: [.invalidEmail, .tooShort])
        newsletter.value = "no"
        expect(rules, accepts: "")
        expect(rules, rejects: "ab", codes: [.tooShort])
        // Made conditional twice, a rule needs both.
        let twice = RuleSet<String>(.required().when(subscribed).when(.not(subscribed)))
        expect(twice, accepts: "")
        newsletter.value = "yes"
        expect(twice, accepts: "")
    }

    @Test func twoConditionalPresenceRulesEachApplyOnTheirOwn() {
        let kind = LiveValue<String>()
        let rules = RuleSet<String>(
            .required(message: "Phone needed.").when(Condition(reading: ["kind"]) { kind.value == "phone" }),
            .required(message: "Email needed.").when(Condition(reading: ["kind"]) { kind.value == "email" }))
        expect(rules, accepts: "")
        kind.value = "phone"
        expect(rules, rejects: "", codes: [.required], messages: ["Phone needed."])
        kind.value = "email"
        expect(rules, rejects: "", codes: [.required], messages: ["Email needed."])
    }

    @Test func aConditionalFieldCountsAsValidAndIsLeftOut() async {
        let contactByPhone = Field<String>("contactByPhone")
        let phone = Field<String>("phone", label: "Phone", rules: [.required(), .containsNumber()])
        phone.condition = .field(contactByPhone, equals: "yes")
        let form = FormModel(fields: [contactByPhone, phone])
        phone.value = "none"
        #expect(!phone.isActive)
        #expect(phone.state == .valid)
        #expect(phone.errors.isEmpty)
        let submission = await form.submit()
        #expect(submission.isValid)
        #expect(submission.values["phone"] == nil)
        contactByPhone.value = "yes"
        #expect(phone.isActive)
        #expect(phone.state == .invalid)
        #expect(phone.visibleErrors.map(\.message) == ["Phone must contain a number."])
        let second = await form.submit()
        #expect(!second.isValid)
        #expect(second.errors.map(\.message) == ["Phone must contain a number."])
        contactByPhone.value = "no"
        #expect(form.isValid)
    }

    @Test func conditionalRemoteRulesSendNothingWhileOff() async throws {
        let transport = FakeTransport()
        let check = LiveValue("on")
        let validator = FormValidator<String>(field: "username")
        validator.add(
            try AsyncValidationRule<String>.remote(URL(string: "https://example.com/check")!, transport: transport)
                .when(Condition(reading: ["check"]) { check.value == "on" }))
        #expect(await validator.validated("invalid") == .invalid)
        #expect(transport.requests.count == 1)
        check.value = "off"
        #expect(await validator.validated("invalid") == .valid)
        #expect(transport.requests.count == 1)
        check.value = "on"
        // The same value, now with the rule on again: its verdict stands.
        #expect(await validator.validated("invalid") == .invalid)
    }
}
