import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The remote machinery with an injected transport: ordering, cancellation, debounce, policies and caching.
/// The same behaviours against the real demo server over loopback are in `LiveRemoteTests`.
@MainActor
@Suite struct RemoteRuleTests {
    let url = URL(string: "http://127.0.0.1:4567/validate")!

    func remote(
        _ transport: FakeTransport, debounce: Duration = .zero, timeout: Duration = .seconds(5),
        failurePolicy: RemoteFailurePolicy = .invalid, cache: RemoteAnswerCache? = nil, message: String? = nil
    ) throws -> AsyncValidationRule<String> {
        try .remote(
            url, message: message, timeout: timeout, debounce: debounce, failurePolicy: failurePolicy, cache: cache,
            transport: transport)
    }

    @Test func waitsThenSettlesValid() async throws {
        let transport = FakeTransport(delay: .milliseconds(50))
        let validator = FormValidator<String>(rules: [.required()])
        validator.add(try remote(transport))
        let recorder = StateRecorder(validator)

        #expect(validator.validate("ada") == .waitingForRemote)
        #expect(!validator.isValid)
        #expect(validator.errors.isEmpty)
        #expect(await validator.waitUntilSettled() == .valid)
        #expect(recorder.states == [.waitingForRemote, .valid])
        #expect(transport.instances == ["ada"])
        #expect(validator.validatedValue == "ada")
    }

    @Test func rejectionMessages() async throws {
        let plain = FormValidator<String>(field: "Username")
        plain.add(try remote(FakeTransport()))
        #expect(await plain.validated("invalid") == .invalid)
        #expect(plain.errors.map(\.code) == [.remoteRejected])
        #expect(plain.errorMessages == ["Username was not accepted."])

        let custom = FormValidator<String>(field: "Username")
        custom.add(try remote(FakeTransport(), message: "{field} is taken."))
        await custom.validated("invalid")
        #expect(custom.errorMessages == ["Username is taken."])

        let server = FormValidator<String>(field: "Username")
        server.add(
            try remote(
                FakeTransport { _ in
                    RemoteResponse(statusCode: 200, body: Data(#"{"valid": false, "message": "Try ada_2."}"#.utf8))
                }, message: "{field} is taken."))
        await server.validated("ada")
        #expect(server.errorMessages == ["Try ada_2."])
    }

    @Test func localFailureWinsAndSendsNothing() async throws {
        let transport = FakeTransport(delay: .milliseconds(200))
        let validator = FormValidator<String>(rules: [.minimumLength(3)])
        validator.add(try remote(transport))
        let recorder = StateRecorder(validator)

        validator.validate("abcd")
        try await eventually { transport.requests.count == 1 }  // in flight
        #expect(validator.validate("ab") == .invalid)  // local failure: at once
        #expect(validator.errors.map(\.code) == [.tooShort])
        await validator.waitUntilSettled()
        try await Task.sleep(for: .milliseconds(300))
        #expect(validator.state == .invalid)  // the late answer for "abcd" was dropped
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(transport.instances == ["abcd"])
        validator.validate("xy")
        #expect(transport.instances == ["abcd"])
    }

    @Test func staleAnswerIsDropped() async throws {
        // "slow" would answer after 10 minutes, "fast" at once: the answer for the newer value must win, and the
        // superseded request is cancelled (only cancellation ends it).
        let transport = FakeTransport { instance in
            if instance == "slow-invalid" { try await Task.sleep(for: .seconds(600)) }
            return RemoteResponse(statusCode: 200, body: Data((instance.contains("invalid") ? "false" : "true").utf8))
        }
        let validator = FormValidator<String>()
        validator.add(try remote(transport))
        validator.validate("slow-invalid")
        try await eventually { transport.requests.count == 1 }  // its request is in flight
        #expect(await validator.validated("fast") == .valid)
        try await eventually { transport.cancellations == 1 }
        #expect(validator.state == .valid)
        #expect(transport.instances == ["slow-invalid", "fast"])
    }

    @Test func sameValueSendsNoNewRequest() async throws {
        let transport = FakeTransport(delay: .milliseconds(50))
        let validator = FormValidator<String>()
        validator.add(try remote(transport))
        validator.validate("ada")
        validator.validate("ada")  // in flight: joins
        await validator.waitUntilSettled()
        validator.validate("ada")  // answered: reuses
        #expect(validator.state == .valid)
        #expect(transport.instances == ["ada"])
        // Another value, then back: the last verdict is remembered only for the latest answered value.
        await validator.validated("bob")
        await validator.validated("bob")
        #expect(transport.instances == ["ada", "bob"])
        // Different parameters make a different request.
        await validator.validated("bob", parameters: ["lang": "en"])
        #expect(transport.instances == ["ada", "bob", "bob"])
    }

    /// Twelve keystrokes 50 ms apart, with a 300 ms debounce: one request, for the last value. Time is a manual
    /// clock, so a busy machine cannot stretch the pauses.
    /// A verdict stands for its value for a while, then the server is asked again.
    @Test func verdictsExpire() async throws {
        let transport = FakeTransport()
        let clock = ManualClock()
        let validator = FormValidator<String>(clock: clock)
        validator.remoteVerdictLifetime = .seconds(60)
        validator.add(try remote(transport))
        await validator.validated("ada")
        clock.advance(by: .seconds(59))
        await validator.validated("ada")
        #expect(transport.requests.count == 1)  // still fresh: reused
        clock.advance(by: .seconds(2))
        await validator.validated("ada")
        #expect(transport.requests.count == 2)  // expired: asked again
    }

    @Test func burstIsDebouncedIntoOneRequest() async throws {
        let transport = FakeTransport()
        let clock = ManualClock()
        let validator = FormValidator<String>(clock: clock)
        validator.add(try remote(transport, debounce: .milliseconds(300)))
        let recorder = StateRecorder(validator)
        for length in 1...12 {
            validator.validate(String(repeating: "a", count: length))
            clock.advance(by: .milliseconds(50))
            await Task.yield()
        }
        #expect(transport.requests.isEmpty)
        clock.advance(by: .milliseconds(300))
        #expect(await validator.waitUntilSettled() == .valid)
        #expect(transport.instances == [String(repeating: "a", count: 12)])
        #expect(recorder.states == [.waitingForRemote, .valid])
    }

    /// The control: pauses longer than the debounce let each value through.
    @Test func pausesLongerThanTheDebounceSendEachValue() async throws {
        let transport = FakeTransport()
        let clock = ManualClock()
        let validator = FormValidator<String>(clock: clock)
        validator.add(try remote(transport, debounce: .milliseconds(300)))
        for value in ["ada", "ada_l", "ada_lovelace"] {
            validator.validate(value)
            try await eventually { clock.sleeperCount == 1 }
            clock.advance(by: .milliseconds(301))
            #expect(await validator.waitUntilSettled() == .valid)
        }
        #expect(transport.instances == ["ada", "ada_l", "ada_lovelace"])
    }

    @Test func immediateValidationSkipsTheDebounce() async throws {
        let transport = FakeTransport()
        let clock = ManualClock()
        let validator = FormValidator<String>(clock: clock)
        validator.add(try remote(transport, debounce: .seconds(600)))
        validator.validate("ada")  // waits on a clock that never moves
        // Submit joins the pending check and skips its debounce: the clock is never advanced, so an answer at all
        // proves it, and the server was asked once.
        #expect(await validator.validated("ada") == .valid)
        #expect(transport.instances == ["ada"])
    }

    @Test(arguments: [
        (RemoteFailurePolicy.invalid, ValidationState.invalid, 1),
        (.valid, .valid, 1),
        (.invalidWithRetry(attempts: 2, delay: .milliseconds(10)), .invalid, 3),
    ])
    func failurePolicies(_ policy: RemoteFailurePolicy, _ expected: ValidationState, _ requests: Int) async throws {
        let transport = FakeTransport { _ in RemoteResponse(statusCode: 503, body: Data("true".utf8)) }
        let delegate = RecordingDelegate()
        let validator = FormValidator<String>(field: "Username")
        validator.delegate = delegate
        validator.add(try remote(transport, failurePolicy: policy))
        #expect(await validator.validated("ada") == expected)
        #expect(transport.requests.count == requests)
        #expect(delegate.failures.map(\.kind) == [.httpStatus])
        #expect(delegate.failures.first?.statusCode == 503)
        #expect(delegate.fields == ["Username"])
        if expected == .invalid {
            #expect(validator.errors.map(\.code) == [.remoteUnavailable])
            #expect(validator.errorMessages == ["Username could not be checked right now."])
            #expect(validator.errors.first?.parameters["reason"] == "HTTP status 503")
        }
        // Failures are never remembered: the same value asks again.
        await validator.validated("ada")
        #expect(transport.requests.count == requests * 2)
    }

    @Test func retryAsksAgainAtOnce() async throws {
        let answers = Locked(0)
        let transport = FakeTransport { _ in
            let isFirst = answers.withLock { count in
                count += 1
                return count == 1
            }
            return isFirst
                ? RemoteResponse(statusCode: 500, body: Data())
                : RemoteResponse(statusCode: 200, body: Data("true".utf8))
        }
        let validator = FormValidator<String>()
        validator.add(try remote(transport, debounce: .seconds(30)))
        #expect(await validator.validated("ada") == .invalid)
        validator.retryRemoteValidation()
        #expect(await validator.waitUntilSettled() == .valid)
        #expect(transport.requests.count == 2)
    }

    @Test func timeoutIsAFailure() async throws {
        let transport = FakeTransport(delay: .seconds(600))
        let validator = FormValidator<String>()
        validator.add(try remote(transport, timeout: .milliseconds(100)))
        // Had the validator waited for the transport's answer, it would read "valid" (no wall-clock bound needed).
        #expect(await validator.validated("ada") == .invalid)
        #expect(validator.errors.first?.code == .remoteUnavailable)
        #expect(validator.errors.first?.parameters["reason"] == "no answer within 100 ms")
    }

    /// A check that ignores cancellation cannot hold the validator past its timeout.
    @Test func timeoutDoesNotWaitForAStubbornCheck() async throws {
        let validator = FormValidator<String>()
        validator.add(
            .customAsync(debounce: .zero, timeout: .milliseconds(100)) { _ in
                let end = ContinuousClock.now + .seconds(600)
                while ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(10)) }
                return true
            })
        // Had the validator waited for the check, it would read "valid" after 600 s (no wall-clock bound needed).
        #expect(await validator.validated("ada") == .invalid)
        #expect(validator.errors.first?.parameters["reason"] == "no answer within 100 ms")
    }

    /// Retrying never brings back a value the user has since changed, emptied or reset.
    @Test func retryOnlyAfterARemoteFailureOfTheCurrentValue() async throws {
        let transport = FakeTransport { _ in RemoteResponse(statusCode: 500, body: Data("true".utf8)) }
        let validator = FormValidator<String>(rules: [.minimumLength(2)])
        validator.add(try remote(transport))
        #expect(await validator.validated("good") == .invalid)  // HTTP 500: a remote failure
        validator.validate("x")  // a local failure now
        validator.retryRemoteValidation()
        #expect(validator.state == .invalid)
        #expect(validator.errors.map(\.code) == [.tooShort])
        validator.reset()
        validator.retryRemoteValidation()
        #expect(validator.state == .notValidated)
        #expect(transport.requests.count == 1)
    }

    /// A rule added while a check is in flight is not skipped by that check.
    @Test func ruleAddedDuringACheckIsApplied() async throws {
        let validator = FormValidator<String>()
        validator.add(try remote(FakeTransport(delay: .milliseconds(200))))
        validator.validate("ada")
        validator.add(.customAsync(debounce: .zero) { _ in false })
        #expect(await validator.validated("ada") == .invalid)
        #expect(validator.errors.map(\.code) == [.remoteRejected])
    }

    @Test func cacheIsOptInBoundedAndClearedByReset() async throws {
        let transport = FakeTransport()
        // A day: answers must not expire while a busy machine stalls the test (158 s has been seen).
        let cache = RemoteAnswerCache(capacity: 2, lifetime: .seconds(86_400))
        let rule = try remote(transport, cache: cache)
        let first = FormValidator<String>()
        first.add(rule)
        await first.validated("ada")
        let second = FormValidator<String>()
        second.add(rule)
        await second.validated("ada")  // from the cache
        #expect(transport.instances == ["ada"])
        await second.validated("bob")
        await second.validated("cy")  // evicts "ada"
        #expect(cache.count == 2)
        second.reset()
        #expect(cache.count == 0)

        let uncached = FormValidator<String>()
        uncached.add(try remote(transport))
        await uncached.validated("dee")
        uncached.reset()
        await uncached.validated("dee")
        #expect(transport.instances.filter { $0 == "dee" }.count == 2)
    }

    @Test func cacheExpires() async throws {
        let transport = FakeTransport()
        let rule = try remote(transport, cache: RemoteAnswerCache(lifetime: .milliseconds(50)))
        await FormValidator<String>(rules: []).validatedWith(rule, "ada")
        try await Task.sleep(for: .milliseconds(100))
        await FormValidator<String>(rules: []).validatedWith(rule, "ada")
        #expect(transport.instances == ["ada", "ada"])
    }

    @Test func releasingTheValidatorCancelsItsRequest() async throws {
        let transport = FakeTransport(delay: .seconds(3_600))
        weak var weakValidator: FormValidator<String>?
        do {
            let validator = FormValidator<String>()
            validator.add(try remote(transport))
            validator.validate("ada")
            weakValidator = validator
            try await eventually { transport.requests.count == 1 }
        }
        #expect(weakValidator == nil)
        try await eventually { transport.cancellations == 1 }
    }

    @Test func delegateHearsAnswers() async throws {
        let delegate = RecordingDelegate()
        let validator = FormValidator<String>()
        validator.delegate = delegate
        validator.add(try remote(FakeTransport()))
        await validator.validated("ada")
        await validator.validated("invalid")
        #expect(delegate.answers == [RemoteAnswer(isValid: true), RemoteAnswer(isValid: false)])
        #expect(delegate.failures.isEmpty)
    }

    @Test func delegateThatValidatesAgainKeepsTheNewerValue() async throws {
        let validator = FormValidator<String>(field: "name", rules: [.minimumLength(2)])
        validator.add(try remote(FakeTransport(delay: .milliseconds(20))))
        let delegate = ActingDelegate { [unowned validator] in validator.validate("x") }
        validator.delegate = delegate
        let settled = await validator.validated("ada")
        #expect(delegate.heard == 1)
        #expect(settled == .invalid)
        #expect(validator.state == .invalid)
        #expect(validator.errors.map(\.code) == [.tooShort])
        #expect(validator.validatedValue == nil)
    }

    @Test func delegateThatResetsLeavesTheValidatorReset() async throws {
        let validator = FormValidator<String>(field: "name", rules: [.minimumLength(2)])
        validator.add(try remote(FakeTransport(delay: .milliseconds(20))))
        let delegate = ActingDelegate { [unowned validator] in validator.reset() }
        validator.delegate = delegate
        #expect(await validator.validated("ada") == .notValidated)
        #expect(validator.errors.isEmpty)
        #expect(validator.validatedValue == nil)
    }

    /// The delegate starts a check of another value: the first answer must not settle it.
    @Test func delegateThatStartsAnotherCheckIsNotSettledByTheFirstAnswer() async throws {
        let transport = FakeTransport(delay: .milliseconds(20))
        let validator = FormValidator<String>(field: "name")
        validator.add(try remote(transport))
        var once = false
        let delegate = ActingDelegate { [unowned validator] in
            guard !once else { return }
            once = true
            validator.validate("invalid")
        }
        validator.delegate = delegate
        let recorder = StateRecorder(validator)
        validator.validate("ada")
        #expect(await validator.waitUntilSettled() == .invalid)
        // Never valid on the way: the answer for "ada" came after the delegate had moved on.
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(transport.instances == ["ada", "invalid"])
        #expect(validator.errors.map(\.code) == [.remoteRejected])
    }

    @Test func emptyValuesSendNothing() async throws {
        let transport = FakeTransport()
        let validator = FormValidator<String>()
        validator.add(try remote(transport))
        #expect(await validator.validated("") == .valid)
        #expect(await validator.validated(nil) == .valid)
        #expect(transport.requests.isEmpty)
    }

    @Test func correctedValueIsWhatIsSent() async throws {
        let transport = FakeTransport()
        let validator = FormValidator<String>(rules: [.trimmingWhitespace()])
        validator.add(try remote(transport))
        await validator.validated("  ada ")
        #expect(transport.instances == ["ada"])
        #expect(validator.validatedValue == "ada")
    }

    @Test func customAsyncRuleUsesTheSameMachinery() async throws {
        let calls = Locked(0)
        let validator = FormValidator<String>(field: "Email")
        validator.add(
            .customAsync(message: "{field} is already registered.", debounce: .milliseconds(50)) { email in
                calls.withLock { $0 += 1 }
                try await Task.sleep(for: .milliseconds(20))
                return email != "taken@example.com"
            })
        for text in ["t", "ta", "taken@example.com"] { validator.validate(text) }
        #expect(validator.state == .waitingForRemote)
        #expect(await validator.waitUntilSettled() == .invalid)
        #expect(validator.errorMessages == ["Email is already registered."])
        #expect(calls.withLock { $0 } == 1)

        let throwing = FormValidator<String>()
        throwing.add(.customAsync(debounce: .zero) { _ in throw CancellationError() })
        #expect(await throwing.validated("x") == .invalid)
        #expect(throwing.errors.first?.code == .remoteUnavailable)
    }

    @Test(arguments: [
        ("http://example.com/check", false), ("https://example.com/check", true), ("http://localhost:4567/v", true),
        ("http://127.0.0.1/v", true), ("http://127.1.2.3/v", true), ("http://[::1]:80/v", true),
        ("http://app.localhost/v", true), ("ftp://example.com/v", false), ("file:///tmp/x", false),
        ("http://10.0.0.1/v", false), ("http://127.0.0.1.evil.com/v", false),
    ])
    func plainHTTPOnlyForLoopback(_ address: String, _ allowed: Bool) throws {
        let url = try #require(URL(string: address))
        let made = Result { () throws(RemoteRuleError) in try AsyncValidationRule<String>.remote(url) }
        #expect(((try? made.get()) != nil) == allowed, "\(address)")
        if address.hasPrefix("http://") {
            #expect((try? AsyncValidationRule<String>.remote(url, allowsInsecureHTTP: true)) != nil)
        }
    }

    @Test func requestIsALPValidatorsWireFormat() async throws {
        let transport = FakeTransport()
        let validator = FormValidator<String>()
        validator.add(try .remote(url, extra: ["lang": "en", "min": 3], debounce: .zero, transport: transport))
        await validator.validated("ada", parameters: ["lang": "de"])
        let request = try #require(transport.requests.first)
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"extra":{"lang":"de","min":3},"instance":"ada"}"#)
        #expect(request.urlRequest.httpMethod == "POST")
        #expect(request.urlRequest.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.urlRequest.value(forHTTPHeaderField: "Accept") == "application/json")

        let bare = FakeTransport()
        let plain = FormValidator<String>()
        plain.add(try .remote(url, debounce: .zero, transport: bare))
        await plain.validated("a/b")
        #expect(String(decoding: bare.requests[0].body, as: UTF8.self) == #"{"instance":"a/b"}"#)
    }
}

extension FormValidator where Value == String {
    /// Adds `rule` and validates `value` immediately.
    @discardableResult
    func validatedWith(_ rule: AsyncValidationRule<String>, _ value: String) async -> ValidationState {
        add(rule)
        return await validated(value)
    }
}
