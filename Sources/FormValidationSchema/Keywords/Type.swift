import FormValidationCore

/// `type`: the value must have one of the JSON types named (`integer` is a number without a fractional part, so
/// `1.0` is one).
struct TypeKeyword: SchemaKeyword {
    let types: [String]
    let title: String?
    /// The types named, as a set read once when the schema loads.
    let accepted: JSONTypes
    /// The failure of a value of another type, made once: the same each time, so what remembers an error knows it
    /// at once.
    let failure: RuleFailure

    init(types: [String], title: String?) {
        self.types = types
        self.title = title
        accepted = JSONTypes(names: types)
        failure = RuleFailure(.invalidTypeSchema, parameters: ["types": .list(types)])
    }

    static let names: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        if accepted.admits(instance) { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
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

/// A set of JSON types, as `type` names them: `number` includes `integer`, a number without a fractional part.
struct JSONTypes: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = JSONTypes(rawValue: 1)
    static let boolean = JSONTypes(rawValue: 2)
    static let object = JSONTypes(rawValue: 4)
    static let array = JSONTypes(rawValue: 8)
    static let number = JSONTypes(rawValue: 16)
    static let integer = JSONTypes(rawValue: 32)
    static let string = JSONTypes(rawValue: 64)
    static let all: JSONTypes = [.null, .boolean, .object, .array, .number, .integer, .string]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(names: [String]) {
        var types: JSONTypes = []
        for name in names {
            switch name {
            case "null": types.insert(.null)
            case "boolean": types.insert(.boolean)
            case "object": types.insert(.object)
            case "array": types.insert(.array)
            case "number": types.formUnion([.number, .integer])
            case "integer": types.insert(.integer)
            default: types.insert(.string)
            }
        }
        self = types
    }
}

extension JSONTypes {
    /// Whether `instance` has one of the types; a whole number is an `integer`.
    func admits(_ instance: JSONValue) -> Bool {
        switch instance {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .object: contains(.object)
        case .array: contains(.array)
        case .string: contains(.string)
        case .number(let number): contains(.number) || (contains(.integer) && number.isWhole)
        }
    }
}
