/// `equalToField`: equal to another field's value, read when the rule runs; a spec's form of
/// ``ValidationRule/equal(toValueOf:message:)``.
struct EqualToFieldRule: RuleDefinition {
    static let summary: ArgumentText = "Equal to the current value of the field \(name: "field") names."
    static let example = ".equal(to: passwordField)"
    static let symbol = "ValidationRule/equal(toValueOf:message:)"
    static let messages: [DefaultMessage] = [.notEqual]

    @Argument(
        required: .string, summary: "the name of another field of the form", namesField: true, checks: [.notEmpty],
        commandLine: .notOffered)
    var field: String = ""

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        guard let read = context.fields?.reader(for: field) else { throw .cannotReadField(field) }
        return .local(.equal(toField: read, message: context.message))
    }
}
