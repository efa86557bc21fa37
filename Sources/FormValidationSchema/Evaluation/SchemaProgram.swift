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
    /// The nodes laid out for the evaluation to read in place.
    let layout: NodeLayout

    init(
        nodes: [SchemaNode], dynamicAnchors: [[String: Int]], tracksAnnotations: Bool, resolvesDynamically: Bool
    ) {
        self.nodes = nodes
        self.dynamicAnchors = dynamicAnchors
        self.tracksAnnotations = tracksAnnotations
        self.resolvesDynamically = resolvesDynamically
        layout = NodeLayout(nodes)
    }
}

/// The nodes of a program as the evaluation reads them: each node's verdict or run of keywords, and every
/// keyword in one buffer, in node order, each in an object of its own.
///
/// An evaluation reads a node and calls its keywords through pointers into these buffers, which the program
/// keeps alive, without retaining anything: taking a node or a keyword out of an array would copy it, retaining
/// each string and array it holds, on every value a schema is applied to.
final class NodeLayout: @unchecked Sendable {
    /// One node: how it is applied, and where its keywords are in ``keywords``.
    struct Entry {
        /// `true` or `false` for a boolean schema; `nil` for one of keywords.
        var verdict: Bool?
        var firstKeyword: Int
        var keywordCount: Int
        /// The schema resource the node belongs to.
        var resource: Int
    }

    let entries: UnsafeMutableBufferPointer<Entry>
    /// The keywords, unretained: ``held`` keeps them.
    let keywords: UnsafeMutableBufferPointer<Unmanaged<HeldKeyword>>
    private let held: [HeldKeyword]

    init(_ nodes: [SchemaNode]) {
        var held: [HeldKeyword] = []
        entries = .allocate(capacity: nodes.count)
        for (index, node) in nodes.enumerated() {
            var entry = Entry(verdict: nil, firstKeyword: held.count, keywordCount: 0, resource: node.resource)
            switch node.body {
            case .always(let verdict): entry.verdict = verdict
            case .keywords(let list):
                held += list.map { HeldKeyword.holding($0) }
                entry.keywordCount = list.count
            }
            entries.initializeElement(at: index, to: entry)
        }
        self.held = held
        keywords = .allocate(capacity: held.count)
        _ = keywords.initialize(from: held.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        entries.deinitialize().deallocate()
        keywords.deinitialize().deallocate()
    }
}

/// A keyword in an object of its own, its type known to the object's class (``HeldKeywordOf``): applying it is one
/// virtual call, which reads the keyword in place; an existential, read from a buffer or from an object, is copied
/// first (a retain for each string and array it holds).
class HeldKeyword: @unchecked Sendable {
    /// A keyword held by an object of the class for its type.
    static func holding(_ keyword: some SchemaKeyword) -> HeldKeyword {
        HeldKeywordOf(keyword)
    }

    /// Applies the keyword (``SchemaKeyword/evaluate(_:at:in:)``).
    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        preconditionFailure("HeldKeyword is abstract: make one with holding(_:)")
    }
}

/// A keyword of type `Keyword`, held (``HeldKeyword``). `@unchecked Sendable` as its superclass: it holds one
/// constant, a keyword, which is Sendable.
final class HeldKeywordOf<Keyword: SchemaKeyword>: HeldKeyword, @unchecked Sendable {
    let keyword: Keyword

    init(_ keyword: Keyword) { self.keyword = keyword }

    override func evaluate(
        _ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation
    ) -> Bool {
        keyword.evaluate(instance, at: path, in: &evaluation)
    }
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
