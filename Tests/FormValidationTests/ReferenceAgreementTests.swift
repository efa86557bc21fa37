import Foundation
import Testing

@testable import FormValidation

/// The rules measured against other projects' own test cases, collected into `Fixtures/reference/` by
/// `scripts/reference/collect.py` (django-localflavor, Django, the Python `validators` package).
///
/// Every case where a rule decides differently from its source must be listed here with the reason, which the
/// rule's documentation gives too; the agreement per source and country is printed
/// (`swift test --filter ReferenceAgreementTests 2>&1 | grep agreement`).
@Suite struct ReferenceAgreementTests {
    struct Case: Sendable {
        let source: String
        let group: String
        let value: String
        let valid: Bool
        let cleaned: String?
        let options: [String: JSONValue]
    }

    static func load(_ name: String) -> [Case] {
        let url = DemoServer.packageRoot.appendingPathComponent("Fixtures/reference/\(name)")
        guard let data = try? Data(contentsOf: url),
            case .object(let document)? = try? JSONDecoder().decode(JSONValue.self, from: data),
            case .array(let cases)? = document["cases"]
        else {
            Issue.record("cannot read \(url.path)")
            return []
        }
        return cases.compactMap { item in
            guard case .object(let object) = item, case .bool(let valid)? = object["valid"] else { return nil }
            let value: String
            switch object["value"] {
            case .string(let text)?: value = text
            case .number(let number)?: value = number.description  // a form field reads a number as its text
            default: return nil
            }
            let source = object["source"]?.stringValue ?? ""
            let package = String(source.prefix { $0 != ":" })
            var options: [String: JSONValue] = [:]
            if case .object(let members)? = object["options"] { options = members.dictionary }
            let packageName = String(package.prefix { $0 != " " })
            return Case(
                source: package, group: object["country"]?.stringValue ?? packageName, value: value, valid: valid,
                cleaned: object["cleaned"]?.stringValue, options: options)
        }
    }

    /// Prints the agreement of each group and returns the disagreeing cases.
    static func measure(_ cases: [Case], rule: String, verdict: (Case) -> (valid: Bool, corrected: String)) -> [String]
    {
        var disagreements: [String] = []
        var groups: [String: (agree: Int, total: Int)] = [:]
        var order: [String] = []
        for row in cases {
            let key = row.source.hasPrefix(row.group) ? row.source : "\(row.source) \(row.group)"
            if groups[key] == nil { order.append(key) }
            let (valid, _) = verdict(row)
            let agrees = valid == row.valid
            groups[key, default: (0, 0)].total += 1
            if agrees {
                groups[key, default: (0, 0)].agree += 1
            } else {
                disagreements.append("\(row.group) \(row.value)")
            }
        }
        let total = groups.values.reduce(0) { $0 + $1.total }
        let agreeing = groups.values.reduce(0) { $0 + $1.agree }
        for key in order {
            let (agree, count) = groups[key]!
            print("agreement \(rule) \(key): \(agree)/\(count) (\(percent(agree, count)))")
        }
        print("agreement \(rule) overall: \(agreeing)/\(total) (\(percent(agreeing, total)))")
        return disagreements
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f%%", 100 * Double(part) / Double(max(whole, 1)))
    }

    // MARK: - Postal codes

    /// Where the postal-code rule decides differently from django-localflavor, UkPostcodeParser and
    /// postal-codes-tools, and why (see ``ValidationRule/postalCode(country:message:)``).
    static let postalCodeDecisions: [String: String] = [
        "SE 589  37": "a run of spaces is one separator in every country",
        "DE  99423": "spaces at either end are ignored, in every country",
        "IT  00100": "spaces at either end are ignored, in every country",
        "GB BF2 4BB": "the UK grammar and letters are checked, not the changing list of districts in use",
        "any 13.05.312": "any country's codes are one or two groups separated by spaces or a hyphen",
    ]

    /// Where the corrected value differs from django-localflavor's cleaned value, and why.
    static let postalCodeCanonicalDecisions: [String: String] = [
        "JP 251-0032": "Japan Post prints NNN-NNNN",
        "JP 2510032": "Japan Post prints NNN-NNNN",
        "SE 589 37": "PostNord prints NNN NN",
        "SE 58937": "PostNord prints NNN NN",
    ]

    @Test func postalCodesAgreeWithOtherLibraries() throws {
        let cases = Self.load("postal-codes.json")
        #expect(cases.count > 100)
        var wrongCanonical: [String] = []
        let disagreements = Self.measure(cases, rule: "postalCode") { row in
            let country = PostalCodeCountry(row.group)!
            let result = RuleSet<String>(.postalCode(country: country)).validate(row.value)
            if let cleaned = row.cleaned, let corrected = result.value, corrected != cleaned {
                wrongCanonical.append("\(row.group) \(row.value)")
            }
            return (result.isValid, result.value ?? "")
        }
        #expect(Set(disagreements) == Set(Self.postalCodeDecisions.keys), "undocumented: \(disagreements)")
        #expect(Set(wrongCanonical) == Set(Self.postalCodeCanonicalDecisions.keys), "undocumented: \(wrongCanonical)")
    }

    /// The reason the postal-code rule decides differently from django-localflavor's verdict on a generated
    /// input, or `nil` for a disagreement that is no decision of the rule.
    static func postalCodeVerdictDecision(_ country: String, _ value: String, ruleSaysValid: Bool) -> String? {
        guard ruleSaysValid else {
            // Rejected as unassigned: a range or letters the postal operator does not use (see PostalCodeFormats).
            let codes = RuleSet<String>(.postalCode(country: PostalCodeCountry(country)!)).validate(value).errors.map(
                \.code)
            return codes == [.unassignedPostalCode] ? "a range or letters the postal operator does not use" : nil
        }
        if value.hasPrefix(" ") || value.hasSuffix(" ") { return "spaces at either end are ignored" }
        if value.contains("  ") { return "a run of spaces is one separator" }
        if country == "BR" || country == "PL", !value.contains("-") { return "the hyphen may be left out" }
        if country == "GB" { return "the letters per position of the UK Government Data Standards Catalogue" }
        return nil
    }

    @Test func postalCodesAgreeWithLocalflavorVerdicts() {
        let cases = Self.load("postal-code-verdicts.json")
        #expect(cases.count > 3000)
        var undocumented: [String] = []
        var wrongCanonical: [String] = []
        _ = Self.measure(cases, rule: "postalCode") { row in
            let result = RuleSet<String>(.postalCode(country: PostalCodeCountry(row.group)!)).validate(row.value)
            if result.isValid != row.valid,
                Self.postalCodeVerdictDecision(row.group, row.value, ruleSaysValid: result.isValid) == nil
            {
                undocumented.append("\(row.group) \(row.value.debugDescription) (rule: \(result.isValid))")
            }
            // Japan's and Sweden's canonical forms keep their separator (see postalCodeCanonicalDecisions).
            if let cleaned = row.cleaned, let corrected = result.value, corrected != cleaned,
                row.group != "JP" && row.group != "SE"
            {
                wrongCanonical.append("\(row.group) \(row.value.debugDescription) → \(corrected), not \(cleaned)")
            }
            return (result.isValid, result.value ?? "")
        }
        #expect(undocumented == [], "\(undocumented.count) undocumented:\n\(undocumented.joined(separator: "\n"))")
        #expect(wrongCanonical == [], "\(wrongCanonical.joined(separator: "\n"))")
    }

    // MARK: - URLs

    /// Where the URL rule decides differently from Django's `URLValidator` and Python's `validators`, and why
    /// (see ``ValidationRule/url(schemes:schemeOptional:allowLocalhost:allowIPAddress:message:)``).
    static let urlDecisions: [String: String] = {
        let symbolHost = "IDNA2008 forbids symbols and emoji in host names"
        let hyphenTLD = "a top-level domain is letters or an xn-- label with valid Punycode"
        let strictQuery = "validators rejects queries that are not key=value pairs; RFC 3986 allows them"
        return [
            "django http://example.com:0": "port 0 is no port a server listens on: ports are 1–65535",
            "django http://example.com:0/": "port 0 is no port a server listens on: ports are 1–65535",
            "django http://example.com./": "no trailing dot (validators and validator.js agree)",
            "django http://su--b.valid-----hyphens.com/": "-- in positions 3 and 4 is reserved (RFC 5891 §4.2.3.1)",
            "django http://✪df.ws/123": symbolHost, "django http://➡.ws/䨹": symbolHost,
            "django http://⌘.ws": symbolHost,
            "django http://⌘.ws/": symbolHost, "django http://☺.damowmow.com/": symbolHost,
            "django http://xn--7sbb4ac0ad0be6cf.xn--p1ai":
                "the A-label decodes to N'Ko starting with a combining mark (RFC 5891 §4.2.3.2)",
            "django http://dashintld.c-m": hyphenTLD, "django http://multipledashintld.a-b-c": hyphenTLD,
            "django http://evenmoredashintld.a---c": hyphenTLD, "django http://dashinpunytld.xn---c": hyphenTLD,
            "validators http://✪df.ws/123": symbolHost, "validators http://➡.ws/䨹": symbolHost,
            "validators http://⌘.ws": symbolHost, "validators http://⌘.ws/": symbolHost,
            "validators http://☺.damowmow.com/": symbolHost, "validators http://www.😉.com": symbolHost,
            "validators http://😉.com/😁": symbolHost,
            "validators http://:::::::::::::@exmp.com": "the user name must not be empty (Django agrees)",
            "validators http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com":
                "one colon separates user and password (Django rejects foo:bar:baz@ too)",
            "validators https://example.org?q=search');alert(document.domain);": strictQuery,
            "validators https://www.example.com/foo/?bar=baz&inga=42&quux": strictQuery,
            "validators https://foo.com/img/bar/baz.jpg?-62169987208": strictQuery,
            "validators https://foo.bar.net/baz.php?-/inga/test-lenient-query/": strictQuery,
            "validators https://example.com/foo/?bar#!baz/inga/8SA-M3as7A8": strictQuery,
        ]
    }()

    static func urlRule(_ options: [String: JSONValue]) -> RuleSet<String> {
        let schemes = options["schemes"]?.arrayValue?.compactMap(\.stringValue) ?? ["http", "https"]
        return RuleSet<String>(
            .url(
                schemes: schemes, allowLocalhost: options["allowLocalhost"] == .bool(true),
                allowIPAddress: options["allowIPAddress"] == .bool(true)))
    }

    @Test func urlsAgreeWithDjangoAndValidators() {
        let cases = Self.load("urls.json")
        #expect(cases.count > 300)
        let disagreements = Self.measure(cases, rule: "url") { row in
            let result = Self.urlRule(row.options).validate(row.value)
            return (result.isValid, result.value ?? "")
        }
        for disagreement in disagreements where Self.urlDecisions[disagreement] == nil {
            Issue.record("undocumented disagreement: \(disagreement)")
        }
        #expect(Set(Self.urlDecisions.keys).isSubset(of: Set(disagreements)))
    }
}
