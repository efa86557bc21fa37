import FormValidationSampling
import Foundation

/// `formcheck schema --assert-formats` end to end on files of JSON lines, beside two JSON Schema validators driven
/// from Python on the same files: jsonschema-rs (Rust; `Benchmarks/Peers/jsonschema_rs_schema.py`, every error
/// collected) and fastjsonschema (schemas compiled to Python; `Benchmarks/Peers/fastjsonschema_schema.py`, the first
/// error only), both reading each line with orjson, run by the Python of the virtual environment
/// `./scripts/benchmark` makes. Two files: flat signups against `Benchmarks/Schemas/signup.schema.json`, and nested
/// orders against `Benchmarks/Schemas/order.schema.json`. The section compares their CPU time per record, and
/// checks that every program finds the records the generator made invalid.
enum SchemaPeerSuite {
    /// The countries `signup.schema.json`'s `enum` allows.
    static let signupCountries = [
        "AT", "AU", "BE", "CA", "CH", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "JP", "LU", "NL", "NO", "NZ",
        "PL", "PT", "SE", "US",
    ]

    /// Seeded five-field signups for `signup.schema.json`, one JSON object per line, `age` a number (left out of one
    /// in ten); one in five breaks one keyword of the schema, in ways every validator agrees on. Also the number of
    /// records made invalid.
    static func signups(count: Int) -> (lines: [String], invalid: Int) {
        var random = SplitMix64(seed: 0x53_4348_454D_4153)
        let names = ["ada", "grace", "alan", "edsger", "barbara", "donald", "margaret", "ken", "linus", "radia"]
        let domains = ["example.com", "mail.example.org", "posteo.de", "example.co.uk", "uni-example.edu"]
        var invalid = 0
        let lines = (0..<count).map { _ in
            let name = random.pick(names)
            var username = "\(name)_\(random.next(below: 100_000))"
            var email = "\(name).\(random.next(below: 10_000))@\(random.pick(domains))"
            var password = "Secret\(random.next(below: 1000))\(random.pick(names))"
            var age: String? = random.next(below: 10) == 0 ? nil : String(18 + random.next(below: 70))
            var country: String? = random.pick(signupCountries)
            let breaking = random.next(below: 50)
            switch breaking {
            case 0: username = "\(name.capitalized) Smith"  // pattern
            case 1: username = "ab"  // minLength
            case 2: email = "\(name).example.com"  // format
            case 3: email = "\(name)@"  // format
            case 4: password = "short1A"  // minLength
            case 5: password = "alllowercase42"  // allOf: no capital
            case 6: age = String(5 + random.next(below: 8))  // minimum
            case 7: age = "\(18 + random.next(below: 70)).5"  // type integer
            case 8: country = "XX"  // enum
            case 9: country = nil  // required
            default: break
            }
            if breaking < 10 { invalid += 1 }
            var members = [
                #""username":"\#(username)""#, #""email":"\#(email)""#, #""password":"\#(password)""#,
            ]
            if let age { members.append(#""age":\#(age)"#) }
            if let country { members.append(#""country":"\#(country)""#) }
            return "{" + members.joined(separator: ",") + "}"
        }
        return (lines, invalid)
    }

    /// Seeded orders for `order.schema.json`: an id, a status, a customer object, one to four addresses (street and
    /// postal code matched by patterns) and a total; one in five breaks one keyword of the schema. Also the number
    /// of records made invalid.
    static func orders(count: Int) -> (lines: [String], invalid: Int) {
        var random = SplitMix64(seed: 0x4F_5244_4552_5343)
        let places: [(country: String, city: String, postalCode: String, phone: String)] = [
            ("US", "New York", "10001", "(201) 555-0123"), ("GB", "London", "SW1A 1AA", "020 7946 0000"),
            ("DE", "Berlin", "10115", "030 123456"), ("FR", "Paris", "75001", "01 23 45 67 89"),
            ("GB", "Manchester", "M1 1AE", "+44 161 496 0000"),
        ]
        let streets = ["Main Street", "Baker Street", "Unter den Linden", "Rue de Rivoli", "O'Connell Street"]
        let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Radia Perlman", "Barbara Liskov"]
        let statuses = ["pending", "paid", "shipped", "delivered", "cancelled"]
        var invalid = 0
        let lines = (0..<count).map { _ in
            let breaking = random.next(below: 45)
            if breaking < 9 { invalid += 1 }
            let name = random.pick(names)
            let user = name.split(separator: " ")[0].lowercased()
            var email = "\(user).\(random.next(below: 10_000))@example.com"
            if breaking == 0 { email = "\(user).example.com" }  // format
            var customer = [#""name":"\#(name)""#]
            if breaking != 1 { customer.append(#""email":"\#(email)""#) }  // required
            if random.next(below: 2) == 0 { customer.append(#""loyaltyPoints":\#(random.next(below: 5000))"#) }
            let addressCount = breaking == 2 ? 5 : 1 + random.next(below: 4)  // maxItems
            let broken = random.next(below: addressCount)
            let addresses = (0..<addressCount).map { index in
                let place = random.pick(places)
                var street = "\(1 + random.next(below: 999)) \(random.pick(streets))"
                var postalCode = place.postalCode
                var country = place.country
                var extra = ""
                if index == broken {
                    switch breaking {
                    case 3: postalCode = "0000000"  // pattern
                    case 4: country = "XX"  // enum
                    case 5: street = street.lowercased()  // pattern
                    case 6: extra = #","note":"leave at the door""#  // additionalProperties
                    default: break
                    }
                }
                return #"{"street":"\#(street)","city":"\#(place.city)","postalCode":"\#(postalCode)","#
                    + #""country":"\#(country)","phone":"\#(place.phone)"\#(extra)}"#
            }
            let status = breaking == 7 ? "lost" : random.pick(statuses)  // enum
            let cents = random.next(below: 2_000_000)
            let total = breaking == 8 ? "-5.00" : String(format: "%d.%02d", cents / 100, cents % 100)  // minimum
            return #"{"id":"ORD-\#(String(format: "%08d", random.next(below: 100_000_000)))","status":"\#(status)","#
                + #""customer":{\#(customer.joined(separator: ","))},"addresses":[\#(addresses.joined(separator: ","))],"#
                + #""total":\#(total)}"#
        }
        return (lines, invalid)
    }

    /// One program's runs on one file: the best CPU and wall-clock times, and how many records it found invalid.
    struct Run {
        var cpuSeconds = Double.infinity
        var wallSeconds = Double.infinity
        var invalid = 0
    }

    /// A program the section runs: its name in the table and figures, and how it reads a file with a schema.
    struct Program {
        var label: String
        var figure: String
        var executable: String
        var arguments: (String) -> [String]
    }

    @MainActor
    static func run(
        formcheck: String, python: String?, root: URL, signups signupCount: Int, orders orderCount: Int, runs: Int,
        report: Report
    ) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("schema-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemas = root.appendingPathComponent("Benchmarks/Schemas")
        let peers = root.appendingPathComponent("Benchmarks/Peers")

        let signups = Self.signups(count: signupCount)
        let orders = Self.orders(count: orderCount)
        let files: [(name: String, title: String, schema: String, lines: [String], invalid: Int)] = [
            ("signup", "five-field signups", "signup.schema.json", signups.lines, signups.invalid),
            ("orders", "nested orders: a customer, 1–4 addresses", "order.schema.json", orders.lines, orders.invalid),
        ]
        var programs = [
            Program(label: "formcheck schema --assert-formats", figure: "formcheck_schema", executable: formcheck) {
                ["schema", "--schema", $0, "--assert-formats"]
            }
        ]
        if let python {
            let rust = peers.appendingPathComponent("jsonschema_rs_schema.py").path
            let compiled = peers.appendingPathComponent("fastjsonschema_schema.py").path
            programs.append(
                Program(label: "jsonschema-rs 0.61.2, every error", figure: "jsonschema_rs", executable: python) {
                    [rust, $0]
                })
            programs.append(
                Program(
                    label: "fastjsonschema 2.22.3, first error only", figure: "fastjsonschema", executable: python
                ) { [compiled, $0] })
        }

        var inputs: [URL] = []
        for file in files {
            let input = folder.appendingPathComponent("\(file.name).jsonl")
            try Data((file.lines.joined(separator: "\n") + "\n").utf8).write(to: input)
            inputs.append(input)
        }

        /// Runs one program once on one file, keeping its best times; formcheck answers each line, a peer writes
        /// the number of invalid lines.
        func measure(_ program: Program, file index: Int, into run: inout Run) throws {
            let output = folder.appendingPathComponent("\(program.figure)-\(files[index].name).out")
            let schema = schemas.appendingPathComponent(files[index].schema).path
            let start = monotonicNanoseconds()
            let (status, cpu) = try FormCheckSuite.spawnAndWait(
                program.executable, program.arguments(schema), input: inputs[index].path, output: output.path)
            let wall = Double(monotonicNanoseconds() - start) / 1e9
            guard status == 0 || status == 1 else {
                throw BenchmarkError("\(program.label) exited with status \(status) on the \(files[index].name) file")
            }
            run.cpuSeconds = min(run.cpuSeconds, cpu)
            run.wallSeconds = min(run.wallSeconds, wall)
            let text = try String(contentsOf: output, encoding: .utf8)
            if program.figure == "formcheck_schema" {
                let answers = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                guard answers.count == files[index].lines.count else {
                    throw BenchmarkError(
                        "formcheck schema answered \(answers.count) lines of \(files[index].lines.count)")
                }
                run.invalid = answers.count { $0.hasSuffix(#""valid":false}"#) }
            } else {
                guard let count = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw BenchmarkError("\(program.label) wrote \(text.prefix(200)) instead of a count")
                }
                run.invalid = count
            }
        }

        // runs[file][program]; alternating, so that a slow spell of the machine falls on every program alike.
        var results = [[Run]](repeating: [Run](repeating: Run(), count: programs.count), count: files.count)
        for _ in 0..<runs {
            for index in files.indices {
                for (number, program) in programs.enumerated() {
                    try measure(program, file: index, into: &results[index][number])
                }
            }
        }

        func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        let cores: Int = ProcessInfo.processInfo.activeProcessorCount
        for (index, file) in files.enumerated() {
            let count = Double(file.lines.count)
            let bytes = Double(file.lines.reduce(0) { $0 + $1.utf8.count + 1 }) / count
            let ours = results[index][0]
            func microseconds(_ run: Run) -> Double { run.cpuSeconds / count * 1e6 }
            var rows: [[String]] = []
            for (number, program) in programs.enumerated() {
                let run = results[index][number]
                var comparison = ""
                if number > 0 {
                    let ratio = run.cpuSeconds / ours.cpuSeconds
                    comparison =
                        ratio >= 1
                        ? "formcheck \(Format.ratio(ratio)) faster" : "formcheck \(Format.ratio(1 / ratio)) slower"
                    report.add(
                        "formcheck_schema_\(file.name)_speedup_over_\(program.figure)", ratio, "x")
                }
                rows.append([
                    program.label, format(run.cpuSeconds, 3), format(microseconds(run), 2),
                    format(run.wallSeconds / run.cpuSeconds, 2), "\(run.invalid)", comparison,
                ])
                report.add("\(program.figure)_\(file.name)_cpu_microseconds_per_record", microseconds(run), "µs")
                if number == 0 {
                    report.add(
                        "formcheck_schema_\(file.name)_wall_to_cpu", ours.wallSeconds / ours.cpuSeconds, "x")
                }
            }
            var notes = [
                "\(file.lines.count) \(file.title) (Benchmarks/Schemas/\(file.schema)), \(format(bytes, 0)) bytes per "
                    + "record on average, \(file.invalid) made invalid (one keyword broken each). CPU seconds: user "
                    + "+ system time of the process, the best of \(runs) runs, the programs alternating; wall / CPU: "
                    + "the best wall clock, process start to exit, over the best CPU time, on \(cores) cores (0.5 "
                    + "when both are busy throughout, 1 for one core)."
            ]
            let disagreeing = programs.indices.filter { results[index][$0].invalid != file.invalid }
            if disagreeing.isEmpty {
                notes.append("Every program finds the \(file.invalid) records made invalid, and no other.")
            } else {
                for number in disagreeing {
                    notes.append(
                        "DISAGREEMENT: \(programs[number].label) finds \(results[index][number].invalid) records "
                            + "invalid; the generator made \(file.invalid) invalid.")
                }
            }
            if python != nil {
                notes.append(
                    "The peers run in one Python process each (Benchmarks/Peers/jsonschema_rs_schema.py and "
                        + "fastjsonschema_schema.py), orjson reading each line, formats asserted; they count the "
                        + "invalid records, while formcheck writes a JSON line per record with its errors. "
                        + "fastjsonschema knows no draft 2020-12: it compiles the schema as draft 2019-09, which "
                        + "reads these keywords alike, and stops at each record's first error.")
            } else {
                notes.append(
                    "jsonschema-rs and fastjsonschema: not measured (no --jsonschema; ./scripts/benchmark makes its "
                        + "virtual environment when python3 and PyPI are there).")
            }
            report.section(
                "formcheck schema, end to end (release binary, file in, file out): \(file.title)",
                columns: [
                    "program", "CPU seconds", "CPU µs per record", "wall / CPU", "invalid", "formcheck against it",
                ],
                rows: rows, notes: notes)
        }
    }
}
