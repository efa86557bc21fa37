import FormValidationCore

/// `oneOf`: the value must be valid against exactly one subschema: none gives `noMatchingAlternative` (with each
/// alternative's errors in its details), more than one `multipleAlternatives` (parameter `matches`).
struct OneOf: SchemaKeyword {
    let subschemas: [Int]
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        var matches: [Int] = []
        var matched = Annotations()
        var details: [ValidationError] = []
        for (position, subschema) in subschemas.enumerated() {
            let (outcome, errors) = evaluation.evaluateApart(subschema, instance, at: path)
            if outcome.isValid {
                matches.append(position)
                matched = outcome.annotations
                if matches.count > 1 && !evaluation.collecting { return false }
            } else {
                details += errors
            }
        }
        switch matches.count {
        case 1:
            evaluation.annotations.merge(matched)
            return true
        case 0:
            evaluation.report(
                RuleFailure(.noMatchingAlternative), at: path, title: title, instance: instance, details: details)
        default:
            evaluation.report(
                RuleFailure(.multipleAlternatives, parameters: ["matches": .list(matches.map(String.init))]),
                at: path, title: title, instance: instance)
        }
        return false
    }

    var inPlaceSubschemas: [Int] { subschemas }
}

extension KeywordDeclaration {
    static let oneOf = KeywordDeclaration(["oneOf"]) { context throws(JSONSchemaError) in
        try context.subschemaArray("oneOf").map { OneOf(subschemas: $0, title: context.title) }
    }
}
