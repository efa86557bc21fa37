import Foundation

/// A strict RFC 8259 parser for ``JSONValue``: what ``JSONValue/init(json:)`` falls back on when `JSONDecoder`
/// refuses a text.
///
/// `JSONDecoder` reports a number it cannot turn into a `Decimal` — `1e400`, but also `1e150`, which `Decimal`
/// holds — as "not valid JSON". This parser reads such numbers exactly when `Decimal` holds them, and otherwise
/// tells a number out of range from text that is not JSON: the whole text is parsed first, so a text that is
/// broken elsewhere is malformed whatever numbers it holds.
///
/// It follows `JSONDecoder` where the grammar leaves room: the first of duplicate keys wins, nesting deeper than
/// 512 is refused, and a number of more than 38 significant digits is rounded as `Decimal(string:)` rounds it.
struct JSONTextParser {
    /// How deep arrays and objects may nest.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The first number out of range, as written; parsing goes on to make sure the rest is JSON.
    private var firstOutOfRange: String?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole JSON text.
    ///
    /// - Throws: ``JSONParsingError/malformed`` when the text is not JSON (or not UTF-8), and
    ///   ``JSONParsingError/numberOutOfRange(_:)`` when it is JSON with a number `Decimal` cannot hold.
    static func parse(_ data: some Collection<UInt8>) throws(JSONParsingError) -> JSONValue {
        var parser = JSONTextParser(bytes: Array(data))
        guard String(validating: parser.bytes, as: UTF8.self) != nil else { throw .malformed }
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw .malformed }
        if let number = parser.firstOutOfRange { throw .numberOutOfRange(number) }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(JSONParsingError) {
        guard current == byte else { throw .malformed }
        index += 1
    }

    private mutating func value() throws(JSONParsingError) -> JSONValue {
        guard let byte = current else { throw .malformed }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw .malformed
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONParsingError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw .malformed }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw .malformed }
        index += count
    }

    private mutating func nest() throws(JSONParsingError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .malformed }
    }

    private mutating func object() throws(JSONParsingError) -> JSONValue {
        try nest()
        index += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw .malformed }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let member = try value()
            // The first of duplicate keys wins, as with JSONDecoder.
            if members[key] == nil { members[key] = member }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONParsingError) -> JSONValue {
        try nest()
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func string() throws(JSONParsingError) -> String {
        index += 1  // "
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw .malformed }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = current else { throw .malformed }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): text.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw .malformed
                }
            case 0x00..<0x20:
                throw .malformed  // control characters must be escaped
            default:
                text.append(byte)
            }
        }
    }

    /// The scalar of a `\u` escape (the `\u` already read), joining a surrogate pair; a lone surrogate is malformed.
    private mutating func unicodeEscape() throws(JSONParsingError) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw .malformed
            }
            index += 2
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else { throw .malformed }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw .malformed }
        return scalar
    }

    private mutating func hexQuad() throws(JSONParsingError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw .malformed }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .malformed
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, read into an exact `Decimal`.
    private mutating func number() throws(JSONParsingError) -> JSONValue {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        let integerStart = index
        guard let first = current, isDigit(first) else { throw .malformed }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = current, isDigit(byte) { index += 1 }
        }
        let integerEnd = index
        var fractionStart = index
        var fractionEnd = index
        if current == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while let byte = current, isDigit(byte) { index += 1 }
            fractionEnd = index
            guard fractionEnd > fractionStart else { throw .malformed }
        }
        var exponent = 0
        var exponentOutOfRange = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                exponentIsNegative = current == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while let byte = current, isDigit(byte) {
                // Past nine digits no Decimal can hold it, unless the number is zero: keep reading, stop counting.
                if index - exponentStart < 9 {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    exponentOutOfRange = true
                }
                index += 1
            }
            guard index > exponentStart else { throw .malformed }
            if exponentIsNegative { exponent = -exponent }
        }
        let token = String(decoding: bytes[start..<index], as: UTF8.self)
        // The digits without leading zeros, and the power of ten that scales them.
        var digits = Array(bytes[integerStart..<integerEnd]) + bytes[fractionStart..<fractionEnd]
        digits.removeFirst(digits.prefix { $0 == UInt8(ascii: "0") }.count)
        if digits.isEmpty { return .number(0) }
        let text = String(decoding: digits, as: UTF8.self)
        if !exponentOutOfRange,
            let value = Decimal(
                exactDigits: text.utf8[...], exponent: exponent - (fractionEnd - fractionStart), negative: negative)
        {
            return .number(value)
        }
        // More than 38 significant digits: rounded as `Decimal(string:)` (and so JSONDecoder) rounds them.
        if !exponentOutOfRange, let value = Decimal(string: token, locale: Locale(identifier: "en_US_POSIX")),
            value.isFinite, !value.isZero
        {
            return .number(value)
        }
        if firstOutOfRange == nil { firstOutOfRange = token }
        return .null
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
