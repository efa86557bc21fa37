import FormValidationCore

/// `$ref`: the value must also be valid against the schema the reference names, in this document (a JSON
/// Pointer, an `$id`, an `$anchor`) or in the draft 2020-12 meta-schemas.
struct Reference: SchemaKeyword {
    let target: Int

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        let outcome = evaluation.evaluate(target, instance, at: path)
        if outcome.isValid { evaluation.annotations.merge(outcome.annotations) }
        return outcome.isValid
    }

    var inPlaceSubschemas: [Int] { [target] }
}

/// `$dynamicRef`: as `$ref`, except that when it names a `$dynamicAnchor`, the outermost schema resource being
/// evaluated that has an anchor of that name wins (how a meta-schema is extended).
struct DynamicReference: SchemaKeyword {
    let target: Int
    /// The anchor's name when the reference lands on a `$dynamicAnchor`; `nil` to behave as `$ref`.
    let anchor: String?
    /// Every node the reference may land on.
    let candidates: [Int]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        var node = target
        if let anchor {
            for resource in evaluation.dynamicScope {
                if let found = evaluation.program.dynamicAnchors[resource][anchor] {
                    node = found
                    break
                }
            }
        }
        let outcome = evaluation.evaluate(node, instance, at: path)
        if outcome.isValid { evaluation.annotations.merge(outcome.annotations) }
        return outcome.isValid
    }

    var inPlaceSubschemas: [Int] { candidates }
}

extension KeywordDeclaration {
    static let reference = KeywordDeclaration(["$ref"]) { context throws(JSONSchemaError) in
        guard case .string(let text)? = context.members["$ref"] else {
            throw context.problem("$ref", "\"$ref\" must be a string")
        }
        let (node, _) = try context.compiler.resolve(
            text, against: context.base, at: context.location.pointer.appending("$ref"))
        return Reference(target: node)
    }

    static let dynamicReference = KeywordDeclaration(["$dynamicRef"]) { context throws(JSONSchemaError) in
        guard case .string(let text)? = context.members["$dynamicRef"] else {
            throw context.problem("$dynamicRef", "\"$dynamicRef\" must be a string")
        }
        let (node, location) = try context.compiler.resolve(
            text, against: context.base, at: context.location.pointer.appending("$dynamicRef"))
        // Dynamic only when the reference lands on a `$dynamicAnchor` of the name in its fragment.
        let name = URIReference(text).fragment
        guard let name, !name.hasPrefix("/"), !name.isEmpty,
            case .object(let members)? = context.compiler.schema(at: location),
            case .string(name)? = members["$dynamicAnchor"]
        else { return DynamicReference(target: node, anchor: nil, candidates: [node]) }
        try context.compiler.compileDynamicAnchors(named: name)
        return DynamicReference(
            target: node, anchor: name, candidates: [node] + context.compiler.dynamicAnchorNodes(named: name))
    }
}
