import FormValidationCore
import Foundation

/// What a keyword being compiled reads: the members of its schema object, its subschemas (compiled on demand), and
/// where it is, for its errors.
struct KeywordContext {
    let compiler: SchemaCompiler
    /// The schema object's members.
    let members: JSONObject
    let location: SchemaCompiler.Location
    /// The URI the schema's references resolve against.
    let base: URIReference
    /// Whether `format` asserts: asked for when the schema was loaded, or by the document's meta-schema (the
    /// format-assertion vocabulary).
    let assertsFormats: Bool

    /// The schema's `title`, which names its value in messages.
    var title: String? {
        if case .string(let text)? = members["title"] { text } else { nil }
    }

    /// A problem with `keyword`'s value.
    func problem(_ keyword: String, _ message: String) -> JSONSchemaError {
        JSONSchemaError(message, at: location.pointer.appending(keyword))
    }

    /// The subschema in `keyword`, or `nil` when there is none.
    func subschema(_ keyword: String) throws(JSONSchemaError) -> Int? {
        guard members[keyword] != nil else { return nil }
        return try compiler.node(at: at(keyword))
    }

    /// The subschemas in `keyword`'s array; `nil` when there is none.
    func subschemaArray(_ keyword: String) throws(JSONSchemaError) -> [Int]? {
        guard let value = members[keyword] else { return nil }
        guard case .array(let items) = value, !items.isEmpty else {
            throw problem(keyword, "\"\(keyword)\" must be a non-empty array of schemas")
        }
        var nodes: [Int] = []
        for index in items.indices { nodes.append(try compiler.node(at: at(keyword, index))) }
        return nodes
    }

    /// The subschemas in `keyword`'s object, by member name, sorted by name; `nil` when there is none.
    func subschemaObject(_ keyword: String) throws(JSONSchemaError) -> [(name: String, node: Int)]? {
        guard let value = members[keyword] else { return nil }
        guard case .object(let schemas) = value else {
            throw problem(keyword, "\"\(keyword)\" must be an object of schemas")
        }
        var nodes: [(name: String, node: Int)] = []
        for name in schemas.sortedKeys { nodes.append((name, try compiler.node(at: at(keyword, name)))) }
        return nodes
    }

    /// `keyword`'s number; `nil` when there is none.
    func number(_ keyword: String) throws(JSONSchemaError) -> Decimal? {
        guard let value = members[keyword] else { return nil }
        guard case .number(let number) = value else { throw problem(keyword, "\"\(keyword)\" must be a number") }
        return number
    }

    /// `keyword`'s count: a non-negative integer (`2.0` is one); `nil` when there is none.
    func count(_ keyword: String) throws(JSONSchemaError) -> Int? {
        guard let value = members[keyword] else { return nil }
        guard case .number(let number) = value, number >= 0, number.isWhole else {
            throw problem(keyword, "\"\(keyword)\" must be a non-negative integer")
        }
        // A bound beyond any count a value can have is that count's limit.
        return number >= Decimal(Int.max) ? Int.max : NSDecimalNumber(decimal: number).intValue
    }

    /// `keyword`'s array of distinct strings; `nil` when there is none.
    func strings(_ keyword: String) throws(JSONSchemaError) -> [String]? {
        guard let value = members[keyword] else { return nil }
        guard case .array(let items) = value else {
            throw problem(keyword, "\"\(keyword)\" must be an array of strings")
        }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        // Distinct code point by code point, as member names are: one lookup each, not a search of the list.
        var seen = Set<JSONObject.Name>(minimumCapacity: items.count)
        for item in items {
            guard case .string(let text) = item else {
                throw problem(keyword, "\"\(keyword)\" must be an array of strings")
            }
            guard seen.insert(JSONObject.Name(text: text)).inserted else {
                throw problem(keyword, "\"\(keyword)\" names \"\(text)\" twice")
            }
            strings.append(text)
        }
        return strings
    }

    /// `keyword`'s boolean; `nil` when there is none.
    func bool(_ keyword: String) throws(JSONSchemaError) -> Bool? {
        guard let value = members[keyword] else { return nil }
        guard case .bool(let flag) = value else { throw problem(keyword, "\"\(keyword)\" must be true or false") }
        return flag
    }

    private func at(_ tokens: String...) -> SchemaCompiler.Location {
        SchemaCompiler.Location(
            document: location.document, pointer: JSONPointer(tokens: location.pointer.tokens + tokens))
    }

    private func at(_ keyword: String, _ index: Int) -> SchemaCompiler.Location {
        at(keyword, String(index))
    }
}

extension Decimal {
    /// Whether the number has no fractional part; read from its digits when they fit an ``ExactNumber`` (rounding a
    /// `Decimal` costs about as much as the rest of a `type` check).
    var isWhole: Bool {
        if let exact = exactNumber { return exact.isWhole }
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
