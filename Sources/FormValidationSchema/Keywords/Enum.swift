import FormValidationCore

/// `enum`: the value must equal one of the listed values (`notAllowed`). JSON equality: `1` and `1.0` are equal,
/// `1` and `true` are not, objects compare member by member whatever their order.
struct Enumeration: SchemaKeyword {
    let values: [JSONValue]
    let title: String?

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        if values.contains(where: { $0.isSchemaEqual(to: instance) }) { return true }
        evaluation.report(
            RuleFailure(.notAllowed, parameters: ["options": .list(values.map(\.description))]), at: path,
            title: title, instance: instance)
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
