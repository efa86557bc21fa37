/// A message a built-in rule may report: its key in message catalogs, its error code, and its English template.
///
/// A rule declares its messages once, in its own file; its failures carry them, and its ``RuleDeclaration`` lists
/// them, so that a catalog of translations can be checked against every message there is. Most codes have one
/// message, keyed by the code itself (`tooShort`); where the wording depends on the rule's arguments, a variant
/// gets a key of its own (`tooShort.range` for "must be 3 to 20 characters long"). A catalog that replaces a
/// code's message (``MessageCatalog/subscript(_:)``) replaces its variants too, unless it names them.
package struct DefaultMessage: Sendable, Hashable {
    /// The key of the message in catalogs: the code, or the code, a dot and the variant.
    package let key: String
    /// The error code of the failures that show it.
    package let code: ValidationError.Code
    /// The English template, with `{placeholders}`.
    package let template: String

    /// Declares a message.
    ///
    /// - Parameters:
    ///   - code: The error code.
    ///   - variant: What distinguishes this wording from the code's main one, or `nil` for the main one.
    ///   - template: The English template.
    /// The failure that shows this message with no parameters, made once: a rule reporting it copies it instead
    /// of building one.
    package let failure: RuleFailure

    package init(_ code: ValidationError.Code, variant: String? = nil, _ template: String) {
        self.code = code
        self.key = variant.map { "\(code.rawValue).\($0)" } ?? code.rawValue
        self.template = template
        var failure = RuleFailure(code: code, template: template)
        failure.messageKey = key
        self.failure = failure
    }
}

extension DefaultMessage {
    /// The messages that no rule of the catalog declares: those of custom rules, of record validation (values of
    /// the wrong JSON type, lists of the wrong size) and of form rules.
    package static var engineMessages: [DefaultMessage] {
        [
            .custom, .invalidType, .invalidTypeObject, .invalidTypeList, .tooFewItems, .tooManyItems,
            .duplicateItems,
        ] + formRuleMessages + schemaMessages
    }

    /// The messages of JSON Schema keywords that no rule of the catalog has (`type`, `const`, `multipleOf`,
    /// `contains`, `minProperties`, `oneOf`, the `ipv4`, `ipv6` and `hostname` formats); the others show the rules'
    /// (`tooShort`, `tooSmall`,
    /// `patternMismatch`, `notAllowed`, `required`, …).
    package static var schemaMessages: [DefaultMessage] {
        [
            .invalidTypeSchema, .notAllowedConst, .tooSmallExclusive, .tooLargeExclusive, .notAMultiple,
            .tooFewMatches, .tooManyMatches, .tooFewMembers, .tooManyMembers, .multipleAlternatives,
            .invalidIPAddress, .invalidHostname, .notAllowedValue, .schemaTooDeep,
        ]
    }
}

extension RuleCatalog {
    /// Every message the library may show by default: the catalog's rules', then the engine's, each key once.
    package static var allMessages: [DefaultMessage] {
        var seen: Set<String> = []
        return (all.flatMap(\.messages) + DefaultMessage.engineMessages).filter { seen.insert($0.key).inserted }
    }
}

extension RuleFailure {
    /// A failure that shows one of a rule's declared messages.
    ///
    /// - Parameters:
    ///   - message: The declared message: its code and English template.
    ///   - parameters: Facts that explain the failure.
    package init(_ message: DefaultMessage, parameters: [String: ValidationParameter]) {
        self = message.failure
        self.parameters = parameters
    }

    /// A failure that shows one of a rule's declared messages, with no parameters: the one the message made once.
    ///
    /// - Parameter message: The declared message: its code and English template.
    package init(_ message: DefaultMessage) {
        self = message.failure
    }
}
