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

    /// Where python-stdnum departs from the published standard, each disagreement it causes is recognized here,
    /// with the standard that says this library is right. An explained disagreement is listed apart and does not
    /// count against a type's share; any other does.
    struct Explanation: Sendable {
        let type: String
        let reason: String
        /// Whether the case is one python-stdnum accepts against the standard.
        let applies: @Sendable (_ compact: String) -> Bool
    }

    static let explanations: [Explanation] = [
        Explanation(
            type: "it.codicefiscale",
            reason: "python-stdnum reads the day of birth modulo 40, so it accepts days 81 to 99; the decree of 23 "
                + "December 1976 gives 1 to 31 for men and 41 to 71 for women, so these are impossible dates"
        ) { compact in
            // The day is characters 10 and 11; a letter L to V stands for a digit 0 to 9 (omocodia).
            guard compact.count == 16 else { return false }
            let digits = compact.dropFirst(9).prefix(2).compactMap { character -> Int? in
                character.wholeNumberValue ?? Array("LMNPQRSTUV").firstIndex(of: character)
            }
            return digits.count == 2 && (81...99).contains(digits[0] * 10 + digits[1])
        },
        Explanation(
            type: "eu.vat",
            reason: "python-stdnum reads a Czech birth number's month modulo 50 and then modulo 20, so it accepts "
                + "months 41 to 52 and 91 to 99; the Act on the Population Register (133/2000 Coll., section 13) "
                + "gives 1 to 12 and 21 to 32 for men, 51 to 62 and 71 to 82 for women"
        ) { compact in
            guard compact.hasPrefix("CZ"), compact.count == 11 || compact.count == 12,
                let month = Int(compact.dropFirst(4).prefix(2))
            else { return false }
            return (41...52).contains(month) || (91...99).contains(month)
        },
        Explanation(
            type: "lei",
            reason: "python-stdnum checks an LEI's MOD 97-10 check digits whatever its length; ISO 17442 makes an "
                + "LEI 20 characters"
        ) { compact in compact.count != 20 },
    ]

    @Test func agreesTypeByType() throws {
        #expect(Self.cases.count > 7_000)
        var verdicts = Agreement()
        var disagreements: [String] = []
        var explained: [String: [String]] = [:]
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
            let line =
                "\(example.type) \(example.input.debugDescription) (\(example.origin)): python-stdnum "
                + (example.valid ? example.compact : "invalid") + ", here "
                + (result.isValid ? result.value ?? "" : "invalid")
            if !agrees, example.valid, !result.isValid,
                let explanation = Self.explanations.first(where: {
                    $0.type == example.type && $0.applies(example.compact)
                })
            {
                explained[explanation.reason, default: []].append(line)
                continue
            }
            verdicts.record(agrees, group: example.type)
            if !agrees { disagreements.append(line) }
        }
        let measured = IdentifierType.allTypes.filter { !Self.unmeasured.contains($0.name) }
        #expect(verdicts.groups.count == measured.count, "every type python-stdnum has is measured")
        #expect(verdicts.groups(below: Self.required) == [], "verdicts: \(verdicts)")
        if ProcessInfo.processInfo.environment["FORMVALIDATION_AGREEMENT"] != nil {
            let count = explained.values.reduce(0) { $0 + $1.count }
            print("identifiers, python-stdnum: \(verdicts); explained apart: \(count)")
            for line in disagreements { print("  " + line) }
            for (reason, lines) in explained.sorted(by: { $0.key < $1.key }) {
                print("  explained (\(lines.count)): \(reason)")
                for line in lines { print("    " + line) }
            }
        }
    }
}
