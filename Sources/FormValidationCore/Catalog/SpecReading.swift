package import Foundation

/// A problem found while reading part of a spec, before the caller adds where it is.
package struct SpecProblem: Error {
    package var reason: String
    /// Where inside the part read the problem is, outermost first (a nested rule: `rule 1 (length)`), for the
    /// caller to add to its location.
    package var place: [String] = []

    package init(_ reason: String, place: [String] = []) {
        self.reason = reason
        self.place = place
    }

    /// Runs `body`, which reads or checks a part of the spec; a problem it throws gets `place` in front of its
    /// own (`"when"`, `"all" 2`), so that the message says where, from the outside in.
    ///
    /// - Parameters:
    ///   - place: Where the part is, as a message names it.
    ///   - body: What reads or checks it.
    /// - Returns: What `body` returns.
    /// - Throws: The problem `body` throws, placed.
    package static func at<Value>(_ place: String, _ body: () throws(SpecProblem) -> Value) throws(SpecProblem)
        -> Value
    {
        do {
            return try body()
        } catch {
            throw SpecProblem(error.reason, place: [place] + error.place)
        }
    }

    /// An argument problem, worded by `naming`, keeping its place.
    package init(_ problem: ArgumentProblem, naming: some ArgumentNaming) {
        self.init(problem.rendered(by: naming), place: problem.place)
    }

    /// How a message shows a JSON value it did not expect: scalars as written, containers by kind.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .array: "an array"
        case .object: "an object"
        default: value.description
        }
    }

    /// `name` in double quotes, as messages show names and keys.
    package static func quoted(_ name: String) -> String { "\"\(name)\"" }
}

/// The members of one JSON object of a spec, read key by key; keys that were never read are reported as unknown.
package struct SpecObject {
    /// Every member, as written.
    package let members: JSONObject

    /// Reads `value` as an object.
    ///
    /// - Throws: "must be a JSON object, not …" for anything else.
    package init(_ value: JSONValue) throws(SpecProblem) {
        guard case .object(let members) = value else {
            throw SpecProblem("must be a JSON object, not \(SpecProblem.describe(value))")
        }
        self.members = members
    }

    /// Throws for the first key (in sorted order) that is neither in `allowed` nor in `alsoAllowed`.
    ///
    /// - Parameters:
    ///   - allowed: The keys the object may have, as the message lists them.
    ///   - alsoAllowed: Keys the object may have that the message does not list (a rule's `rule`).
    ///   - owner: Who takes them, for the message: `a field takes name, label, …`.
    package func rejectUnknownKeys(allowed: [String], alsoAllowed: [String] = [], owner: String) throws(SpecProblem) {
        let unknownKeys = members.keys.filter { !allowed.contains($0) && !alsoAllowed.contains($0) }
        guard let unknown = unknownKeys.sorted().first else { return }
        let takes = allowed.isEmpty ? "takes no arguments" : "takes \(allowed.joined(separator: ", "))"
        throw SpecProblem("unknown key \(SpecProblem.quoted(unknown)) (\(owner) \(takes))")
    }

    /// The member, or `nil` when it is absent or `null`.
    package subscript(key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    package func required(_ key: String) throws(SpecProblem) -> JSONValue {
        guard let value = self[key] else { throw SpecProblem("missing \(SpecProblem.quoted(key))") }
        return value
    }

    /// The member `key` as `read` takes it out of its JSON value, `nil` when it is absent or null; a value `read`
    /// refuses is a problem saying that the member must be `expected`.
    private func member<Value>(_ key: String, _ expected: String, _ read: (JSONValue) -> Value?) throws(SpecProblem)
        -> Value?
    {
        guard let value = self[key] else { return nil }
        guard let read = read(value) else { throw mismatch(key, expected, value) }
        return read
    }

    package func string(_ key: String) throws(SpecProblem) -> String? { try member(key, "a string", \.stringValue) }

    package func requiredString(_ key: String) throws(SpecProblem) -> String {
        _ = try required(key)
        return try string(key)!
    }

    package func bool(_ key: String) throws(SpecProblem) -> Bool? { try member(key, "true or false", \.boolValue) }

    package func decimal(_ key: String) throws(SpecProblem) -> Decimal? { try member(key, "a number", \.numberValue) }

    /// A whole number that fits in `Int`.
    package func integer(_ key: String) throws(SpecProblem) -> Int? {
        try member(key, "a whole number") { value in value.numberValue.flatMap { Int($0.description) } }
    }

    package func requiredInteger(_ key: String) throws(SpecProblem) -> Int {
        _ = try required(key)
        return try integer(key)!
    }

    package func strings(_ key: String) throws(SpecProblem) -> [String]? {
        guard let elements = try member(key, "an array of strings", \.arrayValue) else { return nil }
        return try elements.map { element throws(SpecProblem) in
            guard let string = element.stringValue else {
                throw SpecProblem(
                    "\(SpecProblem.quoted(key)) must be an array of strings, not one holding \(SpecProblem.describe(element))"
                )
            }
            return string
        }
    }

    package func array(_ key: String) throws(SpecProblem) -> [JSONValue]? { try member(key, "an array", \.arrayValue) }

    package func object(_ key: String) throws(SpecProblem) -> JSONObject? {
        try member(key, "an object", \.objectValue)
    }

    private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> SpecProblem {
        SpecProblem("\(SpecProblem.quoted(key)) must be \(expected), not \(SpecProblem.describe(value))")
    }
}

/// A coding key for any string.
package struct SpecCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
