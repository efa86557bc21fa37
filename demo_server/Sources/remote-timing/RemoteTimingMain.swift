import ArgumentParser
import DemoServer
import FormValidation
import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `remote-timing`: measures the remote rule against the demo server over loopback and prints the figures.
///
/// It types "ada_lovelace" into a validator with a remote rule, one keystroke every `--gap` milliseconds (12
/// keystrokes), once with the default 300 ms debounce and once without (the baseline), `--runs` times each, and
/// reports the requests the server counted per burst and the time from the last keystroke to a settled state.
@main
struct RemoteTimingMain: AsyncParsableCommand {
    /// The command's name and summary for `--help`.
    static let configuration = CommandConfiguration(
        commandName: "remote-timing",
        abstract: "Measure the remote rule against the demo server, with and without debounce.",
        discussion: """
            Starts the demo server in-process on a free loopback port, types "ada_lovelace" into a validator with \
            a remote rule (12 keystrokes, --gap apart), --runs times without debounce and --runs times with the \
            default 300 ms debounce, and prints the requests per burst and the time from the last keystroke to a \
            settled state.
            """
    )

    // Both options parse `.unconditional`ly, so that `--runs -1` reads -1 (and is refused as such) rather than
    // a missing value.

    /// How many bursts to type per setting.
    @Option(
        parsing: .unconditional,
        help: "How many bursts to type per setting (at least 1)."
    )
    var runs: Int = 10

    /// The pause between keystrokes, in milliseconds.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The pause between keystrokes, in milliseconds (0 or more).", valueName: "ms")
    )
    var gap: Int = 80

    /// Rejects fewer than one run and a negative gap.
    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1, not \(runs).") }
        guard gap >= 0 else { throw ValidationError("--gap must be 0 or more milliseconds, not \(gap).") }
    }

    /// Measures and prints the figures.
    func run() async throws {
        try await Self.measure(runs: runs, gap: .milliseconds(gap))
    }

    /// Starts the server, types `runs` bursts per setting and prints the table.
    @MainActor
    static func measure(runs: Int, gap: Duration) async throws {
        let server = try await InProcessServer.start(
            configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: true, logLevel: .error))
        let base = server.address.url
        let bursts = runs == 1 ? "1 burst" : "\(runs) bursts"
        print("remote-timing: server at \(base), \(bursts) of 12 keystrokes \(Int(gap.milliseconds)) ms apart each")

        var rows: [(String, Sample)] = []
        for debounce in [Duration.zero, RemoteCheckDefaults.debounce] {
            var sample = Sample()
            for _ in 0..<runs {
                let (requests, settle) = try await burst(base: base, debounce: debounce, gap: gap)
                sample.requests.append(requests)
                sample.settle.append(settle)
            }
            rows.append((debounce == .zero ? "no debounce (baseline)" : "debounce \(Int(debounce / .milliseconds(1))) ms", sample))
        }
        print("")
        print("setting                  requests per burst (min / median / max)   last keystroke → settled (median / p90)")
        for (name, sample) in rows {
            let r = sample.requests.sorted()
            let settle = sample.settle.sorted()
            print(
                name.padding(toLength: 25, withPad: " ", startingAt: 0)
                    + "\(r[0]) / \(median(r)) / \(r[r.count - 1])".padding(toLength: 42, withPad: " ", startingAt: 0)
                    + "\(format(median(settle))) / \(format(percentile(settle, 0.9)))")
        }
        let baseline = Double(rows[0].1.requests.reduce(0, +)) / Double(runs)
        let debounced = Double(rows[1].1.requests.reduce(0, +)) / Double(runs)
        print("")
        print(String(format: "requests per burst, debounced / baseline: %.2f / %.2f = %.3f", debounced, baseline, debounced / baseline))
    }

    /// Types one burst and returns the server's request count and the time from the last keystroke to settled.
    @MainActor
    static func burst(base: String, debounce: Duration, gap: Duration) async throws -> (Int, Duration) {
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
        precondition(validator.state == .valid, "the burst should settle valid, not \(validator.state)")
        return (try await requestCount(base), settled)
    }

    static func resetCounter(_ base: String) async throws {
        var request = URLRequest(url: URL(string: base + "/fault/requests")!)
        request.httpMethod = "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }

    static func requestCount(_ base: String) async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: base + "/fault/requests")!)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["total"] as? Int ?? -1
    }

    struct Sample {
        var requests: [Int] = []
        var settle: [Duration] = []
    }

    static func median<T>(_ sorted: [T]) -> T { sorted[sorted.count / 2] }

    static func percentile<T>(_ sorted: [T], _ p: Double) -> T {
        sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    static func format(_ duration: Duration) -> String {
        String(format: "%.1f ms", duration.milliseconds)
    }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
