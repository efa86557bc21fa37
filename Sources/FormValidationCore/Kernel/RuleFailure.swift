/// A rule's report of one failure, before its message is rendered.
///
/// Rules describe *what* went wrong (a ``ValidationError/Code`` and the parameters behind it) and suggest a
/// message template; the rule set renders the final ``ValidationError`` with the field's name, the rule's custom
/// message and the message catalog. Rendering happens only when a failure is reported, so a passing value costs
/// no string work.
public struct RuleFailure: Sendable, Hashable {
    /// The stable code of the failure.
    public var code: ValidationError.Code
    /// Facts that explain the failure, keyed by placeholder name (`min`, `max`, `length`, …).
    public var parameters: [String: ValidationParameter]
    /// The default message template, in English, with `{placeholder}`s.
    public var template: String
    /// The failures behind this one, such as those of the alternatives an ``ValidationRule/anyOf(_:message:)``
    /// tried; they become the error's ``ValidationError/details``.
    public var details: [RuleFailure] = []
    /// The key of a built-in rule's message in message catalogs (`tooShort.range`), when it is not the code's
    /// main one; see ``DefaultMessage``.
    package var messageKey: String?
    /// The custom message of the rule that reported this failure inside a composed rule, which wins over the
    /// catalog and the default when the failure is rendered.
    package var customTemplate: String?

    /// Creates a failure report.
    ///
    /// - Parameters:
    ///   - code: The stable code of the failure.
    ///   - parameters: Facts that explain the failure.
    ///   - template: The default message, which may use `{field}`, `{value}` and any parameter as a placeholder.
    public init(code: ValidationError.Code, parameters: [String: ValidationParameter] = [:], template: String) {
        self.code = code
        self.parameters = parameters
        self.template = template
    }
}
