import FormValidationCore
import FormValidationSchema
import Foundation
import HTTPTypes

/// Where a parameter is: the four locations of OpenAPI 3.1, all validated.
enum ParameterLocation: String, Sendable {
    case path, query, header, cookie

    /// The style a parameter has when its description gives none: `simple` in the path and the headers, `form` in
    /// the query and the cookies.
    var defaultStyle: String { self == .path || self == .header ? "simple" : "form" }
}

/// The JSON types a schema's `type` names, read once when the document loads.
struct ParameterTypes: OptionSet, Sendable {
    let rawValue: UInt8

    static let null = ParameterTypes(rawValue: 1 << 0)
    static let boolean = ParameterTypes(rawValue: 1 << 1)
    static let integer = ParameterTypes(rawValue: 1 << 2)
    static let number = ParameterTypes(rawValue: 1 << 3)
    static let string = ParameterTypes(rawValue: 1 << 4)
    static let array = ParameterTypes(rawValue: 1 << 5)
    static let object = ParameterTypes(rawValue: 1 << 6)

    /// The types `type` names (`"integer"`, `["integer", "null"]`); none when it names none, or only unknown ones.
    init(_ type: JSONValue?) {
        self = []
        let names: [JSONValue] =
            switch type {
            case .array(let items)?: items
            case let single?: [single]
            case nil: []
            }
        for case .string(let name) in names {
            switch name {
            case "null": insert(.null)
            case "boolean": insert(.boolean)
            case "integer": insert(.integer)
            case "number": insert(.number)
            case "string": insert(.string)
            case "array": insert(.array)
            case "object": insert(.object)
            default: break
            }
        }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}

/// How a parameter's text becomes a JSON value, from the `type` of its schema (`$ref`s followed).
struct ParameterShape: Sendable {
    /// The types the schema allows (`integer`, `integer` and `null`); empty when it says none.
    var types: ParameterTypes
    /// For an array: the types its items allow.
    var itemTypes: ParameterTypes
    /// Whether the value is split into items: the schema allows arrays.
    var isArray: Bool { types.contains(.array) }
}

/// One parameter of an operation, as its value is read from the request.
struct Parameter: Sendable {
    var name: String
    var location: ParameterLocation
    var shape: ParameterShape
    /// `explode` (for a query or cookie array: `tag=a&tag=b` when true, `tag=a,b` when false).
    var explode: Bool
}

/// The request body of an operation.
struct RequestBody: Sendable {
    /// Whether a request must have one.
    var required: Bool
    /// The JSON media types the document gives a schema for (`application/json`, `application/merge-patch+json`),
    /// lowercased, each with its compiled schema.
    var schemas: [String: JSONSchema]
    /// The media types the document lists for the body, lowercased, without parameters (`application/json`,
    /// `text/*`): a body of another type is refused (`415`).
    var mediaTypes: Set<String>

    /// Whether the document lists `essence` (`application/json`), or a range that holds it (`application/*`,
    /// `*/*`).
    func accepts(_ essence: String) -> Bool {
        let type = essence.prefix { $0 != "/" }
        return mediaTypes.contains(essence) || mediaTypes.contains("\(type)/*") || mediaTypes.contains("*/*")
    }
}

/// The parameters of one location, and the one schema that validates them as the members of an object.
struct ParameterGroup: Sendable {
    var parameters: [Parameter]
    var schema: JSONSchema
}

/// One operation of the document, compiled.
struct Operation: Sendable {
    var method: HTTPRequest.Method
    /// The path template, split at `/`: `/users/{id}` is `["users", "{id}"]`.
    var template: [String]
    var pointer: JSONPointer
    /// The path parameters, the query parameters, the header parameters and the cookie parameters: `nil` for a
    /// location the operation has none in.
    var pathParameters: ParameterGroup?
    var queryParameters: ParameterGroup?
    var headerParameters: ParameterGroup?
    var cookieParameters: ParameterGroup?
    var body: RequestBody?
    /// The schema of each documented response's JSON body, by status key (`200`, `2XX`, `default`); filled when
    /// responses are validated.
    var responses: [String: JSONSchema]

    /// The values of the path parameters when `segments` (a request path split at `/`) fits the template.
    func match(_ segments: [Substring]) -> [String: String]? {
        guard segments.count == template.count else { return nil }
        var values: [String: String] = [:]
        for (pattern, segment) in zip(template, segments) {
            guard let open = pattern.firstIndex(of: "{"), let close = pattern.lastIndex(of: "}"), open < close else {
                guard pattern == segment else { return nil }
                continue
            }
            let prefix = pattern[..<open]
            let suffix = pattern[pattern.index(after: close)...]
            guard segment.hasPrefix(prefix), segment.hasSuffix(suffix), segment.count >= prefix.count + suffix.count
            else { return nil }
            let value = segment.dropFirst(prefix.count).dropLast(suffix.count)
            let name = String(pattern[pattern.index(after: open)..<close])
            values[name] = String(value).removingPercentEncoding ?? String(value)
        }
        return values
    }
}

/// The operations of a document, found by `operationId` or by method and path.
struct OperationIndex: Sendable {
    /// The URI the document is known by in the schemas' registry.
    static let documentURI = "urn:formvalidation:openapi:document"

    private(set) var byID: [String: Operation] = [:]
    private(set) var all: [Operation] = []
    /// The paths of the document's `servers` URLs (`/api/v1`), which a request path may start with.
    private(set) var serverPaths: [String] = []

    private static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Compiles every operation's schemas.
    init(document: JSONValue, formats: JSONSchema.FormatMode, validatesResponses: Bool) throws(OpenAPIDocumentError) {
        guard case .object(let root) = document else { throw OpenAPIDocumentError("the document is not an object") }
        guard case .string(let version)? = root["openapi"] else {
            throw OpenAPIDocumentError("the document has no openapi version: it is no OpenAPI 3.1 document")
        }
        guard version.hasPrefix("3.1.") || version == "3.1" else {
            throw OpenAPIDocumentError(
                "the document is OpenAPI \(version); this middleware reads OpenAPI 3.1, whose schemas are JSON Schema "
                    + "2020-12", at: ["openapi"])
        }
        var registry = SchemaRegistry()
        do {
            try registry.add(document, uri: Self.documentURI)
            try registry.add(Self.openAPIDialect, uri: "https://spec.openapis.org/oas/3.1/dialect/base")
        } catch {
            throw OpenAPIDocumentError(error.message, at: error.pointer)
        }
        let compiler = Compiler(document: document, registry: registry, formats: formats)
        if case .array(let servers)? = root["servers"] {
            for case .object(let server) in servers {
                guard case .string(let url)? = server["url"] else { continue }
                let path = URLComponents(string: url)?.path ?? ""
                let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
                if !trimmed.isEmpty { serverPaths.append(trimmed) }
            }
        }
        guard case .object(let paths)? = root["paths"] else { return }
        for path in paths.keys.sorted() {
            let pathPointer: JSONPointer = ["paths", path]
            guard case .object(let item)? = paths[path] else {
                throw OpenAPIDocumentError("a path item must be an object", at: pathPointer)
            }
            let shared = try compiler.parameters(item["parameters"], at: pathPointer.appending("parameters"))
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                let pointer = pathPointer.appending(method)
                guard case .object(let fields) = operation else {
                    throw OpenAPIDocumentError("an operation must be an object", at: pointer)
                }
                var parameters = shared
                for parameter in try compiler.parameters(fields["parameters"], at: pointer.appending("parameters")) {
                    parameters.removeAll { $0.name == parameter.name && $0.location == parameter.location }
                    parameters.append(parameter)
                }
                func group(_ location: ParameterLocation) throws(OpenAPIDocumentError) -> ParameterGroup? {
                    let these = parameters.filter { $0.parameter.location == location }
                    guard !these.isEmpty else { return nil }
                    return ParameterGroup(
                        parameters: these.map(\.parameter), schema: try compiler.parametersSchema(these, at: pointer))
                }
                let compiled = Operation(
                    method: HTTPRequest.Method(method.uppercased())!,
                    template: path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init),
                    pointer: pointer,
                    pathParameters: try group(.path), queryParameters: try group(.query),
                    headerParameters: try group(.header), cookieParameters: try group(.cookie),
                    body: try compiler.requestBody(fields["requestBody"], at: pointer.appending("requestBody")),
                    responses: validatesResponses
                        ? try compiler.responses(fields["responses"], at: pointer.appending("responses")) : [:])
                all.append(compiled)
                if case .string(let id)? = fields["operationId"] {
                    guard byID.updateValue(compiled, forKey: id) == nil else {
                        throw OpenAPIDocumentError("the operationId \(id) is given twice", at: pointer)
                    }
                }
            }
        }
    }

    /// The operation of a request: by the `operationId` the generated code names when it is the request's method,
    /// else the first whose method and path template fit. With the values of its path parameters, from the
    /// template.
    func operation(id: String, method: HTTPRequest.Method, path: String) -> (Operation, [String: String])? {
        let byItsID = byID[id].flatMap { $0.method == method ? $0 : nil }
        // Most operations have no path parameter: found by their ID, the template has nothing to give.
        if let operation = byItsID, operation.pathParameters == nil { return (operation, [:]) }
        let pathOnly = Substring(path.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") })
        var candidates = [pathOnly]
        for prefix in serverPaths where pathOnly.hasPrefix(prefix) {
            candidates.append(pathOnly.dropFirst(prefix.count))
        }
        if let operation = byItsID {
            for candidate in candidates {
                if let values = operation.match(Self.segments(candidate)) { return (operation, values) }
            }
            return (operation, [:])
        }
        for candidate in candidates {
            let segments = Self.segments(candidate)
            for operation in all where operation.method == method {
                if let values = operation.match(segments) { return (operation, values) }
            }
        }
        return nil
    }

    private static func segments(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst().map(Substring.init)
    }

    /// OpenAPI 3.1's default dialect, for schemas that name it in `$schema`: JSON Schema 2020-12 and the OpenAPI
    /// vocabulary, whose keywords (`discriminator`, `xml`, `externalDocs`, `example`) are annotations.
    static let openAPIDialect: JSONValue = .object([
        "$id": .string("https://spec.openapis.org/oas/3.1/dialect/base"),
        "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
        "$vocabulary": .object([
            "https://json-schema.org/draft/2020-12/vocab/core": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/applicator": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/unevaluated": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/validation": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/meta-data": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/format-annotation": .bool(true),
            "https://json-schema.org/draft/2020-12/vocab/content": .bool(true),
            "https://spec.openapis.org/oas/3.1/vocab/base": .bool(false),
        ]),
        "$dynamicAnchor": .string("meta"),
        "allOf": .array([.object(["$ref": .string("https://json-schema.org/draft/2020-12/schema")])]),
    ])
}

/// Reads the parts of a document that hold schemas, and compiles the schemas.
private struct Compiler {
    let document: JSONValue
    let registry: SchemaRegistry
    let formats: JSONSchema.FormatMode

    /// A parameter with the pointer of its schema and whether it is required.
    struct Found {
        var parameter: Parameter
        var schemaPointer: JSONPointer
        var required: Bool
        var name: String { parameter.name }
        var location: ParameterLocation { parameter.location }
    }

    /// The object `value` is, after following a `$ref` into this document (`#/components/parameters/Limit`), with
    /// the pointer it is at.
    func resolve(_ value: JSONValue, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> (JSONObject, JSONPointer)
    {
        var value = value
        var pointer = pointer
        for _ in 0..<32 {
            guard case .object(let object) = value else {
                throw OpenAPIDocumentError("an object is expected here", at: pointer)
            }
            guard case .string(let reference)? = object["$ref"] else { return (object, pointer) }
            guard reference.hasPrefix("#") else {
                throw OpenAPIDocumentError(
                    "the $ref \(reference) names another document; only references into this one are read",
                    at: pointer)
            }
            let target: JSONPointer
            do {
                target = try JSONPointer(parsing: String(reference.dropFirst()).removingPercentEncoding ?? "")
            } catch {
                throw OpenAPIDocumentError("the $ref \(reference) is no JSON Pointer: \(error.reason)", at: pointer)
            }
            guard let found = document.value(at: target) else {
                throw OpenAPIDocumentError("the $ref \(reference) names nothing in the document", at: pointer)
            }
            value = found
            pointer = target
        }
        throw OpenAPIDocumentError("$refs that never end", at: pointer)
    }

    /// A schema of the document, compiled: its root is a `$ref` to it, so that its own `$ref`s into `components`
    /// resolve in the document.
    func schema(at pointer: JSONPointer) throws(OpenAPIDocumentError) -> JSONSchema {
        try compile(.object(["$ref": .string(reference(pointer))]), at: pointer)
    }

    func compile(_ schema: JSONValue, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> JSONSchema {
        do {
            return try JSONSchema(schema, documents: registry, formats: formats)
        } catch {
            let detail = error.pointer.tokens.isEmpty ? error.message : "\(error.message) (at \(error.pointer))"
            throw OpenAPIDocumentError("the schema cannot be loaded: \(detail)", at: pointer)
        }
    }

    func reference(_ pointer: JSONPointer) -> String {
        let fragment = pointer.description.addingPercentEncoding(withAllowedCharacters: Self.fragmentCharacters)
        return "\(OperationIndex.documentURI)#\(fragment ?? pointer.description)"
    }

    private static let fragmentCharacters = CharacterSet.urlFragmentAllowed.subtracting(
        CharacterSet(charactersIn: "{}"))

    /// The parameters of a `parameters` list, in the path, the query, the headers and the cookies. Not validated: a
    /// parameter given by `content`, an object (whose serializations vary), a style other than the location's
    /// default, and the `Accept`, `Content-Type` and `Authorization` headers, which OpenAPI says to ignore.
    func parameters(_ list: JSONValue?, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> [Found] {
        guard let list else { return [] }
        guard case .array(let items) = list else {
            throw OpenAPIDocumentError("parameters must be an array", at: pointer)
        }
        var found: [Found] = []
        for (index, item) in items.enumerated() {
            let (fields, at) = try resolve(item, at: pointer.appending(index))
            guard case .string(let name)? = fields["name"], case .string(let place)? = fields["in"] else {
                throw OpenAPIDocumentError("a parameter needs a name and an in", at: at)
            }
            guard let location = ParameterLocation(rawValue: place), fields["schema"] != nil else { continue }
            if location == .header, Self.ignoredHeaders.contains(name.lowercased()) { continue }
            let schemaPointer = at.appending("schema")
            let shape = try shape(of: fields["schema"]!, at: schemaPointer)
            if shape.types.contains(.object) { continue }
            if let style = Self.string(fields["style"]), style != location.defaultStyle { continue }
            var explode = location.defaultStyle == "form"
            if case .bool(let value)? = fields["explode"] { explode = value }
            found.append(
                Found(
                    parameter: Parameter(
                        name: name, location: location, shape: shape, explode: explode),
                    schemaPointer: schemaPointer,
                    required: location == .path || fields["required"] == .bool(true)))
        }
        return found
    }

    /// The header parameters OpenAPI says to ignore: HTTP itself governs them.
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// The types a schema allows, and its items', following `$ref`s.
    func shape(of schema: JSONValue, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> ParameterShape {
        if case .bool = schema { return ParameterShape(types: [], itemTypes: []) }
        let (fields, at) = try resolve(schema, at: pointer)
        let types = ParameterTypes(fields["type"])
        var itemTypes: ParameterTypes = []
        if types.contains(.array), let items = fields["items"] {
            if case .bool = items {
            } else {
                itemTypes = ParameterTypes(try resolve(items, at: at.appending("items")).0["type"])
            }
        }
        return ParameterShape(types: types, itemTypes: itemTypes)
    }

    /// The text of a value that is a string.
    private static func string(_ value: JSONValue?) -> String? {
        guard case .string(let text)? = value else { return nil }
        return text
    }

    /// One object schema for the parameters of one location: each parameter a property whose schema is the
    /// parameter's, the required ones required.
    func parametersSchema(_ parameters: [Found], at pointer: JSONPointer) throws(OpenAPIDocumentError) -> JSONSchema {
        var properties = JSONObject()
        for parameter in parameters {
            _ = properties.updateValue(
                .object(["$ref": .string(reference(parameter.schemaPointer))]), forKey: parameter.name)
        }
        let required = parameters.filter(\.required).map { JSONValue.string($0.name) }
        return try compile(
            .object(["type": .string("object"), "properties": .object(properties), "required": .array(required)]),
            at: pointer.appending("parameters"))
    }

    func requestBody(_ value: JSONValue?, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> RequestBody? {
        guard let value else { return nil }
        let (fields, at) = try resolve(value, at: pointer)
        var schemas: [String: JSONSchema] = [:]
        var mediaTypes: Set<String> = []
        if case .object(let content)? = fields["content"] {
            for type in content.keys {
                let essence = HTTPContent.essence(ofContentType: type)
                mediaTypes.insert(essence)
                guard MediaType.isJSON(essence) else { continue }
                guard case .object(let media)? = content[type], media["schema"] != nil else { continue }
                schemas[essence] = try schema(at: at.appending("content").appending(type).appending("schema"))
            }
        }
        return RequestBody(required: fields["required"] == .bool(true), schemas: schemas, mediaTypes: mediaTypes)
    }

    func responses(_ value: JSONValue?, at pointer: JSONPointer) throws(OpenAPIDocumentError) -> [String: JSONSchema] {
        guard case .object(let responses)? = value else { return [:] }
        var schemas: [String: JSONSchema] = [:]
        for status in responses.keys {
            let (fields, at) = try resolve(responses[status]!, at: pointer.appending(status))
            guard case .object(let content)? = fields["content"] else { continue }
            for type in content.keys where MediaType.isJSON(type.lowercased()) {
                guard case .object(let media)? = content[type], media["schema"] != nil else { continue }
                schemas[status.uppercased()] = try schema(
                    at: at.appending("content").appending(type).appending("schema"))
                break
            }
        }
        return schemas
    }
}

/// Media types.
enum MediaType {
    /// Whether a media type's essence (lowercased, without parameters) is JSON: `application/json` or a `+json`
    /// type.
    static func isJSON(_ essence: some StringProtocol) -> Bool {
        essence == "application/json" || (essence.hasPrefix("application/") && essence.hasSuffix("+json"))
    }
}
