import FormValidationCore
import FormValidationSpecs

/// What a ``FormModel`` reads from and gives to a field: its label, its value as the form's rules read it, the
/// fields its conditions read, and the form rules' errors that go to it.
extension Field {
    /// What `{field}` shows for this field in a form rule's message: its first validator's label, else its name.
    var displayName: String {
        guard let rules = validators.first?.rules else { return name }
        return rules.label ?? rules.fieldName ?? name
    }

    /// The value as a form rule reads it: as the first validator's rules correct it when it passes them, else as
    /// entered, with whether they reject it and how they read numbers; `nil` when empty or switched off.
    var formRuleReading: FormRuleReading? {
        guard machine.isActive, let value = storedValue else { return nil }
        guard let rules = validators.first?.rules else { return FormRuleReading(value: value) }
        switch rules.validate(value) {
        case .valid(let corrected):
            return FormRuleReading(value: corrected, numberNotation: rules.numberNotation)
        case .invalid:
            return FormRuleReading(value: value, isRejected: true, numberNotation: rules.numberNotation)
        }
    }

    /// The names of the fields that this field's conditions read: its own ``condition``'s and its rules'.
    var conditionFields: [String] {
        var names = condition?.fields ?? []
        for validator in validators {
            for name in validator.rules.fieldsRead + validator.asyncRules.flatMap({ $0.condition?.fields ?? [] })
            where !names.contains(name) {
                names.append(name)
            }
        }
        return names.filter { $0 != name }
    }

    /// Sets the errors of the form's rules that go to this field; they follow its own and make it invalid.
    ///
    /// - Parameters:
    ///   - errors: The errors, in rule order.
    ///   - revealing: Whether to show the field's errors now.
    func setFormErrors(_ errors: [ValidationError], revealing: Bool) {
        send(.formErrorsSet(errors, revealing: revealing))
    }
}
