import FormValidation

/// What a field shows about itself: its state and the messages currently visible.
///
/// Both front ends compare statuses to decide what changed: the script prints a line for each new status, the
/// terminal redraws.
struct FieldStatus: Equatable {
    /// The field's state.
    var state: ValidationState
    /// The visible error messages, in rule order.
    var messages: [String]

    /// A field nobody has validated yet.
    static let initial = FieldStatus(state: .notValidated, messages: [])

    /// The status of `field` now.
    @MainActor
    init(of field: Field<String>) {
        self.init(state: field.state, messages: field.visibleErrors.map(\.message))
    }

    /// Creates a status.
    init(state: ValidationState, messages: [String]) {
        self.state = state
        self.messages = messages
    }

    /// The state's mark: ✓ valid, ✗ invalid, ⏳ waiting for remote, nothing when not validated.
    var mark: String {
        switch state {
        case .valid: "✓"
        case .invalid: "✗"
        case .waitingForRemote: "⏳"
        case .notValidated: ""
        }
    }

    /// The status in words, after the field's name: `username: ✓ valid`, `username: ⏳ waiting for remote`,
    /// `username: not validated`, or `username: ✗ invalid — ` followed by every visible message, in rule order.
    ///
    /// - Parameters:
    ///   - name: The field's name, as the script names it (`username`, `otherPhones/0`).
    ///   - words: The words, in the language of the messages.
    func line(for name: String, in words: DemoWords) -> String {
        switch state {
        case .valid: words(.valid, ["name": .text(name)])
        case .waitingForRemote: words(.waiting, ["name": .text(name)])
        case .notValidated: words(.notValidated, ["name": .text(name)])
        case .invalid where messages.isEmpty: words(.invalid, ["name": .text(name)])
        case .invalid:
            words(.invalidBecause, ["name": .text(name), "messages": .text(messages.joined(separator: " "))])
        }
    }
}
