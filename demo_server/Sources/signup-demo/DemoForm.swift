import FormValidation
import Foundation

/// The signup form built from its spec, with what both front ends need to show it: each field's label and
/// whether it is secret.
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

    /// What a secret value is shown as once submitted: always eight bullets, whatever its length.
    nonisolated static let secretMask = "••••••••"

    /// The form.
    let form: FormModel
    /// The fields in form order.
    let entries: [Entry]

    /// Builds the form from `spec`, resolving relative remote URLs against `baseURL`.
    ///
    /// - Parameters:
    ///   - spec: The form spec.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - messages: The language of the messages.
    /// - Throws: ``FormSpecError`` when a rule cannot be built.
    init(spec: FormSpec, baseURL: URL, messages: MessageCatalog = .preferred) throws(FormSpecError) {
        let form = try FormModel(spec: spec, baseURL: baseURL, messages: messages)
        self.form = form
        self.entries = spec.fields.compactMap { fieldSpec in
            form.textField(named: fieldSpec.name).map { Entry(field: $0, spec: fieldSpec, language: messages.language) }
        }
    }

    /// The entry of the field named `name`.
    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The fields' names, in order, for messages.
    var fieldNames: String { entries.map(\.name).joined(separator: ", ") }

    /// Waits until no remote check is in flight in any field (or waiting out its debounce).
    func waitUntilSettled() async {
        repeat {
            for entry in entries {
                for validator in entry.field.validators { await validator.waitUntilSettled() }
            }
        } while entries.contains { $0.field.validators.contains(where: \.isCheckingRemotely) }
    }

    /// What a submission produced, as lines without indentation: `name = value` for each field of a
    /// successful one (secret values masked, empty fields as `name (empty)`), `Label: message` for each error
    /// of a failed one.
    func report(of submission: FormSubmission) -> [String] {
        if submission.isValid {
            return entries.map { entry in
                guard let value = submission.value(entry.name, as: String.self), !value.isEmpty else {
                    return "\(entry.name) (empty)"
                }
                return "\(entry.name) = \(entry.displayed(value, hidingLength: true))"
            }
        }
        return submission.errors.map { error in
            // An error names its field by the field's name (`passwordConfirmation`); people read its label.
            guard let field = error.field else { return error.message }
            return "\(entry(named: field)?.label ?? field): \(error.message)"
        }
    }
}
