public import FormValidation
import FormValidationHummingbird
import Foundation

/// The OpenAPI 3.1 document of a demo server, which it serves at `GET /openapi.json`: every route it mounts, the
/// body each reads and every answer each gives — status, content type, headers and body schema.
///
/// It is built in Swift from what the server runs, not kept by hand: the form routes' request bodies are their
/// form specs' JSON Schemas (``FormValidation/FormSpec/jsonSchema``), their `201` answers the specs' non-secret
/// fields, and each refusal one of the RFC 9457 problems the server answers (`application/problem+json`), with its
/// own type, status and members, read from the server's own problems. Its schemas are JSON Schema draft 2020-12,
/// OpenAPI 3.1's dialect. The fault routes are in it when the server mounts them.
///
/// `404` and `405` are left out: they answer requests for no operation of the document (another path, another
/// method). So is `500`, which only a bug would answer, but for a form route whose spec's rules cannot be built (a
/// remote rule whose URL is refused): it answers every request `500 internal-error`, and its operation lists it.
///
/// ```swift
/// let document = OpenAPIDocument(signupForm: nil, orderForm: nil, faultRoutesEnabled: false)
/// print(document.json["openapi"] ?? "none")   // "3.1.0"
/// ```
public struct OpenAPIDocument: Sendable {
    /// Where the server serves its document.
    public static let path = "/openapi.json"

    /// The version of OpenAPI the document is written in.
    public static let openAPIVersion = "3.1.0"

    /// The document.
    public let json: JSONValue

    /// Describes a server's routes.
    ///
    /// - Parameters:
    ///   - signupForm: The form spec `POST /api/signup` validates with, when that route is mounted.
    ///   - orderForm: The form spec `POST /api/order` validates with, when that route is mounted.
    ///   - faultRoutesEnabled: Whether the `/fault/...` routes are mounted.
    public init(signupForm: FormSpec?, orderForm: FormSpec?, faultRoutesEnabled: Bool) {
        let forms = [(FormRoutes.signupPath, signupForm), (FormRoutes.orderPath, orderForm)].compactMap { path, spec in
            spec.map { FormRoutes(path: path, spec: $0, takenUsernames: TakenUsernames([]), counter: RequestCounter()) }
        }
        self.init(forms: forms, faultRoutesEnabled: faultRoutesEnabled)
    }

    /// Describes a server's routes, given its form routes.
    ///
    /// - Parameters:
    ///   - forms: The form routes the server mounts.
    ///   - faultRoutesEnabled: Whether the `/fault/...` routes are mounted.
    init(forms: [FormRoutes], faultRoutesEnabled: Bool) {
        var paths: JSONObject = [
            ValidationRoutes.validatePath: ["post": Self.validate],
            ValidationRoutes.usernameAvailablePath: ["post": Self.usernameAvailable],
            Self.path: ["get": Self.describe],
        ]
        var schemas = OpenAPISchemas.common
        for form in forms {
            let name = form.path == FormRoutes.orderPath ? "Order" : "Signup"
            schemas[name + "Submission"] = OpenAPISchemas.submission(form.spec)
            schemas[name + "Accepted"] = OpenAPISchemas.accepted(form.spec)
            paths[form.path] = ["post": Self.form(form, name: name)]
        }
        if faultRoutesEnabled {
            for (path, item) in Self.faultPaths { paths[path] = item }
        }
        json = [
            "openapi": .string(Self.openAPIVersion),
            "info": [
                "title": "FormValidation demo server",
                "version": "1",
                "summary":
                    "ALPValidator's remote-validation endpoint, form routes validated by form specs, fault routes.",
                "description": .string(
                    "The demo server of the FormValidation library. Every refusal is an RFC 9457 problem "
                        + "(`application/problem+json`) in the language `Accept-Language` asks for (the demo's own "
                        + "problems, about ALPValidator's body and the fault routes' parameters, in English). "
                        + "`404` (no such path) and `405` (another method; `Allow` lists the path's) answer requests "
                        + "for no operation of this document, and a `500` would be a bug (but where an operation "
                        + "lists it)."),
                "license": ["name": "MIT", "identifier": "MIT"],
            ],
            "tags": [
                ["name": "ALPValidator", "description": "ALPValidator's remote checks and its wire format."],
                ["name": "Forms", "description": "Whole submissions validated with a form spec."],
                ["name": "Faults", "description": "Routes that misbehave on purpose (`--fault-routes`)."],
                ["name": "Description", "description": "The server's description of itself."],
            ],
            "paths": .object(paths),
            "components": [
                "schemas": .object(schemas),
                "parameters": ["AcceptLanguage": Self.acceptLanguage],
            ],
        ]
    }

    /// The document as compact JSON, keys sorted: what `GET /openapi.json` answers.
    public var text: String { json.description }

    // MARK: Operations

    /// `POST /validate`.
    static let validate = operation(
        "validate", tag: "ALPValidator", summary: "Checks a value: valid unless it contains `invalid`.",
        description: "The original ALPValidator demo's endpoint: `true` unless the instance contains `invalid` "
            + "(case-sensitive), then `false`.",
        body: OpenAPISchemas.reference("ValidationRequest"),
        responses: ["200": answer("The verdict.", schema: "Verdict")], problems: ProblemKind.alpValidatorBody)

    /// `POST /api/username-available`.
    static let usernameAvailable = operation(
        "usernameAvailable", tag: "ALPValidator", summary: "Checks whether a username is free.",
        description: "The object form of a verdict, with a message from the server for a taken name (compared "
            + "ignoring case and surrounding whitespace), in the request's language.",
        body: OpenAPISchemas.reference("ValidationRequest"),
        responses: [
            "200": answer("The verdict.", schema: "UsernameAvailability", headers: [contentLanguage(required: true)])
        ],
        problems: ProblemKind.alpValidatorBody)

    /// `GET /openapi.json`.
    static let describe = operation(
        "openAPIDocument", tag: "Description", summary: "This document.",
        description: "The server's OpenAPI 3.1 document: every route it mounts, with its bodies and answers.",
        acceptsLanguage: false, responses: ["200": answer("The document.", schema: "OpenAPIDocument")])

    /// `POST /api/signup` or `POST /api/order`: `form`.
    ///
    /// A route whose spec's rules could not be built (a remote rule whose URL is refused) answers every request
    /// `500 internal-error`, and its operation says so.
    static func form(_ form: FormRoutes, name: String) -> JSONValue {
        var problems = ProblemKind.form
        if case .failure = form.validator { problems.append(.internalError) }
        return operation(
            name.prefix(1).lowercased() + name.dropFirst(), tag: "Forms",
            summary: "Validates a submission of the form `\(form.spec.name)`.",
            description: "Reads the body with the library's Hummingbird integration and validates it with the form "
                + "spec, remote rules included, in the request's language.",
            body: OpenAPISchemas.reference(name + "Submission"),
            responses: [
                "201": answer(
                    "Every value is valid: the corrected values.", schema: name + "Accepted",
                    headers: [contentLanguage(required: true)])
            ],
            problems: problems)
    }

    /// The fault routes, by path.
    static let faultPaths: [(String, JSONValue)] = [
        (
            "/fault/slow",
            [
                "post": operation(
                    "faultSlow", tag: "Faults", summary: "Waits, then answers like `/validate`.",
                    description: "Waits `ms` milliseconds (else the number `extra.ms` of the body, else "
                        + "\(FaultRoutes.defaultDelay)), then answers like `/validate`. A client that closes the "
                        + "connection meanwhile gets nothing.",
                    parameters: [
                        [
                            "name": "ms", "in": "query", "required": false,
                            "description": "How long to wait, in milliseconds.",
                            "schema": [
                                "type": "integer", "minimum": 0, "maximum": .number(.init(FaultRoutes.maximumDelay)),
                            ],
                        ]
                    ],
                    body: OpenAPISchemas.reference("ValidationRequest"),
                    responses: ["200": answer("The verdict, late.", schema: "Verdict")],
                    problems: ProblemKind.alpValidatorBody + [.invalidDelay])
            ]
        ),
        (
            "/fault/status/{code}",
            [
                "post": operation(
                    "faultStatus", tag: "Faults", summary: "Answers the status `code` with the body `true`.",
                    description: "Answers status `code` with the body `true`, so that a client that ignores the "
                        + "status is caught; `204`, `205` and `304` carry no body. A body that cannot be read is "
                        + "refused first, and a `code` that is not a whole number from 200 to 599 is `400`.",
                    parameters: [
                        [
                            "name": "code", "in": "path", "required": true,
                            "description": "The status to answer.",
                            "schema": ["type": "integer", "minimum": 200, "maximum": 599],
                        ]
                    ],
                    body: OpenAPISchemas.reference("ValidationRequest"),
                    responses: faultStatusResponses, problems: ProblemKind.alpValidatorBody + [.invalidStatus])
            ]
        ),
        (
            "/fault/garbage",
            [
                "post": operation(
                    "faultGarbage", tag: "Faults", summary: "Answers a body that is not JSON.",
                    description: "Answers `200` with `Content-Type: application/json` and the body "
                        + "`\(FaultRoutes.garbageBody)`: not JSON, though it starts like `true`.",
                    body: OpenAPISchemas.reference("ValidationRequest"),
                    responses: [
                        // No schema: the body is not JSON, which no schema can say.
                        "200": ["description": "Not JSON.", "content": ["application/json": [:]]]
                    ],
                    problems: ProblemKind.alpValidatorBody)
            ]
        ),
        (
            "/fault/oversized",
            [
                "post": operation(
                    "faultOversized", tag: "Faults", summary: "Answers `true` after 100 KiB of whitespace.",
                    description: "Answers `200` with 100 KiB of JSON whitespace, then `true`: valid JSON, but "
                        + "larger than a client should buffer for a verdict.",
                    body: OpenAPISchemas.reference("ValidationRequest"),
                    responses: ["200": answer("`true`, after 102400 spaces.", schema: "Verdict")],
                    problems: ProblemKind.alpValidatorBody)
            ]
        ),
        (
            "/fault/drop",
            [
                "post": operation(
                    "faultDrop", tag: "Faults", summary: "Closes the connection without an answer.",
                    description: "Closes the connection without any answer once the body is read; only a body "
                        + "that cannot be read gets an answer, its problem.",
                    body: OpenAPISchemas.reference("ValidationRequest"), responses: [:],
                    problems: ProblemKind.alpValidatorBody)
            ]
        ),
        (
            "/fault/requests",
            [
                "get": operation(
                    "faultRequestCounts", tag: "Faults", summary: "The request counter.",
                    description: "How many `POST`s each path got since the last reset.", acceptsLanguage: false,
                    responses: ["200": answer("The counts.", schema: "RequestCounts")]),
                "delete": operation(
                    "faultResetRequestCounts", tag: "Faults", summary: "Resets the request counter.",
                    description: "Resets the counter, and forgets the recorded requests; answers the counts it "
                        + "cleared.",
                    acceptsLanguage: false,
                    responses: ["200": answer("The counts before the reset.", schema: "RequestCounts")]),
            ]
        ),
        (
            "/fault/last-request",
            [
                "get": operation(
                    "faultLastRequest", tag: "Faults", summary: "The last well-formed body received on a path.",
                    description: "The last well-formed ALPValidator body received on `path` since the last reset.",
                    acceptsLanguage: false,
                    parameters: [
                        [
                            "name": "path", "in": "query", "required": false,
                            "description": "A counter key, such as `/validate` (the default) or `/fault/status/500`.",
                            "schema": ["type": "string", "default": "/validate"],
                        ]
                    ],
                    responses: ["200": answer("The body.", schema: "RecordedRequest")],
                    problems: [.noRequestRecorded])
            ]
        ),
    ]

    /// The answers of `/fault/status/{code}`: any status from 200 to 599 with `true`, none for `204`, `205` and
    /// `304`.
    static let faultStatusResponses: [String: JSONValue] = {
        var responses: [String: JSONValue] = [:]
        for range in ["2XX", "3XX", "4XX", "5XX"] {
            responses[range] = answer("The status asked for, with the body `true`.", schema: "Verdict")
        }
        for status in JSONText.statusesWithoutBody.sorted() {
            responses[String(status)] = ["description": "The status asked for, without a body."]
        }
        // The statuses of the problems answer `true` too when they are asked for.
        for status in Set(ProblemKind.alpValidatorBody.map(\.status) + [ProblemKind.invalidStatus.status]) {
            responses[String(status)] = answer("The status asked for, with the body `true`.", schema: "Verdict")
        }
        return responses
    }()

    // MARK: Building blocks

    /// The optional `Accept-Language` header, which every route that reads a body reads.
    static let acceptLanguage: JSONValue = [
        "name": "Accept-Language", "in": "header", "required": false,
        "description": "The languages the answer's texts may be in (q-values read); English by default.",
        "schema": ["type": "string"],
    ]

    /// An operation.
    ///
    /// - Parameters:
    ///   - id: Its `operationId`.
    ///   - tag: Its tag.
    ///   - summary: One line.
    ///   - description: What it does.
    ///   - acceptsLanguage: Whether it reads `Accept-Language`.
    ///   - parameters: Its other parameters.
    ///   - body: The schema of its JSON body, if it reads one.
    ///   - responses: Its answers that are no problem, by status.
    ///   - problems: The problems it answers, grouped here by status; a status it also answers otherwise
    ///     (`/fault/status/400`) gets both contents.
    static func operation(
        _ id: String, tag: String, summary: String, description: String, acceptsLanguage: Bool = true,
        parameters: [JSONValue] = [], body: JSONValue? = nil, responses: [String: JSONValue],
        problems: [ProblemKind] = []
    ) -> JSONValue {
        var responses = responses
        for (status, response) in problemResponses(problems) {
            guard case .object(var existing)? = responses[status], case .object(let extra)? = response["content"],
                case .object(var content)? = existing["content"]
            else {
                responses[status] = response
                continue
            }
            for (mediaType, media) in extra { content[mediaType] = media }
            existing["content"] = .object(content)
            existing["description"] = .string(
                (existing["description"]?.stringValue ?? "") + " " + (response["description"]?.stringValue ?? ""))
            existing["headers"] = response["headers"]
            responses[status] = .object(existing)
        }
        var operation: JSONObject = [
            "operationId": .string(id), "tags": [.string(tag)], "summary": .string(summary),
            "description": .string(description), "responses": .object(JSONObject(responses)),
        ]
        var allParameters = parameters
        if acceptsLanguage { allParameters.append(["$ref": "#/components/parameters/AcceptLanguage"]) }
        if !allParameters.isEmpty { operation["parameters"] = .array(allParameters) }
        if let body {
            operation["requestBody"] = [
                "required": true,
                "description": .string(
                    "JSON, sent as `application/json` without a content coding, at most 64 KiB, with no key twice in "
                        + "an object and only numbers a `Decimal` holds (at most 38 significant digits, and 0 or of a "
                        + "magnitude from 1e-128 to below 1e165), wherever they are: else `422 unreadable-json`, "
                        + "whatever the schema says."),
                "content": ["application/json": ["schema": ["$ref": body]]],
            ]
        }
        return .object(operation)
    }

    /// A JSON answer (`application/json; charset=utf-8`) whose body the schema `schema` describes.
    static func answer(_ description: String, schema: String, headers: [(String, JSONValue)] = []) -> JSONValue {
        var response: JSONObject = [
            "description": .string(description),
            "content": ["application/json": ["schema": ["$ref": OpenAPISchemas.reference(schema)]]],
        ]
        if !headers.isEmpty { response["headers"] = .object(JSONObject(Dictionary(uniqueKeysWithValues: headers))) }
        return .object(response)
    }

    /// `Content-Language`: the language of the answer's texts, always there when `required`.
    static func contentLanguage(required: Bool) -> (String, JSONValue) {
        (
            "Content-Language",
            [
                "description": "The language of the texts: one of the library's (`de`, `pt-BR`).",
                "required": .bool(required), "schema": ["type": "string", "minLength": 2],
            ]
        )
    }

    /// The answers of `kinds`, by status: `application/problem+json`, any of the kinds of that status.
    static func problemResponses(_ kinds: [ProblemKind]) -> [String: JSONValue] {
        var responses: [String: JSONValue] = [:]
        for status in Set(kinds.map(\.status)).sorted() {
            let ofStatus = kinds.filter { $0.status == status }
            let references: [JSONValue] = ofStatus.map { ["$ref": OpenAPISchemas.reference($0.schemaName)] }
            var headers = [contentLanguage(required: false)]
            for name in Set(ofStatus.flatMap(\.headers)).sorted() {
                headers.append(
                    (
                        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(
                            separator: "-"),
                        ["description": "Sent with some of these problems.", "schema": ["type": "string"]]
                    ))
            }
            let description = ofStatus.map { "`\($0.type)`: \($0.summary)" }.joined(separator: " ")
            responses[String(status)] = [
                "description": .string(description),
                "headers": .object(JSONObject(Dictionary(uniqueKeysWithValues: headers))),
                "content": [
                    ProblemDetails.mediaType: [
                        "schema": references.count == 1 ? references[0] : ["anyOf": .array(references)]
                    ]
                ],
            ]
        }
        return responses
    }
}
