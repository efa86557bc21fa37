@_spi(Locking) package import FormValidationCore

/// The messages a schema's keywords have rendered, per catalog: each rendered once and reused.
///
/// A keyword that fails the same way again (a `minLength` of 3 on `username`, an `enum` of countries on
/// `country`) gets the same message: the same template, field and parameters give the same text, unless the
/// template shows the value. A message is remembered with the template, the field and the parameters it read, as
/// ``FormValidation/RuleSet`` remembers its own; a schema keeps up to ``catalogCapacity`` catalogs' messages and
/// ``capacity`` messages for each, so a schema whose messages change with the values it sees (a length shown in
/// the message) does not grow its memory without bound.
///
/// Threads validating with one schema at once share its memory, behind a lock taken once per value validated
/// (``Slot/known``) and once per message rendered.
package final class MessageMemory: Sendable {
    /// How many messages a catalog keeps at most.
    static let capacity = 256
    /// How many catalogs keep messages at most: a server answering in a few languages keeps each.
    static let catalogCapacity = 8

    private let slots = Locked([Slot]())

    /// The memory of the messages rendered with `messages`; made on first use, `nil` when the memory holds
    /// ``catalogCapacity`` other catalogs already.
    package func slot(for messages: MessageCatalog) -> Slot? {
        slots.withLock { slots in
            for slot in slots where slot.messages == messages { return slot }
            guard slots.count < Self.catalogCapacity else { return nil }
            let slot = Slot(messages)
            slots.append(slot)
            return slot
        }
    }

    /// A message rendered once, with what it depends on besides the catalog: its template, its field, and the
    /// parameters the template read (`nil` for one the failure lacked).
    struct Rendered: Sendable {
        var template: String
        var field: String
        var parameters: [String: ValidationParameter?]
        var message: String

        func matches(_ template: String, _ field: String, _ parameters: [String: ValidationParameter]) -> Bool {
            self.field == field && self.template == template
                && self.parameters.allSatisfy { parameters[$0.key] == $0.value }
        }
    }

    /// The messages rendered with one catalog.
    package final class Slot: Sendable {
        let messages: MessageCatalog
        private let rendered = Locked([Rendered]())

        init(_ messages: MessageCatalog) { self.messages = messages }

        /// The messages rendered so far.
        var known: [Rendered] { rendered.withLock { $0 } }

        /// Keeps a message rendered, unless the memory is full.
        func remember(_ message: Rendered) {
            rendered.withLock { rendered in
                if rendered.count < MessageMemory.capacity { rendered.append(message) }
            }
        }
    }
}

/// One evaluation's messages: those its slot knew when it began, and those it renders (up to
/// ``MessageMemory/capacity``, for an evaluation kept from value to value).
struct MessageLookup {
    let slot: MessageMemory.Slot
    /// The slot's catalog, held here: read through the slot, each use would copy it, retaining each of its fields.
    private let messages: MessageCatalog
    private var known: [MessageMemory.Rendered]

    init(_ slot: MessageMemory.Slot) {
        self.slot = slot
        messages = slot.messages
        known = slot.known
    }

    /// The error of `failure` about `field` (a title, a member's name, or `nil` for the catalog's name of a
    /// field), its message remembered or rendered by the slot's catalog; `value` is the value as `{value}` shows it.
    mutating func error(for failure: RuleFailure, field: String?, value: () -> String) -> ValidationError {
        guard failure.details.isEmpty else { return messages.error(for: failure, field: field, value: value) }
        let template = failure.customTemplate ?? messages.template(for: failure) ?? failure.template
        let field = field ?? messages.fieldName
        let parameters = failure.parameters
        // Through a buffer pointer, comparing in place: copying an entry out would retain each of its fields.
        let remembered = known.withUnsafeBufferPointer { entries in
            entries.first { $0.matches(template, field, parameters) }?.message
        }
        if let remembered {
            return ValidationError(code: failure.code, parameters: parameters, message: remembered, details: [])
        }
        let (message, showsValue, read) = MessageTemplate.render(
            template, parameters: parameters, field: field, value: value, style: messages.style)
        if !showsValue {
            let rendered = MessageMemory.Rendered(template: template, field: field, parameters: read, message: message)
            if known.count < MessageMemory.capacity { known.append(rendered) }
            slot.remember(rendered)
        }
        return ValidationError(code: failure.code, parameters: parameters, message: message, details: [])
    }
}
