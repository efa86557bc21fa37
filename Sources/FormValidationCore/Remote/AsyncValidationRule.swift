public import Foundation

/// A check that takes time: asking a server ("is this username taken?") or any asynchronous closure.
///
/// Asynchronous rules run after the local rules pass, and only then: a value that fails a local rule never
/// costs a request. A ``FormValidator`` runs them with the care remote checks need — debounce, cancellation of
/// superseded checks, dropping of stale answers, a timeout, and a ``RemoteFailurePolicy`` for failures. Server
/// code can run one directly with ``check(_:parameters:)``.
///
/// ```swift
/// let username = FormValidator<String>(field: "Username", rules: [.required(), .length(3...20)])
/// let available = try AsyncValidationRule<String>.remote(
///     URL(string: "https://api.example.com/username-available")!,
///     message: "{field} is taken."
/// )
/// username.add(available)
/// ```
public struct AsyncValidationRule<Value: Sendable>: Sendable {
    /// What the check does for one value and the call's extra parameters.
    public typealias Check = @Sendable (_ value: Value, _ parameters: [String: JSONValue]) async -> RemoteOutcome

    /// A short name for the rule: `remote` or `customAsync`.
    public let name: String
    /// The URL of a remote rule, reported to the ``RemoteValidationDelegate``; `nil` for custom checks.
    public let url: URL?
    /// How long a value must stay unchanged before the check starts; an immediate validation skips it.
    public var debounce: Duration
    /// How long to wait for an answer before the check counts as failed.
    public var timeout: Duration
    /// What a failure means for the validator's state.
    public var failurePolicy: RemoteFailurePolicy
    /// The message for a rejected value when the answer brings none; `nil` for the default.
    public var customMessage: String?
    /// The cache the rule reads and fills, if any: only remote rules have one (keyed on the request), and
    /// ``FormValidator/reset()`` empties it.
    public let cache: RemoteAnswerCache?
    package let code: ValidationError.Code
    package let perform: Check
    /// When the rule applies (see ``when(_:)``); `nil` for always.
    package var condition: Condition?

    /// Creates an asynchronous rule from a check.
    ///
    /// The check is wrapped with the rule's timeout and failure policy by ``check(_:parameters:)``.
    ///
    /// - Parameters:
    ///   - name: A short name.
    ///   - url: The URL to report to the delegate, if the check talks to one.
    ///   - code: The error code of a rejection.
    ///   - message: The message of a rejection that brings none.
    ///   - debounce: How long a value must stay unchanged before the check starts.
    ///   - timeout: How long to wait for an answer.
    ///   - failurePolicy: What a failure means.
    ///   - perform: The check.
    public init(
        name: String,
        url: URL? = nil,
        code: ValidationError.Code = .remoteRejected,
        message: String? = nil,
        debounce: Duration = RemoteCheckDefaults.debounce,
        timeout: Duration = RemoteCheckDefaults.timeout,
        failurePolicy: RemoteFailurePolicy = .invalid,
        perform: @escaping Check
    ) {
        self.init(
            name: name, url: url, code: code, message: message, debounce: debounce, timeout: timeout,
            failurePolicy: failurePolicy, cache: nil, perform: perform)
    }

    /// Creates a rule whose check reads and fills `cache` itself, as the remote rule does.
    package init(
        name: String, url: URL?, code: ValidationError.Code, message: String?, debounce: Duration, timeout: Duration,
        failurePolicy: RemoteFailurePolicy, cache: RemoteAnswerCache?, perform: @escaping Check
    ) {
        self.name = name
        self.url = url
        self.code = code
        self.customMessage = message
        self.debounce = debounce
        self.timeout = timeout
        self.failurePolicy = failurePolicy
        self.cache = cache
        self.perform = perform
    }

    /// Runs the check once, with the rule's timeout and retries, and returns its outcome.
    ///
    /// This is what a validator runs; server code can call it directly. It returns promptly when the calling
    /// task is cancelled.
    ///
    /// - Parameters:
    ///   - value: The value to check.
    ///   - parameters: Extra parameters for this call, merged over the rule's own (`extra` on the wire).
    /// - Returns: The verdict, or the failure after the policy's retries.
    public func check(_ value: Value, parameters: [String: JSONValue] = [:]) async -> RemoteOutcome {
        var outcome = await attempt(value, parameters)
        guard let retry = failurePolicy.retry else { return outcome }
        for _ in 0..<retry.attempts {
            guard case .failed = outcome, !Task.isCancelled else { break }
            do { try await Task.sleep(for: retry.delay) } catch { break }
            outcome = await attempt(value, parameters)
        }
        return outcome
    }

    /// Runs the check once, asking the server to answer in the language of `messages` (`Accept-Language`, unless
    /// English), as a validator speaking that language does.
    ///
    /// - Parameters:
    ///   - value: The value to check.
    ///   - messages: The catalog whose language the server's message should be in.
    /// - Returns: The verdict, or the failure after the policy's retries.
    package func check(_ value: Value, speaking messages: MessageCatalog) async -> RemoteOutcome {
        await RemoteRequest.$currentLanguage.withValue(messages.remoteLanguage) { await check(value) }
    }

    /// One attempt, raced against the timeout and the caller's cancellation.
    ///
    /// The check runs in a task of its own, so a check that ignores cancellation cannot hold the caller past
    /// the timeout: whichever of the answer, the timer and a cancellation comes first decides, at once, and the
    /// others are cancelled and ignored.
    private func attempt(_ value: Value, _ parameters: [String: JSONValue]) async -> RemoteOutcome {
        let cancelled = RemoteOutcome.failed(RemoteValidationFailure(.connection, reason: "request cancelled"))
        if Task.isCancelled { return cancelled }
        let perform = self.perform
        let timeout = self.timeout
        let race = OutcomeRace()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation)
                race.track(Task { race.finish(await perform(value, parameters)) })
                race.track(
                    Task {
                        do { try await Task.sleep(for: timeout) } catch { return }
                        race.finish(
                            .failed(
                                RemoteValidationFailure(
                                    .timeout, reason: "no answer within \(timeout.formattedSeconds)")))
                    })
            }
        } onCancel: {
            race.finish(cancelled)
        }
    }

    /// This rule, applying only while `condition` holds: otherwise it sends nothing and reports nothing.
    ///
    /// - Parameter condition: When the rule applies; a rule that has one already applies while both hold.
    /// - Returns: The same rule with a condition.
    public func when(_ condition: Condition) -> Self {
        var copy = self
        copy.condition = condition.and(self.condition)
        return copy
    }

    /// Whether the rule applies now, in the validation whose context is `context`.
    package func applies(in context: FieldContext) -> Bool { condition?.holds(in: context) ?? true }

    /// The failure reported for a rejected value.
    package func rejection(message: String?) -> RuleFailure {
        var failure =
            code == .remoteRejected
            ? RuleFailure(.remoteRejected) : RuleFailure(code: code, template: DefaultMessage.remoteRejected.template)
        if let message { failure.template = message }
        return failure
    }
}

/// The failure of an asynchronous check that gave no verdict, as a validator and a form spec report it.
package enum RemoteUnavailableFailure {
    /// The failure, with the reason as a parameter and `retryable` when the policy lets the user retry.
    package static func failure(reason: String, retryable: Bool) -> RuleFailure {
        var parameters: [String: ValidationParameter] = ["reason": .text(reason)]
        if retryable { parameters["retryable"] = .text("true") }
        return RuleFailure(.remoteUnavailable, parameters: parameters)
    }
}

extension Duration {
    /// "10 s", "300 ms".
    package var formattedSeconds: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

/// The first outcome among an answer, a timer and a cancellation: resumes its waiter once and stops the rest.
private final class OutcomeRace: Sendable {
    private let state = Locked(State())

    private struct State {
        var continuation: CheckedContinuation<RemoteOutcome, Never>?
        var outcome: RemoteOutcome?
        var tasks: [Task<Void, Never>] = []
    }

    /// Remembers the waiter, or resumes it at once when an outcome came first.
    package func start(_ continuation: CheckedContinuation<RemoteOutcome, Never>) {
        let early = state.withLock { state -> RemoteOutcome? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Keeps a racing task, or cancels it at once when the race is over.
    package func track(_ task: Task<Void, Never>) {
        let over = state.withLock { state -> Bool in
            if state.outcome != nil { return true }
            state.tasks.append(task)
            return false
        }
        if over { task.cancel() }
    }

    /// Settles the race with `outcome` unless it is settled already.
    package func finish(_ outcome: RemoteOutcome) {
        let (waiter, losers) = state.withLock {
            state -> (CheckedContinuation<RemoteOutcome, Never>?, [Task<Void, Never>]) in
            guard state.outcome == nil else { return (nil, []) }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.tasks = []
            }
            return (state.continuation, state.tasks)
        }
        for task in losers { task.cancel() }
        waiter?.resume(returning: outcome)
    }
}
