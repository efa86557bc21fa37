import FormValidation
import Foundation

/// `benchmarks`: measures the library's hot paths side by side in one run and prints a table per section, or
/// with `--json` one object `{"figures": [{"name", "value", "unit"}, …]}` on standard output.
///
/// ```
/// benchmarks [--short] [--json] [--only SECTION[,SECTION…]] [--formcheck PATH] [--demo-server PATH]
///            [--libphonenumber PATH] [--pydantic PYTHON] [--stdnum PYTHON] [--jsonschema PYTHON]
/// benchmarks --profile WORKLOAD [--iterations N]
/// benchmarks --allocations
/// ```
///
/// `--only` runs some sections: `rules`, `email`, `validator`, `form`, `growth`, `building`, `formcheck`, `records`,
/// `phone`, `identifiers`, `schema`, `messages`, `remote` (all by default; `building`, how building a form grows with its fields, is also part of
/// `growth`). `--libphonenumber` is the peer `phone` compares with, built from
/// `Benchmarks/Peers/libphonenumber-phone.cpp`; `--pydantic` the Python, with pydantic and email-validator
/// installed, that runs `records`' peer `Benchmarks/Peers/pydantic_signup.py`; `--stdnum` the Python, with
/// python-stdnum installed, that runs `identifiers`' peer `Benchmarks/Peers/stdnum_identifier.py`; `--jsonschema`
/// the Python, with jsonschema-rs, fastjsonschema and orjson installed, that runs `schema`'s peers
/// `Benchmarks/Peers/jsonschema_rs_schema.py` and `Benchmarks/Peers/fastjsonschema_schema.py`.
///
/// `--short` runs every section briefly (CI proves with it that the harness works; it asserts no numbers).
/// `--formcheck` is the release `formcheck` binary (by default the one beside this executable); `--demo-server`
/// the demo server's executable, without which the remote section is skipped. `./scripts/benchmark` builds both
/// and passes them. `--profile` runs one workload for a profiler instead (see ``Profiling``). `--allocations` checks
/// that the per-keystroke paths make no heap allocation instead (see ``AllocationProbe``; `./scripts/benchmark
/// --allocations` runs it).
@main
struct BenchmarksMain {
    struct Options {
        var isShort = false
        var isJSON = false
        var formcheck: String?
        var demoServer: String?
        /// The libphonenumber peer's executable (`Benchmarks/Peers/libphonenumber-phone.cpp`, built).
        var libphonenumber: String?
        /// The Python that runs the pydantic peer (`Benchmarks/Peers/pydantic_signup.py`).
        var pydantic: String?
        /// The Python that runs the python-stdnum peer (`Benchmarks/Peers/stdnum_identifier.py`).
        var stdnum: String?
        /// The Python that runs the JSON Schema peers (`Benchmarks/Peers/jsonschema_rs_schema.py` and
        /// `fastjsonschema_schema.py`).
        var jsonSchema: String?
        var profile: String?
        var checksAllocations = false
        var iterations = 100_000
        /// The sections to run; all of them when `nil`.
        var sections: Set<String>?
        static let sectionNames = [
            "rules", "email", "validator", "form", "growth", "building", "formatting", "formcheck", "records", "phone",
            "identifiers", "schema", "messages", "remote",
        ]

        /// Whether the run includes `section`.
        func runs(_ section: String) -> Bool { sections?.contains(section) ?? true }

        init(_ arguments: [String]) throws {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--short": isShort = true
                case "--json": isJSON = true
                case "--formcheck":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--formcheck needs a path") }
                    formcheck = path
                case "--demo-server":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--demo-server needs a path") }
                    demoServer = path
                case "--libphonenumber":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--libphonenumber needs a path") }
                    libphonenumber = path
                case "--pydantic":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--pydantic needs a path") }
                    pydantic = path
                case "--stdnum":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--stdnum needs a path") }
                    stdnum = path
                case "--jsonschema":
                    guard let path = rest.popFirst() else { throw BenchmarkError("--jsonschema needs a path") }
                    jsonSchema = path
                case "--only":
                    guard let list = rest.popFirst() else { throw BenchmarkError("--only needs a section") }
                    let names = list.split(separator: ",").map(String.init)
                    if let unknown = names.first(where: { !Self.sectionNames.contains($0) }) {
                        throw BenchmarkError(
                            "unknown section \(unknown); one of: \(Self.sectionNames.joined(separator: ", "))")
                    }
                    sections = Set(names)
                case "--profile":
                    guard let name = rest.popFirst() else { throw BenchmarkError("--profile needs a workload") }
                    profile = name
                case "--allocations": checksAllocations = true
                case "--iterations":
                    guard let text = rest.popFirst(), let count = Int(text), count > 0 else {
                        throw BenchmarkError("--iterations needs a positive number")
                    }
                    iterations = count
                case "-h", "--help":
                    throw BenchmarkError(
                        "usage: benchmarks [--short] [--json] [--only SECTION[,SECTION…]] [--formcheck PATH] "
                            + "[--demo-server PATH] [--libphonenumber PATH] [--pydantic PYTHON] [--stdnum PYTHON] "
                            + "[--jsonschema PYTHON]\n"
                            + "       benchmarks --profile WORKLOAD [--iterations N]\n"
                            + "       benchmarks --allocations")
                default:
                    throw BenchmarkError("unknown argument \(argument)")
                }
            }
        }
    }

    @MainActor
    static func main() async {
        do {
            try await run(Options(Array(CommandLine.arguments.dropFirst())))
        } catch {
            FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
            exit(1)
        }
    }

    @MainActor
    static func run(_ options: Options) async throws {
        if let profile = options.profile {
            return try Profiling.run(profile, iterations: options.iterations)
        }
        if options.checksAllocations {
            var corpus = EmailCorpus()
            exit(AllocationProbe.run(emails: corpus.addresses(count: 100)) ? 0 : 1)
        }
        let report = Report(isJSON: options.isJSON)
        let sampling: Sampling = options.isShort ? .short : .full
        // The repository: two folders above this file's Sources/benchmarks.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        #if DEBUG
            report.show("WARNING: a debug build; measure with -c release (./scripts/benchmark does).")
        #endif
        report.show(
            "FormValidation benchmarks (\(options.isShort ? "short" : "full") run; times are CPU time per operation in the "
                + "fastest of \(sampling.rounds) rounds of ~\(Double(sampling.roundNanoseconds) / 1e6) ms)")

        var corpus = EmailCorpus()
        let mixed = corpus.addresses(count: 1000)
        let valid = corpus.validAddresses(count: 1000)
        let invalid = corpus.invalidAddresses(count: 1000)
        let averageBytes = Double(mixed.reduce(0) { $0 + $1.utf8.count }) / Double(mixed.count)
        report.show("Email corpus: 1000 addresses, 70% valid, \(String(format: "%.1f", averageBytes)) bytes on average")

        if options.runs("rules") {
            runRules(emails: Array(mixed.prefix(100)), sampling: sampling, report: report)
        }
        if options.runs("email") {
            report.show("Email against the seed regular expression…")
            SeedRegexSuite.run(valid: valid, mixed: mixed, sampling: sampling, report: report)
        }
        if options.runs("validator") {
            report.show("FormValidator…")
            ValidatorSuite.run(addresses: valid, sampling: sampling, report: report)
            ValidatorSuite.invalidToValid(valid: valid, invalid: invalid, sampling: sampling, report: report)
        }
        if options.runs("form") {
            report.show("Signup form…")
            try FormSuite.run(root: root, emails: valid, sampling: sampling, report: report)
        }
        if options.runs("growth") {
            report.show("Cost against length…")
            GrowthSuite.run(sampling: sampling, report: report)
        }
        if options.runs("growth") {
            report.show("Readers against size…")
            try GrowthSuite.runReaders(formcheck: formcheckPath(options), sampling: sampling, report: report)
        }
        if options.runs("growth") || options.runs("building") {
            report.show("Building forms…")
            GrowthSuite.runFormBuilding(sampling: sampling, report: report)
        }
        if options.runs("formatting") {
            report.show("Formatting as you type…")
            FormattingSuite.run(sampling: sampling, report: report)
        }
        if options.runs("formcheck") { try runFormCheck(options, report: report) }
        if options.runs("records") { try runRecords(options, root: root, report: report) }
        if options.runs("phone") { try runPhone(options, report: report) }
        if options.runs("identifiers") { try runIdentifiers(options, root: root, report: report) }
        if options.runs("schema") { try runSchema(options, root: root, report: report) }
        if options.runs("messages") {
            report.show("Error messages by language…")
            MessageSuite.run(sampling: sampling, report: report)
        }
        if options.runs("remote") { try await runRemote(options, report: report) }

        if options.isJSON { print(report.json) }
    }

    /// Every built-in rule, through a rule set, a validator and a field.
    @MainActor
    static func runRules(emails: [String], sampling: Sampling, report: Report) {
        report.show("Rules…")
        let (cases, leftOut) = RuleCase.all(emails: emails)
        RuleSuite.run(cases, leftOut: leftOut, sampling: sampling, report: report)
    }

    /// The release `formcheck` to measure: `--formcheck`, else the one beside this executable.
    static func formcheckPath(_ options: Options) -> String {
        options.formcheck
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("formcheck").path
    }

    /// `formcheck email` over a generated file.
    @MainActor
    static func runFormCheck(_ options: Options, report: Report) throws {
        let formcheck = formcheckPath(options)
        if FileManager.default.isExecutableFile(atPath: formcheck) {
            report.show("formcheck email…")
            try FormCheckSuite.run(
                formcheck: formcheck, lines: options.isShort ? 100_000 : 1_000_000, runs: options.isShort ? 1 : 5,
                report: report)
        } else {
            report.show(
                "SKIPPED formcheck: no executable at \(formcheck) (build it: swift build -c release --product formcheck)"
            )
        }
    }

    /// `formcheck form` over generated records, beside pydantic when its virtual environment is there.
    @MainActor
    static func runRecords(_ options: Options, root: URL, report: Report) throws {
        let formcheck = formcheckPath(options)
        guard FileManager.default.isExecutableFile(atPath: formcheck) else {
            return report.show("SKIPPED records: no executable at \(formcheck)")
        }
        report.show("formcheck form against pydantic…")
        try RecordSuite.run(
            formcheck: formcheck, pydantic: options.pydantic, root: root,
            records: options.isShort ? 20_000 : 1_000_000, orders: options.isShort ? 5_000 : 200_000,
            runs: options.isShort ? 1 : 3, report: report)
    }

    /// `formcheck phone` over a generated file, beside libphonenumber when its peer is built.
    @MainActor
    static func runPhone(_ options: Options, report: Report) throws {
        let formcheck = formcheckPath(options)
        guard FileManager.default.isExecutableFile(atPath: formcheck) else {
            return report.show("SKIPPED phone: no executable at \(formcheck)")
        }
        report.show("formcheck phone against libphonenumber…")
        try PhonePeerSuite.run(
            formcheck: formcheck, peer: options.libphonenumber, lines: options.isShort ? 50_000 : 1_000_000,
            runs: options.isShort ? 1 : 3, report: report)
    }

    /// `formcheck identifier` over a generated file, beside python-stdnum when its virtual environment is there.
    @MainActor
    static func runIdentifiers(_ options: Options, root: URL, report: Report) throws {
        let formcheck = formcheckPath(options)
        guard FileManager.default.isExecutableFile(atPath: formcheck) else {
            return report.show("SKIPPED identifiers: no executable at \(formcheck)")
        }
        report.show("Identifier types…")
        IdentifierPeerSuite.runTypes(sampling: options.isShort ? .short : .full, report: report)
        report.show("formcheck identifier against python-stdnum…")
        try IdentifierPeerSuite.run(
            formcheck: formcheck, python: options.stdnum, root: root, lines: options.isShort ? 50_000 : 1_000_000,
            runs: options.isShort ? 1 : 3, report: report)
    }

    /// `formcheck schema` over generated signups and orders, beside jsonschema-rs and fastjsonschema when their
    /// virtual environment is there.
    @MainActor
    static func runSchema(_ options: Options, root: URL, report: Report) throws {
        let formcheck = formcheckPath(options)
        guard FileManager.default.isExecutableFile(atPath: formcheck) else {
            return report.show("SKIPPED schema: no executable at \(formcheck)")
        }
        report.show("formcheck schema against jsonschema-rs and fastjsonschema…")
        try SchemaPeerSuite.run(
            formcheck: formcheck, python: options.jsonSchema, root: root,
            signups: options.isShort ? 10_000 : 200_000, orders: options.isShort ? 2_000 : 100_000,
            runs: options.isShort ? 1 : 3, report: report)
    }

    /// The remote rule against the demo server.
    @MainActor
    static func runRemote(_ options: Options, report: Report) async throws {
        if let demoServer = options.demoServer {
            report.show("Remote rule…")
            try await RemoteSuite.run(
                demoServer: demoServer, runs: options.isShort ? 1 : 10, gap: .milliseconds(80), report: report)
        } else {
            report.show("SKIPPED remote: pass --demo-server PATH (./scripts/benchmark does)")
        }
    }
}
