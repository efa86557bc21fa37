import FormValidation
import FormValidationSampling
import Foundation

/// `benchmarks --allocations` (run by `./scripts/benchmark --allocations`, and in CI): counts the heap allocations of the
/// per-keystroke paths with the harness's malloc counter, prints them, and fails if a path allocates more than its
/// limit (none but a value failing several rules, which may allocate the joined list of their errors).
///
/// Two kinds of rows: a valid value of every local rule of the catalog, as the benchmark's rules section builds it
/// (``CatalogRule``), through a `RuleSet`, a `FormValidator` and a `Field` in a `FormModel`; and the paths around
/// the rules (failing values, conditions, combinations, reading state), written below.
@MainActor
final class AllocationProbe {
    /// How many operations each row runs after warming up.
    private let calls = 10_000
    private var failed = false

    /// Runs every row; `false` when one allocates more than its limit.
    static func run(emails: [String]) -> Bool {
        let probe = AllocationProbe()
        guard probe.counterWorks() else {
            print("allocations: the malloc counter counts nothing here (it needs glibc): nothing was checked")
            return false
        }
        probe.checkCatalogRules(emails: emails)
        probe.checkPaths()
        print(
            probe.failed
                ? "allocations: a per-keystroke path allocates"
                : "allocations: no allocation on the per-keystroke paths")
        return !probe.failed
    }

    /// Whether the counter sees an allocation: where it cannot interpose, every row would pass unmeasured.
    private func counterWorks() -> Bool {
        let before = allocationCount()
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
        blackHole(buffer)
        buffer.deallocate()
        return allocationCount() > before
    }

    /// Runs `body` about `calls` operations' worth after warming up (at least 100 times), prints the allocations per
    /// operation (`operations` of them per run of `body`), and fails above `limit`; `limit` `nil` prints the figure
    /// without checking it.
    @discardableResult
    private func measure(_ label: String, limit: Double? = 0, operations: Int = 1, _ body: () -> Void) -> Bool {
        body()
        body()
        let runs = max(100, calls / operations)
        let before = allocationCount()
        for _ in 0..<runs { body() }
        let perOperation = Double(allocationCount() - before) / Double(runs * operations)
        // The loop itself may allocate once in a while (a buffer resized by the runtime); round that away.
        let rounded = (perOperation * 100).rounded() / 100
        let verdict: String
        if let limit {
            verdict = rounded <= limit ? "ok  " : "FAIL"
            if rounded > limit { failed = true }
        } else {
            verdict = "--  "
        }
        print("\(verdict)  \(String(format: "%6.2f", rounded)) allocations per call  \(label)")
        return limit.map { rounded <= $0 } ?? true
    }

    /// Each value of `values` that allocates through `rules`, with its allocations per call: what a failing row
    /// needs to be looked into.
    private func showAllocating(_ values: [String], _ rules: RuleSet<String>) {
        for value in values {
            blackHole(rules.validate(value))
            let before = allocationCount()
            for _ in 0..<100 { blackHole(rules.validate(value)) }
            let perCall = Double(allocationCount() - before) / 100
            if perCall > 0 {
                print("        \(String(format: "%6.2f", perCall)) allocations per call for \(value.debugDescription)")
            }
        }
    }

    /// Every local rule of the catalog, on the ASCII values of the mixed corpus it accepts in their canonical form
    /// (a corrected value that differs from the input is a new `String`): nothing allocates but the regular
    /// expression, which matches through ICU and `NSString` (printed, not checked).
    private func checkCatalogRules(emails: [String]) {
        let (rules, leftOut) = CatalogRule.all(corpus: CatalogRule.corpus(emails: emails))
        for rule in rules {
            let valid = rule.canonical.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
            guard !valid.isEmpty else {
                print("FAIL  \(rule.name): no ASCII value of the mixed corpus passes \(rule.spec) unchanged")
                failed = true
                continue
            }
            let limit: Double? = rule.name == "regularExpression" ? nil : 0
            let label = "\(rule.spec), \(valid.count) canonical values"
            let passed = measure("RuleSet<String>.validate, \(label)", limit: limit, operations: valid.count) {
                for value in valid { blackHole(rule.rules.validate(value)) }
            }
            if !passed { showAllocating(valid, rule.rules) }
            let validator = FormValidator<String>(rule.rules)
            measure("FormValidator<String>.validate, \(label)", limit: limit, operations: valid.count) {
                for value in valid { validator.validate(value) }
            }
            let field = Field<String>("field")
            field.attach(FormValidator<String>(rule.rules))
            let form = FormModel(fields: [field])
            measure("Field.value = a new value (in a form), \(label)", limit: limit, operations: valid.count) {
                for value in valid {
                    // Setting the same value again validates nothing; validate it again then, as a dependency would.
                    if field.value == value { field.revalidate() } else { field.value = value }
                }
            }
            blackHole(form)
        }
        for name in leftOut where name != "remote" {
            print("FAIL  \(name): no sample of the rule accepts a value of the mixed corpus")
            failed = true
        }
    }

    /// The paths around the rules.
    private func checkPaths() {
        let email = FormValidator<String>(
            field: "Email",
            rules: [
                .trimmingWhitespace(), .required(), .minimumLength(3), .maximumLength(40), .email(), .containsNumber(),
            ])
        measure("FormValidator<String>.validate, valid email, state unchanged") { email.validate("ada1@example.com") }

        let count = FormValidator<Int>(rules: [.required(), .range(18...120), .oneOf(Array(18...120))])
        measure("FormValidator<Int>.validate, range and membership") { count.validate(30) }

        let password = LiveValue("correct horse")
        let confirmation = FormValidator<String>(rules: [.required(), .equal(to: password)])
        measure("FormValidator<String>.validate, live equality") { confirmation.validate("correct horse") }

        let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .length(3...40), .email())
        measure("RuleSet<String>.validate, valid email") { _ = rules.validate("ada@example.com") }

        // Failing values of rules with fixed failures: their errors were rendered when the rules joined the set. A
        // value that fails one rule gets that rule's list as it is; one that fails several gets the lists joined, which
        // allocates the joined list (and may grow it once).
        let signup = RuleSet<String>(
            .trimmingWhitespace(), .required(), .minimumLength(8), .containsUppercase(), .containsNumber(),
            field: "Password")
        measure("RuleSet<String>.validate, a password typed so far, one failure (no digit)") {
            _ = signup.validate("Hunterab")
        }
        let threeFailures =
            "RuleSet<String>.validate, three failures (too short, no capital, no digit): the joined list"
        measure(threeFailures, limit: 2) { _ = signup.validate("hunte") }
        measure("RuleSet<String>.validate, an empty required field") { _ = signup.validate("  ") }
        measure("RuleSet<String>.validate, a required field of invisible characters (U+200B, U+FEFF)") {
            _ = signup.validate("\u{200B}\u{FEFF}")
        }
        measure("RuleSet<String>.validate, a valid value starting beyond ASCII") { _ = signup.validate("Überweg12") }
        let invalidEmail = RuleSet<String>(.email(), field: "Email")
        measure("RuleSet<String>.validate, an invalid email address") { _ = invalidEmail.validate("ada@example") }
        let outOfRange = RuleSet<String>(.number(in: 13...130, locale: Locale(identifier: "en_US")), field: "Age")
        measure("RuleSet<String>.validate, a number out of range") { _ = outOfRange.validate("7") }
        let passwordField = FormValidator<String>(
            field: "Password", rules: [.required(), .minimumLength(8), .containsNumber()])
        measure("FormValidator<String>.validate, the same too-short password, state unchanged") {
            passwordField.validate("hunter7")
        }

        let strong = RuleSet<String>(.containsUppercase(), .containsLowercase(), .containsNumber())
        measure("RuleSet<String>.validate, upper, lower and a number") { _ = strong.validate("Analytical1") }

        let dates = RuleSet<String>(.trimmingWhitespace(), .date(locale: Locale(identifier: "en_GB")))
        measure("RuleSet<String>.validate, ISO 8601 date") { _ = dates.validate("2026-11-23") }
        measure("RuleSet<String>.validate, en-GB date corrected to ISO 8601") { _ = dates.validate("23/11/2026") }

        let utc = TimeZone(identifier: "UTC")!
        let today = Date(timeIntervalSince1970: 1_795_476_600)
        let birth = RuleSet<String>(
            .age(atLeast: 13, atMost: 130, locale: Locale(identifier: "en_GB"), timeZone: utc, today: { today }))
        measure("RuleSet<String>.validate, age from a date of birth") { _ = birth.validate("1990-11-23") }

        let contact = RuleSet<String>(.anyOf([.email(), .all(of: [.length(6...15), .containsNumber()])]))
        measure("RuleSet<String>.validate, anyOf, first alternative passes") { _ = contact.validate("ada@example.com") }
        let emailOrCode = RuleSet<String>(.anyOf([.email(), .oneOf(["A1", "B2", "C3"])]))
        measure("RuleSet<String>.validate, anyOf, a later alternative passes") { _ = emailOrCode.validate("B2") }
        let notReserved = RuleSet<String>(.not(.oneOf(["admin", "root", "system"])))
        measure("RuleSet<String>.validate, not(oneOf), a name not reserved") { _ = notReserved.validate("ada") }

        let country = LiveValue("US")
        let inUS = Condition(reading: ["country"]) { country.value == "US" }
        let state = RuleSet<String>(.required().when(inUS), .length(2...2).when(inUS))
        measure("RuleSet<String>.validate, conditional rules") { _ = state.validate("CA") }

        let countryField = Field<String>("country", value: "US")
        let stateField = Field<String>("state", rules: [.required().when(.field(countryField, equals: "US"))])
        let conditionalForm = FormModel(fields: [countryField, stateField])
        var flipState = false
        measure("Field.value = a new valid value (conditional rule, in a form)") {
            flipState.toggle()
            stateField.value = flipState ? "CA" : "NY"
        }
        _ = conditionalForm

        // A keystroke in a field of a repeating group: the item's form, the list and the form above it follow.
        let phones = FieldList("phones", maximumCount: 3) { _ in
            Field<String>("phones", rules: [.trimmingWhitespace(), .required(), .phoneNumber(country: "GB")])
        }
        let listForm = FormModel(fields: [phones])
        let phone = phones.append()
        phones.append().textField?.value = "07400 123456"
        var flipPhone = false
        measure("Field.value = a new valid value (a field of a FieldList item, in a form)") {
            flipPhone.toggle()
            phone.textField?.value = flipPhone ? "020 7946 0000" : "020 7946 0001"
        }
        _ = listForm

        let zip = RuleSet<String>(.postalCode(country: .us))
        measure("RuleSet<String>.validate, canonical ZIP+4") { _ = zip.validate("94103-1234") }

        let anyPostalCode = RuleSet<String>(.postalCode(country: .any))
        measure("RuleSet<String>.validate, canonical postal code of any country") {
            _ = anyPostalCode.validate("1012 AB")
        }

        let idnWebsite = RuleSet<String>(.url(allowLocalhost: true, allowIPAddress: true))
        measure("RuleSet<String>.validate, valid IDN and IPv6 URLs") {
            _ = idnWebsite.validate("https://bücher.example/straße")
            _ = idnWebsite.validate("http://[2001:db8::1]:8080/")
        }
        measure("CardBrand.detect, a number being typed") { _ = CardBrand.detect("4111 1111 11") }
        let now = Date()
        let expiry = RuleSet<String>(.cardExpiry(timeZone: utc, now: { now }))
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: now) % 100 + 1
        let expiryText = "12/" + String(nextYear)
        measure("RuleSet<String>.validate, card expiry MM/YY") { _ = expiry.validate(expiryText) }
        let localExpiry = RuleSet<String>(.cardExpiry())
        measure("RuleSet<String>.validate, card expiry MM/YY, current time zone") {
            _ = localExpiry.validate(expiryText)
        }
        let ibanPrint = RuleSet<String>(.iban(countries: ["DE", "FR"], format: .print))
        measure("RuleSet<String>.validate, IBAN, print format") {
            _ = ibanPrint.validate("DE89 3704 0044 0532 0130 00")
        }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        let upload = RuleSet<Data>(.fileType([.png, .jpeg]), .maximumFileSize(5_000_000))
        measure("RuleSet<Data>.validate, file type and size") { _ = upload.validate(png) }

        measure("FormValidator.state and .errors, read") {
            _ = email.state
            _ = email.errors
        }

        let field = Field<String>("email", rules: [.required(), .email()])
        let form = FormModel(fields: [field])
        var flip = false
        measure("Field.value = a new valid value (in a form)") {
            flip.toggle()
            field.value = flip ? "ada@example.com" : "bob@example.com"
        }
        measure("Form.state, read") { _ = form.state }
        checkSchemas()
        checkFormatters()
    }

    /// A valid value through a loaded JSON Schema: the benchmark's signup and order schemas, formats asserted, on
    /// a parsed value (reading the text is the parser's work, and allocates the value).
    private func checkSchemas() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Schemas").standardized
        func load(_ name: String) -> JSONSchema? {
            guard let text = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let schema = try? JSONSchema(json: text, formats: .assert)
            else {
                print("FAIL  cannot load \(folder.appendingPathComponent(name).path)")
                failed = true
                return nil
            }
            return schema
        }
        guard let signupSchema = load("signup.schema.json"), let orderSchema = load("order.schema.json") else { return }
        // One signup and one order as the schema section's generators write them.
        let signup = try! JSONValue(
            json: #"{"username":"ada_42","email":"ada.7@example.com","password":"Secret7ada","age":36,"country":"GB"}"#)
        let order = try! JSONValue(
            json: #"""
                {"id":"ORD-00000042","status":"paid","customer":{"name":"Ada Lovelace","email":"ada@example.com"},
                 "addresses":[{"street":"12 Baker Street","city":"London","postalCode":"SW1A 1AA","country":"GB",
                 "phone":"020 7946 0000"},{"street":"1 Main Street","city":"New York","postalCode":"10001",
                 "country":"US"}],"total":129.5}
                """#)
        guard signupSchema.isValid(signup), orderSchema.isValid(order) else {
            print("FAIL  the sample signup or order is not valid for its schema")
            failed = true
            return
        }
        measure("JSONSchema.validate, a valid signup (signup.schema.json)") {
            _ = signupSchema.validate(signup, messages: .english)
        }
        measure("JSONSchema.isValid, a valid signup") { _ = signupSchema.isValid(signup) }
        let signupText = Array(
            #"{"username":"ada_42","email":"ada.7@example.com","password":"Secret7ada","age":36,"country":"GB"}"#.utf8)
        measure("JSONSchema.isValid(json:), a valid signup's text, read without parsing it") {
            _ = signupSchema.isValid(json: signupText)
        }
        measure("JSONSchema.validate, a valid order with two addresses (order.schema.json)") {
            _ = orderSchema.validate(order, messages: .english)
        }
    }

    /// Formatting as you type: a keystroke of ASCII text through the card, IBAN, expiry and postal-code formatters
    /// (typed at the end and inserted in the middle) allocates nothing once the text has its storage.
    private func checkFormatters() {
        let formatters: [(String, any InputFormatter, String)] = [
            ("card", CardNumberInputFormatter(), "4111111111111111"),
            ("IBAN", IBANInputFormatter(), "DE89370400440532013000"),
            ("expiry", CardExpiryInputFormatter(), "1229"),
            ("postal code (GB)", PostalCodeInputFormatter(country: .gb), "SW1A1AA"),
        ]
        for (name, formatter, value) in formatters {
            let keys = value.map(String.init)
            var input = InputText()
            input.text.reserveCapacity(64)
            measure("InputFormatter.apply, \(name), typing at the end", operations: keys.count) {
                input.text.removeAll(keepingCapacity: true)
                input.caret = 0
                for key in keys { formatter.apply(.insert(key, at: input.caret), to: &input) }
            }
            measure("InputFormatter.apply, \(name), a digit inserted and deleted in the middle", operations: 2) {
                formatter.apply(.insert("1", at: 2), to: &input)
                formatter.apply(.deleteBackward(at: 3), to: &input)
            }
        }
        // Shown, not checked: a field's text is shared with its live value, so a formatted edit of text over 15 bytes
        // copies it once (the formatter itself allocates nothing, above).
        let card = Field("card", formatter: CardNumberInputFormatter())
        card.text = "4111 1111 1111 111"
        measure("Field.edit with a card formatter, a digit typed and deleted at the end", limit: nil, operations: 2) {
            card.edit(.insert("1", at: card.input.caret))
            card.edit(.deleteBackward(at: card.input.caret))
        }
    }
}
