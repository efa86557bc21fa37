import FormValidation
import Foundation
import FuzzSupport

/// JSON Schema: a schema loaded from the input, and an instance validated against it.
///
/// The first byte chooses how the schema is made. Even: the input up to its first NUL byte is the schema's JSON
/// text and the rest the instance's, for libFuzzer to mutate as text. Odd: both are composed from fragments the
/// input picks (``SchemaComposer``), which reach what random text seldom does: every keyword, nested applicators,
/// patterns from the input, and the pathological shapes a server must survive (a `$ref` chain thousands long, an
/// `enum` of up to 100,000 members, a self-referencing schema and a deeply nested instance). The second byte
/// chooses whether formats assert.
///
/// Invariants: no crash, and no hang (libFuzzer's `-timeout`); loading the same schema twice gives the same
/// schema or the same error; for a schema that loads and an instance that is JSON, the verdict-only evaluation
/// (`isValid`) agrees with the error-collecting one (`validate` finds no error), in English and in Arabic, and with
/// the verdict read straight from the text (`isValid(json:)`, which also refuses text that is not JSON); asking
/// again gives the same errors, and so does validating the text (`validate(json:)`, which skips what the text
/// program passes); each error has a message and a path to a value of the instance, or, for a missing
/// required member, to a member of an object of the instance.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSchema(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let composed = input.byte() & 1 == 1
    let formats: JSONSchema.FormatMode = input.byte() & 1 == 1 ? .assert : .annotate
    let schemaText: String
    let instanceText: String
    if composed {
        var composer = SchemaComposer(input: input)
        schemaText = composer.schema(depth: 0)
        instanceText = composer.instance(depth: 0)
    } else {
        let rest = input.rest()
        let cut = rest.firstIndex(of: 0) ?? rest.endIndex
        schemaText = String(decoding: rest[..<cut], as: UTF8.self)
        instanceText = String(decoding: rest[cut...].dropFirst(), as: UTF8.self)
    }

    if showInputs {
        print("schema (\(formats)): \(schemaText.prefix(2_000))\ninstance: \(instanceText.prefix(2_000))")
    }
    let first = Result { () throws(JSONSchemaError) in try JSONSchema(json: schemaText, formats: formats) }
    let second = Result { () throws(JSONSchemaError) in try JSONSchema(json: schemaText, formats: formats) }
    switch (first, second) {
    case (.failure(let one), .failure(let other)):
        invariant(one == other, "loading \(debug(schemaText)) twice failed with \(one) and then \(other)")
        return 0
    case (.success, .success): break
    default: invariant(false, "loading \(debug(schemaText)) twice gave \(first) and then \(second)")
    }
    guard case .success(let schema) = first else { return 0 }
    // Read straight from the text (when the schema allows), the verdict is the evaluation's; text that is not JSON
    // is not valid.
    let fromText = schema.isValid(json: instanceText.utf8)
    guard let instance = try? JSONValue(json: instanceText) else {
        invariant(!fromText, "\(debug(schemaText)): isValid(json:) accepts \(debug(instanceText)), which is not JSON")
        return 0
    }

    let verdict = schema.isValid(instance)
    invariant(
        fromText == verdict,
        "\(debug(schemaText)) on \(debug(instanceText)): isValid(json:) says \(fromText), isValid \(verdict)")
    for messages in [MessageCatalog.english, arabic] {
        let errors = schema.validate(instance, messages: messages)
        invariant(
            errors.isEmpty == verdict,
            "\(debug(schemaText)) on \(debug(instanceText)): isValid says \(verdict), validate found \(errors.count) errors"
        )
        invariant(schema.validate(instance, messages: messages) == errors, "two validations gave different errors")
        invariant(
            (try? schema.validate(json: instanceText.utf8, messages: messages)) == errors,
            "\(debug(schemaText)) on \(debug(instanceText)): validate(json:) gave other errors than validate")
        for error in errors {
            invariant(!error.message.isEmpty, "an error without a message: \(error)")
            invariant(pointsIntoInstance(error, instance), "\(error) points outside \(debug(instanceText))")
        }
    }
    return 0
}

private let arabic = MessageCatalog(languages: ["ar"])
/// `FUZZ_SHOW=1` prints each schema and instance, for replaying an input.
private let showInputs = ProcessInfo.processInfo.environment["FUZZ_SHOW"] == "1"

/// Whether `error`'s path names a value of `instance`, or a required member missing from one of its objects.
private func pointsIntoInstance(_ error: ValidationError, _ instance: JSONValue) -> Bool {
    guard let path = error.path else { return false }
    if instance.value(at: path) != nil { return true }
    guard error.code == .required, !path.tokens.isEmpty else { return false }
    if case .object = instance.value(at: JSONPointer(tokens: path.tokens.dropLast())) { return true }
    return false
}

/// A schema and an instance composed from a fuzzer's input: each choice is a byte, each text up to 31 bytes.
struct SchemaComposer {
    var input: FuzzInput
    /// Whether the input has had its one pathological shape (a huge `enum`, a long `$ref` chain, a deep instance):
    /// one per input, so that an input is slow only as a server's worst request is.
    private var hadHugePart = false

    /// How deep schemas and instances nest, past which a leaf is chosen.
    private static let deepest = 6
    private static let types = ["string", "integer", "number", "object", "array", "boolean", "null"]
    private static let formats = [
        "email", "date", "date-time", "time", "duration", "uri", "uri-reference", "iri", "hostname", "idn-hostname",
        "ipv4", "ipv6", "uuid", "json-pointer", "relative-json-pointer", "regex", "uri-template", "unknown",
    ]
    private static let names = ["a", "b", "c", "", "a/b", "~0", "ünï"]

    init(input: FuzzInput) {
        self.input = input
    }

    /// A schema, as JSON text.
    mutating func schema(depth: Int) -> String {
        if depth >= Self.deepest { return input.byte() & 1 == 0 ? "true" : #"{"type": "string"}"# }
        let inner = depth + 1
        switch input.choose(below: 24) {
        case 0: return input.byte() & 1 == 0 ? "true" : "false"
        case 1: return #"{"type": \#(quoted(pick(Self.types)))}"#
        case 2: return #"{"type": [\#(quoted(pick(Self.types))), \#(quoted(pick(Self.types)))]}"#
        case 3: return #"{"minLength": \#(input.choose(below: 40)), "maxLength": \#(input.choose(below: 40))}"#
        case 4: return #"{"minimum": \#(number()), "exclusiveMaximum": \#(number()), "multipleOf": \#(positive())}"#
        case 5: return #"{"pattern": \#(quoted(input.text()))}"#
        case 6: return #"{"enum": [\#(enumMembers())]}"#
        case 7: return #"{"const": \#(instance(depth: inner))}"#
        case 8:
            return #"""
                {"properties": {\#(quoted(pick(Self.names))): \#(schema(depth: inner)), \#(quoted(pick(Self.names))): \#(schema(depth: inner))},
                 "required": [\#(quoted(pick(Self.names)))], "additionalProperties": \#(schema(depth: inner))}
                """#
        case 9:
            return #"""
                {"prefixItems": [\#(schema(depth: inner))], "items": \#(schema(depth: inner)), "uniqueItems": true,
                 "contains": \#(schema(depth: inner)), "minContains": \#(input.choose(below: 4)), "maxItems": \#(input.choose(below: 64))}
                """#
        case 10: return #"{"allOf": [\#(schema(depth: inner)), \#(schema(depth: inner))]}"#
        case 11: return #"{"anyOf": [\#(schema(depth: inner)), \#(schema(depth: inner))]}"#
        case 12: return #"{"oneOf": [\#(schema(depth: inner)), \#(schema(depth: inner))]}"#
        case 13: return #"{"not": \#(schema(depth: inner))}"#
        case 14:
            let (condition, then) = (schema(depth: inner), schema(depth: inner))
            return #"{"if": \#(condition), "then": \#(then), "else": \#(schema(depth: inner))}"#
        case 15:
            return #"""
                {"patternProperties": {\#(quoted(input.text())): \#(schema(depth: inner))},
                 "unevaluatedProperties": \#(schema(depth: inner)), "propertyNames": \#(schema(depth: inner))}
                """#
        case 16: return #"{"allOf": [\#(schema(depth: inner))], "unevaluatedItems": \#(schema(depth: inner))}"#
        case 17: return #"{"format": \#(quoted(pick(Self.formats)))}"#
        case 18:
            return #"""
                {"dependentRequired": {\#(quoted(pick(Self.names))): [\#(quoted(pick(Self.names)))]},
                 "dependentSchemas": {\#(quoted(pick(Self.names))): \#(schema(depth: inner))},
                 "minProperties": \#(input.choose(below: 4)), "maxProperties": \#(input.choose(below: 8))}
                """#
        case 19: return referenceChain(inner)
        case 20:
            // A schema that refers to itself: the instance bounds the recursion.
            return ##"""
                {"$id": "https://example.com/tree", "properties": {"next": {"$ref": "#"}}, "items": {"$ref": "tree"}}
                """##
        case 21:
            return ##"""
                {"$dynamicAnchor": "node", "$defs": {"leaf": {"$dynamicRef": "#node"}},
                 "anyOf": [\##(schema(depth: inner)), {"$ref": "#/$defs/leaf"}]}
                """##
        case 22: return ##"{"$anchor": "here", "$defs": {"x": \##(schema(depth: inner))}, "$ref": "#/$defs/x"}"##
        default: return #"{"title": \#(quoted(input.text())), "description": "fuzzed"}"#
        }
    }

    /// An instance, as JSON text; now and then a deeply nested one.
    mutating func instance(depth: Int) -> String {
        if depth >= Self.deepest { return number() }
        let inner = depth + 1
        switch input.choose(below: 10) {
        case 0: return "null"
        case 1: return input.byte() & 1 == 0 ? "true" : "false"
        case 2, 3: return number()
        case 4, 5: return quoted(input.text())
        case 6: return "[\(instance(depth: inner)), \(instance(depth: inner)), \(instance(depth: inner))]"
        case 7:
            let (first, second) = (quoted(pick(Self.names)), instance(depth: inner))
            return "{\(first): \(second), \(quoted(pick(Self.names))): \(instance(depth: inner))}"
        case 8:
            let depth = hugePart(input.choose(below: 16) == 0) ? 5_000 : input.choose(below: 64)
            return String(repeating: #"{"next": ["#, count: depth) + "1" + String(repeating: "]}", count: depth)
        default: return #"{"a": \#(instance(depth: inner))}"#
        }
    }

    /// `$ref` through `$defs`, one after another, up to thousands long, ending at a composed schema.
    private mutating func referenceChain(_ depth: Int) -> String {
        let length = hugePart(input.choose(below: 32) == 0) ? 3_000 : input.choose(below: 16)
        var definitions = (0..<length).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }
        definitions.append(#""d\#(length)": \#(schema(depth: depth))"#)
        return ##"{"$defs": {\##(definitions.joined(separator: ", "))}, "$ref": "#/$defs/d0"}"##
    }

    /// Members of an `enum`: a few values, or now and then 100,000 of them.
    private mutating func enumMembers() -> String {
        if hugePart(input.choose(below: 64) == 0) {
            return (0..<100_000).map { $0 % 2 == 0 ? "\($0)" : #""v\#($0)""# }.joined(separator: ",")
        }
        return [instance(depth: Self.deepest - 1), quoted(input.text()), number()].joined(separator: ",")
    }

    /// Whether to make a pathological part now: when `chosen` and none was made yet.
    private mutating func hugePart(_ chosen: Bool) -> Bool {
        guard chosen, !hadHugePart else { return false }
        hadHugePart = true
        return true
    }

    private mutating func number() -> String {
        switch input.choose(below: 8) {
        case 0: "1e308"
        case 1: "-0.0"
        case 2: "0.1"
        case 3: "12345678901234567890123456789012345678901"
        case 4: "\(Int8(bitPattern: input.byte())).5"
        default: "\(Int8(bitPattern: input.byte()))"
        }
    }

    private mutating func positive() -> String {
        ["1", "0.5", "3", "1e-5", "0.0001", "7"][input.choose(below: 6)]
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[input.choose(below: choices.count)]
    }

    /// `text` as a JSON string.
    private func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
