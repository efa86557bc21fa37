@_spi(Scanning) import FormValidationCore
import Foundation

/// A schema compiled a second time, for the usual case of a valid value: a program that reads the JSON text
/// itself and tells whether its value is certainly valid, without parsing it into a ``JSONValue``, hashing a
/// member's name or allocating (but to run a pattern or a format on a string longer than 15 bytes).
///
/// It covers the keywords records are usually described with: `type`, `minLength`, `maxLength`, `pattern`,
/// `format`, an `enum` of strings, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `properties`,
/// `required`, `additionalProperties`, `minProperties`, `maxProperties`, `items`, `minItems`, `maxItems`,
/// `uniqueItems` (of strings), `allOf` of schemas of those that check no object or array, and `$ref` to any schema
/// it covers. A schema with another keyword anywhere has no text program.
///
/// What the program cannot settle it leaves undecided, for the parser and the evaluation to answer with their
/// errors: a value that fails, text that is not JSON (or that the parser would refuse: a key given twice, nesting
/// past ``JSONValue/maximumDepth``), an escape in a string, more than 64 members that no `properties` names or
/// distinct strings at once, an item of a `uniqueItems` array that is not a string, a number with more than 19
/// digits or a far exponent. So it never says "valid" of a value the evaluation refuses; the fuzz target
/// `fuzz-schema` checks that it agrees with it.
struct TextProgram: Sendable {
    /// One schema as the program applies it: what each kind of value must be.
    struct Node: Sendable {
        /// The JSON types allowed.
        var types = JSONTypes.all
        var minimumLength = 0
        var maximumLength = Int.max
        var patterns: [SchemaRegularExpression] = []
        var formats: [SchemaFormat] = []
        /// The strings an `enum` allows; `nil` for any.
        var allowedStrings: Set<JSONObject.Name>?
        /// ``allowedStrings`` as UTF-8, one after another in ``allowedBytes`` and sorted byte by byte, for a
        /// string's bytes to be looked up in place (a string without escapes is its bytes; equal bytes are equal
        /// code points); `nil` for any.
        var allowedRanges: [Range<Int>]?
        var allowedBytes: [UInt8] = []
        /// ``allowedStrings`` as sorted ``TextProgram/word(_:)``s, when each is at most seven bytes long (country
        /// codes, most short codes): looked up without comparing bytes one by one.
        var allowedWords: [UInt64]?
        var numberBounds: [(kind: NumberBound.Kind, bound: ExactNumber)] = []
        /// The members `properties` or `required` name.
        var members: [Member] = []
        /// The bit of each required member of ``members``.
        var required: UInt64 = 0
        /// The node of the members not in ``members`` (`additionalProperties`; ``TextProgram/anything`` when it is
        /// absent or `true`); `nil` when none may be there.
        var otherMembers: Int? = TextProgram.anything
        /// The evaluation node of `additionalProperties`; -1 when there is none.
        var otherSchema = -1
        var minimumMembers = 0
        var maximumMembers = Int.max
        /// The node every item is read by.
        var items = TextProgram.anything
        /// The evaluation node of `items`; -1 when there is none.
        var itemSchema = -1
        var minimumItems = 0
        var maximumItems = Int.max
        /// `uniqueItems`: the items must be distinct strings (other items are left to the evaluation).
        var distinctStrings = false

        /// Whether a string needs its text to be checked (as a Swift string).
        var readsText: Bool { !patterns.isEmpty || !formats.isEmpty || allowedStrings != nil }
    }

    /// A member that `properties` or `required` names.
    struct Member: Sendable {
        /// Its name, as UTF-8.
        var name: [UInt8]
        /// The node its value is read by.
        var node = TextProgram.anything
        /// The evaluation node applied to its value (its property's, else `additionalProperties`'); -1 for none.
        var schema = -1
        /// When the evaluation applies it, among the object's members: its place in `properties`, or
        /// ``Diagnosis/Failure/otherRank`` for the others, which come after them by name.
        var rank = Diagnosis.Failure.otherRank
        /// Its name as a ``TextProgram/word(_:)`` when it is at most seven bytes long, else `nil`.
        let word: UInt64?
        /// Its name and a closing quote: a key that names it without an escape, after its opening quote. `nil` when
        /// the name holds a byte a key must escape (a quote, a backslash, a control character).
        let quoted: [UInt8]?

        init(name: [UInt8]) {
            self.name = name
            word = name.count <= 7 ? name.withUnsafeBufferPointer(TextProgram.word) : nil
            let plain = name.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            quoted = plain ? name + [UInt8(ascii: "\"")] : nil
        }
    }

    /// Up to seven bytes and their count in a word (the count in the highest byte, the first byte lowest): two byte
    /// strings that short are equal when their words are.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var word = UInt64(bytes.count) &<< 56
        for index in 0..<bytes.count { word |= UInt64(bytes[index]) &<< UInt64(8 * index) }
        return word
    }

    /// The nodes; the root is ``root``, ``anything`` (index 0) allows any value and ``never`` (index 1) none.
    let nodes: [Node]
    let root: Int
    /// The node that allows any value.
    static let anything = 0
    /// The node that allows no value (index 1).
    static let never = 1
    private static var neverNode: Node {
        var node = Node()
        node.types = []
        return node
    }

    /// Compiles `program` a second time; `nil` when a schema in it has a keyword the text program does not cover.
    init?(_ program: SchemaProgram) {
        var compiler = Compiler(program: program)
        guard let root = compiler.node(for: 0) else { return nil }
        self.nodes = compiler.nodes.map { node in
            var node = node
            if let allowed = node.allowedStrings {
                var ranges: [Range<Int>] = []
                for name in allowed.map({ Array($0.text.utf8) }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                    ranges.append(node.allowedBytes.count..<node.allowedBytes.count + name.count)
                    node.allowedBytes += name
                }
                node.allowedRanges = ranges
                let utf8 = allowed.map { Array($0.text.utf8) }
                if utf8.allSatisfy({ $0.count <= 7 }) {
                    node.allowedWords = utf8.map { $0.withUnsafeBufferPointer(TextProgram.word) }.sorted()
                }
            }
            return node
        }
        self.root = root
    }

    /// Whether the JSON text is certainly valid: `false` when it is not, or when that takes the parser and the
    /// evaluation to tell.
    func accepts(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        nodes.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: (start: Int, count: Int).self, capacity: Reader.seenCapacity) { seen in
                var reader = Reader(text: text, nodes: nodes, seen: seen)
                guard reader.value(root), reader.skipSpace() else { return false }
                return reader.index == text.count
            }
        }
    }
}

extension TextProgram {
    /// Builds the nodes from the evaluation's program.
    private struct Compiler {
        let program: SchemaProgram
        var nodes = [Node(), TextProgram.neverNode]
        /// The text node of each evaluation node compiled.
        var compiled: [Int: Int] = [:]
        /// How many schemas are being compiled one inside another: past ``maximumDepth`` (a long chain of
        /// references), the schema has no text program, and the compiler's recursion stays shallow.
        var depth = 0
        static let maximumDepth = 64

        init(program: SchemaProgram) { self.program = program }

        /// The text node for evaluation node `index`; `nil` when it cannot have one.
        mutating func node(for index: Int) -> Int? {
            if let known = compiled[index] { return known }
            guard depth < Self.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            // A schema that is only a `$ref` is the schema it names (which may be on the way: a recursive schema).
            if case .keywords(let keywords) = program.nodes[index].body, keywords.count == 1,
                let reference = keywords[0] as? Reference
            {
                // Whatever refers to this schema while its target is compiled gets a placeholder, made a copy of the
                // target once that is compiled.
                let placeholder = nodes.count
                compiled[index] = placeholder
                nodes.append(Node())
                guard let target = node(for: reference.target) else { return nil }
                compiled[index] = target
                nodes[placeholder] = nodes[target]
                return target
            }
            let position = nodes.count
            compiled[index] = position
            nodes.append(Node())
            var built = Node()
            var named: UInt64 = 0
            guard absorb(index, into: &built, structure: true, named: &named) else { return nil }
            // A member that `required` names and `properties` does not is one of the others to the evaluation:
            // `additionalProperties` applies to it.
            for position in built.members.indices where named & (1 << UInt64(position)) == 0 {
                built.members[position].node = built.otherMembers ?? TextProgram.never
                built.members[position].schema = built.otherSchema
            }
            nodes[position] = built
            return position
        }

        /// Adds what evaluation node `index` checks to `node`; `structure` `false` where members and items cannot be
        /// taken (inside `allOf`, beside a `$ref`), `named` the bits of the members `properties` names. `false` when
        /// a keyword cannot be taken.
        mutating func absorb(_ index: Int, into node: inout Node, structure: Bool, named: inout UInt64) -> Bool {
            guard depth < Self.maximumDepth else { return false }
            depth += 1
            defer { depth -= 1 }
            let keywords: [any SchemaKeyword]
            switch program.nodes[index].body {
            case .always(true): return true
            case .always(false):
                node.types = []
                return true
            case .keywords(let list): keywords = list
            }
            for keyword in keywords {
                switch keyword {
                case let type as TypeKeyword:
                    node.types.formIntersection(type.accepted)
                case let bound as SizeBound:
                    switch (bound.measure, bound.isMinimum) {
                    case (.codePoints, true): node.minimumLength = max(node.minimumLength, bound.bound)
                    case (.codePoints, false): node.maximumLength = min(node.maximumLength, bound.bound)
                    case (.items, true): node.minimumItems = max(node.minimumItems, bound.bound)
                    case (.items, false): node.maximumItems = min(node.maximumItems, bound.bound)
                    case (.members, true): node.minimumMembers = max(node.minimumMembers, bound.bound)
                    case (.members, false): node.maximumMembers = min(node.maximumMembers, bound.bound)
                    }
                case let pattern as Pattern:
                    node.patterns.append(pattern.expression)
                case let format as Format:
                    node.formats.append(format.format)
                case let enumeration as Enumeration:
                    guard enumeration.others.allSatisfy(\.isEmpty) else { return false }
                    node.types.formIntersection(.string)
                    node.allowedStrings = node.allowedStrings?.intersection(enumeration.strings) ?? enumeration.strings
                case let bound as NumberBound:
                    guard let exact = bound.bound.exactNumber else { return false }
                    node.numberBounds.append((bound.kind, exact))
                case let reference as Reference:
                    guard absorb(reference.target, into: &node, structure: false, named: &named) else { return false }
                case let all as AllOf:
                    for subschema in all.subschemas
                    where !absorb(subschema, into: &node, structure: false, named: &named) {
                        return false
                    }
                case let required as Required where structure:
                    for name in required.names {
                        guard let position = member(name, in: &node) else { return false }
                        node.required |= 1 << UInt64(position)
                    }
                case let members as ObjectMembers where structure:
                    guard members.patterns.isEmpty else { return false }
                    if let additional = members.additional {
                        node.otherSchema = additional
                        switch program.nodes[additional].body {
                        case .always(let allowed): node.otherMembers = allowed ? TextProgram.anything : nil
                        case .keywords:
                            guard let value = self.node(for: additional) else { return false }
                            node.otherMembers = value
                        }
                    }
                    for (rank, (name, schema)) in members.properties.enumerated() {
                        guard let position = member(name, in: &node), let value = self.node(for: schema) else {
                            return false
                        }
                        // A member named by `required` first, then by `properties`: its schema is the property's.
                        node.members[position].node = value
                        node.members[position].schema = schema
                        node.members[position].rank = rank
                        named |= 1 << UInt64(position)
                    }
                case is UniqueItems where structure:
                    node.distinctStrings = true
                case let items as ArrayItems where structure:
                    guard items.prefix.isEmpty else { return false }
                    if let rest = items.rest {
                        guard let value = self.node(for: rest) else { return false }
                        node.items = value
                        node.itemSchema = rest
                    }
                default:
                    return false
                }
            }
            return true
        }

        /// The position of member `name` in `node`, added (allowing any value) if it is not there; `nil` past 64
        /// members, which the bits of ``Node/required`` cannot tell apart.
        private func member(_ name: String, in node: inout Node) -> Int? {
            let bytes = Array(name.utf8)
            if let position = node.members.firstIndex(where: { $0.name == bytes }) { return position }
            guard node.members.count < 64 else { return nil }
            node.members.append(Member(name: bytes))
            return node.members.count - 1
        }
    }
}

extension TextProgram {
    /// Reads one JSON text by the program's nodes.
    struct Reader {
        let text: UnsafeBufferPointer<UInt8>
        let nodes: UnsafeBufferPointer<Node>
        var index = 0
        var depth = 0
        /// How deep ``depth`` went: how far the evaluation of a value read may nest.
        var deepest = 0
        /// The keys not named by `properties` of the objects being read, and the strings of the arrays being read
        /// whose items must be distinct, each object or array's after its parent's: what is compared for a key
        /// given twice or a repeated item.
        let seen: UnsafeMutableBufferPointer<(start: Int, count: Int)>
        var seenCount = 0
        /// How many keys and strings may be kept at once; past it, the text is left to the parser and the
        /// evaluation.
        static let seenCapacity = 64
        /// Whether the values that fail are noted (``notes``) and the reading goes on after them
        /// (``TextProgram/read(_:)``), rather than ending at the first (``TextProgram/accepts(_:)``).
        var isDiagnosing = false
        /// While diagnosing: the values that failed so far.
        var notes = Notes(entries: UnsafeMutableBufferPointer(start: nil, count: 0))

        init(
            text: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<Node>,
            seen: UnsafeMutableBufferPointer<(start: Int, count: Int)>
        ) {
            self.text = text
            self.nodes = nodes
            self.seen = seen
        }

        /// Keeps the bytes `start..<end` as seen in the object or array whose entries start at `base`: `false`
        /// when they are there already, or there is no room.
        private mutating func remember(_ start: Int, _ end: Int, since base: Int) -> Bool {
            let count = end - start
            let bytes = text.baseAddress.unsafelyUnwrapped
            for entry in base..<seenCount where seen[entry].count == count {
                if count == 0 || memcmp(bytes + seen[entry].start, bytes + start, count) == 0 { return false }
            }
            guard seenCount < Self.seenCapacity else { return false }
            seen[seenCount] = (start, count)
            seenCount += 1
            return true
        }

        /// Skips JSON whitespace; `true` (so that it can open a chain of conditions).
        @inline(__always)
        mutating func skipSpace() -> Bool {
            while index < text.count {
                switch text[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return true
                }
            }
            return true
        }

        /// Reads one value, by node `node`: `true` when it is JSON and certainly valid.
        mutating func value(_ node: Int) -> Bool {
            _ = skipSpace()
            guard index < text.count else { return false }
            switch text[index] {
            case UInt8(ascii: "\""): return string(node)
            case UInt8(ascii: "{"): return object(node)
            case UInt8(ascii: "["): return array(node)
            case UInt8(ascii: "t"): return literal("true", .boolean, node)
            case UInt8(ascii: "f"): return literal("false", .boolean, node)
            case UInt8(ascii: "n"): return literal("null", .null, node)
            default: return number(node)
            }
        }

        private mutating func literal(_ word: StaticString, _ type: JSONTypes, _ node: Int) -> Bool {
            guard nodes[node].types.contains(type), text.count - index >= word.utf8CodeUnitCount else { return false }
            for offset in 0..<word.utf8CodeUnitCount where text[index + offset] != word.utf8Start[offset] {
                return false
            }
            index += word.utf8CodeUnitCount
            return true
        }

        /// Reads a string's contents, the opening quote at ``index``: the range of its bytes and whether they are
        /// ASCII; `nil` for an escape, a control character, bytes that are not UTF-8 (a text given as bytes, such
        /// as a request's body, may hold any) or no closing quote.
        private mutating func stringContents() -> (start: Int, end: Int, isASCII: Bool)? {
            index += 1
            let start = index
            var isASCII = true
            // Eight bytes at a time while none is a quote, a backslash, a control character or past ASCII.
            if let base = text.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= text.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    guard !JSONWords.needsAttention(word) else { break }
                    index += 8
                }
            }
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    if !isASCII && !Self.isUTF8(UnsafeBufferPointer(rebasing: text[start..<index - 1])) { return nil }
                    return (start, index - 1, isASCII)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
            return nil
        }

        /// Whether `bytes` are among the strings the `enum` of `node` allows, by binary search.
        private static func isAllowed(_ bytes: UnsafeBufferPointer<UInt8>, by node: UnsafePointer<Node>) -> Bool {
            if node.pointee.allowedWords != nil {
                guard bytes.count <= 7 else { return false }
                let key = TextProgram.word(bytes)
                return node.pointee.allowedWords.unsafelyUnwrapped.withUnsafeBufferPointer { words in
                    var low = 0
                    var high = words.count
                    while low < high {
                        let middle = (low + high) / 2
                        if words[middle] == key { return true }
                        if words[middle] < key { low = middle + 1 } else { high = middle }
                    }
                    return false
                }
            }
            return node.pointee.allowedBytes.withUnsafeBufferPointer { allowed in
                node.pointee.allowedRanges.unsafelyUnwrapped.withUnsafeBufferPointer { ranges in
                    var low = 0
                    var high = ranges.count
                    while low < high {
                        let middle = (low + high) / 2
                        let order = compare(UnsafeBufferPointer(rebasing: allowed[ranges[middle]]), bytes)
                        if order == 0 { return true }
                        if order < 0 { low = middle + 1 } else { high = middle }
                    }
                    return false
                }
            }
        }

        /// -1, 0 or 1 as `first` sorts before, with or after `second`, byte by byte.
        private static func compare(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
            let common = min(first.count, second.count)
            if common > 0 {
                let order = memcmp(first.baseAddress!, second.baseAddress!, common)
                if order != 0 { return order < 0 ? -1 : 1 }
            }
            return first.count == second.count ? 0 : first.count < second.count ? -1 : 1
        }

        /// Whether `bytes` are UTF-8 as RFC 3629 defines it: no overlong form, no surrogate, nothing past U+10FFFF.
        static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                // How many bytes follow the lead, and the range the first of them must fall in.
                let following: Int
                var range: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: following = 1
                case 0xE0: (following, range) = (2, 0xA0...0xBF)
                case 0xED: (following, range) = (2, 0x80...0x9F)
                case 0xE1...0xEF: following = 2
                case 0xF0: (following, range) = (3, 0x90...0xBF)
                case 0xF4: (following, range) = (3, 0x80...0x8F)
                case 0xF1...0xF3: following = 3
                default: return false
                }
                guard index + following < bytes.count, range.contains(bytes[index + 1]) else { return false }
                for offset in stride(from: 2, through: following, by: 1) where bytes[index + offset] & 0xC0 != 0x80 {
                    return false
                }
                index += following + 1
            }
            return true
        }

        private mutating func string(_ nodeIndex: Int) -> Bool {
            let node = nodes.baseAddress.unsafelyUnwrapped + nodeIndex
            guard node.pointee.types.contains(.string), let (start, end, isASCII) = stringContents() else {
                return false
            }
            let bytes = UnsafeBufferPointer(rebasing: text[start..<end])
            if node.pointee.minimumLength > 0 || node.pointee.maximumLength < Int.max {
                // Code points: every byte of ASCII, every byte that does not continue a sequence otherwise.
                let length = isASCII ? bytes.count : bytes.count { $0 & 0xC0 != 0x80 }
                guard length >= node.pointee.minimumLength, length <= node.pointee.maximumLength else { return false }
            }
            guard node.pointee.readsText else { return true }
            if node.pointee.allowedRanges != nil, !Self.isAllowed(bytes, by: node) { return false }
            // Patterns read ASCII in place; what needs a string gets one (inline up to 15 bytes). Each pattern and
            // format is applied where it is held, not copied out of its array.
            var unread = false
            let patterns = node.pointee.patterns.count
            for index in 0..<patterns {
                switch node.pointee.patterns[index].firstMatch(utf8: bytes) {
                case .match?: continue
                case nil: unread = true
                default: return false
                }
            }
            // Formats that read bytes read them in place.
            var unreadFormats = false
            for index in 0..<node.pointee.formats.count {
                switch node.pointee.formats[index].accepts(utf8: bytes) {
                case true?: continue
                case false?: return false
                case nil: unreadFormats = true
                }
            }
            guard unread || unreadFormats else { return true }
            let string = String(decoding: bytes, as: UTF8.self)
            if unread {
                for pattern in node.pointee.patterns where pattern.firstMatch(in: string) != .match { return false }
            }
            if unreadFormats {
                for format in node.pointee.formats where !format.accepts(string) { return false }
            }
            return true
        }

        private mutating func number(_ node: Int) -> Bool {
            guard let number = readNumber() else { return false }
            // Read where the node is held, not copied out with its arrays.
            let node = nodes.baseAddress.unsafelyUnwrapped + node
            let types = node.pointee.types
            guard types.contains(.number) || (types.contains(.integer) && number.isWhole) else { return false }
            for index in 0..<node.pointee.numberBounds.count {
                let (kind, bound) = node.pointee.numberBounds[index]
                let order = number.compared(to: bound)
                switch kind {
                case .minimum: if order == .orderedAscending { return false }
                case .maximum: if order == .orderedDescending { return false }
                case .exclusiveMinimum: if order != .orderedDescending { return false }
                case .exclusiveMaximum: if order != .orderedAscending { return false }
                }
            }
            return true
        }

        /// Reads a number as JSON writes one; `nil` when it is not one, or has more digits than 64 bits hold or an
        /// exponent past 100 (the parser tells those apart).
        private mutating func readNumber() -> ExactNumber? {
            var sign = 1
            if text[index] == UInt8(ascii: "-") {
                sign = -1
                index += 1
            }
            var digits: UInt64 = 0
            var exponent = 0
            /// Adds the digits at ``index``; how many there were, `nil` past 64 bits.
            func readDigits(_ reader: inout Reader, fraction: Bool) -> Int? {
                var count = 0
                while reader.index < reader.text.count {
                    let digit = reader.text[reader.index] &- UInt8(ascii: "0")
                    guard digit < 10 else { break }
                    let (times, overflow) = digits.multipliedReportingOverflow(by: 10)
                    let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
                    guard !overflow, !carry else { return nil }
                    digits = sum
                    if fraction { exponent -= 1 }
                    count += 1
                    reader.index += 1
                }
                return count
            }
            let first = index
            guard let whole = readDigits(&self, fraction: false), whole > 0 else { return nil }
            // No leading zero but for zero itself.
            if whole > 1, text[first] == UInt8(ascii: "0") { return nil }
            if index < text.count, text[index] == UInt8(ascii: ".") {
                index += 1
                guard let fraction = readDigits(&self, fraction: true), fraction > 0 else { return nil }
            }
            if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                var negative = false
                if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                    negative = text[index] == UInt8(ascii: "-")
                    index += 1
                }
                var power = 0
                var count = 0
                while index < text.count, text[index] &- UInt8(ascii: "0") < 10 {
                    power = power * 10 + Int(text[index] &- UInt8(ascii: "0"))
                    count += 1
                    index += 1
                    if count > 3 { return nil }
                }
                guard count > 0 else { return nil }
                exponent += negative ? -power : power
            }
            guard abs(exponent) <= 100 else { return nil }
            return ExactNumber(sign: sign, digits: digits, exponent: exponent)
        }

        private mutating func object(_ nodeIndex: Int) -> Bool {
            let node = nodes.baseAddress.unsafelyUnwrapped + nodeIndex
            guard node.pointee.types.contains(.object), depth < JSONValue.maximumDepth else { return false }
            depth += 1
            deepest = max(deepest, depth)
            self.index += 1
            var found: UInt64 = 0
            var count = 0
            var expected = 0
            let base = seenCount
            let (me, outer) = beginContainer()
            var membersPassed = true
            _ = skipSpace()
            if self.index < text.count, text[self.index] == UInt8(ascii: "}") {
                self.index += 1
            } else {
                while true {
                    _ = skipSpace()
                    guard self.index < text.count, text[self.index] == UInt8(ascii: "\"") else { return false }
                    // Records mostly give their members in one order: the member after the last one found is
                    // tried first, its name compared with the text in place.
                    var position = -1
                    let members = node.pointee.members.count
                    let start: Int
                    let end: Int
                    if expected < members, let length = keyLength(naming: node.pointee.members[expected]) {
                        (start, end) = (self.index + 1, self.index + length)
                        self.index = end + 1
                        position = expected
                    } else {
                        guard let (keyStart, keyEnd, _) = stringContents() else { return false }
                        (start, end) = (keyStart, keyEnd)
                        let key = UnsafeBufferPointer(rebasing: text[start..<end])
                        let word = key.count <= 7 ? TextProgram.word(key) : nil
                        if let named = node.pointee.members.firstIndex(where: { Self.same($0, key, word) }) {
                            position = named
                        }
                    }
                    expected = position + 1
                    let valueNode: Int
                    if position >= 0 {
                        let bit: UInt64 = 1 << UInt64(position)
                        guard found & bit == 0 else { return false }
                        found |= bit
                        valueNode = node.pointee.members[position].node
                    } else {
                        // Another member: allowed by `additionalProperties` (while diagnosing, one that is not is a
                        // failure of its own), and not a key given twice.
                        guard node.pointee.otherMembers != nil || isDiagnosing, remember(start, end, since: base) else {
                            return false
                        }
                        valueNode = node.pointee.otherMembers ?? TextProgram.never
                    }
                    count += 1
                    _ = skipSpace()
                    guard self.index < text.count, text[self.index] == UInt8(ascii: ":") else { return false }
                    self.index += 1
                    if !isDiagnosing {
                        guard value(valueNode) else { return false }
                    } else {
                        let (schema, rank) =
                            position >= 0
                            ? (node.pointee.members[position].schema, node.pointee.members[position].rank)
                            : (node.pointee.otherSchema, Diagnosis.Failure.otherRank)
                        if !diagnosedValue(valueNode, .member(start: start, end: end), schema: schema, rank: rank) {
                            guard !notes.spoiled else { return false }
                            membersPassed = false
                        }
                    }
                    _ = skipSpace()
                    guard self.index < text.count else { return false }
                    if text[self.index] == UInt8(ascii: ",") {
                        self.index += 1
                        continue
                    }
                    guard text[self.index] == UInt8(ascii: "}") else { return false }
                    self.index += 1
                    break
                }
            }
            depth -= 1
            seenCount = base
            let itselfPassed =
                found & node.pointee.required == node.pointee.required
                && count >= node.pointee.minimumMembers && count <= node.pointee.maximumMembers
            let passed = membersPassed && itselfPassed
            endContainer(me, outer: outer, passed: passed, itselfPassed: itselfPassed)
            return passed
        }

        /// When the key whose opening quote is at ``index`` is `member`'s name written without an escape, how many
        /// bytes follow that quote up to its closing one, included; `nil` when it is not.
        @inline(__always)
        private func keyLength(naming member: borrowing Member) -> Int? {
            guard let quoted = member.quoted, text.count - index > quoted.count else { return nil }
            let matches = quoted.withUnsafeBufferPointer { quoted in
                memcmp(
                    text.baseAddress.unsafelyUnwrapped + index + 1, quoted.baseAddress.unsafelyUnwrapped, quoted.count)
                    == 0
            }
            return matches ? quoted.count : nil
        }

        /// Whether a member's name is `key`, byte for byte (which is code point by code point): by their words when
        /// both are short (`word` is the key's, if it is short).
        @inline(__always)
        private static func same(_ member: Member, _ key: UnsafeBufferPointer<UInt8>, _ word: UInt64?) -> Bool {
            if let word { return member.word == word }
            return member.name.count == key.count
                && member.name.withUnsafeBufferPointer { name in
                    memcmp(name.baseAddress.unsafelyUnwrapped, key.baseAddress.unsafelyUnwrapped, key.count) == 0
                }
        }

        private mutating func array(_ nodeIndex: Int) -> Bool {
            let node = nodes.baseAddress.unsafelyUnwrapped + nodeIndex
            guard node.pointee.types.contains(.array), depth < JSONValue.maximumDepth else { return false }
            depth += 1
            deepest = max(deepest, depth)
            self.index += 1
            var count = 0
            let base = seenCount
            let (me, outer) = beginContainer()
            var itemsPassed = true
            _ = skipSpace()
            if self.index < text.count, text[self.index] == UInt8(ascii: "]") {
                self.index += 1
            } else {
                while true {
                    _ = skipSpace()
                    let start = self.index
                    if !isDiagnosing {
                        guard value(node.pointee.items) else { return false }
                    } else if !diagnosedValue(
                        node.pointee.items, .item(count), schema: node.pointee.itemSchema, rank: count)
                    {
                        guard !notes.spoiled else { return false }
                        itemsPassed = false
                    }
                    // Distinct items: strings (without escapes, so their bytes compare as their code points).
                    if node.pointee.distinctStrings {
                        guard text[start] == UInt8(ascii: "\""), remember(start + 1, self.index - 1, since: base) else {
                            return false
                        }
                    }
                    count += 1
                    _ = skipSpace()
                    guard self.index < text.count else { return false }
                    if text[self.index] == UInt8(ascii: ",") {
                        self.index += 1
                        continue
                    }
                    guard text[self.index] == UInt8(ascii: "]") else { return false }
                    self.index += 1
                    break
                }
            }
            depth -= 1
            seenCount = base
            let itselfPassed = count >= node.pointee.minimumItems && count <= node.pointee.maximumItems
            let passed = itemsPassed && itselfPassed
            endContainer(me, outer: outer, passed: passed, itselfPassed: itselfPassed)
            return passed
        }
    }
}
