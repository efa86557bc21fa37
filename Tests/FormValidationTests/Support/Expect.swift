import FormValidation
import Testing

/// Checks that `rules` accept `value` and, when given, correct it to `corrected`.
func expect<Value: ValidatableValue & Equatable>(
    _ rules: RuleSet<Value>, accepts value: Value, correctedTo corrected: Value? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = rules.validate(value)
    #expect(result.errors == [], "\(value) should pass", sourceLocation: sourceLocation)
    if let corrected {
        #expect(result.value == corrected, sourceLocation: sourceLocation)
    }
}

/// Checks that `rules` reject `value` with exactly these codes and, when given, these messages.
func expect<Value: ValidatableValue>(
    _ rules: RuleSet<Value>, rejects value: Value, codes: [ValidationError.Code], messages: [String]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = rules.validate(value)
    #expect(!result.isValid, "\(value) should fail", sourceLocation: sourceLocation)
    #expect(result.errors.map(\.code) == codes, sourceLocation: sourceLocation)
    if let messages {
        #expect(result.errorMessages == messages, sourceLocation: sourceLocation)
    }
}
