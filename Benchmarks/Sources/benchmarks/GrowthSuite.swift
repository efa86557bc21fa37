import FormValidation
import FormValidationSampling
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How each rule's cost grows with the length of the value: the cost of a 1 MiB value against a 128 KiB one, 8 times
/// the text, for every rule of the catalog (as ``RuleSampler`` builds it from a fixed seed, so a new rule is
/// measured at once) on four kinds of text. Linear work gives about 8; quadratic work 64.
///
/// This is where the library's linearity is measured; the test suite only guards against hangs, with a time limit
/// on megabyte values.
enum GrowthSuite {
    /// The texts repeated to make long values: ASCII that most rules scan to the end, hostile Unicode, digits, and an
    /// address-like run.
    static let tiles: [(name: String, text: String)] = [
        ("words", "ada lovelace "),
        ("Unicode", "e\u{301}👩‍👩‍👧‍👦🇯🇵\u{200F}שלום\u{0}\\u{D800} ١٢\u{A0}"),
        ("digits", "1234567890"),
        ("address", "a.b-c_d+e@"),
    ]

    /// `text` repeated to at least `bytes` bytes of UTF-8.
    static func value(_ text: String, bytes: Int) -> String {
        String(repeating: text, count: bytes / text.utf8.count + 1)
    }

    @MainActor
    static func run(sampling: Sampling, report: Report) {
        let small = tiles.map { value($0.text, bytes: 128 << 10) }
        let large = tiles.map { value($0.text, bytes: 1 << 20) }
        var rows: [[String]] = []
        var worst = (ratio: 0.0, where: "")
        for name in RuleSampler.ruleNames {
            var source = SeededRuleSource(seed: 13)
            var rule: ValidationRule<String>?
            for _ in 0..<400 where rule == nil {
                let sampled = RuleSampler.sample(
                    name, from: &source, transport: URLSessionTransport.shared, fileInspector: LocalFileInspector.shared
                )
                rule = sampled?.rule
            }
            guard let rule else { continue }  // asynchronous (`remote`): nothing local to measure
            let rules = RuleSet(rule, field: "Field", messages: .english)
            var ruleWorst = (ratio: 0.0, tile: "", small: 0.0, large: 0.0)
            for (index, tile) in tiles.enumerated() {
                let costs = measureSideBySide(
                    [
                        Workload(label: "\(name) 128 KiB", operations: 1, expected: 1) {
                            blackHole(rules.validate(small[index]))
                            return 1
                        },
                        Workload(label: "\(name) 1 MiB", operations: 1, expected: 1) {
                            blackHole(rules.validate(large[index]))
                            return 1
                        },
                    ], sampling: Sampling(rounds: max(3, sampling.rounds / 10), roundNanoseconds: 0))
                let ratio = costs[1].nanoseconds / costs[0].nanoseconds
                if ratio > ruleWorst.ratio {
                    ruleWorst = (ratio, tile.name, costs[0].nanoseconds, costs[1].nanoseconds)
                }
            }
            rows.append([
                name, Format.ratio(ruleWorst.ratio), ruleWorst.tile, Format.nanoseconds(ruleWorst.small),
                Format.nanoseconds(ruleWorst.large),
            ])
            report.add("rule_\(name)_growth", ruleWorst.ratio, "x")
            if ruleWorst.ratio > worst.ratio { worst = (ruleWorst.ratio, "\(name), \(ruleWorst.tile)") }
        }
        report.section(
            "Cost against length: 1 MiB against 128 KiB (8 times the text; linear work gives about 8)",
            columns: ["rule", "worst growth", "on", "128 KiB", "1 MiB"], rows: rows,
            notes: [
                "Each rule as RuleSampler builds it from seed 13, on repeated words, hostile Unicode, digits and an "
                    + "address-like run; the text it grows most on is shown. Worst: \(Format.ratio(worst.ratio)) "
                    + "(\(worst.where))."
            ])
        report.add("growth_worst_ratio", worst.ratio, "x")
    }

    /// How building a form grows with its fields: 8,000 fields against 1,000, from code (plain required fields)
    /// and from a spec (every other field applying only while the one before it is "yes", so conditions are
    /// wired too). Linear work gives about 8.
    @MainActor
    static func runFormBuilding(sampling: Sampling, report: Report) {
        func fields(_ count: Int) -> [Field<String>] {
            (0..<count).map { Field<String>("f\($0)", rules: [.trimmingWhitespace(), .required()]) }
        }
        func spec(_ count: Int) -> FormSpec {
            let fields = (0..<count).map { index in
                FieldSpec(
                    name: "f\(index)", when: index % 2 == 1 ? .field("f\(index - 1)", equals: "yes") : nil,
                    rules: [.trimmingWhitespace(), .required()])
            }
            return try! FormSpec(name: "growth", fields: fields)
        }
        let counts = [1_000, 8_000]
        let specs = counts.map(spec)
        var rows: [[String]] = []
        let ways: [(name: String, build: (Int) -> Int)] = [
            ("from code", { index in FormModel(fields: fields(counts[index])).fields.count }),
            ("from a spec", { index in (try? FormModel(spec: specs[index]))?.fields.count ?? 0 }),
        ]
        for way in ways {
            let costs = measureSideBySide(
                counts.indices.map { index in
                    Workload(label: "form \(way.name), \(counts[index]) fields", operations: 1, expected: counts[index])
                    {
                        way.build(index)
                    }
                }, sampling: Sampling(rounds: max(3, sampling.rounds / 10), roundNanoseconds: 0))
            let ratio = costs[1].nanoseconds / costs[0].nanoseconds
            rows.append([
                way.name, Format.ratio(ratio), Format.nanoseconds(costs[0].nanoseconds),
                Format.nanoseconds(costs[1].nanoseconds),
            ])
            let key = way.name == "from code" ? "code" : "spec"
            report.add("form_building_\(key)_growth", ratio, "x")
            report.add("form_building_\(key)_8000_fields_ms", costs[1].nanoseconds / 1e6, "ms")
        }
        report.section(
            "Building a form: 8,000 fields against 1,000 (linear work gives about 8)",
            columns: ["form", "growth", "1,000 fields", "8,000 fields"], rows: rows,
            notes: [
                "FormModel(fields:) with a trimming, required field each; FormModel(spec:) with every other field "
                    + "switched on by the one before it (conditions wired). The cost includes making the fields."
            ])
    }
}

extension GrowthSuite {
    /// How the readers grow with what they read: a record of 200,000 unknown keys against 25,000 (`formcheck form`,
    /// as a process), and schemas of a 100,000-name `required` list and of a 6,000-link `$ref` chain against
    /// 12,500 names and 750 links (`JSONSchema(json:)`, loading). Linear work gives about 8; the search of every
    /// key among the others it replaced gave about 64 (97 s for 200,000 keys).
    @MainActor
    static func runReaders(formcheck: String?, sampling: Sampling, report: Report) throws {
        var rows: [[String]] = []
        let rounds = Sampling(rounds: max(3, sampling.rounds / 10), roundNanoseconds: 0)

        func schemaRow(_ name: String, key: String, small: Int, large: Int, _ text: (Int) -> String) {
            let texts = [text(small), text(large)]
            let costs = measureSideBySide(
                texts.indices.map { index in
                    Workload(label: "\(name) \(index)", operations: 1, expected: 1) {
                        (try? JSONSchema(json: texts[index])) == nil ? 0 : 1
                    }
                }, sampling: rounds)
            let ratio = costs[1].nanoseconds / costs[0].nanoseconds
            rows.append([
                name, "\(small) → \(large)", Format.ratio(ratio), Format.nanoseconds(costs[0].nanoseconds),
                Format.nanoseconds(costs[1].nanoseconds),
            ])
            report.add("reader_\(key)_growth", ratio, "x")
            report.add("reader_\(key)_\(large)_ms", costs[1].nanoseconds / 1e6, "ms")
        }
        schemaRow("JSONSchema: `required` names", key: "schema_required", small: 12_500, large: 100_000) { count in
            #"{"required": ["# + (0..<count).map { "\"n\($0)\"" }.joined(separator: ",") + "]}"
        }
        schemaRow("JSONSchema: `$ref` chain links", key: "schema_ref_chain", small: 750, large: 6_000) { count in
            let links = (0..<count).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }
            return ##"{"$defs": {"## + links.joined(separator: ",")
                + ##", "d\##(count)": {"type": "integer"}}, "$ref": "#/$defs/d0"}"##
        }

        if let formcheck, FileManager.default.isExecutableFile(atPath: formcheck) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("growth-readers-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let spec = folder.appendingPathComponent("spec.json").path
            try Data(#"{"name": "r", "fields": [{"name": "name", "rules": [{"rule": "required"}]}]}"#.utf8)
                .write(to: URL(fileURLWithPath: spec))
            let output = folder.appendingPathComponent("out.jsonl").path
            var seconds: [Double] = []
            for count in [25_000, 200_000] {
                let input = folder.appendingPathComponent("record-\(count).jsonl").path
                let keys = (0..<count).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
                try Data(("{" + keys + #", "name": "Ada"}"# + "\n").utf8).write(to: URL(fileURLWithPath: input))
                var best = Double.infinity
                for _ in 0..<(sampling.rounds > 3 ? 3 : 1) {
                    let run = try FormCheckSuite.spawnAndWait(
                        formcheck, ["form", "--spec", spec], input: input, output: output)
                    guard run.status == 0 else {
                        throw BenchmarkError("formcheck form refused the record of \(count) keys")
                    }
                    best = min(best, run.cpuSeconds)
                }
                seconds.append(best)
            }
            let ratio = seconds[1] / seconds[0]
            rows.append([
                "formcheck form: unknown keys in a record", "25000 → 200000", Format.ratio(ratio),
                Format.nanoseconds(seconds[0] * 1e9), Format.nanoseconds(seconds[1] * 1e9),
            ])
            report.add("reader_formcheck_unknown_keys_growth", ratio, "x")
            report.add("reader_formcheck_unknown_keys_200000_seconds", seconds[1], "s")
        }
        report.section(
            "Readers against size: 8 times as much (linear work gives about 8)",
            columns: ["reader", "size", "growth", "small", "large"], rows: rows,
            notes: [
                "JSONSchema(json:) loading a schema, in this process; formcheck form (release, CPU time of the "
                    + "process, its start included, best of 3) reading one record whose keys no field names."
            ])
    }
}
