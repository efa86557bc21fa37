import FormValidationCore

/// `uniqueItems`: no two items of an array may be equal, in JSON Schema's equality (one `duplicateItems` error,
/// parameters `index`, `first` and `count`).
struct UniqueItems: SchemaKeyword {
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .array(let items) = instance, items.count > 1 else { return true }
        // Values Swift finds equal hash alike, and those JSON Schema finds equal are among them: each bucket is
        // searched with the schema's equality.
        var seen: [JSONValue: [Int]] = [:]
        var repeats = 0
        var firstRepeat: (index: Int, first: Int)?
        for (index, item) in items.enumerated() {
            if let first = seen[item]?.first(where: { items[$0].isSchemaEqual(to: item) }) {
                // Without errors to collect, the first repeat is the verdict.
                guard evaluation.collecting else { return false }
                if firstRepeat == nil { firstRepeat = (index, first) }
                repeats += 1
            } else {
                seen[item, default: []].append(index)
            }
        }
        guard let firstRepeat else { return true }
        evaluation.report(
            .duplicates(index: firstRepeat.index, first: firstRepeat.first, count: repeats), at: path, title: title,
            instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let uniqueItems = KeywordDeclaration(["uniqueItems"]) { context throws(JSONSchemaError) in
        try context.bool("uniqueItems") == true ? UniqueItems(title: context.title) : nil
    }
}
