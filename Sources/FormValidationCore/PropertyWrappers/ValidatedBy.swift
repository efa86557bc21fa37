/// A ``Validated`` property whose rules are named by a type, which makes it `Codable` — decoding validates.
///
/// `@Validated(.email()) var email` cannot decode: its rules are arguments of the declaration, which decoding
/// never sees. Name the rules with a ``ValidationRuleProvider`` instead and the wrapper finds them when it
/// decodes, so a struct's synthesised `Codable` conformance validates every such property:
///
/// ```swift
/// enum Nickname: ValidationRuleProvider {
///     static let rules = RuleSet<String>(.trimmingWhitespace(), .length(3...20).fallback(""), field: "Nickname")
/// }
///
/// struct Profile: Codable {
///     @ValidatedBy<Nickname> var nickname = ""
/// }
///
/// let profile = try JSONDecoder().decode(Profile.self, from: Data(#"{"nickname": " ada "}"#.utf8))
/// print(profile.$nickname.correctedValue ?? "")   // ada
///
/// do {
///     _ = try JSONDecoder().decode(Profile.self, from: Data(#"{"nickname": "x"}"#.utf8))
/// } catch DecodingError.dataCorrupted(let context) {
///     let failure = context.underlyingError as? ValidationFailure
///     print(failure?.errorMessages ?? [])   // ["Nickname must be 3 to 20 characters long."]
/// }
/// ```
///
/// Encoding writes the corrected value when it is valid, otherwise the fallback of the first failing rule that
/// has one, else the provider's ``ValidationRuleProvider/fallback``, else `null`. ``Email`` is such a wrapper
/// with ready-made rules.
@propertyWrapper
public struct ValidatedBy<Rules: ValidationRuleProvider>: Sendable {
    private var validated: Validated<Rules.Value>

    /// Creates a property checked by `Rules`.
    ///
    /// - Parameter wrappedValue: The initial value: the property's initial value, or the memberwise argument.
    public init(wrappedValue: Rules.Value) {
        validated = Validated(wrappedValue: wrappedValue, Rules.rules, fallback: Rules.fallback)
    }

    /// The value as assigned; never rewritten by a correcting rule.
    public var wrappedValue: Rules.Value {
        get { validated.wrappedValue }
        set { validated.wrappedValue = newValue }
    }

    /// The current validation of the value: its result, errors and the stream of error changes.
    public var projectedValue: Validated<Rules.Value>.Projection { validated.projectedValue }
}

extension ValidatedBy: Codable {
    /// Decodes a value and validates it with `Rules`.
    ///
    /// - Parameter decoder: The decoder to read a single value from.
    /// - Throws: `DecodingError.dataCorrupted` with a ``ValidationFailure`` as its underlying error when the
    ///   value fails the rules; any error of the decoder.
    public init(from decoder: any Decoder) throws {
        validated = try Validated(from: decoder, Rules.rules, fallback: Rules.fallback)
    }

    /// Encodes the corrected value when valid, else a fallback, else `null`.
    ///
    /// - Parameter encoder: The encoder to write a single value to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try validated.encode(to: encoder)
    }
}
