public import Foundation

/// A value that describes why a rule failed, such as the minimum length of a ``ValidationError/Code/tooShort`` error.
///
/// Parameters are structured so that code can react to them (`error.parameters["min"]`) and so that message
/// templates can show them (`{min}`). They encode to JSON as a bare number, string or array.
public enum ValidationParameter: Sendable, Hashable {
    /// A whole number, such as a length.
    case integer(Int)
    /// A decimal number, such as a bound of a numeric range.
    case number(Decimal)
    /// A piece of text.
    case text(String)
    /// A list of texts, such as the allowed values of a membership rule.
    case list([String])
}

extension ValidationParameter: CustomStringConvertible {
    /// The parameter as it appears in a message: numbers in plain POSIX notation, lists joined by `", "`.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .number(let value): value.description
        case .text(let value): value
        case .list(let values): values.joined(separator: ", ")
        }
    }
}

extension ValidationParameter: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// Creates an integer parameter from a literal.
    ///
    /// - Parameter value: The integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// Creates a text parameter from a literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension ValidationParameter: Codable {
    /// Decodes a bare JSON value: an integer, any other number, a string, or an array of strings.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is none of those.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else {
            self = .list(try container.decode([String].self))
        }
    }

    /// Encodes the parameter as a bare JSON value.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .list(let values): try container.encode(values)
        }
    }
}

extension ValidationParameter {
    /// Makes a parameter from a numeric bound of any type, keeping its exact decimal spelling.
    ///
    /// `Double` and `Float` print their shortest round-tripping spelling, so `10.001` stays `10.001`.
    package static func numeric<N: Numeric>(_ value: N) -> ValidationParameter {
        if let integer = value as? any BinaryInteger, let small = Int(exactly: integer) {
            return .integer(small)
        }
        let spelled = String(describing: value)
        // A whole number is an integer parameter, whatever its type, so that it reads back from JSON unchanged.
        if let integer = Int(spelled) ?? (spelled.hasSuffix(".0") ? Int(spelled.dropLast(2)) : nil) {
            return .integer(integer)
        }
        if let decimal = value as? Decimal {
            return .number(decimal)
        }
        if let decimal = Decimal(string: spelled, locale: Locale(identifier: "en_US_POSIX")) {
            return .number(decimal)
        }
        return .text(spelled)
    }
}
