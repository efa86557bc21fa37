public import Foundation

/// A JSON value: the extra parameters of a remote check, and the arguments of rules in a form spec.
///
/// Literals make it pleasant to write: `["lang": "en", "strict": true, "limit": 3]`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exact.
    case number(Decimal)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members found by name code point by code point (``JSONObject``).
    case object(JSONObject)
}

extension JSONValue {
    /// An object with the members of a Swift dictionary (whose keys are distinct as Swift compares them).
    ///
    /// - Parameter members: The members.
    /// - Returns: The object.
    public static func object(_ members: [String: JSONValue]) -> JSONValue { .object(JSONObject(members)) }

    /// How deep arrays and objects may nest in a text ``init(json:)-(Collection<UInt8>)`` reads: 512.
    public static let maximumDepth = JSONTextParser.maximumDepth

    /// Reads a JSON text in UTF-8, strictly, telling a number out of range and a key given twice from text that
    /// is not JSON.
    ///
    /// The text must be JSON as RFC 8259 defines it: a trailing comma (`[1, 2,]`), a leading zero, a raw control
    /// character in a string, a lone surrogate escape or bytes that are not UTF-8 make it malformed. It may be any
    /// JSON value, not only an object or an array, with a UTF-8 byte order mark before it.
    ///
    /// Numbers are kept as exact `Decimal`s, which hold 38 significant digits and magnitudes from 10^-128 to below
    /// 10^165: `1e150` reads exactly (`JSONDecoder` refuses it), and a number beyond — `1e400`, `1e-200`, or
    /// `130.00000000000000000000000000000000000001` with its 41 significant digits — throws
    /// ``JSONParsingError/numberOutOfRange(_:)`` naming it, never rounded (to 0, or to 130, which `JSONDecoder`
    /// does) and never reported as text that is not JSON. Trailing zeros are not significant: `1` followed by 60
    /// zeros is 10^60, exactly.
    ///
    /// A key given twice in one object throws ``JSONParsingError/duplicateKey(_:)`` naming it, rather than keeping
    /// one of the values: readers disagree on which one counts, so whatever else reads the same text could see a
    /// value that was never validated. Arrays and objects nested more than ``maximumDepth`` levels deep throw
    /// ``JSONParsingError/tooDeeplyNested(limit:)``.
    ///
    /// ```swift
    /// print(try JSONValue(json: Data(#"{"lang": "en", "limit": 3}"#.utf8)))   // {"lang":"en","limit":3}
    /// ```
    ///
    /// - Parameter json: The JSON text, in UTF-8: `Data`, `[UInt8]`, a string's `utf8` view, or any other
    ///   collection of bytes.
    /// - Throws: ``JSONParsingError``: ``JSONParsingError/malformed`` when the data is not JSON (or not UTF-8),
    ///   ``JSONParsingError/tooDeeplyNested(limit:)`` when it nests deeper than ``maximumDepth``,
    ///   ``JSONParsingError/duplicateKey(_:)`` when it is JSON with a key twice in one object, and
    ///   ``JSONParsingError/numberOutOfRange(_:)`` when it is JSON with a number a `Decimal` cannot hold. A text
    ///   that is not JSON is malformed whatever keys and numbers it holds; of a duplicate key and a number out of
    ///   range, the duplicate key is reported.
    public init(json: some Collection<UInt8>) throws(JSONParsingError) {
        self = try JSONTextParser.parse(json)
    }

    /// Reads a JSON text, strictly, telling a number out of range and a key given twice from text that is not
    /// JSON.
    ///
    /// The same as ``init(json:)-(Collection<UInt8>)`` on the string's UTF-8.
    ///
    /// ```swift
    /// print(try JSONValue(json: #"{"lang": "en", "limit": 3}"#))   // {"lang":"en","limit":3}
    /// ```
    ///
    /// - Parameter json: The JSON text.
    /// - Throws: ``JSONParsingError``: ``JSONParsingError/malformed`` when the text is not JSON,
    ///   ``JSONParsingError/tooDeeplyNested(limit:)`` when it nests deeper than ``maximumDepth``,
    ///   ``JSONParsingError/duplicateKey(_:)`` when it is JSON with a key twice in one object, and
    ///   ``JSONParsingError/numberOutOfRange(_:)`` when it is JSON with a number a `Decimal` cannot hold.
    public init(json: String) throws(JSONParsingError) {
        self = try JSONTextParser.parse(json.utf8)
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// The decoder's own rules apply: `JSONDecoder` takes a trailing comma and the first of duplicate keys. To
    /// read JSON text, use ``init(json:)-(Collection<UInt8>)``, which refuses both.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the decoder holds no JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(JSONObject(value))
        } else {
            self = .number(try container.decode(Decimal.self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    ///
    /// An object is encoded member by member; an encoder that keeps its members by Swift's equality of strings
    /// (`JSONEncoder` does) makes one of two names that differ only in their code points (`"é"` composed and
    /// decomposed). ``description`` writes both.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        if case .object(let members) = self {
            // Member by member, so that names Swift finds equal (`"é"` in NFC and in NFD) stay two members.
            var container = encoder.container(keyedBy: MemberName.self)
            for key in members.sortedKeys {
                try container.encode(members[key].unsafelyUnwrapped, forKey: MemberName(stringValue: key))
            }
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object: break
        }
    }

    /// A member's name as a coding key.
    private struct MemberName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `null`.
    ///
    /// - Parameter nilLiteral: The literal `nil`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean.
    ///
    /// - Parameter value: The boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    ///
    /// - Parameter value: The integer.
    public init(integerLiteral value: Int) { self = .number(Decimal(value)) }
    /// A number, through its shortest decimal spelling (so `0.1` stays `0.1`).
    ///
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) {
        self = .number(Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value))
    }
    /// A string.
    ///
    /// - Parameter value: The string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    ///
    /// - Parameter elements: The elements, in order.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object; a repeated key keeps its last value.
    ///
    /// - Parameter elements: The members, as key-value pairs.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject(minimumCapacity: elements.count)
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON, keys sorted by code point, the line separators U+0085, U+2028 and U+2029
    /// escaped so that the text is one line.
    public var description: String {
        String(decoding: jsonText, as: UTF8.self)
    }
}

extension JSONValue {
    /// The string, when this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The number, when this is one.
    public var numberValue: Decimal? { if case .number(let value) = self { value } else { nil } }
    /// The boolean, when this is one.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    /// The members, when this is an object.
    public var objectValue: JSONObject? { if case .object(let value) = self { value } else { nil } }
    /// The member named `key`, when this is an object that has one.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: The member, or `nil` when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
}
