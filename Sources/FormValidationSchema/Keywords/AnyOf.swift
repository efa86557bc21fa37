import FormValidationCore

/// `anyOf`: the value must be valid against at least one subschema. When none fits, one error
/// (`noMatchingAlternative`) stands for them, each alternative's errors in its details.
struct AnyOf: SchemaKeyword {
    let subschemas: [Int]
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        var isValid = false
        var details: [ValidationError] = []
        for subschema in subschemas {
            let (outcome, errors) = evaluation.evaluateApart(subschema, instance, at: path)
            if outcome.isValid {
                isValid = true
                evaluation.annotations.merge(outcome.annotations)
                // Every alternative's annotations count only when something reads them.
                if !evaluation.program.tracksAnnotations { return true }
            } else if !isValid {
                details += errors
            }
        }
        if !isValid {
            evaluation.report(
                RuleFailure(.noMatchingAlternative), at: path, title: title, instance: instance, details: details)
        }
        return isValid
    }

    var inPlaceSubschemas: [Int] { subschemas }
}

extension KeywordDeclaration {
    static let anyOf = KeywordDeclaration(["anyOf"]) { context throws(JSONSchemaError) in
        try context.subschemaArray("anyOf").map { AnyOf(subschemas: $0, title: context.title) }
    }
}
