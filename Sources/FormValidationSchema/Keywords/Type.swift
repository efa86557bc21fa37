import FormValidationCore

/// `type`: the value must have one of the JSON types named (`integer` is a number without a fractional part, so
/// `1.0` is one).
struct TypeKeyword: SchemaKeyword {
    let types: [String]
    let title: String?

    static let names: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        if types.contains(where: { Self.matches(instance, $0) }) { return true }
        evaluation.report(
            RuleFailure(.invalidTypeSchema, parameters: ["types": .list(types)]), at: path, title: title,
            instance: instance)
        return false
    }

    static func matches(_ instance: JSONValue, _ type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("number", .number),
            ("string", .string):
            true
        case ("integer", .number(let number)): number.isWhole
        default: false
        }
    }
}

extension KeywordDeclaration {
    static let type = KeywordDeclaration(["type"]) { context throws(JSONSchemaError) in
        let types: [String]
        switch context.members["type"] {
        case .string(let name)?: types = [name]
        case .array?: types = try context.strings("type") ?? []
        default: throw context.problem("type", "\"type\" must be a type name or an array of them")
        }
        for name in types where !TypeKeyword.names.contains(name) {
            throw context.problem(
                "type",
                "\"type\" names \"\(name)\", not a JSON type (\(TypeKeyword.names.sorted().joined(separator: ", ")))")
        }
        return TypeKeyword(types: types, title: context.title)
    }
}
