import Foundation
public import Observation

/// A group of fields validated and submitted together.
///
/// The form's ``state`` combines its fields': invalid if any field is invalid, waiting while any remote check
/// is in flight (waiting is never valid), valid when every field is valid. ``submit()`` validates every field
/// at once, waits for remote checks, writes corrected values back, and completes exactly once — a second call
/// while one is pending joins it.
///
/// ```swift
/// let form = FormModel(fields: [username, email, password, confirmation])
/// let submission = await form.submit()
/// if submission.isValid { createAccount(submission.values) } else { show(form.errors) }
/// ```
///
/// Errors come in field order, then rule order; ``firstError(for:)`` gives each field's first.
///
/// It is named `FormModel`, not `Form`, so that it never clashes with SwiftUI's `Form` view in a file that
/// imports both.
@MainActor
@Observable
public final class FormModel {
    /// The fields, in order.
    public private(set) var fields: [any FormField]
    /// Whether a submission is running.
    public private(set) var isSubmitting = false
    /// The outcome of the last completed submission.
    public private(set) var lastSubmission: FormSubmission?
    /// Called on the main actor once for each real change of ``state``.
    ///
    /// It may change the state again (validate, edit, reset): that change is delivered after this one has reached
    /// every listener, so the handler and ``stateChanges`` hear the same changes in the same order.
    @ObservationIgnored public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)?

    @ObservationIgnored private var pendingSubmission: Task<FormSubmission, Never>?
    @ObservationIgnored private var submissionGeneration = 0
    @ObservationIgnored private var lastState: ValidationState = .notValidated
    @ObservationIgnored private var tokens: [ObjectIdentifier: Int] = [:]
    @ObservationIgnored let changes = ChangeBroadcaster<ValidationStateChange>()
    /// Delivers each change to every listener in turn.
    @ObservationIgnored private let notifications = NotificationQueue<ValidationStateChange>()

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    /// Creates a form.
    ///
    /// - Parameter fields: The fields, in the order their errors are reported.
    public init(fields: [any FormField]) {
        self.fields = []
        for field in fields { add(field) }
    }

    /// Adds a field after the existing ones.
    ///
    /// - Parameter field: The field.
    public func add(_ field: any FormField) {
        guard !fields.contains(where: { $0 === field }) else { return }
        fields.append(field)
        tokens[ObjectIdentifier(field)] = field.addObserver { [weak self] _ in self?.fieldDidChange() }
        fieldDidChange()
    }

    /// Removes a field.
    ///
    /// - Parameter field: The field.
    public func remove(_ field: any FormField) {
        fields.removeAll { $0 === field }
        if let token = tokens.removeValue(forKey: ObjectIdentifier(field)) { field.removeObserver(token) }
        fieldDidChange()
    }

    /// The field named `name`.
    public func field(named name: String) -> (any FormField)? {
        fields.first { $0.name == name }
    }

    // MARK: Derived state

    /// Where the form stands: invalid if any field is invalid, else waiting if any is waiting, else valid when
    /// every field is valid, else not validated.
    ///
    /// Derived from the fields, so Observation (SwiftUI) tracks it through them.
    public var state: ValidationState {
        return Self.combine(fields.lazy.map(\.state))
    }

    /// Whether the form can be submitted as it is: every field valid, nothing in flight.
    public var isValid: Bool { state == .valid }

    /// Whether any field differs from its initial value.
    public var isDirty: Bool {
        return fields.contains { $0.isDirty }
    }

    /// Whether no field differs from its initial value.
    public var isPristine: Bool { !isDirty }

    /// Whether any field's editing ended at least once.
    public var isTouched: Bool {
        return fields.contains { $0.isTouched }
    }

    /// Whether a remote check or a submission is in flight.
    public var isValidating: Bool { isSubmitting || state == .waitingForRemote }

    /// Every error, in field order, then rule order.
    public var errors: [ValidationError] {
        return fields.flatMap(\.errors)
    }

    /// The errors to show now, in field order (silently validated fields show none).
    public var visibleErrors: [ValidationError] {
        return fields.flatMap(\.visibleErrors)
    }

    /// The errors of the field named `name`, in rule order.
    public func errors(for name: String) -> [ValidationError] {
        field(named: name)?.errors ?? []
    }

    /// The first error of the field named `name`.
    public func firstError(for name: String) -> ValidationError? {
        errors(for: name).first
    }

    // MARK: Actions

    /// Validates every field at once (no debounce), waits for every remote check, writes corrected values back,
    /// and reports the outcome. A call while a submission is pending joins it: both get the same outcome, and
    /// the work is done once.
    ///
    /// - Returns: The outcome.
    @discardableResult
    public func submit() async -> FormSubmission {
        if let pendingSubmission { return await pendingSubmission.value }
        submissionGeneration += 1
        let generation = submissionGeneration
        let task = Task { await self.performSubmission(generation) }
        pendingSubmission = task
        isSubmitting = true
        return await task.value
    }

    /// Validates every field silently: validity becomes known, no message is revealed.
    public func validateSilently() {
        for field in fields { field.validateSilently() }
    }

    /// Resets every field: initial values, pristine, untouched, not validated. A submission in flight is
    /// abandoned: its callers get an outcome marked ``FormSubmission/isCancelled``, and it records nothing.
    public func reset() {
        submissionGeneration += 1
        pendingSubmission = nil
        isSubmitting = false
        for field in fields { field.reset() }
        lastSubmission = nil
    }

    private func performSubmission(_ generation: Int) async -> FormSubmission {
        // Start every field, then wait for each: their remote checks run side by side.
        let fields = self.fields
        let runs = fields.map { field in Task { await field.validateForSubmit() } }
        for run in runs { _ = await run.value }
        guard generation == submissionGeneration else {
            // Reset while it ran: the fields it validated are gone.
            return FormSubmission(isValid: false, errors: [], values: [:], isCancelled: true)
        }
        var values: [String: any Sendable] = [:]
        for field in fields {
            if let value = field.anyValue { values[field.name] = value }
        }
        let submission = FormSubmission(isValid: state == .valid, errors: errors, values: values)
        lastSubmission = submission
        pendingSubmission = nil
        isSubmitting = false
        return submission
    }

    private func fieldDidChange() {
        let newState = Self.combine(fields.lazy.map(\.state))
        let oldState = lastState
        guard newState != oldState else { return }
        lastState = newState
        // Queued: a handler that edits a field while it hears this change must not have the form's next change
        // heard first by the listeners after it.
        notifications.post(ValidationStateChange(from: oldState, to: newState)) { change in
            stateChangedHandler?(change)
            changes.publish(change)
        }
    }

    static func combine<States: Sequence<ValidationState>>(_ states: States) -> ValidationState {
        var anyInvalid = false
        var anyWaiting = false
        var allValid = true
        var count = 0
        for state in states {
            count += 1
            switch state {
            case .invalid: anyInvalid = true
            case .waitingForRemote: anyWaiting = true
            case .valid: break
            case .notValidated: allValid = false
            }
            if state != .valid { allValid = false }
        }
        if anyInvalid { return .invalid }
        if anyWaiting { return .waitingForRemote }
        return count > 0 && allValid ? .valid : .notValidated
    }

    deinit {
        changes.finish()
    }
}
