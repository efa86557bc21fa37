import FormValidationCore

/// `required`: an object must have every member named (`required`, at the missing member's pointer).
struct Required: SchemaKeyword {
    let names: [String]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        var isValid = true
        for name in names where members[name] == nil {
            isValid = false
            guard evaluation.collecting else { return false }
            evaluation.report(RuleFailure(.required), at: path, .member(name), title: nil, instance: .null)
        }
        return isValid
    }
}

/// `dependentRequired`: an object that has a named member must also have the members listed for it.
struct DependentRequired: SchemaKeyword {
    let dependencies: [(name: String, required: [String])]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .object(let members) = instance else { return true }
        var isValid = true
        for (name, required) in dependencies where members[name] != nil {
            for missing in required where members[missing] == nil {
                isValid = false
                guard evaluation.collecting else { return false }
                evaluation.report(
                    RuleFailure(.required, parameters: ["because": .text(name)]), at: path, .member(missing),
                    title: nil, instance: .null)
            }
        }
        return isValid
    }
}

extension KeywordDeclaration {
    static let required = KeywordDeclaration(["required"]) { context throws(JSONSchemaError) in
        try context.strings("required").map(Required.init)
    }

    static let dependentRequired = KeywordDeclaration(["dependentRequired"]) { context throws(JSONSchemaError) in
        guard let value = context.members["dependentRequired"] else { return nil }
        guard case .object(let lists) = value else {
            throw context.problem("dependentRequired", "\"dependentRequired\" must be an object of arrays of strings")
        }
        var dependencies: [(name: String, required: [String])] = []
        for name in lists.sortedKeys {
            let nested = KeywordContext(
                compiler: context.compiler, members: lists, location: context.location, base: context.base,
                assertsFormats: context.assertsFormats)
            guard let required = try? nested.strings(name) else {
                throw context.problem(
                    "dependentRequired", "\"dependentRequired\" must be an object of arrays of strings")
            }
            dependencies.append((name, required))
        }
        return DependentRequired(dependencies: dependencies)
    }
}
