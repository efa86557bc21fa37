extension ValidationRule where Value: Hashable {
    /// Requires one of the given values: membership in a set, compared exactly ("HEY" is not "hey").
    ///
    /// Default message: "{field} must be one of: {options}." (code ``ValidationError/Code/notAllowed``,
    /// parameter `options`, the allowed values in the order given).
    ///
    /// - Parameters:
    ///   - allowed: The allowed values; their order is the order `{options}` lists them in.
    ///   - message: A custom message.
    /// - Returns: A membership rule.
    /// - Complexity: O(1) on average per validation (a hash lookup).
    public static func oneOf(_ allowed: [Value], message: String? = nil) -> Self {
        let set = Set(allowed)
        // Made once: a failure then shares it instead of building a dictionary.
        let parameters: [String: ValidationParameter] = [
            "options": .list(allowed.map { String(describing: $0) })
        ]
        return Self(name: "oneOf", message: message, failures: [RuleFailure(.notAllowed, parameters: parameters)]) {
            value in failing(unless: set.contains(value))
        }
    }
}

extension RuleSpec {
    /// ``ValidationRule/oneOf(_:message:)`` as data.
    ///
    /// - Parameters:
    ///   - values: The allowed values, at least one, none of them empty or only whitespace; `{options}` lists
    ///     them in this order.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func oneOf(_ values: [String], message: String? = nil) -> RuleSpec {
        RuleSpec(.oneOf, OneOfArguments(values: values), message: message)
    }
}

extension RuleDeclaration {
    /// `oneOf`: one of a list of texts, exactly.
    static let oneOf = RuleDeclaration(
        name: "oneOf",
        summary: "Exactly one of \(name: "values") (none empty).",
        example: ".oneOf([\"NL\", \"DE\", \"FR\"])",
        symbol: "ValidationRule/oneOf(_:message:)",
        arguments: OneOfArguments.self,
        messages: [.notAllowed]
    ) { arguments, context in
        .local(.oneOf(arguments.values, message: context.message))
    }
}

private struct OneOfArguments: DeclaredArguments {
    var values: [String] = []
    static let fields: [ArgumentField<Self>] = [.init(\.values, valuesArgument)]

    /// An empty or whitespace-only item could never matter: such a value is valid without the rule running.
    static let valuesArgument = RuleArgument(
        "values", .strings, summary: "the allowed texts (comma-separated on the command line)",
        checks: [
            { $0.isEmpty ? "\(name: "values") must not be empty" : nil },
            { values in
                guard values.contains(where: { $0.countsAsEmpty(ignoringWhitespace: true) }) else { return nil }
                return "\(name: "values") must not contain an empty or whitespace-only item "
                    + "(such a value is valid anyway), got \(given: "values")"
            },
        ])
}
