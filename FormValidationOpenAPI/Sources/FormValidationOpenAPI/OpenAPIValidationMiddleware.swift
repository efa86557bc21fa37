import FormValidationCore
public import FormValidationSchema
public import Foundation
public import HTTPTypes
public import OpenAPIRuntime

/// A `ServerMiddleware` that enforces an OpenAPI 3.1 document's constraints on every request before the handler
/// runs: the JSON request body, and the path and query parameters, against the document's schemas.
///
/// swift-openapi-generator's types check the shape of a request (a string is a string, a required property is
/// there) but not the document's constraints: `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`,
/// `format`, `enum` and `const` on a string the types keep as `String`, `uniqueItems`, `minProperties`, … This
/// middleware reads the document once, compiles the schemas of every operation (OpenAPI 3.1's schemas are JSON
/// Schema 2020-12, `$ref`s into `components` included), and refuses a request that breaks them with `422
/// application/problem+json`, every error at its JSON Pointer, in the language of `Accept-Language`:
///
/// ```swift
/// let middleware = try OpenAPIValidationMiddleware(contentsOf: Bundle.module.url(forResource: "openapi", withExtension: "yaml")!)
/// try handler.registerHandlers(on: router, middlewares: [middleware])
/// ```
///
/// Per request, in this order:
/// - The operation is found by the `operationId` the generated code passes, else by method and path template
///   (`/users/{id}`, also under the path of a `servers` URL). A request of no operation passes untouched.
/// - Path, query, header and cookie parameters arrive as text: each is read as its schema's `type` says
///   (`integer`, `number`, `boolean`; an `array` split as the default styles say: `simple`, `1,2,3`, for a path or
///   a header; `form` for a query or a cookie, `tag=a&tag=b`, or `tag=a,b` with `explode: false`), then validated,
///   the required ones required. An error's item says where: `{"pointer": "/limit", "in": "query", …}`. Objects,
///   other styles, parameters given by `content`, and the `Accept`, `Content-Type` and `Authorization` headers (as
///   OpenAPI says) are not validated.
/// - A JSON body (`application/json` or a `+json` type the operation lists) is read up to
///   ``Configuration/maximumBodySize`` (else `413`), parsed strictly (else `400 malformed-json`, or `422
///   unreadable-json` for a key given twice), and validated; a `required` body that is missing is a `422` error at
///   the empty pointer. A body of a media type the operation does not list is `415`.
/// - Every error of the parameters and the body is answered at once: `422 validation-failed`, the same problem
///   as FormValidationHummingbird's (its type, title and detail).
///
/// `format` asserts by default (``Configuration/formats``): what "enforce the document" means to most teams, though
/// JSON Schema 2020-12 makes it an annotation. With ``Configuration/validatesResponses`` (for tests), a JSON
/// response that contradicts its documented schema becomes `500 invalid-response`, with the errors.
public struct OpenAPIValidationMiddleware: ServerMiddleware {
    /// What the middleware checks, and how.
    public struct Configuration: Sendable {
        /// Whether `format` asserts (`email`, `uri`, `date`, `uuid`, …: the formats the library checks): `.assert`
        /// by default. `.annotate` is the JSON Schema 2020-12 default, under which `format` checks nothing.
        public var formats: JSONSchema.FormatMode
        /// Whether JSON responses are validated against their documented schemas (by status, then `2XX`, then
        /// `default`); off by default. A response that contradicts the document is replaced by a `500` problem
        /// (`urn:formvalidation:problem:invalid-response`, with the errors at their pointers, `"in": "response"`):
        /// meant for tests, since it reads every response whole before sending it.
        public var validatesResponses: Bool
        /// The largest request body read, in bytes: 1 MiB by default. A larger one is `413`.
        public var maximumBodySize: Int

        /// A configuration.
        ///
        /// - Parameters:
        ///   - formats: Whether `format` asserts; `.assert` by default.
        ///   - validatesResponses: Whether JSON responses are validated; `false` by default.
        ///   - maximumBodySize: The largest request body read, in bytes; 1 MiB by default.
        public init(
            formats: JSONSchema.FormatMode = .assert, validatesResponses: Bool = false,
            maximumBodySize: Int = 1 << 20
        ) {
            self.formats = formats
            self.validatesResponses = validatesResponses
            self.maximumBodySize = maximumBodySize
        }
    }

    /// The configuration it was made with.
    public let configuration: Configuration
    private let index: OperationIndex
    /// The schema whose only error is "body is required", worded in each request's language.
    private let requiredBody: JSONSchema

    /// Reads an OpenAPI 3.1 document, JSON or YAML, and compiles its schemas.
    ///
    /// - Parameters:
    ///   - document: The document's text, UTF-8: JSON when it starts with `{`, YAML otherwise.
    ///   - configuration: What to check; by default the requests, formats asserted.
    /// - Throws: ``OpenAPIDocumentError`` when the text is neither JSON nor YAML, the document is not OpenAPI 3.1,
    ///   or a schema, parameter or `$ref` of it cannot be read: at init, never per request.
    public init(document: some Collection<UInt8>, configuration: Configuration = Configuration())
        throws(OpenAPIDocumentError)
    {
        self.configuration = configuration
        index = try OperationIndex(
            document: try DocumentText.parse(document), formats: configuration.formats,
            validatesResponses: configuration.validatesResponses)
        // A constant schema, which loads.
        requiredBody = try! JSONSchema(json: #"{"required": ["body"]}"#)
    }

    /// Reads an OpenAPI 3.1 document, JSON or YAML, from a string.
    ///
    /// - Parameters:
    ///   - document: The document's text.
    ///   - configuration: What to check.
    /// - Throws: ``OpenAPIDocumentError`` as `init(document:configuration:)` with bytes.
    public init(document: String, configuration: Configuration = Configuration()) throws(OpenAPIDocumentError) {
        try self.init(document: Array(document.utf8), configuration: configuration)
    }

    /// Reads an OpenAPI 3.1 document, JSON or YAML, from a file.
    ///
    /// - Parameters:
    ///   - url: The document's file (`openapi.yaml`, `openapi.json`).
    ///   - configuration: What to check.
    /// - Throws: ``OpenAPIDocumentError`` when the file cannot be read, and as
    ///   `init(document:configuration:)` with bytes.
    public init(contentsOf url: URL, configuration: Configuration = Configuration()) throws(OpenAPIDocumentError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw OpenAPIDocumentError("the file \(url.path) cannot be read: \(error.localizedDescription)")
        }
        try self.init(document: Array(data), configuration: configuration)
    }

    /// Validates the request's parameters and JSON body, answers a problem when they fail, else calls `next` with
    /// the body as it was read; validates the response when ``Configuration/validatesResponses`` is on.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - body: Its body, if any: read whole (up to ``Configuration/maximumBodySize``) when the operation takes a
    ///     JSON body, and passed on as it was read.
    ///   - metadata: The path parameters the router found, among other things.
    ///   - operationID: The `operationId` of the operation the generated code routed the request to.
    ///   - next: The rest of the chain: the handler.
    /// - Returns: The handler's response, or the problem (`422`, `400`, `413`, `415`) when the request is refused,
    ///   or `500 invalid-response` when a validated response contradicts the document.
    /// - Throws: What `next` throws; the middleware itself answers every problem rather than throwing it.
    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let found = index.operation(id: operationID, method: request.method, path: request.path ?? "") else {
            return try await next(request, body, metadata)
        }
        let (operation, templateValues) = found
        // Made only for a request that is refused: a valid one never needs its language.
        lazy var messages = MessageCatalog(acceptLanguage: request.headerFields[.acceptLanguage] ?? "")
        lazy var wording = Wording(messages: messages)
        var items: [Problem.Item] = []

        // Parameters.
        func check(_ group: ParameterGroup, _ object: JSONValue, in location: ParameterLocation) {
            guard !group.schema.isValid(object) else { return }
            items += group.schema.validate(object, messages: messages).map { Problem.Item($0, in: location.rawValue) }
        }
        if let group = operation.pathParameters {
            var values = templateValues
            for (name, value) in metadata.pathParameters {
                values[name] = String(value).removingPercentEncoding ?? String(value)
            }
            check(group, ParameterValues.object(group.parameters, path: values), in: .path)
        }
        if let group = operation.queryParameters {
            check(group, ParameterValues.object(group.parameters, queryOf: request.path ?? ""), in: .query)
        }
        if let group = operation.headerParameters {
            let object = ParameterValues.object(group.parameters) { name in
                HTTPField.Name(name).map { request.headerFields[values: $0] } ?? []
            }
            check(group, object, in: .header)
        }
        if let group = operation.cookieParameters {
            let cookies = request.headerFields[values: .cookie].joined(separator: "; ")
            let object = ParameterValues.object(
                group.parameters, cookies: ParameterValues.cookies(of: cookies.isEmpty ? nil : cookies))
            check(group, object, in: .cookie)
        }

        // The body.
        var forwarded = body
        if let expected = operation.body {
            let contentType = request.headerFields[.contentType]
            let essence = contentType.map { HTTPContent.essence(ofContentType: $0) } ?? ""
            var bytes: [UInt8] = []
            if let body {
                switch await Self.collect(
                    body, declared: request.headerFields[.contentLength],
                    limit: configuration.maximumBodySize)
                {
                case .bytes(let read): bytes = read
                case .tooLarge: return wording.bodyTooLarge(limit: configuration.maximumBodySize).response()
                case .failed: return wording.unreadableBody().response()
                }
                forwarded = HTTPBody(bytes)
            }
            if bytes.isEmpty && contentType == nil {
                if expected.required {
                    items += requiredBody.validate(.object(JSONObject()), messages: messages).map {
                        var error = $0
                        error.path = .root
                        return Problem.Item(error, in: nil)
                    }
                }
            } else if !expected.mediaTypes.isEmpty && !expected.accepts(essence) {
                return wording.unsupportedMediaType(contentType).response()
            } else if let schema = expected.schemas[essence], !schema.isValid(json: bytes) {
                // A valid body is checked straight from its text, and parsed only by the handler's decoder; one that
                // is not is parsed here, for its 400 or its errors.
                let json: JSONValue
                do {
                    json = try JSONValue(json: bytes)
                } catch {
                    return wording.unreadableJSON(error).response()
                }
                items += schema.validate(json, messages: messages).map { Problem.Item($0, in: nil) }
            }
        }
        guard items.isEmpty else { return wording.validationFailed(items).response() }

        let (response, responseBody) = try await next(request, forwarded, metadata)
        guard configuration.validatesResponses else { return (response, responseBody) }
        return await checked(response, responseBody, of: operation)
    }

    /// The response as it is, or `500 invalid-response` when its JSON body contradicts its documented schema.
    private func checked(
        _ response: HTTPResponse, _ body: HTTPBody?, of operation: Operation
    ) async -> (HTTPResponse, HTTPBody?) {
        let code = response.status.code
        let key = String(code)
        guard
            let schema = operation.responses[key] ?? operation.responses["\(code / 100)XX"]
                ?? operation.responses["DEFAULT"],
            let contentType = response.headerFields[.contentType],
            MediaType.isJSON(HTTPContent.essence(ofContentType: contentType)),
            let body
        else { return (response, body) }
        guard case .bytes(let bytes) = await Self.collect(body, declared: nil, limit: 64 << 20) else {
            return Wording.invalidResponse([], status: code).response()
        }
        let json: JSONValue
        do {
            json = try JSONValue(json: bytes)
        } catch {
            var item = ValidationError(code: .invalidType, message: "The body is not JSON: \(error)")
            item.path = .root
            return Wording.invalidResponse([Problem.Item(item, in: "response")], status: code).response()
        }
        let errors = schema.validate(json, messages: .english)
        guard errors.isEmpty else {
            return Wording.invalidResponse(errors.map { Problem.Item($0, in: "response") }, status: code).response()
        }
        return (response, HTTPBody(bytes))
    }

    private enum Collected {
        case bytes([UInt8])
        case tooLarge
        case failed
    }

    /// The body's bytes, up to `limit`: `tooLarge` past it (before reading, when `Content-Length` says so).
    private static func collect(_ body: HTTPBody, declared: String?, limit: Int) async -> Collected {
        if let declared, let length = Int(declared), length > limit { return .tooLarge }
        if case .known(let length) = body.length, length > limit { return .tooLarge }
        var bytes: [UInt8] = []
        do {
            for try await chunk in body {
                guard bytes.count + chunk.count <= limit else { return .tooLarge }
                bytes.append(contentsOf: chunk)
            }
        } catch {
            return .failed
        }
        return .bytes(bytes)
    }
}
