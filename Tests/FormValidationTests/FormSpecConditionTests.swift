import FormValidation
import Foundation
import Testing

/// Conditions (`"when"`) and rules across fields (`"formRules"`) in form specs: read, checked at load time,
/// encoded back, and honoured by `FormSpecValidator` and `FormModel(spec:)` exactly as the same form in Swift.
@Suite struct FormSpecConditionTests {
    /// The issue's example.
    static let issueSpec = #"""
        {"name":"t","fields":[{"name":"country","rules":[{"rule":"required"}]},{"name":"state","rules":[{"rule":"required","when":{"field":"country","equals":"US"}}]},{"name":"email"},{"name":"phone"}],"formRules":[{"rule":"atLeastOneOf","fields":["email","phone"]}]}
        """#

    /// A spec with every kind of condition and both form rules.
    static let travelSpec = #"""
        {"name": "travel", "fields": [
          {"name": "country", "label": "Country", "rules": [{"rule": "required"}]},
          {"name": "state", "label": "State", "rules": [
            {"rule": "required", "when": {"field": "country", "in": ["US", "CA"]}},
            {"rule": "length", "min": 2, "max": 2, "when": {"all": [{"field": "country", "equals": "US"}, {"not": {"field": "email", "notEmpty": true}}]}}
          ]},
          {"name": "email", "label": "Email", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "email"}]},
          {"name": "phone", "label": "Phone", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required", "when": {"any": [{"field": "contactByPhone", "equals": true}, {"field": "contactByPhone", "equals": "yes"}]}}]},
          {"name": "contactByPhone"},
          {"name": "start", "label": "Start", "rules": [{"rule": "date", "locale": "en_GB"}]},
          {"name": "end", "label": "End", "rules": [{"rule": "date", "locale": "en_GB"}]},
          {"name": "nights", "label": "Nights", "kind": "number", "when": {"field": "end", "notEmpty": true},
           "rules": [{"rule": "required"}, {"rule": "number", "min": 1, "locale": "de_DE"}]},
          {"name": "budget", "label": "Budget", "kind": "number", "rules": [{"rule": "number", "locale": "de_DE"}]}
        ], "formRules": [
          {"rule": "atLeastOneOf", "fields": ["email", "phone"], "message": {"en": "Give an email or a phone number.", "de": "Geben Sie eine E-Mail oder Telefonnummer an."}},
          {"rule": "compare", "field": "end", "op": ">=", "other": "start", "errorField": "end"},
          {"rule": "compare", "field": "budget", "op": ">", "other": "nights"}
        ]}
        """#

    @Test(arguments: [
        (
            #"{"country":"US"}"#, false,
            [
                #"state: required: state is required."#,
                #"-: atLeastOneRequired: At least one of these is required: email or phone."#,
            ]
        ),
        (#"{"country":"FR","email":"a@b.co"}"#, true, []),
        (#"{"country":"US","state":"CA","phone":"1"}"#, true, []),
    ])
    func issueTable(_ record: String, _ isValid: Bool, _ errors: [String]) async throws {
        let spec = try FormSpec(json: Self.issueSpec)
        let result = try await spec.validate(Self.record(record), messages: .english)
        #expect(result.isValid == isValid)
        #expect(result.errors.map { "\($0.field ?? "-"): \($0.code): \($0.message)" } == errors)
    }

    static func record(_ json: String) throws -> JSONObject {
        guard case .object(let members) = try JSONValue(json: Data(json.utf8)) else { throw JSONParsingError.malformed }
        return members
    }

    @Test func recordsHonourEveryCondition() async throws {
        let validator = try FormSpecValidator(try FormSpec(json: Self.travelSpec), messages: .english)
        func check(_ json: String) async throws -> [String] {
            let result = await validator.validate(try Self.record(json))
            return result.errors.map { "\($0.field ?? "-"): \($0.message)" }
        }
        #expect(try await check(#"{"country": "FR", "email": "a@b.co"}"#) == [])
        #expect(try await check(#"{"country": "CA", "email": "a@b.co"}"#) == ["state: State is required."])
        #expect(
            try await check(#"{"country": "US", "state": "Cal", "phone": "1"}"#)
                == ["state: State must be exactly 2 characters long."])
        #expect(try await check(#"{"country": "US", "state": "Cal", "email": "a@b.co"}"#) == [])
        #expect(
            try await check(#"{"country": "FR", "contactByPhone": true}"#)
                == ["phone: Phone is required.", "-: Give an email or a phone number."])
        #expect(
            try await check(#"{"country": "FR", "email": "a@b.co", "contactByPhone": "yes"}"#) == [
                "phone: Phone is required."
            ])
        #expect(
            try await check(
                #"{"country": "FR", "email": "a@b.co", "start": "23/11/2026", "end": "22/11/2026", "nights": 2}"#)
                == ["end: End must not be before Start."])
        // The whole field "nights" applies only with an end date; without one it is left out, even when given.
        let noEnd = await validator.validate(try Self.record(#"{"country": "FR", "email": "a@b.co", "nights": "x"}"#))
        #expect(noEnd.isValid)
        #expect(noEnd.values["nights"] == nil)
        #expect(noEnd[field: "nights"]?.isActive == false)
        #expect(
            try await check(#"{"country": "FR", "email": "a@b.co", "end": "2026-11-23"}"#) == [
                "nights: Nights is required."
            ])
        // Numbers compare in the fields' own notation: 2,5 nights, a budget of 2 is not more.
        #expect(
            try await check(#"{"country": "FR", "email": "a@b.co", "end": "2026-11-23", "nights": "2,5", "budget": 2}"#)
                == ["-: Budget must be greater than Nights."])
        let valid = await validator.validate(
            try Self.record(
                #"{"country": "FR", "email": " a@b.co ", "start": "01/11/2026", "end": "23/11/2026", "nights": 22, "budget": "1.000"}"#
            ))
        #expect(valid.errors == [])
        #expect(
            valid.values == [
                "country": "FR", "state": nil, "email": "a@b.co", "phone": nil, "contactByPhone": nil,
                "start": "2026-11-01",
                "end": "2026-11-23", "nights": 22, "budget": 1000,
            ])
    }

    @Test func formRuleMessagesSpeakTheRequestsLanguage() async throws {
        let validator = try FormSpecValidator(try FormSpec(json: Self.travelSpec), messages: .english)
        let result = await validator.validate(
            try Self.record(#"{"country": "FR", "start": "2026-11-23", "end": "2026-11-22", "nights": 1}"#),
            messages: MessageCatalog(languages: ["de"]))
        #expect(
            result.errors.map(\.message) == [
                "End darf nicht vor Start liegen.", "Geben Sie eine E-Mail oder Telefonnummer an.",
            ])
    }

    @Test func encodingRoundTrips() throws {
        let spec = try FormSpec(json: Self.travelSpec)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(spec)
        #expect(try JSONDecoder().decode(FormSpec.self, from: data) == spec)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""formRules":[{"fields":["email","phone"],"message":{"de":"#))
        #expect(text.contains(#"{"errorField":"end","field":"end","op":">=","other":"start","rule":"compare"}"#))
        #expect(text.contains(#""when":{"field":"end","notEmpty":true}"#))
        #expect(text.contains(#"{"rule":"required","when":{"field":"country","in":["US","CA"]}}"#))
        // Written in Swift, the same spec.
        let state = FieldSpec(name: "state", rules: [.required().when(.field("country", equals: "US"))])
        let swift = try FormSpec(
            name: "t",
            fields: [
                FieldSpec(name: "country", rules: [.required()]), state, FieldSpec(name: "email"),
                FieldSpec(name: "phone"),
            ],
            formRules: [.atLeastOneOf(["email", "phone"])])
        #expect(swift == (try FormSpec(json: Self.issueSpec)))
        #expect(
            FormSpecConditionTests.json(
                ConditionSpec.not(.any([.field("a", isIn: [1, true]), .field("b", notEmpty: false)])))
                == #"{"not":{"any":[{"field":"a","in":[1,true]},{"field":"b","notEmpty":false}]}}"#)
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A spec's fields and form rules, and the problem loading reports.
    @Test(arguments: [
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "cuntry", "equals": "US"}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when": "field" names unknown field "cuntry""#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "b", "equals": "US"}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when": "field" names the field itself"#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "when": {"all": [{"field": "a", "notEmpty": true}, {"field": "c", "notEmpty": true}]}}]"#,
            "",
            #"field "b", "when", "all" 2: "field" names unknown field "c""#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "a"}}]}]"#, "",
            #"field "b", rule 1 (required), "when": a condition on a field needs "equals", "in" or "notEmpty""#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "a", "equals": "x", "in": ["y"]}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when": a condition takes one of "equals", "in" and "notEmpty", not both "equals" and "in""#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "a", "eq": "x"}}]}]"#, "",
            #"field "b", rule 1 (required), "when": unknown key "eq" (a condition takes field, equals, in, notEmpty, all, any, not)"#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "a", "equals": ["x"]}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when": "equals" must be a string, a number or true/false, not an array"#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"field": "a", "in": []}}]}]"#, "",
            #"field "b", rule 1 (required), "when": "in" must be a non-empty array of strings, numbers or true/false"#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"any": []}}]}]"#, "",
            #"field "b", rule 1 (required), "when": "any" must hold at least one condition"#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"not": {"field": "a"}, "all": []}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when": a condition takes "all" alone, not with "not""#
        ),
        (
            #"[{"name": "a"}, {"name": "b", "rules": [{"rule": "required", "when": {"not": {"field": "a", "notEmpty": 1}}}]}]"#,
            "",
            #"field "b", rule 1 (required), "when", "not": "notEmpty" must be true or false, not 1"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "atLeastOneOf", "fields": ["a", "c"]}]"#,
            #"form rule 1 (atLeastOneOf): "fields" names unknown field "c""#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "atLeastOneOf", "fields": ["a", "a"]}]"#,
            #"form rule 1 (atLeastOneOf): "fields" must name at least two different fields"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "atLeastOneOf"}]"#,
            #"form rule 1 (atLeastOneOf): missing "fields""#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "compare", "field": "a", "op": "=>", "other": "b"}]"#,
            #"form rule 1 (compare): unknown "op" value "=>" (expected "<", "<=", "==", ">=", ">")"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "compare", "field": "a", "op": ">", "other": "a"}]"#,
            #"form rule 1 (compare): "field" and "other" name the same field"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "compare", "field": "a", "op": ">", "other": "x"}]"#,
            #"form rule 1 (compare): "other" names unknown field "x""#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#,
            #"[{"rule": "compare", "field": "a", "op": ">", "other": "b", "errorField": "z"}]"#,
            #"form rule 1 (compare): "errorField" names unknown field "z""#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#,
            #"[{"rule": "compare", "field": "a", "op": ">", "other": "b", "when": {}}]"#,
            #"form rule 1 (compare): unknown key "when" (compare takes field, op, other, errorField, message)"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"[{"rule": "atLeastOne", "fields": ["a", "b"]}]"#,
            #"form rule 1: unknown form rule "atLeastOne" (known form rules: atLeastOneOf, compare)"#
        ),
        (
            #"[{"name": "a"}, {"name": "b"}]"#, #"{"rule": "atLeastOneOf"}"#,
            #"form: "formRules" must be an array, not an object"#
        ),
    ])
    func loadingNamesThePlaceAndTheProblem(_ fields: String, _ formRules: String, _ problem: String) {
        let json = #"{"name": "f", "fields": \#(fields)\#(formRules.isEmpty ? "" : #", "formRules": "# + formRules)}"#
        do {
            _ = try FormSpec(json: json)
            Issue.record("\(json) should be refused")
        } catch {
            #expect(error.description == problem)
        }
    }

    @Test func dependentsIncludeTheFieldsWhoseConditionsReadAField() throws {
        let spec = try FormSpec(json: Self.travelSpec)
        #expect(spec.dependents(of: "country") == ["state"])
        #expect(spec.dependents(of: "email") == ["state"])
        #expect(spec.dependents(of: "end") == ["nights"])
        #expect(spec.dependents(of: "contactByPhone") == ["phone"])
    }
}

/// A form built from a spec gives the same results as the same form written in Swift.
@MainActor
@Suite struct ConditionalFormRoundTripTests {
    /// The issue's form, written in Swift.
    func swiftBuilt() -> FormModel {
        let country = Field<String>("country", rules: [.required()])
        let state = Field<String>("state", rules: [.required().when(.field(country, equals: "US"))])
        let email = Field<String>("email", rules: [])
        let phone = Field<String>("phone", rules: [])
        return FormModel(
            fields: [country, state, email, phone], rules: [.atLeastOneOf(["email", "phone"])], messages: .english)
    }

    func specBuilt() throws -> FormModel {
        try FormModel(spec: try FormSpec(json: FormSpecConditionTests.issueSpec), messages: .english)
    }

    /// Edits, each applied in turn to both forms; each form is submitted at the end and compared at every step.
    nonisolated static let sessions: [[(String, String?)]] = [
        [("country", "US")],
        [("country", "FR"), ("email", "a@b.co")],
        [("country", "US"), ("state", "CA"), ("phone", "1")],
        [("state", ""), ("country", "US"), ("email", "x"), ("country", "NL"), ("email", nil)],
        [("country", "US"), ("state", "CA"), ("state", nil), ("phone", "1"), ("country", " US ")],
    ]

    @Test(arguments: sessions.indices)
    func sameResults(_ index: Int) async throws {
        let forms = [swiftBuilt(), try specBuilt()]
        for (name, value) in Self.sessions[index] {
            for form in forms { form.textField(named: name)?.value = value }
            #expect(Self.snapshot(forms[0]) == Self.snapshot(forms[1]), "after \(name)=\(value ?? "nil")")
        }
        let submissions = [await forms[0].submit(), await forms[1].submit()]
        #expect(submissions[0].isValid == submissions[1].isValid)
        #expect(submissions[0].errors == submissions[1].errors)
        #expect(Self.snapshot(forms[0]) == Self.snapshot(forms[1]))
        // And the server agrees.
        var record: [String: JSONValue] = [:]
        for field in forms[0].fields {
            if let text = forms[0].textField(named: field.name)?.value { record[field.name] = .string(text) }
        }
        let server = try await FormSpec(json: FormSpecConditionTests.issueSpec).validate(record, messages: .english)
        #expect(server.isValid == submissions[0].isValid)
        // The server's errors point at their values in the record, and a form model's at the same places.
        #expect(server.errors.allSatisfy { $0.path != nil })
        #expect(server.errors == submissions[0].errors)
    }

    static func snapshot(_ form: FormModel) -> [String] {
        form.fields.map { "\($0.name): \($0.state) \($0.errors.map(\.message))" } + [
            "form: \(form.formErrors.map(\.message))"
        ]
    }

    @Test func aSpecBuiltFieldFollowsItsCondition() async throws {
        let form = try FormModel(spec: try FormSpec(json: FormSpecConditionTests.travelSpec), messages: .english)
        let end = try #require(form.textField(named: "end"))
        let nights = try #require(form.textField(named: "nights"))
        #expect(!nights.isActive)
        nights.value = "x"
        #expect(nights.state == .valid)
        end.value = "23/11/2026"
        #expect(nights.isActive)
        #expect(nights.errors.map(\.message) == ["Nights must be a number."])
        let country = try #require(form.textField(named: "country"))
        let state = try #require(form.textField(named: "state"))
        state.value = ""
        country.value = "CA"
        #expect(state.errors.map(\.message) == ["State is required."])
        #expect(form.rules.map(\.name) == ["atLeastOneOf", "compare", "compare"])
    }
}
