import FormValidationCore

/// `not`: the value must not be valid against the subschema (`forbidden` when it is).
struct Not: SchemaKeyword {
    let subschema: Int
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard evaluation.check(subschema, instance, at: path).isValid else { return true }
        evaluation.report(RuleFailure(.forbidden), at: path, title: title, instance: instance)
        return false
    }

    var inPlaceSubschemas: [Int] { [subschema] }
}

extension KeywordDeclaration {
    static let not = KeywordDeclaration(["not"]) { context throws(JSONSchemaError) in
        try context.subschema("not").map { Not(subschema: $0, title: context.title) }
    }
}
