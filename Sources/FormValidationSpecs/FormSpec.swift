public import FormValidationCore
import FormValidationIO
public import Foundation

/// A form described as data: its fields, in order, each with its rules.
///
/// A form spec is how an app and its server validate with the very same rules: write it once as JSON, ship
/// it with the app, and have the server load the same file. The app builds each field's rules with
/// ``FieldSpec/makeRules(baseURL:transport:cache:messages:valueOf:now:)``; the server (or `formcheck form`)
/// validates a whole submitted record with ``validate(_:baseURL:transport:messages:)-(JSONObject,_,_,_)`` or a
/// ``FormSpecValidator``.
///
/// ```json
/// {"name": "signup", "fields": [
///   {"name": "username", "label": "Username", "rules": [
///     {"rule": "trimmingWhitespace"}, {"rule": "required"}, {"rule": "length", "min": 3, "max": 20},
///     {"rule": "remote", "url": "/api/username-available"}]},
///   {"name": "email", "label": "Email", "rules": [{"rule": "required"}, {"rule": "email"}]}
/// ]}
/// ```
///
/// A rule or a field may carry a `"when"` condition (``ConditionSpec``), and the form may carry `"formRules"`
/// across fields (``FormRuleSpec``), whose errors come after the fields':
///
/// ```json
/// {"name": "t", "fields": [
///   {"name": "country", "rules": [{"rule": "required"}]},
///   {"name": "state", "rules": [{"rule": "required", "when": {"field": "country", "equals": "US"}}]},
///   {"name": "email"}, {"name": "phone"}
/// ], "formRules": [{"rule": "atLeastOneOf", "fields": ["email", "phone"]}]}
/// ```
///
/// Everything is checked when the spec is loaded: unknown keys and rules, missing or ill-typed arguments,
/// bounds out of order, regular expressions that do not compile, remote URLs that are not `http` or `https`,
/// duplicate field names, names in `dependsOn`, `equalToField`, conditions and form rules that are not fields of
/// the form, and malformed conditions and form rules (an unknown `op`). The ``FormSpecError`` names the place
/// and the problem: `field "state", rule 1 (required), "when": "field" names unknown field "cuntry"`.
public struct FormSpec: Sendable, Hashable {
    /// The form's name, such as `signup`.
    public private(set) var name: String
    /// The fields, in order: results and errors come in this order.
    public private(set) var fields: [FieldSpec]
    /// The rules across fields, in order: their errors come after the fields'.
    public private(set) var formRules: [FormRuleSpec]

    /// Creates a form spec and checks it as decoding would.
    ///
    /// - Parameters:
    ///   - name: The form's name; not empty.
    ///   - fields: The fields, in order; their names must be distinct and not empty.
    ///   - formRules: The rules across fields, in order.
    /// - Throws: ``FormSpecError`` for duplicate or empty names, names in `dependsOn`, `equalToField`, conditions
    ///   or form rules that are not fields of the form, and rule arguments that cannot work (a negative length,
    ///   bounds out of order, a regular expression that does not compile, an empty `oneOf`, a remote URL that is
    ///   not `http` or `https`).
    public init(name: String, fields: [FieldSpec], formRules: [FormRuleSpec] = []) throws(FormSpecError) {
        self.name = name
        self.fields = fields
        self.formRules = formRules
        try check()
    }

    /// Reads a form spec from JSON in UTF-8.
    ///
    /// The JSON is read strictly, as ``JSONValue/init(json:)-(Collection<UInt8>)`` reads it: a trailing comma
    /// makes it malformed, and a key given twice in one object is refused rather than one of its values taken.
    ///
    /// - Parameter json: The spec as UTF-8 JSON: `Data`, `[UInt8]` or any other collection of bytes.
    /// - Throws: ``FormSpecError`` when the data is not JSON ("the spec is not valid JSON"), gives a key twice in
    ///   one object ("the spec holds the key \"name\" twice in one object"), nests deeper than
    ///   ``JSONValue/maximumDepth`` ("the spec nests arrays and objects more than 512 levels deep"), holds a number
    ///   out of range ("the spec holds the number 1e400, which is out of range (…)"), or the spec is malformed.
    public init(json: some Collection<UInt8>) throws(FormSpecError) {
        let value: JSONValue
        do {
            value = try JSONValue(json: json)
        } catch {
            throw Self.error(reading: error)
        }
        try self.init(jsonValue: value)
    }

    /// Reads a form spec from JSON text.
    ///
    /// The same as ``init(json:)-(Collection<UInt8>)`` on the text's UTF-8.
    ///
    /// - Parameter json: The spec as JSON text.
    /// - Throws: ``FormSpecError`` when the text is not JSON, gives a key twice in one object, nests too deep,
    ///   holds a number out of range, or the spec is malformed.
    public init(json: String) throws(FormSpecError) {
        try self.init(json: json.utf8)
    }

    /// What a spec whose JSON cannot be read is told.
    private static func error(reading error: JSONParsingError) -> FormSpecError {
        if error.isNumberOutOfRange {
            FormSpecError(
                reason: "the spec holds the number \(error.shownNumber ?? ""), which is out of range "
                    + "(\(JSONParsingError.numberLimits))")
        } else if error.isDuplicateKey {
            FormSpecError(reason: "the spec holds the key \(error.shownKey ?? "") twice in one object")
        } else if let limit = error.depthLimit {
            FormSpecError(reason: "the spec nests arrays and objects more than \(limit) levels deep")
        } else {
            FormSpecError(reason: "the spec is not valid JSON")
        }
    }

    /// Reads a form spec from a JSON file, such as `Fixtures/signup.form.json`: a regular file, or a pipe or FIFO read
    /// to its end.
    ///
    /// - Parameter url: The file's URL.
    /// - Returns: The spec.
    /// - Throws: ``FormSpecError`` whose ``FormSpecError/file`` is the file's path, when the file cannot be read,
    ///   is not JSON, or holds a malformed spec.
    public static func load(contentsOf url: URL) throws(FormSpecError) -> FormSpec {
        let data: Data
        if url.isFileURL {
            // A FIFO or a process substitution (`--spec <(…)`) too, which `Data(contentsOf:)` refuses on Linux.
            do throws(FileContents.ReadError) {
                data = Data(try FileContents.bytes(atPath: url.path))
            } catch {
                throw FormSpecError(file: url.path, reason: "cannot read the file: \(error.reason)")
            }
        } else {
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw FormSpecError(file: url.path, reason: "cannot read the file")
            }
        }
        do {
            return try FormSpec(json: data)
        } catch {
            var error = error
            error.file = url.path
            throw error
        }
    }

    /// The field called `name`, if the form has one.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field spec, or `nil`.
    public subscript(field name: String) -> FieldSpec? {
        fields.first { $0.name == name }
    }

    /// The fields' names, in order.
    public var fieldNames: [String] { fields.map(\.name) }

    /// The language tags the spec's labels and custom messages are translated into, sorted.
    var translatedLanguages: [String] {
        func tags(_ rule: RuleSpec) -> [String] { Array(rule.localizedMessages.keys) + rule.nestedRules.flatMap(tags) }
        func tags(_ field: FieldSpec) -> [String] {
            Array(field.labels.keys) + field.rules.flatMap(tags) + field.fields.flatMap(tags)
                + field.formRules.flatMap(\.localizedMessages.keys) + (field.item.map(tags) ?? [])
        }
        return Set(fields.flatMap(tags) + formRules.flatMap(\.localizedMessages.keys)).sorted()
    }

    /// The names of the fields that list `name` in their ``FieldSpec/dependsOn`` or whose conditions read it, in
    /// form order: the fields to re-validate when `name` changes.
    ///
    /// - Parameter name: The field that changed.
    /// - Returns: Its dependents.
    public func dependents(of name: String) -> [String] {
        fields.filter { $0.name != name && ($0.dependsOn.contains(name) || $0.conditionFields.contains(name)) }
            .map(\.name)
    }

    /// Reads a form from its JSON value, checking everything.
    init(jsonValue json: JSONValue) throws(FormSpecError) {
        let name: String
        let fieldList: [JSONValue]
        let formRuleList: [JSONValue]
        do throws(SpecProblem) {
            let object = try SpecObject(json)
            try object.rejectUnknownKeys(allowed: ["name", "fields", "formRules"], owner: "a form")
            name = try object.requiredString("name")
            _ = try object.required("fields")
            fieldList = try object.array("fields")!
            formRuleList = try object.array("formRules") ?? []
        } catch {
            throw FormSpecError(at: "form", error)
        }
        var fields: [FieldSpec] = []
        for (index, field) in fieldList.enumerated() {
            fields.append(try FieldSpec(json: field, index: index))
        }
        try self.init(name: name, fields: fields, formRules: try FormRuleSpec.list(formRuleList))
    }

    /// Checks names, references and rule arguments, at every level of nesting.
    private func check() throws(FormSpecError) {
        if name.isEmpty { throw FormSpecError(location: "form", reason: "\"name\" must not be empty") }
        try Self.check(fields: fields, formRules: formRules, owner: "form", root: fields)
    }

    /// Whether `pointer` (`/customer/country`, `/addresses/0/country`) leads from the form's `fields` to a field
    /// holding text or a number: member names through objects, an index through each list.
    static func resolves(_ pointer: String, in fields: [FieldSpec]) -> Bool {
        guard let tokens = try? JSONPointer(parsing: pointer).tokens, !tokens.isEmpty else { return false }
        var level = fields
        var rest = tokens[...]
        while let token = rest.popFirst() {
            guard var field = level.first(where: { $0.name == token }) else { return false }
            if field.kind == .list {
                guard let index = rest.popFirst(), JSONPointer.arrayIndex(index) != nil, let item = field.item
                else { return false }
                field = item
            }
            if !field.kind.isContainer { return rest.isEmpty }
            level = field.fields
        }
        return false
    }

    /// Checks the fields of one object (the form, or an object field) and the rules across them: the names they
    /// refer to are scalar fields of this object.
    private static func check(
        fields: [FieldSpec], formRules: [FormRuleSpec], owner: String, root: [FieldSpec]
    ) throws(FormSpecError) {
        var positions: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            if field.name.isEmpty {
                throw FormSpecError(location: "field \(index + 1)", reason: "\"name\" must not be empty")
            }
            if let first = positions[field.name] {
                throw FormSpecError(
                    location: owner,
                    reason:
                        "duplicate field name \(SpecProblem.quoted(field.name)) (fields \(first + 1) and \(index + 1))")
            }
            positions[field.name] = index
        }
        // What a rule, a condition or `dependsOn` may name: a field of this object holding text or a number, or,
        // as a JSON Pointer from the form (`/customer/country`), any field holding text or a number.
        let isLocalField = { (name: String) in positions[name].map { !fields[$0].kind.isContainer } ?? false }
        let isField = { (name: String) in name.hasPrefix("/") ? resolves(name, in: root) : isLocalField(name) }
        for field in fields {
            for other in field.dependsOn where other == field.name || !isField(other) {
                throw FormSpecError(
                    location: field.location,
                    reason: other == field.name
                        ? "\"dependsOn\" names the field itself"
                        : "\"dependsOn\" names unknown field \(SpecProblem.quoted(other))")
            }
            if let condition = field.condition {
                do throws(SpecProblem) {
                    try condition.checkNames(field: field.name, isField: isField)
                } catch {
                    throw FormSpecError(
                        at: field.location, SpecProblem(error.reason, place: ["\"when\""] + error.place))
                }
            }
            try checkRules(of: field, location: field.location, isField: isField)
            do throws(FormSpecError) {
                switch field.kind {
                case .object:
                    try check(fields: field.fields, formRules: field.formRules, owner: field.location, root: root)
                case .list:
                    guard let item = field.item else { break }
                    // An item's own rules read the fields of the object the list sits in.
                    try checkRules(of: item, location: "\"item\"", isField: isField)
                    if item.kind == .object {
                        try check(fields: item.fields, formRules: item.formRules, owner: "\"item\"", root: root)
                    }
                default:
                    break
                }
            } catch {
                throw error.inside(field.location)
            }
        }
        for (index, rule) in formRules.enumerated() {
            do throws(SpecProblem) {
                try rule.checkNames(isLocalField)
            } catch {
                throw FormSpecError(at: FormRuleSpec.location(index: index, name: rule.name), error)
            }
        }
    }

    /// Checks a field's rules: their arguments, and the fields they name.
    private static func checkRules(
        of field: FieldSpec, location: String, isField: (String) -> Bool
    ) throws(FormSpecError) {
        if let formatter = field.formatter?.resolved(with: field.rules) {
            do throws(SpecProblem) {
                try formatter.check()
                if let other = formatter.countryField, other == field.name || !isField(other) {
                    throw SpecProblem(
                        other == field.name
                            ? "\"countryField\" names the field itself"
                            : "\"countryField\" names unknown field \(SpecProblem.quoted(other))")
                }
            } catch {
                throw FormSpecError(at: location, SpecProblem(error.reason, place: ["\"formatter\""] + error.place))
            }
        }
        for (index, rule) in field.rules.enumerated() {
            do throws(SpecProblem) {
                _ = try rule.checkArguments()
                try Self.checkNames(of: rule, in: field.name, isField: isField)
            } catch {
                throw FormSpecError(at: rule.location(field: location, index: index), error)
            }
        }
    }

    /// Checks the fields a rule names — in its arguments, its condition and its nested rules — against the form.
    private static func checkNames(of rule: RuleSpec, in field: String, isField: (String) -> Bool) throws(SpecProblem) {
        for argument in rule.declaration.arguments where argument.namesField {
            guard let other = rule.arguments[argument.key]?.stringValue else { continue }
            let key = SpecProblem.quoted(argument.key)
            if other == field { throw SpecProblem("\(key) names the field itself") }
            if !isField(other) { throw SpecProblem("\(key) names unknown field \(SpecProblem.quoted(other))") }
        }
        if let condition = rule.condition {
            try SpecProblem.at("\"when\"") { () throws(SpecProblem) in
                try condition.checkNames(field: field, isField: isField)
            }
        }
        for (place, nested) in rule.nestedRulesWithPlaces {
            try SpecProblem.at(place) { () throws(SpecProblem) in
                try checkNames(of: nested, in: field, isField: isField)
            }
        }
    }
}

extension FormSpec: Codable {
    /// Decodes a form spec and checks it.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` naming the problem.
    public init(from decoder: any Decoder) throws {
        try self.init(jsonValue: try JSONValue(from: decoder))
    }

    /// Encodes the spec as its JSON object: `name`, `fields`, then `formRules` when there are any.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(name, forKey: SpecCodingKey("name"))
        try container.encode(fields, forKey: SpecCodingKey("fields"))
        if !formRules.isEmpty { try container.encode(formRules, forKey: SpecCodingKey("formRules")) }
    }
}
