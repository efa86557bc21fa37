public import FormValidationCore
public import FormValidationSpecs

extension FieldRules {
    /// A validator that runs these rules, local and asynchronous.
    ///
    /// - Returns: A new validator in the ``ValidationState/notValidated`` state.
    @MainActor
    public func makeValidator() -> FormValidator<String> {
        let validator = FormValidator(rules)
        for rule in asyncRules { validator.add(rule) }
        return validator
    }
}
