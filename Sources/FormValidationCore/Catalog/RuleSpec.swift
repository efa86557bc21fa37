import Foundation

/// One rule of a field in a form spec: which built-in rule, its arguments and an optional custom message.
///
/// A rule spec is data: it encodes to a small JSON object and back, so that an app and a server can validate
/// with the very same rules. In JSON, `rule` names the rule and the other keys are its arguments:
///
/// ```json
/// {"rule": "length", "min": 3, "max": 20}
/// {"rule": "regularExpression", "pattern": "[a-z0-9_]+", "message": "{field} may only use a–z, 0–9 and _."}
/// {"rule": "remote", "url": "/api/username-available"}
/// ```
///
/// The static factories mirror the ``ValidationRule`` factories they stand for; each is declared in its rule's
/// file. Arguments are checked when the spec is decoded or a ``FormSpec`` is made from specs written in Swift,
/// never later at validation time. The rule table of <doc:Rules> lists every rule with its arguments.
public struct RuleSpec: Sendable, Hashable {
    /// The rule's declaration: its arguments, checks and how it is built.
    package let declaration: RuleDeclaration
    /// The arguments that differ from their defaults, as JSON, by key.
    private let values: [String: JSONValue]
    /// The arguments read into typed values and checked, once, when the spec is made, and the rules nested in
    /// them: checking and building a spec never read its arguments again, so a nested rule is read once however
    /// deep it sits.
    private let checked: CheckedArguments

    /// The message that replaces the rule's default, with `{placeholder}`s; `nil` keeps the default.
    ///
    /// For a remote rule it is the message of a rejection that brings none of its own.
    public var message: String?
    /// The message in other languages, by language tag (`de`, `pt-BR`): in JSON,
    /// `"message": {"en": "…", "de": "…"}`. A language without one gets ``message``.
    public var localizedMessages: [String: String] = [:]
    /// When the rule applies: in JSON, `"when"`. `nil` for always. See ``when(_:)``.
    public var condition: ConditionSpec?

    /// This rule, applying only while `condition` holds: `"when": {...}` in JSON.
    ///
    /// ```swift
    /// let rule = RuleSpec.required().when(.field("country", equals: "US"))
    /// print(rule)   // {"rule":"required","when":{"equals":"US","field":"country"}}
    /// ```
    ///
    /// - Parameter condition: When the rule applies; a rule that has one already applies while both hold.
    /// - Returns: The rule with the condition.
    public func when(_ condition: ConditionSpec) -> RuleSpec {
        var copy = self
        copy.condition = self.condition.map { .all([$0, condition]) } ?? condition
        return copy
    }

    /// The custom message for `language`, if any.
    package func message(in language: String) -> String? {
        SpecTranslations(defaultText: message, texts: localizedMessages).text(for: language)
    }

    /// A rule spec from arguments written as JSON.
    ///
    /// - Parameters:
    ///   - declaration: The rule.
    ///   - arguments: Its arguments by key; those at their defaults may be left out.
    ///   - message: A custom message.
    package init(
        _ declaration: RuleDeclaration, _ arguments: [(key: String, value: JSONValue)?], message: String? = nil
    ) {
        self.declaration = declaration
        var values: [String: JSONValue] = [:]
        for case (let key, let value)? in arguments { values[key] = value }
        self.values = values
        self.message = message
        self.checked = CheckedArguments(declaration, json: values)
    }

    /// A rule spec from arguments already read into typed values.
    ///
    /// - Parameters:
    ///   - declaration: The rule.
    ///   - read: The arguments as ``RuleDeclaration/readArguments(json:)`` read them, not yet checked.
    ///   - message: A custom message.
    package init(_ declaration: RuleDeclaration, read: ArgumentValues, message: String?) {
        self.declaration = declaration
        var values: [String: JSONValue] = [:]
        for (key, value) in declaration.json(for: read) { values[key] = value }
        self.values = values
        self.message = message
        self.checked = CheckedArguments(declaration, read: read, json: values)
    }

    /// The rule's name, as `rule` spells it in JSON: `required`, `minimumLength`, `remote`, ….
    public var name: String { declaration.name }

    /// Whether this is an asynchronous rule (`remote`), which becomes an ``AsyncValidationRule``.
    public var isAsync: Bool { declaration.isAsync }

    /// The field an `equalToField` rule compares with; `nil` for every other rule.
    public var comparedField: String? { namedFields.first }

    /// The names of the other fields the rule's arguments name, in argument order.
    package var namedFields: [String] {
        declaration.arguments.filter(\.namesField).compactMap { values[$0.key]?.stringValue }
    }

    /// The names of the other fields this rule reads — its arguments', its condition's and its nested rules' —
    /// each once.
    package var referencedFields: [String] {
        var names: [String] = []
        for name in namedFields + (condition?.fields ?? []) + nestedRules.flatMap(\.referencedFields)
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The names of the fields this rule's conditions read, its nested rules' included.
    package var conditionFields: [String] {
        (condition?.fields ?? []) + nestedRules.flatMap(\.conditionFields)
    }

    /// The rules nested in this one (a composed rule's), with where each sits: `rule 1 (length)`.
    package var nestedRulesWithPlaces: [(place: String, rule: RuleSpec)] { checked.nested }

    /// The rules nested in this one.
    package var nestedRules: [RuleSpec] { nestedRulesWithPlaces.map(\.rule) }

    /// The rule's arguments as JSON, keyed as in the spec; arguments left at their default are absent.
    ///
    /// `rule` and `message` are not arguments: read ``name`` and ``message``.
    public var arguments: [String: JSONValue] { values }

    /// The arguments in the order the rule declares them, for encoding.
    package var argumentList: [(key: String, value: JSONValue)] {
        declaration.arguments.compactMap { argument in values[argument.key].map { (argument.key, $0) } }
    }

    /// Every rule name a spec may use, in the order of the rule tables (<doc:Rules>).
    public static var ruleNames: [String] { RuleCatalog.names }

    /// Whether two rule specs describe the same rule: same name, arguments and messages.
    ///
    /// - Parameters:
    ///   - lhs: A rule spec.
    ///   - rhs: Another rule spec.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: RuleSpec, rhs: RuleSpec) -> Bool {
        lhs.name == rhs.name && lhs.values == rhs.values && lhs.message == rhs.message
            && lhs.localizedMessages == rhs.localizedMessages && lhs.condition == rhs.condition
    }

    /// Hashes the name, the arguments and the messages, the parts that ``==(_:_:)`` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(values)
        hasher.combine(message)
        hasher.combine(localizedMessages)
        hasher.combine(condition)
    }
}

extension RuleSpec: CustomStringConvertible {
    /// The rule as compact JSON with sorted keys, such as `{"max":20,"min":3,"rule":"length"}`.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return name }
        return String(decoding: data, as: UTF8.self)
    }
}

extension RuleArgument {
    /// `value` as a spec writes this argument: its key and JSON, or `nil` when a spec leaves it out.
    package func json(_ value: Value) -> (key: String, value: JSONValue)? {
        encodedJSON(value).map { (key, $0) }
    }
}

// MARK: - Checking and building

extension RuleSpec {
    /// Reads the arguments and checks their values: bounds in order, a pattern that compiles, a usable URL, ….
    ///
    /// Decoding runs it for every rule, and so does ``FormSpec/init(name:fields:formRules:)`` for rules written in Swift.
    ///
    /// - Returns: The checked values.
    /// - Complexity: O(1): the arguments were read and checked when the spec was made.
    package func checkArguments() throws(SpecProblem) -> ArgumentValues {
        try checked.result.get()
    }

    /// Builds the rule this spec describes.
    ///
    /// - Parameter context: What building may need besides the arguments (the message is this spec's).
    /// - Returns: The rule, local or asynchronous.
    /// - Throws: A problem with the arguments, or one found only now (a relative URL without a base URL).
    package func build(_ context: RuleBuildContext, language: String = "en") throws(SpecProblem) -> BuiltRule {
        let arguments = try checkArguments()
        var context = context
        context.message = message(in: language)
        context.language = language
        let built: BuiltRule
        do throws(ArgumentProblem) {
            built = try declaration.build(arguments, context)
        } catch {
            throw SpecProblem(error, naming: SpecArgumentNaming(arguments: values))
        }
        guard let condition else { return built }
        guard let fieldValues = context.fields else {
            let fields = condition.fields.map(SpecProblem.quoted).joined(separator: ", ")
            throw SpecProblem("pass valueOf or values to read field \(fields) of \"when\"")
        }
        let test = condition.makeCondition(reading: fieldValues)
        switch built {
        case .local(let rule): return .local(rule.when(test))
        case .async(let rule): return .async(rule.when(test))
        }
    }
}

/// How a form spec names a rule's arguments in problems: by their JSON keys, with values as JSON shows them.
package struct SpecArgumentNaming: ArgumentNaming {
    /// The members of the rule's JSON object.
    package let arguments: [String: JSONValue]
    /// The key the spec wrote for an argument it gave under a former key (`min` for `earliest`), by argument.
    private var writtenKeys: [String: String] = [:]

    /// The naming of a rule object's `arguments`; with `declaration`, an argument the object gives under a former
    /// key is named by that key, as the spec wrote it.
    package init(arguments: [String: JSONValue], declaration: RuleDeclaration? = nil) {
        self.arguments = arguments
        for argument in declaration?.arguments ?? [] where arguments[argument.key] == nil {
            if let former = argument.formerKeys.first(where: { arguments[$0] != nil }) {
                writtenKeys[argument.key] = former
            }
        }
    }

    package func name(of key: String) -> String { SpecProblem.quoted(writtenKeys[key] ?? key) }
    package func nameAndValue(of key: String) -> String { name(of: key) }
    /// The value as JSON, compact; a long one shortened to its first 60 characters and "…".
    package func given(_ key: String) -> String {
        guard let value = arguments[writtenKeys[key] ?? key] else { return "nothing" }
        let json = value.description
        return json.count > 60 ? json.prefix(60) + "…" : json
    }
    package func quote(_ value: String) -> String { SpecProblem.quoted(value) }
}

/// A rule spec's arguments, read into typed values and checked when the spec is made (see ``RuleSpec``).
private final class CheckedArguments: Sendable {
    /// The checked values, or the first problem with them.
    package let result: Result<ArgumentValues, SpecProblem>
    /// The rules nested in the arguments, with where each sits.
    package let nested: [(place: String, rule: RuleSpec)]

    /// Reads and checks arguments written as JSON.
    package convenience init(_ declaration: RuleDeclaration, json: [String: JSONValue]) {
        do throws(ArgumentProblem) {
            self.init(declaration, read: try declaration.readArguments(json: json), json: json)
        } catch {
            let naming = SpecArgumentNaming(arguments: json, declaration: declaration)
            self.init(result: .failure(SpecProblem(error, naming: naming)), nested: [])
        }
    }

    /// Checks arguments already read.
    package convenience init(_ declaration: RuleDeclaration, read values: ArgumentValues, json: [String: JSONValue]) {
        var nested: [(place: String, rule: RuleSpec)] = []
        for argument in declaration.arguments where argument.holdsRules {
            switch (values.value(forKey: argument.key), json[argument.key]) {
            case (let rules as [RuleSpec], .array(let elements)?):
                for (index, (rule, element)) in zip(rules, elements).enumerated() {
                    nested.append((NestedRules.place(of: element, key: argument.key, index: index), rule))
                }
            case (let rule as RuleSpec, let element?):
                nested.append((NestedRules.place(of: element, key: argument.key, index: nil), rule))
            default:
                continue
            }
        }
        do throws(ArgumentProblem) {
            try declaration.check(values)
            self.init(result: .success(values), nested: nested)
        } catch {
            self.init(
                result: .failure(
                    SpecProblem(error, naming: SpecArgumentNaming(arguments: json, declaration: declaration))),
                nested: nested)
        }
    }

    private init(result: Result<ArgumentValues, SpecProblem>, nested: [(place: String, rule: RuleSpec)]) {
        self.result = result
        self.nested = nested
    }
}
