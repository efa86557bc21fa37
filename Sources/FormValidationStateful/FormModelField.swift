import FormValidationCore
import FormValidationSpecs

/// What a ``FormModel`` needs from a field beyond ``FormField`` to run its form rules and conditions: a field of
/// this library (``Field``) has it; a field of your own without it takes no form-rule errors (they go to the form)
/// and its conditions are not followed.
@MainActor
protocol FormModelField: AnyObject {
    /// Whether the field takes part in the form now.
    var isActive: Bool { get }
    /// What `{field}` shows for it.
    var displayName: String { get }
    /// Its value as a form rule reads it, `nil` when it has none.
    var formRuleReading: FormRuleReading? { get }
    /// The names of the fields its conditions read.
    var conditionFields: [String] { get }
    /// Re-validates it whenever `other`'s value changes.
    func dependsOn(_ other: any FormField)
    /// Sets the errors of the form's rules that go to it.
    func setFormErrors(_ errors: [ValidationError], revealing: Bool)
}

extension Field: FormModelField {}

/// A field's value as the form's rules read it.
struct FormRuleReading {
    /// The value: corrected by the field's rules when they pass it, else as entered.
    var value: any Sendable
    /// Whether the field's own rules reject it.
    var isRejected = false
    /// How the field's rules read text as a number, if they do.
    var numberNotation: NumberParser?
}
