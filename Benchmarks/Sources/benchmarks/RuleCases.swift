import FormValidation
import Foundation

/// One built-in rule with a realistic corpus: values it accepts and values it refuses.
///
/// ``all`` lists one case per rule of the library's catalog (`RuleSpec.ruleNames`), made with the rule's public
/// Swift factory and a corpus of its own, plus the Swift-only numeric `range`. A rule that lands in the catalog
/// without a case here is still measured: ``fromSpec(_:corpus:)`` builds it from a spec with its default
/// arguments and splits a mixed corpus by its verdicts. Only a rule that cannot be built that way (it needs an
/// argument) is reported as missing: add a line below then, with a factory call and a corpus.
struct RuleCase {
    /// The rule's name in the catalog (`email`), or a Swift-only rule's factory name.
    let name: String
    /// How Swift code makes it, as the table shows it.
    let example: String
    /// Measures the rule through a `RuleSet`, a `FormValidator` and a `Field` in a `FormModel`.
    let measure: @MainActor (Sampling) -> RuleRow

    /// A case for a local rule: `valid` must all pass and `invalid` (possibly empty, for a rule that never
    /// fails) must all fail.
    init<Value: ValidatableValue & Equatable>(
        _ name: String, _ example: String, _ rule: ValidationRule<Value>, valid: [Value], invalid: [Value]
    ) {
        self.name = name
        self.example = example
        self.measure = { sampling in RuleRow.measure(rule, valid: valid, invalid: invalid, sampling: sampling) }
    }
}

extension RuleCase {
    /// A case for rules a spec built, already in their rule set.
    init(_ name: String, _ example: String, _ rules: RuleSet<String>, valid: [String], invalid: [String]) {
        self.name = name
        self.example = example
        self.measure = { sampling in RuleRow.measure(rules, valid: valid, invalid: invalid, sampling: sampling) }
    }

    /// The password a live equality rule compares with.
    private static let password = LiveValue("correct horse battery staple")

    /// Every case, in catalog order, then the Swift-only rules.
    @MainActor
    static func all(emails: [String], invalidEmails: [String]) -> [RuleCase] {
        let names = ["ada", "grace_hopper", "alan.turing", "Linus", "margaret h", "edsger", "barbara42", "Ω"]
        let usernames = ["ada", "grace_hopper", "alan_turing", "linus", "mhamilton", "edsger_d", "barbara42", "k_t"]
        let badUsernames = ["Ada Lovelace", "grace-hopper", "al", "ALAN", "linus!", "this_name_is_far_too_long"]
        let passwords = ["Analytical1", "Correct9Horse", "Tr0ub4dor&3", "Hopper1906x", "P4ssword!", "Lovelace1815"]
        let weakPasswords = ["hunter", "secret", "abc", "Passw", "qwerty", "letmein"]
        let countries = [
            "AT", "AU", "BE", "CA", "CH", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "JP", "LU", "NL",
            "NO", "NZ", "PL", "PT", "SE", "US",
        ]
        return [
            RuleCase(
                "required", ".required()", .required(), valid: names, invalid: ["", " ", "   ", "\t", "\n"]),
            RuleCase(
                "minimumLength", ".minimumLength(8)", .minimumLength(8), valid: passwords, invalid: weakPasswords),
            RuleCase(
                "maximumLength", ".maximumLength(20)", .maximumLength(20), valid: usernames,
                invalid: [
                    "this_name_is_far_too_long", "ada.lovelace@analytical.engine", String(repeating: "x", count: 40),
                ]),
            RuleCase(
                "length", ".length(3...20)", .length(3...20), valid: usernames,
                invalid: ["ab", "x", "this_name_is_far_too_long", "ada.lovelace@analytical.engine"]),
            RuleCase(
                "number", ".number(in: 13...130, locale: en_US_POSIX)",
                .number(in: 13...130, locale: Locale(identifier: "en_US_POSIX")),
                valid: ["36", "13", "130", "42.5", "99", "27", "61", "18"],
                invalid: ["abc", "12", "131", "1,5", "-3", "36 years", "1e2", "0.5"]),
            RuleCase("email", ".email()", .email(), valid: emails, invalid: invalidEmails),
            RuleCase(
                "phoneNumber", ".phoneNumber(defaultCountry: \"US\")", .phoneNumber(defaultCountry: "US"),
                valid: [
                    "(415) 555-0123", "415.555.0123", "+14155550123", "1-800-555-0199", "+44 20 7946 0000",
                    "212 555 0187", "+49 30 123456", "+33 6 12 34 56 78",
                ],
                invalid: ["555-0123", "12345", "phone", "+1 415 555 01234", "(415) 555-012", "+999 1234"]),
            RuleCase(
                "containsNumber", ".containsNumber()", .containsNumber(), valid: passwords,
                invalid: ["Analytical", "Correct Horse", "trouBadour", "hopper", "Password!", "lovelace"]),
            RuleCase(
                "containsUppercase", ".containsUppercase()", .containsUppercase(), valid: passwords,
                invalid: ["analytical1", "correct9horse", "tr0ub4dor&3", "hopper1906x", "p4ssword!", "lovelace1815"]),
            RuleCase(
                "containsLowercase", ".containsLowercase()", .containsLowercase(), valid: passwords,
                invalid: ["ANALYTICAL1", "CORRECT9HORSE", "TR0UB4DOR&3", "HOPPER1906X", "P4SSWORD!", "1815"]),
            RuleCase(
                "regularExpression", "try .regularExpression(\"[a-z0-9_]+\")", try! .regularExpression("[a-z0-9_]+"),
                valid: usernames, invalid: badUsernames.filter { $0 != "al" && $0 != "this_name_is_far_too_long" }),
            RuleCase(
                "oneOf", ".oneOf([22 country codes])", .oneOf(countries), valid: countries,
                invalid: ["XX", "nl", "Germany", "U.S.", "EU", "GBR"]),
            RuleCase(
                "equal", ".equal(to: \"correct horse battery staple\")", .equal(to: "correct horse battery staple"),
                valid: ["correct horse battery staple"],
                invalid: ["correct horse battery", "Correct horse battery staple", "tr0ub4dor&3"]),
            RuleCase(
                "equalToField", ".equal(to: passwordField.liveValue)", .equal(to: password),
                valid: ["correct horse battery staple"],
                invalid: ["correct horse battery", "Correct horse battery staple", "tr0ub4dor&3"]),
            RuleCase(
                "trimmingWhitespace", ".trimmingWhitespace()", .trimmingWhitespace(),
                valid: ["ada@example.com", " ada@example.com ", "grace", "alan turing", "  linus", "edsger\n"],
                invalid: []),
            RuleCase(
                "postalCode", ".postalCode(country: .gb)", .postalCode(country: .gb),
                valid: ["SW1A 1AA", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB", "BT32 4PX"],
                invalid: ["12345", "SW1A", "QQ1 1AA", "SW1A 1A", "hello", "1012 AB"]),
            RuleCase(
                "url", ".url()", .url(),
                valid: [
                    "https://example.com", "https://www.swift.org/documentation/", "http://example.com/a?q=1#top",
                    "https://docs.example.co.uk/guide/intro.html", "https://api.example.com:8443/v1/users",
                ],
                invalid: [
                    "example", "http://example", "ftp://example.com", "http://localhost", "https://exa mple.com",
                    "http://127.0.0.1/",
                ]),
            RuleCase(
                "paymentCard", ".paymentCard()", .paymentCard(),
                valid: [
                    "4111111111111111", "4012888888881881", "5555555555554444", "378282246310005",
                    "6011111111111117", "3530111333300000",
                ],
                invalid: ["4111111111111112", "41111", "1234567890123456", "card", "4111.1111.1111.1111"]),
            RuleCase(
                "cardExpiry", ".cardExpiry()", .cardExpiry(),
                valid: ["03/46", "12/40", "08/39", "01/41", "06/45"],
                invalid: ["13/29", "00/29", "08/2", "aug 29", "08.29", "01/20"]),
            RuleCase(
                "cardSecurityCode", ".cardSecurityCode()", .cardSecurityCode(),
                valid: ["123", "737", "4242", "000", "999"],
                invalid: ["12", "12345", "abc", "1 2 3", "12a"]),
            RuleCase(
                "iban", ".iban()", .iban(),
                valid: [
                    "DE89370400440532013000", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
                    "NL91ABNA0417164300", "NO9386011117947", "BE68539007547034",
                ],
                invalid: [
                    "DE89370400440532013001", "GB29NWBK6016133192681", "XX0000000000", "iban", "NL91ABNA041716430",
                ]),
            RuleCase(
                "file", ".file(maximumBytes: 10_000_000)", .file(maximumBytes: 10_000_000),
                valid: ["/etc/hosts", "/etc/passwd"],
                invalid: ["/nonexistent/photo.jpg", "/nonexistent/cv.pdf"]),
            RuleCase(
                "anyOf", ".anyOf([.email(), .phoneNumber(defaultCountry: \"US\")])",
                .anyOf([.email(), .phoneNumber(defaultCountry: "US")]),
                valid: Array(emails.prefix(6)) + ["(415) 555-0123", "+1 212 555 0187"],
                invalid: ["ada@", "555", "hello", "(415) 555-01", "ada at example.com"]),
            RuleCase(
                "not", ".not(.oneOf([\"admin\", \"root\", \"system\"]))", .not(.oneOf(["admin", "root", "system"])),
                valid: usernames, invalid: ["admin", "root", "system"]),
            RuleCase(
                "range", ".range(18...120) on Int (Swift only)", ValidationRule<Int>.range(18...120),
                valid: Array(18...120), invalid: Array(0..<18) + Array(121...200)),
        ]
    }

    /// A case for a catalog rule without one above: the rule as a spec makes it with its default arguments
    /// (`{"rule": name}`), on the values of `corpus` it accepts and those it refuses. `nil` when the rule needs an
    /// argument, or accepts or refuses the whole corpus.
    static func fromSpec(_ name: String, corpus: [String]) -> RuleCase? {
        let json = #"{"name": "benchmark", "fields": [{"name": "value", "rules": [{"rule": "\#(name)"}]}]}"#
        guard let spec = try? FormSpec(json: json), let field = spec.fields.first,
            let rules = try? field.makeRules(messages: .english), rules.asyncRules.isEmpty
        else { return nil }
        var valid: [String] = []
        var invalid: [String] = []
        for value in corpus {
            if case .valid = rules.rules.validate(value) { valid.append(value) } else { invalid.append(value) }
        }
        guard !valid.isEmpty else { return nil }
        return RuleCase(
            name, "{\"rule\": \"\(name)\"} (from its spec, on a mixed corpus)", rules.rules, valid: valid,
            invalid: invalid)
    }

    /// What ``fromSpec(_:corpus:)`` splits: a bit of everything a form holds.
    static func mixedCorpus(emails: [String]) -> [String] {
        Array(emails.prefix(20)) + [
            "ada", "Grace Hopper", "alan_turing", "Analytical1", "hunter", "36", "42.5", "-3", "1e2", "NL", "Germany",
            "https://example.com", "http://localhost", "(415) 555-0123", "+44 20 7946 0000", "SW1A 1AA", "94103",
            "4111 1111 1111 1111", "GB82 WEST 1234 5698 7654 32", "2024-02-29", "31/12/1999", "photo.jpg", "", " ",
        ]
    }

    /// Catalog rules that are measured elsewhere, and why.
    static let measuredElsewhere = ["remote": "asynchronous: see the remote section"]
}
