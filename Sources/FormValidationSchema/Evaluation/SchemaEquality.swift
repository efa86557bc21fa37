import FormValidationCore

extension JSONValue {
    /// Whether two values are equal as JSON Schema compares them (`enum`, `const`, `uniqueItems`): numbers by
    /// value (`1` and `1.0` are equal), strings code point by code point (`"é"` and `"e\u{301}"` differ, though
    /// Swift's `==` finds them equal), arrays item by item, objects member by member.
    func isSchemaEqual(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.string(let first), .string(let second)):
            return first.hasSameCodePoints(as: second)
        case (.array(let first), .array(let second)):
            return first.count == second.count && zip(first, second).allSatisfy { $0.isSchemaEqual(to: $1) }
        case (.object(let first), .object(let second)):
            guard first.count == second.count else { return false }
            for (key, value) in first {
                // Members are found by name code point by code point (`JSONObject`).
                guard let other = second[key], value.isSchemaEqual(to: other) else { return false }
            }
            return true
        default:
            return self == other
        }
    }
}
