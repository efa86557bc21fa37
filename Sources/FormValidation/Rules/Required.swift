extension ValidationRule {
    /// Requires a value: `nil`, empty text and (by default) whitespace-only text fail.
    ///
    /// The presence rule also decides what "empty" means for its rule set. Without one, an empty value skips
    /// every rule and is valid; with one, an empty value fails this rule only. Pass
    /// `ignoringWhitespace: false` to accept `"  "` as a value (the other rules then check it).
    ///
    /// Default message: "{field} is required." (code ``ValidationError/Code/required``).
    ///
    /// - Parameters:
    ///   - message: A custom message.
    ///   - ignoringWhitespace: Whether whitespace-only text counts as empty. Defaults to `true`.
    /// - Returns: A presence rule.
    public static func required(message: String? = nil, ignoringWhitespace: Bool = true) -> Self
    where Value: ValidatableValue {
        Self(
            name: "required", message: message, failure: .required,
            presence: Presence(ignoresWhitespace: ignoringWhitespace)
        ) { failing(unless: !$0.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)) }
    }
}

extension ValidationRule.Presence {
    /// The failure in a list of one, as a rule set renders it: made once, so an empty value allocates nothing.
    @usableFromInline static var failures: [RuleFailure] { presenceFailures }
}

/// ``ValidationRule/Presence/failures``, stored (a generic type cannot store a static property).
@usableFromInline let presenceFailures = [RuleFailure(.required)]

extension DefaultMessage {
    /// "{field} is required."
    static let required = DefaultMessage(.required, "{field} is required.")
}

extension RuleSpec {
    /// ``ValidationRule/required(message:ignoringWhitespace:)`` as data.
    ///
    /// - Parameters:
    ///   - ignoringWhitespace: Whether whitespace-only text counts as empty.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func required(ignoringWhitespace: Bool = true, message: String? = nil) -> RuleSpec {
        RuleSpec(.required, [RequiredArguments.ignoringWhitespace.json(ignoringWhitespace)], message: message)
    }
}

extension RuleDeclaration {
    /// `required`: a value must be given.
    static let required = RuleDeclaration(
        name: "required", command: "required",
        summary: "Not empty and not only whitespace.",
        example: ".required()",
        symbol: "ValidationRule/required(message:ignoringWhitespace:)",
        arguments: [RequiredArguments.ignoringWhitespace.erased],
        messages: [.required]
    ) { arguments, context in
        .local(.required(message: context.message, ignoringWhitespace: arguments[RequiredArguments.ignoringWhitespace]))
    }
}

private enum RequiredArguments {
    static let ignoringWhitespace = RuleArgument(
        "ignoringWhitespace", .bool, .optional(default: true),
        summary: "whether whitespace-only text counts as empty (default true)")
}

extension ValidationError.Code {
    /// The value is empty but a presence rule requires one.
    public static let required: Self = "required"
}
