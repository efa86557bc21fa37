import FormValidation
import FormValidationSampling
import Foundation

/// `formcheck form --local-only` end to end on files of JSON records, beside pydantic v2 doing the same work on the
/// same file: the five-field signup of `Benchmarks/Peers/signup-records.form.json` and its pydantic model
/// `Benchmarks/Peers/pydantic_signup.py`, run from the virtual environment `./scripts/benchmark` makes. Also the
/// same file with an empty spec (what reading and writing a record costs), and nested orders
/// (`Fixtures/order.form.json`: a customer object and three addresses each).
enum RecordSuite {
    /// Seeded five-field signups, one JSON object per line, most of them valid; the invalid ones break one rule
    /// each in ways both validators agree on.
    static func signups(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x5349_474E_5550)
        let names = ["ada", "grace", "alan", "edsger", "barbara", "donald", "margaret", "ken", "linus", "radia"]
        let domains = ["example.com", "mail.example.org", "posteo.de", "example.co.uk", "uni-example.edu"]
        let countries = ["AR", "AU", "BR", "CA", "DE", "ES", "FR", "GB", "IN", "IT", "JP", "MX", "NL", "US"]
        func pick(_ values: [String]) -> String { values[random.next(below: values.count)] }
        return (0..<count).map { _ in
            let name = pick(names)
            var username = "\(name)_\(random.next(below: 100_000))"
            var email = "\(name).\(random.next(below: 10_000))@\(pick(domains))"
            var password = "Secret\(random.next(below: 1000))\(pick(names))"
            var age = String(18 + random.next(below: 70))
            var country = pick(countries)
            switch random.next(below: 40) {
            case 0: username = "\(name.capitalized) Smith"
            case 1: username = "ab"
            case 2: email = "\(name).example.com"
            case 3: email = "\(name)@"
            case 4: password = "short1A"
            case 5: password = "alllowercase42"
            case 6: age = String(5 + random.next(below: 8))
            case 7: country = "XX"
            default: break
            }
            return #"{"username":"\#(username)","email":"\#(email)","password":"\#(password)","age":\#(age),"#
                + #""country":"\#(country)"}"#
        }
    }

    /// Seeded orders for `Fixtures/order.form.json`: a customer and three addresses, in four countries, with
    /// postal codes and phone numbers valid there; one in twenty with a bad postal code.
    static func orders(count: Int) -> [String] {
        var random = SplitMix64(seed: 0x4F52_4445_5253)
        let places: [(country: String, city: String, postalCode: String, phone: String)] = [
            ("US", "New York", "10001", "(201) 555-0123"), ("GB", "London", "SW1A 1AA", "020 7946 0000"),
            ("DE", "Berlin", "10115", "030 123456"), ("FR", "Paris", "75001", "01 23 45 67 89"),
        ]
        let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Radia Perlman", "Barbara Liskov"]
        return (0..<count).map { _ in
            let name = names[random.next(below: names.count)]
            let email = "\(name.split(separator: " ")[0].lowercased()).\(random.next(below: 10_000))@example.com"
            let addresses = (0..<3).map { index in
                let place = places[random.next(below: places.count)]
                let postalCode = random.next(below: 20) == 0 ? "0000000" : place.postalCode
                return #"{"street":"\#(1 + random.next(below: 999)) Main Street \#(index)","city":"\#(place.city)","#
                    + #""country":"\#(place.country)","postalCode":"\#(postalCode)","phone":"\#(place.phone)"}"#
            }
            return #"{"customer":{"name":"\#(name)","email":"\#(email)"},"addresses":["#
                + addresses.joined(separator: ",") + "]}"
        }
    }

    /// One program's runs on one file: the best CPU and wall-clock times, and its answers.
    struct Run {
        var cpuSeconds = Double.infinity
        var wallSeconds = Double.infinity
        var answers: [Substring] = []

        /// Whether each answer says its record is valid.
        var verdicts: [Bool] { answers.map { !$0.hasSuffix(#""valid":false}"#) } }
    }

    @MainActor
    static func run(
        formcheck: String, pydantic: String?, root: URL, records: Int, orders: Int, runs: Int, report: Report
    ) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("record-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signupFile = folder.appendingPathComponent("signups.jsonl")
        let signupText = Self.signups(count: records).joined(separator: "\n") + "\n"
        try Data(signupText.utf8).write(to: signupFile)
        let orderFile = folder.appendingPathComponent("orders.jsonl")
        let orderText = Self.orders(count: orders).joined(separator: "\n") + "\n"
        try Data(orderText.utf8).write(to: orderFile)
        let emptySpec = folder.appendingPathComponent("empty.form.json")
        try Data(#"{"name": "empty", "fields": []}"#.utf8).write(to: emptySpec)
        let signupSpec = root.appendingPathComponent("Benchmarks/Peers/signup-records.form.json").path
        let orderSpec = root.appendingPathComponent("Fixtures/order.form.json").path
        let pydanticScript = root.appendingPathComponent("Benchmarks/Peers/pydantic_signup.py").path

        /// Runs `executable` `runs` times on `input` (alternating programs is the caller's loop), keeping the best.
        func measure(_ executable: String, _ arguments: [String], input: URL, into run: inout Run, name: String)
            throws
        {
            let output = folder.appendingPathComponent("\(name).out")
            let start = monotonicNanoseconds()
            let (status, cpu) = try FormCheckSuite.spawnAndWait(
                executable, arguments, input: input.path, output: output.path)
            let wall = Double(monotonicNanoseconds() - start) / 1e9
            guard status == 0 || status == 1 else { throw BenchmarkError("\(name) exited with status \(status)") }
            run.cpuSeconds = min(run.cpuSeconds, cpu)
            run.wallSeconds = min(run.wallSeconds, wall)
            let text = try String(contentsOf: output, encoding: .utf8)
            run.answers = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 }
        }

        var ours = Run()
        var empty = Run()
        var peer = Run()
        var nested = Run()
        // Alternating, so that a slow spell of the machine falls on every program alike.
        for _ in 0..<runs {
            try measure(
                formcheck, ["form", "--spec", signupSpec, "--local-only"], input: signupFile, into: &ours,
                name: "formcheck")
            if let pydantic {
                try measure(pydantic, [pydanticScript], input: signupFile, into: &peer, name: "pydantic")
            }
            try measure(
                formcheck, ["form", "--spec", emptySpec.path, "--local-only"], input: signupFile, into: &empty,
                name: "empty")
            try measure(
                formcheck, ["form", "--spec", orderSpec, "--local-only"], input: orderFile, into: &nested,
                name: "orders")
        }
        for (run, lines, name) in [
            (ours, records, "signups"), (empty, records, "empty spec"), (nested, orders, "orders"),
        ]
        where run.answers.count != lines {
            throw BenchmarkError("formcheck form (\(name)) answered \(run.answers.count) lines of \(lines)")
        }

        let bytesPerRecord = Double(signupText.utf8.count) / Double(records)
        func microseconds(_ run: Run, _ count: Int) -> Double { run.cpuSeconds / Double(count) * 1e6 }
        func validShare(_ run: Run) -> Double { Double(run.verdicts.count { $0 }) / Double(run.answers.count) * 100 }
        func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        var rows = [
            [
                "formcheck form --local-only", "five-field signups", "\(records)", format(ours.cpuSeconds, 3),
                format(microseconds(ours, records), 2), format(Double(records) / ours.wallSeconds, 0),
                format(validShare(ours), 1) + "%", "",
            ],
            [
                "formcheck form, empty spec", "the same file", "\(records)", format(empty.cpuSeconds, 3),
                format(microseconds(empty, records), 2), format(Double(records) / empty.wallSeconds, 0), "", "",
            ],
            [
                "formcheck form --local-only", "orders: customer, 3 addresses", "\(orders)",
                format(nested.cpuSeconds, 3), format(microseconds(nested, orders), 2),
                format(Double(orders) / nested.wallSeconds, 0), format(validShare(nested), 1) + "%", "",
            ],
        ]
        let orderBytes: String = format(Double(orderText.utf8.count) / Double(orders), 0)
        let cores: Int = ProcessInfo.processInfo.activeProcessorCount
        let perHundredBytes: String = format(microseconds(empty, records) / bytesPerRecord * 100, 2)
        let sizes: String =
            "Signups: \(format(bytesPerRecord, 0)) bytes per record on average; orders: \(orderBytes) bytes."
        let timing: String =
            "CPU seconds: user + system time of the process (both cores together), the best of \(runs) runs, the "
            + "programs alternating; records per second: wall clock, process start to exit, on \(cores) cores."
        var notes: [String] = [
            sizes + " " + timing,
            "The empty spec's cost is what reading a record and writing its answer costs: \(perHundredBytes) µs per "
                + "100 bytes.",
        ]
        report.add("formcheck_form_signup_microseconds_per_record", microseconds(ours, records), "µs")
        report.add("formcheck_form_empty_microseconds_per_record", microseconds(empty, records), "µs")
        report.add("formcheck_form_orders_per_second", Double(orders) / nested.wallSeconds, "records/s")
        if pydantic != nil {
            guard peer.answers.count == records else {
                throw BenchmarkError("pydantic answered \(peer.answers.count) lines of \(records)")
            }
            let agreement = Double(zip(ours.verdicts, peer.verdicts).count { $0 == $1 }) / Double(records) * 100
            rows.insert(
                [
                    "pydantic v2 + email-validator", "the same file", "\(records)", format(peer.cpuSeconds, 3),
                    format(microseconds(peer, records), 2), format(Double(records) / peer.wallSeconds, 0),
                    format(validShare(peer), 1) + "%", "",
                ], at: 1)
            rows[0][7] = format(peer.cpuSeconds / ours.cpuSeconds, 1) + "×"
            notes.append(
                "pydantic: the model in Benchmarks/Peers/pydantic_signup.py (one Python process, as a user runs "
                    + "it); the two agree on \(format(agreement, 2))% of the verdicts.")
            report.add("pydantic_signup_microseconds_per_record", microseconds(peer, records), "µs")
            report.add("formcheck_form_speedup_over_pydantic", peer.cpuSeconds / ours.cpuSeconds, "x")
        } else {
            notes.append(
                "pydantic: not measured (no --pydantic; ./scripts/benchmark makes its virtual environment when "
                    + "python3 and PyPI are there).")
        }
        report.section(
            "formcheck form, end to end (release binary, file in, file out), beside pydantic",
            columns: [
                "program", "records", "count", "CPU seconds", "µs per record", "records per second", "valid",
                "vs pydantic",
            ],
            rows: rows, notes: notes)
    }
}
