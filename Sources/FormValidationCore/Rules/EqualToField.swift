extension RuleSpec {
    /// Equality with another field's current value: the confirmation field's rule.
    ///
    /// Built rules read the other field when they run (see ``FieldSpec/makeRules(baseURL:transport:cache:messages:valueOf:now:)``);
    /// a record validation compares with the other field's submitted value. Default message:
    /// "{field} does not match." (code ``ValidationError/Code/notEqual``).
    ///
    /// - Parameters:
    ///   - field: The name of the other field.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func equalToField(_ field: String, message: String? = nil) -> RuleSpec {
        RuleSpec(.equalToField, EqualToFieldArguments(field: field), message: message)
    }
}

extension RuleDeclaration {
    /// `equalToField`: equal to another field's value, read when the rule runs; a spec's form of
    /// ``ValidationRule/equal(toValueOf:message:)``.
    static let equalToField = RuleDeclaration(
        name: "equalToField",
        summary: "Equal to the current value of the field \(name: "field") names.",
        example: ".equal(to: passwordField)",
        symbol: "ValidationRule/equal(toValueOf:message:)",
        arguments: EqualToFieldArguments.self,
        messages: [.notEqual]
    ) { arguments, context throws(ArgumentProblem) in
        guard let read = context.fields?.reader(for: arguments.field) else { throw .cannotReadField(arguments.field) }
        return .local(.equal(toValueOf: read, message: context.message))
    }
}

private struct EqualToFieldArguments: DeclaredArguments {
    var field = ""
    static let fields: [ArgumentField<Self>] = [
        .init(
            \.field,
            RuleArgument(
                "field", .string, summary: "the name of another field of the form", namesField: true,
                checks: [ArgumentChecks.notEmpty("field")]))
    ]
}
