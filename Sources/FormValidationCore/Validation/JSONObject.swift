import Foundation

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
/// It reads like a dictionary: a subscript by name, ``count``, ``keys``, iteration over `(key, value)` pairs in the
/// order the members were added (``sortedKeys`` in code-point order), dictionary literals.
///
/// Most objects have a few members: up to eight are found by comparing names in order, which costs less than
/// hashing one; a larger object keeps an index of its names as well.
public struct JSONObject: Sendable {
    /// The members, in the order they were added.
    private var members: [(name: Name, value: JSONValue)]
    /// The position of each member in ``members``, by name; `nil` while there are at most ``indexThreshold``.
    private var index: [Name: Int]?

    /// How many members an object holds before it keeps an index of their names.
    static let indexThreshold = 8

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
    public init() { members = [] }

    /// An object with room for `capacity` members.
    ///
    /// - Parameter capacity: How many members it will hold.
    public init(minimumCapacity capacity: Int) {
        members = []
        members.reserveCapacity(capacity)
        if capacity > Self.indexThreshold { index = Dictionary(minimumCapacity: capacity) }
    }

    /// The members of a Swift dictionary, whose keys are already distinct as Swift compares them.
    ///
    /// - Parameter members: The members.
    public init(_ members: [String: JSONValue]) {
        self.init(minimumCapacity: members.count)
        for (key, value) in members { updateValue(value, forKey: key) }
    }

    /// Where the member named `key` is in ``members``, if there is one.
    private func position(of key: String) -> Int? {
        if let index { return index[Name(text: key)] }
        return members.withUnsafeBufferPointer { members in
            members.firstIndex { $0.name.text.hasSameCodePoints(as: key) }
        }
    }

    /// The member named `key`, its name compared code point by code point; setting `nil` removes it.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: Its value, or `nil` when the object has no member of that name.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    /// Sets the member named `key`, and returns the value it replaced, if any.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The member's name.
    /// - Returns: The value the member had, or `nil` when it is new.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        if let position = position(of: key) {
            let old = members[position].value
            members[position].value = value
            return old
        }
        let name = Name(text: key)
        members.append((name, value))
        if index != nil {
            index![name] = members.count - 1
        } else if members.count > Self.indexThreshold {
            reindex()
        }
        return nil
    }

    /// Removes the member named `key`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: Its value, or `nil` when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = members.remove(at: position).value
        if index != nil { reindex() }
        return removed
    }

    /// Builds ``index`` anew, or drops it when the members are few again.
    private mutating func reindex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var index = [Name: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[member.name] = position }
        self.index = index
    }

    /// How many members there are.
    public var count: Int { members.count }

    /// Whether there is no member.
    public var isEmpty: Bool { members.isEmpty }

    /// The members' names, in the order they were added.
    public var keys: some Collection<String> { members.lazy.map(\.name.text) }

    /// The members' values, in the order they were added.
    public var values: some Collection<JSONValue> { members.lazy.map(\.value) }

    /// The members' names in the order of their code points (of their UTF-8 bytes): `Z` before `a`, `a10` before
    /// `a9`.
    public var sortedKeys: [String] {
        members.map(\.name.text).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether there is a member named `key`.
    ///
    /// - Parameter key: The member's name.
    /// - Returns: `true` when the object has a member of that name, code point by code point.
    public func contains(_ key: String) -> Bool { position(of: key) != nil }

    /// The object with each member's value transformed.
    ///
    /// - Parameter transform: What to make of each value.
    /// - Returns: The members with their new values.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        var object = self
        for position in object.members.indices {
            object.members[position].value = try transform(object.members[position].value)
        }
        return object
    }

    /// The members as a Swift dictionary, where names that Swift finds equal are one key: of two canonically
    /// equivalent names (`"café"` in NFC and in NFD), one member is kept.
    public var dictionary: [String: JSONValue] {
        var dictionary = [String: JSONValue](minimumCapacity: members.count)
        for (name, value) in members { dictionary[name.text] = value }
        return dictionary
    }
}

extension JSONObject: Hashable {
    /// Whether two objects have the same members, in any order.
    ///
    /// - Parameters:
    ///   - first: An object.
    ///   - second: Another.
    /// - Returns: `true` when each member of one is in the other with an equal value.
    public static func == (first: JSONObject, second: JSONObject) -> Bool {
        guard first.count == second.count else { return false }
        return first.members.allSatisfy { second[$0.name.text] == $0.value }
    }

    /// Hashes the members, in any order: equal objects hash alike.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        // Each member hashed on its own and the results combined by an order-free sum, as a dictionary does.
        var sum = 0
        for (name, value) in members {
            var own = Hasher()
            own.combine(name)
            own.combine(value)
            sum &+= own.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension JSONObject: Sequence {
    /// The members, as `(key, value)` pairs in the order they were added.
    ///
    /// - Returns: An iterator over the members.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        members.lazy.map { (key: $0.name.text, value: $0.value) }.makeIterator()
    }

    /// How many members there are.
    public var underestimatedCount: Int { members.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object from a literal; a repeated key keeps its last value.
    ///
    /// - Parameter elements: The members, as key-value pairs.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { updateValue(value, forKey: key) }
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
        let count = first.count
        guard count == second.count else { return false }
        let inPlace = first.withContiguousStorageIfAvailable { one in
            second.withContiguousStorageIfAvailable { other in
                count == 0 || memcmp(one.baseAddress.unsafelyUnwrapped, other.baseAddress.unsafelyUnwrapped, count) == 0
            }
        }
        return (inPlace ?? nil) ?? first.elementsEqual(second)
    }
}
