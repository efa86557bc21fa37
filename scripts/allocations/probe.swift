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

    let strong = RuleSet<String>(.containsUppercase(), .containsLowercase(), .containsNumber())
    measure("RuleSet<String>.validate, upper, lower and a number") { _ = strong.validate("Analytical1") }

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
