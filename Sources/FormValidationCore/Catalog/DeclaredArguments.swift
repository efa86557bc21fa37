/// A rule's arguments as one typed value, declared once.
///
/// A rule writes a struct with one stored property per argument and lists, in ``fields``, each property with the
/// ``RuleArgument`` that declares its key, type, default, checks and summary. Everything else is derived from that
/// one list: the rule's ``RuleDeclaration`` (its arguments for specs, `formcheck`, the documentation and the
/// sampler, its checks, its build step, which receives the struct), and its `RuleSpec` factory, which writes the
/// struct as a spec does (``RuleSpec/init(_:_:message:)-(_,DeclaredArguments,_)``). For example (package code, so
/// not compiled with the public examples):
///
/// ```
/// private struct MaximumLengthArguments: DeclaredArguments {
///     var max = 0
///     var counting = LengthUnit.characters
///     static let fields: [ArgumentField<Self>] = [
///         .init(\.max, .longestLength), .init(\.counting, LengthUnit.countingArgument),
///     ]
/// }
/// ```
///
/// A property's initial value is where reading starts: a required argument's is a placeholder that reading always
/// replaces; an optional one's is replaced by the argument's default when a spec leaves it out.
package protocol DeclaredArguments: Sendable {
    /// Each argument with the property that holds it, in the order messages and usage list them.
    static var fields: [ArgumentField<Self>] { get }
    /// Checks across arguments (`min` not above `max`), after each argument passed its own.
    static var checks: [@Sendable (Self) -> ArgumentProblem?] { get }
    /// The value reading starts from.
    init()
}

extension DeclaredArguments {
    package static var checks: [@Sendable (Self) -> ArgumentProblem?] { [] }

    /// The arguments read into `values` (by ``RuleDeclaration/readArguments(json:)`` or the command line).
    package init(_ values: ArgumentValues) {
        self.init()
        for field in Self.fields { field.assign(values, &self) }
    }

    /// The arguments as a spec writes them, by key: those at their defaults are `nil`.
    package var json: [(key: String, value: JSONValue)?] { Self.fields.map { $0.json(self) } }

    /// "`lower` must not be greater than `upper`", when both are given and out of order.
    package static func ordered<Bound: Comparable & Sendable>(
        _ lower: any KeyPath<Self, Bound> & Sendable, _ upper: any KeyPath<Self, Bound> & Sendable
    ) -> @Sendable (Self) -> ArgumentProblem? {
        let lowerKey = key(of: lower)
        let upperKey = key(of: upper)
        return { $0[keyPath: lower] > $0[keyPath: upper] ? .outOfOrder(lowerKey, upperKey) : nil }
    }

    /// The same for optional bounds: a missing bound is never out of order.
    package static func ordered<Bound: Comparable & Sendable>(
        _ lower: any KeyPath<Self, Bound?> & Sendable, _ upper: any KeyPath<Self, Bound?> & Sendable
    ) -> @Sendable (Self) -> ArgumentProblem? {
        let lowerKey = key(of: lower)
        let upperKey = key(of: upper)
        return { arguments in
            guard let lowerValue = arguments[keyPath: lower], let upperValue = arguments[keyPath: upper],
                lowerValue > upperValue
            else { return nil }
            return .outOfOrder(lowerKey, upperKey)
        }
    }

    /// The spec key of the argument `keyPath` holds.
    private static func key(of keyPath: AnyKeyPath) -> String {
        guard let field = fields.first(where: { $0.keyPath == keyPath }) else {
            preconditionFailure("\(keyPath) is not one of the fields of \(Self.self)")
        }
        return field.argument.key
    }
}

/// One argument of a ``DeclaredArguments`` struct: the property that holds it and its declaration.
package struct ArgumentField<Arguments: DeclaredArguments>: Sendable {
    /// The argument, as its rule's declaration lists it.
    package let argument: AnyRuleArgument
    /// The property that holds it.
    let keyPath: any AnyKeyPath & Sendable
    /// Sets the property to the argument's value in `values`.
    let assign: @Sendable (ArgumentValues, inout Arguments) -> Void
    /// The property's value as a spec writes the argument, or `nil` when a spec leaves it out.
    let json: @Sendable (Arguments) -> (key: String, value: JSONValue)?

    /// The argument `argument`, held by the property `keyPath`.
    package init<Value>(_ keyPath: any WritableKeyPath<Arguments, Value> & Sendable, _ argument: RuleArgument<Value>) {
        self.argument = argument.erased
        self.keyPath = keyPath
        assign = { values, arguments in arguments[keyPath: keyPath] = values[argument] }
        json = { arguments in argument.json(arguments[keyPath: keyPath]) }
    }
}

extension ArgumentProblem {
    /// Two bounds are out of order: "`lower` must not be greater than `upper`".
    package static func outOfOrder(_ lower: String, _ upper: String) -> Self {
        "\(nameAndValue: lower) must not be greater than \(nameAndValue: upper)"
    }
}

/// The arguments of a rule that takes none.
package struct NoArguments: DeclaredArguments {
    package static let fields: [ArgumentField<Self>] = []
    package init() {}
}

extension RuleSpec {
    /// A rule spec from the rule's typed arguments, written as a spec writes them (defaults left out).
    package init(_ declaration: RuleDeclaration, _ arguments: some DeclaredArguments, message: String?) {
        self.init(declaration, arguments.json, message: message)
    }
}

extension RuleArgument {
    /// `min` of a rule whose bounds are optional: the smallest allowed value, none when absent.
    package static func lowerBound<Bound>(_ type: ArgumentType<Bound>, summary: String)
        -> Self where Value == Bound?
    {
        RuleArgument(optional: "min", type, summary: summary)
    }

    /// `max` of a rule whose bounds are optional: the largest allowed value, none when absent.
    package static func upperBound<Bound>(_ type: ArgumentType<Bound>, summary: String)
        -> Self where Value == Bound?
    {
        RuleArgument(optional: "max", type, summary: summary)
    }
}
