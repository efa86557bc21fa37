import FormValidationCore

/// `if`, `then` and `else`: a value valid against `if` must be valid against `then`, any other against `else`.
/// `if`'s own failures are never errors; `then` and `else` without `if` do nothing.
struct IfThenElse: SchemaKeyword {
    let condition: Int
    let then: Int?
    let otherwise: Int?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        let test = evaluation.check(condition, instance, at: path)
        if test.isValid { evaluation.annotations.merge(test.annotations) }
        guard let branch = test.isValid ? then : otherwise else { return true }
        let outcome = evaluation.evaluate(branch, instance, at: path)
        if outcome.isValid { evaluation.annotations.merge(outcome.annotations) }
        return outcome.isValid
    }

    var inPlaceSubschemas: [Int] { [condition] + [then, otherwise].compactMap { $0 } }
}

extension KeywordDeclaration {
    static let conditional = KeywordDeclaration(["if"]) { context throws(JSONSchemaError) in
        guard let condition = try context.subschema("if") else { return nil }
        return IfThenElse(
            condition: condition, then: try context.subschema("then"), otherwise: try context.subschema("else"))
    }
}
