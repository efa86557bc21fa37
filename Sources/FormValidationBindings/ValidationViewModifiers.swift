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

        /// Formats `text` as it is typed with `formatter`: card numbers grouped, `MM/YY` with its slash.
        ///
        /// ```swift
        /// struct CardView: View {
        ///     @State private var number = ""
        ///
        ///     var body: some View {
        ///         TextField("Card number", text: $number)
        ///             .formatting($number, with: CardNumberInputFormatter())
        ///     }
        /// }
        /// ```
        ///
        /// A ``Field`` with a formatter formats its own text: bind `$field.text` and leave this modifier out.
        ///
        /// - Parameters:
        ///   - text: The text the view edits.
        ///   - formatter: How to shape it.
        /// - Returns: A view whose text is formatted on every change.
        public func formatting(_ text: Binding<String>, with formatter: some InputFormatter) -> some View {
            modifier(InputFormattingModifier(text: text, formatter: formatter))
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

    /// Writes the text back formatted after each change; ``InputFormatter/formattingChange(from:to:)`` does the work,
    /// in tested cross-platform code.
    struct InputFormattingModifier<Formatter: InputFormatter>: ViewModifier {
        let text: Binding<String>
        let formatter: Formatter

        func body(content: Content) -> some View {
            content.onChange(of: text.wrappedValue) { old, new in
                let formatted = formatter.formattingChange(from: old, to: new).text
                if formatted != new { text.wrappedValue = formatted }
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
