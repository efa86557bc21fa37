import FormValidationCore
import FormValidationSpecs

extension Field where Value == String {
    /// The value as text for a text field: `""` when empty; setting `""` makes the value `nil`.
    ///
    /// SwiftUI binds to it with `@Bindable`: `TextField("Email", text: $email.text)`. With a ``formatter``, the
    /// text set is read as an edit of the text before (what changed between them) and formatted, with the caret
    /// after the change.
    public var text: String {
        get { value ?? "" }
        set {
            guard storedFormatter != nil else { return setText(newValue) }
            input = InputText(newValue)
        }
    }

    /// Sets the text as it is, without formatting it.
    func setText(_ newValue: String) {
        value = newValue.isEmpty ? nil : newValue
    }
}
