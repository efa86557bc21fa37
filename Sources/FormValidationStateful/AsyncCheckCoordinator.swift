@_spi(Locking) import FormValidationCore
import FormValidationSpecs
import Foundation

/// Runs a validator's asynchronous rules with the care remote checks need.
///
/// - Each run supersedes the previous one: its task is cancelled and a late answer is dropped.
/// - The same input (value and parameters) while its check is in flight, or within the verdict's lifetime after
///   it was answered, starts nothing new.
/// - A run waits out the debounce first, unless it is immediate (submit).
/// - Verdicts are remembered for the latest input; failures never are.
@MainActor
final class AsyncCheckCoordinator<Value: ValidatableValue> {
    /// One input to the asynchronous rules: the corrected value and the call's extra parameters.
    struct Input {
        var value: Value
        var parameters: [String: JSONValue]
        /// Which rules apply to this input (their conditions hold), in rule order; empty when all do.
        var applying: [Bool] = []

        /// Whether the rule at `index` applies.
        func applies(_ index: Int) -> Bool { applying.isEmpty || applying[index] }
    }

    private(set) var rules: [AsyncValidationRule<Value>] = []
    /// What debounces are measured with: the continuous clock, or a test's manual one.
    let clock: any Clock<Duration>
    private var isSameValue: ((Value, Value) -> Bool)?
    private var pending: Pending?
    private var answered: (input: Input, settlement: RemoteSettlement, isFresh: @Sendable () -> Bool)?
    /// The language the checks ask servers to answer in (sent as `Accept-Language`), or `nil` for English.
    var language: String?
    /// How long a verdict stands for the same input before it is asked again.
    var verdictLifetime: Duration = .seconds(300)
    private(set) var lastInput: Input?
    private var generation = 0
    /// Counts every run, cancellation and abandonment: a settlement reported to a delegate that started something
    /// newer (validated again, reset) from its callback sees it changed and stands down.
    private var epoch = 0
    /// The running task, where a validator's nonisolated `deinit` can cancel it from any thread.
    let cancellation = Locked<Task<Void, Never>?>(nil)

    private struct Pending {
        var input: Input
        var generation: Int
        var isDebouncing: Bool
        var task: Task<Void, Never>
    }

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    var isEmpty: Bool { rules.isEmpty }

    /// Which rules apply now, in rule order: those without a condition, and those whose condition holds.
    /// Allocates nothing when no rule has a condition.
    func applyingRules() -> [Bool] {
        guard hasConditions else { return [] }
        return rules.map { $0.applies(in: .none) }
    }

    private var hasConditions: Bool { rules.contains { $0.condition != nil } }

    func removeAll() {
        rules.removeAll()
        isSameValue = nil
        lastInput = nil
    }
    var isRunning: Bool { pending != nil }

    func add(_ rule: AsyncValidationRule<Value>, isSame: @escaping (Value, Value) -> Bool) {
        rules.append(rule)
        isSameValue = isSame
        // Neither a remembered settlement nor a run in flight covers the new rule.
        answered = nil
        cancel()
    }

    /// Starts (or joins, or reuses) the checks of `input`.
    ///
    /// - Parameters:
    ///   - input: What to check.
    ///   - immediately: Whether to skip the debounce.
    ///   - report: Called on the main actor with each completed request's outcome, before `settle`.
    ///   - settle: Called on the main actor with the settlement, unless the run is superseded or cancelled.
    /// - Returns: A settlement available at once (a remembered verdict), or `nil` when a check is in flight.
    func run(
        _ input: Input, immediately: Bool,
        report: @escaping @MainActor (AsyncValidationRule<Value>, RemoteOutcome) -> Void,
        settle: @escaping @MainActor (RemoteSettlement) -> Void
    ) -> RemoteSettlement? {
        lastInput = input
        epoch &+= 1
        if let pending, isSame(pending.input, input) {
            guard immediately && pending.isDebouncing else { return nil }
        } else if let answered, isSame(answered.input, input), answered.isFresh() {
            cancel()
            return answered.settlement
        }
        cancel()
        generation += 1
        let generation = self.generation
        let rules = self.rules
        let language = self.language
        let debounce = immediately ? .zero : rules.map { $0.debounce }.max() ?? .zero
        // The deadline is fixed now, when the value changes, not when the task first runs.
        var waitOutDebounce: (@Sendable () async throws -> Void)?
        let clock = self.clock
        if debounce > .zero { waitOutDebounce = sleeper(on: clock, for: debounce) }
        let task = Task { [weak self] in
            if let waitOutDebounce {
                do { try await waitOutDebounce() } catch { return }
                self?.debounceEnded(generation)
            }
            // A run superseded before it began sends nothing.
            guard !Task.isCancelled else { return }
            let outcomes = await RemoteRequest.$currentLanguage.withValue(language) {
                await RemoteSettlement.check(
                    input.value, parameters: input.parameters, rules: rules, applies: input.applies)
            }
            guard let self, !Task.isCancelled, self.pending?.generation == generation else { return }
            self.pending = nil
            self.cancellation.withLock { $0 = nil }
            let settlement = RemoteSettlement(outcomes, rules: rules)
            // Remembered before the delegate hears it, so that a reset from the delegate forgets it too.
            if settlement.isVerdict {
                let clock = self.clock
                self.answered = (input, settlement, freshness(on: clock, for: self.verdictLifetime))
            }
            let epoch = self.epoch
            for (rule, outcome) in zip(rules, outcomes) {
                if let outcome { report(rule, outcome) }
            }
            // A delegate that validated again or reset from its callback has the last word: settling now would
            // overwrite what it did with an answer about an older value.
            guard self.epoch == epoch else { return }
            settle(settlement)
        }
        pending = Pending(input: input, generation: generation, isDebouncing: debounce > .zero, task: task)
        cancellation.withLock { $0 = task }
        return nil
    }

    /// Stops the check in flight, if any; its answer will be dropped.
    func cancel() {
        epoch &+= 1
        pending?.task.cancel()
        pending = nil
        cancellation.withLock { $0 = nil }
    }

    /// Stops the check in flight and forgets the input that reached the rules: what happens when a local rule
    /// fails or the value is emptied, so that a retry can never bring an older value back.
    func abandon() {
        cancel()
        lastInput = nil
    }

    /// Forgets the remembered verdict (not the caches).
    func forgetVerdict() {
        answered = nil
    }

    /// Forgets remembered verdicts and empties the rules' caches.
    func forgetAnswers() {
        answered = nil
        for rule in rules { rule.cache?.removeAll() }
    }

    /// Waits until no check is in flight (a check started meanwhile is waited for too).
    func waitUntilSettled() async {
        while let task = pending?.task {
            await task.value
            if pending?.task == task { break }  // cancelled while waiting, nothing newer started
        }
    }

    private func debounceEnded(_ generation: Int) {
        if pending?.generation == generation { pending?.isDebouncing = false }
    }

    private func isSame(_ lhs: Input, _ rhs: Input) -> Bool {
        guard let isSameValue else { return false }
        return lhs.parameters == rhs.parameters && lhs.applying == rhs.applying && isSameValue(lhs.value, rhs.value)
    }
}

/// A function that sleeps on `clock` until `duration` from now — now being when this is called.
private func sleeper<C: Clock<Duration>>(on clock: C, for duration: Duration) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
}

/// A function that tells whether `duration` from now — now being when this is called — has not passed yet.
private func freshness<C: Clock<Duration>>(on clock: C, for duration: Duration) -> @Sendable () -> Bool {
    let deadline = clock.now.advanced(by: duration)
    return { clock.now < deadline }
}
