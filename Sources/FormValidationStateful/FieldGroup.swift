public import FormValidationCore
import FormValidationSpecs
public import Observation

/// An object field: fields that travel together as one JSON object — an order's customer, with a name, an email
/// and a phone — one field of their form.
///
/// ```swift
/// let customer = FieldGroup("customer", fields: [
///     Field<String>("name", label: "Name", rules: [.trimmingWhitespace(), .required()]),
///     Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .email()]),
/// ])
/// let form = FormModel(fields: [customer])
/// customer.form.textField(named: "name")?.value = " Ada "
/// let submission = await form.submit()
/// print(submission.values["customer"] as? [String: any Sendable] ?? [:])   // ["name": "Ada"]
/// ```
///
/// Its ``form`` holds the fields and the rules across them (`atLeastOneOf` email or phone). Its state is its
/// form's; its errors are its form's, each at its JSON Pointer under the group's name (`/customer/email`), as a
/// server's ``FormSpecValidator`` reports them; its value is an object of its fields' values. It tells its form of
/// every change of its fields, so the form's state, streams and Observation follow it.
@MainActor
@Observable
public final class FieldGroup: FormField {
    /// The group's name: its key in submissions, and the first token of its errors' paths.
    public let name: String
    /// What people call the group.
    public let label: String?
    /// The group's fields and the rules across them.
    public let form: FormModel

    /// Called on the main actor once for each real change of ``state``.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)? {
        get { announcer.notifier.handler }
        set { announcer.notifier.handler = newValue }
    }

    @ObservationIgnored private let announcer: FieldAnnouncer

    /// A group of the fields of `form`.
    ///
    /// - Parameters:
    ///   - name: The group's name.
    ///   - label: What people call the group.
    ///   - form: The group's fields and rules.
    public init(_ name: String, label: String? = nil, form: FormModel) {
        self.name = name
        self.label = label
        self.form = form
        announcer = FieldAnnouncer(state: form.state)
        for field in form.fields {
            _ = field.addObserver { [weak self] event in
                self?.announce(event == .activityChanged ? .valueChanged : event)
            }
        }
    }

    /// A group of `fields`, with `rules` across them.
    ///
    /// - Parameters:
    ///   - name: The group's name.
    ///   - label: What people call the group.
    ///   - fields: The fields, in order.
    ///   - rules: The rules across them.
    ///   - messages: The language and templates of the rules' messages.
    public convenience init(
        _ name: String, label: String? = nil, fields: [any FormField], rules: [FormRule] = [],
        messages: MessageCatalog = .preferred
    ) {
        self.init(name, label: label, form: FormModel(fields: fields, rules: rules, messages: messages))
    }

    nonisolated package var changes: ChangeBroadcaster<ValidationStateChange> { announcer.notifier.changes }

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    /// Where the group stands: its form's state.
    public var state: ValidationState { form.state }

    /// Its form's errors, each at its JSON Pointer under the group's name.
    public var errors: [ValidationError] { form.errors.map(located) }

    /// Its form's errors to show now, each at its JSON Pointer under the group's name.
    public var visibleErrors: [ValidationError] { form.visibleErrors.map(located) }

    /// Whether a field of the group changed from its initial value.
    public var isDirty: Bool { form.isDirty }

    /// Whether the editing of a field of the group ended at least once.
    public var isTouched: Bool { form.isTouched }

    /// The group's values, by field name (`[String: any Sendable]`).
    public var anyValue: (any Sendable)? { form.values }

    /// Submits the group's form: every field at once, its remote checks waited for, corrected values written back.
    ///
    /// - Returns: The settled state.
    public func validateForSubmit() async -> ValidationState {
        await form.submit()
        announce(.resultChanged)
        return state
    }

    /// Validates the group's fields and rules without revealing errors.
    public func validateSilently() {
        form.validateSilently()
    }

    /// Validates the group's fields again where they were validated before.
    public func revalidate() {
        for field in form.fields { field.revalidate() }
    }

    /// Resets the group's form.
    public func reset() {
        form.reset()
        announce(.valueChanged)
    }

    /// Calls `observer` after every change of the group's fields' values, states or errors.
    ///
    /// - Parameter observer: Called on the main actor with what changed.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int {
        announcer.notifier.addObserver(observer)
    }

    /// Stops calling the observer `token` names.
    ///
    /// - Parameter token: What ``addObserver(_:)`` returned.
    public func removeObserver(_ token: Int) {
        announcer.notifier.removeObserver(token)
    }

    /// `error` at its pointer under the group's name.
    private func located(_ error: ValidationError) -> ValidationError {
        var error = error
        error.path = JSONPointer(tokens: [name] + (error.path?.tokens ?? []))
        return error
    }

    /// Tells the observers and streams of `event`, with the change of state it brought, if any.
    private func announce(_ event: FieldEvent) {
        announcer.announce(event, state: state)
    }

    deinit {
        changes.finish()
    }
}
