import FormValidation
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The remote rule against the demo server over loopback: requests per 12-keystroke burst, with and without
/// the default debounce, and the time from the last keystroke to a settled state.
enum RemoteSuite {
    /// What one setting gave over its bursts.
    struct Sample {
        var requests: [Int] = []
        var settle: [Double] = []
    }

    @MainActor
    static func run(demoServer: String, runs: Int, gap: Duration, report: Report) async throws {
        let server = try DemoServerProcess(executable: demoServer)
        defer { server.stop() }
        let base = server.url
        report.show("  demo server at \(base); \(runs) burst(s) of 12 keystrokes \(gap) apart per setting")

        var samples: [(name: String, debounce: Duration, sample: Sample)] = []
        for debounce in [Duration.zero, RemoteCheckDefaults.debounce] {
            var sample = Sample()
            for _ in 0..<runs {
                let (requests, settle) = try await burst(base: base, debounce: debounce, gap: gap)
                sample.requests.append(requests)
                sample.settle.append(settle)
            }
            let name = debounce == .zero ? "no debounce" : "debounce \(Int(debounce / .milliseconds(1))) ms"
            samples.append((name, debounce, sample))
        }
        report.section(
            "Remote rule against the demo server (12 keystrokes per burst, \(gap) apart, \(runs) burst(s))",
            columns: ["setting", "requests per burst (mean)", "min / max", "last keystroke → settled (median)"],
            rows: samples.map { name, _, sample in
                let requests = sample.requests.sorted()
                return [
                    name, String(format: "%.1f", mean(requests)), "\(requests.first!) / \(requests.last!)",
                    String(format: "%.1f ms", median(sample.settle.sorted())),
                ]
            })
        report.add("remote_requests_per_burst_without_debounce", mean(samples[0].sample.requests), "requests")
        report.add("remote_requests_per_burst_debounced", mean(samples[1].sample.requests), "requests")
        report.add("remote_settle_ms_without_debounce", median(samples[0].sample.settle.sorted()), "ms")
        report.add("remote_settle_ms_debounced", median(samples[1].sample.settle.sorted()), "ms")
    }

    /// Types "ada_lovelace" one keystroke at a time; returns the requests the server counted and the
    /// milliseconds from the last keystroke to a settled state.
    @MainActor
    static func burst(base: String, debounce: Duration, gap: Duration) async throws -> (Int, Double) {
        try await resetCounter(base)
        let validator = FormValidator<String>()
        validator.add(try .remote(URL(string: base + "/validate")!, debounce: debounce))
        let word = "ada_lovelace"
        let clock = ContinuousClock()
        var lastKeystroke = clock.now
        for length in 1...word.count {
            validator.validate(String(word.prefix(length)))
            lastKeystroke = clock.now
            if length < word.count { try await Task.sleep(for: gap) }
        }
        await validator.waitUntilSettled()
        let settled = clock.now - lastKeystroke
        guard validator.state == .valid else { throw BenchmarkError("a burst settled \(validator.state), not valid") }
        let seconds = Double(settled.components.seconds) + Double(settled.components.attoseconds) / 1e18
        return (try await requestCount(base), seconds * 1000)
    }

    static func resetCounter(_ base: String) async throws {
        var request = URLRequest(url: URL(string: base + "/fault/requests")!)
        request.httpMethod = "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }

    static func requestCount(_ base: String) async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: base + "/fault/requests")!)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let total = object?["total"] as? Int else { throw BenchmarkError("unreadable request count") }
        return total
    }

    static func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(values.count) }
    static func median(_ sorted: [Double]) -> Double { sorted[sorted.count / 2] }
}

/// The demo server, started as a process on a free loopback port with its fault routes (the request counter).
final class DemoServerProcess {
    private let process = Process()
    /// Where it listens: `http://127.0.0.1:PORT`.
    let url: String

    init(executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--host", "127.0.0.1", "--port", "0", "--fault-routes", "--log-level", "error"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Its first line: "listening on http://127.0.0.1:PORT".
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line.append(data)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://"), let end = text[range.lowerBound...].firstIndex(of: "\n") else {
            process.terminate()
            throw BenchmarkError("the demo server did not say where it listens: \(text)")
        }
        url = String(text[range.lowerBound..<end])
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
