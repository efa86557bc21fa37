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
/// keystrokes), once with the default 300 ms debounce and once without (the baseline), several times each, and
/// reports the requests the server counted per burst and the time from the last keystroke to a settled state.
@main
enum RemoteTimingMain {
    @MainActor
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        let runs = Int(value(of: "--runs", in: arguments) ?? "") ?? 10
        let gap = Duration.milliseconds(Int(value(of: "--gap", in: arguments) ?? "") ?? 80)
        let server = try await InProcessServer.start(
            configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: true, logLevel: .error))
        let base = server.address.url
        print("remote-timing: server at \(base), \(runs) bursts of 12 keystrokes \(gap.milliseconds) ms apart each")

        var rows: [(String, Sample)] = []
        for debounce in [Duration.zero, .milliseconds(300)] {
            var sample = Sample()
            for _ in 0..<runs {
                let (requests, settle) = try await burst(base: base, debounce: debounce, gap: gap)
                sample.requests.append(requests)
                sample.settle.append(settle)
            }
            rows.append((debounce == .zero ? "no debounce (baseline)" : "debounce 300 ms", sample))
        }
        print("")
        print("setting                  requests per burst (min / median / max)   last keystroke → settled (median / p90)")
        for (name, sample) in rows {
            let r = sample.requests.sorted()
            print(
                name.padding(toLength: 25, withPad: " ", startingAt: 0)
                    + "\(r.first!) / \(median(r)) / \(r.last!)".padding(toLength: 42, withPad: " ", startingAt: 0)
                    + "\(format(median(sample.settle.sorted()))) / \(format(percentile(sample.settle.sorted(), 0.9)))")
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

    static func value(of option: String, in arguments: ArraySlice<String>) -> String? {
        guard let index = arguments.firstIndex(of: option), arguments.index(after: index) < arguments.endIndex else {
            return nil
        }
        return arguments[arguments.index(after: index)]
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
