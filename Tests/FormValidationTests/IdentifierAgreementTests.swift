import FormValidation
import Foundation
import Testing

/// The identifier rule against python-stdnum 2.2, the reference: about 7,700 values of every type
/// (`Fixtures/identifier-verdicts.tsv`, written by `scripts/world-data/identifier-verdicts.py`; see there for how
/// they are drawn). `IDENTIFIER_VERDICTS=FILE` measures on a table drawn with another seed
/// (`identifier-verdicts.py --seed N --output FILE`).
///
/// A case agrees when both call the value invalid, or both call it valid with the same compact form (and, for a
/// value in python-stdnum's display form, the same display form). Set
/// `FORMVALIDATION_AGREEMENT=1` to print the figures and every disagreement.
@Suite struct IdentifierAgreementTests {
    struct Case: Sendable {
        let type: String
        let input: String
        let valid: Bool
        let compact: String
        let origin: String
    }

    static let text: String = {
        let url =
            ProcessInfo.processInfo.environment["IDENTIFIER_VERDICTS"].map(URL.init(fileURLWithPath:))
            ?? VerdictTable.directory.appendingPathComponent("identifier-verdicts.tsv")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The types python-stdnum has no module for, as the table's header lists them.
    static let unmeasured: Set<String> = {
        let prefix = "# not measured (python-stdnum has no module for them):"
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return [] }
        return Set(line.dropFirst(prefix.count).split(separator: " ").map(String.init))
    }()

    static let cases: [Case] = {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 5 else { return nil }
            return Case(
                type: columns[0], input: columns[1], valid: columns[2] == "1", compact: columns[3], origin: columns[4])
        }
    }()

    /// The share of cases each type must agree on.
    static let required = 99.5

    /// Types held to a lower share, each for a documented reason where this library follows the standard and
    /// python-stdnum does not.
    static let exceptions: [String: (share: Double, reason: String)] = [
        "it.codicefiscale": (
            96.0,
            "python-stdnum reads the day modulo 40 and so accepts days 72 to 99 (and 32 to 40), which the 1976 "
                + "decree (DM 23 December 1976) never gives: 1 to 31 for men, 41 to 71 for women; they are refused "
                + "here as impossible dates"
        )
    ]

    @Test func agreesTypeByType() throws {
        #expect(Self.cases.count > 7_000)
        var verdicts = Agreement()
        var disagreements: [String] = []
        var rules: [String: RuleSet<String>] = [:]
        var displays: [String: RuleSet<String>] = [:]
        for example in Self.cases {
            let type = try #require(IdentifierType(name: example.type), "\(example.type)")
            let rule = rules[example.type] ?? RuleSet<String>(.identifier(type))
            rules[example.type] = rule
            let result = rule.validate(example.input)
            var agrees = result.isValid == example.valid && (!example.valid || result.value == example.compact)
            if agrees, example.valid, example.origin == "display" {
                // The input is python-stdnum's display form: this library's must be the same.
                let display = displays[example.type] ?? RuleSet<String>(.identifier(type, format: .display))
                displays[example.type] = display
                agrees = display.validate(example.input) == .valid(example.input)
            }
            verdicts.record(agrees, group: example.type)
            if !agrees {
                disagreements.append(
                    "\(example.type) \(example.input.debugDescription) (\(example.origin)): python-stdnum "
                        + (example.valid ? example.compact : "invalid") + ", here "
                        + (result.isValid ? result.value ?? "" : "invalid"))
            }
        }
        let measured = IdentifierType.allTypes.filter { !Self.unmeasured.contains($0.name) }
        #expect(verdicts.groups.count == measured.count, "every type python-stdnum has is measured")
        let below = verdicts.groups(below: Self.required).filter { type in
            guard let exception = Self.exceptions[type] else { return true }
            return verdicts.groups(below: exception.share).contains(type)
        }
        #expect(below == [], "verdicts: \(verdicts)")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            print("identifiers, python-stdnum: \(verdicts)")
            for line in disagreements { print("  " + line) }
        }
    }
}
