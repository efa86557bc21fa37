import FormValidationCore
import Foundation

/// Loads a schema document: finds its resources (`$id`) and anchors, then compiles the root and every subschema it
/// reaches into a ``SchemaProgram``, resolving each `$ref` as it goes.
///
/// Used once per schema, on one thread: a class so that keywords being compiled can ask it for their subschemas.
final class SchemaCompiler {
    /// Where a subschema is: a document (the schema's own is 0; the meta-schemas follow) and a pointer in it.
    struct Location: Hashable {
        let document: Int
        let pointer: JSONPointer
    }

    /// What scanning learned of a subschema: the URI its references resolve against, and its resource's root.
    struct Scope {
        let base: URIReference
        let resource: Location
    }

    private var documents: [JSONValue] = []
    /// The URI each document was loaded by (empty for the schema's own, unless its `$id` names it).
    private var documentURIs: [URIReference] = []
    /// The vocabularies each document's keywords are read in, from its `$schema`.
    private var documentVocabularies: [Vocabularies] = []
    /// Where documents the schema refers to are found.
    private let registry: SchemaRegistry
    /// Whether `format` asserts in documents whose vocabularies leave it an annotation.
    private let formats: JSONSchema.FormatMode
    /// Each resource (a document, or a schema with an `$id`) by its absolute URI.
    private var resources: [URIReference: Location] = [:]
    /// Each `$anchor` and `$dynamicAnchor`, by its resource's URI with the anchor as fragment.
    private var anchors: [URIReference: Location] = [:]
    /// Each `$dynamicAnchor`, by name.
    private var dynamicAnchorLocations: [String: [Location]] = [:]
    private var scopes: [Location: Scope] = [:]
    /// The index of each resource, by its root.
    private var resourceIndexes: [Location: Int] = [:]
    private var metaSchemasLoaded = false

    private var nodes: [SchemaNode?] = []
    private var nodeIndexes: [Location: Int] = [:]
    /// The nodes given an index and not compiled yet, with their locations.
    private var pending: [(index: Int, location: Location)] = []
    private var inPlace: [[Int]] = []
    private var dynamicAnchors: [[String: Int]] = []
    private var tracksAnnotations = false
    private var resolvesDynamically = false

    /// The URI a document without `$id` is known by: references relative to it stay inside it.
    static let defaultBase = URIReference("")

    private init(registry: SchemaRegistry, formats: JSONSchema.FormatMode) {
        self.registry = registry
        self.formats = formats
    }

    /// Loads `document`, finding the other documents it refers to in `registry`.
    static func compile(
        _ document: JSONValue, registry: SchemaRegistry, formats: JSONSchema.FormatMode
    ) throws(JSONSchemaError) -> SchemaProgram {
        let compiler = SchemaCompiler(registry: registry, formats: formats)
        try compiler.add(document, uri: defaultBase)
        let root = try compiler.node(at: Location(document: 0, pointer: .root))
        assert(root == 0)
        try compiler.compilePending()
        try compiler.checkCycles()
        compiler.followReferences()
        try compiler.checkCycles(measuringDepth: true)
        return SchemaProgram(
            nodes: compiler.nodes.map { $0.unsafelyUnwrapped }, dynamicAnchors: compiler.dynamicAnchors,
            tracksAnnotations: compiler.tracksAnnotations, resolvesDynamically: compiler.resolvesDynamically)
    }

    /// How `$schema` names draft 2020-12.
    static let draft202012 = [
        "https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#",
    ]

    // MARK: Scanning

    /// Adds a document known by `uri`, scans it for resources and anchors, and reads its `$schema`.
    private func add(_ document: JSONValue, uri: URIReference) throws(JSONSchemaError) {
        documents.append(document)
        documentURIs.append(uri)
        documentVocabularies.append(.standard)
        let index = documents.count - 1
        let root = Location(document: index, pointer: .root)
        try scan(document, at: root, base: uri, resource: root)
        // The URI it was found by names it too, whatever its `$id` says.
        if !uri.description.isEmpty, resources[uri] == nil { resources[uri] = root }
        documentVocabularies[index] = try vocabularies(of: document, at: index)
    }

    /// The vocabularies of a document: the standard ones, or those of the meta-schema its `$schema` names.
    private func vocabularies(of document: JSONValue, at index: Int) throws(JSONSchemaError) -> Vocabularies {
        guard case .object(let members) = document, let dialect = members["$schema"] else { return .standard }
        guard case .string(let text) = dialect else {
            throw JSONSchemaError("\"$schema\" must be a string", at: ["$schema"])
        }
        if Self.draft202012.contains(text) { return .standard }
        let uri = URIReference(text).resolved(against: documentURIs[index])
        let refusal =
            "\"$schema\" names \(dialect.description): only draft 2020-12 (\(Self.draft202012[0])) is supported, "
            + "or a meta-schema of it among the schema's documents"
        let found: Location?
        do {
            found = uri.scheme == nil ? nil : try locate(uri.withoutFragment)
        } catch {
            throw JSONSchemaError("\(refusal): \(error.description)", at: ["$schema"])
        }
        guard let found, case .object(let meta)? = value(at: found) else {
            throw JSONSchemaError(refusal, at: ["$schema"])
        }
        guard let listed = meta["$vocabulary"] else { return .standard }
        do {
            return try Vocabularies.listed(in: listed, of: uri.description)
        } catch {
            throw JSONSchemaError(error.message, at: ["$schema"])
        }
    }

    /// The keywords whose value is one subschema, an array of them, or an object of them: where scanning goes.
    private static let singleSubschema: Set<String> = [
        "additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]
    private static let subschemaArrays: Set<String> = ["prefixItems", "allOf", "anyOf", "oneOf"]
    private static let subschemaObjects: Set<String> = [
        "properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
    ]

    private func scan(_ value: JSONValue, at location: Location, base: URIReference, resource: Location)
        throws(JSONSchemaError)
    {
        guard case .object(let members) = value else {
            scopes[location] = Scope(base: base, resource: resource)
            if location.pointer.tokens.isEmpty { try register(resource: base, at: location) }
            return
        }
        var base = base
        var resource = resource
        if let id = members["$id"] {
            guard case .string(let text) = id else { throw problem("\"$id\" must be a string", location, "$id") }
            let uri = URIReference(text).resolved(against: base)
            if let fragment = uri.fragment, !fragment.isEmpty {
                throw problem("\"$id\" must not have a fragment; name a location with \"$anchor\"", location, "$id")
            }
            base = uri.withoutFragment
            resource = location
            try register(resource: base, at: location)
        } else if location.pointer.tokens.isEmpty {
            try register(resource: base, at: location)
        }
        for keyword in ["$anchor", "$dynamicAnchor"] {
            guard let anchor = members[keyword] else { continue }
            guard case .string(let name) = anchor, Self.isAnchorName(name) else {
                throw problem(
                    "\"\(keyword)\" must be a name: a letter or _, then letters, digits, -, _ or .", location,
                    keyword)
            }
            var uri = base
            uri.fragment = name
            anchors[uri] = location
            if keyword == "$dynamicAnchor" { dynamicAnchorLocations[name, default: []].append(location) }
        }
        scopes[location] = Scope(base: base, resource: resource)
        // In code-point order, as everywhere a problem may be found: the same schema is refused with the same
        // error each time, whatever order a dictionary keeps.
        for keyword in members.sortedKeys {
            let value = members[keyword].unsafelyUnwrapped
            let here = location.pointer.appending(keyword)
            if Self.singleSubschema.contains(keyword) {
                try scan(
                    value, at: Location(document: location.document, pointer: here), base: base, resource: resource)
            } else if Self.subschemaArrays.contains(keyword), case .array(let items) = value {
                for (index, item) in items.enumerated() {
                    try scan(
                        item, at: Location(document: location.document, pointer: here.appending(index)), base: base,
                        resource: resource)
                }
            } else if Self.subschemaObjects.contains(keyword), case .object(let schemas) = value {
                for name in schemas.sortedKeys {
                    let schema = schemas[name].unsafelyUnwrapped
                    try scan(
                        schema, at: Location(document: location.document, pointer: here.appending(name)),
                        base: base, resource: resource)
                }
            }
        }
    }

    private func register(resource uri: URIReference, at location: Location) throws(JSONSchemaError) {
        if resourceIndexes[location] == nil {
            resourceIndexes[location] = dynamicAnchors.count
            dynamicAnchors.append([:])
        }
        if let existing = resources[uri], existing != location {
            throw problem("two schemas have the same \"$id\", \(uri)", location, "$id")
        }
        resources[uri] = location
    }

    /// Whether `name` can be an anchor: `[A-Za-z_][-A-Za-z0-9._]*`.
    private static func isAnchorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }

    // MARK: Compiling

    /// The node of the subschema at `location`: its index, given the first time it is asked for, and compiled by
    /// ``compilePending()``, not here. A chain of thousands of references (`#/$defs/d0` to `d1`, to `d2`, …) is
    /// then compiled in a loop, where compiling each on demand would recurse once per link and overflow the stack.
    func node(at location: Location) throws(JSONSchemaError) -> Int {
        if let index = nodeIndexes[location] { return index }
        guard value(at: location) != nil else {
            throw JSONSchemaError("no schema at \(location.pointer)", at: location.pointer)
        }
        let index = nodes.count
        nodes.append(nil)
        inPlace.append([])
        nodeIndexes[location] = index
        pending.append((index, location))
        return index
    }

    /// Compiles every node asked for and not compiled yet, and those they ask for, in the order they were asked
    /// for.
    private func compilePending() throws(JSONSchemaError) {
        var next = 0
        while next < pending.count {
            let (index, location) = pending[next]
            next += 1
            try compile(index, at: location)
        }
        pending.removeAll()
    }

    /// Compiles node `index`, the subschema at `location`; a problem in another document than the schema's own
    /// says which.
    private func compile(_ index: Int, at location: Location) throws(JSONSchemaError) {
        do {
            try compileNode(index, at: location)
        } catch {
            guard location.document != 0, !error.message.contains(" (in the document ") else { throw error }
            let uri = documentURIs[location.document].description
            throw JSONSchemaError("\(error.message) (in the document \(uri))", at: error.pointer)
        }
    }

    private func compileNode(_ index: Int, at location: Location) throws(JSONSchemaError) {
        let value = value(at: location).unsafelyUnwrapped  // checked when the index was given
        let scope = try self.scope(of: location, value)
        let resource = resourceIndexes[scope.resource] ?? 0
        switch value {
        case .bool(let verdict):
            nodes[index] = SchemaNode(body: .always(verdict), title: nil, resource: resource)
        case .object(var members):
            let vocabularies = documentVocabularies[location.document]
            if vocabularies != .standard {
                for keyword in vocabularies.ignoredKeywords { members.removeValue(forKey: keyword) }
            }
            let context = KeywordContext(
                compiler: self, members: members, location: location, base: scope.base,
                assertsFormats: formats == .assert || vocabularies.contains(.formatAssertion))
            var keywords: [any SchemaKeyword] = []
            for keyword in members.sortedKeys {
                if let refusal = KeywordDeclaration.refused[keyword] { throw context.problem(keyword, refusal) }
            }
            for declaration in KeywordDeclaration.all where declaration.names.contains(where: { members[$0] != nil }) {
                guard let keyword = try declaration.build(context) else { continue }
                keywords.append(keyword)
                inPlace[index] += keyword.inPlaceSubschemas
                if declaration.readsAnnotations { tracksAnnotations = true }
            }
            var title: String?
            if case .string(let text)? = members["title"] { title = text }
            nodes[index] = SchemaNode(body: .keywords(keywords), title: title, resource: resource)
        default:
            throw JSONSchemaError(
                "a schema must be an object or a boolean, not \(value.description)", at: location.pointer)
        }
    }

    /// The schema (or any value) at `location`.
    func schema(at location: Location) -> JSONValue? { value(at: location) }

    /// The value at `location`.
    private func value(at location: Location) -> JSONValue? {
        documents[location.document].value(at: location.pointer)
    }

    /// The scope of the subschema at `location`; one that scanning did not reach (inside an unknown keyword,
    /// named by a JSON Pointer) is scanned now, in the scope of the nearest schema above it.
    private func scope(of location: Location, _ value: JSONValue) throws(JSONSchemaError) -> Scope {
        if let scope = scopes[location] { return scope }
        var tokens = location.pointer.tokens
        var outer: Scope?
        while !tokens.isEmpty, outer == nil {
            tokens.removeLast()
            outer = scopes[Location(document: location.document, pointer: JSONPointer(tokens: tokens))]
        }
        let enclosing =
            outer
            ?? Scope(
                base: documentURIs[location.document], resource: Location(document: location.document, pointer: .root))
        try scan(value, at: location, base: enclosing.base, resource: enclosing.resource)
        return scopes[location] ?? enclosing
    }

    /// The node a reference names, resolved against `base`.
    ///
    /// - Parameters:
    ///   - reference: The `$ref` (or `$dynamicRef`) text.
    ///   - base: The URI of the schema it is in.
    ///   - pointer: Where the keyword is, for the error.
    /// - Returns: The node, and its location.
    func resolve(_ reference: String, against base: URIReference, at pointer: JSONPointer) throws(JSONSchemaError)
        -> (node: Int, location: Location)
    {
        let uri = URIReference(reference).resolved(against: base)
        let keyword = pointer.tokens.last ?? "$ref"
        let found: Location?
        do {
            found = try locate(uri)
        } catch {
            throw JSONSchemaError("\"\(keyword)\" names \(uri): \(error.description)", at: pointer)
        }
        guard let location = found else {
            let target = uri.withoutFragment
            let reason =
                resources[target] == nil && !target.description.isEmpty
                ? "no schema of this document or of the documents given with it has that URI, and nothing is "
                    + "fetched"
                : "no schema of this document is there"
            throw JSONSchemaError("\"\(keyword)\" names \(uri): \(reason)", at: pointer)
        }
        return (try node(at: location), location)
    }

    /// Where `uri` is: in a document loaded already, or in one loaded now (a meta-schema, a document of the
    /// registry); `nil` when it is nowhere.
    ///
    /// - Throws: ``JSONSchemaError`` when the document the registry gives for it cannot be read or loaded.
    private func locate(_ uri: URIReference) throws(JSONSchemaError) -> Location? {
        let target = uri.withoutFragment
        if resources[target] == nil, !metaSchemasLoaded, target.description.hasPrefix("https://json-schema.org/") {
            metaSchemasLoaded = true
            for text in MetaSchemas.draft202012 {
                guard let document = try? JSONValue(json: text) else { continue }
                try add(document, uri: Self.defaultBase)
            }
        }
        if resources[target] == nil, !target.description.isEmpty, let document = try registry.document(at: target) {
            try add(document, uri: target)
        }
        guard let resource = resources[target] else { return nil }
        let fragment = uri.fragment ?? ""
        if fragment.isEmpty { return resource }
        if fragment.hasPrefix("/") {
            guard let decoded = fragment.removingPercentEncoding,
                let pointer = try? JSONPointer(parsing: decoded)
            else { return nil }
            let location = Location(
                document: resource.document, pointer: JSONPointer(tokens: resource.pointer.tokens + pointer.tokens))
            return value(at: location) == nil ? nil : location
        }
        return anchors[uri]
    }

    /// The nodes of every `$dynamicAnchor` called `name`, each recorded with its resource: where a
    /// `$dynamicRef` to it may land.
    func compileDynamicAnchors(named name: String) throws(JSONSchemaError) {
        resolvesDynamically = true
        for location in dynamicAnchorLocations[name] ?? [] {
            let index = try node(at: location)
            guard let scope = scopes[location], let resource = resourceIndexes[scope.resource] else { continue }
            dynamicAnchors[resource][name] = index
        }
    }

    /// The nodes a `$dynamicRef` may land on, for the cycle check.
    func dynamicAnchorNodes(named name: String) -> [Int] {
        dynamicAnchors.compactMap { $0[name] }
    }

    /// Refuses a schema that applies itself to the same value without end (`{"$ref": "#"}` at its root, two
    /// definitions that refer to each other in place): its evaluation would never finish. Then, once chains of
    /// bare references are followed (``followReferences()``), refuses a chain of schemas applied in place, one
    /// inside another, longer than an evaluation goes (``Evaluation/maximumDepth``): no value could be checked.
    ///
    /// A depth-first search with a stack of its own, not recursion: a chain of in-place references may be
    /// thousands of schemas long.
    private func checkCycles(measuringDepth: Bool = false) throws(JSONSchemaError) {
        var state = [UInt8](repeating: 0, count: nodes.count)  // 0 new, 1 on the path, 2 done
        // For each node done, the longest chain of schemas applied in place from it, itself included.
        var chain = [Int](repeating: 0, count: nodes.count)
        let locations = Dictionary(nodeIndexes.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // The path being walked: each node, and how many of its in-place subschemas were visited.
        var path: [(node: Int, next: Int)] = []
        for start in nodes.indices where state[start] == 0 {
            state[start] = 1
            path.append((start, 0))
            while let (index, next) = path.last {
                guard next < inPlace[index].count else {
                    state[index] = 2
                    chain[index] = 1 + (inPlace[index].lazy.map { chain[$0] }.max() ?? 0)
                    if measuringDepth, chain[index] > Evaluation.maximumDepth {
                        throw JSONSchemaError(
                            "the schema applies more than \(Evaluation.maximumDepth) schemas in place, one inside "
                                + "another: no value could be checked against it",
                            at: locations[index]?.pointer ?? .root)
                    }
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let successor = inPlace[index][next]
                if state[successor] == 1 {
                    throw JSONSchemaError(
                        "the schema applies itself to the same value without end (a \"$ref\" loop through "
                            + "\(locations[successor].map { "#" + $0.pointer.description } ?? "a subschema"))",
                        at: locations[index]?.pointer ?? .root)
                }
                if state[successor] == 0 {
                    state[successor] = 1
                    path.append((successor, 0))
                }
            }
        }
    }

    /// Gives each schema that is only a `$ref` to a schema of its own resource (`{"$ref": "#/$defs/d1"}`) the
    /// keywords of the schema its chain of such references ends at: applying it is then one step, not one per
    /// link, however long the chain. (The references have no cycle: ``checkCycles()`` ran.)
    private func followReferences() {
        func target(of index: Int) -> Int? {
            guard case .keywords(let keywords)? = nodes[index]?.body, keywords.count == 1,
                let reference = keywords[0] as? Reference,
                nodes[reference.target]?.resource == nodes[index]?.resource
            else { return nil }
            return reference.target
        }
        var end = Array(repeating: -1, count: nodes.count)  // where each chain ends; -1 not known yet
        for start in nodes.indices where end[start] < 0 {
            var chain: [Int] = []
            var current = start
            while end[current] < 0, let next = target(of: current) {
                chain.append(current)
                current = next
            }
            let last = end[current] >= 0 ? end[current] : current
            end[current] = last
            for link in chain {
                // The link's own title named nothing: its one keyword, `$ref`, reports no error of its own.
                end[link] = last
                nodes[link] = nodes[last]
                inPlace[link] = inPlace[last]
            }
        }
    }

    private func problem(_ message: String, _ location: Location, _ keyword: String) -> JSONSchemaError {
        JSONSchemaError(message, at: location.pointer.appending(keyword))
    }
}
