public import FormValidationCore
import Foundation

/// The other documents a schema may refer to, by URI: given as values, or read from the files of a folder that
/// stands for a URI prefix. Nothing is ever fetched from the network.
///
/// A `$ref` (or a `$schema`) to a URI that no schema of the document has is looked up here, when the schema is
/// loaded: a document given as a value is found by the URI it was given with, and a URI under a folder's prefix is
/// read from the file at the rest of its path (`http://localhost:1234/draft2020-12/integer.json` under
/// `http://localhost:1234/` is `draft2020-12/integer.json` in the folder). A document's own `$id`, and the `$id`s
/// inside it, name it too once it is loaded.
///
/// ```swift
/// var documents = SchemaRegistry()
/// try documents.add(json: #"{"type": "integer", "minimum": 0}"#, uri: "https://example.com/count.json")
/// let schema = try JSONSchema(
///     json: #"{"properties": {"quantity": {"$ref": "https://example.com/count.json"}}}"#, documents: documents)
/// print(schema.isValid(try JSONValue(json: #"{"quantity": -1}"#)))   // false
/// ```
public struct SchemaRegistry: Sendable {
    /// The documents given as values, by URI.
    private var documents: [URIReference: JSONValue] = [:]
    /// The folders, each with the URI prefix it stands for, the longest prefix first.
    private var folders: [(prefix: String, folder: String)] = []

    /// An empty registry: a schema may then refer only to itself and to the draft 2020-12 meta-schemas.
    public init() {}

    /// Adds a document, known by `uri`.
    ///
    /// - Parameters:
    ///   - document: The document: a schema, an object or a boolean.
    ///   - uri: An absolute URI without a fragment (`https://example.com/address.json`, `urn:example:address`).
    /// - Throws: ``JSONSchemaError`` when `uri` is not an absolute URI, or has a fragment.
    public mutating func add(_ document: JSONValue, uri: String) throws(JSONSchemaError) {
        documents[try Self.documentURI(uri)] = document
    }

    /// Adds a document given as JSON text, known by `uri`.
    ///
    /// - Parameters:
    ///   - json: The document, UTF-8.
    ///   - uri: An absolute URI without a fragment.
    /// - Throws: ``JSONSchemaError`` when the text is not JSON, or `uri` is not an absolute URI without a fragment.
    public mutating func add(json: some Collection<UInt8>, uri: String) throws(JSONSchemaError) {
        let key = try Self.documentURI(uri)
        do {
            documents[key] = try JSONValue(json: json)
        } catch {
            throw JSONSchemaError("the document \(uri) is not valid JSON: \(error)", at: .root)
        }
    }

    /// Adds a document given as JSON text, known by `uri`.
    ///
    /// - Parameters:
    ///   - json: The document.
    ///   - uri: An absolute URI without a fragment.
    /// - Throws: ``JSONSchemaError`` when the text is not JSON, or `uri` is not an absolute URI without a fragment.
    public mutating func add(json: String, uri: String) throws(JSONSchemaError) {
        try add(json: json.utf8, uri: uri)
    }

    /// Reads the documents whose URIs start with `prefix` from the files of `folder`, when a schema refers to
    /// them: the rest of the URI's path is the file's path in the folder. What the JSON Schema Test Suite does with
    /// its `remotes` folder, served at `http://localhost:1234/`.
    ///
    /// A referred document whose file is missing, or is not JSON, is an error when the schema is loaded.
    ///
    /// - Parameters:
    ///   - prefix: An absolute URI, its path ending with `/` (`http://localhost:1234/`).
    ///   - folder: The folder's path.
    /// - Throws: ``JSONSchemaError`` when `prefix` is not an absolute URI whose path ends with `/`, or has a query
    ///   or a fragment.
    public mutating func map(uriPrefix prefix: String, toFolder folder: String) throws(JSONSchemaError) {
        let uri = URIReference(prefix).resolved(against: URIReference(""))
        guard uri.scheme != nil, uri.query == nil, uri.fragment == nil, uri.path.hasSuffix("/") || uri.path.isEmpty
        else {
            throw JSONSchemaError(
                "\(prefix) cannot stand for a folder: it must be an absolute URI whose path ends with /, without a "
                    + "query or a fragment", at: .root)
        }
        var normalized = uri
        if normalized.path.isEmpty { normalized.path = "/" }
        folders.append((normalized.description, folder))
        folders.sort { $0.prefix.count > $1.prefix.count }
    }

    /// The URI a document is known by: absolute, without a fragment (an empty one is dropped).
    private static func documentURI(_ text: String) throws(JSONSchemaError) -> URIReference {
        let uri = URIReference(text).resolved(against: URIReference(""))
        guard uri.scheme != nil, (uri.fragment ?? "").isEmpty else {
            throw JSONSchemaError(
                "\(text) cannot name a document: it must be an absolute URI without a fragment", at: .root)
        }
        return uri.withoutFragment
    }

    /// Whether there is nothing to look up.
    var isEmpty: Bool { documents.isEmpty && folders.isEmpty }

    /// The document known by `uri` (absolute, without a fragment): `nil` when none is given and no folder stands
    /// for its prefix.
    ///
    /// - Throws: ``JSONSchemaError`` (its message only; the caller says where) when a folder stands for the
    ///   prefix and the file is missing, cannot be read, or is not JSON.
    func document(at uri: URIReference) throws(JSONSchemaError) -> JSONValue? {
        if let document = documents[uri] { return document }
        let text = uri.description
        guard uri.query == nil, let (prefix, folder) = folders.first(where: { text.hasPrefix($0.prefix) }) else {
            return nil
        }
        let rest = text.dropFirst(prefix.count)
        // Each segment a file or folder name: no `..`, `.` or empty segment, nothing that is not a name once
        // decoded, so that no URI reads outside the folder.
        var segments: [String] = []
        for segment in rest.split(separator: "/", omittingEmptySubsequences: false) {
            guard let name = segment.removingPercentEncoding, !name.isEmpty, name != ".", name != "..",
                !name.contains("/"), !name.contains("\0")
            else {
                throw JSONSchemaError("no document is at \(uri): its path names no file under \(folder)", at: .root)
            }
            segments.append(name)
        }
        let path = ([folder.hasSuffix("/") ? String(folder.dropLast()) : folder] + segments).joined(separator: "/")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw JSONSchemaError(
                "no document is at \(uri): the file \(path) is missing or cannot be read, and nothing is fetched",
                at: .root)
        }
        do {
            return try JSONValue(json: data)
        } catch {
            throw JSONSchemaError("the document at \(uri), the file \(path), is not valid JSON: \(error)", at: .root)
        }
    }
}
