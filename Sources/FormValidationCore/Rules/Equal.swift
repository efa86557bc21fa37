extension ValidationRule where Value: Equatable {
    /// Requires a value equal to `expected`.
    ///
    /// Default message: "{field} does not match." (code ``ValidationError/Code/notEqual``).
    ///
    /// - Parameters:
    ///   - expected: The value to match.
    ///   - message: A custom message.
    /// - Returns: An equality rule.
    public static func equal(to expected: Value, message: String? = nil) -> Self {
        Self(name: "equal", message: message, failure: .notEqual) { value in failing(unless: value == expected) }
    }

    /// Requires a value equal to another one, read when the rule runs, not when it is made.
    ///
    /// This is how a confirmation field checks the password field: the rule reads the password's current
    /// value on every validation. A missing other value (`nil`) matches nothing.
    ///
    /// ```swift
    /// let password = LiveValue("")
    /// let confirmation = RuleSet<String>(.equal(to: password, message: "Passwords do not match."))
    /// password.value = "s3cret!"
    /// print(confirmation.validate("s3cret!"))   // valid("s3cret!")
    /// ```
    ///
    /// Default message: "{field} does not match." (code ``ValidationError/Code/notEqual``).
    ///
    /// - Parameters:
    ///   - other: The live value to compare with.
    ///   - message: A custom message.
    /// - Returns: An equality rule with a live target.
    public static func equal(to other: LiveValue<Value>, message: String? = nil) -> Self {
        equal(toValueOf: { other.value }, message: message)
    }

    /// Requires a value equal to the one `read` returns when the rule runs.
    ///
    /// - Parameters:
    ///   - read: Returns the value to compare with; called on the validating thread, once per validation.
    ///   - message: A custom message.
    /// - Returns: An equality rule with a live target.
    public static func equal(toValueOf read: @escaping @Sendable () -> Value?, message: String? = nil) -> Self {
        Self(name: "equal", message: message, failure: .notEqual) { value in failing(unless: read() == value) }
    }
}

extension ValidationRule where Value == String {
    /// Requires a value equal to the other field's that `read` returns from the validation's context: the
    /// `equalToField` of a spec.
    package static func equal(toField read: @escaping FieldReader, message: String?) -> Self {
        Self(name: "equal", message: message, failures: [DefaultMessage.notEqual.failure]) { value, context in
            failing(unless: read(context) == value)
        }
    }
}

extension RuleSpec {
    /// ``ValidationRule/equal(to:message:)-(Value,_)`` with a constant, as data.
    ///
    /// - Parameters:
    ///   - value: The value to match.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func equal(to value: String, message: String? = nil) -> RuleSpec {
        RuleSpec(EqualRule(value: value), message: message)
    }
}

/// Exactly `value`.
struct EqualRule: RuleDefinition {
    static let example = ".equal(to: \"p4ssword\")"
    static let symbol = "ValidationRule/equal(to:message:)-(Value,_)"
    static let messages: [DefaultMessage] = [.notEqual]

    /// The text to match.
    @Argument(required: .string, commandLine: .positional("VALUE"))
    var value = ""

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.equal(to: value, message: context.message))
    }
}
