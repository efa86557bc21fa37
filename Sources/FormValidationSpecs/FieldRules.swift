public import FormValidationCore

/// The rules a ``FieldSpec`` builds: its local rule set and its asynchronous rules.
///
/// The rule set carries the field's label (for `{field}`) and secret flag. Run it anywhere, or hand both to a
/// validator with ``makeValidator()``.
public struct FieldRules: Sendable {
    /// The field's name.
    public let name: String
    /// The local rules, in spec order, with the field's label and secret flag.
    public var rules: RuleSet<String>
    /// The asynchronous (`remote`) rules, in spec order; they run after every local rule passes.
    public var asyncRules: [AsyncValidationRule<String>]

    /// Creates the rules of a field.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - rules: The local rules.
    ///   - asyncRules: The asynchronous rules.
    public init(name: String, rules: RuleSet<String>, asyncRules: [AsyncValidationRule<String>] = []) {
        self.name = name
        self.rules = rules
        self.asyncRules = asyncRules
    }
}
