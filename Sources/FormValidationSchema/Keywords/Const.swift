import FormValidationCore

/// `const`: the value must equal the one given (`notAllowed.const`, parameter `expected`; `notAllowed.value`
/// for a long one), in JSON equality.
struct Constant: SchemaKeyword {
    let value: JSONValue
    let title: String?
    /// The failure, made once.
    let failure: RuleFailure

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        if instance.isSchemaEqual(to: value) { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let constant = KeywordDeclaration(["const"]) { context in
        context.members["const"].map {
            Constant(value: $0, title: context.title, failure: RuleFailure.notAllowed(expected: $0.description))
        }
    }
}
