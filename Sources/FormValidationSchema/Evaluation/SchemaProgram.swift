import FormValidationCore

/// A loaded schema: every subschema compiled into a node, the nodes referring to each other by index (so `$ref`
/// cycles are plain indexes), the root at index 0.
struct SchemaProgram: Sendable {
    /// Every compiled subschema.
    let nodes: [SchemaNode]
    /// For each schema resource (a document or an embedded `$id`): its `$dynamicAnchor`s, by name, as node
    /// indexes. What `$dynamicRef` searches, outermost resource first.
    let dynamicAnchors: [[String: Int]]
    /// Whether any schema uses `unevaluatedProperties` or `unevaluatedItems`: only then do evaluations keep the
    /// names and indexes they evaluated.
    let tracksAnnotations: Bool
    /// Whether any `$dynamicRef` lands on a `$dynamicAnchor`: only then do evaluations keep the resources they
    /// entered.
    let resolvesDynamically: Bool
}

/// One compiled subschema.
struct SchemaNode: Sendable {
    /// `true` or `false`, or the keywords of an object schema, in evaluation order (`unevaluated…` last).
    enum Body: Sendable {
        case always(Bool)
        case keywords([any SchemaKeyword])
    }

    let body: Body
    /// The schema's `title`, which names its value in messages.
    let title: String?
    /// The schema resource the node belongs to (an index of ``SchemaProgram/dynamicAnchors``).
    let resource: Int
    /// The keywords of ``body``, each held by an object: applying one reads it in place, where taking it out of
    /// an array of existentials copies it (a retain for each string and array it holds).
    let held: [HeldKeyword]

    init(body: Body, title: String?, resource: Int) {
        self.body = body
        self.title = title
        self.resource = resource
        if case .keywords(let keywords) = body { held = keywords.map(HeldKeyword.init) } else { held = [] }
    }
}

/// A keyword in an object of its own (see ``SchemaNode/held``).
final class HeldKeyword: Sendable {
    let keyword: any SchemaKeyword

    init(_ keyword: any SchemaKeyword) { self.keyword = keyword }
}

/// A keyword (or a few that work together, such as `properties`, `patternProperties` and
/// `additionalProperties`) compiled: what it checks of a value.
protocol SchemaKeyword: Sendable {
    /// Checks `instance`, reporting failures to `evaluation`, and what it evaluated to its
    /// ``Evaluation/annotations``.
    ///
    /// - Returns: Whether the value passes the keyword.
    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool

    /// The subschemas the keyword applies to the value itself (not to a member or an item): a cycle through them
    /// would never end.
    var inPlaceSubschemas: [Int] { get }
}

extension SchemaKeyword {
    var inPlaceSubschemas: [Int] { [] }
}

/// What the keywords of a valid schema evaluated, for `unevaluatedProperties` and `unevaluatedItems`.
struct Annotations: Sendable {
    /// The member names evaluated, code point by code point.
    var properties: Set<JSONObject.Name> = []
    /// How many leading items were evaluated (`prefixItems`).
    var leadingItems = 0
    /// Whether every item was evaluated (`items`, `unevaluatedItems`).
    var allItems = false
    /// The indexes of items `contains` matched.
    var items: Set<Int> = []

    /// Adds what a valid subschema evaluated.
    mutating func merge(_ other: Annotations) {
        if !other.properties.isEmpty { properties.formUnion(other.properties) }
        leadingItems = max(leadingItems, other.leadingItems)
        allItems = allItems || other.allItems
        if !other.items.isEmpty { items.formUnion(other.items) }
    }
}
