import FormValidation
import Foundation
import Testing

/// Specs with object and list fields: nested records validated level by level, every error at its JSON Pointer,
/// corrected values written back where they sit.
@Suite struct NestedSpecTests {
    static let order = """
        {"name": "order", "fields": [
          {"name": "customer", "label": "Customer", "kind": "object", "fields": [
            {"name": "name", "label": "Name", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
            {"name": "email", "rules": [{"rule": "email"}]},
            {"name": "phone"},
            {"name": "password", "secret": true, "rules": [{"rule": "minimumLength", "min": 8}]}],
           "formRules": [{"rule": "atLeastOneOf", "fields": ["email", "phone"]}]},
          {"name": "addresses", "label": "Addresses", "kind": "list", "minItems": 1, "maxItems": 3,
           "uniqueBy": ["street", "country"],
           "item": {"kind": "object", "fields": [
             {"name": "street", "rules": [{"rule": "required"}]},
             {"name": "country", "rules": [{"rule": "required"}]},
             {"name": "phone", "dependsOn": ["country"], "rules": [{"rule": "phoneNumber", "countryField": "country"}]}]}},
          {"name": "tags", "label": "Tags", "kind": "list", "uniqueItems": true,
           "item": {"rules": [{"rule": "trimmingWhitespace"}, {"rule": "length", "min": 2, "max": 10}]}}
        ]}
        """

    static func validator() throws -> FormSpecValidator {
        try FormSpecValidator(try FormSpec(json: order), messages: .english)
    }

    static let valid: [String: JSONValue] = [
        "customer": ["name": " Ada ", "email": "ada@example.com", "password": "Analytical1"],
        "addresses": [
            ["street": "1 Main St", "country": "GB", "phone": "020 7946 0000"],
            ["street": "2 Rue", "country": "FR", "phone": "01 23 45 67 89"],
        ],
        "tags": [" vip ", "eu"],
    ]

    @Test func readsAndWritesNestedFields() throws {
        let spec = try FormSpec(json: Self.order)
        let customer = try #require(spec[field: "customer"])
        #expect(customer.kind == .object)
        #expect(customer.fields.map(\.name) == ["name", "email", "phone", "password"])
        #expect(customer.formRules.count == 1)
        let addresses = try #require(spec[field: "addresses"])
        #expect(addresses.kind == .list && addresses.minItems == 1 && addresses.maxItems == 3)
        #expect(addresses.item?.kind == .object)
        #expect(addresses.item?.label == "Addresses", "an item takes the list's label")
        #expect(addresses.uniqueBy == ["street", "country"])
        let data = try JSONEncoder().encode(spec)
        #expect(try JSONDecoder().decode(FormSpec.self, from: data) == spec)
        #expect(!String(decoding: data, as: UTF8.self).contains(#""item":{"name""#), "an item has no name")
    }

    /// Each address's phone is read for that address's own country, and written back in E.164 where it sits.
    @Test func correctsValuesWhereTheySit() async throws {
        let result = try await Self.validator().validate(Self.valid)
        #expect(result.isValid, "\(result.errors)")
        #expect(
            result.values["addresses"]
                == [
                    ["street": "1 Main St", "country": "GB", "phone": "+442079460000"],
                    ["street": "2 Rue", "country": "FR", "phone": "+33123456789"],
                ])
        #expect(result.values["tags"] == ["vip", "eu"])
        #expect(result.values["customer"]?["name"] == "Ada")
        #expect(result.values["customer"]?["password"] == "Analytical1")
        #expect(result.nonSecretValues["customer"]?["password"] == nil, "a secret field at depth is left out")
        #expect(result.nonSecretValues["customer"]?["name"] == "Ada")
    }

    /// Errors come in document order, each at its value's pointer; a list's own errors at the list's.
    @Test func everyErrorAtItsPointer() async throws {
        let record: [String: JSONValue] = [
            "customer": ["name": " ", "password": "short"],
            "addresses": [
                ["street": "1 Main St", "country": "GB", "phone": "020 7946 0000"],
                ["street": "", "country": "FR", "phone": "020 7946 0000"],
                ["street": "1 Main St", "country": "GB"],
                ["street": "4 Lane", "country": "GB"],
            ],
            "tags": ["vip", " vip", "x"],
        ]
        let result = try await Self.validator().validate(record)
        #expect(
            result.errors.map { "\($0.path?.description ?? "-") \($0.code.rawValue)" } == [
                "/customer/name required", "/customer/password tooShort", "/customer atLeastOneRequired",
                "/addresses tooManyItems", "/addresses duplicateItems", "/addresses/1/street required",
                "/addresses/1/phone phoneNumberTooLong", "/tags duplicateItems", "/tags/2 tooShort",
            ])
        let messages = result.errors.map(\.message)
        #expect(messages.contains("Addresses must have at most 3 items."))
        #expect(messages.contains("Addresses must not hold the same item twice."))
        #expect(messages.contains("Tags must be 2 to 10 characters long."))
        let duplicate = try #require(result.errors.first { $0.code == .duplicateItems })
        #expect(duplicate.parameters == ["index": 2, "first": 0, "count": 1])
        #expect(result.errors.first { $0.path?.description == "/addresses/1/phone" }?.field == "phone")
        #expect(result.values["customer"] == nil && result.values["addresses"] == nil)
    }

    /// Items compare by their `uniqueBy` fields as corrected when they are valid, as submitted when not, and an
    /// item that is no object by itself.
    @Test(
        arguments: [
            // Corrected alike: the phone is not among the keys, and the street is compared as corrected (untrimmed).
            (
                [
                    ["street": "1 Main St", "country": "GB"],
                    ["street": "1 Main St", "country": "GB", "phone": "020 7946 0000"],
                ],
                [1: 0]
            ),
            // One valid, one invalid (its phone too long) with the same street and country as submitted.
            (
                [
                    ["street": "1 Main St", "country": "GB"],
                    ["street": "1 Main St", "country": "GB", "phone": "1234567890123456"],
                ],
                [1: 0]
            ),
            // Different streets; an item that is not an object matches neither.
            ([["street": "1 Main St", "country": "GB"], ["street": "2 Main St", "country": "GB"], "1 Main St"], [:]),
            // A missing key is null in both.
            ([["street": "1 Main St"], ["street": "1 Main St", "country": nil]], [1: 0]),
        ] as [([JSONValue], [Int: Int])])
    func uniqueByComparesCorrectedOrSubmittedValues(_ addresses: [JSONValue], _ duplicates: [Int: Int]) async throws {
        var record = Self.valid
        record["addresses"] = .array(addresses)
        let result = try await Self.validator().validate(record)
        var found: [Int: Int] = [:]
        for error in result.errors where error.code == .duplicateItems {
            guard case .integer(let index)? = error.parameters["index"],
                case .integer(let first)? = error.parameters["first"]
            else { continue }
            found[index] = first
        }
        #expect(found == duplicates)
    }

    @Test func wrongTypesAndMissingContainers() async throws {
        let validator = try Self.validator()
        let wrong = await validator.validate(["customer": "Ada", "addresses": ["street": "x"], "tags": [["a"]]])
        #expect(
            wrong.errors.map { "\($0.path?.description ?? "-") \($0.message)" } == [
                "/customer Customer must be a group of values (a JSON object).",
                "/addresses Addresses must be a list (a JSON array).",
                "/tags/0 Tags must be text or a number.",
            ])
        // A missing object is an empty one (its required fields fail); a missing list an empty one.
        let missing = await validator.validate([:])
        #expect(
            missing.errors.map { "\($0.path?.description ?? "-") \($0.code.rawValue)" } == [
                "/customer/name required", "/customer atLeastOneRequired", "/addresses tooFewItems",
            ])
        #expect(missing.errors.last?.message == "Addresses must have at least 1 item.")
    }

    @Test func formcheckReadsNestedLines() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("order.form.json")
        try Data(Self.order.utf8).write(to: spec)
        let line =
            #"{"customer":{"name":"Ada","phone":"1"},"addresses":[{"street":"1 Main St","country":"GB","phone":"07400 123456"}]}"#
        let bad = #"{"customer":{"name":"Ada","phone":"1"},"addresses":[{"street":"","country":"GB"}]}"#
        let result = await FormCheckFormTests.run(["form", "--spec", spec.path], input: line + "\n" + bad + "\n")
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""phone":"+447400123456""#) == true, "\(lines)")
        #expect(
            lines.last
                == #"{"errors":[{"code":"required","field":"street","message":"street is required.","path":"/addresses/0/street"}],"valid":false}"#
        )
    }

    /// A bad nested spec is refused when it is read, naming where.
    @Test(arguments: [
        (#"{"name": "c", "kind": "object"}"#, #"field "c": missing "fields""#),
        (#"{"name": "c", "kind": "object", "fields": []}"#, #"field "c": "fields" of an object must not be empty"#),
        (#"{"name": "c", "kind": "object", "fields": [{"name": "a"}], "rules": []}"#, "an object field takes no"),
        (#"{"name": "l", "kind": "list"}"#, #"field "l": missing "item""#),
        (#"{"name": "l", "kind": "list", "item": {"name": "x"}}"#, #"field "l", "item": an item has no "name""#),
        (#"{"name": "l", "kind": "list", "item": {}, "minItems": 3, "maxItems": 1}"#, "must not be greater than"),
        (#"{"name": "l", "kind": "list", "item": {}, "minItems": -1}"#, #""minItems" must not be negative"#),
        (#"{"name": "l", "kind": "list", "item": {}, "uniqueBy": ["a"]}"#, #""uniqueBy" needs an item of kind"#),
        (
            #"{"name": "l", "kind": "list", "item": {"kind": "object", "fields": [{"name": "a"}]}, "uniqueBy": ["b"]}"#,
            #""uniqueBy" names unknown item field "b""#
        ),
        (#"{"name": "t", "fields": [{"name": "a"}]}"#, #""fields" needs "kind": "object""#),
        (
            #"{"name": "c", "kind": "object", "fields": [{"name": "a", "rules": [{"rule": "equalToField", "field": "top"}]}]}"#,
            #"field "c", field "a", rule 1 (equalToField): "field" names unknown field "top""#
        ),
        (
            #"{"name": "c", "kind": "object", "fields": [{"name": "a", "kind": "list", "item": {"kind": "object", "fields": [{"name": "b", "rules": [{"rule": "nope"}]}]}}]}"#,
            #"field "c", field "a", "item", field "b""#
        ),
    ])
    func refusesABadNestedSpec(_ field: String, _ expected: String) {
        let json = #"{"name": "f", "fields": [{"name": "top"}, "# + field + "]}"
        do {
            _ = try FormSpec(json: json)
            Issue.record("accepted \(field)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    /// A name written as a JSON Pointer reads from the whole record: every item's phone for the order's country.
    @Test func anAbsolutePathReadsFromTheRecord() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [
                  {"name": "country"},
                  {"name": "phones", "kind": "list", "item": {"rules": [{"rule": "phoneNumber", "countryField": "/country"}]}},
                  {"name": "contacts", "kind": "list", "item": {"kind": "object", "fields": [
                    {"name": "phone", "rules": [{"rule": "phoneNumber", "countryField": "/contacts/0/country"}]},
                    {"name": "country"}]}}]}
                """)
        let validator = try FormSpecValidator(spec, messages: .english)
        let result = await validator.validate([
            "country": "GB", "phones": ["020 7946 0000", "07400 123456"],
            "contacts": [["country": "FR", "phone": "01 23 45 67 89"], ["phone": "06 12 34 56 78"]],
        ])
        #expect(result.isValid, "\(result.errors)")
        #expect(result.values["phones"] == ["+442079460000", "+447400123456"])
        guard case .array(let contacts)? = result.values["contacts"] else {
            Issue.record("no contacts in \(result.values)")
            return
        }
        #expect(contacts.last?["phone"] == "+33612345678", "read for the first contact's country")
        for bad in ["/nope", "/phones", "/contacts/x/country", "/contacts/0", "country/"] {
            #expect(throws: FormSpecError.self, "\(bad)") {
                try FormSpec(
                    json:
                        #"{"name": "f", "fields": [{"name": "country"}, {"name": "o", "kind": "object", "fields": [{"name": "p", "rules": [{"rule": "phoneNumber", "countryField": ""#
                        + bad + #""}]}]}, {"name": "phones", "kind": "list", "item": {}}, "#
                        + #"{"name": "contacts", "kind": "list", "item": {"kind": "object", "fields": [{"name": "country"}]}}]}"#
                )
            }
        }
    }

    /// `when` inside a list's object item reads that item's own fields: a rule's condition, and a field's.
    @Test func conditionsInsideItemsReadTheirOwnItem() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [
                  {"name": "contactByPhone"},
                  {"name": "contacts", "kind": "list", "item": {"kind": "object", "fields": [
                    {"name": "contactByPhone"},
                    {"name": "country"},
                    {"name": "phone", "rules": [
                      {"rule": "required", "when": {"field": "contactByPhone", "equals": "yes"}},
                      {"rule": "phoneNumber", "countryField": "country"}]},
                    {"name": "state", "when": {"field": "country", "equals": "US"}, "rules": [{"rule": "required"}]}]}}]}
                """)
        let validator = try FormSpecValidator(spec, messages: .english)
        let result = await validator.validate([
            // The form's own contactByPhone is "no": each item's condition reads the item's.
            "contactByPhone": "no",
            "contacts": [
                ["contactByPhone": "yes", "country": "GB"],
                ["contactByPhone": "no", "country": "GB"],
                ["contactByPhone": "yes", "country": "FR", "phone": "01 23 45 67 89"],
                ["contactByPhone": "no", "country": "US"],
                ["contactByPhone": "no", "country": "CA"],
            ],
        ])
        #expect(result.errors.map(\.path?.description) == ["/contacts/0/phone", "/contacts/3/state"])
        #expect(result.errors.map(\.code) == [.required, .required])
        let valid = await validator.validate([
            "contacts": [["contactByPhone": "yes", "country": "FR", "phone": "01 23 45 67 89"], ["country": "CA"]]
        ])
        #expect(valid.isValid, "\(valid.errors)")
        // A field whose condition does not hold is left out of its item's values.
        #expect(
            valid.values["contacts"]
                == [
                    ["contactByPhone": "yes", "country": "FR", "phone": "+33123456789"],
                    ["contactByPhone": nil, "country": "CA", "phone": nil],
                ]
        )
    }

    /// Remote rules inside list items: every item's check is asked (together, in one round), each answer's error
    /// at its item's pointer; `validateLocally` asks none, and a validator built `localOnly` has none to ask.
    @Test func remoteRulesInsideItems() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [
                  {"name": "handles", "kind": "list", "item": {"rules": [{"rule": "remote", "url": "https://example.com/check"}]}},
                  {"name": "people", "kind": "list", "item": {"kind": "object", "fields": [
                    {"name": "handle", "rules": [{"rule": "minimumLength", "min": 2}, {"rule": "remote", "url": "https://example.com/check"}]}]}}]}
                """)
        let transport = FakeTransport()
        let validator = try FormSpecValidator(spec, transport: transport, messages: .english)
        #expect(validator.hasRemoteRules)
        let record: [String: JSONValue] = [
            "handles": ["ada", "invalid-1", "grace"],
            "people": [["handle": "invalid-2"], ["handle": "x"], ["handle": "alan"]],
        ]
        let result = await validator.validate(record)
        #expect(result.errors.map(\.path?.description) == ["/handles/1", "/people/0/handle", "/people/1/handle"])
        #expect(result.errors.map(\.code) == [.remoteRejected, .remoteRejected, .tooShort])
        // "x" fails its local rule: it is never sent.
        #expect(Set(transport.instances) == ["ada", "invalid-1", "grace", "invalid-2", "alan"])
        #expect(transport.requests.count == 5)

        let local = validator.validateLocally(record)
        #expect(local.errors.map(\.path?.description) == ["/people/1/handle"])
        #expect(transport.requests.count == 5, "validateLocally asks no server")

        let offline = try FormSpecValidator(spec, transport: transport, messages: .english, localOnly: true)
        #expect(!offline.hasRemoteRules)
        #expect(await offline.validate(record) == local)
        #expect(transport.requests.count == 5)
    }

    /// In a flat form, `/country` is the field `country`, for a form model too.
    @MainActor @Test func aFormModelReadsAnAbsolutePath() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [{"name": "country"},
                  {"name": "phone", "dependsOn": ["/country"], "rules": [{"rule": "phoneNumber", "countryField": "/country"}]}]}
                """)
        let form = try FormModel(spec: spec, messages: .english)
        form.textField(named: "country")?.value = "FR"
        form.textField(named: "phone")?.value = "06 12 34 56 78"
        let result = await form.submit()
        #expect(result.isValid)
        #expect(form.textField(named: "phone")?.value == "+33612345678")
    }

    @Test func nestingHasACap() throws {
        func nested(_ depth: Int) -> String {
            depth == 0
                ? #"{"name": "leaf"}"#
                : #"{"name": "o\#(depth)", "kind": "object", "fields": ["# + nested(depth - 1) + "]}"
        }
        _ = try FormSpec(json: #"{"name": "f", "fields": ["# + nested(FieldSpec.maximumNesting - 1) + "]}")
        #expect(throws: FormSpecError.self) {
            try FormSpec(json: #"{"name": "f", "fields": ["# + nested(FieldSpec.maximumNesting) + "]}")
        }
    }

    /// A form model built from the spec — a group for the customer, lists of rows for addresses and tags — gives
    /// the validator's errors, at the same pointers, for the same records typed in.
    @MainActor @Test(arguments: 0..<4)
    func aFormModelAgrees(_ index: Int) async throws {
        var records: [[String: JSONValue]] = [Self.valid]
        records.append(["customer": ["name": " "], "addresses": [], "tags": ["x", "vip", " vip "]])
        records.append([
            "customer": ["name": "Ada", "password": "short", "phone": "1"],
            "addresses": [
                ["street": "1 Main St", "country": "GB", "phone": "12"], ["street": "1 Main St", "country": "GB"],
            ],
        ])
        records.append(["customer": ["email": "ada@"], "addresses": [["country": "FR", "phone": "01 23 45 67 89"]]])
        let record = records[index]
        let (submission, expected) = try await RecordTyping.submitBoth(try FormSpec(json: Self.order), record)
        if expected.isValid {
            // Secret or not, the model submits every value; the validator's values show them too.
            let customer = submission.values["customer"] as? [String: any Sendable]
            #expect(customer?["name"] as? String == "Ada")
            #expect(submission.values["tags"] as? [String?] == ["vip", "eu"])
        }
    }
}
