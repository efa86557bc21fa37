import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation
import Testing

extension ReliabilityTests {
    /// One validator, a thousand random sequences of values, against the real demo server's slow route
    /// (`/fault/slow`, which answers like `/validate` after `extra.ms` milliseconds), with random pauses between
    /// values and random server delays, some beyond the rule's timeout. Seeded, so every run draws the same races.
    ///
    /// After each sequence, once settled: the state and errors belong to the last value, nothing is left waiting, and
    /// every request the transport saw ended within the rule's timeout.
    @MainActor
    @Suite(.demoServer, .serialized) struct RemoteRaceTests {
        var server: DemoServer { DemoServer.current! }

        /// What the last value of a sequence must settle to.
        enum Expected: Equatable {
            case valid(String)
            case tooShort
            case rejected
            case unavailable
        }

        @Test func aThousandRandomSequencesSettleOnTheirLastValue() async throws {
            // The server answers a fast value within 20 ms and a slow one after 3 s: a timeout of 1.5 s sits far from
            // both, so a machine busy with the rest of the suite does not turn a fast answer into a timeout.
            let timeout = Duration.milliseconds(1500)
            let transport = TimingTransport(base: URLSessionTransport.shared)
            let validator = FormValidator<String>(field: "Username", rules: [.minimumLength(2)])
            validator.add(
                try .remote(
                    server.url("/fault/slow"), timeout: timeout, debounce: .milliseconds(5), transport: transport))
            var random = SeededRandom(seed: 2024)
            var settledOn: [Expected] = []
            var stretched: [String] = []
            for sequence in 0..<1000 {
                var expected = Expected.valid("")
                let length = Int.random(in: 1...4, using: &random)
                for step in 0..<length {
                    let (value, delay, outcome) = Self.draw(sequence, step, using: &random)
                    expected = outcome
                    if step == length - 1, Bool.random(using: &random) {
                        await validator.validated(value, parameters: ["ms": .number(Decimal(delay))])
                    } else {
                        validator.validate(value, parameters: ["ms": .number(Decimal(delay))])
                    }
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: await Task.yield()
                    case 1: try await Task.sleep(for: .milliseconds(Int.random(in: 0...8, using: &random)))
                    default: break
                    }
                }
                let state = await validator.waitUntilSettled()
                settledOn.append(expected)
                let reasons = validator.errors.compactMap { $0.parameters["reason"].map { "\($0)" } }
                let what = "sequence \(sequence), expecting \(expected), reasons \(reasons)"
                #expect(!validator.isCheckingRemotely, "\(what): a check is still waiting")
                // A fast answer that a stalled machine held past the timeout belongs to the last value too: it is
                // counted, not failed, and must stay rare. Any other outcome is a race.
                if expected != .unavailable, expected != .tooShort, expected != .valid(""),
                    state == .invalid, validator.errors.map(\.code) == [.remoteUnavailable],
                    reasons.allSatisfy({ $0.contains("no answer within") })
                {
                    stretched.append(what)
                    continue
                }
                switch expected {
                case .valid(let value):
                    #expect(state == .valid, "\(what): \(state) \(validator.errors.map(\.code))")
                    #expect(validator.validatedValue == value, "\(what)")
                case .tooShort:
                    #expect(
                        state == .invalid && validator.errors.map(\.code) == [.tooShort],
                        "\(what): \(state) \(validator.errors.map(\.code))")
                case .rejected:
                    #expect(
                        state == .invalid && validator.errors.map(\.code) == [.remoteRejected],
                        "\(what): \(state) \(validator.errors.map(\.code))")
                case .unavailable:
                    #expect(
                        state == .invalid && validator.errors.map(\.code) == [.remoteUnavailable],
                        "\(what): \(state) \(validator.errors.map(\.code))")
                }
            }
            // Cancelled requests unwind on their own tasks: give them a moment, then none may be left.
            let deadline = ContinuousClock.now + .seconds(10)
            while transport.inFlight > 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(transport.inFlight == 0, "\(transport.inFlight) requests never ended")
            #expect(transport.answered.count > 500, "only \(transport.answered.count) requests were sent")
            let slowAnswered = transport.answered.filter { $0.delay > 1500 && $0.gotAnswer }.count
            print(
                "RemoteRaceTests: \(transport.answered.count) requests, \(stretched.count) fast answers timed out, "
                    + "\(slowAnswered) slow requests answered after the timeout")
            // Each sequence whose last value the server delayed past the timeout settled as unavailable (checked
            // above): the timeout, not the server, ended the wait. Judged by outcome, not by wall-clock time, which
            // a busy machine stretches (ASan under load: 18 s).
            #expect(stretched.count <= 5, "fast answers that timed out: \(stretched)")
            // The draw covers every outcome.
            for outcome in [Expected.tooShort, .rejected, .unavailable] { #expect(settledOn.contains(outcome)) }
        }

        /// A value, the server's delay for it in milliseconds, and what it must settle to if it is the last.
        static func draw(_ sequence: Int, _ step: Int, using random: inout SeededRandom) -> (String, Int, Expected) {
            let delay = Int.random(in: 0..<100, using: &random) < 2 ? 3000 : Int.random(in: 0...20, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return ("", delay, .valid(""))
            case 1: return ("a", delay, .tooShort)
            case 2, 3: return ("user-\(sequence)-\(step)-invalid", delay, delay > 1500 ? .unavailable : .rejected)
            default:
                let value = "user-\(sequence)-\(step)"
                return (value, delay, delay > 1500 ? .unavailable : .valid(value))
            }
        }
    }
}

/// Wraps a transport and records, for each request, the server delay it asked for and whether it got the server's
/// answer; and how many requests are still in flight.
final class TimingTransport: RemoteTransport, Sendable {
    private let base: any RemoteTransport
    /// The requests in flight, and how each one that ended went.
    private let record = Locked<(running: Int, ended: [(delay: Int, gotAnswer: Bool)])>((0, []))

    init(base: any RemoteTransport) { self.base = base }

    var inFlight: Int { record.withLock { $0.running } }
    var answered: [(delay: Int, gotAnswer: Bool)] { record.withLock { $0.ended } }

    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        let extra = (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?["extra"]
        let delay = ((extra as? [String: Any])?["ms"] as? NSNumber)?.intValue ?? 0
        record.withLock { $0.running += 1 }
        var gotAnswer = false
        defer {
            record.withLock { record in
                record.running -= 1
                record.ended.append((delay, gotAnswer))
            }
        }
        let response = try await base.send(request)
        gotAnswer = true
        return response
    }
}
