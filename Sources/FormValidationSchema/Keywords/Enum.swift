import FormValidationCore

/// `enum`: the value must equal one of the listed values (`notAllowed`, or `notAllowed.many` for a long list).
/// JSON equality: `1` and `1.0` are equal, `1` and `true` are not, objects compare member by member whatever their
/// order, strings code point by code point.
///
/// A string, the usual case, is found by hashing its code points, in constant time whatever the length of the list
/// (an `enum` of 100,000 names costs no more per value than one of three); the other values are compared with the
/// listed values of their own kind, one by one.
struct Enumeration: SchemaKeyword {
    /// The listed strings, by code point.
    let strings: Set<JSONObject.Name>
    /// The listed values of each other kind, by ``JSONValue/enumKind``.
    let others: [[JSONValue]]
    let title: String?
    /// The failure, made once: listing the values as JSON, or only their number for a long list.
    let failure: RuleFailure

    init(values: [JSONValue], title: String?) {
        var strings = Set<JSONObject.Name>()
        var others: [[JSONValue]] = Array(repeating: [], count: JSONValue.enumKinds)
        for value in values {
            if case .string(let text) = value {
                strings.insert(JSONObject.Name(text: text))
            } else {
                others[value.enumKind].append(value)
            }
        }
        self.strings = strings
        self.others = others
        self.title = title
        // Only a short list is shown; a long one is counted, so its members are not all written out.
        failure =
            values.count > RuleFailure.mostOptionsListed
            ? RuleFailure.notAllowed(count: values.count)
            : RuleFailure.notAllowed(options: values.map(\.description))
    }

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        if contains(instance) { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }

    /// Whether `instance` is one of the values.
    func contains(_ instance: JSONValue) -> Bool {
        if case .string(let text) = instance { return strings.contains(JSONObject.Name(text: text)) }
        return others[instance.enumKind].contains { $0.isSchemaEqual(to: instance) }
    }
}

extension JSONValue {
    /// How many kinds ``enumKind`` tells apart.
    fileprivate static let enumKinds = 6

    /// The value's kind, 0 to 5: values of different kinds are never equal.
    fileprivate var enumKind: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        case .array: 4
        case .object: 5
        }
    }
}

extension KeywordDeclaration {
    static let enumeration = KeywordDeclaration(["enum"]) { context throws(JSONSchemaError) in
        guard case .array(let values)? = context.members["enum"] else {
            throw context.problem("enum", "\"enum\" must be an array of values")
        }
        return Enumeration(values: values, title: context.title)
    }
}
