import FormValidation
import FormValidationSampling
import Foundation

/// Where the benchmarks' sampled rules take their choices from: the library's seeded generator, and plain words for
/// text arguments.
struct SeededRuleSource: RuleSamplingSource {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func choose(below count: Int) -> Int { random.next(below: count) }

    /// Some text for a rule's argument: a word, digits, a symbol or nothing.
    mutating func text() -> String { random.pick(["ada", "42", "x", "-", "", "example.com"]) }
}

/// A local rule of the catalog as ``RuleSampler`` builds it from a fixed seed, with the values of a corpus it accepts
/// and those it refuses.
///
/// The benchmark's table of rules and the allocation check (`--allocations`) both take their rules from here, so a
/// rule added to the catalog is measured and checked without a line written for it: no rule, argument or value is
/// listed per rule.
struct CatalogRule {
    /// The rule's name in the catalog.
    let name: String
    /// The rule as a spec writes it, with the arguments the sampler chose: `{"min":8,"rule":"minimumLength"}`.
    let spec: String
    /// The rule, alone in its set.
    let rules: RuleSet<String>
    /// The values of the corpus it accepts (never empty) and those it refuses (empty for a rule that never fails).
    let valid: [String]
    let invalid: [String]
    /// The values it accepts as they are, in their canonical form: a corrected value that differs from the input is
    /// a new `String`, so only these can pass without allocating.
    let canonical: [String]

    /// What a rule that reads another field finds there: a country code, as a phone number's `countryField` holds,
    /// which the corpus holds too, so that `equalToField` passes some values. (A long text that is no country code
    /// there costs `phoneNumber` an allocation per check: it uppercases the text to look it up.)
    static let otherFieldValue = "NL"

    /// How many samples of each rule are tried.
    private static let attempts = 200

    /// Every local rule of the catalog on `corpus`: for each, of the rules the sampler builds from `seed`, the one
    /// that splits the corpus most evenly (the most values on its smaller side; the first of those), among those
    /// that accept some value (so a rule that never fails is taken too).
    ///
    /// - Returns: The rules in catalog order, and the names of those left out: asynchronous rules (`remote`) and
    ///   rules none of whose samples accepts a value of the corpus.
    static func all(corpus: [String], seed: UInt64 = 13) -> (rules: [CatalogRule], leftOut: [String]) {
        var rules: [CatalogRule] = []
        var leftOut: [String] = []
        for name in RuleSampler.ruleNames {
            if let rule = sample(name, corpus: corpus, seed: seed) { rules.append(rule) } else { leftOut.append(name) }
        }
        return (rules, leftOut)
    }

    private static func sample(_ name: String, corpus: [String], seed: UInt64) -> CatalogRule? {
        var source = SeededRuleSource(seed: seed)
        var best: (rule: CatalogRule, balance: Int)?
        for _ in 0..<attempts {
            guard
                let sampled = RuleSampler.sample(
                    name, from: &source, transport: URLSessionTransport.shared,
                    fileInspector: LocalFileInspector.shared, valueOf: { _ in otherFieldValue }),
                let rule = sampled.rule
            else { continue }
            let rules = RuleSet(rule, field: "Field", messages: .english)
            var valid: [String] = []
            var invalid: [String] = []
            var canonical: [String] = []
            for value in corpus {
                guard case .valid(let corrected) = rules.validate(value) else {
                    invalid.append(value)
                    continue
                }
                valid.append(value)
                if corrected.utf8.elementsEqual(value.utf8) { canonical.append(value) }
            }
            let balance = min(valid.count, invalid.count)
            guard !valid.isEmpty, balance > (best?.balance ?? -1) else { continue }
            let found = CatalogRule(
                name: name, spec: text(of: sampled.spec), rules: rules, valid: valid, invalid: invalid,
                canonical: canonical)
            best = (found, balance)
        }
        return best?.rule
    }

    /// A spec as compact JSON with sorted keys.
    private static func text(of spec: RuleSpec) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(spec) else { return "{\"rule\":\"\(spec.name)\"}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// What the rules are measured on: a bit of everything a form holds, valid and not, for no rule in particular.
    /// `emails` are addresses from the ``EmailCorpus``.
    static func corpus(emails: [String]) -> [String] {
        emails + [
            // Names, usernames, passwords.
            "ada", "grace_hopper", "alan.turing", "Linus", "margaret h", "edsger", "barbara42", "Grace Hopper",
            "Ada Lovelace", "grace-hopper", "al", "ALAN", "linus!", "this_name_is_far_too_long", "admin", "root",
            "Analytical1", "Correct9Horse", "Tr0ub4dor&3", "Hopper1906x", "P4ssword!", "Lovelace1815", "hunter",
            "secret", "abc", "Passw", "qwerty", "letmein", "ANALYTICAL1", "analytical", "correct horse battery staple",
            "correct horse battery", "Correct horse battery staple", String(repeating: "x", count: 40),
            // Numbers and codes.
            "36", "13", "130", "42.5", "0", "-3", "1,5", "1e2", "36 years", "123", "4242", "12345", "12a",
            // Countries, postal codes, phone numbers.
            "NL", "DE", "US", "GB", "nl", "Germany", "XX", "SW1A 1AA", "M1 1AE", "EC1A 1BB", "QQ1 1AA", "94103",
            "94103-1234", "1012 AB", "75008", "10115", "(415) 555-0123", "415.555.0123", "+14155550123",
            "+44 20 7946 0000", "+49 30 123456", "555-0123", "+999 1234",
            // Addresses on the web.
            "https://example.com", "https://www.swift.org/documentation/", "http://example.com/a?q=1#top",
            "https://api.example.com:8443/v1/users", "ftp://example.com", "http://localhost", "https://exa mple.com",
            "mailto:ada@example.com",
            // Payment cards, expiry dates, IBANs.
            "4111111111111111", "5555555555554444", "378282246310005", "4111 1111 1111 1111", "4111111111111112",
            "03/46", "12/40", "13/29", "01/20", "DE89370400440532013000", "GB29NWBK60161331926819",
            "NL91ABNA0417164300", "DE89 3704 0044 0532 0130 00", "DE89370400440532013001",
            // Dates.
            "2024-02-29", "1990-11-23", "2023-02-29", "31/12/1999", "12/31/1999", "23.11.2026",
            // Files.
            "/etc/hosts", "/etc/passwd", "/nonexistent/photo.jpg", "photo.jpg",
            // Blank.
            "", " ", "\t",
        ]
    }
}
