import FormValidationCore

/// `dependentSchemas`: an object that has a named member must also be valid against that member's schema.
struct DependentSchemas: SchemaKeyword {
    let schemas: [(name: String, node: Int)]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        let applying = schemas.lazy.filter { members[$0.name] != nil }.map(\.node)
        return evaluation.applyInPlace(applying, to: instance, at: path)
    }

    var inPlaceSubschemas: [Int] { schemas.map(\.node) }
}

extension KeywordDeclaration {
    static let dependentSchemas = KeywordDeclaration(["dependentSchemas"]) { context throws(JSONSchemaError) in
        try context.subschemaObject("dependentSchemas").map(DependentSchemas.init)
    }
}
