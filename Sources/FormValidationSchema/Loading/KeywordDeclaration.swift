import FormValidationCore

/// How one keyword, or a few that work together, is compiled: the names that call for it, and what it builds.
///
/// Each keyword declares itself in its own file under `Keywords/`; ``all`` lists them in the order a schema's
/// keywords are evaluated.
struct KeywordDeclaration: Sendable {
    /// The keywords it reads: it is built when a schema has any of them.
    let names: [String]
    /// Whether it reads what the keywords before it evaluated (`unevaluatedProperties`, `unevaluatedItems`).
    let readsAnnotations: Bool
    /// Builds the keyword from its schema; `nil` when it has nothing to check (`maxContains` without `contains`).
    let build: @Sendable (KeywordContext) throws(JSONSchemaError) -> (any SchemaKeyword)?

    init(
        _ names: [String], readsAnnotations: Bool = false,
        build: @escaping @Sendable (KeywordContext) throws(JSONSchemaError) -> (any SchemaKeyword)?
    ) {
        self.names = names
        self.readsAnnotations = readsAnnotations
        self.build = build
    }

    /// Every keyword, in evaluation order, which is the order of a value's errors: references and in-place
    /// applicators, then the assertions (an object's missing members before its members' own errors), then the
    /// keywords that read what the others evaluated.
    static let all: [KeywordDeclaration] = [
        .reference, .dynamicReference, .allOf, .anyOf, .oneOf, .not, .conditional, .dependentSchemas,
        .type, .enumeration, .constant,
        .minimumLength, .maximumLength, .pattern, .format,
        .minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum, .multipleOf,
        .required, .dependentRequired, .objectMembers, .propertyNames, .minimumProperties, .maximumProperties,
        .arrayItems, .contains, .minimumItems, .maximumItems, .uniqueItems,
        .unevaluatedProperties, .unevaluatedItems,
    ]

    /// Keywords of earlier drafts that 2020-12 replaced, refused with what to write instead: a schema written
    /// for another draft must not pass values its author meant to refuse.
    static let refused: [String: String] = [
        "dependencies":
            "\"dependencies\" is not a draft 2020-12 keyword: use \"dependentRequired\" or \"dependentSchemas\"",
        "additionalItems": "\"additionalItems\" is not a draft 2020-12 keyword: use \"prefixItems\" and \"items\"",
        "$recursiveRef": "\"$recursiveRef\" is not a draft 2020-12 keyword: use \"$dynamicRef\"",
        "$recursiveAnchor": "\"$recursiveAnchor\" is not a draft 2020-12 keyword: use \"$dynamicAnchor\"",
    ]
}
