import FormValidationCore
import FormValidationSpecs

extension Field where Value == String {
    /// The value as text for a text field: `""` when empty; setting `""` makes the value `nil`.
    ///
    /// SwiftUI binds to it with `@Bindable`: `TextField("Email", text: $email.text)`.
    public var text: String {
        get { value ?? "" }
        set { value = newValue.isEmpty ? nil : newValue }
    }
}
