public import FormValidationCore
import FormValidationSpecs
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
/// let username = Field<String>("username", label: "Username", rules: [.trimmingWhitespace(), .required()])
/// let email = Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .required(), .email()])
/// let form = FormModel(fields: [username, email])
/// let submission = await form.submit()
/// if submission.isValid {
///     // The corrected values, by field name.
///     print(submission.values)
/// } else {
///     print(form.errors.map(\.message))     // ["Username is required.", "Email is required."]
/// }
/// ```
///
/// Errors come in field order, then rule order; ``firstError(for:)`` gives each field's first.
///
/// **Rules across fields.** ``rules`` (``FormRule``) check several fields at once — at least one of email and
/// phone, an end date not before the start date — on submit, and again when one of their fields changes once the
/// form was submitted or that field touched. Each error goes to the field the rule names, or to the form
/// (``formErrors``), which ``errors`` lists after every field's.
///
/// **Conditions.** A field whose rules (or own ``Field/condition``) read other fields through a ``Condition`` is
/// re-validated whenever one of those changes, as if it ``Field/dependsOn(_:)`` them; a field that is switched
/// off (``Field/isActive``) counts as valid and is left out of the submitted values.
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
    /// The rules across fields, in the order they run; their errors come in this order.
    public private(set) var rules: [FormRule] = []
    /// The errors of the form rules that go to the form itself rather than to a field, in rule order.
    public private(set) var formErrors: [ValidationError] = []
    /// Whether ``formErrors`` are shown: false after silent validation, until a submit or a change reveals them.
    public private(set) var formErrorsRevealed = false
    /// The language and templates of the form rules' messages.
    public var messages: MessageCatalog
    /// Called on the main actor once for each real change of ``state``.
    ///
    /// It may change the state again (validate, edit, reset): that change is delivered after this one has reached
    /// every listener, so the handler and ``stateChanges`` hear the same changes in the same order.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)? {
        get { notifier.handler }
        set { notifier.handler = newValue }
    }

    @ObservationIgnored private var pendingSubmission: Task<FormSubmission, Never>?
    @ObservationIgnored private var submissionGeneration = 0
    @ObservationIgnored private var lastState: ValidationState = .notValidated
    /// The observer token of each field, by the field's identity: also which fields the form holds.
    @ObservationIgnored private var tokens: [ObjectIdentifier: Int] = [:]
    /// The first field of each name.
    @ObservationIgnored private var fieldsByName: [String: any FormField] = [:]
    /// The fields whose conditions read a name no field of the form had when they joined, by that name.
    @ObservationIgnored private var awaitedSources: [String: [WeakParticipant]] = [:]
    /// The error each form rule reports now, by the rule's index.
    @ObservationIgnored private var ruleErrors: [Int: ValidationError] = [:]
    /// Whether the form was submitted since it was made or reset: from then on, form rules run on every change.
    @ObservationIgnored private var wasSubmitted = false
    /// Tells the handler and the streams of each change of ``state``.
    @ObservationIgnored private let notifier = StateChangeNotifier<Void>()
    nonisolated package var changes: ChangeBroadcaster<ValidationStateChange> { notifier.changes }

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - fields: The fields, in the order their errors are reported.
    ///   - rules: The rules across fields, in order.
    ///   - messages: The language and templates of the form rules' messages.
    ///
    /// - Complexity: O(*n*) in the number of fields and the names their conditions read.
    public init(fields: [any FormField], rules: [FormRule] = [], messages: MessageCatalog = .preferred) {
        self.fields = []
        self.messages = messages
        for field in fields { join(field) }
        for rule in rules { add(rule) }
        fieldDidChange()
    }

    /// Adds a field after the existing ones.
    ///
    /// Fields whose conditions read it, and the conditions it reads, are wired up: a change of the field a
    /// condition reads re-validates the field it guards.
    ///
    /// - Parameter field: The field.
    /// - Complexity: O(*m*), where *m* is the number of fields its conditions read: adding *n* fields one by one
    ///   costs O(*n*) plus the combined state, recomputed once per call.
    public func add(_ field: any FormField) {
        guard tokens[ObjectIdentifier(field)] == nil else { return }
        join(field)
        // The form's state with one more field, from its state before: no pass over every field, so that adding
        // fields one by one stays linear.
        let before = fields.count == 1 ? nil : lastState
        fieldDidChange(to: Self.combine([before, field.state].compactMap { $0 }, formIsInvalid: !formErrors.isEmpty))
    }

    /// Adds `field` and wires its conditions, without recomputing the form's state.
    private func join(_ field: any FormField) {
        let id = ObjectIdentifier(field)
        guard tokens[id] == nil else { return }
        fields.append(field)
        if fieldsByName[field.name] == nil { fieldsByName[field.name] = field }
        tokens[id] = field.addObserver { [weak self, weak field] event in
            guard let self, let field else { return }
            if event == .valueChanged || event == .activityChanged { self.fieldValueDidChange(field) }
            self.fieldDidChange()
        }
        wireConditions(of: field)
    }

    /// Adds a rule across fields after the existing ones. It runs from the next submit (or silent validation),
    /// or at once when the form was submitted already.
    ///
    /// - Parameter rule: The rule.
    public func add(_ rule: FormRule) {
        rules.append(rule)
        if wasSubmitted { run(ruleAt: rules.count - 1, revealing: true) }
    }

    /// Removes a field.
    ///
    /// - Parameter field: The field.
    public func remove(_ field: any FormField) {
        guard let token = tokens.removeValue(forKey: ObjectIdentifier(field)) else { return }
        fields.removeAll { $0 === field }
        field.removeObserver(token)
        if fieldsByName[field.name] === field {
            fieldsByName[field.name] = fields.first { $0.name == field.name }
        }
        fieldDidChange()
    }

    /// The field named `name`.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field, or `nil` when the form has none of that name (the first, when it has several).
    /// - Complexity: O(1) on average.
    public func field(named name: String) -> (any FormField)? {
        fieldsByName[name]
    }

    // MARK: Derived state

    /// Where the form stands: invalid if any field is invalid, else waiting if any is waiting, else valid when
    /// every field is valid, else not validated.
    ///
    /// Derived from the fields, so Observation (SwiftUI) tracks it through them.
    public var state: ValidationState {
        return Self.combine(fields.lazy.map(\.state), formIsInvalid: !formErrors.isEmpty)
    }

    /// The fields' values now, by name, as a submission reports them: a field left empty, or switched off
    /// (``Field/isActive``), has none; a ``FieldList`` has its items' values in list order.
    public var values: [String: any Sendable] {
        var values: [String: any Sendable] = [:]
        for field in fields {
            if let value = field.anyValue { values[field.name] = value }
        }
        return values
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

    /// Every error: the fields' in field order, then rule order (a form rule's error that goes to a field after
    /// that field's own), then the form's own ``formErrors``.
    ///
    /// Each carries its ``ValidationError/path``, the JSON Pointer a server's ``FormSpecValidator`` gives it: the
    /// field's (`/email`), a list item's or a group's field's (`/addresses/1/postalCode`), or the form's own (the
    /// empty pointer) for the form's errors.
    public var errors: [ValidationError] {
        return fields.flatMap { Self.located($0.errors, in: $0) } + Self.located(formErrors, in: nil)
    }

    /// The errors to show now, in field order (silently validated fields show none), then the form's own once
    /// revealed; each at its JSON Pointer, as ``errors`` are.
    public var visibleErrors: [ValidationError] {
        return fields.flatMap { Self.located($0.visibleErrors, in: $0) }
            + (formErrorsRevealed ? Self.located(formErrors, in: nil) : [])
    }

    /// `errors` at their JSON Pointers: those of a list or a group have theirs already; a field's is its name, and
    /// the form's own errors (`field` `nil`) the empty pointer.
    private static func located(_ errors: [ValidationError], in field: (any FormField)?) -> [ValidationError] {
        guard errors.contains(where: { $0.path == nil }) else { return errors }
        let path = field.map { JSONPointer.root.appending($0.name) } ?? .root
        return errors.map { error in
            var error = error
            if error.path == nil { error.path = path }
            return error
        }
    }

    /// The errors of the field named `name`, in rule order.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: Its errors; empty when it is valid or the form has no such field.
    public func errors(for name: String) -> [ValidationError] {
        field(named: name)?.errors ?? []
    }

    /// The first error of the field named `name`.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: Its first error, or `nil`.
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

    /// Validates every field silently, then runs the form rules silently: validity becomes known, no message is
    /// revealed.
    public func validateSilently() {
        for field in fields { field.validateSilently() }
        for index in rules.indices { run(ruleAt: index, revealing: false) }
    }

    /// Resets every field: initial values, pristine, untouched, not validated; forgets the form rules' errors.
    /// A submission in flight is abandoned: its callers get an outcome marked ``FormSubmission/isCancelled``, and
    /// it records nothing.
    public func reset() {
        submissionGeneration += 1
        pendingSubmission = nil
        isSubmitting = false
        wasSubmitted = false
        ruleErrors = [:]
        formErrors = []
        formErrorsRevealed = false
        for field in fields { field.reset() }
        lastSubmission = nil
        fieldDidChange()
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
        wasSubmitted = true
        for index in rules.indices { run(ruleAt: index, revealing: true) }
        let submission = FormSubmission(isValid: state == .valid, errors: errors, values: values)
        lastSubmission = submission
        pendingSubmission = nil
        isSubmitting = false
        return submission
    }

    // MARK: Form rules and conditions

    /// Runs the form rules that read `field` when it changed, if the form was submitted, the field was touched,
    /// or the rule reports an error now.
    private func fieldValueDidChange(_ field: any FormField) {
        for (index, rule) in rules.enumerated() where rule.fields.contains(field.name) {
            guard wasSubmitted || field.isTouched || ruleErrors[index] != nil else { continue }
            run(ruleAt: index, revealing: true)
        }
    }

    /// The form's values as its rules read them.
    private var formValues: FormValues {
        var values: [String: any Sendable] = [:]
        var notations: [String: NumberParser] = [:]
        var rejected: Set<String> = []
        for field in fields {
            if let participant = field as? any FormModelField {
                guard let reading = participant.formRuleReading else { continue }
                values[field.name] = reading.value
                if let notation = reading.numberNotation { notations[field.name] = notation }
                if reading.isRejected { rejected.insert(field.name) }
            } else if let value = field.anyValue {
                values[field.name] = value
            }
        }
        return FormValues(values, numberNotations: notations, failingFields: rejected)
    }

    /// Runs the rule at `index` and puts its error where it goes.
    private func run(ruleAt index: Int, revealing: Bool) {
        ruleErrors[index] = rules[index].error(on: formValues, label: label(of:), messages: messages)
        distributeRuleErrors(revealing: revealing)
    }

    /// What `{field}` shows for the field `name`.
    private func label(of name: String) -> String {
        (field(named: name) as? any FormModelField)?.displayName ?? name
    }

    /// Gives each field the errors of the rules that go to it, and the form the others, in rule order.
    private func distributeRuleErrors(revealing: Bool) {
        var byField: [String: [ValidationError]] = [:]
        var ownErrors: [ValidationError] = []
        for index in rules.indices {
            guard let error = ruleErrors[index] else { continue }
            if let name = error.field, field(named: name) is any FormModelField {
                byField[name, default: []].append(error)
            } else {
                ownErrors.append(error)
            }
        }
        for field in fields {
            (field as? any FormModelField)?.setFormErrors(byField[field.name] ?? [], revealing: revealing)
        }
        if ownErrors != formErrors { formErrors = ownErrors }
        if revealing && !formErrorsRevealed && !ownErrors.isEmpty { formErrorsRevealed = true }
        fieldDidChange()
    }

    /// Makes `field` depend on the fields of the form its conditions read, and the fields whose conditions read
    /// it (added before it) depend on it.
    ///
    /// A name that no field has yet is remembered: the field that later takes it is wired then. Each field's
    /// conditions are read once, when it joins, so building a form is linear in its fields.
    private func wireConditions(of field: any FormField) {
        if let participant = field as? any FormModelField {
            for name in participant.conditionFields {
                if let source = fieldsByName[name] {
                    participant.dependsOn(source)
                } else {
                    awaitedSources[name, default: []].append(WeakParticipant(field: participant))
                }
            }
        }
        if let readers = awaitedSources.removeValue(forKey: field.name) {
            for reader in readers { reader.field?.dependsOn(field) }
        }
    }

    private func fieldDidChange() {
        fieldDidChange(to: Self.combine(fields.lazy.map(\.state), formIsInvalid: !formErrors.isEmpty))
    }

    /// Announces `newState` when it differs from the last state announced.
    private func fieldDidChange(to newState: ValidationState) {
        let oldState = lastState
        guard newState != oldState else { return }
        lastState = newState
        notifier.post((), stateChange: ValidationStateChange(from: oldState, to: newState))
    }

    static func combine<States: Sequence<ValidationState>>(_ states: States, formIsInvalid: Bool = false)
        -> ValidationState
    {
        var anyInvalid = formIsInvalid
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

/// A field whose conditions wait for a field of another name to join the form; held weakly, as dependencies are.
@MainActor
private struct WeakParticipant {
    weak var field: (any FormModelField)?
}
