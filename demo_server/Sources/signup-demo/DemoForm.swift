import FormValidation
import Foundation

/// The signup form built from its spec, with what both front ends need to show it: each field's label and
/// whether it is secret, and its lists of repeated fields ("other phone numbers").
@MainActor
struct DemoForm {
    /// One field of the form and the spec it was built from.
    struct Entry {
        /// The field, holding text as typed.
        let field: Field<String>
        /// Its spec: name, label, secrecy.
        let spec: FieldSpec
        /// The language of the messages, and so of the label.
        let language: String

        /// The field's name, as in the spec.
        var name: String { spec.name }
        /// The name people see, in the messages' language.
        var label: String { spec.displayName(in: language) }

        /// `text` as it may be shown: a secret field's text becomes bullets.
        ///
        /// - Parameters:
        ///   - text: The text to show.
        ///   - hidingLength: Whether to hide the length too (a fixed run of bullets), as for a submitted value.
        func displayed(_ text: String, hidingLength: Bool = false) -> String {
            guard spec.isSecret, !text.isEmpty else { return text }
            return hidingLength ? DemoForm.secretMask : String(repeating: "•", count: text.count)
        }
    }

    /// A list field of the form: a repeating group whose items are single text fields.
    @MainActor
    struct ListEntry {
        /// The list.
        let list: FieldList
        /// Its spec: name, label, item.
        let spec: FieldSpec
        /// The language of the messages, and so of the labels.
        let language: String

        /// The list's name, as in the spec.
        var name: String { spec.name }
        /// The list's name people see.
        var label: String { spec.displayName(in: language) }
        /// The name people see for one item, numbered from 1: "Other phone 2".
        func itemLabel(_ index: Int) -> String { "\(spec.item?.displayName(in: language) ?? label) \(index + 1)" }
        /// The script's name of one item, its JSON Pointer without the leading slash: `otherPhones/1`.
        func itemName(_ index: Int) -> String { "\(name)/\(index)" }
        /// The text fields of the items, in order.
        var fields: [Field<String>] { list.items.compactMap { $0.textField } }
        /// The list's own errors as shown: too many items, the same number twice.
        var visibleMessages: [String] { list.listErrorsRevealed ? list.listErrors.map(\.message) : [] }
    }

    /// One part of the form, in spec order.
    enum Part {
        case field(Entry)
        case list(ListEntry)
    }

    /// What a secret value is shown as once submitted: always eight bullets, whatever its length.
    nonisolated static let secretMask = "••••••••"

    /// The form.
    let form: FormModel
    /// The text fields in form order.
    let entries: [Entry]
    /// The list fields in form order.
    let lists: [ListEntry]
    /// Every field and list, in form order.
    let parts: [Part]
    /// The demo's own words, in the language of the messages.
    let words: DemoWords

    /// Builds the form from `spec`, resolving relative remote URLs against `baseURL`.
    ///
    /// - Parameters:
    ///   - spec: The form spec.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - messages: The language of the messages.
    ///   - words: The demo's own words, in the same language.
    /// - Throws: ``FormSpecError`` when a rule cannot be built.
    init(spec: FormSpec, baseURL: URL, messages: MessageCatalog, words: DemoWords) throws(FormSpecError) {
        let form = try FormModel(spec: spec, baseURL: baseURL, messages: messages)
        self.form = form
        self.words = words
        self.parts = spec.fields.compactMap { fieldSpec in
            if let field = form.textField(named: fieldSpec.name) {
                return .field(Entry(field: field, spec: fieldSpec, language: messages.language))
            }
            if let list = form.field(named: fieldSpec.name) as? FieldList {
                return .list(ListEntry(list: list, spec: fieldSpec, language: messages.language))
            }
            return nil
        }
        self.entries = parts.compactMap { if case .field(let entry) = $0 { entry } else { nil } }
        self.lists = parts.compactMap { if case .list(let list) = $0 { list } else { nil } }
    }

    /// The list named `name`.
    func list(named name: String) -> ListEntry? {
        lists.first { $0.name == name }
    }

    /// The entry of the field named `name`.
    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The fields' names, in order, for messages: a list's items as `otherPhones/0`.
    var fieldNames: String {
        parts.map { part in
            switch part {
            case .field(let entry): entry.name
            case .list(let list): "\(list.name)/N (after add \(list.name))"
            }
        }.joined(separator: ", ")
    }

    /// Every text field, the lists' items' included.
    var allFields: [Field<String>] { entries.map(\.field) + lists.flatMap(\.fields) }

    /// Waits until no remote check is in flight in any field (or waiting out its debounce).
    func waitUntilSettled() async {
        repeat {
            for field in allFields {
                for validator in field.validators { await validator.waitUntilSettled() }
            }
        } while allFields.contains { $0.validators.contains(where: \.isCheckingRemotely) }
    }

    /// What a submission produced, as lines without indentation: `name = value` for each field of a
    /// successful one (secret values masked, empty fields as `name (empty)`, in the words' language), `Label: message`
    /// for each error of a failed one.
    func report(of submission: FormSubmission) -> [String] {
        if submission.isValid {
            return parts.map { part in
                switch part {
                case .field(let entry):
                    guard let value = submission.value(entry.name, as: String.self), !value.isEmpty else {
                        return words(.empty, ["name": .text(entry.name)])
                    }
                    return words.valueLine(name: entry.name, shown: entry.displayed(value, hidingLength: true))
                case .list(let list):
                    let values = (submission.values[list.name] as? [String?] ?? []).compactMap { $0 }
                    return values.isEmpty
                        ? words(.empty, ["name": .text(list.name)])
                        : words.valueLine(name: list.name, shown: values.joined(separator: ", "))
                }
            }
        }
        return submission.errors.map { error in
            // An error names its field by the field's name (`passwordConfirmation`); people read its label. An
            // item of a list is named by its place: `/otherPhones/1` is "Other phone 2".
            guard let field = error.field else { return error.message }
            if let list = list(named: field) {
                let tokens = error.path?.tokens ?? []
                if tokens.count == 2, let index = Int(tokens[1]) {
                    return words.errorLine(label: list.itemLabel(index), message: error.message)
                }
                return words.errorLine(label: list.label, message: error.message)
            }
            return words.errorLine(label: entry(named: field)?.label ?? field, message: error.message)
        }
    }
}
