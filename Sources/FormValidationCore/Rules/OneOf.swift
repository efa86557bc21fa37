extension ValidationRule where Value: Hashable {
    /// Requires one of the given values: membership in a set, compared exactly ("HEY" is not "hey").
    ///
    /// Default message: "{field} must be one of: {options}." (code ``ValidationError/Code/notAllowed``,
    /// parameter `options`, the allowed values in the order given); past 50 values or 1,000 characters of them,
    /// "{field} must be one of the allowed values." (parameter `count`), so that a long list makes no long message.
    ///
    /// - Parameters:
    ///   - allowed: The allowed values; their order is the order `{options}` lists them in.
    ///   - message: A custom message.
    /// - Returns: A membership rule.
    /// - Complexity: O(1) on average per validation (a hash lookup).
    public static func oneOf(_ allowed: [Value], message: String? = nil) -> Self {
        let set = Set(allowed)
        // Made once: a failure then shares it instead of building a dictionary.
        let failure = RuleFailure.notAllowed(options: allowed.map { String(describing: $0) })
        return Self(name: "oneOf", message: message, failures: [failure]) {
            value in failing(unless: set.contains(value))
        }
    }
}

/// Exactly one of `values` (none empty).
struct OneOfRule: RuleDefinition {
    static let commandName: String? = "in"
    static let example = ".oneOf([\"NL\", \"DE\", \"FR\"])"
    static let messages: [DefaultMessage] = [.notAllowed, .notAllowedMany]

    /// The allowed texts (comma-separated on the command line).
    @Argument(required: .strings, checks: [.notEmptyList, .noBlankItem], commandLine: .positional("A,B,C"))
    var values: [String] = []

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.oneOf(values, message: context.message))
    }
}

extension RuleFailure {
    /// The most allowed values an error lists: past them, it gives their number.
    package static let mostOptionsListed = 50
    /// The most characters of allowed values an error lists, all of them together.
    package static let mostOptionCharacters = 1_000
    /// The most characters of an expected value an error shows.
    package static let mostExpectedCharacters = 200

    /// The failure of a value that is none of `options`: ``ValidationError/Code/notAllowed`` listing them, or,
    /// past ``mostOptionsListed`` of them or ``mostOptionCharacters`` characters, `notAllowed.many` with their
    /// `count` only, so that a list of 200,000 values does not make a message of megabytes.
    ///
    /// - Parameter options: The allowed values, as a message shows them, in order.
    /// - Returns: The failure.
    package static func notAllowed(options: [String]) -> RuleFailure {
        var characters = 0
        for option in options.prefix(mostOptionsListed + 1) { characters += option.count }
        guard options.count <= mostOptionsListed, characters <= mostOptionCharacters else {
            return notAllowed(count: options.count)
        }
        return RuleFailure(.notAllowed, parameters: ["options": .list(options)])
    }

    /// The failure of a value that is none of `count` allowed values, too many to list: `notAllowed.many`.
    ///
    /// - Parameter count: How many values are allowed.
    /// - Returns: The failure.
    package static func notAllowed(count: Int) -> RuleFailure {
        RuleFailure(.notAllowedMany, parameters: ["count": .integer(count)])
    }

    /// The failure of a value that is not `expected`: `notAllowed.const` showing it, or, past
    /// ``mostExpectedCharacters`` characters, `notAllowed.value` without it.
    ///
    /// - Parameter expected: The one value allowed, as a message shows it.
    /// - Returns: The failure.
    package static func notAllowed(expected: String) -> RuleFailure {
        guard expected.count <= mostExpectedCharacters else { return RuleFailure(.notAllowedValue) }
        return RuleFailure(.notAllowedConst, parameters: ["expected": .text(expected)])
    }
}

extension ArgumentCheck where Value == [String] {
    /// "`key` must not contain an empty or whitespace-only item": `oneOf` would pass such a value without running.
    static var noBlankItem: Self {
        Self { values, key in
            guard values.contains(where: { $0.countsAsEmpty(ignoringWhitespace: true) }) else { return nil }
            return "\(name: key) must not contain an empty or whitespace-only item (such a value is valid anyway), "
                + "got \(given: key)"
        }
    }
}
