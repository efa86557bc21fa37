/// One reason a value failed validation: a stable code, the rule's parameters and a readable message.
///
/// Errors are values, not strings: branch on ``code`` (`.tooShort`), read ``parameters`` (`["min": 8]`),
/// and show ``message`` ("Password must be at least 8 characters long.") to the person typing.
/// A rule set reports every failing rule's error, in the order the rules were added.
///
/// ```swift
/// let rules = RuleSet<String>(.minimumLength(8))
/// let error = rules.validate("short").errors.first!
/// print(error.code)                              // tooShort
/// print(error.parameters["min"] == .integer(8))   // true
/// print(error.message)                           // This field must be at least 8 characters long.
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
    /// Where the value sits in a submitted record, as a JSON Pointer (`/email`, `/addresses/1/phone`): set by
    /// ``FormSpecValidator`` and `formcheck form`, `nil` for an error of a rule set or a field. A form rule's
    /// error that goes to no field points at the whole record (``JSONPointer/root``).
    ///
    /// In JSON, `path` is the pointer's text, left out when there is none.
    public var path: JSONPointer?
    /// The errors behind this one, in rule order: a composed rule's inner errors (the alternatives an
    /// ``ValidationRule/anyOf(_:message:)`` tried, each with its own code and message). Empty for most errors.
    ///
    /// In JSON, `details` is an array of errors of the same shape, left out when it is empty.
    public var details: [ValidationError]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The stable code of the failure.
    ///   - parameters: Facts that explain the failure.
    ///   - message: The text to show.
    ///   - field: The field the error belongs to, if any.
    ///   - path: Where the value sits in a submitted record, if anywhere.
    ///   - details: The errors behind this one, such as the inner errors of a composed rule.
    public init(
        code: Code, parameters: [String: ValidationParameter] = [:], message: String, field: String? = nil,
        path: JSONPointer? = nil, details: [ValidationError] = []
    ) {
        self.code = code
        self.parameters = parameters
        self.message = message
        self.field = field
        self.path = path
        self.details = details
    }

    private enum CodingKeys: String, CodingKey {
        case code, parameters, message, field, path, details
    }

    /// Decodes an error; `field`, `path` and `details` may be absent.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a member is missing or has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Code.self, forKey: .code)
        parameters = try container.decodeIfPresent([String: ValidationParameter].self, forKey: .parameters) ?? [:]
        message = try container.decode(String.self, forKey: .message)
        field = try container.decodeIfPresent(String.self, forKey: .field)
        path = try container.decodeIfPresent(JSONPointer.self, forKey: .path)
        details = try container.decodeIfPresent([ValidationError].self, forKey: .details) ?? []
    }

    /// Encodes the error: `code`, `parameters`, `message`, `field` and `path` when there are, and `details` when
    /// there are any.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(field, forKey: .field)
        try container.encodeIfPresent(path, forKey: .path)
        if !details.isEmpty { try container.encode(details, forKey: .details) }
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
