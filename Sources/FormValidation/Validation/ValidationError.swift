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
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a code from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The code's spelling.
        public var description: String { rawValue }

        /// Decodes a code from a bare JSON string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the code as a bare JSON string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

extension ValidationError.Code {
    /// The value is empty but a presence rule requires one.
    public static let required: Self = "required"
    /// The text is shorter than the minimum length (parameters `min`, `length`, and `max` for ranges).
    public static let tooShort: Self = "tooShort"
    /// The text is longer than the maximum length (parameters `max`, `length`, and `min` for ranges).
    public static let tooLong: Self = "tooLong"
    /// The number is below the range (parameters `min`, `max`).
    public static let tooSmall: Self = "tooSmall"
    /// The number is above the range (parameters `min`, `max`).
    public static let tooLarge: Self = "tooLarge"
    /// The text is not a number in the rule's locale.
    public static let notANumber: Self = "notANumber"
    /// The text is a number that cannot be checked exactly, so it is refused rather than rounded: it has more
    /// than 38 significant digits, or its magnitude is 10^165 or more, or below 10^-128 (beyond `Decimal`).
    public static let numberOutOfRange: Self = "numberOutOfRange"
    /// The value differs from the one it must equal.
    public static let notEqual: Self = "notEqual"
    /// The text does not match the regular expression as a whole (parameter `pattern`).
    public static let patternMismatch: Self = "patternMismatch"
    /// The regular-expression engine could not finish matching the text (it ran out of its backtracking
    /// stack), so whether the text matches is unknown; not a verdict (parameter `pattern`).
    public static let patternEvaluationFailed: Self = "patternEvaluationFailed"
    /// The text is longer than the regular-expression rule checks (parameters `pattern`, `max`, in UTF-16 code
    /// units); the pattern was not run.
    public static let inputTooLongForPattern: Self = "inputTooLongForPattern"
    /// The text is not a valid email address.
    public static let invalidEmail: Self = "invalidEmail"
    /// The text contains no decimal digit.
    public static let missingNumber: Self = "missingNumber"
    /// The text contains no uppercase letter.
    public static let missingUppercase: Self = "missingUppercase"
    /// The value is not one of the allowed values (parameter `options`).
    public static let notAllowed: Self = "notAllowed"
    /// A custom rule failed.
    public static let custom: Self = "custom"
    /// A remote server or an asynchronous check rejected the value.
    public static let remoteRejected: Self = "remoteRejected"
    /// A remote check could not answer (timeout, HTTP error, unreadable body, offline); parameter `reason`.
    public static let remoteUnavailable: Self = "remoteUnavailable"
}
