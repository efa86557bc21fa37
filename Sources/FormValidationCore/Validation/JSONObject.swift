/// The members of a JSON object, found by name code point by code point, as RFC 8259 and JSON Schema compare names.
///
/// A Swift dictionary keyed by `String` finds keys by canonical equivalence: `"Key"` and `"\u{212A}ey"` (with the
/// Kelvin sign) are one key to it, and so are `"café"` in NFC and in NFD. A JSON object may have both as two
/// members, and a schema's `"required": ["Key"]` is not met by the Kelvin one. `JSONObject` keeps them apart:
///
/// ```swift
/// let object = try JSONValue(json: #"{"Key": 1, "\u212Aey": 2}"#).objectValue!
/// print(object.count)          // 2
/// print(object["Key"] ?? "")   // 1
/// ```
///
/// It reads like a dictionary: a subscript by name, ``count``, ``keys``, iteration over `(key, value)` pairs in no
/// particular order (``sortedKeys`` in code-point order), dictionary literals.
public struct JSONObject: Sendable, Hashable {
    private var storage: [Name: JSONValue]

    /// A member's name, equal to another only when their code points are: a key for sets and dictionaries of
    /// names.
    package struct Name: Hashable, Sendable {
        package let text: String

        package init(text: String) { self.text = text }

        package static func == (first: Name, second: Name) -> Bool { first.text.hasSameCodePoints(as: second.text) }

        package func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// An object with no members.
    public init() { storage = [:] }

    /// An object with room for `capacity` members.
    ///
    /// - Parameter capacity: How many members it will hold.
    public init(minimumCapacity capacity: Int) {
        storage = Dictionary(minimumCapacity: capacity)
    }

    /// The members of a Swift dictionary, whose keys are already distinct as Swift compares them.
    ///
    /// - Parameter members: The members.
    public init(_ members: [String: JSONValue]) {
        storage = Dictionary(minimumCapacity: members.count)
        for (key, value) in members { storage[Name(text: key)] = value }
    }

    /// The member named `key`, its name compared code point by code point; setting `nil` removes it.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: Its value, or `nil` when the object has no member of that name.
    public subscript(key: String) -> JSONValue? {
        get { storage[Name(text: key)] }
        set { storage[Name(text: key)] = newValue }
    }

    /// Sets the member named `key`, and returns the value it replaced, if any.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The member's name.
    /// - Returns: The value the member had, or `nil` when it is new.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        storage.updateValue(value, forKey: Name(text: key))
    }

    /// Removes the member named `key`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: Its value, or `nil` when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        storage.removeValue(forKey: Name(text: key))
    }

    /// How many members there are.
    public var count: Int { storage.count }

    /// Whether there is no member.
    public var isEmpty: Bool { storage.isEmpty }

    /// The members' names, in no particular order.
    public var keys: some Collection<String> { storage.keys.lazy.map(\.text) }

    /// The members' values, in no particular order.
    public var values: some Collection<JSONValue> { storage.values }

    /// The members' names in the order of their code points (of their UTF-8 bytes): `Z` before `a`, `a10` before
    /// `a9`.
    public var sortedKeys: [String] {
        storage.keys.map(\.text).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether there is a member named `key`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: `true` when the object has a member of that name, code point by code point.
    public func contains(_ key: String) -> Bool { storage[Name(text: key)] != nil }

    /// The object with each member's value transformed.
    ///
    /// - Parameter transform: What to make of each value.
    /// - Returns: The members with their new values.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        var object = self
        object.storage = try storage.mapValues(transform)
        return object
    }

    /// The members as a Swift dictionary, where names that Swift finds equal are one key: of two canonically
    /// equivalent names (`"café"` in NFC and in NFD), one member is kept.
    public var dictionary: [String: JSONValue] {
        var dictionary = [String: JSONValue](minimumCapacity: storage.count)
        for (name, value) in storage { dictionary[name.text] = value }
        return dictionary
    }
}

extension JSONObject: Sequence {
    /// The members, as `(key, value)` pairs in no particular order.
    ///
    /// - Returns: An iterator over the members.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        storage.lazy.map { (key: $0.key.text, value: $0.value) }.makeIterator()
    }

    /// How many members there are.
    public var underestimatedCount: Int { storage.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object from a literal; a repeated key keeps its last value.
    ///
    /// - Parameter elements: The members, as key-value pairs.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        storage = Dictionary(minimumCapacity: elements.count)
        for (key, value) in elements { storage[Name(text: key)] = value }
    }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON, keys sorted by code point.
    public var description: String { JSONValue.object(self).description }
}

extension String {
    /// Whether this string and `other` have the same Unicode code points, in the same order: how JSON compares
    /// member names and JSON Schema compares strings. Swift's `==` compares by canonical equivalence instead, so
    /// that `"é"` and `"e\u{301}"` are equal to it.
    package func hasSameCodePoints(as other: String) -> Bool {
        let first = utf8
        let second = other.utf8
        guard first.count == second.count else { return false }
        let inPlace = first.withContiguousStorageIfAvailable { one in
            second.withContiguousStorageIfAvailable { other in one.elementsEqual(other) }
        }
        return (inPlace ?? nil) ?? first.elementsEqual(second)
    }
}
