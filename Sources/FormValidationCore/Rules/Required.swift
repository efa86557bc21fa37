extension ValidationRule {
    /// Requires a value: `nil`, empty text and (by default) text that shows nothing fail.
    ///
    /// Text shows nothing when it is made only of whitespace, format characters (Unicode category Cf: a
    /// zero-width space `"\u{200B}"`, a byte-order mark `"\u{FEFF}"`, a word joiner `"\u{2060}"`, a
    /// right-to-left override `"\u{202E}"`) and control characters (Cc: `"\0"`, DEL): it looks empty to the
    /// person who typed or pasted it. Text with any visible character is a value, even one that format
    /// characters hold together, such as an emoji ZWJ sequence or a flag.
    ///
    /// The presence rule also decides what "empty" means for its rule set. Without one, an empty value skips
    /// every rule and is valid; with one, an empty value fails this rule only. Pass
    /// `ignoringWhitespace: false` to accept `"  "` or `"\u{200B}"` as a value (the other rules then check it);
    /// only `""` and `nil` are empty then.
    ///
    /// Default message: "{field} is required." (code ``ValidationError/Code/required``).
    ///
    /// - Parameters:
    ///   - message: A custom message.
    ///   - ignoringWhitespace: Whether text made only of whitespace, format and control characters counts as
    ///     empty. Defaults to `true`.
    /// - Returns: A presence rule.
    /// - Complexity: O(1) for text that starts with a visible ASCII character; otherwise O(*n*), stopping at the
    ///   first visible character. Allocates nothing.
    public static func required(message: String? = nil, ignoringWhitespace: Bool = true) -> Self
    where Value: ValidatableValue {
        Self(
            name: "required", message: message, failure: .required,
            presence: Presence(ignoresWhitespace: ignoringWhitespace)
        ) { value in failing(unless: !value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)) }
    }
}

extension ValidationRule.Presence {
    /// The failure in a list of one, as a rule set renders it: made once, so an empty value allocates nothing.
    @usableFromInline static var failures: [RuleFailure] { presenceFailures }
}

/// ``ValidationRule/Presence/failures``, stored (a generic type cannot store a static property).
@usableFromInline let presenceFailures = [RuleFailure(.required)]

/// Not empty, and not only whitespace or invisible characters (Unicode format and control).
struct RequiredRule: RuleDefinition {
    static let messages: [DefaultMessage] = [.required]

    /// Whether text of whitespace, format and control characters only counts as empty (default true).
    @Argument(.bool, commandLine: .notOffered)
    var ignoringWhitespace: Bool = true

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(.required(message: context.message, ignoringWhitespace: ignoringWhitespace))
    }
}
