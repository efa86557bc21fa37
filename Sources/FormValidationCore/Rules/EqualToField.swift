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
        RuleSpec(EqualToFieldRule(field: field), message: message)
    }
}

/// `equalToField`: equal to another field's value, read when the rule runs; a spec's form of
/// ``ValidationRule/equal(toValueOf:message:)``.
struct EqualToFieldRule: RuleDefinition {
    static let name = "equalToField"
    static let summary: ArgumentText = "Equal to the current value of the field \(name: "field") names."
    static let example = ".equal(to: passwordField)"
    static let symbol = "ValidationRule/equal(toValueOf:message:)"
    static let messages: [DefaultMessage] = [.notEqual]

    @Argument(
        required: .string, summary: "the name of another field of the form", namesField: true, checks: [.notEmpty],
        commandLine: .notOffered)
    var field = ""

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
        return .local(.equal(toValueOf: read, message: context.message))
    }
}
