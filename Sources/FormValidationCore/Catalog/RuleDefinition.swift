package import Foundation

/// A built-in rule, declared as one type: its summary as its documentation comment, its messages as a static
/// property, each argument as a documented stored property marked ``Argument``, and how the checked arguments
/// build the rule. Its name is its type's, less `Rule`
/// (`UUIDRule` is `uuid`), written for it by `scripts/rule-sources`.
///
/// The declaration is the only list of the rule's arguments. Reflection finds them, in the order they are
/// declared, and ``RuleDeclaration/init(_:)`` derives from them what every front needs: reading and writing
/// specs, `formcheck`'s options and `--help`, the documentation's tables and the sampler's arguments. The
/// argument checks run alike for a spec (an error naming the place), on the command line (exit 2) and in Swift
/// (``rule(message:)`` stops the program, naming the argument), so each is written once.
///
/// The type's memberwise initializer is how Swift code makes a value (`UUIDRule(versions: [4])`); the rule's
/// public factory and its `RuleSpec` factory are one line each over it.
package protocol RuleDefinition: Sendable, Decodable {
    /// The rule's name in a form spec: `uuid`. Generated from the type's name (`UUIDRule`), never written by hand.
    static var name: String { get }
    /// What a value must be to pass, in one line, naming the arguments with `\(name:)`. Generated from the
    /// type's documentation comment (an argument's name in backticks is `\(name:)`), unless the rule declares it.
    static var summary: ArgumentText { get }
    /// The summaries of the arguments that declare none, by key: each property's documentation comment,
    /// generated.
    static var argumentSummaries: [String: String] { get }
    /// How Swift code makes the rule, as the rule tables show it: `.uuid(versions: [4, 7])`.
    static var example: String { get }
    /// The DocC link of the Swift factory: `ValidationRule/uuid(versions:message:)`. Generated, unless the rule
    /// gives it, from the first `public static func` of the rule's name in its file.
    static var symbol: String { get }
    /// The messages the rule may report.
    static var messages: [DefaultMessage] { get }
    /// Whether a spec may give the rule a custom `message` (a rule that never fails takes none).
    static var takesMessage: Bool { get }
    /// Whether the rule asks a server, so that ``build(_:)`` makes a ``BuiltRule/async(_:)``.
    static var isAsync: Bool { get }
    /// The `formcheck` subcommand, when it is not the name in kebab case (`range` for `number`).
    static var commandName: String? { get }

    /// For a rule that reads numbers: the locale whose notation they are written in, so that a record's JSON
    /// number can be given to the rule as text, and its corrected text read back as a number. `nil` for others.
    var numberLocale: Locale? { get }

    /// Every argument at its default; a required argument at a placeholder that reading replaces.
    init()

    /// Checks across arguments (`min` not above `max`), after each argument passed its own checks.
    func checkArguments() throws(ArgumentProblem)

    /// The rule these checked arguments make.
    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule
}

extension RuleDefinition {
    package static var takesMessage: Bool { true }
    package static var isAsync: Bool { false }
    package static var commandName: String? { nil }
    package static var argumentSummaries: [String: String] { [:] }
    /// A rule without arguments is made as `.name()`.
    package static var example: String { ".\(name)()" }
    package var numberLocale: Locale? { nil }
    package func checkArguments() throws(ArgumentProblem) {}

    /// The arguments of this value, by key, in the order they are declared.
    package var reflectedArguments: [(key: String, argument: any ReflectedArgument)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, label.first == "_", let argument = child.value as? any ReflectedArgument
            else { return nil }
            return (String(label.dropFirst()), argument)
        }
    }

    /// The value that holds the arguments `values` holds; every argument of the declaration has one, of its type.
    package init(_ values: ArgumentValues) {
        let decoder = ArgumentsDecoder(
            prototypes: Dictionary(uniqueKeysWithValues: Self().reflectedArguments.map { ($0.key, $0.argument) }),
            values: values)
        do {
            try self.init(from: decoder)
        } catch {
            preconditionFailure("\(Self.name): \(error)")
        }
    }

    /// The arguments as a spec writes them, by key: those at their defaults are `nil`.
    package var json: [(key: String, value: JSONValue)?] {
        zip(reflectedArguments, Self().reflectedArguments).map { given, prototype in
            given.argument.json(comparedWith: prototype.argument).map { (given.key, $0) }
        }
    }

    /// The first problem with the arguments: each one's own checks in order, then the checks across them.
    package var problem: ArgumentProblem? {
        for (key, argument) in reflectedArguments {
            if let problem = argument.problem(key: key) { return problem }
        }
        do throws(ArgumentProblem) {
            try checkArguments()
        } catch {
            return error
        }
        return nil
    }

    /// The local rule with these arguments, for the rule's Swift factory.
    ///
    /// - Precondition: The arguments pass their checks; the program stops with the problem, worded as a spec
    ///   words it, otherwise.
    package func rule(message: String?) -> ValidationRule<String> {
        if let problem {
            preconditionFailure("\(Self.name): \(problem.rendered(by: SpecArgumentNaming(arguments: [:])))")
        }
        do throws(ArgumentProblem) {
            guard case .local(let rule) = try build(.local(message: message)) else {
                preconditionFailure("\(Self.name) is asynchronous")
            }
            return rule
        } catch {
            preconditionFailure("\(Self.name): \(error.rendered(by: SpecArgumentNaming(arguments: [:])))")
        }
    }
}

extension RuleSpec {
    /// The rule spec of `rule`, its arguments written as a spec writes them (defaults left out).
    package init<Rule: RuleDefinition>(_ rule: Rule, message: String?) {
        guard let declaration = RuleCatalog.rule(named: Rule.name) else {
            preconditionFailure("\(Rule.name) is not in the rule catalog")
        }
        self.init(declaration, rule.json, message: message)
    }
}

/// Makes a rule's value from its arguments: the synthesized `init(from:)` asks for each stored ``Argument`` by
/// its name, and gets the prototype's argument with the value read.
private struct ArgumentsDecoder: Decoder {
    let prototypes: [String: any ReflectedArgument]
    let values: ArgumentValues
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Self.unsupported }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Self.unsupported }

    static let unsupported = DecodingError.typeMismatch(
        (any RuleDefinition).self,
        .init(codingPath: [], debugDescription: "a rule's stored properties must all be arguments (@Argument)"))

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ArgumentsDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { decoder.prototypes.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { decoder.prototypes[key.stringValue] != nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let prototype = decoder.prototypes[key.stringValue],
                let value = decoder.values.value(forKey: key.stringValue),
                let argument = prototype.with(value: value) as? T
            else { throw ArgumentsDecoder.unsupported }
            return argument
        }

        func decodeNil(forKey key: Key) throws -> Bool { throw ArgumentsDecoder.unsupported }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        { throw ArgumentsDecoder.unsupported }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw ArgumentsDecoder.unsupported
        }

        func superDecoder() throws -> any Decoder { throw ArgumentsDecoder.unsupported }

        func superDecoder(forKey key: Key) throws -> any Decoder { throw ArgumentsDecoder.unsupported }
    }
}
