import FormValidationCore

/// `uniqueItems`: no two items of an array may be equal, in JSON Schema's equality (`duplicateItems`, parameters
/// `index` and `first`).
struct UniqueItems: SchemaKeyword {
    let title: String?

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        guard case .array(let items) = instance, items.count > 1 else { return true }
        // Values Swift finds equal hash alike, and those JSON Schema finds equal are among them: each bucket is
        // searched with the schema's equality.
        var seen: [JSONValue: [Int]] = [:]
        for (index, item) in items.enumerated() {
            if let first = seen[item]?.first(where: { items[$0].isSchemaEqual(to: item) }) {
                evaluation.report(
                    RuleFailure(.duplicateItems, parameters: ["index": .integer(index), "first": .integer(first)]),
                    at: path, title: title, instance: instance)
                return false
            }
            seen[item, default: []].append(index)
        }
        return true
    }
}

extension KeywordDeclaration {
    static let uniqueItems = KeywordDeclaration(["uniqueItems"]) { context throws(JSONSchemaError) in
        try context.bool("uniqueItems") == true ? UniqueItems(title: context.title) : nil
    }
}
