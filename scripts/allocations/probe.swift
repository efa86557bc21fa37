// Counts heap allocations on the per-keystroke paths. Built and run by scripts/count-allocations.
import FormValidation
import Foundation

typealias Counter = @convention(c) () -> Int
guard let symbol = dlsym(nil, "get_alloc_count") else {
    print("count-allocations: run me with the malloc counter preloaded (scripts/count-allocations)")
    exit(2)
}
let allocations = unsafeBitCast(symbol, to: Counter.self)
let calls = 10_000
var failed = false

/// Runs `body` `calls` times after warming up, prints the allocations per call, and fails above `limit`.
@MainActor
func measure(_ label: String, limit: Double = 0, _ body: () -> Void) {
    body()
    body()
    let before = allocations()
    for _ in 0..<calls { body() }
    let perCall = Double(allocations() - before) / Double(calls)
    // The loop itself may allocate once in a while (a buffer resized by the runtime); round that away.
    let rounded = (perCall * 100).rounded() / 100
    let verdict = rounded <= limit ? "ok  " : "FAIL"
    if rounded > limit { failed = true }
    print("\(verdict)  \(String(format: "%6.2f", rounded)) allocations per call  \(label)")
}

MainActor.assumeIsolated {
    let email = FormValidator<String>(
        field: "Email",
        rules: [.trimmingWhitespace(), .required(), .minimumLength(3), .maximumLength(40), .email(), .containsNumber()])
    measure("FormValidator<String>.validate, valid email, state unchanged") { email.validate("ada1@example.com") }

    let age = FormValidator<String>(rules: [.required(), .number(in: 13...130, locale: Locale(identifier: "en_US"))])
    measure("FormValidator<String>.validate, number in range") { age.validate("36") }

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
    measure("RuleSet<String>.validate, three failures (too short, no capital, no digit): the joined list", limit: 2) {
        _ = signup.validate("hunte")
    }
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
    let birth = RuleSet<String>(.age(atLeast: 13, atMost: 130, locale: Locale(identifier: "en_GB"), timeZone: utc, today: { today }))
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
    let phone = RuleSet<String>(.trimmingWhitespace(), .required(), .phoneNumber(defaultCountry: "GB"))
    measure("RuleSet<String>.validate, phone number in E.164") { _ = phone.validate("+14155550123") }
    let postcode = RuleSet<String>(.trimmingWhitespace(), .required(), .postalCode(country: .gb))
    measure("RuleSet<String>.validate, canonical UK postcode") { _ = postcode.validate("SW1A 1AA") }

    let zip = RuleSet<String>(.postalCode(country: .us))
    measure("RuleSet<String>.validate, canonical ZIP+4") { _ = zip.validate("94103-1234") }

    let anyPostalCode = RuleSet<String>(.postalCode(country: .any))
    measure("RuleSet<String>.validate, canonical postal code of any country") { _ = anyPostalCode.validate("1012 AB") }

    let website = RuleSet<String>(.trimmingWhitespace(), .required(), .url())
    measure("RuleSet<String>.validate, valid URL") {
        _ = website.validate("https://www.example.com:8443/path/to?query=1&b=%20#fragment")
    }

    let idnWebsite = RuleSet<String>(.url(allowingLocalhost: true, allowingIPAddresses: true))
    measure("RuleSet<String>.validate, valid IDN and IPv6 URLs") {
        _ = idnWebsite.validate("https://bücher.example/straße")
        _ = idnWebsite.validate("http://[2001:db8::1]:8080/")
    }
    // Values already in their canonical form: a corrected value that differs from the input is a new String.
    let card = RuleSet<String>(.trimmingWhitespace(), .required(), .paymentCard(brands: [.visa, .mastercard]))
    measure("RuleSet<String>.validate, payment card, digits only") { _ = card.validate("4111111111111111") }
    measure("CardBrand.detect, a number being typed") { _ = CardBrand.detect("4111 1111 11") }
    let now = Date()
    let expiry = RuleSet<String>(.cardExpiry(timeZone: utc, now: { now }))
    let nextYear = Calendar(identifier: .gregorian).component(.year, from: now) % 100 + 1
    let expiryText = "12/" + String(nextYear)
    measure("RuleSet<String>.validate, card expiry MM/YY") { _ = expiry.validate(expiryText) }
    let localExpiry = RuleSet<String>(.cardExpiry())
    measure("RuleSet<String>.validate, card expiry MM/YY, current time zone") { _ = localExpiry.validate(expiryText) }
    let securityCode = RuleSet<String>(.cardSecurityCode(brand: .americanExpress))
    measure("RuleSet<String>.validate, card security code") { _ = securityCode.validate("1234") }
    let iban = RuleSet<String>(.iban())
    measure("RuleSet<String>.validate, IBAN, electronic format") { _ = iban.validate("DE89370400440532013000") }
    let ibanPrint = RuleSet<String>(.iban(countries: ["DE", "FR"], format: .print))
    measure("RuleSet<String>.validate, IBAN, print format") { _ = ibanPrint.validate("DE89 3704 0044 0532 0130 00") }
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
}

print(failed ? "count-allocations: a per-keystroke path allocates" : "count-allocations: no allocation on the per-keystroke paths")
exit(failed ? 1 : 0)
