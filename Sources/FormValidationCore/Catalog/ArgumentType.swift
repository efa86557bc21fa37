package import Foundation

/// How one kind of rule argument is read from a form spec's JSON and from `formcheck`'s command line, and
/// written back to JSON.
///
/// Reading checks the *type* (a whole number, a string); what the value must be beyond its type — not negative,
/// a known locale — is a check of the ``RuleArgument``, shared by both fronts. Each reader reports a problem
/// about the argument whose key it is given.
package struct ArgumentType<Value: Sendable>: Sendable {
    /// Reads a JSON value that is present and not `null`.
    package let fromJSON: @Sendable (_ json: JSONValue, _ key: String) throws(ArgumentProblem) -> Value
    /// Writes a value as JSON; `.null` for a value that a spec leaves out (an absent optional bound).
    package let toJSON: @Sendable (Value) -> JSONValue
    /// Reads the text given on the command line.
    package let fromText: @Sendable (_ text: String, _ key: String) throws(ArgumentProblem) -> Value
    /// Whether the values are rules written as a spec writes them (a composed rule's), whose names, conditions
    /// and nested rules a form checks too.
    package var holdsRules = false
    /// Values of this type worth trying, as JSON: every name of a ``choice(_:value:name:)``, some country codes.
    /// Fuzzers and property tests (`RuleSampler`) draw arguments from them, so a rule whose argument has a type
    /// of its own is built with meaningful values without being listed anywhere.
    package var examples: [JSONValue] = []

    /// This type for values that may be absent (`nil`), such as an optional bound.
    package var optional: ArgumentType<Value?> {
        let base = self
        return ArgumentType<Value?>(
            fromJSON: { json, key throws(ArgumentProblem) in try base.fromJSON(json, key) },
            toJSON: { value in value.map(base.toJSON) ?? .null },
            fromText: { text, key throws(ArgumentProblem) in try base.fromText(text, key) },
            examples: examples)
    }

    /// This type with `examples` as the values worth trying.
    package func trying(_ examples: [JSONValue]) -> ArgumentType {
        var type = self
        type.examples = examples
        return type
    }

    /// This type with its values mapped to another type, such as a name to the unit it names.
    package func map<Other: Sendable>(
        _ transform: @escaping @Sendable (Value, _ key: String) throws(ArgumentProblem) -> Other,
        back: @escaping @Sendable (Other) -> Value
    ) -> ArgumentType<Other> {
        let base = self
        return ArgumentType<Other>(
            fromJSON: { json, key throws(ArgumentProblem) in try transform(try base.fromJSON(json, key), key) },
            toJSON: { value in base.toJSON(back(value)) },
            fromText: { text, key throws(ArgumentProblem) in try transform(try base.fromText(text, key), key) },
            examples: examples)
    }
}

extension ArgumentType {
    /// "`key` must be `expected`, not `value`", as a spec reports a JSON value of the wrong type.
    package static func mismatch(_ key: String, _ expected: String) -> ArgumentProblem {
        .mismatch(key, expected: expected)
    }

    /// The elements of a JSON array, each read by `element` with its index.
    ///
    /// - Parameters:
    ///   - json: The argument's JSON value.
    ///   - key: The argument's key, for the problem.
    ///   - expected: What the argument must be, for the problem when `json` is no array: "an array of strings".
    ///   - element: Reads one element; it throws the element's problem.
    /// - Returns: The elements read, in order.
    /// - Throws: ``mismatch(_:_:)`` when `json` is no array, or the first element's problem.
    package static func elements<Element>(
        of json: JSONValue, _ key: String, expected: String,
        _ element: (JSONValue, Int) throws(ArgumentProblem) -> Element
    ) throws(ArgumentProblem) -> [Element] {
        guard case .array(let items) = json else { throw mismatch(key, expected) }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { elements.append(try element(item, index)) }
        return elements
    }
}

extension ArgumentType where Value == String {
    /// Any text: a JSON string, or the command-line text as given.
    package static let string = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .string(let string) = json else { throw mismatch(key, "a string") }
            return string
        },
        toJSON: { .string($0) },
        fromText: { text, _ in text })
}

extension ArgumentType where Value == Bool {
    /// `true` or `false`.
    package static let bool = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .bool(let bool) = json else { throw mismatch(key, "true or false") }
            return bool
        },
        toJSON: { .bool($0) },
        fromText: { text, key throws(ArgumentProblem) in
            switch text {
            case "true": return true
            case "false": return false
            default: throw .notTrueOrFalse(key)
            }
        })
}

extension ArgumentType where Value == Int {
    /// A whole number that is not negative, such as a length: a JSON number, or ASCII digits on the command line.
    package static let count = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .number(let number) = json, let integer = Int(number.description), integer >= 0 else {
                throw .notCount(key)
            }
            return integer
        },
        toJSON: { .number(Decimal($0)) },
        fromText: { text, key throws(ArgumentProblem) in
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text) else {
                throw .notCount(key)
            }
            return value
        })

}

extension ArgumentType where Value == Decimal {
    /// A decimal number, exact: a JSON number, or POSIX notation on the command line (`3`, `-3`, `1.5`, `.5`; no
    /// grouping, no exponent).
    package static let decimal = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .number(let number) = json else { throw .notNumber(key) }
            return number
        },
        toJSON: { .number($0) },
        fromText: { text, key throws(ArgumentProblem) in
            guard let value = POSIXDecimal.parse(text) else { throw .notNumber(key) }
            return value
        })

}

extension ArgumentType where Value == [String] {
    /// A list of texts: a JSON array of strings, or comma-separated items on the command line (`NL,DE,FR`,
    /// each kept exactly as written).
    package static let strings = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            try elements(of: json, key, expected: "an array of strings") { element, _ throws(ArgumentProblem) in
                guard case .string(let string) = element else { throw .notStrings(key, holding: element) }
                return string
            }
        },
        toJSON: { .array($0.map(JSONValue.string)) },
        fromText: { text, _ in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) })
}

extension ArgumentType where Value == [String: JSONValue] {
    /// A JSON object: in a spec, an object; on the command line, JSON text that is an object.
    package static let jsonObject = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .object(let members) = json else { throw .notObject(key) }
            return members.dictionary
        },
        toJSON: { .object($0) },
        fromText: { text, key throws(ArgumentProblem) in
            let json: JSONValue
            do throws(JSONParsingError) {
                json = try JSONValue(json: Array(text.utf8))
            } catch {
                // Valid JSON with a number Decimal cannot hold, or a key given twice, is not "not JSON": say which.
                if error.isNumberOutOfRange {
                    throw .numberOutOfRange(key, number: error.shownNumber ?? "")
                }
                if error.isDuplicateKey {
                    throw .duplicateKey(key, jsonKey: error.shownKey ?? "")
                }
                if let limit = error.depthLimit {
                    throw .nestedTooDeep(key, limit: limit)
                }
                throw .notObject(key)
            }
            guard case .object(let members) = json else { throw .notObject(key) }
            return members.dictionary
        })
}

extension ArgumentType {
    /// One of a fixed set of names, such as a length unit: a JSON string or the command-line text.
    ///
    /// - Parameters:
    ///   - names: The names to list when the value is none of them, in order.
    ///   - value: The value a name stands for, or `nil` for an unknown name.
    ///   - name: The name a value is written as.
    ///   - expected: What the names are, in words, for a problem to say instead of listing them all (a list of
    ///     181 country codes says less than "a country code such as GB").
    package static func choice(
        _ names: [String], value: @escaping @Sendable (String) -> Value?, name: @escaping @Sendable (Value) -> String,
        expected: String? = nil
    ) -> ArgumentType {
        ArgumentType<String>.string.map(
            { text, key throws(ArgumentProblem) in
                guard let chosen = value(text) else {
                    throw .unknownValue(key, expected: expected ?? EnglishList.or(names))
                }
                return chosen
            }, back: name
        ).trying(names.map(JSONValue.string))
    }
}

/// Numbers as `formcheck` reads its arguments: POSIX notation, ASCII digits, no grouping and no exponent.
package enum POSIXDecimal {
    /// `text` as an exact decimal, or `nil` when it is not an optional sign, digits, and optionally a `.` and
    /// more digits (`3`, `-3`, `+1.5`, `.5`; not `1.`, `1e3` or `1 `).
    package static func parse(_ text: String) -> Decimal? {
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        let integerPart = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integerPart.count)
        if let point = bytes.first {
            guard point == UInt8(ascii: "."), bytes.count > 1, bytes.dropFirst().allSatisfy(isDigit) else { return nil }
        } else if integerPart.isEmpty {
            return nil
        }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

/// Lists as English sentences show them.
package enum EnglishList {
    /// "a", "a or b", "a, b or c".
    package static func or(_ items: [String]) -> String { join(items, "or") }

    /// "a", "a and b", "a, b and c".
    package static func and(_ items: [String]) -> String { join(items, "and") }

    private static func join(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension ArgumentType where Value == [Int] {
    /// A list of whole numbers from `range`, such as UUID versions: a JSON array of numbers, or comma-separated
    /// numbers on the command line (empty text is the empty list, as `[]` in a spec).
    ///
    /// - Parameters:
    ///   - range: The numbers allowed.
    ///   - what: What the numbers are, for a problem: "UUID versions" reads "`versions` must list UUID versions
    ///     from 1 to 8, not 9".
    package static func integers(in range: ClosedRange<Int>, naming what: String) -> Self {
        let bounds = "from \(range.lowerBound) to \(range.upperBound)"
        let problem: @Sendable (String, String) -> ArgumentProblem = { key, item in
            "\(name: key) must list \(what) \(bounds), not \(item)"
        }
        return ArgumentType(
            fromJSON: { json, key throws(ArgumentProblem) in
                try elements(
                    of: json, key, expected: "an array of \(what) (\(range.lowerBound) to \(range.upperBound))"
                ) { element, _ throws(ArgumentProblem) in
                    guard case .number(let number) = element, let integer = Int(number.description),
                        range.contains(integer)
                    else { throw problem(key, SpecProblem.describe(element)) }
                    return integer
                }
            },
            toJSON: { .array($0.map { .number(Decimal($0)) }) },
            fromText: { text, key throws(ArgumentProblem) in
                guard !text.isEmpty else { return [] }
                var integers: [Int] = []
                for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard item.first != "+", let integer = Int(item), range.contains(integer) else {
                        throw problem(key, String(item))
                    }
                    integers.append(integer)
                }
                return integers
            },
            examples: [
                .array([.number(Decimal(range.lowerBound))]),
                .array([.number(Decimal(range.lowerBound)), .number(Decimal(range.upperBound))]),
                .array([.number(Decimal(range.upperBound))]),
            ])
    }
}
