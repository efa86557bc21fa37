import Foundation

/// The project's JSON parser, behind ``JSONValue/init(json:)-(Collection<UInt8>)``: strict RFC 8259, with
/// exact numbers.
///
/// It refuses what RFC 8259 does not allow — a trailing comma, a leading zero, a raw control character in a
/// string, a lone surrogate, bytes that are not UTF-8 — which `JSONDecoder` partly takes. Where the grammar leaves
/// room, it takes the safe reading:
/// - a key given twice in one object is refused (``JSONParsingError/duplicateKey(_:)``): `JSONDecoder` keeps the
///   first value and JavaScript and Python the last, so two readers of one text would see two values. Keys are
///   compared code point by code point, as RFC 8259 compares names: `"Key"` and `"\u212Aey"` (with the Kelvin
///   sign), which Swift's `==` finds equal, are two keys (``JSONObject``);
/// - arrays and objects nested more than ``maximumDepth`` levels deep are refused
///   (``JSONParsingError/tooDeeplyNested(limit:)``) as soon as the parser gets there;
/// - a number is read into an exact `Decimal` when `Decimal` holds it — `1e150` too, which `JSONDecoder`
///   refuses — and is otherwise out of range (``JSONParsingError/numberOutOfRange(_:)``): one of more than 38
///   significant digits too, which `JSONDecoder` rounds, so that no bound or equality is ever decided on a
///   rounded number;
/// - a UTF-8 byte order mark before the text is skipped, as RFC 8259 allows.
///
/// The whole text is read before a duplicate key or a number out of range is reported, so a text broken elsewhere
/// is malformed; a duplicate key is reported before a number out of range.
///
/// It reads the bytes in place (a copy only for a collection that is not contiguous) and builds each string once,
/// from its bytes, when it has no escapes.
package struct JSONTextParser {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// The first key given twice in one object, and where in the text its second appearance is; parsing goes on to
    /// make sure the rest is JSON.
    private var firstDuplicateKey: (key: String, offset: Int)?
    /// The members of the objects and the items of the arrays being read, the innermost last, with where each key
    /// is in the text (an item has an empty key): a container's are moved out into a collection of their number
    /// when it closes, rather than grown into one.
    private var pendingMembers: [Member] = []
    /// The first number out of range, as written; parsing goes on to make sure the rest is JSON.
    private var firstOutOfRange: String?
    /// The bytes of a string with escapes, as they are resolved; kept for the next such string.
    private var scratch: [UInt8] = []

    /// A member of an object being read, and where its key is in the text.
    private struct Member {
        var key: String
        var value: JSONValue
        var offset: Int
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Room for a record's members from the start, rather than growing through 1, 2, 4 and 8.
        pendingMembers.reserveCapacity(16)
    }

    /// Parses a whole JSON text.
    ///
    /// - Throws: ``JSONParsingError/malformed`` when the text is not JSON (or not UTF-8),
    ///   ``JSONParsingError/tooDeeplyNested(limit:)`` when it nests deeper than ``maximumDepth``,
    ///   ``JSONParsingError/duplicateKey(_:)`` when it is JSON with a key twice in one object, and
    ///   ``JSONParsingError/numberOutOfRange(_:)`` when it is JSON with a number `Decimal` cannot hold.
    package static func parse(_ data: some Collection<UInt8>) throws(JSONParsingError) -> JSONValue {
        try parse(data) { parser throws(JSONParsingError) in try parser.value() }
    }

    /// Parses a whole JSON text as ``parse(_:)`` does, reading its objects by `plan` (``JSONObjectPlan``): each
    /// member a field reads goes to the field's position, without a dictionary.
    ///
    /// - Parameters:
    ///   - data: The text, in UTF-8.
    ///   - plan: What to look into: the text's value is read by it when it is an object, and as JSON otherwise.
    /// - Returns: The value read.
    /// - Throws: What ``parse(_:)`` throws, for the same texts.
    package static func parse(_ data: some Collection<UInt8>, plan: JSONObjectPlan) throws(JSONParsingError)
        -> PlannedJSON
    {
        try parse(data) { parser throws(JSONParsingError) in try parser.planned(.object(plan)) }
    }

    /// Parses a whole text, its value read by `read`: inlined into each caller, so that it runs specialized, with
    /// no type metadata looked up at run time.
    @inline(__always)
    private static func parse<Value>(
        _ data: some Collection<UInt8>, _ read: (inout JSONTextParser) throws(JSONParsingError) -> Value
    ) throws(JSONParsingError) -> Value {
        // The error is carried out of the closures by hand: a `Result` of a generic value would look up its type
        // at run time on every call.
        var failure: JSONParsingError?
        func value(in buffer: UnsafeBufferPointer<UInt8>) -> Value? {
            do throws(JSONParsingError) {
                return try parse(buffer: buffer, read)
            } catch {
                failure = error
                return nil
            }
        }
        let value =
            data.withContiguousStorageIfAvailable { value(in: $0) }
            ?? Array(data).withUnsafeBufferPointer { value(in: $0) }
        guard let value else { throw failure ?? .malformed }
        return value
    }

    @inline(__always)
    private static func parse<Value>(
        buffer: UnsafeBufferPointer<UInt8>, _ read: (inout JSONTextParser) throws(JSONParsingError) -> Value
    ) throws(JSONParsingError) -> Value {
        var parser = JSONTextParser(bytes: buffer)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let value: Value
        do throws(JSONParsingError) {
            value = try read(&parser)
        } catch {
            // The parser stops at the byte it could not read (or the bracket one level too deep).
            throw error.at(min(parser.index, buffer.count))
        }
        parser.skipWhitespace()
        guard parser.index == buffer.count else { throw JSONParsingError.malformed.at(parser.index) }
        if let duplicate = parser.firstDuplicateKey {
            throw JSONParsingError.duplicateKey(duplicate.key).at(duplicate.offset)
        }
        if let number = parser.firstOutOfRange { throw .numberOutOfRange(number) }
        return value
    }

    /// The byte at `index`, or `nil` at the end.
    private var current: UInt8? {
        @inline(__always) get { index < bytes.count ? bytes[index] : nil }
    }

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// Reads the next byte, which must be `byte`.
    @inline(__always)
    private mutating func expect(_ byte: UInt8) throws(JSONParsingError) {
        guard index < bytes.count, bytes[index] == byte else { throw .malformed }
        index += 1
    }

    private mutating func value() throws(JSONParsingError) -> JSONValue {
        guard let byte = current else { throw .malformed }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
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
        guard depth <= Self.maximumDepth else { throw .tooDeeplyNested(limit: Self.maximumDepth) }
    }

    /// Opens an object or an array (at its bracket), one level deeper, and closes it at once when `closing`
    /// follows: whether it was empty.
    @inline(__always)
    private mutating func opensEmpty(closing: UInt8) throws(JSONParsingError) -> Bool {
        try nest()
        index += 1  // { or [
        skipWhitespace()
        guard current == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    private mutating func object() throws(JSONParsingError) -> JSONValue {
        if try opensEmpty(closing: UInt8(ascii: "}")) { return .object([:]) }
        let first = pendingMembers.count
        while true {
            // After a comma, a key must follow: `{"a": 1,}` is malformed.
            guard current == UInt8(ascii: "\"") else { throw .malformed }
            let offset = index
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            pendingMembers.append(Member(key: key, value: try value(), offset: offset))
            if try closes(with: UInt8(ascii: "}")) { return .object(members(from: first)) }
        }
    }

    /// After an item of an object or array: reads the comma that another item follows (`false`), or the bracket
    /// `closing` that ends the container (`true`, one level of nesting left).
    private mutating func closes(with closing: UInt8) throws(JSONParsingError) -> Bool {
        skipWhitespace()
        guard let separator = current else { throw .malformed }
        index += 1
        if separator == UInt8(ascii: ",") {
            skipWhitespace()
            return false
        }
        guard separator == closing else { throw .malformed }
        depth -= 1
        return true
    }

    /// The members of the object just closed, from `first` in ``pendingMembers``, in a dictionary made to their
    /// number (one grown from empty is rebuilt at 2, 4, 7 and 13 members; one made larger wastes memory on small
    /// objects); a key given twice is recorded, the first in the text kept.
    private mutating func members(from first: Int) -> JSONObject {
        var members = JSONObject(minimumCapacity: pendingMembers.count - first)
        for member in pendingMembers[first...] where members.updateValue(member.value, forKey: member.key) != nil {
            recordDuplicate(member.key, at: member.offset)
        }
        pendingMembers.removeSubrange(first...)
        return members
    }

    private mutating func array() throws(JSONParsingError) -> JSONValue {
        if try opensEmpty(closing: UInt8(ascii: "]")) { return .array([]) }
        let first = pendingMembers.count
        while true {
            // After a comma, a value must follow: `[1, 2,]` is malformed.
            pendingMembers.append(Member(key: "", value: try value(), offset: index))
            if try closes(with: UInt8(ascii: "]")) { return .array(items(from: first)) }
        }
    }

    /// The items of the array just closed, from `first` in ``pendingMembers``, in an array made to their number.
    private mutating func items(from first: Int) -> [JSONValue] {
        let items = [JSONValue](unsafeUninitializedCapacity: pendingMembers.count - first) { buffer, count in
            for member in pendingMembers[first...] {
                buffer.initializeElement(at: count, to: member.value)
                count += 1
            }
        }
        pendingMembers.removeSubrange(first...)
        return items
    }

    // MARK: Reading by a plan

    /// A value read by `plan`: an object or an array it looks into, or else JSON.
    private mutating func planned(_ plan: JSONMemberPlan) throws(JSONParsingError) -> PlannedJSON {
        if case .container(let container) = plan {
            if let objectPlan = container.object, current == UInt8(ascii: "{") {
                return .object(try plannedObject(objectPlan))
            }
            if let itemPlan = container.item, current == UInt8(ascii: "[") {
                return .list(try plannedArray(itemPlan))
            }
        }
        return .json(try value())
    }

    /// An object read by `plan`: each member the plan names at its position, the others in order. A key given
    /// twice is recorded as ``members(from:)`` records it.
    private mutating func plannedObject(_ plan: JSONObjectPlan) throws(JSONParsingError) -> PlannedObject {
        var object = PlannedObject(empty: plan)
        if try opensEmpty(closing: UInt8(ascii: "}")) { return object }
        // The names of the other members, once there are more than a few: each key is then looked up, not compared
        // with every other one (200,000 unknown keys would otherwise cost 2 × 10^10 comparisons).
        var otherNames: Set<JSONObject.Name> = []
        while true {
            guard current == UInt8(ascii: "\"") else { throw .malformed }
            let offset = index
            var isASCII = false
            let key = try string(isASCII: &isASCII)
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            if let position = plan.position(of: key, isASCII: isASCII) {
                let member: PlannedJSON
                if case .value = plan.members[position] {
                    member = .json(try value())  // the usual case, without a copy of the member's plan
                } else {
                    member = try planned(plan.members[position])
                }
                if case .none = object.members[position] {
                    object.members[position] = member
                } else {
                    recordDuplicate(key, at: offset)
                }
            } else {
                let member = try value()
                if Self.isRepeated(key, among: object.others, names: &otherNames) {
                    recordDuplicate(key, at: offset)
                } else {
                    object.others.append(PlannedObject.Member(key: key, value: member))
                }
            }
            if try closes(with: UInt8(ascii: "}")) { return object }
        }
    }

    /// Whether `key` is the name of one of `others`, code point by code point. The first few are compared one by
    /// one; past them, `names` holds every name, so that each key costs one lookup.
    private static func isRepeated(
        _ key: String, among others: [PlannedObject.Member], names: inout Set<JSONObject.Name>
    ) -> Bool {
        let fewest = 8
        guard others.count >= fewest else { return others.contains { $0.key.hasSameCodePoints(as: key) } }
        if names.isEmpty { names = Set(others.map { JSONObject.Name(text: $0.key) }) }
        return !names.insert(JSONObject.Name(text: key)).inserted
    }

    /// Records `key`, given again at `offset`, when it comes before the duplicate key recorded so far.
    private mutating func recordDuplicate(_ key: String, at offset: Int) {
        if firstDuplicateKey.map({ offset < $0.offset }) ?? true { firstDuplicateKey = (key, offset) }
    }

    /// An array whose items are each read by `itemPlan`.
    private mutating func plannedArray(_ itemPlan: JSONMemberPlan) throws(JSONParsingError) -> [PlannedJSON] {
        if try opensEmpty(closing: UInt8(ascii: "]")) { return [] }
        var items: [PlannedJSON] = []
        items.reserveCapacity(4)
        while true {
            // After a comma, a value must follow: `[1, 2,]` is malformed.
            items.append(try planned(itemPlan))
            if try closes(with: UInt8(ascii: "]")) { return items }
        }
    }

    /// A string (at its opening quote): built from its bytes in place when it has no escapes.
    private mutating func string() throws(JSONParsingError) -> String {
        var isASCII = false
        return try string(isASCII: &isASCII)
    }

    /// A string (at its opening quote), and whether it is ASCII: `false` too for one with escapes.
    private mutating func string(isASCII: inout Bool) throws(JSONParsingError) -> String {
        index += 1  // "
        let start = index
        var allBits: UInt8 = 0  // the bits of every byte: the top one is set when a byte is not ASCII
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                isASCII = allBits < 0x80
                let text = Self.string(UnsafeBufferPointer(rebasing: bytes[start..<index]), isASCII: isASCII)
                index += 1
                guard let text else { throw .malformed }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw .malformed }  // control characters must be escaped
            allBits |= byte
            index += 1
        }
        throw .malformed
    }

    /// The string of UTF-8 `bytes`, or `nil` when they are not UTF-8; ASCII needs no validation.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        // `String(validating:as:)` is generic, and looks up type metadata on every call: ASCII, by far the most
        // common, is built directly.
        isASCII ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// The rest of a string that has an escape at `index`, its text so far starting at `start`.
    private mutating func escapedString(from start: Int) throws(JSONParsingError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: scratch, as: UTF8.self) else { throw .malformed }
                return text
            case UInt8(ascii: "\\"):
                guard let escape = current else { throw .malformed }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"): scratch.append(contentsOf: UTF8.encode(try unicodeEscape())!)
                default: throw .malformed
                }
            case 0x00..<0x20:
                throw .malformed  // control characters must be escaped
            default:
                scratch.append(byte)
            }
        }
        throw .malformed
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
    ///
    /// Up to 19 significant digits, within a power of ten of ±100, the digits are gathered into 64 bits and the
    /// `Decimal` built from them, with no text in between; any other number goes through text, as
    /// `Decimal(string:)` reads it.
    private mutating func number() throws(JSONParsingError) -> JSONValue {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = current, isDigit(first) else { throw .malformed }
        // The digits without leading zeros, while 64 bits hold them.
        var significand: UInt64 = 0
        var significantDigits = 0
        let integerStart = index
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = current, isDigit(byte) {
                gather(byte, into: &significand, counting: &significantDigits)
                index += 1
            }
        }
        let integerEnd = index
        var fractionStart = index
        var fractionEnd = index
        if current == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while let byte = current, isDigit(byte) {
                gather(byte, into: &significand, counting: &significantDigits)
                index += 1
            }
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
        let scale = exponent - (fractionEnd - fractionStart)
        if significantDigits == 0 { return zero(token: start..<index, scale: exponentOutOfRange ? nil : scale) }
        if significantDigits <= 19, !exponentOutOfRange, (-100...100).contains(scale) {
            // At most 19 digits times 10^±100: well inside Decimal, and exact.
            return .number(Decimal(sign: negative ? .minus : .plus, exponent: scale, significand: Decimal(significand)))
        }
        return wideNumber(
            token: start..<index, integer: integerStart..<integerEnd, fraction: fractionStart..<fractionEnd,
            exponent: exponentOutOfRange ? nil : exponent, negative: negative)
    }

    /// Zero, as `Decimal(string:)` (and so `JSONDecoder`) reads it: `0.00` and `0e5` keep their exponent, which
    /// `description` and `==` ignore; `-0.0`, and a zero whose exponent `Decimal` cannot hold, are plain 0.
    private func zero(token: Range<Int>, scale: Int?) -> JSONValue {
        guard let scale, scale != 0, bytes[token.lowerBound] != UInt8(ascii: "-"),
            let value = Decimal(
                string: String(decoding: UnsafeBufferPointer(rebasing: bytes[token]), as: UTF8.self),
                locale: Self.posix)
        else { return .number(0) }
        return .number(value)
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    @inline(__always)
    private func gather(_ digit: UInt8, into significand: inout UInt64, counting significantDigits: inout Int) {
        guard significantDigits > 0 || digit != UInt8(ascii: "0") else { return }
        significantDigits += 1
        if significantDigits <= 19 { significand = significand &* 10 &+ UInt64(digit &- UInt8(ascii: "0")) }
    }

    /// A number of more than 19 significant digits or a large power of ten: exact when `Decimal` holds it, and
    /// otherwise out of range (recorded, read as `null`).
    private mutating func wideNumber(
        token: Range<Int>, integer: Range<Int>, fraction: Range<Int>, exponent: Int?, negative: Bool
    ) -> JSONValue {
        // The digits without leading zeros, and the power of ten that scales them.
        var digits = Array(bytes[integer]) + bytes[fraction]
        digits.removeFirst(digits.prefix { $0 == UInt8(ascii: "0") }.count)
        let text = String(decoding: digits, as: UTF8.self)
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[token]), as: UTF8.self)
        if let exponent,
            let value = Decimal(exactDigits: text.utf8[...], exponent: exponent - fraction.count, negative: negative)
        {
            return .number(value)
        }
        if firstOutOfRange == nil { firstOutOfRange = written }
        return .null
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
