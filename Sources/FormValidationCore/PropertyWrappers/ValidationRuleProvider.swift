/// A type that names a set of rules, so that a property wrapper can find them when it decodes.
///
/// ```swift
/// enum Username: ValidationRuleProvider {
///     static let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .length(3...20), field: "Username")
/// }
///
/// struct Account: Codable {
///     @ValidatedBy<Username> var username = ""
/// }
/// ```
public protocol ValidationRuleProvider: Sendable {
    /// The type of the values the rules check.
    associatedtype Value: ValidatableValue & Codable

    /// The rules.
    static var rules: RuleSet<Value> { get }

    /// What to encode in place of an invalid value when no failing rule has a fallback of its own; `nil` encodes
    /// `null`. Defaults to `nil`.
    static var fallback: Value? { get }
}

extension ValidationRuleProvider {
    /// No fallback: an invalid value with no rule fallback encodes as `null`.
    public static var fallback: Value? { nil }
}
