import FormValidationCore

/// `contains`, `minContains` and `maxContains`: how many items must be valid against `contains`: at least
/// `minContains` (1 unless given; 0 lets any array pass) and at most `maxContains` (`tooFewMatches`,
/// `tooManyMatches`). Without `contains`, the other two do nothing.
struct Contains: SchemaKeyword {
    let subschema: Int
    let minimum: Int
    let maximum: Int?
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .array(let items) = instance else { return true }
        var matched: [Int] = []
        for (index, item) in items.enumerated()
        where evaluation.check(subschema, item, at: path, .item(index)).isValid {
            matched.append(index)
        }
        if matched.count < minimum {
            evaluation.report(
                RuleFailure(.tooFewMatches, parameters: ["min": .integer(minimum), "count": .integer(matched.count)]),
                at: path, title: title, instance: instance)
            return false
        }
        if let maximum, matched.count > maximum {
            evaluation.report(
                RuleFailure(.tooManyMatches, parameters: ["max": .integer(maximum), "count": .integer(matched.count)]),
                at: path, title: title, instance: instance)
            return false
        }
        evaluation.annotations.items.formUnion(matched)
        return true
    }
}

extension KeywordDeclaration {
    static let contains = KeywordDeclaration(["contains", "minContains", "maxContains"]) {
        context throws(JSONSchemaError) in
        let minimum = try context.count("minContains")
        let maximum = try context.count("maxContains")
        guard let subschema = try context.subschema("contains") else { return nil }
        return Contains(subschema: subschema, minimum: minimum ?? 1, maximum: maximum, title: context.title)
    }
}
