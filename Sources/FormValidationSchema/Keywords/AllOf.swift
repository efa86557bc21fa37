import FormValidationCore

/// `allOf`: the value must be valid against every subschema.
struct AllOf: SchemaKeyword {
    let subschemas: [Int]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        evaluation.applyInPlace(subschemas, to: instance, at: path)
    }

    var inPlaceSubschemas: [Int] { subschemas }
}

extension KeywordDeclaration {
    static let allOf = KeywordDeclaration(["allOf"]) { context throws(JSONSchemaError) in
        try context.subschemaArray("allOf").map(AllOf.init)
    }
}
