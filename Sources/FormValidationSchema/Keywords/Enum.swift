import FormValidationCore

/// `enum`: the value must equal one of the listed values (`notAllowed`, or `notAllowed.many` for a long list).
/// JSON equality: `1` and `1.0` are equal, `1` and `true` are not, objects compare member by member whatever their
/// order.
struct Enumeration: SchemaKeyword {
    let values: [JSONValue]
    let title: String?
    /// The failure, made once: listing the values as JSON, or only their number for a long list.
    let failure: RuleFailure

    init(values: [JSONValue], title: String?) {
        self.values = values
        self.title = title
        failure = RuleFailure.notAllowed(options: values.map(\.description))
    }

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        if values.contains(where: { $0.isSchemaEqual(to: instance) }) { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let enumeration = KeywordDeclaration(["enum"]) { context throws(JSONSchemaError) in
        guard case .array(let values)? = context.members["enum"] else {
            throw context.problem("enum", "\"enum\" must be an array of values")
        }
        return Enumeration(values: values, title: context.title)
    }
}
