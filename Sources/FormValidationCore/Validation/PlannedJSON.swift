/// What a reader of JSON looks into, object by object: the members that a spec's fields read, each at a position
/// fixed when the spec is built, and what each holds.
///
/// Built once per spec. A record read by it (``JSONTextParser/parse(_:plan:)``, or
/// ``PlannedObject/init(_:plan:)`` for one already in a dictionary) puts each member at its field's position: the
/// fields find their values without a dictionary, and without hashing their names.
package final class JSONObjectPlan: Sendable {
    /// The names of the members read, in the order of their positions.
    package let names: [String]
    /// What each member holds, by position.
    package let members: [JSONMemberPlan]
    /// Each name's length in UTF-8 when it is ASCII; -1 for a name that is not. An ASCII key of another length
    /// cannot be that name.
    private let asciiLengths: [Int]
    /// No member at any position: what an object being read starts from, copied (an array made afresh would
    /// look its type up at run time each time).
    let noMembers: [PlannedJSON?]

    /// A plan for the members `names`, each holding what `members` says at its position.
    ///
    /// - Parameters:
    ///   - names: The members' names, each once.
    ///   - members: What each holds, by position.
    package init(names: [String], members: [JSONMemberPlan]) {
        precondition(names.count == members.count, "a plan needs what each of its names holds")
        self.names = names
        self.members = members
        asciiLengths = names.map { name in name.utf8.allSatisfy { $0 < 0x80 } ? name.utf8.count : -1 }
        noMembers = Array(repeating: nil, count: names.count)
    }

    /// The position of the member named `key`, the names compared code point by code point (as ``JSONObject``
    /// compares them); `nil` for a member no field reads.
    ///
    /// - Parameters:
    ///   - key: A key of the object being read.
    ///   - isASCII: Whether `key` is ASCII, when the caller knows: then only the ASCII names of its length are
    ///     compared.
    package func position(of key: String, isASCII: Bool = false) -> Int? {
        if isASCII {
            let length = key.utf8.count
            // An ASCII key has the code points of an ASCII name only (for two ASCII strings, `==` compares bytes).
            for index in names.indices where asciiLengths[index] == length {
                if names[index] == key { return index }
            }
            return nil
        }
        return names.firstIndex { $0.hasSameCodePoints(as: key) }
    }
}

/// What a member of a planned object holds, as its reader looks into it.
///
/// One case holds a reference, the other none, so a member's plan is a plain reference in memory. An enum of two
/// cases with references (or `indirect` ones) keeps its case in the reference's spare bits, and LeakSanitizer
/// cannot follow such a reference from a plan kept for the life of the program.
package enum JSONMemberPlan: Sendable {
    /// A value read as JSON, whatever it is.
    case value
    /// An object or an array read by its plan (``JSONContainerPlan``); any other value is read as JSON.
    case container(JSONContainerPlan)

    /// An object read by `plan`; any other value is read as JSON.
    ///
    /// - Parameter plan: The object's plan.
    /// - Returns: The member's plan.
    package static func object(_ plan: JSONObjectPlan) -> JSONMemberPlan {
        .container(JSONContainerPlan(object: plan, item: nil))
    }

    /// An array whose items are each read by `item`; any other value is read as JSON.
    ///
    /// - Parameter item: The items' plan.
    /// - Returns: The member's plan.
    package static func list(_ item: JSONMemberPlan) -> JSONMemberPlan {
        .container(JSONContainerPlan(object: nil, item: item))
    }
}

/// What an object or a list member holds: the object's plan, or the plan of the list's items.
package final class JSONContainerPlan: Sendable {
    /// For an object: its plan.
    package let object: JSONObjectPlan?
    /// For a list: its items' plan.
    package let item: JSONMemberPlan?

    init(object: JSONObjectPlan?, item: JSONMemberPlan?) {
        self.object = object
        self.item = item
    }
}

/// A JSON value read by a plan (``JSONMemberPlan``): the objects and arrays the plan looks into, and as plain JSON
/// everything else.
package enum PlannedJSON: Sendable {
    /// A value the plan does not look into: text, a number, `true`, `false`, `null`, or an array or an object
    /// where the plan expects none.
    case json(JSONValue)
    /// An object read by its plan.
    case object(PlannedObject)
    /// An array whose items were read by the item's plan.
    case list([PlannedJSON])

    /// Reads `value` by `plan`.
    ///
    /// - Parameters:
    ///   - value: A value already parsed.
    ///   - plan: What to look into.
    package init(_ value: JSONValue, plan: JSONMemberPlan) {
        guard case .container(let container) = plan else {
            self = .json(value)
            return
        }
        switch value {
        case .object(let members) where container.object != nil:
            self = .object(PlannedObject(members, plan: container.object.unsafelyUnwrapped))
        case .array(let items) where container.item != nil:
            let itemPlan = container.item.unsafelyUnwrapped
            self = .list(items.map { PlannedJSON($0, plan: itemPlan) })
        default: self = .json(value)
        }
    }

    /// The value as JSON, as it was submitted: an object with every member, read by the plan or not.
    package var json: JSONValue {
        switch self {
        case .json(let value): value
        case .object(let object): object.json
        case .list(let items): .array(items.map { $0.json })
        }
    }

    /// The value at `pointer` in this one (RFC 6901), as ``JSONValue/value(at:)`` finds it: `nil` when there is
    /// none. Planned objects are walked by name; the rest is read as JSON.
    package func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for (offset, token) in pointer.tokens.enumerated() {
            guard case .object(let object) = current else {
                return current.json.value(at: JSONPointer(tokens: Array(pointer.tokens[offset...])))
            }
            guard let member = object[token] else { return nil }
            current = member
        }
        return current.json
    }
}

/// An object read by its plan: the members its fields read, at their positions, and the others as they came.
package struct PlannedObject: Sendable {
    /// The plan it was read by.
    package let plan: JSONObjectPlan
    /// The members the plan names, by position; `nil` where the object has none.
    package var members: [PlannedJSON?]
    /// The members the plan does not name, in the order they were read.
    package var others: [Member]

    /// A member of an object, by its key.
    package struct Member: Sendable {
        package var key: String
        package var value: JSONValue
    }

    /// An object with none of its plan's members, and no others: what an absent object reads as.
    ///
    /// - Parameter plan: The object's plan.
    package init(empty plan: JSONObjectPlan) {
        self.init(plan: plan, members: plan.noMembers, others: [])
    }

    /// An object read from the text: its members at their positions, and the others.
    package init(plan: JSONObjectPlan, members: [PlannedJSON?], others: [Member]) {
        self.plan = plan
        self.members = members
        self.others = others
    }

    /// Reads the members of `dictionary` by `plan`.
    ///
    /// - Parameters:
    ///   - dictionary: An object's members.
    ///   - plan: What to look into.
    package init(_ dictionary: JSONObject, plan: JSONObjectPlan) {
        self.plan = plan
        var found = 0
        members = zip(plan.names, plan.members).map { name, memberPlan in
            guard let value = dictionary[name] else { return nil }
            found += 1
            return PlannedJSON(value, plan: memberPlan)
        }
        others = []
        if found < dictionary.count {
            for (key, value) in dictionary where plan.position(of: key) == nil {
                others.append(Member(key: key, value: value))
            }
        }
    }

    /// The member named `key`, planned or not; `nil` when the object has none.
    package subscript(key: String) -> PlannedJSON? {
        if let position = plan.position(of: key) { return members[position] }
        return others.first { $0.key.hasSameCodePoints(as: key) }.map { .json($0.value) }
    }

    /// The object as JSON, with every member.
    package var json: JSONValue {
        var dictionary = JSONObject(minimumCapacity: members.count + others.count)
        for (name, member) in zip(plan.names, members) {
            if let member { dictionary[name] = member.json }
        }
        for member in others { dictionary[member.key] = member.value }
        return .object(dictionary)
    }
}
