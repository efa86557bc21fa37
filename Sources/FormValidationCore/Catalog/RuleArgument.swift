/// One argument of a built-in rule: its key in a form spec, its type, its default, and the checks its value must
/// pass.
///
/// The same declaration serves every front: a spec reads the argument from JSON under ``key``, `formcheck` from
/// the text given as its command-line spelling says (the command line's module keeps those), and both run the
/// same ``checks`` on the value, so they accept and reject the same arguments with the same words.
package struct RuleArgument<Value: Sendable>: Sendable {
    /// Whether a spec must give the argument.
    package enum Requirement: Sendable {
        /// The spec must give it.
        case required
        /// The spec may leave it out; then it is this value, and encoding leaves it out too.
        case optional(default: Value)
    }

    /// The argument's key in a form spec: `min`.
    package let key: String
    /// How it is read and written.
    package let type: ArgumentType<Value>
    /// Whether a spec must give it.
    package let requirement: Requirement
    /// What it means, for the documentation: "The shortest allowed length".
    package let summary: String
    /// What its value must be beyond its type, checked in this order; each returns the problem, or `nil`.
    package let checks: [@Sendable (Value) -> ArgumentProblem?]
    /// Whether the value names another field of the form (which must exist, and which the rule reads).
    package let namesField: Bool

    package init(
        _ key: String,
        _ type: ArgumentType<Value>,
        _ requirement: Requirement = .required,
        summary: String,
        namesField: Bool = false,
        checks: [@Sendable (Value) -> ArgumentProblem?] = []
    ) {
        self.key = key
        self.type = type
        self.requirement = requirement
        self.summary = summary
        self.namesField = namesField
        self.checks = checks
    }

    /// An argument a spec may leave out, which then has no value (`nil`): the type reads a given value, and the
    /// checks judge a given value only.
    ///
    /// - Parameters:
    ///   - key: The argument's key in a form spec.
    ///   - type: How a given value is read and written.
    ///   - summary: What it means, for the documentation.
    ///   - namesField: Whether a given value names another field of the form.
    ///   - checks: What a given value must be beyond its type, in this order.
    package init<Given>(
        optional key: String, _ type: ArgumentType<Given>, summary: String, namesField: Bool = false,
        checks: [@Sendable (Given) -> ArgumentProblem?] = []
    ) where Value == Given? {
        self.init(
            key, type.optional, .optional(default: nil), summary: summary, namesField: namesField,
            checks: checks.map { check in { value in value.flatMap(check) } })
    }

    /// The value this argument has when a spec leaves it out, or `nil` when a spec must give it.
    package var defaultValue: Value? {
        if case .optional(let value) = requirement { return value }
        return nil
    }

    /// The argument as its rule's declaration lists it.
    package var erased: AnyRuleArgument { AnyRuleArgument(self) }
}

extension RuleArgument {
    /// `value` as a spec writes this argument, or `nil` when a spec leaves it out (it is the default, or absent).
    package func encodedJSON(_ value: Value) -> JSONValue? {
        let json = type.toJSON(value)
        if json == .null { return nil }
        if let defaultValue, type.toJSON(defaultValue) == json { return nil }
        return json
    }

    /// The first of this argument's own checks that `value` fails, or `nil`.
    package func problem(with value: Value) -> ArgumentProblem? {
        for check in checks { if let problem = check(value) { return problem } }
        return nil
    }

    /// `value` as this argument's value, with its checks and its encoding bound to it.
    fileprivate func argumentValue(_ value: Value) -> ArgumentValue {
        ArgumentValue(value: value, problem: { problem(with: value) }, json: { encodedJSON(value) })
    }
}

/// The value of one argument as read, with the argument's checks and encoding bound to it, so that checking and
/// writing it back need not know its type.
package struct ArgumentValue: Sendable {
    /// The value, of its argument's type.
    package let value: any Sendable
    /// The first of its argument's checks that it fails, or `nil`.
    package let problem: @Sendable () -> ArgumentProblem?
    /// The value as a spec writes it, or `nil` when a spec leaves it out.
    package let json: @Sendable () -> JSONValue?
}

/// A ``RuleArgument`` of any type, as a ``RuleDeclaration`` lists it.
package struct AnyRuleArgument: Sendable {
    /// The argument's key in a form spec.
    package let key: String
    /// What it means.
    package let summary: String
    /// Whether a spec must give it.
    package let isRequired: Bool
    /// Whether its value names another field of the form.
    package let namesField: Bool
    /// Whether its value is rules written as a spec writes them (see ``ArgumentType/holdsRules``).
    package let holdsRules: Bool
    /// Values of its type worth trying (``ArgumentType/examples``).
    package let examples: [JSONValue]
    /// How `formcheck` takes it.
    package let commandLine: CommandLineForm
    /// Keys the argument had in specs before it was given its name: still read, never written.
    package let formerKeys: [String]

    private let readJSON: @Sendable (JSONValue) throws(ArgumentProblem) -> ArgumentValue
    private let readText: @Sendable (String) throws(ArgumentProblem) -> ArgumentValue
    private let defaultValue: ArgumentValue?

    package init<Value>(
        _ argument: RuleArgument<Value>, commandLine: CommandLineForm = .notOffered, formerKeys: [String] = []
    ) {
        self.commandLine = commandLine
        self.formerKeys = formerKeys
        key = argument.key
        summary = argument.summary
        isRequired = argument.defaultValue == nil
        namesField = argument.namesField
        holdsRules = argument.type.holdsRules
        examples = argument.type.examples
        defaultValue = argument.defaultValue.map(argument.argumentValue)
        let type = argument.type
        let key = argument.key
        readJSON = { json throws(ArgumentProblem) in argument.argumentValue(try type.fromJSON(json, key)) }
        readText = { text throws(ArgumentProblem) in argument.argumentValue(try type.fromText(text, key)) }
    }

    /// Reads the argument from a spec's JSON object, checking its type (``check(_:)`` checks its value).
    ///
    /// - Parameter json: The member under ``key``; `nil` when it is absent or `null`.
    /// - Returns: The value, and whether the spec gave it.
    /// - Throws: ``ArgumentText/missing(_:)`` when a required argument is absent; the type's problem when it is
    ///   ill-typed.
    package func read(json: JSONValue?) throws(ArgumentProblem) -> (value: ArgumentValue, isGiven: Bool) {
        guard let json, json != .null else {
            guard let defaultValue else { throw .missing(key) }
            return (defaultValue, false)
        }
        return (try readJSON(json), true)
    }

    /// Reads the argument from the command line, checking its type (``check(_:)`` checks its value).
    ///
    /// - Parameter text: The text given, or `nil` when the command line gave none (then the default applies).
    /// - Returns: The value, and whether the command line gave it.
    package func read(text: String?) throws(ArgumentProblem) -> (value: ArgumentValue, isGiven: Bool) {
        guard let text else {
            guard let defaultValue else { throw .missing(key) }
            return (defaultValue, false)
        }
        return (try readText(text), true)
    }

    /// Checks a value read by ``read(json:)`` or ``read(text:)``.
    ///
    /// - Returns: The first problem, or `nil` when the value passes every check.
    package func check(_ value: ArgumentValue) -> ArgumentProblem? { value.problem() }
}

/// The arguments of one rule as read from a spec or the command line, by key, before they become the rule's
/// value (``RuleDefinition/init(_:)``).
package struct ArgumentValues: Sendable {
    private var values: [String: ArgumentValue] = [:]

    package init() {}

    /// Records the value of the argument `key`.
    package mutating func set(_ value: ArgumentValue, for key: String) {
        values[key] = value
    }

    /// The value of `argument`; every argument of the declaration has one once the arguments are read.
    ///
    /// The value under `argument`'s key was read by the declaration's argument with that key, whose type is
    /// `Value`: a declaration's arguments have distinct keys (`RuleCatalogTests` checks it), and each
    /// ``ArgumentField`` reads its value by the same ``RuleArgument`` it lists.
    package subscript<Value>(argument: RuleArgument<Value>) -> Value {
        guard let value = values[argument.key]?.value as? Value else {
            preconditionFailure("\(argument.key) is not an argument of type \(Value.self) of this rule")
        }
        return value
    }

    /// The value under `key`, if any.
    package func value(forKey key: String) -> (any Sendable)? { values[key]?.value }

    /// The value under `key` with its argument's checks and encoding, if any.
    package func argumentValue(forKey key: String) -> ArgumentValue? { values[key] }
}
