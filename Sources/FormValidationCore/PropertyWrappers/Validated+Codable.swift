extension Validated: Encodable where Value: Encodable {
    /// Encodes the corrected value when it is valid, otherwise a fallback, otherwise `null`.
    ///
    /// Invalid data never leaves the app: a struct with validated properties can be encoded and sent at any
    /// time, and each invalid property is written as the fallback of its first failing rule that has one
    /// (`.email().fallback("")`), else as the wrapper's fallback (`@Validated(.email(), fallback: "")`), else as
    /// `null`. A valid value is written as the rules corrected it, so `" ada@example.com "` goes out trimmed.
    /// The fallback is written as given, without validation: choose a value the reader treats as "no value".
    ///
    /// - Parameter encoder: The encoder to write the single value to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch validator.validate(wrappedValue) {
        case .valid(let corrected):
            try container.encode(corrected)
        case .invalid:
            if let fallback = validator.ruleFallback(wrappedValue) ?? fallback {
                try container.encode(fallback)
            } else {
                try container.encodeNil()
            }
        }
    }
}

extension Validated where Value: Decodable {
    /// Decodes a value and validates it, for a property wrapper whose rules are known when decoding.
    ///
    /// `Validated` is not `Decodable` itself: the rules of `@Validated(.email()) var email` are arguments of the
    /// property's declaration, which decoding never sees. A reusable wrapper whose rules are static (such as
    /// ``Email``) decodes through this initializer, and becomes `Codable` in two lines:
    ///
    /// ```swift
    /// @propertyWrapper
    /// struct Nickname: Codable {
    ///     static let rules = RuleSet<String>(.trimmingWhitespace(), .length(3...20), field: "Nickname")
    ///     private var validated: Validated<String>
    ///
    ///     init(wrappedValue: String) { validated = Validated(wrappedValue: wrappedValue, Self.rules) }
    ///     var wrappedValue: String {
    ///         get { validated.wrappedValue }
    ///         set { validated.wrappedValue = newValue }
    ///     }
    ///
    ///     init(from decoder: any Decoder) throws { validated = try Validated(from: decoder, Self.rules) }
    ///     func encode(to encoder: any Encoder) throws { try validated.encode(to: encoder) }
    /// }
    /// ```
    ///
    /// The wrapped value is the value as decoded; ``Projection/correctedValue`` has it corrected.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read a single value from.
    ///   - rules: The rules the value must pass.
    ///   - fallback: What to encode in place of an invalid value later; `nil` encodes `null`.
    /// - Throws: `DecodingError.dataCorrupted` when the value fails the rules: its debug description lists the
    ///   messages, and its underlying error is a ``ValidationFailure`` with every error. Any error of the decoder.
    public init(from decoder: any Decoder, _ rules: RuleSet<Value>, fallback: Value? = nil) throws {
        let value = try decoder.singleValueContainer().decode(Value.self)
        try self.init(
            decoded: value, validator: Validator({ rules.validate($0) }, fallback: { rules.fallback(for: $0) }),
            fallback: fallback, decoder)
    }

    /// Decodes an optional value and validates it with the rules of the wrapped type.
    ///
    /// `null` decodes as `nil`, which is valid unless the rules require a value.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read a single value from.
    ///   - rules: The rules for the wrapped type.
    ///   - fallback: What to encode in place of an invalid value later; `nil` encodes `null`.
    /// - Throws: `DecodingError.dataCorrupted` when the value fails the rules, with a ``ValidationFailure`` as
    ///   its underlying error. Any error of the decoder.
    public init<Wrapped>(from decoder: any Decoder, _ rules: RuleSet<Wrapped>, fallback: Wrapped? = nil) throws
    where Value == Wrapped? {
        let value = try decoder.singleValueContainer().decode(Value.self)
        try self.init(
            decoded: value,
            validator: Validator({ rules.validate($0) }, fallback: { rules.fallback(for: $0).map { .some($0) } }),
            fallback: fallback.map { .some($0) }, decoder)
    }

    /// Validates a decoded value; throws a data-corrupted error for an invalid one.
    private init(decoded value: Value, validator: Validator, fallback: Value?, _ decoder: any Decoder) throws {
        if case .invalid(let errors) = validator.validate(value) {
            let failure = ValidationFailure(errors)
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "The value failed validation: \(failure.errorMessages.joined(separator: " "))",
                    underlyingError: failure))
        }
        self.init(value: value, validator: validator, fallback: fallback)
    }
}
