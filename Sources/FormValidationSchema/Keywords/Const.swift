import FormValidationCore

/// `const`: the value must equal the one given (`notAllowed.const`, parameter `expected`), in JSON equality.
struct Constant: SchemaKeyword {
    let value: JSONValue
    let title: String?

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        if instance.isSchemaEqual(to: value) { return true }
        evaluation.report(
            RuleFailure(.notAllowedConst, parameters: ["expected": .text(value.description)]), at: path, title: title,
            instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let constant = KeywordDeclaration(["const"]) { context in
        context.members["const"].map { Constant(value: $0, title: context.title) }
    }
}
