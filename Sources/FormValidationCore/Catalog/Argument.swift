/// One argument of a built-in rule, declared once as a stored property of the rule's type
/// (``RuleDefinition``): its type, its default (the property's initial value), its checks, its summary (the
/// property's documentation comment), and how the command line spells it when not as the option named after the
/// property.
///
/// The property's name is the argument's name on every front: the Swift label, the spec key, and, in kebab case,
/// the `formcheck` option (`maxBytes` is `--max-bytes`). Everything else about the argument — reading and writing
/// specs, the command line and its `--help`, the documentation tables, the sampler — is derived from this one
/// declaration, found by reflection:
///
/// ```
/// struct UUIDRule: RuleDefinition {
///     /// The accepted versions.
///     @Argument(.integers(in: 1...8), checks: [.notEmptyList], commandLine: .option("V,V", takesList: true))
///     var versions: [Int]? = nil
///     …
/// }
/// ```
@propertyWrapper
package struct Argument<Value: Sendable>: Sendable {
    /// The argument's value.
    package var wrappedValue: Value
    /// Everything about the argument but its name, which is the property's.
    fileprivate let declaration: ArgumentDeclaration<Value>

    /// An argument with a default: the property's initial value, which a spec then leaves out.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - type: How the value is read from JSON and the command line, and written back.
    ///   - summary: What it means, for the documentation and `--help` ("the accepted versions"), when it is
    ///     computed; by default the property's documentation comment, which `scripts/rule-sources` writes into
    ///     the rule's generated declaration (``RuleDefinition/argumentSummaries``).
    ///   - namesField: Whether the value names another field of the form.
    ///   - checks: What the value must be beyond its type, in this order.
    ///   - commandLine: How `formcheck` takes it.
    ///   - formerKeys: Keys the argument had in specs before it was given its name, still read (never written).
    package init(
        wrappedValue: Value, _ type: ArgumentType<Value>, summary: String? = nil, namesField: Bool = false,
        checks: [ArgumentCheck<Value>] = [], commandLine: CommandLineForm = .option(), formerKeys: [String] = []
    ) {
        self.wrappedValue = wrappedValue
        declaration = ArgumentDeclaration(
            type: type, isRequired: false, summary: summary, namesField: namesField, checks: checks,
            commandLine: commandLine, formerKeys: formerKeys)
    }

    /// An argument a spec must give. The property's initial value is a placeholder that reading always replaces.
    package init(
        wrappedValue: Value, required type: ArgumentType<Value>, summary: String? = nil, namesField: Bool = false,
        checks: [ArgumentCheck<Value>] = [], commandLine: CommandLineForm = .option(), formerKeys: [String] = []
    ) {
        self.wrappedValue = wrappedValue
        declaration = ArgumentDeclaration(
            type: type, isRequired: true, summary: summary, namesField: namesField, checks: checks,
            commandLine: commandLine, formerKeys: formerKeys)
    }

    /// An argument that may be absent (`nil`, its default): `type` reads a given value, and `checks` judge a
    /// given value only.
    package init<Given>(
        wrappedValue: Value, _ type: ArgumentType<Given>, summary: String? = nil, namesField: Bool = false,
        checks: [ArgumentCheck<Given>] = [], commandLine: CommandLineForm = .option(), formerKeys: [String] = []
    ) where Value == Given? {
        self.wrappedValue = wrappedValue
        declaration = ArgumentDeclaration(
            type: type.optional, isRequired: false, summary: summary, namesField: namesField,
            checks: checks.map { check in ArgumentCheck { value, key in value.flatMap { check.problem($0, key) } } },
            commandLine: commandLine, formerKeys: formerKeys)
    }
}

/// What an ``Argument`` declares besides its name.
private struct ArgumentDeclaration<Value: Sendable>: Sendable {
    let type: ArgumentType<Value>
    let isRequired: Bool
    let summary: String?
    let namesField: Bool
    let checks: [ArgumentCheck<Value>]
    let commandLine: CommandLineForm
    let formerKeys: [String]
}

/// A check of an argument's value beyond its type: the problem, naming the argument by its key, or `nil`.
package struct ArgumentCheck<Value>: Sendable {
    /// The problem with `value`, given as the argument `key`, or `nil`.
    package let problem: @Sendable (_ value: Value, _ key: String) -> ArgumentProblem?

    package init(_ problem: @escaping @Sendable (_ value: Value, _ key: String) -> ArgumentProblem?) {
        self.problem = problem
    }
}

extension ArgumentCheck where Value == String {
    /// "`key` must not be empty".
    package static var notEmpty: Self { Self { value, key in value.isEmpty ? "\(name: key) must not be empty" : nil } }
}

extension ArgumentCheck where Value: Collection & SendableMetatype {
    /// "`key` must not be empty", for a list.
    package static var notEmptyList: Self {
        Self { value, key in value.isEmpty ? "\(name: key) must not be empty" : nil }
    }
}

extension ArgumentCheck {
    /// `check`, for an argument that may be absent: an absent value has no problem.
    package static func ifGiven<Wrapped>(_ check: ArgumentCheck<Wrapped>) -> Self where Value == Wrapped? {
        Self { value, key in value.flatMap { check.problem($0, key) } }
    }
}

extension ArgumentCheck where Value == Int {
    /// "`key` must be at most `maximum`", for a count.
    package static func atMost(_ maximum: Int) -> Self {
        Self { value, key in value > maximum ? "\(name: key) must be at most \(maximum)" : nil }
    }
}

/// How `formcheck` takes an argument, declared with it.
package enum CommandLineForm: Sendable, Equatable {
    /// An option named after the argument in kebab case (`maxBytes` as `--max-bytes N`).
    ///
    /// - valueName: The placeholder of the value in usage text (`N`).
    /// - takesList: Whether the value is a comma-separated list, whose empty text is the empty list.
    /// - absentText: The text read when the option is absent, in place of the argument's default.
    /// - formerNames: Spellings the option had before it was named after its argument, still understood.
    /// - help: What `--help` says of the option, when the command line takes the argument differently from a
    ///   spec (`remote` checks one line at a time); by default the argument's summary.
    case option(
        _ valueName: String = "VALUE", takesList: Bool = false, absentText: String? = nil, formerNames: [String] = [],
        help: String? = nil)
    /// A flag that takes no value (`--allow-localhost`), for a `Bool` argument; `formerNames` as for an option.
    case flag(formerNames: [String] = [])
    /// A positional argument, shown by this placeholder (`MIN`).
    case positional(String)
    /// The command's global option named after the argument (`--locale`), which every rule takes and which means
    /// more than this argument (the messages' language too); `absentText` is read when it is absent.
    case global(absentText: String? = nil)
    /// Not offered: the argument keeps its default.
    case notOffered

    /// The option or flag of the argument `key`: `--max-bytes` for `maxBytes`, `--allow-ip-address` for
    /// `allowIPAddress` (an initialism is one word).
    package static func optionName(of key: String) -> String {
        let characters = Array(key)
        var name = "--"
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
                if !previous.isUppercase || nextIsLowercase { name += "-" }
            }
            name += character.lowercased()
        }
        return name
    }
}

/// An ``Argument`` of any type, as reflection finds it on a rule's value.
package protocol ReflectedArgument: Sendable {
    /// The argument as its rule's declaration lists it, named `key`, with this value as its default, and
    /// `documented` as its summary unless it declares one.
    func declared(key: String, documented: String?) -> AnyRuleArgument
    /// The argument with `value`, when it is of the argument's type.
    func with(value: any Sendable) -> Self?
    /// The value as a spec writes the argument named `key`, or `nil` when a spec leaves it out (it is the default
    /// `prototype` has, or absent).
    func json(comparedWith prototype: any ReflectedArgument) -> JSONValue?
    /// The first of the argument's checks the value fails, named `key`.
    func problem(key: String) -> ArgumentProblem?
}

extension Argument: ReflectedArgument {
    package func declared(key: String, documented: String?) -> AnyRuleArgument {
        guard let summary = declaration.summary ?? documented else {
            preconditionFailure("the argument \(key) has no summary: run scripts/rule-sources")
        }
        return AnyRuleArgument(
            ruleArgument(key: key, summary: summary), commandLine: declaration.commandLine,
            formerKeys: declaration.formerKeys)
    }

    package func with(value: any Sendable) -> Self? {
        guard let value = value as? Value else { return nil }
        var copy = self
        copy.wrappedValue = value
        return copy
    }

    package func json(comparedWith prototype: any ReflectedArgument) -> JSONValue? {
        let json = declaration.type.toJSON(wrappedValue)
        if json == .null { return nil }
        if !declaration.isRequired, let prototype = prototype as? Self,
            declaration.type.toJSON(prototype.wrappedValue) == json
        {
            return nil
        }
        return json
    }

    package func problem(key: String) -> ArgumentProblem? {
        for check in declaration.checks {
            if let problem = check.problem(wrappedValue, key) { return problem }
        }
        return nil
    }

    /// The argument as the catalog's readers know it.
    private func ruleArgument(key: String, summary: String) -> RuleArgument<Value> {
        let checks = declaration.checks
        return RuleArgument(
            key, declaration.type, declaration.isRequired ? .required : .optional(default: wrappedValue),
            summary: summary, namesField: declaration.namesField,
            checks: checks.map { check in { value in check.problem(value, key) } })
    }
}

extension Argument: Decodable {
    /// Never used: a rule's value is made from its arguments by ``RuleDefinition/init(_:)``, whose decoder hands
    /// over each argument whole.
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "arguments are read by their rule's declaration"))
    }
}

/// An argument that several rules declare alike, such as the length rules' `counting`: each rule's property is
/// `@Argument(.counting) var counting = LengthUnit.characters`, and what the argument is stays written once.
package struct SharedArgument<Value: Sendable>: Sendable {
    let type: ArgumentType<Value>
    let summary: String
    let checks: [ArgumentCheck<Value>]
    let commandLine: CommandLineForm
    let formerKeys: [String]

    package init(
        _ type: ArgumentType<Value>, summary: String, checks: [ArgumentCheck<Value>] = [],
        commandLine: CommandLineForm = .option(), formerKeys: [String] = []
    ) {
        self.type = type
        self.summary = summary
        self.checks = checks
        self.commandLine = commandLine
        self.formerKeys = formerKeys
    }
}

extension Argument {
    /// The argument `shared` declares, with the property's initial value as its default.
    package init(wrappedValue: Value, _ shared: SharedArgument<Value>) {
        self.init(
            wrappedValue: wrappedValue, shared.type, summary: shared.summary, checks: shared.checks,
            commandLine: shared.commandLine, formerKeys: shared.formerKeys)
    }
}
