import FormValidationCore

/// What a field holds: free text, a number typed as text, an object of fields of its own, or a list of items.
///
/// For text and numbers the kind does not change how a field is validated — its rules do that — but it tells a
/// user interface which keyboard to show, and it tells ``FormSpecResult/values`` to give a number field's
/// corrected value as a JSON number (`42`) instead of text (`"42"`). An ``object`` field holds a JSON object
/// validated by its ``FieldSpec/fields``; a ``list`` field a JSON array whose items its ``FieldSpec/item``
/// validates. In JSON it is the string `"text"` (the default), `"number"`, `"object"` or `"list"`.
public struct FieldKind: Sendable, Hashable, Codable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case text, number, object, list
    }

    let kind: Kind

    /// Free text. The default.
    public static let text = FieldKind(kind: .text)
    /// A number typed as text; its corrected value is reported as a JSON number.
    public static let number = FieldKind(kind: .number)
    /// A JSON object whose members are the field's own ``FieldSpec/fields``: a customer, an address.
    public static let object = FieldKind(kind: .object)
    /// A JSON array of items, each validated by the field's ``FieldSpec/item``: addresses, phone numbers.
    public static let list = FieldKind(kind: .list)

    /// Whether the field holds other values (an ``object`` or a ``list``) rather than text or a number.
    public var isContainer: Bool { kind == .object || kind == .list }

    private init(kind: Kind) { self.kind = kind }

    /// Looks a kind up by its JSON name.
    ///
    /// - Parameter name: `text`, `number`, `object` or `list`.
    public init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.kind = kind
    }

    /// The kind's JSON name: `text`, `number`, `object` or `list`.
    public var description: String { kind.rawValue }

    /// Decodes a kind from its JSON name.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``FormSpecError`` for a name other than `text`, `number`, `object` or `list`.
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
            throw SpecProblem(
                "\"kind\" must be \"text\", \"number\", \"object\" or \"list\", not \(SpecProblem.describe(value))")
        }
        return kind
    }
}
