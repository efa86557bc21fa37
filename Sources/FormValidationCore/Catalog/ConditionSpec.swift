/// A form spec's condition: `"when"` on a rule or a field, which then applies only while it holds.
///
/// In JSON, a condition tests one other field, or combines conditions:
///
/// ```json
/// {"field": "country", "equals": "US"}
/// {"field": "country", "in": ["US", "CA"]}
/// {"field": "email", "notEmpty": true}
/// {"all": [{"field": "country", "equals": "US"}, {"field": "age", "notEmpty": true}]}
/// {"any": [...]}
/// {"not": {"field": "country", "equals": "US"}}
/// ```
///
/// `equals` and `in` take strings, numbers or `true`/`false`, compared with the other field's value as text (a
/// number by its plain spelling, `18`, `1.5`), whitespace at either end of the value ignored; `"notEmpty": true`
/// holds while the other field has a value that is not empty or only whitespace (`false`: while it has none).
/// A field a condition names must be another field of the form. ``Condition`` is the same test in Swift.
public struct ConditionSpec: Sendable, Hashable {
    package indirect enum Test: Sendable, Hashable {
        case equals(field: String, value: JSONValue)
        case isIn(field: String, values: [JSONValue])
        case notEmpty(field: String, Bool)
        case all([ConditionSpec])
        case any([ConditionSpec])
        case not(ConditionSpec)
    }

    package let test: Test

    private init(_ test: Test) { self.test = test }

    /// Holds while the field `name` has the value `value`: `{"field": name, "equals": value}`.
    ///
    /// - Parameters:
    ///   - name: The other field's name.
    ///   - value: A string, a number or `true`/`false`.
    /// - Returns: The condition.
    public static func field(_ name: String, equals value: JSONValue) -> ConditionSpec {
        ConditionSpec(.equals(field: name, value: value))
    }

    /// Holds while the field `name` has one of `values`: `{"field": name, "in": values}`.
    ///
    /// - Parameters:
    ///   - name: The other field's name.
    ///   - values: Strings, numbers or `true`/`false`.
    /// - Returns: The condition.
    public static func field(_ name: String, isIn values: [JSONValue]) -> ConditionSpec {
        ConditionSpec(.isIn(field: name, values: values))
    }

    /// Holds while the field `name` is filled in (or, with `false`, while it is empty):
    /// `{"field": name, "notEmpty": true}`.
    ///
    /// - Parameters:
    ///   - name: The other field's name.
    ///   - notEmpty: Whether the condition holds for a filled-in field (`true`) or an empty one (`false`).
    /// - Returns: The condition.
    public static func field(_ name: String, notEmpty: Bool = true) -> ConditionSpec {
        ConditionSpec(.notEmpty(field: name, notEmpty))
    }

    /// Holds when every one of `conditions` holds: `{"all": [...]}`.
    ///
    /// - Parameter conditions: The conditions that must all hold.
    /// - Returns: The condition.
    public static func all(_ conditions: [ConditionSpec]) -> ConditionSpec { ConditionSpec(.all(conditions)) }

    /// Holds when at least one of `conditions` holds: `{"any": [...]}`.
    ///
    /// - Parameter conditions: The conditions of which one must hold.
    /// - Returns: The condition.
    public static func any(_ conditions: [ConditionSpec]) -> ConditionSpec { ConditionSpec(.any(conditions)) }

    /// Holds when `condition` does not: `{"not": {...}}`.
    ///
    /// - Parameter condition: The condition that must not hold.
    /// - Returns: The condition.
    public static func not(_ condition: ConditionSpec) -> ConditionSpec { ConditionSpec(.not(condition)) }

    /// The names of the fields the condition reads, each once, in the order first named.
    public var fields: [String] {
        var names: [String] = []
        for name in allFieldNames where !names.contains(name) { names.append(name) }
        return names
    }

    private var allFieldNames: [String] {
        switch test {
        case .equals(let field, _), .isIn(let field, _), .notEmpty(let field, _): [field]
        case .all(let conditions), .any(let conditions): conditions.flatMap(\.allFieldNames)
        case .not(let condition): condition.allFieldNames
        }
    }

    /// The condition as a test that reads the other fields' values with `valueOf`.
    ///
    /// - Parameter valueOf: Returns a field's current value as text, by name (`nil` when it has none).
    /// - Returns: The condition, naming the fields it reads.
    public func makeCondition(valueOf: @escaping @Sendable (_ field: String) -> String?) -> Condition {
        makeCondition(reading: FieldValues(valueOf: valueOf))
    }

    /// The condition this spec describes, reading the fields through `values`, each field found once.
    ///
    /// - Parameter values: How the condition reads the fields it names.
    /// - Returns: The condition.
    package func makeCondition(reading values: FieldValues) -> Condition {
        switch test {
        case .equals(let field, let value):
            return .text(of: field, reading: values.reader(for: field), isIn: [Self.text(value)])
        case .isIn(let field, let choices):
            return .text(of: field, reading: values.reader(for: field), isIn: choices.map(Self.text))
        case .notEmpty(let field, let notEmpty):
            let read = values.reader(for: field)
            return Condition(readingFields: [field]) { context in
                read(context).countsAsEmpty(ignoringWhitespace: true) != notEmpty
            }
        case .all(let conditions): return .all(conditions.map { $0.makeCondition(reading: values) })
        case .any(let conditions): return .any(conditions.map { $0.makeCondition(reading: values) })
        case .not(let condition): return .not(condition.makeCondition(reading: values))
        }
    }

    /// Checks the fields the condition names: each a field of the form other than `field`, the one it guards.
    ///
    /// - Throws: The first problem, with its place inside the condition (`"all" 2`).
    package func checkNames(field: String, isField: (String) -> Bool) throws(SpecProblem) {
        switch test {
        case .equals(let other, _), .isIn(let other, _), .notEmpty(let other, _):
            if other == field { throw SpecProblem("\"field\" names the field itself") }
            if !isField(other) { throw SpecProblem("\"field\" names unknown field \(SpecProblem.quoted(other))") }
        case .all(let conditions), .any(let conditions):
            let key = if case .all = test { "all" } else { "any" }
            for (index, condition) in conditions.enumerated() {
                try SpecProblem.at("\(SpecProblem.quoted(key)) \(index + 1)") { () throws(SpecProblem) in
                    try condition.checkNames(field: field, isField: isField)
                }
            }
        case .not(let condition):
            try SpecProblem.at("\"not\"") { () throws(SpecProblem) in
                try condition.checkNames(field: field, isField: isField)
            }
        }
    }

    /// A value of `equals` or `in` as the text it is compared with.
    package static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        default: value.description
        }
    }
}

// MARK: - JSON

extension ConditionSpec: Codable {
    /// Decodes a condition from its JSON object.
    ///
    /// A condition decoded on its own cannot check that the fields it names exist; decoding a ``FormSpec`` does.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        self = try FormSpecError.decode(
            decoder, at: { _ in "condition" }, reading: { json throws(SpecProblem) in try ConditionSpec(json: json) })
    }

    /// Encodes the condition as its JSON object.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// The condition as JSON.
    package var jsonValue: JSONValue {
        switch test {
        case .equals(let field, let value): ["field": .string(field), "equals": value]
        case .isIn(let field, let values): ["field": .string(field), "in": .array(values)]
        case .notEmpty(let field, let notEmpty): ["field": .string(field), "notEmpty": .bool(notEmpty)]
        case .all(let conditions): ["all": .array(conditions.map(\.jsonValue))]
        case .any(let conditions): ["any": .array(conditions.map(\.jsonValue))]
        case .not(let condition): ["not": condition.jsonValue]
        }
    }

    /// The keys a condition takes, as messages list them.
    package static let allowedKeys = ["field", "equals", "in", "notEmpty", "all", "any", "not"]

    /// Reads a condition from its JSON, checking its shape (not whether the fields it names exist).
    ///
    /// A problem inside a combination names where it is: `"all" 2: …`.
    package init(json: JSONValue) throws(SpecProblem) {
        let object = try SpecObject(json)
        try object.rejectUnknownKeys(allowed: Self.allowedKeys, owner: "a condition")
        let combinators = ["all", "any", "not"].filter { object[$0] != nil }
        let tests = ["equals", "in", "notEmpty"].filter { object[$0] != nil }
        if let combinator = combinators.first {
            let others = combinators.dropFirst() + tests + (object["field"] != nil ? ["field"] : [])
            if let other = others.first {
                throw SpecProblem(
                    "a condition takes \(SpecProblem.quoted(combinator)) alone, not with \(SpecProblem.quoted(other))")
            }
            if combinator == "not" {
                self = .not(
                    try SpecProblem.at("\"not\"") { () throws(SpecProblem) in try ConditionSpec(json: object["not"]!) })
                return
            }
            guard let list = try object.array(combinator), !list.isEmpty else {
                throw SpecProblem("\(SpecProblem.quoted(combinator)) must hold at least one condition")
            }
            var conditions: [ConditionSpec] = []
            for (index, element) in list.enumerated() {
                conditions.append(
                    try SpecProblem.at("\(SpecProblem.quoted(combinator)) \(index + 1)") { () throws(SpecProblem) in
                        try ConditionSpec(json: element)
                    })
            }
            self = combinator == "all" ? .all(conditions) : .any(conditions)
            return
        }
        let field = try object.requiredString("field")
        if field.isEmpty { throw SpecProblem("\"field\" must not be empty") }
        guard let test = tests.first else {
            throw SpecProblem("a condition on a field needs \"equals\", \"in\" or \"notEmpty\"")
        }
        if tests.count > 1 {
            throw SpecProblem(
                "a condition takes one of \"equals\", \"in\" and \"notEmpty\", not both "
                    + "\(SpecProblem.quoted(tests[0])) and \(SpecProblem.quoted(tests[1]))")
        }
        switch test {
        case "equals":
            self = .field(field, equals: try Self.comparable(object["equals"]!, key: "equals"))
        case "in":
            guard case .array(let elements) = object["in"]!, !elements.isEmpty else {
                throw SpecProblem("\"in\" must be a non-empty array of strings, numbers or true/false")
            }
            var values: [JSONValue] = []
            for element in elements { values.append(try Self.comparable(element, key: "in")) }
            self = .field(field, isIn: values)
        default:
            guard let notEmpty = try object.bool("notEmpty") else { throw SpecProblem("missing \"notEmpty\"") }
            self = .field(field, notEmpty: notEmpty)
        }
    }

    /// A value `equals` or `in` may compare with: a string, a number, or true/false.
    private static func comparable(_ value: JSONValue, key: String) throws(SpecProblem) -> JSONValue {
        switch value {
        case .string, .number, .bool: return value
        default:
            let what = key == "in" ? "hold only strings, numbers or true/false" : "be a string, a number or true/false"
            throw SpecProblem("\(SpecProblem.quoted(key)) must \(what), not \(SpecProblem.describe(value))")
        }
    }
}
