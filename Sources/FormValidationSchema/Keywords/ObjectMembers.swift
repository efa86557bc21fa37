import FormValidationCore

/// `properties`, `patternProperties` and `additionalProperties`, which work together: each member named in
/// `properties` must be valid against its schema, each member whose name matches a `patternProperties` pattern
/// against that pattern's, and every other member against `additionalProperties` (`false`: none may be there,
/// `forbidden` at the member).
struct ObjectMembers: SchemaKeyword {
    let properties: [(name: String, node: Int)]
    let patterns: [(expression: SchemaRegularExpression, node: Int)]
    let additional: Int?
    /// The names in ``properties``, compared code point by code point, for `additionalProperties`.
    let propertyNames: Set<JSONObject.Name>

    init(properties: [(name: String, node: Int)], patterns: [(SchemaRegularExpression, Int)], additional: Int?) {
        self.properties = properties
        self.patterns = patterns.map { (expression: $0.0, node: $0.1) }
        self.additional = additional
        propertyNames = Set(properties.map { JSONObject.Name(text: $0.name) })
    }

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        var isValid = true
        // The names evaluated are kept only when an `unevaluatedProperties` may read them.
        let tracks = evaluation.program.tracksAnnotations
        var evaluated: Set<JSONObject.Name> = []
        func apply(
            _ node: Int, _ name: String, _ value: JSONValue, _ evaluation: inout Evaluation,
            at path: borrowing InstancePath
        ) -> Bool {
            if tracks { evaluated.insert(JSONObject.Name(text: name)) }
            guard let outer = evaluation.enter(.member(name)) else { return true }
            defer { evaluation.leave(outer) }
            if evaluation.evaluate(node, value, at: path, .member(name)).isValid { return true }
            isValid = false
            return evaluation.collecting
        }
        var found = 0
        for (name, node) in properties {
            guard let value = members[name] else { continue }
            found += 1
            if !apply(node, name, value, &evaluation, at: path) { return false }
        }
        // Every member found among `properties` and no pattern to match: no member is left for
        // `additionalProperties`.
        let othersLeft = found < members.count || !patterns.isEmpty
        if othersLeft && (!patterns.isEmpty || additional != nil) {
            for name in members.sortedKeys {
                let value = members[name].unsafelyUnwrapped
                var matched = false
                for (expression, node) in patterns {
                    switch expression.firstMatch(in: name) {
                    case .noMatch: continue
                    case .match: break
                    case .unknown:
                        // Whether the member's schema applies is unknown: said so at the member, never skipped.
                        isValid = false
                        evaluation.report(
                            expression.evaluationFailed, at: path, .member(name), title: nil, instance: .string(name))
                        if !evaluation.collecting { return false }
                        continue
                    }
                    matched = true
                    if !apply(node, name, value, &evaluation, at: path) { return false }
                }
                guard !matched, let additional, !propertyNames.contains(JSONObject.Name(text: name)) else { continue }
                if !apply(additional, name, value, &evaluation, at: path) { return false }
            }
        }
        if isValid && tracks { evaluation.annotations.properties.formUnion(evaluated) }
        return isValid
    }
}

extension KeywordDeclaration {
    static let objectMembers = KeywordDeclaration(["properties", "patternProperties", "additionalProperties"]) {
        context throws(JSONSchemaError) in
        var patterns: [(expression: SchemaRegularExpression, node: Int)] = []
        for (pattern, node) in try context.subschemaObject("patternProperties") ?? [] {
            patterns.append(
                (try SchemaRegularExpression(pattern, context: context, keyword: "patternProperties"), node))
        }
        return ObjectMembers(
            properties: try context.subschemaObject("properties") ?? [], patterns: patterns,
            additional: try context.subschema("additionalProperties"))
    }
}
