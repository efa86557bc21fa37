import FormValidationCore

/// What a field holds: free text, or a number typed as text.
///
/// The kind does not change how a field is validated — its rules do that — but it tells a user interface which
/// keyboard to show, and it tells ``FormSpecResult/values`` to give a number field's corrected value as a JSON
/// number (`42`) instead of text (`"42"`). In JSON it is the string `"text"` (the default) or `"number"`.
public struct FieldKind: Sendable, Hashable, Codable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case text, number
    }

    let kind: Kind

    /// Free text. The default.
    public static let text = FieldKind(kind: .text)
    /// A number typed as text; its corrected value is reported as a JSON number.
    public static let number = FieldKind(kind: .number)

    private init(kind: Kind) { self.kind = kind }

    /// Looks a kind up by its JSON name.
    ///
    /// - Parameter name: `text` or `number`.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The kind's JSON name: `text` or `number`.
    public var description: String { kind.rawValue }

    /// Decodes a kind from its JSON name.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` for a name other than `text` or `number`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        do throws(SpecProblem) {
            self = try FieldKind.parse(value)
        } catch {
            throw FormSpecError(reason: error.reason)
        }
    }

    /// Encodes the kind as its JSON name.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func parse(_ value: JSONValue) throws(SpecProblem) -> FieldKind {
        guard case .string(let name) = value, let kind = FieldKind(name: name) else {
            throw SpecProblem("\"kind\" must be \"text\" or \"number\", not \(SpecProblem.describe(value))")
        }
        return kind
    }
}
