#if canImport(SwiftUI)
    public import FormValidationCore
    public import FormValidationStateful
    public import SwiftUI

    extension View {
        /// Validates `text` with `validator` on every change, and on submit validates at once, waits for any
        /// remote check, and writes the corrected value (a trimmed email, say) back into `text`.
        ///
        /// ```swift
        /// struct EmailView: View {
        ///     @State private var email = ""
        ///     @State private var validator = FormValidator<String>(field: "Email", rules: [.required(), .email()])
        ///
        ///     var body: some View {
        ///         TextField("Email", text: $email)
        ///             .validating($email, with: validator)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - text: The text the view edits.
        ///   - validator: The validator to feed.
        /// - Returns: A view that validates as its text changes.
        public func validating(_ text: Binding<String>, with validator: FormValidator<String>) -> some View {
            modifier(TextValidationModifier(text: text, validator: validator))
        }

        /// Ends editing of `field` when the view is submitted, validates it at once, and writes the corrected
        /// value back. Bind the view's text to the field with `@Bindable` (`text: $field.text`): every change
        /// then validates as the field's timing says.
        ///
        /// ```swift
        /// struct EmailRow: View {
        ///     @Bindable var email: Field<String>
        ///
        ///     var body: some View {
        ///         TextField("Email", text: $email.text)
        ///             .validation(of: email)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameter field: The field the view edits.
        /// - Returns: A view that validates the field on submit.
        public func validation(of field: Field<String>) -> some View {
            modifier(FieldSubmitModifier(field: field))
        }
    }

    /// Validates on change, writes back on submit.
    struct TextValidationModifier: ViewModifier {
        let text: Binding<String>
        let validator: FormValidator<String>

        func body(content: Content) -> some View {
            content
                .onChange(of: text.wrappedValue) { _, newValue in
                    validator.validate(newValue)
                }
                .onSubmit {
                    let text = self.text
                    let validator = self.validator
                    Task { @MainActor in
                        let state = await validator.validated(text.wrappedValue)
                        if state == .valid, let corrected = validator.validatedValue, corrected != text.wrappedValue {
                            text.wrappedValue = corrected
                        }
                    }
                }
        }
    }

    /// Ends editing and submits a field.
    struct FieldSubmitModifier: ViewModifier {
        let field: Field<String>

        func body(content: Content) -> some View {
            content.onSubmit {
                let field = self.field
                field.endEditing()
                Task { @MainActor in await field.validateForSubmit() }
            }
        }
    }
#endif
