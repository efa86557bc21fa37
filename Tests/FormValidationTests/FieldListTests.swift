import FormValidation
import Foundation
import Testing

/// `FieldList`: repeating groups in a form model — items added, inserted, removed and moved with stable
/// identities, every error at its JSON Pointer, remote checks abandoned with their item, a submission that waits
/// for every item.
@MainActor
@Suite struct FieldListTests {
    static func phones(maximumCount: Int? = 3, transport: FakeTransport? = nil) -> FieldList {
        FieldList("phones", label: "Phones", maximumCount: maximumCount) { _ in
            let field = Field<String>(
                "phones", label: "Phone",
                rules: [.trimmingWhitespace(), .required(), .phoneNumber(country: "GB")])
            if let transport {
                let validator = FormValidator<String>(field: "phones", label: "Phone", rules: [])
                validator.add(
                    try! .remote(URL(string: "https://example.com/check")!, debounce: .zero, transport: transport))
                field.attach(validator)
            }
            return field
        }
    }

    @Test func itemsKeepTheirIdentityWhateverMovesAroundThem() {
        let phones = Self.phones()
        let first = phones.append()
        let second = phones.append()
        let third = phones.insert(at: 0)
        #expect(phones.items.map(\.id) == [third.id, first.id, second.id])
        #expect(Set([first.id, second.id, third.id]).count == 3)
        #expect(!phones.canAppend, "three is the most")
        phones.move(from: 0, to: 2)
        #expect(phones.items.map(\.id) == [first.id, second.id, third.id])
        phones.remove(id: second.id)
        #expect(phones.items.map(\.id) == [first.id, third.id])
        #expect(phones.canAppend)
        let fourth = phones.append()
        #expect(![first.id, second.id, third.id].contains(fourth.id), "an identity is never reused")
        #expect(phones.item(id: second.id) == nil)
        #expect(phones.item(id: third.id)?.id == third.id)
    }

    @Test func submitsTheItemsInOrderWithTheirErrorsAtTheirPointers() async {
        let phones = Self.phones()
        let form = FormModel(fields: [Field<String>("name", value: "Ada", rules: [.required()]), phones])
        let first = phones.append()
        let second = phones.append()
        first.textField?.value = "020 7946 0000"
        second.textField?.value = "12"
        var submission = await form.submit()
        #expect(!submission.isValid)
        #expect(submission.errors.map(\.path?.description) == ["/phones/1"])
        #expect(submission.errors.map(\.field) == ["phones"])
        #expect(phones.visibleErrors.map(\.path) == phones.errors.map(\.path))

        second.textField?.value = "07400 123456"
        submission = await form.submit()
        #expect(submission.isValid, "\(submission.errors)")
        #expect(submission.values["phones"] as? [String?] == ["+442079460000", "+447400123456"])
        phones.move(from: 1, to: 0)
        #expect(form.values["phones"] as? [String?] == ["+447400123456", "+442079460000"])
    }

    /// Items that repeat others make one error for the list: the first repeat, the item it repeats, and how many
    /// items repeat an earlier one.
    @Test func repeatedItemsAreOneError() async {
        let list = FieldList("tags", uniqueness: FieldList.Uniqueness(items: true), messages: .english) { _ in
            Field<String>("tags")
        }
        let form = FormModel(fields: [list])
        for text in ["a", "b", "a", "a", "b", "c"] { list.append().textField?.value = text }
        let submission = await form.submit()
        #expect(submission.errors.map(\.code) == [.duplicateItems])
        #expect(submission.errors.first?.parameters == ["index": 2, "first": 0, "count": 3])
    }

    @Test func theListsOwnErrorsSitAtTheList() async {
        let list = FieldList(
            "tags", label: "Tags", minimumCount: 1, maximumCount: 2, uniqueness: FieldList.Uniqueness(items: true),
            messages: .english
        ) { _ in Field<String>("tags", rules: [.required()]) }
        let form = FormModel(fields: [list])
        var submission = await form.submit()
        #expect(submission.errors.map(\.code) == [.tooFewItems])
        #expect(submission.errors.map(\.path?.description) == ["/tags"])
        #expect(list.state == .invalid)
        for text in ["vip", "eu", "vip"] { list.append().textField?.value = text }
        submission = await form.submit()
        #expect(submission.errors.map(\.code) == [.tooManyItems, .duplicateItems])
        #expect(submission.errors.first?.message == "Tags must have at most 2 items.")
        #expect(submission.errors.last?.parameters == ["index": 2, "first": 0, "count": 1])
        list.remove(id: list.items[2].id)
        #expect(list.errors.isEmpty, "the list's errors follow its changes once validated")
        #expect(list.state == .valid)
    }

    @Test func anEmptyListThatMayBeEmptyIsValidOnceValidated() async {
        let phones = Self.phones()
        #expect(phones.state == .notValidated)
        let form = FormModel(fields: [phones])
        let submission = await form.submit()
        #expect(submission.isValid)
        #expect(submission.values["phones"] as? [String?] == [])
    }

    /// A removed item's check in flight is abandoned: the server's late answer about it — a rejection here — is
    /// never heard, and the form does not wait for it.
    @Test func removingAnItemAbandonsItsChecks() async throws {
        let transport = FakeTransport { instance in
            try await Task.sleep(for: .seconds(1))
            return RemoteResponse(statusCode: 200, body: Data((instance.contains("7400") ? "false" : "true").utf8))
        }
        let phones = Self.phones(transport: transport)
        let form = FormModel(fields: [phones])
        let kept = phones.append()
        let removed = phones.append()
        kept.textField?.value = "020 7946 0000"
        removed.textField?.value = "07400 123456"
        // Both requests sent (on a busy machine that may take a moment), neither answered yet.
        for _ in 0..<500 where transport.requests.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(transport.requests.count == 2)
        #expect(phones.state == .waitingForRemote)
        phones.remove(id: removed.id)
        #expect(removed.textField?.state == .notValidated)
        let submission = await form.submit()
        #expect(submission.isValid)
        #expect(submission.values["phones"] as? [String?] == ["+442079460000"])
        // Long after the rejection would have arrived: nobody heard it.
        try await Task.sleep(for: .seconds(1.5))
        #expect(removed.textField?.state == .notValidated)
        #expect(removed.textField?.errors == [])
        #expect(phones.state == .valid)
    }

    /// The list tells its form of every change: the form's state and stream follow an item's field.
    @Test func theFormFollowsItsItems() async {
        let phones = Self.phones()
        let form = FormModel(fields: [phones])
        var heard: [ValidationState] = []
        form.stateChangedHandler = { heard.append($0.new) }
        let item = phones.append()
        item.textField?.value = "12"
        item.textField?.validateSilently()
        #expect(form.state == .invalid)
        item.textField?.value = "020 7946 0000"
        item.textField?.validateSilently()
        #expect(form.state == .valid)
        #expect(heard.suffix(2) == [.invalid, .valid])
        #expect(form.isDirty)
        form.reset()
        #expect(phones.items.isEmpty)
        #expect(form.state == .notValidated)
    }
}

/// `FieldGroup`: an object's fields and the rules across them, one field of the form above.
@MainActor
@Suite struct FieldGroupTests {
    @Test func aGroupIsOneFieldOfItsForm() async {
        let name = Field<String>("name", label: "Name", rules: [.trimmingWhitespace(), .required()])
        let email = Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .email()])
        let phone = Field<String>("phone", label: "Phone", rules: [.phoneNumber(country: "GB")])
        let customer = FieldGroup(
            "customer", fields: [name, email, phone], rules: [.atLeastOneOf(["email", "phone"])], messages: .english)
        let form = FormModel(fields: [customer])
        var heard: [ValidationState] = []
        form.stateChangedHandler = { heard.append($0.new) }

        var submission = await form.submit()
        #expect(!submission.isValid)
        #expect(submission.errors.map(\.path?.description) == ["/customer/name", "/customer"])
        #expect(submission.errors.map(\.code) == [.required, .atLeastOneRequired])
        #expect(customer.state == .invalid)

        name.value = " Ada "
        phone.value = "020 7946 0000"
        submission = await form.submit()
        #expect(submission.isValid, "\(submission.errors)")
        let values = submission.values["customer"] as? [String: any Sendable]
        #expect(values?["name"] as? String == "Ada")
        #expect(values?["phone"] as? String == "+442079460000")
        #expect(heard.last == .valid)
        #expect(form.isDirty)
        form.reset()
        #expect(name.value == nil)
        #expect(form.state == .notValidated)
    }
}

/// `FormModel(spec:)` with list fields: the same errors at the same pointers as `FormSpecValidator`.
@MainActor
@Suite struct FormModelListSpecTests {
    nonisolated static let spec = """
        {"name": "order", "fields": [
          {"name": "country"},
          {"name": "phones", "label": "Phones", "kind": "list", "maxItems": 2, "uniqueItems": true,
           "item": {"rules": [{"rule": "phoneNumber", "countryField": "/country"}]}},
          {"name": "addresses", "label": "Addresses", "kind": "list", "minItems": 1, "maxItems": 3,
           "uniqueBy": ["street", "country"],
           "item": {"kind": "object", "fields": [
             {"name": "street", "label": "Street", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
             {"name": "country", "rules": [{"rule": "required"}]},
             {"name": "phone", "dependsOn": ["country"], "rules": [{"rule": "phoneNumber", "countryField": "country"}]}]}}
        ]}
        """

    nonisolated static let records: [[String: JSONValue]] = [
        [
            "country": "GB", "phones": ["020 7946 0000", "12"],
            "addresses": [["street": "1 Main St", "country": "FR", "phone": "01 23 45 67 89"], ["country": "GB"]],
        ],
        ["country": "GB", "phones": ["020 7946 0000", "020 7946 0000", "07400 123456"], "addresses": []],
        [
            "country": "FR", "phones": ["01 23 45 67 89"],
            "addresses": [
                ["street": "1 Main St", "country": "GB", "phone": "020 7946 0000"],
                ["street": "1 Main St", "country": "GB"], ["street": "2 Rue", "country": "FR", "phone": "1"],
            ],
        ],
        [
            "country": "GB", "phones": [],
            "addresses": [["street": "1 Main St", "country": "GB", "phone": "07400 123456"]],
        ],
    ]

    @Test(arguments: records.indices)
    func aFormModelAgreesWithTheValidator(_ index: Int) async throws {
        let record = Self.records[index]
        let spec = try FormSpec(json: Self.spec)
        _ = try await RecordTyping.submitBoth(spec, record)
    }

    @Test func aListStartsWithItsMinimum() throws {
        let form = try FormModel(spec: try FormSpec(json: Self.spec), messages: .english)
        #expect((form.field(named: "addresses") as? FieldList)?.items.count == 1)
        #expect((form.field(named: "phones") as? FieldList)?.items.isEmpty == true)
    }

    nonisolated static let orders: [[String: JSONValue]] = [
        [
            "customer": ["name": " Ada ", "email": "ada@example.com"],
            "addresses": [
                [
                    "street": "1 Main St", "city": "London", "country": "GB", "postalCode": "sw1a1aa",
                    "phone": "020 7946 0000",
                ]
            ],
        ],
        [
            "customer": ["name": ""],
            "addresses": [
                ["street": "1 Main St", "city": "Paris", "country": "FR", "postalCode": "7500", "phone": "1"],
                ["street": "1 Main St", "city": "Paris", "country": "FR", "postalCode": "75001"],
                ["street": "2 Elm St", "city": "Austin", "country": "US", "state": "TX", "postalCode": "10001"],
                ["street": "3 Elm St", "city": "Austin", "country": "USA", "postalCode": "73301"],
            ],
        ],
        ["customer": ["name": "Grace", "phone": "+1 202 555 0123"], "addresses": []],
    ]

    /// The demo server's order fixture — a customer object with a rule across its fields, and addresses whose
    /// postal codes and phones are read for their own country — gives a form model the validator's errors.
    @Test(arguments: orders.indices)
    func theOrderFixtureAgrees(_ index: Int) async throws {
        let spec = try FormSpec.load(
            contentsOf: DemoServer.packageRoot.appendingPathComponent("Fixtures/order.form.json"))
        let record = Self.orders[index]
        let (submission, expected) = try await RecordTyping.submitBoth(spec, record)
        if expected.isValid {
            let customer = submission.values["customer"] as? [String: any Sendable]
            #expect(customer?["name"] as? String == expected.values["customer"]?["name"]?.stringValue)
            let addresses = submission.values["addresses"] as? [[String: any Sendable]]
            #expect(
                addresses?.map { $0["postalCode"] as? String }
                    == expected.values["addresses"]?.arrayValue?.map { $0["postalCode"]?.stringValue })
        }
    }
}

/// Types a JSON record into a form model built from its spec, as a user would: text into each field, each object
/// into its group, each list's items into its rows (adding and removing rows to match).
@MainActor
enum RecordTyping {
    /// Validates `record` with `FormSpecValidator`, types it into a form model built from the same spec and submits
    /// it, and expects the same validity and the same errors: pointers, codes and messages, in order.
    static func submitBoth(
        _ spec: FormSpec, _ record: [String: JSONValue], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (submission: FormSubmission, expected: FormSpecResult) {
        let expected = try await FormSpecValidator(spec, messages: .english).validate(record)
        let form = try FormModel(spec: spec, messages: .english)
        fill(form, with: JSONObject(record))
        let submission = await form.submit()
        #expect(submission.isValid == expected.isValid, sourceLocation: sourceLocation)
        #expect(
            submission.errors.map(\.path?.description) == expected.errors.map(\.path?.description),
            sourceLocation: sourceLocation)
        #expect(submission.errors.map(\.code) == expected.errors.map(\.code), sourceLocation: sourceLocation)
        #expect(submission.errors.map(\.message) == expected.errors.map(\.message), sourceLocation: sourceLocation)
        return (submission, expected)
    }

    static func fill(_ form: FormModel, with record: JSONObject) {
        for (name, value) in record {
            switch form.field(named: name) {
            case let field as Field<String>:
                field.value = text(value)
            case let group as FieldGroup:
                fill(group.form, with: value.objectValue ?? JSONObject())
            case let list as FieldList:
                let items = value.arrayValue ?? []
                for item in list.items.dropFirst(items.count) { list.remove(id: item.id) }
                for (index, item) in items.enumerated() {
                    let row = index < list.items.count ? list.items[index] : list.append()
                    if let object = item.objectValue {
                        fill(row.form, with: object)
                    } else {
                        row.textField?.value = text(item)
                    }
                }
            default:
                break
            }
        }
    }

    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.description
        case .bool(let bool): bool ? "true" : "false"
        default: nil
        }
    }
}
