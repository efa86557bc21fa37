/// One reason a value failed validation: a stable code, the rule's parameters and a readable message.
///
/// Errors are values, not strings: branch on ``code`` (`.tooShort`), read ``parameters`` (`["min": 8]`),
/// and show ``message`` ("Password must be at least 8 characters long.") to the person typing.
/// A rule set reports every failing rule's error, in the order the rules were added.
///
/// ```swift
/// let rules = RuleSet<String>(.minimumLength(8))
/// let error = rules.validate("short").errors.first!
/// error.code                // .tooShort
/// error.parameters["min"]   // .integer(8)
/// error.message             // "This field must be at least 8 characters long."
/// ```
public struct ValidationError: Error, Sendable, Hashable, Codable {
    /// What kind of failure this is; stable across releases and locales.
    public var code: Code
    /// The rule's arguments and facts about the value that explain the failure, keyed by placeholder name.
    public var parameters: [String: ValidationParameter]
    /// The rendered message: the rule's custom message, or its default, with placeholders filled in.
    public var message: String
    /// The name of the field the error belongs to, when the rules were given one.
    public var field: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The stable code of the failure.
    ///   - parameters: Facts that explain the failure.
    ///   - message: The text to show.
    ///   - field: The field the error belongs to, if any.
    public init(code: Code, parameters: [String: ValidationParameter] = [:], message: String, field: String? = nil) {
        self.code = code
        self.parameters = parameters
        self.message = message
        self.field = field
    }
}

extension ValidationError: CustomStringConvertible {
    /// The message, so that `"\(error)"` reads as the person typing would see it.
    public var description: String { message }
}

extension ValidationError {
    /// The stable identifier of a kind of failure, such as `tooShort` or `invalidEmail`.
    ///
    /// Codes are open: a custom rule may use any code (`"usernameTaken"`), written as a string literal.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code's spelling, as it appears in JSON.
        public let rawValue: String

        /// Creates a code from its spelling.
        ///
        /// - Parameter rawValue: The spelling, such as `tooShort`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a code from a string literal.
        ///
        /// - Parameter value: The spelling, such as `"usernameTaken"`.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The code's spelling.
        public var description: String { rawValue }

        /// Decodes a code from a bare JSON string.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: `DecodingError` when the value is not a string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the code as a bare JSON string.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: What the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

// Each rule declares its codes in its own file, beside its messages: `ValidationError.Code.tooShort` is in
// `Rules/MinimumLength.swift`, `.remoteRejected` in `Remote/AsyncValidationRule.swift`.
