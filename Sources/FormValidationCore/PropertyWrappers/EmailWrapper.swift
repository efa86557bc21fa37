/// A property wrapper for a required email address: `@Email var email: String`.
///
/// It is ``Validated`` with the ready-made rules of ``RuleSet/emailAddress(field:)`` — trimmed, required, a
/// valid address — for a field named "Email":
///
/// ```swift
/// struct Contact: Codable {
///     @Email var email: String
/// }
///
/// var contact = Contact(email: "ada@")
/// print(contact.$email.errorMessages)          // ["Email is not a valid email address."]
/// contact.email = " ada@example.com "
/// print(contact.$email.correctedValue ?? "")   // ada@example.com
/// ```
///
/// Because its rules are static, it is `Codable`: it encodes the corrected address (or `null` while the address
/// is invalid) and decoding throws `DecodingError.dataCorrupted` for an invalid one, so a `Codable` struct with an
/// `@Email` property gets all of this from its synthesised conformance.
///
/// **Writing your own.** A wrapper for another combination of rules is a small struct that forwards to
/// `Validated`; this one is written exactly so:
///
/// ```swift
/// @propertyWrapper
/// struct Username: Codable, Sendable {
///     static let rules = RuleSet<String>(.trimmingWhitespace(), .required(), .length(3...20), field: "Username")
///     private var validated: Validated<String>
///
///     init(wrappedValue: String) { validated = Validated(wrappedValue: wrappedValue, Self.rules) }
///     var wrappedValue: String {
///         get { validated.wrappedValue }
///         set { validated.wrappedValue = newValue }
///     }
///     var projectedValue: Validated<String>.Projection { validated.projectedValue }
///
///     init(from decoder: any Decoder) throws { validated = try Validated(from: decoder, Self.rules) }
///     func encode(to encoder: any Encoder) throws { try validated.encode(to: encoder) }
/// }
/// ```
@propertyWrapper
public struct Email: Sendable {
    /// The rules every `@Email` property runs: ``RuleSet/emailAddress(field:)`` for a field named "Email".
    public static let rules = RuleSet<String>.emailAddress(field: "Email")

    private var validated: Validated<String>

    /// Creates an email property.
    ///
    /// - Parameter wrappedValue: The initial address: the property's initial value, or the memberwise argument.
    public init(wrappedValue: String) {
        validated = Validated(wrappedValue: wrappedValue, Self.rules)
    }

    /// The address as assigned; never rewritten by the trimming rule.
    public var wrappedValue: String {
        get { validated.wrappedValue }
        set { validated.wrappedValue = newValue }
    }

    /// The current validation of the address: its result, errors and the stream of error changes.
    public var projectedValue: Validated<String>.Projection { validated.projectedValue }
}

extension Email: Codable {
    /// Decodes an address and validates it.
    ///
    /// - Parameter decoder: The decoder to read a single string from.
    /// - Throws: `DecodingError.dataCorrupted` with a ``ValidationFailure`` as its underlying error when the
    ///   address is invalid; any error of the decoder.
    public init(from decoder: any Decoder) throws {
        validated = try Validated(from: decoder, Self.rules)
    }

    /// Encodes the trimmed address when it is valid, otherwise `null`.
    ///
    /// - Parameter encoder: The encoder to write a single value to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try validated.encode(to: encoder)
    }
}
