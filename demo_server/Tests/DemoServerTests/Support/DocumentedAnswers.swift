import DemoServer
import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation
import Hummingbird

/// Holds real answers of the server to its OpenAPI document: whether the document describes the status, the content
/// type and the headers of an answer, and whether its body is valid against the document's schema, validated with
/// the library's own JSON Schema support (`FormValidationSchema`).
struct DocumentedAnswers: Sendable {
    /// The document.
    let document: JSONValue

    /// The schemas loaded so far, by the schema of the document they were loaded from: each is loaded once.
    private let loaded = LoadedSchemas()

    /// Loaded schemas, shared by the copies of a ``DocumentedAnswers``.
    private final class LoadedSchemas: Sendable {
        let schemas = Locked<[JSONValue: JSONSchema]>([:])
    }

    /// Creates a checker of answers against `document`.
    init(document: JSONValue) {
        self.document = document
    }

    /// What the document says of one answer.
    struct Verdict: Sendable {
        /// The documented answer it is, `POST /validate 200 application/json`; `nil` when the document has none.
        var answer: String?
        /// Every way the answer contradicts the document; empty when it conforms.
        var contradictions: [String]
    }

    /// Checks an answer of the operation `method path` (`path` as the document writes it: `/fault/status/{code}`).
    ///
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The operation's path, as the document writes it.
    ///   - status: The answer's status.
    ///   - headers: Its headers.
    ///   - body: Its body.
    /// - Returns: The verdict.
    func check(
        _ method: HTTPRequest.Method, _ path: String, status: Int, headers: [String: String], body: [UInt8]
    ) -> Verdict {
        let name = "\(method.rawValue) \(path)"
        guard let operation = document["paths"]?[path]?[method.rawValue.lowercased()],
            case .object(let responses)? = operation["responses"]
        else {
            return Verdict(contradictions: ["\(name) is not in the document"])
        }
        guard let key = [String(status), "\(status / 100)XX", "default"].first(where: { responses[$0] != nil }),
            let response = responses[key]
        else {
            return Verdict(contradictions: ["\(name) answered \(status), which the document does not list"])
        }
        var contradictions: [String] = []
        let contentType = headers["content-type"]
        let mediaType = contentType.map {
            $0.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        }
        let content = response["content"]?.objectValue ?? [:]
        if content.isEmpty {
            if !body.isEmpty || contentType != nil {
                contradictions.append("\(name) \(key) has no body in the document, but answered \(contentType ?? "")")
            }
        } else if let mediaType, let media = content[mediaType] {
            if let schema = media["schema"] {
                contradictions += validate(body, against: schema).map { "\(name) \(key) \(mediaType): \($0)" }
            }
        } else {
            contradictions.append(
                "\(name) \(key) answered \(contentType ?? "no Content-Type"), not one of \(content.sortedKeys)")
        }
        for (header, description) in response["headers"]?.objectValue ?? [:] {
            guard let value = headers[header.lowercased()] else {
                if description["required"] == true {
                    contradictions.append("\(name) \(key) has no \(header) header, which the document requires")
                }
                continue
            }
            if let schema = description["schema"] {
                contradictions += validate(.string(value), against: schema).map { "\(name) \(key) \(header): \($0)" }
            }
        }
        let answer = "\(name) \(key) \(content.isEmpty ? "no body" : mediaType ?? "?")"
        return Verdict(answer: answer, contradictions: contradictions)
    }

    /// Checks an answer from the loopback client.
    func check(_ method: HTTPRequest.Method, _ path: String, _ response: LoopbackClient.Response) -> Verdict {
        var headers: [String: String] = [:]
        for field in response.headers { headers[field.name.canonicalName] = field.value }
        return check(
            method, path, status: response.status.code, headers: headers, body: Array(response.body.readableBytesView))
    }

    /// Every answer the document describes: `POST /validate 200 application/json`, one per media type of each
    /// response of each operation (`no body` for a response without content).
    var answers: Set<String> {
        var answers: Set<String> = []
        for (path, item) in document["paths"]?.objectValue ?? [:] {
            for (method, operation) in item.objectValue ?? [:] {
                for (key, response) in operation["responses"]?.objectValue ?? [:] {
                    let content = response["content"]?.objectValue ?? [:]
                    let name = "\(method.uppercased()) \(path) \(key)"
                    if content.isEmpty { answers.insert(name + " no body") }
                    for mediaType in content.keys { answers.insert("\(name) \(mediaType)") }
                }
            }
        }
        return answers
    }

    /// The operations of the document: `GET /openapi.json`, …
    var operations: Set<String> {
        var operations: Set<String> = []
        for (path, item) in document["paths"]?.objectValue ?? [:] {
            for method in item.objectValue?.sortedKeys ?? [] where method != "parameters" {
                operations.insert("\(method.uppercased()) \(path)")
            }
        }
        return operations
    }

    /// Why `body` is not valid against `schema` (a schema of the document, whose references point into its
    /// `components`); empty when it is.
    func validate(_ body: [UInt8], against schema: JSONValue) -> [String] {
        let value: JSONValue
        do {
            value = try JSONValue(json: body)
        } catch {
            return ["the body is not JSON: \(error)"]
        }
        return validate(value, against: schema)
    }

    /// Why `value` is not valid against `schema`; empty when it is.
    func validate(_ value: JSONValue, against schema: JSONValue) -> [String] {
        do {
            let compiled = try loaded.schemas.withLock { schemas in
                if let compiled = schemas[schema] { return compiled }
                var root = schema.objectValue ?? [:]
                if schema.objectValue == nil { root["allOf"] = [schema] }
                root["components"] = document["components"]
                let compiled = try JSONSchema(.object(root))
                schemas[schema] = compiled
                return compiled
            }
            return compiled.validate(value, messages: .english).map {
                "\($0.path?.description ?? ""): \($0.message) (\($0.code.rawValue)) in \(value)"
            }
        } catch {
            return ["the schema does not load: \(error)"]
        }
    }
}
