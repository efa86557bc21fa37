import Foundation

/// How a rule set words its errors — its field's name and label, whether the value is secret, its catalog — and
/// the messages it has rendered so far.
///
/// A message that does not show the value ("{field} is not a valid email address.", "{field} must be at least
/// {min} characters long.") is the same for every failure with the same parameters: it is rendered once,
/// remembered by template and parameters, and reused. A template that shows the value (`{value}`) is rendered on
/// every failure, as its text differs from value to value.
///
/// The same holds for a whole error without parameters whose message does not show the value: a rule that fails
/// the same way again (an invalid email address, a field left empty) gets the very list of one error it got the
/// first time, so a failing value costs its rule's check and a lookup, not the building and freeing of an error.
///
/// A renderer never changes: a rule set whose wording changes makes a new one, which starts with no messages.
/// Copies of a rule set share theirs, and threads validating with one rule set at once share it safely. Keeping
/// the wording in one object also makes a rule set cheap to copy: one reference instead of a dozen.
@usableFromInline
package final class ErrorRenderer: Sendable {
    /// What decides a rule set's messages.
    package struct Wording {
        var fieldName: String?
        var label: String?
        var isSecret: Bool
        var messages: MessageCatalog
    }

    /// How many messages are remembered at most: a rule whose parameters or templates change with the values it
    /// sees must not grow the memory without bound.
    package static let capacity = 64

    package let wording: Wording
    /// What this renderer remembers, shared by the threads that validate with it.
    private let memory = Locked(Memory())

    /// The messages and errors rendered so far.
    private struct Memory {
        /// The messages remembered, by template and parameters: a short list searched in order, since a rule set
        /// has few templates and comparing a template with itself is immediate (the same storage), where hashing
        /// it is not.
        var rendered: [Rendered] = []
        /// The errors remembered whole, by failure and custom message.
        var errorLists: [ErrorList] = []
    }

    /// The errors of a failure without parameters or details, built once, with what the failure is known by.
    package struct ErrorList {
        var code: ValidationError.Code
        var template: String
        var messageKey: String?
        var customTemplate: String?
        var customMessage: String?
        var errors: [ValidationError]

        init(_ failure: RuleFailure, customMessage: String?, errors: [ValidationError]) {
            code = failure.code
            template = failure.template
            messageKey = failure.messageKey
            customTemplate = failure.customTemplate
            self.customMessage = customMessage
            self.errors = errors
        }

        /// Whether these are the errors of the one failure of `failures` (which has no parameters or details)
        /// with `customMessage`.
        func matches(_ failures: [RuleFailure], _ customMessage: String?) -> Bool {
            code == failures[0].code && template == failures[0].template && messageKey == failures[0].messageKey
                && customTemplate == failures[0].customTemplate && self.customMessage == customMessage
        }
    }

    /// A message rendered once, with what it depends on besides the wording: its template, and the parameters the
    /// template read (`nil` for one the failure lacked). `{length}` in "is 3 characters long" is read; a
    /// `length` the template does not show is not, so failures of every length share one message.
    package struct Rendered {
        var template: String
        var parameters: [String: ValidationParameter?]
        var message: String

        /// Whether this is the message of `template` with `parameters`.
        func matches(_ template: String, _ parameters: [String: ValidationParameter]) -> Bool {
            self.template == template && self.parameters.allSatisfy { parameters[$0.key] == $0.value }
        }
    }

    package init(_ wording: Wording) {
        self.wording = wording
    }

    /// A renderer with the wording `change` makes of this one's, and no messages yet.
    package func changing(_ change: (inout Wording) -> Void) -> ErrorRenderer {
        var wording = wording
        change(&wording)
        return ErrorRenderer(wording)
    }

    /// Renders one failure, as a list of one error: remembered whole (see the type's summary) when it has no
    /// parameters or details and its message does not show the value.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - customMessage: The reporting rule's custom message, which wins over the catalog and the default.
    ///   - describeValue: The value as `{value}` shows it; called only when the template shows it, and never
    ///     for a secret value.
    @usableFromInline
    package func errors(for failures: [RuleFailure], customMessage: String?, describeValue: () -> String)
        -> [ValidationError]
    {
        // The failures stay in their array until a new error is built: taking one out would copy it, retaining
        // each of its fields, on every failing value.
        precondition(failures.count == 1, "one failure")
        // Only failures without parameters: those with parameters often carry something of the value (a length,
        // a date), and remembering each would fill the list with errors seen once.
        guard failures[0].parameters.isEmpty, failures[0].details.isEmpty else {
            return [error(for: failures[0], customMessage: customMessage, describeValue: describeValue)]
        }
        if let remembered = rememberedErrors(for: failures, customMessage: customMessage) { return remembered }
        let failure = failures[0]
        var showsValue = false
        let errors = [error(for: failure, customMessage: customMessage, showsValue: &showsValue, describeValue)]
        if !showsValue {
            memory.withLock { memory in
                if memory.errorLists.count < Self.capacity {
                    memory.errorLists.append(ErrorList(failure, customMessage: customMessage, errors: errors))
                }
            }
        }
        return errors
    }

    /// The errors remembered for the one failure of `failures` with `customMessage`, if any.
    private func rememberedErrors(for failures: [RuleFailure], customMessage: String?) -> [ValidationError]? {
        memory.withLock { memory in
            // Through a buffer pointer, comparing in place: copying an entry out would retain each of its fields.
            memory.errorLists.withUnsafeBufferPointer { lists in
                for index in lists.indices where lists[index].matches(failures, customMessage) {
                    return lists[index].errors
                }
                return nil
            }
        }
    }

    /// The errors of each of a rule's fixed failures (see
    /// ``ValidationRule/init(name:message:failures:presence:rewritesValue:numberNotation:judge:unlisted:)``), rendered now, for a
    /// rule set to reuse on every value the rule rejects that way.
    ///
    /// - Parameter rule: The rule.
    /// - Returns: For each fixed failure, in order, a list of one error, or `nil` when its message shows the value
    ///   (it is then rendered on each failure); empty for a rule without fixed failures.
    package func presetErrors<Value>(for rule: ValidationRule<Value>) -> [[ValidationError]?] {
        rule.fixedFailures.map { failure in
            var showsValue = false
            let error = error(for: failure, customMessage: rule.customMessage, showsValue: &showsValue) { "" }
            return showsValue ? nil : [error]
        }
    }

    /// Renders one failure.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - customMessage: The reporting rule's custom message, which wins over the catalog and the default.
    ///   - describeValue: The value as `{value}` shows it; called only when the template shows it, and never
    ///     for a secret value.
    @usableFromInline
    package func error(for failure: RuleFailure, customMessage: String?, describeValue: () -> String) -> ValidationError
    {
        var showsValue = false
        return error(for: failure, customMessage: customMessage, showsValue: &showsValue, describeValue)
    }

    /// Renders one failure, and notes in `showsValue` whether its message (or a detail's) shows the value.
    private func error(
        for failure: RuleFailure, customMessage: String?, showsValue: inout Bool, _ describeValue: () -> String
    ) -> ValidationError {
        let messages = wording.messages
        // A failure reported inside a composed rule carries the custom message of the rule that reported it.
        let template = customMessage ?? failure.customTemplate ?? messages.template(for: failure) ?? failure.template
        let parameters = failure.parameters
        let message: String
        if let remembered = memory.withLock({ $0.rendered.first { $0.matches(template, parameters) }?.message }) {
            message = remembered
        } else {
            let (text, shows, readParameters) = MessageTemplate.render(
                template, parameters: parameters,
                field: wording.label ?? wording.fieldName ?? messages.fieldName,
                value: { wording.isSecret ? messages.hiddenValue : describeValue() }, style: messages.style)
            showsValue = showsValue || shows
            if !shows {
                memory.withLock { memory in
                    if memory.rendered.count < Self.capacity,
                        !memory.rendered.contains(where: { $0.matches(template, parameters) })
                    {
                        memory.rendered.append(Rendered(template: template, parameters: readParameters, message: text))
                    }
                }
            }
            message = text
        }
        // The failures behind a composed rule's (the alternatives an `anyOf` tried) become the error's details.
        let details = failure.details.map {
            error(for: $0, customMessage: nil, showsValue: &showsValue, describeValue)
        }
        return ValidationError(
            code: failure.code, parameters: failure.parameters, message: message, field: wording.fieldName,
            details: details)
    }
}
