/// A JSON Pointer (RFC 6901): where a value sits in a JSON document, such as `/addresses/1/phone`.
///
/// Errors of a submitted record carry one (``ValidationError/path``), so that a client can put each message
/// beside its input however deep it sits, and a server can answer with RFC 9457 problem details whose errors
/// point at their values.
///
/// ```swift
/// let pointer = JSONPointer.root.appending("addresses").appending(1).appending("phone")
/// print(pointer)                              // /addresses/1/phone
/// print(JSONPointer.root.appending("a/b"))    // /a~1b
/// print(try JSONPointer(parsing: "/m~0n").tokens)   // ["m~n"]
/// ```
///
/// A pointer is a list of reference tokens: member names, and array indexes written in decimal. In its text
/// each token follows a `/`, with `~` written `~0` and `/` written `~1`; the empty text is the whole document.
public struct JSONPointer: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The reference tokens, unescaped: `["addresses", "1", "phone"]`.
    public var tokens: [String]

    /// The pointer with these tokens.
    ///
    /// - Parameter tokens: The reference tokens, unescaped.
    public init(tokens: [String]) { self.tokens = tokens }

    /// The pointer with these tokens: `["addresses", "1", "phone"]`.
    ///
    /// - Parameter elements: The reference tokens, unescaped.
    public init(arrayLiteral elements: String...) { tokens = elements }

    /// The whole document: the empty text.
    public static let root = JSONPointer(tokens: [])

    /// Reads a pointer's text.
    ///
    /// - Parameter text: The empty text, or tokens each after a `/`, with `~0` for `~` and `~1` for `/`.
    /// - Throws: ``JSONPointerError`` when the text is not empty and does not start with `/`, or has a `~`
    ///   followed by anything but `0` or `1`.
    public init(parsing text: String) throws(JSONPointerError) {
        guard !text.isEmpty else {
            self = .root
            return
        }
        guard text.hasPrefix("/") else { throw JSONPointerError(text: text, reason: "it does not start with /") }
        var tokens: [String] = []
        // Scalar by scalar: a `~` followed by a combining mark is still an escape to check.
        for part in text.unicodeScalars.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = String.UnicodeScalarView()
            var escaping = false
            for scalar in part {
                if escaping {
                    switch scalar {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default:
                        throw JSONPointerError(text: text, reason: "~ is followed by \(Character(scalar)), not 0 or 1")
                    }
                    escaping = false
                } else if scalar == "~" {
                    escaping = true
                } else {
                    token.append(scalar)
                }
            }
            if escaping { throw JSONPointerError(text: text, reason: "a ~ ends a token") }
            tokens.append(String(token))
        }
        self.tokens = tokens
    }

    /// The array index a reference token stands for, written as RFC 6901 writes one: `0`, or decimal digits
    /// that do not start with `0` (`01`, `+1`, `1.0` and `١` are no index).
    ///
    /// - Parameter token: A reference token.
    /// - Returns: The index, or `nil` when the token is not one.
    public static func arrayIndex(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first, (0x30...0x39).contains(first), first != 0x30 || digits.count == 1,
            digits.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        return Int(token)
    }

    /// This pointer with a member name after it.
    ///
    /// - Parameter name: A member of the object this pointer points at.
    /// - Returns: The pointer to that member.
    public func appending(_ name: String) -> JSONPointer {
        var longer: [String] = []
        longer.reserveCapacity(tokens.count + 1)
        longer.append(contentsOf: tokens)
        longer.append(name)
        return JSONPointer(tokens: longer)
    }

    /// This pointer with an array index after it.
    ///
    /// - Parameter index: An index of the array this pointer points at, from 0.
    /// - Returns: The pointer to that element.
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The pointer's text: `/addresses/1/phone`, `/a~1b`, or the empty text for ``root``.
    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            // Most tokens have nothing to escape: appended whole.
            guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
                text += token
                continue
            }
            for scalar in token.unicodeScalars {
                switch scalar {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// Decodes a pointer from its text.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is no string or not a pointer's text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do throws(JSONPointerError) {
            self = try JSONPointer(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the pointer as its text.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Text that is not a JSON Pointer.
public struct JSONPointerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text read.
    public let text: String
    /// Why it is not a pointer.
    public let reason: String

    /// "`text` is not a JSON Pointer: `reason`".
    public var description: String { "\(text.debugDescription) is not a JSON Pointer: \(reason)" }
}

extension JSONValue {
    /// The value `pointer` points at in this one (RFC 6901): `nil` when there is none there.
    ///
    /// ```swift
    /// let order: JSONValue = ["addresses": [["city": "Paris"], ["city": "Lyon"]]]
    /// print(order.value(at: ["addresses", "1", "city"]) ?? "none")   // "Lyon"
    /// ```
    ///
    /// - Parameter pointer: The pointer; ``JSONPointer/root`` is the value itself.
    /// - Returns: The value, or `nil` when a member or an item on the way is missing, or an array index is not
    ///   written as RFC 6901 writes one (``JSONPointer/arrayIndex(_:)``: `01` is no index).
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var value = self
        for token in pointer.tokens {
            switch value {
            case .object(let members):
                guard let member = members[token] else { return nil }
                value = member
            case .array(let items):
                guard let index = JSONPointer.arrayIndex(token), items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }
}
