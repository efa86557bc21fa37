import FormValidationCore

/// `propertyNames`: every member's name, as a string, must be valid against the subschema; its errors sit at the
/// member.
struct PropertyNames: SchemaKeyword {
    let subschema: Int

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        return evaluation.applyToEach(
            subschema, members.sortedKeys.lazy.map { (InstancePath.Step.member($0), JSONValue.string($0)) }, at: path)
    }
}

extension KeywordDeclaration {
    static let propertyNames = KeywordDeclaration(["propertyNames"]) { context throws(JSONSchemaError) in
        try context.subschema("propertyNames").map(PropertyNames.init)
    }
}
