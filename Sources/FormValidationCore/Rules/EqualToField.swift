/// Equal to the current value of the field `field` names.
struct EqualToFieldRule: RuleDefinition {
    static let example = ".equal(to: passwordField)"
    static let symbol = "ValidationRule/equal(toValueOf:message:)"
    static let messages: [DefaultMessage] = [.notEqual]

    /// The name of another field of the form.
    @Argument(required: .string, namesField: true, checks: [.notEmpty], commandLine: .notOffered)
    var field: String = ""

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
        return .local(.equal(toField: read, message: context.message))
    }
}
