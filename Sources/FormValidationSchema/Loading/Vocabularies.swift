import FormValidationCore

/// The vocabularies of draft 2020-12 a document's keywords are read in: all of them by default, or those its
/// meta-schema's `$vocabulary` lists (a custom meta-schema named by `$schema`).
///
/// The core vocabulary (`$id`, `$ref`, `$defs`…) is always read. A keyword of a vocabulary left out is an unknown
/// keyword, an annotation: with a meta-schema without the validation vocabulary, `minimum` checks nothing.
struct Vocabularies: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let applicator = Vocabularies(rawValue: 1 << 0)
    static let unevaluated = Vocabularies(rawValue: 1 << 1)
    static let validation = Vocabularies(rawValue: 1 << 2)
    /// `format` as an annotation (the default vocabulary).
    static let formatAnnotation = Vocabularies(rawValue: 1 << 3)
    /// `format` as an assertion, whatever the schema's loader asked for.
    static let formatAssertion = Vocabularies(rawValue: 1 << 4)
    static let metaData = Vocabularies(rawValue: 1 << 5)
    static let content = Vocabularies(rawValue: 1 << 6)

    /// The vocabularies of the draft 2020-12 meta-schema.
    static let standard: Vocabularies = [
        .applicator, .unevaluated, .validation, .formatAnnotation, .metaData, .content,
    ]

    /// Each vocabulary's URI, as `$vocabulary` names it.
    static let byURI: [String: Vocabularies] = [
        "https://json-schema.org/draft/2020-12/vocab/core": [],
        "https://json-schema.org/draft/2020-12/vocab/applicator": .applicator,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": .unevaluated,
        "https://json-schema.org/draft/2020-12/vocab/validation": .validation,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": .formatAnnotation,
        "https://json-schema.org/draft/2020-12/vocab/format-assertion": .formatAssertion,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": .metaData,
        "https://json-schema.org/draft/2020-12/vocab/content": .content,
    ]

    /// The keywords each vocabulary that checks something brings (the core's are always read).
    private static let keywords: [(Vocabularies, [String])] = [
        (
            .applicator,
            [
                "prefixItems", "items", "contains", "additionalProperties", "properties", "patternProperties",
                "dependentSchemas", "propertyNames", "if", "then", "else", "allOf", "anyOf", "oneOf", "not",
            ]
        ),
        (.unevaluated, ["unevaluatedItems", "unevaluatedProperties"]),
        (
            .validation,
            [
                "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
                "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains",
                "minContains", "maxProperties", "minProperties", "required", "dependentRequired",
            ]
        ),
    ]

    /// The keywords that the vocabularies left out would have read: to be taken as unknown keywords.
    var ignoredKeywords: Set<String> {
        var names: Set<String> = []
        for (vocabulary, words) in Self.keywords where !contains(vocabulary) { names.formUnion(words) }
        if isDisjoint(with: [.formatAnnotation, .formatAssertion]) { names.insert("format") }
        return names
    }

    /// The vocabularies a meta-schema's `$vocabulary` lists.
    ///
    /// - Parameters:
    ///   - value: The `$vocabulary` object: each vocabulary's URI, `true` when a schema's reader must know it.
    ///   - uri: The meta-schema's URI, for the error.
    /// - Throws: The message of a `$vocabulary` that is not an object of booleans, or that requires a vocabulary
    ///   this library does not know.
    static func listed(in value: JSONValue, of uri: String) throws(JSONSchemaError) -> Vocabularies {
        guard case .object(let members) = value else {
            throw JSONSchemaError("the meta-schema \(uri) has a \"$vocabulary\" that is not an object", at: .root)
        }
        var vocabularies: Vocabularies = []
        for name in members.sortedKeys {
            guard case .bool(let required)? = members[name] else {
                throw JSONSchemaError(
                    "the meta-schema \(uri) says neither true nor false of the vocabulary \(name)", at: .root)
            }
            if let known = byURI[name] {
                vocabularies.formUnion(known)
            } else if required {
                throw JSONSchemaError(
                    "the meta-schema \(uri) requires the vocabulary \(name), which this library does not know",
                    at: .root)
            }
        }
        return vocabularies
    }
}
