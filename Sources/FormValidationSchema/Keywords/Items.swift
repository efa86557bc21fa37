import FormValidationCore

/// `prefixItems` and `items`: the first items must be valid against `prefixItems`' schemas, position by position,
/// and every item after them against `items`.
struct ArrayItems: SchemaKeyword {
    let prefix: [Int]
    let rest: Int?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .array(let items) = instance else { return true }
        var isValid = true
        for (index, item) in items.enumerated() {
            let node = index < prefix.count ? prefix[index] : rest
            guard let node else { break }
            // `items` alone may be skipped by a diagnosis: the text program covers no `prefixItems`.
            let outer = prefix.isEmpty ? evaluation.enter(.item(index)) : -1
            guard let outer else { continue }
            defer { evaluation.leave(outer) }
            if !evaluation.evaluate(node, item, at: path, .item(index)).isValid {
                isValid = false
                if !evaluation.collecting { return false }
            }
        }
        if isValid {
            evaluation.annotations.leadingItems = max(
                evaluation.annotations.leadingItems, min(prefix.count, items.count))
            if rest != nil { evaluation.annotations.allItems = true }
        }
        return isValid
    }
}

extension KeywordDeclaration {
    static let arrayItems = KeywordDeclaration(["prefixItems", "items"]) { context throws(JSONSchemaError) in
        if case .array? = context.members["items"] {
            throw context.problem(
                "items", "an array in \"items\" is the form of earlier drafts: in draft 2020-12 it is \"prefixItems\"")
        }
        return ArrayItems(prefix: try context.subschemaArray("prefixItems") ?? [], rest: try context.subschema("items"))
    }
}
