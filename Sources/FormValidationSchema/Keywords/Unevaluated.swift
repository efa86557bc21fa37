import FormValidationCore

/// `unevaluatedProperties`: every member that no other keyword of the schema (or of a subschema it applied in
/// place and that passed) evaluated must be valid against the subschema.
struct UnevaluatedProperties: SchemaKeyword {
    let subschema: Int

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        let evaluated = evaluation.annotations.properties
        let unevaluated = members.sortedKeys.lazy.filter { !evaluated.contains(JSONObject.Name(text: $0)) }
        let isValid = evaluation.applyToEach(
            subschema, unevaluated.map { (InstancePath.Step.member($0), members[$0].unsafelyUnwrapped) }, at: path)
        if isValid { evaluation.annotations.properties.formUnion(members.keys.lazy.map(JSONObject.Name.init)) }
        return isValid
    }
}

/// `unevaluatedItems`: every item that no other keyword evaluated (`prefixItems`, `items`, `contains`, in this
/// schema or a subschema applied in place that passed) must be valid against the subschema.
struct UnevaluatedItems: SchemaKeyword {
    let subschema: Int

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .array(let items) = instance, !evaluation.annotations.allItems else { return true }
        let evaluated = evaluation.annotations
        let unevaluated = items.indices.lazy.filter { $0 >= evaluated.leadingItems && !evaluated.items.contains($0) }
        let isValid = evaluation.applyToEach(
            subschema, unevaluated.map { (InstancePath.Step.item($0), items[$0]) }, at: path)
        if isValid { evaluation.annotations.allItems = true }
        return isValid
    }
}

extension KeywordDeclaration {
    static let unevaluatedProperties = KeywordDeclaration(["unevaluatedProperties"], readsAnnotations: true) {
        context throws(JSONSchemaError) in
        try context.subschema("unevaluatedProperties").map(UnevaluatedProperties.init)
    }

    static let unevaluatedItems = KeywordDeclaration(["unevaluatedItems"], readsAnnotations: true) {
        context throws(JSONSchemaError) in
        try context.subschema("unevaluatedItems").map(UnevaluatedItems.init)
    }
}
