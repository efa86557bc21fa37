import FormValidationCore
import Foundation
import Yams

/// Reads an OpenAPI document's text, JSON or YAML, into a ``FormValidationCore/JSONValue``.
enum DocumentText {
    /// The document: JSON when its first character that is not white space is `{`, YAML otherwise (YAML 1.2 is a
    /// superset of JSON, but the JSON reader keeps every number exact and refuses a key given twice).
    static func parse(_ bytes: some Collection<UInt8>) throws(OpenAPIDocumentError) -> JSONValue {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") {
            do {
                return try JSONValue(json: bytes)
            } catch {
                throw OpenAPIDocumentError("the text is not valid JSON: \(error)")
            }
        }
        guard let text = String(validating: Array(bytes), as: UTF8.self) else {
            throw OpenAPIDocumentError("the text is not UTF-8")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw OpenAPIDocumentError("the text is neither JSON nor valid YAML: \(error)")
        }
        guard let node else { throw OpenAPIDocumentError("the text is empty") }
        return try value(of: node, at: .root)
    }

    /// A YAML node as JSON: scalars by their resolved tag (a timestamp or binary stays the text it is written as,
    /// as JSON would have it), mappings with text keys.
    private static func value(of node: Node, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool:
                guard let bool = node.bool else {
                    throw OpenAPIDocumentError("\(scalar.string) is no boolean", at: pointer)
                }
                return .bool(bool)
            case .int, .float:
                if let number = number(scalar.string) { return .number(number) }
                throw OpenAPIDocumentError("the number \(scalar.string) cannot be read exactly", at: pointer)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            var items: [JSONValue] = []
            for (index, item) in sequence.enumerated() {
                items.append(try value(of: item, at: pointer.appending(index)))
            }
            return .array(items)
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, item) in mapping {
                guard case .scalar(let name) = key else {
                    throw OpenAPIDocumentError("a key that is not text", at: pointer)
                }
                if object.updateValue(try value(of: item, at: pointer.appending(name.string)), forKey: name.string)
                    != nil
                {
                    throw OpenAPIDocumentError("the key \(name.string) appears twice", at: pointer)
                }
            }
            return .object(object)
        case .alias:
            throw OpenAPIDocumentError("a YAML alias the reader did not resolve", at: pointer)
        }
    }

    /// A YAML integer or float as an exact decimal: `12`, `-3`, `1.5`, `1e3`, `0x1F`, `0o17`.
    private static func number(_ text: String) -> Decimal? {
        var text = text.replacingOccurrences(of: "_", with: "")
        var sign: Decimal = 1
        if text.hasPrefix("-") {
            sign = -1
            text.removeFirst()
        } else if text.hasPrefix("+") {
            text.removeFirst()
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return sign * Decimal(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return sign * Decimal(value) }
        guard let first = text.first, first.isNumber || first == "." else { return nil }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        return sign * value
    }
}
