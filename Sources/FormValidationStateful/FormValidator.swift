@_spi(Locking) public import FormValidationCore
import FormValidationSpecs
public import Observation
import Synchronization

/// The validator for one input: its rules, its state, its errors, and a handler that hears every change.
///
/// This is ALPValidator's validator rebuilt for Swift: attach rules, feed it the value on every edit, and react
/// to ``state`` through ``stateChangedHandler``, through Observation (SwiftUI views update by themselves), or by
/// reading ``errorMessages``. It is `Observable`: ``state`` and ``errors`` are tracked.
///
/// ```swift
/// let password = FormValidator<String>(field: "Password")
/// password.add(.required())
/// password.add(.minimumLength(8))
/// password.add(.containsNumber())
/// password.stateChangedHandler = { change in
///     print(change)                   // notValidated → invalid
/// }
/// password.validate("hunter")
/// print(password.errorMessages)       // ["Password must be at least 8 characters long.",
///                                     //  "Password must contain a number."]
/// ```
///
/// Every rule runs, in the order added, and ``errors`` lists every failure in that order. The handler is
/// called exactly once per real change of state and never when the state stays the same. A handler (or a delegate)
/// may validate or reset again while it hears a change: the new change waits until every listener has heard the
/// one before, so the handler, ``stateChanges`` and the fields attached all hear the same changes in the same
/// order, ending at the current state. The validator lives on the main actor; the rules themselves are pure
/// values (``RuleSet``) that a server can run on any thread.
///
/// The value type decides which rules can be added: text rules such as
/// ``ValidationRule/minimumLength(_:counting:message:)`` exist only for `String`, so adding one to a
/// `FormValidator<Int>` is a compile-time error, not ALPValidator's run-time exception.
@MainActor
public final class FormValidator<Value: ValidatableValue>: Observable {
    /// Where the validator stands; starts as ``ValidationState/notValidated``. Observable.
    public private(set) var state: ValidationState {
        get {
            observation.access(self, keyPath: keys.state)
            return storedState
        }
        set { observation.withMutation(of: self, keyPath: keys.state) { storedState = newValue } }
    }

    /// Every failure of the last validation, in rule order; empty unless ``state`` is ``ValidationState/invalid``.
    /// Observable.
    public private(set) var errors: [ValidationError] {
        get {
            observation.access(self, keyPath: keys.errors)
            return storedErrors
        }
        set { observation.withMutation(of: self, keyPath: keys.errors) { storedErrors = newValue } }
    }

    // Observation by hand rather than with the @Observable macro: in a generic class the macro forms its key paths
    // anew (two allocations) on every read and write, and validators are read on every keystroke and render.
    private let observation = ObservationRegistrar()
    private let keys = KeyPathCache.keys(Keys.init)
    /// The observed properties' key paths, formed once per value type (see ``KeyPathCache``).
    @MainActor private struct Keys {
        let state = \FormValidator<Value>.state
        let errors = \FormValidator<Value>.errors
    }
    // What `validate` reads and writes on every keystroke, `@usableFromInline` because it is inlined into its
    // callers. `@exclusivity(unchecked)`: the validator lives on the main actor, and every access to these is a
    // load, a store or an append that calls no code but the standard library's (no rule, no handler), so two
    // accesses can never overlap; the run-time bookkeeping that would catch an overlap costs some 70 instructions
    // per access, more than the rest of a validation that changes nothing.
    @exclusivity(unchecked) @usableFromInline var storedState: ValidationState = .notValidated
    @exclusivity(unchecked) @usableFromInline var storedErrors: [ValidationError] = []
    @exclusivity(unchecked) @usableFromInline var storedValidatedValue: Value?
    /// Whether any asynchronous rule was added: without one, a valid value has nothing to start or cancel.
    @exclusivity(unchecked) @usableFromInline var hasAsyncRules = false

    // `@exclusivity(unchecked)`, as the stored state above, for the same reason.
    /// The rules, in the order they run, and how they report (field name, messages, failure mode).
    @exclusivity(unchecked) public private(set) var rules: RuleSet<Value>
    /// The last value that passed every rule, as the rules corrected it; `nil` until one passes, or after a
    /// failing one. Not observed: read it when you need it, for example on submit.
    public var validatedValue: Value? { storedValidatedValue }
    /// Called on the main actor once for each real change of ``state``, with the old and the new state.
    ///
    /// It may change the state again (validate, edit, reset): that change is delivered after this one has reached
    /// every listener, so the handler and ``stateChanges`` hear the same changes in the same order.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)? {
        get { notifier.handler }
        set { notifier.handler = newValue }
    }
    /// Hears every completed remote request; held weakly.
    public weak var delegate: (any RemoteValidationDelegate)?

    private let asyncChecks: AsyncCheckCoordinator<Value>
    /// Tells everyone of each change of ``state`` or ``errors``; the fields attached follow it, first.
    let notifier = StateChangeNotifier<Void>()
    nonisolated package var changes: ChangeBroadcaster<ValidationStateChange> { notifier.changes }

    /// Every real change of ``state``, as an `AsyncSequence`; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - field: The field's name, set on each error and shown by `{field}` in messages ("Password must…")
    ///     unless `label` is given.
    ///   - label: What `{field}` shows, when it should differ from `field`.
    ///   - failureMode: Whether to run every rule (the default) or stop at the first failure.
    ///   - isSecret: Whether messages must never show the value (passwords).
    ///   - messages: Message templates that replace the defaults.
    ///   - rules: The initial rules, in order.
    ///   - clock: What remote rules' debounces are measured with; a test may pass a clock it advances by hand.
    public init(
        field: String? = nil,
        label: String? = nil,
        failureMode: RuleSet<Value>.FailureMode = .collectAll,
        isSecret: Bool = false,
        messages: MessageCatalog = .preferred,
        rules: [ValidationRule<Value>] = [],
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.rules = RuleSet(
            rules, field: field, label: label, failureMode: failureMode, isSecret: isSecret, messages: messages)
        self.asyncChecks = AsyncCheckCoordinator(clock: clock)
    }

    /// Creates a validator that runs an existing rule set.
    ///
    /// - Parameters:
    ///   - rules: The rules and their settings.
    ///   - clock: What remote rules' debounces are measured with; a test may pass a clock it advances by hand.
    public init(_ rules: RuleSet<Value>, clock: any Clock<Duration> = ContinuousClock()) {
        self.rules = rules
        self.asyncChecks = AsyncCheckCoordinator(clock: clock)
    }

    /// Whether the last value passed every rule: `state == .valid`.
    public var isValid: Bool { state == .valid }

    /// The messages of ``errors``, in rule order, as ALPValidator's `errorMessages` gave them.
    public var errorMessages: [String] { errors.map(\.message) }

    /// The first error in rule order, for a UI that shows one message per field.
    public var firstError: ValidationError? { errors.first }

    /// The number of rules, local and asynchronous.
    public var ruleCount: Int { rules.count + asyncChecks.rules.count }

    /// The asynchronous rules, in the order they were added.
    public var asyncRules: [AsyncValidationRule<Value>] { asyncChecks.rules }

    /// How long a remote verdict stands for the same value: validating that value again within it sends no new
    /// request (a submit right after typing reuses the answer); after it, the server is asked again. Five minutes by
    /// default, measured on the validator's clock. Failures are never reused.
    public var remoteVerdictLifetime: Duration {
        get { asyncChecks.verdictLifetime }
        set { asyncChecks.verdictLifetime = newValue }
    }

    /// Whether an asynchronous check is in flight (or waiting out its debounce).
    public var isCheckingRemotely: Bool { asyncChecks.isRunning }

    /// Adds a rule after the existing ones. It takes effect at the next validation.
    ///
    /// - Parameter rule: The rule to add.
    public func add(_ rule: ValidationRule<Value>) {
        rules.append(rule)
    }

    /// Adds an asynchronous rule, such as ``AsyncValidationRule/remote(_:extra:message:timeout:debounce:failurePolicy:cache:transport:allowsInsecureHTTP:)``.
    ///
    /// Asynchronous rules run after every local rule has passed, all at once; while they run the state is
    /// ``ValidationState/waitingForRemote``.
    ///
    /// - Parameter rule: The rule to add.
    public func add(_ rule: AsyncValidationRule<Value>) where Value: Equatable {
        asyncChecks.add(rule, isSame: ==)
        hasAsyncRules = true
    }

    /// Removes every rule, stops any check in flight and returns to ``ValidationState/notValidated``.
    public func removeAllRules() {
        rules.removeAll()
        asyncChecks.cancel()
        asyncChecks.forgetAnswers()
        asyncChecks.removeAll()
        hasAsyncRules = false
        reset()
    }

    /// Validates a value, updates ``state`` and ``errors``, and calls the handler if the state changed.
    ///
    /// `nil` counts as empty: it is valid unless a presence rule is present. When every local rule passes and
    /// there are asynchronous rules, the state becomes ``ValidationState/waitingForRemote`` and they run after
    /// their debounce; the state settles when they answer. A failing local rule settles at once as
    /// ``ValidationState/invalid``, cancels any check in flight and sends nothing.
    ///
    /// - Parameters:
    ///   - value: The value as entered.
    ///   - parameters: Extra parameters for this call's remote checks (`extra` on the wire), as ALPValidator's
    ///     `validate:parameters:`.
    /// - Returns: The new state, which may be ``ValidationState/waitingForRemote``.
    /// - Complexity: The cost of the rules. A valid value whose state does not change costs nothing more and
    ///   allocates nothing.
    @inlinable
    @discardableResult
    public func validate(_ value: consuming Value?, parameters: [String: JSONValue] = [:]) -> ValidationState {
        let result = rules.validate(value)
        // Every keystroke of a valid value: valid again, nothing asynchronous to start or cancel, nothing changed
        // to tell anyone. Only the corrected value is kept.
        if !hasAsyncRules, storedState == .valid, storedErrors.isEmpty, case .valid(let corrected) = result {
            storedValidatedValue = corrected
            return .valid
        }
        settle(result, parameters: parameters, immediately: false)
        return storedState
    }

    /// Validates a value at once — no debounce — and waits until every check has settled.
    ///
    /// This is what a submit button calls: the state it returns is never ``ValidationState/waitingForRemote``
    /// unless a newer validation started meanwhile.
    ///
    /// - Parameters:
    ///   - value: The value as entered.
    ///   - parameters: Extra parameters for this call's remote checks.
    /// - Returns: The settled state.
    @discardableResult
    public func validated(_ value: Value?, parameters: [String: JSONValue] = [:]) async -> ValidationState {
        run(value, parameters: parameters, immediately: true)
        await asyncChecks.waitUntilSettled()
        return state
    }

    /// Validates at once, skipping the debounce, without waiting for remote checks.
    func validateImmediately(_ value: Value?) {
        run(value, parameters: [:], immediately: true)
    }

    /// Waits until no asynchronous check is in flight and returns the state then.
    ///
    /// - Returns: The state once settled.
    @discardableResult
    public func waitUntilSettled() async -> ValidationState {
        await asyncChecks.waitUntilSettled()
        return state
    }

    /// Asks again, at once, for the current value, when its remote check failed (a timeout, an HTTP error).
    ///
    /// Does nothing unless the state is invalid because of a remote failure: a local failure, an empty value or
    /// a verdict is not retried.
    public func retryRemoteValidation() {
        guard storedState == .invalid, storedErrors.contains(where: { $0.code == .remoteUnavailable }),
            let input = asyncChecks.lastInput
        else { return }
        asyncChecks.forgetVerdict()
        startAsyncChecks(input, immediately: true)
    }

    /// Forgets the last validation: back to ``ValidationState/notValidated`` with no errors. Stops any check in
    /// flight and empties the remote rules' caches.
    ///
    /// The handler hears the change when the state was something else.
    public func reset() {
        asyncChecks.abandon()
        asyncChecks.forgetAnswers()
        storedValidatedValue = nil
        apply(.notValidated, errors: [])
    }

    private func run(_ value: Value?, parameters: [String: JSONValue], immediately: Bool) {
        settle(rules.validate(value), parameters: parameters, immediately: immediately)
    }

    /// Applies the local rules' verdict: settles at once, or starts the asynchronous rules.
    @usableFromInline
    func settle(_ result: ValidationResult<Value?>, parameters: [String: JSONValue], immediately: Bool) {
        switch result {
        case .invalid(let failures):
            // A local failure wins over anything remote, at once.
            asyncChecks.abandon()
            storedValidatedValue = nil
            apply(.invalid, errors: failures)
        case .valid(let corrected):
            let applying = asyncChecks.applyingRules()
            guard !asyncChecks.isEmpty, let corrected, !rules.countsAsEmpty(corrected),
                applying.isEmpty || applying.contains(true)
            else {
                asyncChecks.abandon()
                storedValidatedValue = corrected
                apply(.valid, errors: [])
                return
            }
            startAsyncChecks(
                .init(value: corrected, parameters: parameters, applying: applying), immediately: immediately)
        }
    }

    private func startAsyncChecks(_ input: AsyncCheckCoordinator<Value>.Input, immediately: Bool) {
        asyncChecks.language = rules.messages.remoteLanguage
        let settled = asyncChecks.run(
            input, immediately: immediately,
            report: { [weak self] rule, outcome in self?.report(rule, outcome) },
            settle: { [weak self] settlement in self?.settle(settlement, value: input.value) })
        if let settled {
            settle(settled, value: input.value)
        } else {
            storedValidatedValue = nil
            apply(.waitingForRemote, errors: [])
        }
    }

    private func settle(_ settlement: RemoteSettlement, value: Value) {
        let errors = settlement.errors(rules: asyncChecks.rules, wordedBy: rules, value: value)
        storedValidatedValue = errors.isEmpty ? value : nil
        apply(errors.isEmpty ? .valid : .invalid, errors: errors)
    }

    private func report(_ rule: AsyncValidationRule<Value>, _ outcome: RemoteOutcome) {
        guard let url = rule.url, let delegate else { return }
        switch outcome {
        case .answered(let answer): delegate.remoteValidation(at: url, receivedResult: answer, field: rules.fieldName)
        case .failed(let failure): delegate.remoteValidation(at: url, failedWithError: failure, field: rules.fieldName)
        }
    }

    deinit {
        // In-flight checks hold the validator weakly; cancelling them also cancels their requests.
        asyncChecks.cancellation.withLock { $0 }?.cancel()
        changes.finish()
    }

    /// Stores a new state and errors, touching (and so notifying observers of) only what changed.
    private func apply(_ newState: ValidationState, errors newErrors: [ValidationError]) {
        // Read the backing storage: the public getters would register an observation access on the hot path.
        let errorsChanged = storedErrors != newErrors
        if errorsChanged { errors = newErrors }
        let oldState = storedState
        let stateChanged = oldState != newState
        if stateChanged { state = newState }
        guard stateChanged || errorsChanged else { return }
        notifier.post((), stateChange: stateChanged ? ValidationStateChange(from: oldState, to: newState) : nil)
    }
}
