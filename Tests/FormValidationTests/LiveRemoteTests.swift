import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation
import Testing

/// Remote rules against the real demo server over loopback: the wire format, the answers, every fault route,
/// ordering, debounce and cancellation, read back from the server's own request counter.
@MainActor
@Suite(.demoServer, .serialized) struct LiveRemoteTests {
    var server: DemoServer { DemoServer.current! }

    func rule(
        _ path: String, extra: [String: JSONValue] = [:], message: String? = nil, timeout: Duration = .seconds(5),
        debounce: Duration = .zero, transport: any RemoteTransport = URLSessionTransport.shared
    ) throws -> AsyncValidationRule<String> {
        try .remote(
            server.url(path), extra: extra, message: message, timeout: timeout, debounce: debounce,
            transport: transport)
    }

    @Test(arguments: [
        ("ada", ValidationState.valid), ("invalid", .invalid), ("not-invalid-either", .invalid), ("", .valid),
    ])
    func originalDemoAnswers(_ value: String, _ expected: ValidationState) async throws {
        let validator = FormValidator<String>(field: "Code")
        validator.add(try rule("/validate"))
        #expect(await validator.validated(value) == expected)
        if expected == .invalid {
            #expect(validator.errors.map(\.code) == [.remoteRejected])
            #expect(validator.errorMessages == ["Code was not accepted."])
        }
    }

    @Test func parametersArrive() async throws {
        try await server.resetCounter()
        let validator = FormValidator<String>()
        validator.add(try rule("/validate", extra: ["source": "signup", "strict": true]))
        await validator.validated("ada", parameters: ["lang": "en"])
        #expect(
            try await server.lastRequest(to: "/validate")
                == #"{"extra":{"lang":"en","source":"signup","strict":true},"instance":"ada"}"#)
    }

    @Test(arguments: [("admin", false), ("ADMIN", false), ("alice", false), ("ada_lovelace", true)])
    func usernameAvailability(_ name: String, _ available: Bool) async throws {
        let username = FormValidator<String>(field: "Username")
        username.add(try rule("/api/username-available", message: "{field} is not available."))
        let state = await username.validated(name)
        #expect(state == (available ? .valid : .invalid))
        if !available {
            // The server's own message replaces the rule's.
            #expect(username.errorMessages == ["That username is taken."])
        }
    }

    @Test(
        arguments: [
            ("/fault/status/500", RemoteValidationFailure.Kind.httpStatus, "HTTP status 500"),
            ("/fault/status/404", .httpStatus, "HTTP status 404"),
            ("/fault/status/302", .httpStatus, "HTTP status 302"),
            ("/fault/garbage", .unreadableBody, "response is not true, false or {\"valid\": …}"),
            ("/fault/oversized", .bodyTooLarge, "response body over 64 KiB"),
            ("/fault/drop", .connection, nil),
            ("/fault/slow?ms=5000", .timeout, "no answer within 300 ms"),
        ] as [(String, RemoteValidationFailure.Kind, String?)])
    func faultRoutesAreFailuresNotVerdicts(_ path: String, _ kind: RemoteValidationFailure.Kind, _ reason: String?)
        async throws
    {
        let delegate = RecordingDelegate()
        let validator = FormValidator<String>(field: "Username")
        validator.delegate = delegate
        validator.add(try rule(path, timeout: .milliseconds(300)))
        #expect(await validator.validated("ada") == .invalid)
        #expect(validator.errors.map(\.code) == [.remoteUnavailable])
        #expect(validator.errorMessages == ["Username could not be checked right now."])
        #expect(delegate.answers.isEmpty)
        #expect(delegate.failures.map(\.kind) == [kind])
        if let reason { #expect(delegate.failures.first?.reason == reason) }
    }

    @Test func staleAnswerForAnOldValueIsDropped() async throws {
        try await server.resetCounter()
        let validator = FormValidator<String>()
        validator.add(try rule("/fault/slow"))
        let recorder = StateRecorder(validator)
        // The old value is rejected slowly; the new one is accepted at once.
        validator.validate("old-invalid", parameters: ["ms": 1500])
        try await eventually { (try? await server.requestCount("/fault/slow")) == 1 }
        #expect(await validator.validated("new", parameters: ["ms": 0]) == .valid)
        try await Task.sleep(for: .milliseconds(2000))  // past the old answer's time
        #expect(validator.state == .valid)
        #expect(recorder.states == [.waitingForRemote, .valid])
        #expect(try await server.requestCount("/fault/slow") == 2)
    }

    /// The issue's reproduction: a delegate that validates again, or resets, from its own callback is not
    /// overwritten by the answer it was told about.
    @Test func delegateThatValidatesAgainOrResetsIsNotOverwritten() async throws {
        let validator = FormValidator<String>(field: "name", rules: [.minimumLength(2)])
        validator.add(try rule("/fault/slow"))
        let validating = ActingDelegate { [unowned validator] in validator.validate("x") }
        validator.delegate = validating
        #expect(await validator.validated("ada", parameters: ["ms": 20]) == .invalid)
        #expect(validator.errors.map(\.code) == [.tooShort])

        let resetting = ActingDelegate { [unowned validator] in validator.reset() }
        validator.delegate = resetting
        #expect(await validator.validated("grace", parameters: ["ms": 20]) == .notValidated)
        #expect(validator.errors.isEmpty)
        #expect(validating.heard == 1)
        #expect(resetting.heard == 1)
    }

    @Test func failingLocalRuleSendsNoRequest() async throws {
        try await server.resetCounter()
        let validator = FormValidator<String>(rules: [.minimumLength(5)])
        validator.add(try rule("/validate"))
        #expect(await validator.validated("abc") == .invalid)
        #expect(validator.errors.map(\.code) == [.tooShort])
        #expect(try await server.requestCount("/validate") == 0)
        #expect(await validator.validated("abcdef") == .valid)
        #expect(try await server.requestCount("/validate") == 1)
    }

    /// Twelve keystrokes 80 ms apart with the default 300 ms debounce end in one request, counted by the server.
    /// Keystroke time runs on a manual clock so that a busy machine cannot stretch the pauses.
    @Test func burstOfTwelveKeystrokesIsOneRequest() async throws {
        try await server.resetCounter()
        let clock = ManualClock()
        let validator = FormValidator<String>(clock: clock)
        validator.add(try .remote(server.url("/validate")))  // the default debounce, 300 ms
        for length in 1...12 {
            validator.validate(String("ada_lovelace".prefix(length)))
            clock.advance(by: .milliseconds(80))
            await Task.yield()
        }
        #expect(try await server.requestCount("/validate") == 0)
        clock.advance(by: .milliseconds(300))
        #expect(await validator.waitUntilSettled() == .valid)
        #expect(try await server.requestCount("/validate") == 1)
        #expect(try await server.lastRequest(to: "/validate") == #"{"extra":{},"instance":"ada_lovelace"}"#)
    }

    /// Without debounce, each keystroke starts a request and cancels the one before; only the last answer counts.
    @Test func withoutDebounceEveryKeystrokeSendsARequest() async throws {
        try await server.resetCounter()
        let validator = FormValidator<String>()
        validator.add(try rule("/validate", debounce: .zero))
        for length in 1...12 {
            validator.validate(String("ada_lovelace".prefix(length)))
            await Task.yield()
        }
        #expect(await validator.waitUntilSettled() == .valid)
        #expect(validator.validatedValue == "ada_lovelace")
        // Superseded requests are cancelled, some before they reach the server; the last one always does.
        let count = try await server.requestCount("/validate")
        #expect((1...12).contains(count))
        #expect(try await server.lastRequest(to: "/validate") == #"{"extra":{},"instance":"ada_lovelace"}"#)
    }

    /// A request whose task is cancelled before it starts ends at once as cancelled. On Linux, URLSession never
    /// completed some such requests, leaving their callers waiting (found by the thousand-race test).
    @Test(arguments: 0..<20)
    func requestCancelledBeforeItStartsEnds(_ attempt: Int) async throws {
        let request = RemoteRequest(
            url: server.url("/fault/slow?ms=10000"), body: Data(#"{"instance":"ada"}"#.utf8), timeout: .seconds(30))
        let task = Task { () async -> RemoteValidationFailure? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(RemoteValidationFailure) {
                _ = try await URLSessionTransport.shared.send(request)
                return nil
            } catch {
                return error
            }
        }
        // Had it not ended on cancellation, it would have got the server's `true` after 10 s.
        #expect(await task.value == RemoteValidationFailure(.connection, reason: "request cancelled"))
    }

    @Test func releasedValidatorCancelsItsRequest() async throws {
        try await server.resetCounter()
        let transport = RecordingTransport(base: URLSessionTransport.shared)
        weak var weakValidator: FormValidator<String>?
        do {
            let validator = FormValidator<String>()
            validator.add(try rule("/fault/slow?ms=10000", timeout: .seconds(30), transport: transport))
            validator.validate("ada")
            weakValidator = validator
            try await eventually { (try? await server.requestCount("/fault/slow")) == 1 }
        }
        #expect(weakValidator == nil)
        // Had the request not been cancelled, it would have ended with the server's `true` after 10 s.
        try await eventually { transport.outcomes.count == 1 }
        #expect(transport.outcomes.first == .failure(RemoteValidationFailure(.connection, reason: "request cancelled")))
    }
}

/// Wraps a transport and records how each request ended.
final class RecordingTransport: RemoteTransport, Sendable {
    private let base: any RemoteTransport
    private let ended = Locked<[Result<RemoteResponse, RemoteValidationFailure>]>([])

    init(base: any RemoteTransport) { self.base = base }

    var outcomes: [Result<RemoteResponse, RemoteValidationFailure>] { ended.withLock { $0 } }

    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        do {
            let response = try await base.send(request)
            ended.withLock { $0.append(.success(response)) }
            return response
        } catch {
            ended.withLock { $0.append(.failure(error)) }
            throw error
        }
    }
}
